// The one place that creates the statechart's actors (#32): a game started from its state, one
// restored from a persisted snapshot, and the persisted form a save or an undo keeps. The game
// comes out of a snapshot through machine/snapshot.ts `gameOfSnapshot`, checked before it is played.
import { createActor, type Actor, type Snapshot } from 'xstate';
import { gameMachine, type GameContext, type GameSnapshot } from '../../src-shared/machine/gameMachine.js';
import { gameOfSnapshot } from '../../src-shared/machine/snapshot.js';
import type { AnyGame, GameProblem } from '../../src-shared/games/contract.js';
import { gameById } from '../../src-shared/games/index.js';
import { tableMachine } from '../../src-shared/machine/tableMachine.js';
import { HostError } from './session.js';

export type GameActor = Actor<typeof gameMachine>;

/** Where an actor's failure is reported (without an error observer XState rethrows it and Node exits). */
export type ActorLog = (message: string, error?: unknown) => void;

function started(actor: GameActor, log: ActorLog): GameActor {
  actor.subscribe({ error: (e) => log('game actor error', e) });
  actor.start();
  return actor;
}

/** A running actor at `game` (the machine routes to the right state from `game.flow`). */
export function startActor(game: unknown, log: ActorLog): GameActor {
  return started(created(game), log);
}

/**
 * A running actor from a persisted snapshot of `game`'s statechart; a snapshot of another statechart
 * version (or one that is not active) gives an actor started from the game itself. A snapshot made
 * before #32 carries a `rejection` key in its context: it is dropped.
 */
export function restoreActor(snapshot: unknown, game: unknown, log: ActorLog): GameActor {
  let actor: GameActor;
  try {
    actor = created(game, withoutRejection(snapshot));
    if (actor.getSnapshot().status !== 'active') throw new Error('inactive snapshot');
  } catch {
    actor = created(game);
  }
  return started(actor, log);
}

/**
 * The one createActor: at `state`, or from a persisted snapshot of it. The statechart is the first
 * game's (machine/gameMachine.ts); `state` is a state its module made or checked (playable).
 */
function created(state: unknown, snapshot?: unknown): GameActor {
  const input = { game: state } as GameContext;
  return createActor(machineOf(state), snapshot === undefined ? { input } : { snapshot: snapshot as Snapshot<unknown>, input });
}

/**
 * The statechart a game's state is played by: a state naming another registered game (#33 Perikles'
 * `game: 'perikles'`) by its module's turn table; the first game's (which names none) by gameMachine.
 * The host uses an actor only through ACT, SEATS, its snapshot's `context.game` and its persisted form.
 */
const tableMachines = new Map<string, ReturnType<typeof tableMachine>>();
function machineOf(state: unknown): typeof gameMachine {
  const id = typeof state === 'object' && state !== null ? (state as { game?: unknown }).game : undefined;
  const game = typeof id === 'string' ? gameById(id) : null;
  if (!game || game.turnTable.machineId === gameMachine.id) return gameMachine;
  if (!tableMachines.has(game.id)) tableMachines.set(game.id, tableMachine(game.turnTable));
  return tableMachines.get(game.id) as unknown as typeof gameMachine;
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
  // Each snapshot's own statechart (machineOf) persists it.
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
