// Replays and load verification (ARCHITECTURE.md "Saves, undo, log").
//
// A save holds the persisted snapshot *and* every decision since setup. Replaying the decisions
// from scenario + seed + seats must reproduce the snapshot's game (its state hash). This module
//   - verifies that on load (verifyRecord), and when it does not hold says *where* the replay
//     departs from the saved game: the first decision the current rules refuse, or the first
//     decision after which the replayed log is no longer the saved log (the log is append-only
//     and structured, so it is the saved game's history), or — when the whole log matches — that
//     only the final position differs;
//   - computes the state at decision k for the replay viewer (Replayer), with a checkpoint every
//     CHECKPOINT_EVERY decisions so jumping around a campaign costs at most that many applies;
//   - answers the protocol's read-only replay requests (ReplayService). Views are always
//     viewFor(state_k, seat) for the requesting client's own human seat or the spectator:
//     another seat's hidden information never leaves the host.
//
// LOAD POLICY. The snapshot is the player's game and always wins: a save whose replay diverges
// (e.g. a rules fix changed an old game) is loaded from its snapshot, and the load answer carries
// `replay: 'diverged'`, a `divergence` {at, total, reason} and a notice saying so ("this save was
// made with different rules; replaying it departs from the saved game at decision N"). Play
// continues from the snapshot; later saves keep the recorded decisions, so the divergence is
// reported again, at the same decision, on every load. The replay viewer stops at the last
// decision before the divergence. A snapshot that does not match its own stored state hash or
// checksum (edited or damaged file) is refused by the SaveStore before any of this runs.
import { logTailStart } from '../../src-shared/viewLog.js';
import {
  newGame, pending, viewFor,
  type GameState,
} from '../../src-shared/engine.js';
import { applyRecorded, isSeatChange } from '../../src-shared/engine/seats.js';
import { jsonEqual } from '../../src-shared/model/hash.js';
import { gameOfSnapshot } from '../../src-shared/machine/snapshot.js';
import { asSavedBefore } from '../../src-shared/rules/log.js';
import { FACTIONS, type Faction } from '../../src-shared/model/ids.js';
import { handicapForReplay, handicapSetupOf, type HandicapSetup } from '../../src-shared/engine/handicap.js';
import type { SeatKind } from '../../src-shared/model/state.js';
import type { Decision, GameRecord, Persistence } from './persistence.js';
import type { Reason } from '../../src-shared/bots/types.js';
import type { SavedBotReason } from '../saves/format.js';
import { publicReason } from './bots.js';
import type { Divergence, DivergenceReason, ReplayFrame, ReplayInfo, ReplaySource, ReplayTurn } from '../../src-shared/protocol/replay.js';

export type { Divergence, DivergenceReason, ReplayFrame, ReplayInfo, ReplaySource, ReplayTurn };

/** Decisions between two cached states of a Replayer. */
export const CHECKPOINT_EVERY = 50;

/** Solo handicap given at setup and to whom (engine/handicap.ts); absent: none. */
export interface ReplaySetup extends HandicapSetup {
  scenario: string;
  seed: string;
  seats: Record<Faction, SeatKind>;
}

/** The game a setup starts: what every replay begins from. */
export function startOf(s: ReplaySetup): GameState {
  return newGame({ scenario: s.scenario, seed: s.seed, seats: s.seats, ...handicapForReplay(s) });
}

/** The setup part of a saved record. */
export function setupOf(r: Pick<GameRecord, 'scenario' | 'seed' | 'seats' | 'handicap' | 'handicapped'>): ReplaySetup {
  return { scenario: r.scenario, seed: r.seed, seats: r.seats, ...handicapSetupOf(r) };
}

/** What a client may see of a divergence: everything but the detail. */
export function publicDivergence(check: ReplayCheck): Divergence | null {
  if (check.ok) return null;
  const { ok: _ok, detail: _detail, ...d } = check;
  return d;
}

export type ReplayCheck = { ok: true; total: number } | ({ ok: false } & Divergence);

/** The GameState inside a persisted snapshot, or null when there is none. */
export function gameInSnapshot(snapshot: unknown): GameState | null {
  const game = gameOfSnapshot(snapshot);
  return game && typeof game === 'object' ? (game as GameState) : null;
}

function divergence(d: Omit<Divergence, 'message'>): { ok: false } & Divergence {
  const where = d.at === 0
    ? 'at the start of the game'
    : `at decision ${d.at} of ${d.total}${d.turn !== undefined ? ` (turn ${d.turn}${d.phase ? `, ${d.phase}` : ''})` : ''}`;
  const why: Record<DivergenceReason, string> = {
    setup: 'the scenario now sets up differently',
    refused: 'the current rules refuse that decision',
    log: 'the rules now resolve it differently',
    final: 'every decision replays, but the final position differs',
    unreadable: 'the saved game cannot be read',
  };
  const message = `This save was made with different rules: replaying its decisions first departs from the saved game ${where} — ${why[d.reason]}. `
    + 'The saved position was loaded as it was and you can continue from it; the replay stops before the divergence.';
  return { ok: false, ...d, message };
}

/**
 * Replays `record.decisions` from setup and checks the result against the snapshot's game.
 * `onState(k, g)` sees the replayed state after each decision k (0 = setup), e.g. to fill a cache.
 */
export function verifyRecord(
  record: Pick<GameRecord, 'scenario' | 'seed' | 'seats' | 'handicap' | 'handicapped' | 'snapshot' | 'decisions'>,
  onState?: (k: number, g: GameState) => void,
): ReplayCheck {
  const total = record.decisions.length;
  const saved = gameInSnapshot(record.snapshot);
  if (!saved || !Array.isArray(saved.log)) return divergence({ at: 0, total, reason: 'unreadable' });
  const savedLog = saved.log;
  let g: GameState;
  try {
    g = startOf(setupOf(record));
  } catch (e) {
    return divergence({ at: 0, total, reason: 'setup', detail: (e as Error).message });
  }
  const logDiffers = (from: number): string | null => {
    if (g.log.length > savedLog.length) return `the replay logs ${JSON.stringify(g.log[savedLog.length])}, which the saved game never did`;
    for (let i = from; i < g.log.length; i++) {
      // A save made before an entry carried a fact logged now still replays (LOG_ARGS_ADDED).
      if (!jsonEqual(asSavedBefore(g.log[i]!, savedLog[i]), savedLog[i])) return `log entry ${i + 1}: saved ${JSON.stringify(savedLog[i])}, replayed ${JSON.stringify(g.log[i])}`;
    }
    return null;
  };
  const setupDiff = logDiffers(0);
  if (setupDiff) return divergence({ at: 0, total, reason: 'setup', detail: setupDiff });
  onState?.(0, g);
  for (let k = 1; k <= total; k++) {
    const d = record.decisions[k - 1]!;
    const before = g;
    try {
      g = applyRecorded(g, d.seat, d.action);
    } catch (e) {
      return divergence({ at: k, total, reason: 'refused', turn: before.turn, phase: before.flow.phase, detail: (e as Error).message });
    }
    const diff = logDiffers(before.log.length);
    if (diff) return divergence({ at: k, total, reason: 'log', turn: before.turn, phase: before.flow.phase, detail: diff });
    onState?.(k, g);
  }
  // Structural equality of the JSON: the same verdict as comparing hashGame (the SaveStore has
  // already checked the snapshot against its stored stateHash), at a fraction of the cost.
  // The log was compared entry by entry above, each with the facts its save could hold.
  if (g.log.length !== savedLog.length || !jsonEqual({ ...g, log: savedLog }, saved)) {
    return divergence({ at: total, total, reason: 'final', turn: g.turn, phase: g.flow.phase });
  }
  return { ok: true, total };
}

// ---------------------------------------------------------------------------------------------
// Replayer: the state at decision k

export class Replayer {
  private decisions: Decision[];
  private readonly checkpoints = new Map<number, GameState>();
  private last: { k: number; g: GameState } | null = null;
  /** Decisions that replay (all of them unless the replay diverges); computed by index(). */
  private validUpTo: number | null = null;
  private check: ReplayCheck | null = null;
  private turnIndex: ReplayTurn[] | null = null;

  constructor(readonly setup: ReplaySetup, decisions: readonly Decision[], readonly every = CHECKPOINT_EVERY) {
    this.decisions = structuredClone([...decisions]);
  }

  get total(): number {
    return this.decisions.length;
  }

  /** Decisions known to replay (from the last index()), or null when not checked yet. */
  get playable(): number | null {
    return this.validUpTo;
  }

  /** The Factions a person played at some point of the game (humansOfGame). */
  humans(): Faction[] {
    return humansOfGame(this.setup.seats, this.decisions);
  }

  /** Decision k (1-based): the one that leads from state k-1 to state k. */
  decisionAt(k: number): Decision | null {
    return k >= 1 ? this.decisions[k - 1] ?? null : null;
  }

  /**
   * Follows a game that moved on (or was undone): cached states beyond the common prefix are
   * dropped. Returns whether anything changed.
   */
  sync(decisions: readonly Decision[]): boolean {
    let common = 0;
    const n = Math.min(decisions.length, this.decisions.length);
    while (common < n && this.decisions[common]!.seat === decisions[common]!.seat && jsonEqual(this.decisions[common]!.action, decisions[common]!.action)) common++;
    if (common === this.decisions.length && common === decisions.length) return false;
    this.decisions = [...this.decisions.slice(0, common), ...structuredClone(decisions.slice(common))];
    for (const k of [...this.checkpoints.keys()]) if (k > common) this.checkpoints.delete(k);
    if (this.last && this.last.k > common) this.last = null;
    this.validUpTo = null;
    this.check = null;
    this.turnIndex = null;
    return true;
  }

  /** The game after `k` decisions (0 = setup). Throws when decision k cannot be replayed. */
  stateAt(k: number): GameState {
    if (!Number.isInteger(k) || k < 0 || k > this.decisions.length) throw new RangeError(`No state ${k}: the game has ${this.decisions.length} decisions.`);
    // Start from the nearest known state at or before k: the last one served, or a checkpoint.
    let from = -1;
    let g: GameState | null = null;
    if (this.last && this.last.k <= k) ({ k: from, g } = this.last);
    const cp = Math.floor(k / this.every) * this.every;
    for (let c = cp; c > from; c -= this.every) {
      const hit = this.checkpoints.get(c);
      if (hit) {
        from = c;
        g = hit;
        break;
      }
    }
    if (!g) {
      from = 0;
      g = startOf(this.setup);
      this.checkpoints.set(0, g);
    }
    for (let i = from + 1; i <= k; i++) {
      const d = this.decisions[i - 1]!;
      g = applyRecorded(g, d.seat, d.action);
      if (i % this.every === 0) this.checkpoints.set(i, g);
    }
    this.last = { k, g };
    return g;
  }

  /**
   * Replays the whole game once (filling the checkpoints), checks it against `snapshot` when
   * given, and indexes where each turn starts.
   */
  index(snapshot?: unknown): { check: ReplayCheck | null; turns: ReplayTurn[]; playable: number } {
    if (this.turnIndex && this.validUpTo !== null && (snapshot === undefined || this.check)) {
      return { check: this.check, turns: this.turnIndex, playable: this.validUpTo };
    }
    const turns: ReplayTurn[] = [];
    let lastTurn = -1;
    let playable = 0;
    const see = (k: number, g: GameState) => {
      playable = k;
      if (k % this.every === 0) this.checkpoints.set(k, g);
      if (g.turn !== lastTurn) {
        turns.push({ turn: g.turn, at: k, war: g.war });
        lastTurn = g.turn;
      }
    };
    let check: ReplayCheck | null = null;
    if (snapshot !== undefined) {
      check = verifyRecord({ ...this.setup, snapshot, decisions: this.decisions }, see);
    } else {
      try {
        for (let k = 0; k <= this.decisions.length; k++) see(k, this.stateAt(k));
      } catch {
        // `playable` stops before the decision that could not be replayed.
      }
    }
    this.check = check;
    this.validUpTo = playable;
    this.turnIndex = turns;
    return { check, turns, playable };
  }
}

// ---------------------------------------------------------------------------------------------
// The protocol side: read-only replay views

export interface CurrentGame {
  setup: ReplaySetup;
  decisions: readonly Decision[];
  snapshot: unknown;
  /**
   * A bot's reason for decision `index` (0-based) as people may read it now (host.ts
   * botReasonOf: a secret decision's only once the game is over). A save replayed from the saves
   * browser shows those it keeps the same way (savedReasonOf).
   */
  botReasonOf?(index: number): { seat: Faction; reason: Reason } | null;
}

/**
 * A saved game's bot reason for decision `index` as people may read it (bots.ts publicReason): a
 * secret decision's only when the save's game is over, like the running game's (host.ts botReasonOf).
 */
function savedReasonOf(reasons: readonly SavedBotReason[], index: number, snapshot: unknown): { seat: Faction; reason: Reason } | null {
  const r = reasons.find((x) => x.decision === index);
  if (!r) return null;
  const game = gameInSnapshot(snapshot);
  const reason = publicReason(r.kind, r.reason, !!game && (game.flow.phase === 'over' || game.result !== null));
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
export function replaySeat(requested: Faction | 'spectator', seats: Record<Faction, SeatKind>, asSpectator = false, over = false): Faction | 'spectator' {
  if (asSpectator) return 'spectator';
  if (requested !== 'spectator') return FACTIONS.includes(requested) && (over || seats[requested] === 'human') ? requested : 'spectator';
  const humans = FACTIONS.filter((f) => seats[f] === 'human');
  return humans.length === 1 ? humans[0]! : 'spectator';
}

/** The Factions a person played at some point of the game: at setup, or taken over later (the record's seat changes). */
export function humansOfGame(setup: Record<Faction, SeatKind>, decisions: readonly Decision[]): Faction[] {
  const taken = new Set(decisions.filter((d) => isSeatChange(d.action) && d.action.to === 'human').map((d) => d.seat));
  return FACTIONS.filter((f) => setup[f] === 'human' || taken.has(f));
}

/** Whether a snapshot's game is finished (its replay may then show every Faction's view). */
function finished(snapshot: unknown): boolean {
  const g = gameInSnapshot(snapshot);
  return !!g && (g.flow?.phase === 'over' || !!g.result);
}

const sameSetup = (a: ReplaySetup, b: ReplaySetup) => a.scenario === b.scenario && a.seed === b.seed
  && jsonEqual(handicapSetupOf(a), handicapSetupOf(b)) && FACTIONS.every((f) => a.seats[f] === b.seats[f]);

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

  async info(source: ReplaySource, viewer: Faction | 'spectator'): Promise<ReplayInfo> {
    const { replayer, snapshot } = await this.open(source, true);
    const { check, turns, playable } = replayer.index(snapshot);
    const divergence = check ? publicDivergence(check) : null;
    const over = finished(snapshot);
    return {
      source, scenario: replayer.setup.scenario, total: replayer.total, playable, turns,
      divergence, seat: replaySeat(viewer, replayer.stateAt(playable).seats, false, over),
      // The same rule view() enforces: a bot's Faction only once the game is over.
      humans: replayer.humans(), watchable: over ? [...FACTIONS] : replayer.humans(),
    };
  }

  /**
   * The position after `at` decisions and the decisions that lead there, for "Play from here":
   * only a position the current rules reach (never past a divergence).
   */
  async takeOverPoint(source: ReplaySource, at: number): Promise<{ setup: ReplaySetup; decisions: Decision[]; game: GameState }> {
    const { replayer, snapshot } = await this.open(source, true);
    if (at > replayer.total) throw new ReplayError('bad-message', `There is no decision ${at}: the game has ${replayer.total}.`);
    const { playable } = replayer.index(snapshot);
    if (at > playable) {
      throw new ReplayError('replay-diverged', `Decision ${at} cannot be replayed with the current rules (the replay stops at decision ${playable}).`);
    }
    const decisions: Decision[] = [];
    for (let k = 1; k <= at; k++) decisions.push(structuredClone(replayer.decisionAt(k)!));
    return { setup: replayer.setup, decisions, game: structuredClone(replayer.stateAt(at)) };
  }

  /** `asked`: the client named `viewer` itself (not its current seat): a bot's seat is then refused, not swapped for the public view. */
  async view(source: ReplaySource, at: number, viewer: Faction | 'spectator', asSpectator = false, asked = false): Promise<ReplayFrame> {
    const { replayer, snapshot, reasons } = await this.open(source, false);
    const over = finished(snapshot);
    // A Faction a person played at some point may be followed (#30: taken over mid-game); a bot's
    // all game long is refused, until the game is over.
    if (asked && !asSpectator && viewer !== 'spectator' && !over && !replayer.humans().includes(viewer)) {
      throw new ReplayError('not-human-seat', `${viewer} is played by a bot in this game: its view is secret (replay a human seat's view or the public one).`);
    }
    if (at > replayer.total) throw new ReplayError('bad-message', `There is no decision ${at}: the game has ${replayer.total}.`);
    const botReason = at === 0 ? null
      : source === 'current' ? this.deps.current()?.botReasonOf?.(at - 1) ?? null : savedReasonOf(reasons ?? [], at - 1, snapshot);
    // Checked once per game (and again after it changes): the viewer never goes past a divergence.
    const known = replayer.playable ?? replayer.index(snapshot).playable;
    const diverged = (upTo: number) => new ReplayError(
      'replay-diverged', `Decision ${at} cannot be replayed with the current rules (the replay stops at decision ${upTo}).`,
    );
    if (known !== null && at > known) throw diverged(known);
    let g: GameState;
    try {
      g = replayer.stateAt(at);
    } catch {
      throw diverged(replayer.index().playable);
    }
    const playable = replayer.playable ?? replayer.total;
    // The seats as they were at this step: a Faction taken over later shows the public view before it.
    const seat = replaySeat(viewer, g.seats, asSpectator, over);
    const d = replayer.decisionAt(at);
    // The entries decision `at` added to this seat's log: what the decision was, as the seat may know it.
    const seen = (e: GameState['log'][number]) => !e.to || (seat !== 'spectator' && e.to.includes(seat));
    const logFrom = at === 0 ? 0 : replayer.stateAt(at - 1).log.filter(seen).length;
    if (at > 0) replayer.stateAt(at); // keep the Replayer's last state at `at` for the next step
    // A frame carries the log's tail, as views do (viewLog.ts): never more than a message holds.
    const view = viewFor(g, seat);
    const logStart = Math.min(logTailStart(view.log), logFrom);
    return {
      at, total: replayer.total, playable, turn: g.turn, phase: g.flow.phase, seat,
      logFrom: logFrom - logStart, ...(logStart > 0 ? { logStart } : {}),
      view: logStart > 0 ? { ...view, log: view.log.slice(logStart) } : view,
      pending: pending(g),
      // A seat changing hands is public (its log line says so): its entry goes to every viewer.
      decision: d ? { seat: d.seat, ...(d.seat === seat || isSeatChange(d.action) ? { action: structuredClone(d.action) } : {}) } : null,
      ...(botReason && d && botReason.seat === d.seat ? { botReason: botReason.reason } : {}),
    };
  }
}
