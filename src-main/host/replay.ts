// Replays (ARCHITECTURE.md "Saves, undo, log"): the protocol's read-only replay requests
// (ReplayService), over a Replayer per game (replayer.ts). Views are always the game module's view
// of state k for the requesting client's own human seat or the spectator: another seat's hidden
// information never leaves the host.
//
// LOAD POLICY. The snapshot is the player's game and always wins: a save whose replay diverges
// (e.g. a rules fix changed an old game) is loaded from its snapshot, and the load answer carries
// `replay: 'diverged'`, a `divergence` {at, total, reason} and a notice saying so ("this save was
// made with different rules; replaying it departs from the saved game at decision N"). Play
// continues from the snapshot; later saves keep the recorded decisions, so the divergence is
// reported again, at the same decision, on every load. The replay viewer stops at the last
// decision before the divergence. A snapshot that does not match its own stored state hash or
// checksum (edited or damaged file) is refused by the SaveStore before any of this runs.
import { logTailStart } from '../../src-shared/kit/viewLog.js';
import { jsonEqual } from '../../src-shared/kit/hash.js';
import { gameOfSnapshot } from '../../src-shared/machine/snapshot.js';
import type { Reason } from '../../src-shared/games/contract.js';
import type { Decision, Persistence } from './persistence.js';
import type { SavedBotReason } from '../saves/format.js';
import type { Divergence, DivergenceReason, ReplayFrame, ReplayInfo, ReplaySource, ReplayTurn } from '../../src-shared/protocol/replay.js';
import { Replayer, publicDivergence, setupOf, type ReplaySetup } from './replayer.js';
import { hostGame, type HostGame, type Seat, type SeatKind } from './running.js';

export type { Divergence, DivergenceReason, ReplayFrame, ReplayInfo, ReplaySource, ReplayTurn };
export { CHECKPOINT_EVERY, Replayer, publicDivergence, setupOf, verifyRecord, type ReplayCheck, type ReplaySetup } from './replayer.js';

export interface CurrentGame {
  setup: ReplaySetup;
  decisions: readonly Decision[];
  snapshot: unknown;
  /**
   * A bot's reason for decision `index` (0-based) as people may read it now (host.ts
   * botReasonOf: a secret decision's only once the game is over). A save replayed from the saves
   * browser shows those it keeps the same way (savedReasonOf).
   */
  botReasonOf?(index: number): { seat: Seat; reason: Reason } | null;
}

/**
 * A saved game's bot reason for decision `index` as people may read it (bots.ts publicReason): a
 * secret decision's only when the save's game is over, like the running game's (host.ts botReasonOf).
 */
function savedReasonOf(game: HostGame, reasons: readonly SavedBotReason[], index: number, snapshot: unknown): { seat: Seat; reason: Reason } | null {
  const r = reasons.find((x) => x.decision === index);
  if (!r) return null;
  const reason = game.bots.publicReason(r.kind, r.reason, finished(game, snapshot));
  return reason ? { seat: r.seat, reason } : null;
}

export class ReplayError extends Error {
  override readonly name = 'ReplayError';
  constructor(readonly code: string, message: string) {
    super(message);
  }
}

/**
 * The viewer's seat in a replayed game at one step, by the seats as they were then (`seats`: a
 * Faction taken over mid-game is a person's from that step on, #30): its own Faction while a person
 * played it; a client not seated yet (a save replayed from the saves browser) sees a game with one
 * human seat as that seat, since any client may already view a human seat (viewAs); else
 * spectator. `over`: the game is finished and hides nothing any more, so a Faction is followed
 * through the steps a bot played it too. `asSpectator`: the public view only.
 */
export function replaySeat(
  requested: Seat | 'spectator', seats: Record<Seat, SeatKind>, asSpectator = false, over = false, game: HostGame = hostGame(),
): Seat | 'spectator' {
  if (asSpectator) return 'spectator';
  const all = Object.keys(seats).length ? seatsOf(game, seats) : [];
  if (requested !== 'spectator') return all.includes(requested) && (over || seats[requested] === 'human') ? requested : 'spectator';
  const humans = all.filter((f) => seats[f] === 'human');
  return humans.length === 1 ? humans[0]! : 'spectator';
}

/** A game's seats in its own order (the seats it may have that `seats` names). */
function seatsOf(game: HostGame, seats: Record<Seat, SeatKind>): Seat[] {
  return [...new Set(game.scenarios.flatMap((s) => game.seatsFor(s.id)))].filter((f) => f in seats);
}

/**
 * The seats a person played at some point of the game: at setup, or taken over later (the
 * record's seat changes, `{ type: 'seat.change', to }` entries, games/contract.ts RecordEntry).
 */
export function humansOfGame(game: HostGame, setup: Record<Seat, SeatKind>, decisions: readonly Decision[]): Seat[] {
  const taken = new Set(decisions.filter((d) => d.action.type === 'seat.change' && d.action.to === 'human').map((d) => d.seat));
  return seatsOf(game, setup).filter((f) => setup[f] === 'human' || taken.has(f));
}

/** Whether a snapshot's game is finished (its replay may then show every seat's view). */
function finished(game: HostGame, snapshot: unknown): boolean {
  const state = gameOfSnapshot(snapshot);
  return typeof state === 'object' && state !== null && game.isOver(state);
}

const sameSetup = (a: ReplaySetup, b: ReplaySetup) => (a.game ?? null) === (b.game ?? null) && a.scenario === b.scenario && a.seed === b.seed
  && jsonEqual(a.options ?? {}, b.options ?? {}) && jsonEqual(a.seats, b.seats);

/** Answers replayInfo / replayView for the host. Keeps one Replayer per source (the last two). */
export class ReplayService {
  private readonly cache = new Map<string, { replayer: Replayer; snapshot?: unknown; reasons?: readonly SavedBotReason[] }>();

  constructor(private readonly deps: { current(): CurrentGame | null; persistence(): Persistence | null }) {}

  private async open(source: ReplaySource, reload: boolean): Promise<{ replayer: Replayer; snapshot?: unknown; reasons?: readonly SavedBotReason[] }> {
    if (source === 'current') {
      const cur = this.deps.current();
      if (!cur) throw new ReplayError('no-game', 'No game is running: start or load one first.');
      let entry = this.cache.get('current');
      if (!entry || !sameSetup(entry.replayer.setup, cur.setup)) {
        entry = { replayer: new Replayer(cur.setup, cur.decisions) };
      } else {
        entry.replayer.sync(cur.decisions);
      }
      entry.snapshot = cur.snapshot;
      return this.remember('current', entry);
    }
    const key = `save:${source.save}`;
    const hit = this.cache.get(key);
    if (hit && !reload) return this.remember(key, hit);
    const persistence = this.deps.persistence();
    if (!persistence) throw new ReplayError('no-persistence', 'Saves are not available in this session.');
    const { record } = await persistence.load(source.save);
    const setup = setupOf(record);
    let entry = hit && sameSetup(hit.replayer.setup, setup) ? hit : undefined;
    if (entry) entry.replayer.sync(record.decisions);
    else entry = { replayer: new Replayer(setup, record.decisions) };
    entry.snapshot = record.snapshot;
    entry.reasons = record.botReasons ?? [];
    return this.remember(key, entry);
  }

  private remember<T extends { replayer: Replayer; snapshot?: unknown; reasons?: readonly SavedBotReason[] }>(key: string, entry: T): T {
    this.cache.delete(key);
    this.cache.set(key, entry);
    while (this.cache.size > 2) this.cache.delete(this.cache.keys().next().value!);
    return entry;
  }

  /** Forgets cached replays (a game was replaced). */
  clear(): void {
    this.cache.clear();
  }

  async info(source: ReplaySource, viewer: Seat | 'spectator'): Promise<ReplayInfo> {
    const { replayer, snapshot } = await this.open(source, true);
    const { game } = replayer;
    const { check, turns, playable } = replayer.index(snapshot);
    const divergence = check ? publicDivergence(check) : null;
    const over = finished(game, snapshot);
    return {
      source, scenario: replayer.setup.scenario, total: replayer.total, playable, turns,
      divergence, seat: replaySeat(viewer, game.seatKinds(replayer.stateAt(playable)), false, over, game),
      // The same rule view() enforces: a bot's Faction only once the game is over.
      humans: humansOf(replayer), watchable: over ? [...game.seatsFor(replayer.setup.scenario)] : humansOf(replayer),
    };
  }

  /**
   * The position after `at` decisions and the decisions that lead there, for "Play from here":
   * only a position the current rules reach (never past a divergence).
   */
  async takeOverPoint(source: ReplaySource, at: number): Promise<{ setup: ReplaySetup; decisions: Decision[]; game: HostGame; state: unknown }> {
    const { replayer, snapshot } = await this.open(source, true);
    if (at > replayer.total) throw new ReplayError('bad-message', `There is no decision ${at}: the game has ${replayer.total}.`);
    const { playable } = replayer.index(snapshot);
    if (at > playable) {
      throw new ReplayError('replay-diverged', `Decision ${at} cannot be replayed with the current rules (the replay stops at decision ${playable}).`);
    }
    const decisions: Decision[] = [];
    for (let k = 1; k <= at; k++) decisions.push(structuredClone(replayer.decisionAt(k)!));
    return { setup: replayer.setup, decisions, game: replayer.game, state: structuredClone(replayer.stateAt(at)) };
  }

  /** `asked`: the client named `viewer` itself (not its current seat): a bot's seat is then refused, not swapped for the public view. */
  async view(source: ReplaySource, at: number, viewer: Seat | 'spectator', asSpectator = false, asked = false): Promise<ReplayFrame> {
    const { replayer, snapshot, reasons } = await this.open(source, false);
    const { game } = replayer;
    const over = finished(game, snapshot);
    // A Faction a person played at some point may be followed (#30: taken over mid-game); a bot's
    // all game long is refused, until the game is over.
    if (asked && !asSpectator && viewer !== 'spectator' && !over && !humansOf(replayer).includes(viewer)) {
      throw new ReplayError('not-human-seat', `${viewer} is played by a bot in this game: its view is secret (replay a human seat's view or the public one).`);
    }
    if (at > replayer.total) throw new ReplayError('bad-message', `There is no decision ${at}: the game has ${replayer.total}.`);
    const botReason = at === 0 ? null
      : source === 'current' ? this.deps.current()?.botReasonOf?.(at - 1) ?? null : savedReasonOf(game, reasons ?? [], at - 1, snapshot);
    // Checked once per game (and again after it changes): the viewer never goes past a divergence.
    const known = replayer.playable ?? replayer.index(snapshot).playable;
    const diverged = (upTo: number) => new ReplayError(
      'replay-diverged', `Decision ${at} cannot be replayed with the current rules (the replay stops at decision ${upTo}).`,
    );
    if (known !== null && at > known) throw diverged(known);
    let g: unknown;
    try {
      g = replayer.stateAt(at);
    } catch {
      throw diverged(replayer.index().playable);
    }
    const playable = replayer.playable ?? replayer.total;
    // The seats as they were at this step: a Faction taken over later shows the public view before it.
    const seat = replaySeat(viewer, game.seatKinds(g), asSpectator, over, game);
    const d = replayer.decisionAt(at);
    // The entries decision `at` added to this seat's log: what the decision was, as the seat may know it.
    const seen = (e: { readonly to?: readonly string[] }) => !e.to || (seat !== 'spectator' && e.to.includes(seat));
    const logFrom = at === 0 ? 0 : game.logAddressees(replayer.stateAt(at - 1)).filter(seen).length;
    if (at > 0) replayer.stateAt(at); // keep the Replayer's last state at `at` for the next step
    // A frame carries the log's tail, as views do (viewLog.ts): never more than a message holds.
    const view = game.view(g, seat);
    const logStart = Math.min(logTailStart(view.log), logFrom);
    return {
      at, total: replayer.total, playable, ...turnAndPhase(game, g), seat,
      logFrom: logFrom - logStart, ...(logStart > 0 ? { logStart } : {}),
      view: logStart > 0 ? { ...view, log: view.log.slice(logStart) } : view,
      pending: game.pending(g),
      // A seat changing hands is public (its log line says so): its entry goes to every viewer.
      decision: d ? { seat: d.seat, ...(d.seat === seat || d.action.type === 'seat.change' ? { action: structuredClone(d.action) } : {}) } : null,
      ...(botReason && d && botReason.seat === d.seat ? { botReason: botReason.reason } : {}),
    };
  }
}

/** The seats a person played at some point of a replayed game (humansOfGame). */
function humansOf(replayer: Replayer): Seat[] {
  return humansOfGame(replayer.game, replayer.setup.seats, replayer.record);
}

function turnAndPhase(game: HostGame, state: unknown): { turn: number; phase: string } {
  const { turn, phase } = game.progress(state);
  return { turn, phase };
}
