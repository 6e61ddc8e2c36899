// What a game's messages carry, as the protocol knows a game (#32 "The contract"): only through the
// contract's shapes. Every message type of the protocol takes a `W extends GameWire`: the host, the
// transports and the page's shell use this erased one; each game narrows it to its own types in its
// folder (games/pericles/wire.ts: Factions, its view, its decision kinds), and its page reads a
// message through that narrowing. The protocol itself imports no game.
import type { Action, ClosedOption, Pending, Reason, SeatKind } from '../games/contract.js';

export type { Action, ClosedOption, Pending, Reason, SeatKind };

/** A log entry as the page's shell lists it (a replay's log): the rule it cites; the game words the rest. */
export interface LogLine {
  readonly rule?: string;
}

/**
 * What every game's view has, as the protocol and the page's shell read it: the seat's log (paged by
 * kit/viewLog.ts), where the turn stands and what is asked. The rest is the game's own.
 */
export interface SeatView {
  readonly turn: number;
  readonly phase: string;
  readonly pending: { readonly kind: string; readonly rule: string } | null;
  readonly log: readonly LogLine[];
  /** A game's scenario and who plays each seat, when its view carries them (Pericles'): the shell titles the running game by them. */
  readonly scenario?: string;
  readonly seats?: unknown;
  /** A game's result, when its view carries one (Pericles', null while it runs): seats no longer change hands. */
  readonly result?: unknown;
}

/** A finished game's outcome as the record of finished games reads it (win rates): the winning seat, or null for none. */
export interface FinishedResult {
  readonly winner: string | null;
}

export interface GameWire {
  /** A seat's id (Pericles: a Faction; Perikles: a colour). */
  seat: string;
  /** What a seat sees (the module's `view`). */
  view: SeatView;
  /** Who must decide what (the module's `pending`). */
  pending: Pending;
  /** A kind of decision (Pending.kind). */
  kind: string;
  /** What the board shows for a seat's open decision (the module's `aids`). */
  aids: unknown;
  /** An option the open decision refuses, and why (the module's `whyNot`). */
  closed: ClosedOption;
  /** A finished game's outcome, as records keep it. */
  result: FinishedResult;
  /** Who may take a seat over mid-game ('setSeat'). */
  offeredSeatKind: SeatKind;
  /** A turn's public mark in a replay's turn list (Pericles: war or peace). */
  turnMark: string;
}
