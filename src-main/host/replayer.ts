// The replayer (ARCHITECTURE.md "Saves, undo, log"): a game's state after any of its decisions,
// replayed from its setup by its game module, and the check that a save's decisions lead to its
// snapshot (the load policy is replay.ts's).
//
// A save holds the persisted snapshot *and* every decision since setup. Replaying the decisions
// from scenario + seed + seats must reproduce the snapshot's game. verifyRecord checks that on
// load, and when it does not hold says *where* the replay departs from the saved game: the first
// decision the current rules refuse, or the first decision after which the replayed log is no
// longer the saved log (the log is append-only and structured, so it is the saved game's
// history), or — when the whole log matches — that only the final position differs. The
// Replayer computes the state at decision k for the replay viewer, with a checkpoint every
// CHECKPOINT_EVERY decisions so jumping around a campaign costs at most that many applies.
import { jsonEqual } from '../../src-shared/kit/hash.js';
import { gameOfSnapshot } from '../../src-shared/machine/snapshot.js';
import type { Divergence, DivergenceReason, ReplayTurn } from '../../src-shared/protocol/replay.js';
import type { Decision, GameRecord } from './persistence.js';
import { hostGame, type HostGame, type HostSetup, type HostState } from './running.js';

/** A setup and the game it is of (absent: the first game): what every replay begins from. */
export type ReplaySetup = HostSetup & { game?: string };

/** Decisions between two cached states of a Replayer. */
export const CHECKPOINT_EVERY = 50;

/** The setup part of a saved record, as its game's module starts it again (replayStart). */
export function setupOf(r: Pick<GameRecord, 'game' | 'scenario' | 'seed' | 'seats' | 'handicap' | 'handicapped'>): ReplaySetup {
  const options = r.handicap ? { handicap: r.handicap, ...(r.handicapped ? { handicapped: [...r.handicapped] } : {}) } : null;
  return { ...(r.game ? { game: r.game } : {}), scenario: r.scenario, seed: r.seed, seats: r.seats, ...(options ? { options } : {}) };
}

export type ReplayCheck = { ok: true; total: number } | ({ ok: false } & Divergence);

/** What a client may see of a divergence: everything but the detail. */
export function publicDivergence(check: ReplayCheck): Divergence | null {
  if (check.ok) return null;
  const { ok: _ok, detail: _detail, ...d } = check;
  return d;
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

/** The whole log of a saved state, or null when it has none (an unreadable save). */
function logOf(game: HostGame, state: unknown): readonly unknown[] | null {
  if (typeof state !== 'object' || state === null) return null;
  const log: unknown = game.logAddressees(state);
  return Array.isArray(log) ? log : null;
}

/**
 * Replays `record.decisions` from setup with its game's module and checks the result against the
 * snapshot's game. `onState(k, g)` sees the replayed state after each decision k (0 = setup), e.g.
 * to fill a cache.
 */
export function verifyRecord(
  record: Pick<GameRecord, 'game' | 'scenario' | 'seed' | 'seats' | 'handicap' | 'handicapped' | 'snapshot' | 'decisions'>,
  onState?: (k: number, g: unknown) => void,
): ReplayCheck {
  const game = hostGame(record.game);
  const total = record.decisions.length;
  const saved = gameOfSnapshot(record.snapshot);
  const savedLog = logOf(game, saved);
  if (!savedLog) return divergence({ at: 0, total, reason: 'unreadable' });
  let g: unknown;
  try {
    g = game.replayStart(setupOf(record));
  } catch (e) {
    return divergence({ at: 0, total, reason: 'setup', detail: (e as Error).message });
  }
  const logDiffers = (from: number): string | null => {
    const log = game.logAddressees(g);
    if (log.length > savedLog.length) return `the replay logs ${JSON.stringify(log[savedLog.length])}, which the saved game never did`;
    for (let i = from; i < log.length; i++) {
      // A save made before an entry carried a fact logged now still replays (the module's sameLogEntry).
      if (!game.sameLogEntry(log[i], savedLog[i])) return `log entry ${i + 1}: saved ${JSON.stringify(savedLog[i])}, replayed ${JSON.stringify(log[i])}`;
    }
    return null;
  };
  const setupDiff = logDiffers(0);
  if (setupDiff) return divergence({ at: 0, total, reason: 'setup', detail: setupDiff });
  onState?.(0, g);
  for (let k = 1; k <= total; k++) {
    const d = record.decisions[k - 1]!;
    const before = g;
    const { turn, phase } = game.progress(before);
    try {
      g = game.replayEntry(g, d);
    } catch (e) {
      return divergence({ at: k, total, reason: 'refused', turn, phase, detail: (e as Error).message });
    }
    const diff = logDiffers(game.logAddressees(before).length);
    if (diff) return divergence({ at: k, total, reason: 'log', turn, phase, detail: diff });
    onState?.(k, g);
  }
  // The log was compared entry by entry above, each with the facts its save could hold.
  if (!game.sameGame(g, saved)) {
    const { turn, phase } = game.progress(g);
    return divergence({ at: total, total, reason: 'final', turn, phase });
  }
  return { ok: true, total };
}

export class Replayer {
  private decisions: Decision[];
  private readonly checkpoints = new Map<number, unknown>();
  private last: { k: number; g: unknown } | null = null;
  /** Decisions that replay (all of them unless the replay diverges); computed by index(). */
  private validUpTo: number | null = null;
  private check: ReplayCheck | null = null;
  private turnIndex: ReplayTurn[] | null = null;

  /** The module the game is played by. */
  readonly game: HostGame;

  constructor(readonly setup: ReplaySetup, decisions: readonly Decision[], readonly every = CHECKPOINT_EVERY) {
    this.game = hostGame(setup.game);
    this.decisions = structuredClone([...decisions]);
  }

  get total(): number {
    return this.decisions.length;
  }

  /** Decisions known to replay (from the last index()), or null when not checked yet. */
  get playable(): number | null {
    return this.validUpTo;
  }

  /** Decision k (1-based): the one that leads from state k-1 to state k. */
  decisionAt(k: number): Decision | null {
    return k >= 1 ? this.decisions[k - 1] ?? null : null;
  }

  /** Every decision, oldest first. */
  get record(): readonly Decision[] {
    return this.decisions;
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

  /** The game after `k` decisions (0 = setup), as the statechart would hold it. Throws when decision k cannot be replayed. */
  stateAt(k: number): HostState {
    if (!Number.isInteger(k) || k < 0 || k > this.decisions.length) throw new RangeError(`No state ${k}: the game has ${this.decisions.length} decisions.`);
    // Start from the nearest known state at or before k: the last one served, or a checkpoint.
    let from = -1;
    let g: unknown = null;
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
      g = this.game.replayStart(this.setup);
      this.checkpoints.set(0, g);
    }
    for (let i = from + 1; i <= k; i++) {
      g = this.game.replayEntry(g, this.decisions[i - 1]!);
      if (i % this.every === 0) this.checkpoints.set(i, g);
    }
    this.last = { k, g };
    return g as HostState;
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
    const see = (k: number, g: unknown) => {
      playable = k;
      if (k % this.every === 0) this.checkpoints.set(k, g);
      const { turn, war } = this.game.progress(g);
      if (turn !== lastTurn) {
        turns.push({ turn, at: k, war });
        lastTurn = turn;
      }
    };
    let check: ReplayCheck | null = null;
    if (snapshot !== undefined) {
      check = verifyRecord({ ...this.setup, ...this.setup.options, snapshot, decisions: this.decisions }, see);
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
