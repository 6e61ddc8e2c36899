// Perikles' three lessons (#33), in the order of the turn: the Influence tiles and the cubes they
// place (Phase 2), candidates and elections (Phases 3 and 4), and a battle (Phases 5 and 6). Each
// step's words (renderer i18n/en.lessons.ts) quote the rulebook's headings; what a step checks is
// read from the player's own view only, its log entries known by their message keys (board.ts
// logMsgOf), never by their English sentences.
import type { Action } from '../../../kit/types.js';
import { LOCATION_BY_ID } from '../data/index.js';
import type { LogEntry } from '../state.js';
import { logMsgOf, type LogMsg } from '../board.js';
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
/**
 * What a step teaches, at each of the player's decisions in it: the choice it means, or any choice
 * when none of the legal ones is meant (the lesson never asks for what the rules forbid).
 */
const whenPossible = (means: (a: Action, s: PeriklesLessonSight) => boolean) => (a: Action, s: PeriklesLessonSight): boolean =>
  means(a, s) || !s.legalActions.some((x) => means(x, s));
const takesTile = (a: Action): boolean => a.type === 'take';
const standsSelf = (a: Action, s: PeriklesLessonSight): boolean => a.cube === s.view.seat;

// --- 1. Phase 2 Take Influence Tiles -------------------------------------------------------------

/** The Influence tile the player took last (its log entry), if any. */
export function tileTaken(s: PeriklesLessonSight): string | undefined {
  return [...s.view.log].reverse().find((e) => logMsgOf(e) === 'influence.take' && mine(s, e))?.tile as string | undefined;
}

// --- 3 and 4. Propose Candidates, Hold Elections -------------------------------------------------

const ELECTION_RESULTS: ReadonlySet<LogMsg> = new Set(['elections.elected', 'elections.noLeader']);
/** The latest elections' results (a leader elected, or no candidate), city by city. */
export function electionResults(s: PeriklesLessonSight): LogEntry[] {
  const held = s.view.log.filter((e) => ELECTION_RESULTS.has(logMsgOf(e)!));
  const turn = held[held.length - 1]?.turn;
  return held.filter((e) => e.turn === turn);
}
const electionsHeld = (s: PeriklesLessonSight): boolean => electionResults(s).length > 0;

// --- 5 and 6. Commit military forces, Resolve Battles ----------------------------------------------

/** The Locations (turn and slot) where the player sent a counter. */
function sentTo(s: PeriklesLessonSight): Set<string> {
  return new Set(s.view.log.filter((e) => logMsgOf(e) === 'commit.send' && mine(s, e)).map((e) => `${e.turn}|${String(e.slot)}`));
}
/** How a battle ends (Phase 6 Resolve Battles), by the side that won it or none (the tile set aside). */
const OUTCOMES: Readonly<Partial<Record<LogMsg, 'attack' | 'defend' | 'aside'>>> = {
  'battle.attackerWins': 'attack',
  'battle.defenderWins': 'defend',
  'battle.setAsideEmpty': 'aside',
  'battle.setAsideHeld': 'aside',
  'battle.setAsideUnfought': 'aside',
  // Nobody attacked the player's Location: the defender places two cubes and the tile is set aside.
  'battle.unattacked': 'aside',
};
/** The log of the battles at Locations the player sent counters to: rounds, casualties, and each outcome. */
function myBattleLog(s: PeriklesLessonSight): LogEntry[] {
  const at = sentTo(s);
  return s.view.log.filter((e) => logMsgOf(e)?.startsWith('battle.') && at.has(`${e.turn}|${String(e.slot)}`));
}
/** The first battle the player fought that is over: its log entry (the tile, who won), if any. */
export function battleOutcome(s: PeriklesLessonSight): LogEntry | undefined {
  return myBattleLog(s).find((e) => OUTCOMES[logMsgOf(e)!] !== undefined);
}
/** Which side won the battle an outcome entry ends, or 'aside' (nobody: the tile is set aside). */
export function outcomeSide(e: LogEntry): 'attack' | 'defend' | 'aside' {
  return OUTCOMES[logMsgOf(e)!] ?? 'aside';
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
/**
 * At each of the player's decisions of Phase 5: a counter sent goes unasked; and until the player
 * has sent one this turn (the lesson's battle), the decision is to send one, not "done" or another.
 */
function sendsOrHasSent(a: Action, s: PeriklesLessonSight): boolean {
  if (a.type === 'send') return sendsUnasked(a, s);
  return s.view.log.some((e) => logMsgOf(e) === 'commit.send' && mine(s, e) && e.turn === s.view.turn);
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
        // Every proposal the player makes in Phase 3 is this step's (not only the first).
        id: 'propose', when: deciding('candidates.propose'), act: 'candidates.propose',
        point: outline(whenPossible(standsSelf)), intended: whenPossible(standsSelf),
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
      // Every counter the player sends in Phase 5 is this step's (not only the first).
      { id: 'send', when: deciding('commit.send'), act: 'commit.send', point: outline(whenPossible(sendsOrHasSent)), intended: whenPossible(sendsOrHasSent) },
      { id: 'special', when: deciding('battle.special'), act: 'battle.special', point: { ui: PROMPT }, optional: true },
      { id: 'rounds', when: (s) => myBattleLog(s).length > 0, point: { ui: '[data-location]' } },
      { id: 'result', when: (s) => battleOutcome(s) !== undefined, point: { ui: CITIES_PANEL } },
    ],
  },
];

export function periklesLessonById(id: string): PeriklesLesson | undefined {
  return PERIKLES_LESSONS.find((l) => l.id === id);
}
