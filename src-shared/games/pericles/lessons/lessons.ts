// The eight lessons of "Learn to play" (#17.1), in the order a newcomer meets the rules. Each step
// says (en.learn.ts) what the position shows, with the rule numbers of RULES.md.
import type { Action } from '../engine/types.js';
import type { DecisionKind } from '../decisions/registry.js';
import { ALL_DECK_CARDS } from '../data/cards/political.js';
import type { Lesson, LessonPoint, LessonSight } from './types.js';

/** The player is asked a decision of `kind` now. */
const deciding = (kind: DecisionKind) => (s: LessonSight): boolean =>
  s.pending?.kind === kind && s.view.seat !== 'spectator' && s.pending.seats.includes(s.view.seat);
/** The player is asked a decision whose kind starts with `prefix`. */
const decidingAny = (prefix: string) => (s: LessonSight): boolean =>
  !!s.pending && s.pending.kind.startsWith(prefix) && s.view.seat !== 'spectator' && s.pending.seats.includes(s.view.seat);
const always = (): boolean => true;
const not = (f: (s: LessonSight) => boolean) => (s: LessonSight): boolean => !f(s);

/** The theater of the expedition being resolved (9.0 "Expedition Theater"), if any. */
export function expeditionTheater(s: LessonSight): number | undefined {
  const t = (s.view.flowData as { issue?: { exp?: { theater?: unknown } } }).issue?.exp?.theater;
  return typeof t === 'number' ? t : undefined;
}
/** A Battle was fought this turn (9.43: won or drawn). */
const battleFought = (s: LessonSight): boolean =>
  s.view.log.some((e) => e.turn === s.view.turn && (e.msg === 'battle.won' || e.msg === 'battle.draw'));
const atExpedition = (ui?: string) => (s: LessonSight): LessonPoint => {
  const theater = expeditionTheater(s);
  return { ...(theater === undefined ? {} : { theater }), ...(ui ? { ui } : {}) };
};

const PROMPT = '[data-prompt]';
const panel = (id: string): string => `[data-fold="${id}"]`;
const leaderOf = (s: LessonSight): string => `leader-${String(s.view.seat)}`;
const cardOf = (a: Action): string | undefined => (a as { card?: unknown }).card as string | undefined;
const baseValue = (id: string): number => ALL_DECK_CARDS.find((c) => c.id === id)?.value ?? 0;
/** 6.2, 6.3: the lesson keeps the Leader for later and suggests the highest base value of the rest. */
const bestNonLeader = (s: LessonSight): string | undefined => s.legalActions.map(cardOf)
  .filter((c): c is string => c !== undefined && c !== leaderOf(s))
  .reduce<string | undefined>((best, c) => (best === undefined || baseValue(c) > baseValue(best) ? c : best), undefined);

/** 5.32 E: Ostracism and War/Peace go to box 0 whichever step chose them. */
const BOX_ZERO_ALWAYS = ['ostracism', 'warPeace'];
const issueOf = (a: Action): string | undefined => (a as { kind?: unknown }).kind as string | undefined;
/** The issue the lesson suggests for the Dominant Faction's box 2: Military if offered, else the first that stays there. */
const boxTwoIssue = (s: LessonSight): string | undefined => {
  const kinds = s.legalActions.map(issueOf).filter((k): k is string => k !== undefined && !BOX_ZERO_ALWAYS.includes(k));
  return kinds.includes('military') ? 'military' : kinds[0];
};

export const LESSONS: readonly Lesson[] = [
  {
    id: 'board', scenario: 'training-amphipolis', seed: 'lesson', player: 'demagogues',
    start: { kind: 'theater.place' },
    steps: [
      { id: 'theaters', when: always, point: { theater: 12, ui: '[data-board-slot]' } },
      { id: 'links', when: always, point: { theater: 7 } },
      { id: 'special', when: always, point: { theater: 14 } },
      { id: 'hover', when: always, point: { ui: '[data-board-slot]' } },
      { id: 'place', when: deciding('theater.place'), act: 'theater.place', point: { ui: PROMPT } },
      { id: 'done', when: not(deciding('theater.place')) },
    ],
  },
  {
    id: 'assembly', scenario: 'development', seed: 'lesson', player: 'aristocrats',
    start: { kind: 'boule.A' },
    steps: [
      { id: 'tracks', when: always, point: { ui: panel('assembly') } },
      { id: 'roles', when: always, point: { ui: panel('assembly') } },
      { id: 'boule', when: always, point: { ui: PROMPT } },
      {
        id: 'pickA', when: deciding('boule.A'), act: 'boule.A',
        point: (s) => ({ ui: `${PROMPT} [data-choice*='"kind":"${boxTwoIssue(s) ?? ''}"']` }),
        intended: (a) => !BOX_ZERO_ALWAYS.includes(issueOf(a) ?? ''),
      },
      { id: 'pickC', when: deciding('boule.C'), act: 'boule.C', point: { ui: PROMPT } },
      { id: 'done', when: (s) => s.view.phase === 'assembly', point: { ui: panel('assembly') } },
    ],
  },
  {
    id: 'debates', scenario: 'development', seed: 'lesson', player: 'aristocrats',
    start: { kind: 'debate.issue' },
    steps: [
      { id: 'values', when: always, point: { ui: panel('hand') } },
      { id: 'issue', when: deciding('debate.issue'), act: 'debate.issue', point: { ui: panel('assembly') } },
      {
        id: 'card', when: deciding('debate.card'), act: 'debate.card', once: true,
        point: (s) => ({ ui: `${PROMPT} [data-choice-card="${bestNonLeader(s) ?? ''}"]` }),
        intended: (a, s) => cardOf(a) !== leaderOf(s),
      },
      { id: 'result', when: not(deciding('debate.card')), point: { ui: panel('assembly') } },
      { id: 'brainTrust', when: always, point: { ui: panel('hand') } },
    ],
  },
  {
    id: 'politics', scenario: 'training-ostracism', seed: 'lesson', player: 'aristocrats',
    start: { kind: 'citizenship.base' },
    steps: [
      { id: 'oration', when: always, point: { ui: panel('honor') } },
      { id: 'dominant', when: always, point: { ui: panel('assembly') } },
      { id: 'warPeace', when: always, point: { ui: '[data-status-strip]' } },
      { id: 'ostracism', when: always, point: { ui: panel('log') } },
      { id: 'citizenship', when: deciding('citizenship.base'), act: 'citizenship.base', point: { ui: PROMPT } },
      { id: 'done', when: not(deciding('citizenship.base')), point: { ui: panel('honor') } },
    ],
  },
  {
    id: 'theater', scenario: 'development', seed: 'lesson', player: 'aristocrats',
    start: { kind: 'theater.place' },
    steps: [
      { id: 'honorOrder', when: always, point: { ui: '[data-strip-honor]' } },
      { id: 'markers', when: always, point: { ui: PROMPT } },
      { id: 'place', when: deciding('theater.place'), act: 'theater.place', point: { ui: PROMPT } },
      { id: 'reveal', when: deciding('theater.reveal'), act: 'theater.reveal', point: { ui: PROMPT } },
      { id: 'done', when: not(deciding('theater.reveal')), point: { ui: panel('log') } },
    ],
  },
  {
    // Naupactus: the Eurypontids' rule bot places the Military marker in Sparta, so the lesson
    // starts with a build in the home theater (9.1) and a muster with no Battle (9.31 A).
    id: 'muster', scenario: 'training-naupactus', seed: 'lesson', player: 'eurypontids',
    start: { kind: 'military.build' },
    steps: [
      { id: 'cinc', when: always, point: atExpedition() },
      { id: 'build', when: deciding('military.build'), act: 'military.build', point: atExpedition(PROMPT) },
      { id: 'commit', when: deciding('muster.commitSolo'), act: 'muster.commitSolo', point: atExpedition(PROMPT) },
      { id: 'move', when: deciding('muster.move'), act: 'muster.move', point: atExpedition(PROMPT) },
      { id: 'done', when: not(deciding('muster.move')) },
    ],
  },
  {
    id: 'battle', scenario: 'training-aegean', seed: 'lesson', player: 'aristocrats',
    start: { kind: 'muster.commit' },
    steps: [
      { id: 'contested', when: always, point: atExpedition() },
      { id: 'commit', when: deciding('muster.commit'), act: 'muster.commit', point: atExpedition(PROMPT) },
      { id: 'move', when: deciding('muster.move'), act: 'muster.move', point: atExpedition(PROMPT), optional: true },
      { id: 'stateShip', when: deciding('battle.stateShip'), act: 'battle.stateShip', point: atExpedition(PROMPT), optional: true },
      { id: 'casualties', when: deciding('battle.bases'), act: 'battle.bases', point: atExpedition(PROMPT), optional: true },
      { id: 'honor', when: (s) => battleFought(s) && !decidingAny('battle.')(s), point: { ui: panel('log') } },
    ],
  },
  {
    id: 'end', scenario: 'development', seed: 'lesson', player: 'eurypontids',
    start: { kind: 'upkeep.remove' },
    steps: [
      { id: 'victory', when: always, point: { ui: panel('honor') } },
      { id: 'upkeep', when: deciding('upkeep.remove'), act: 'upkeep.remove', point: { ui: PROMPT } },
      { id: 'redeploy', when: deciding('redeploy.move'), act: 'redeploy.move', point: { ui: PROMPT } },
      { id: 'will', when: (s) => s.view.phase !== 'end', point: { ui: panel('log') } },
    ],
  },
];
