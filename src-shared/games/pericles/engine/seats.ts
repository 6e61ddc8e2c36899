// A seat changing hands mid-game (#30 "Levels in players' words"): a Faction handed to a bot at a
// level, or a bot's Faction taken over by a person. Not a rule of the rulebook: who plays a seat
// is the table's business, and the engine treats every seat alike. It is an entry of the game's
// record like a decision — `{ seat, action: { type: 'seat.change', from, to } }` — so it is
// journaled, saved and replayed with the decisions, and logged for everyone ('seats' tag). It is
// never a legal action: `apply` refuses it, and only `applyRecorded` (the record's replays) and
// `changeSeat` (the statechart's SEATS event) take it.
//
// When: at any point but while the seat is halfway through a simultaneous secret choice (4.1):
// its hidden answer given and the choice not resolved yet, or — for a person taking a bot's
// Faction over — the bot still making a choice answered in parts (the person would see its picks so far).
import { FACTIONS, type Faction } from '../model/ids.js';
import type { GameState, SeatKind } from '../model/state.js';
import { kindsWhere, type DecisionKind } from '../decisions/registry.js';
import { log } from '../rules/log.js';
import { cloneGame } from '../../../kit/clone.js';
import { answeredSeats } from './decisions.js';
import { apply } from './driver.js';
import { EngineError, type Action } from './types.js';

export const SEAT_CHANGE = 'seat.change';

const SECRET_KINDS = kindsWhere('secret');
const SECRET_IN_PARTS = kindsWhere('secretInParts');

/** The seats a player may hand a Faction to: a person, or a bot at one of the four levels. */
export const OFFERED_SEAT_KINDS = ['human', 'bot:easy', 'bot:normal', 'bot:hard', 'bot:expert'] as const satisfies readonly SeatKind[];
export type OfferedSeatKind = (typeof OFFERED_SEAT_KINDS)[number];

/** The record's entry for a seat change; `from` lets a save's setup seats be read back (seatsAtSetup). */
export interface SeatChange extends Action {
  type: typeof SEAT_CHANGE;
  from: SeatKind;
  to: OfferedSeatKind;
}

export function isSeatChange(action: unknown): action is SeatChange {
  return typeof action === 'object' && action !== null && (action as { type?: unknown }).type === SEAT_CHANGE;
}

export function isOfferedSeatKind(kind: unknown): kind is OfferedSeatKind {
  return (OFFERED_SEAT_KINDS as readonly unknown[]).includes(kind);
}

export type SeatRefusal = 'game-over' | 'seat-mid-secret' | 'seat-unchanged' | 'bad-action';

/** Why `faction` may not go to `to` now, or null when it may. */
export function seatChangeRefusal(g: GameState, faction: Faction, to: unknown): SeatRefusal | null {
  if (!FACTIONS.includes(faction) || !isOfferedSeatKind(to)) return 'bad-action';
  if (g.flow.phase === 'over' || g.result) return 'game-over';
  if (g.seats[faction] === to) return 'seat-unchanged';
  const p = g.flow.pending;
  return secretChoiceRefusal(p && { kind: p.kind, seats: p.seats, answered: answeredSeats(p) }, faction, to);
}

/** What every seat sees of the open decision (a view's `pending` carries the same). */
export interface OpenDecisionFacts { kind: DecisionKind; seats: readonly Faction[]; answered: readonly Faction[] }

/**
 * The secret-choice part of seatChangeRefusal, judged only on what every seat sees (the open
 * choice, who is asked, who has answered), so a refusal never tells another seat that a Faction has
 * made part of a secret answer (5.32 C/D). The Seats dialog asks it of the view before the host does.
 */
export function secretChoiceRefusal(p: OpenDecisionFacts | null, faction: Faction, to: OfferedSeatKind): 'seat-mid-secret' | null {
  if (!p || !SECRET_KINDS.has(p.kind)) return null;
  // Its whole answer given, not yet revealed: the choice resolves first.
  if (p.answered.includes(faction)) return 'seat-mid-secret';
  // Still answering a choice made in parts: a bot may go on with it (it sees what the Faction's
  // player saw), but a person taking a bot's Faction over would see the bot's picks so far.
  if (to === 'human' && p.seats.includes(faction) && SECRET_IN_PARTS.has(p.kind)) return 'seat-mid-secret';
  return null;
}

const REFUSED: Record<SeatRefusal, string> = {
  'game-over': 'The game is over.',
  'seat-mid-secret': 'has already given its secret answer to a choice not yet revealed: it changes hands once the choice is resolved',
  'seat-unchanged': 'is already played that way',
  'bad-action': 'a seat goes to a human or a bot at a level (easy, normal, hard, expert)',
};

/** `g` with `faction` played by `to` and the change logged; refused (EngineError, `g` unchanged) when seatChangeRefusal says so. */
/** The one check of a seat change: throws its refusal as an EngineError, worded here; changes nothing. */
export function checkSeatChange(g: GameState, faction: Faction, to: unknown): asserts to is OfferedSeatKind {
  const refusal = seatChangeRefusal(g, faction, to);
  if (refusal) throw new EngineError(refusal, refusal === 'game-over' ? REFUSED[refusal] : `${faction} ${REFUSED[refusal]}.`);
}

export function changeSeat(g: GameState, faction: Faction, to: OfferedSeatKind): GameState {
  checkSeatChange(g, faction, to);
  const next = cloneGame(g);
  next.seats[faction] = to;
  if (to === 'human') log(next, 'seats', 'seat.takenOver', { faction });
  else log(next, 'seats', 'seat.handedToBot', { faction, level: to.slice('bot:'.length) });
  return next;
}

/** The record's entry for `faction` going to `to` in `g`. */
export function seatChangeOf(g: GameState, faction: Faction, to: OfferedSeatKind): { seat: Faction; action: SeatChange } {
  return { seat: faction, action: { type: SEAT_CHANGE, from: g.seats[faction], to } };
}

/**
 * One entry of a game's record applied: a decision through the rules (`apply`), a seat change
 * through changeSeat, refused unless it names the seat's kind as it was (a record is untrusted).
 */
export function applyRecorded(g: GameState, seat: Faction, action: unknown): GameState {
  if (!isSeatChange(action)) return apply(g, seat, action);
  if (g.seats[seat] !== action.from) {
    throw new EngineError('bad-action', `A seat change of ${seat} from ${String(action.from)}, but ${seat} is played by ${g.seats[seat]}.`);
  }
  return changeSeat(g, seat, action.to);
}

/**
 * The seats a game began with, from its seats now and its record: the first change of each
 * Faction says what it was. Saves, journals and replays start from these (newGame).
 */
export function seatsAtSetup(now: Record<Faction, SeatKind>, record: readonly { seat: Faction; action: unknown }[]): Record<Faction, SeatKind> {
  const seats = { ...now };
  const seen = new Set<Faction>();
  for (const d of record) {
    if (!isSeatChange(d.action) || seen.has(d.seat)) continue;
    seen.add(d.seat);
    seats[d.seat] = d.action.from;
  }
  return seats;
}

