// Perikles' three lessons (#33), in the order of the turn: the Influence tiles and the cubes they
// place (Phase 2), candidates and elections (Phases 3 and 4), and a battle (Phases 5 and 6). Each
// step's words (renderer i18n/en.lessons.ts) quote the rulebook's headings; what a step checks is
// read from the player's own view only.
import type { Action } from '../../../kit/types.js';
import { LOCATION_BY_ID } from '../data/index.js';
import type { LogEntry } from '../state.js';
import { advisePerikles } from '../advisor.js';
import type { PeriklesLesson, PeriklesLessonPoint, PeriklesLessonSight } from './types.js';

const PROMPT = '[data-prompt]';
const CITIES_PANEL = '[data-panel="cities"]';

/** The player is asked a decision of `kind` now. */
const deciding = (kind: string) => (s: PeriklesLessonSight): boolean =>
  s.pending?.kind === kind && s.view.seat !== 'spectator' && s.pending.seats.includes(s.view.seat);
const always = (): boolean => true;
const mine = (s: PeriklesLessonSight, e: LogEntry): boolean => e.seat === s.view.seat;
const sameAction = (a: Action, b: Action): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The prompt's option the lesson outlines: the advisor's choice when it is one the lesson means
 * (the rule bot from the player's view, advisor.ts), else the first the lesson means.
 */
export function suggestedOption(s: PeriklesLessonSight, intended: (a: Action, s: PeriklesLessonSight) => boolean): number {
  const legal = s.legalActions;
  if (legal.length === 0 || s.view.seat === 'spectator') return -1;
  const advised = legal.findIndex((a) => sameAction(a, advisePerikles(s.view, legal).action));
  return advised >= 0 && intended(legal[advised]!, s) ? advised : legal.findIndex((a) => intended(a, s));
}
const outline = (intended: (a: Action, s: PeriklesLessonSight) => boolean) => (s: PeriklesLessonSight): PeriklesLessonPoint => {
  const i = suggestedOption(s, intended);
  return { ui: i < 0 ? PROMPT : `${PROMPT} [data-option="${i}"]` };
};
const takesTile = (a: Action): boolean => a.type === 'take';
const standsSelf = (a: Action, s: PeriklesLessonSight): boolean => a.cube === s.view.seat;

// --- 1. Phase 2 Take Influence Tiles -------------------------------------------------------------

/** The Influence tile the player took last (its log entry), if any. */
export function tileTaken(s: PeriklesLessonSight): string | undefined {
  return [...s.view.log].reverse().find((e) => e.text === 'tile taken' && mine(s, e))?.tile as string | undefined;
}

// --- 3 and 4. Propose Candidates, Hold Elections -------------------------------------------------

/** The latest elections' results ('leader elected' and 'no candidate'), city by city. */
export function electionResults(s: PeriklesLessonSight): LogEntry[] {
  const held = s.view.log.filter((e) => e.rule === 'Phase 4 Hold Elections');
  const turn = held[held.length - 1]?.turn;
  return held.filter((e) => e.turn === turn);
}
const electionsHeld = (s: PeriklesLessonSight): boolean => electionResults(s).length > 0;

// --- 5 and 6. Commit military forces, Resolve Battles ----------------------------------------------

/** The Locations (turn and slot) where the player sent a counter. */
function sentTo(s: PeriklesLessonSight): Set<string> {
  return new Set(s.view.log.filter((e) => e.text === 'counter sent' && mine(s, e)).map((e) => `${e.turn}|${String(e.slot)}`));
}
const OUTCOMES = new Set(['attacker takes the tile; the city suffers a defeat', 'defender keeps the tile']);
/** The log of the battles at Locations the player sent counters to: rounds, and each outcome. */
function myBattleLog(s: PeriklesLessonSight): LogEntry[] {
  const at = sentTo(s);
  return s.view.log.filter((e) => e.rule.startsWith('Phase 6 Resolve Battles') && at.has(`${e.turn}|${String(e.slot)}`));
}
/** The first battle the player fought that is over: its log entry (the tile, who won), if any. */
export function battleOutcome(s: PeriklesLessonSight): LogEntry | undefined {
  return myBattleLog(s).find((e) => OUTCOMES.has(e.text) || e.text.includes('set aside'));
}

/**
 * The counter the lesson means: one that goes where it stands at once — attacking, or defending a
 * Location of a city the player leads or that has no leader (defending another leader's asks his
 * permission first, and he may refuse: Phase 5 Commit military forces).
 */
function sendsUnasked(a: Action, s: PeriklesLessonSight): boolean {
  if (a.type !== 'send') return false;
  if (a.side === 'attack') return true;
  const tile = s.view.slots[a.slot as number]?.tile;
  const leader = tile ? s.view.cities[LOCATION_BY_ID[tile]!.city].leader : null;
  return leader === null || leader === s.view.seat;
}

export const PERIKLES_LESSONS: readonly PeriklesLesson[] = [
  {
    id: 'perikles-influence', seed: 'lesson', players: 4, player: 'red',
    start: { kind: 'influence.take' }, rules: ['Phase 2 Take Influence Tiles'],
    steps: [
      { id: 'display', when: always, point: { ui: '[data-influence-box]' } },
      { id: 'shards', when: always, point: { ui: CITIES_PANEL } },
      { id: 'take', when: deciding('influence.take'), act: 'influence.take', point: outline(takesTile), intended: takesTile },
      { id: 'anyCity', when: deciding('influence.anyCity'), act: 'influence.anyCity', point: { ui: PROMPT }, optional: true },
      { id: 'candidate', when: deciding('influence.candidate'), act: 'influence.candidate', point: { ui: PROMPT }, optional: true },
      { id: 'assassin', when: deciding('influence.assassin'), act: 'influence.assassin', point: { ui: PROMPT }, optional: true },
      { id: 'placed', when: (s) => tileTaken(s) !== undefined, point: { ui: CITIES_PANEL } },
      { id: 'done', when: always, point: { ui: '[data-city]' } },
    ],
  },
  {
    id: 'perikles-elections', seed: 'lesson', players: 4, player: 'red',
    start: { kind: 'candidates.propose' }, rules: ['Phase 3 Propose Candidates', 'Phase 4 Hold Elections'],
    steps: [
      { id: 'spaces', when: always, point: { ui: '[data-city]' } },
      { id: 'count', when: always, point: { ui: CITIES_PANEL } },
      {
        id: 'propose', when: deciding('candidates.propose'), act: 'candidates.propose', once: true,
        point: outline(standsSelf), intended: standsSelf,
      },
      { id: 'held', when: electionsHeld, point: { ui: CITIES_PANEL } },
      { id: 'leaders', when: electionsHeld, point: { ui: '[data-city]' } },
    ],
  },
  {
    id: 'perikles-battle', seed: 'lesson-2', players: 4, player: 'green',
    start: { kind: 'commit.send' }, rules: ['Phase 5 Commit military forces', 'Phase 6 Resolve Battles'],
    steps: [
      { id: 'locations', when: always, point: { ui: '[data-location]' } },
      { id: 'forces', when: always, point: { ui: PROMPT } },
      { id: 'send', when: deciding('commit.send'), act: 'commit.send', once: true, point: outline(sendsUnasked), intended: sendsUnasked },
      { id: 'special', when: deciding('battle.special'), act: 'battle.special', point: { ui: PROMPT }, optional: true },
      { id: 'rounds', when: (s) => myBattleLog(s).length > 0, point: { ui: '[data-location]' } },
      { id: 'result', when: (s) => battleOutcome(s) !== undefined, point: { ui: CITIES_PANEL } },
    ],
  },
];

export function periklesLessonById(id: string): PeriklesLesson | undefined {
  return PERIKLES_LESSONS.find((l) => l.id === id);
}
