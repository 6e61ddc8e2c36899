// The one place that creates the statechart's actors (#32): a game started from its state, one
// restored from a persisted snapshot, and the persisted form a save or an undo keeps. The game
// comes out of a snapshot through machine/snapshot.ts `gameOfSnapshot`, checked before it is played.
import { createActor, type Actor, type Snapshot } from 'xstate';
import { machineOf, type GameContext, type GameMachine, type GameSnapshot } from '../../src-shared/machine/gameMachine.js';
import { gameOfSnapshot } from '../../src-shared/machine/snapshot.js';
import type { AnyGame, GameProblem, TurnTable } from '../../src-shared/games/contract.js';
import { HostError } from './session.js';

export type GameActor = Actor<GameMachine>;

/** Where an actor's failure is reported (without an error observer XState rethrows it and Node exits). */
export type ActorLog = (message: string, error?: unknown) => void;

function started(actor: GameActor, log: ActorLog): GameActor {
  actor.subscribe({ error: (e) => log('game actor error', e) });
  actor.start();
  return actor;
}

/** What of a game module its actors need: the turn table its statechart is generated from. */
type Played = { readonly turnTable: TurnTable<unknown> };

/** A running actor of `game`'s statechart at `state` (the machine routes to the right state from it). */
export function startActor(game: Played, state: unknown, log: ActorLog): GameActor {
  return started(created(game, state), log);
}

/**
 * A running actor from a persisted snapshot of `game`'s statechart; a snapshot of another statechart
 * version (or one that is not active) gives an actor started from the game itself. A snapshot made
 * before #32 carries a `rejection` key in its context: it is dropped.
 */
export function restoreActor(game: Played, snapshot: unknown, state: unknown, log: ActorLog): GameActor {
  let actor: GameActor;
  try {
    actor = created(game, state, withoutRejection(snapshot));
    if (actor.getSnapshot().status !== 'active') throw new Error('inactive snapshot');
  } catch {
    actor = created(game, state);
  }
  return started(actor, log);
}

/**
 * The one createActor: `game`'s statechart (machine/gameMachine.ts machineOf: generated from its
 * module's turn table) at `state`, or from a persisted snapshot of it; `state` is a state its module
 * made or checked (playable).
 */
function created(game: Played, state: unknown, snapshot?: unknown): GameActor {
  const input: GameContext = { game: state };
  return createActor(machineOf(game.turnTable), snapshot === undefined ? { input } : { snapshot: snapshot as Snapshot<unknown>, input });
}

function withoutRejection(snapshot: unknown): unknown {
  if (typeof snapshot !== 'object' || snapshot === null || !('context' in snapshot)) return snapshot;
  const { context } = snapshot;
  if (typeof context !== 'object' || context === null || !('rejection' in context)) return snapshot;
  const { rejection: _dropped, ...rest } = context;
  return { ...snapshot, context: rest };
}

/** The persisted form of an actor's snapshot, as plain JSON (it may hold `undefined` fields). */
export function persisted(actor: GameActor): unknown {
  return persistedOf(actor.getSnapshot());
}

/** The persisted form of one snapshot, as plain JSON. */
export function persistedOf(snapshot: GameSnapshot): unknown {
  // Each snapshot's own statechart (its game's machineOf) persists it.
  return JSON.parse(JSON.stringify(snapshot.machine.getPersistedSnapshot(snapshot))) as unknown;
}

/** The game state inside a persisted snapshot, refused with the reason when `game` cannot play it (its saveChecks). */
export function playable(game: AnyGame, snapshot: unknown): unknown {
  const state = gameOfSnapshot(snapshot);
  const problem = game.saveChecks.stateFault(state);
  if (problem) throw damaged(problem);
  return state;
}

/** A save refused as damaged or altered (#31 item 3), naming what is wrong. */
export function damaged(p: GameProblem): HostError {
  return new HostError('bad-save', `This save is damaged or altered and cannot be played: ${p.text}. The game you had stays open.`, p.reason);
}
