// Headless play with bots for every seat: the simulator behind `npm run sim` and the benches.
import { FACTIONS, sideOf, type Faction } from '../model/ids.js';
import { TURN_PHASES, type GameState, type Phase, type RngState } from '../model/state.js';
import { pickRandom } from '../bots/random.js';
import { decide } from '../bots/index.js';
import { advise } from '../bots/advisor.js';
import type { BotLevel, BotOptions, Reason } from '../bots/types.js';
import { nextInt, seedRng } from '../../../kit/random.js';
import { viewFor } from '../view.js';
import { apply, applyInPlace, applyValidated, legalActions } from './driver.js';
import { checkInvariants } from './invariants.js';
import { atRestProblems } from './wholeGame.js';
import { newGame } from './setup.js';
import { cloneGame } from '../../../kit/clone.js';
import type { Action } from './types.js';
import type { DecisionKind } from '../decisions/registry.js';

/** What is wrong with a game at rest (after a decision, as a save holds it): its invariants (and, if `views`, every seat's view) and the load check's whole-game problems. */
export function problemsAtRest(g: GameState, views: boolean): string[] {
  return [...checkInvariants(g, { views }), ...atRestProblems(g).map((p) => p.text)];
}

export interface Decision { seat: Faction; action: Action }

export interface PlayOptions {
  scenario: string;
  seed: string;
  /** Stop after this many turns (counting the scenario's first turn as 1). */
  turns?: number;
  /** Stop on reaching this phase of the last turn played. */
  until?: Phase;
  /** Check invariants after every decision (and, if `views`, every seat's view). */
  checkInvariants?: boolean;
  views?: boolean;
  /** Give up after this many decisions (a safety net against endless games). */
  maxDecisions?: number;
}

export type PlayOutcome = 'finished' | 'error' | 'deadend' | 'violation' | 'runaway';

export interface PlayResult {
  outcome: PlayOutcome;
  message: string;
  decisions: Decision[];
  final: GameState | null;
}

const PHASE_ORDER: Phase[] = [...TURN_PHASES, 'over'];

function reached(g: GameState, lastTurn: number, until: Phase | undefined): boolean {
  if (g.flow.phase === 'over') return true;
  if (g.turn > lastTurn) return true;
  if (until && g.turn === lastTurn) return PHASE_ORDER.indexOf(g.flow.phase) >= PHASE_ORDER.indexOf(until);
  return false;
}

/** Chooses one seat's decision from its legal actions; throws if it cannot. */
type Chooser = (g: GameState, seat: Faction, legal: Action[], kind: DecisionKind) => Action;

/** The simulator's loop: plays from setup to the stopping point, checking every decision. */
function playGame(opts: PlayOptions, makeChooser: () => Chooser): PlayResult {
  const decisions: Decision[] = [];
  let g: GameState;
  try {
    g = newGame({ scenario: opts.scenario, seed: opts.seed });
  } catch (e) {
    return { outcome: 'error', message: `setup: ${(e as Error).message}`, decisions, final: null };
  }
  const choose = makeChooser();
  const firstTurn = g.turn;
  const lastTurn = opts.turns ? firstTurn + opts.turns - 1 : g.lastTurn;
  const max = opts.maxDecisions ?? 200_000;
  while (!reached(g, lastTurn, opts.until)) {
    const p = g.flow.pending;
    if (!p || p.seats.length === 0) return { outcome: 'deadend', message: `no decision open at ${g.flow.segment}`, decisions, final: g };
    const seat = p.seats[0] as Faction;
    const legal = legalActions(g, seat);
    if (legal.length === 0) return { outcome: 'deadend', message: `${seat} must decide ${p.kind} (${p.rule}) but has no legal action`, decisions, final: g };
    let action: Action;
    try {
      action = choose(g, seat, legal, p.kind);
    } catch (e) {
      return { outcome: 'error', message: `bot for ${seat} at ${p.kind}: ${(e as Error).stack ?? e}`, decisions, final: g };
    }
    decisions.push({ seat, action });
    try {
      // An action taken from this very state's legalActions list is legal by construction: apply
      // it without checking it again. Anything else a bot made up is checked in full.
      if (legal.includes(action)) applyValidated(g, seat, action);
      else applyInPlace(g, seat, action);
    } catch (e) {
      return { outcome: 'error', message: `${p.kind}: ${(e as Error).stack ?? e}`, decisions, final: g };
    }
    if (opts.checkInvariants) {
      // After a decision the game is at rest, as a save holds it: what the load check asks of it too.
      const broken = problemsAtRest(g, opts.views ?? false);
      if (broken.length) return { outcome: 'violation', message: broken.join('; '), decisions, final: g };
    }
    if (decisions.length >= max) return { outcome: 'runaway', message: `more than ${max} decisions`, decisions, final: g };
  }
  return { outcome: 'finished', message: '', decisions, final: g };
}

/** Plays one game with uniformly random legal decisions for every seat (one stream for all). */
export function playRandomGame(opts: PlayOptions): PlayResult {
  return playGame(opts, () => {
    const botRng = seedRng(`bots:${opts.seed}`);
    return (_g, _seat, legal) => pickRandom(botRng, legal);
  });
}

export interface BotPlayOptions extends PlayOptions {
  /** One level for every seat, or one per Faction in FACTIONS order. */
  levels: BotLevel | readonly BotLevel[];
  bots?: BotOptions;
  /** Called after each bot decision with its latency (ms) and reason (benches, logs). */
  onDecision?: (d: { seat: Faction; level: BotLevel; kind: DecisionKind; ms: number; reason: Reason; legal: number }) => void;
  /**
   * Ladder and tests only (#30 "Honest strength"): these seats' search plays its rounds in copies
   * of the true state instead of worlds sampled from their view — the omniscient upper bound.
   */
  omniscient?: readonly Faction[];
}

/**
 * The omniscient measurement's world (#30 "Honest strength", ladder and tests only): the true state
 * with fresh dice from `rng` — every hidden card and marker seen, the future rolls still unknown.
 */
export function trueWorld(g: GameState, rng: RngState): GameState {
  return { ...cloneGame(g), rng: [nextInt(rng, 0x7fffffff), nextInt(rng, 0x7fffffff), nextInt(rng, 0x7fffffff), nextInt(rng, 0x7fffffff)] };
}

/**
 * Plays one game with a bot of the given level for every seat. Each bot sees only
 * viewFor(its seat) and draws from its own stream (seeded from the game seed and its seat).
 * With every seat 'random' this is exactly playRandomGame.
 */
export function playBotGame(opts: BotPlayOptions): PlayResult {
  const levels = typeof opts.levels === 'string' ? FACTIONS.map(() => opts.levels as BotLevel) : [...opts.levels];
  if (levels.every((l) => l === 'random')) return playRandomGame(opts);
  return playGame(opts, () => {
    const rngs = Object.fromEntries(FACTIONS.map((f) => [f, seedRng(`bots:${opts.seed}:${f}`)])) as Record<Faction, ReturnType<typeof seedRng>>;
    return (g, seat, legal, kind) => {
      const level = levels[FACTIONS.indexOf(seat)] ?? 'random';
      const t0 = performance.now();
      const bots = opts.omniscient?.includes(seat) ? { ...opts.bots, sampleWorld: (_v: unknown, r: RngState) => trueWorld(g, r) } : opts.bots;
      const d = decide(level, viewFor(g, seat, { withoutLog: true }), legal, rngs[seat], bots);
      opts.onDecision?.({ seat, level, kind, ms: performance.now() - t0, reason: d.reason, legal: legal.length });
      return d.action;
    };
  });
}

/** Replays recorded decisions from a scenario and seed. */
export function replay(scenario: string, seed: string, decisions: readonly Decision[]): GameState {
  let g = newGame({ scenario, seed });
  for (const d of decisions) g = apply(g, d.seat, d.action);
  return g;
}


/** The 95% Wilson score interval of `k` successes in `n` trials (balance and first-game figures). */
export function wilson(k: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const m = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, c - m), Math.min(1, c + m)];
}

/** Wins per Side over a balance sample (scenario data `balance`, scripts/balance.ts). */
export interface BalanceCount { athens: number; sparta: number; draw: number; failed: number }

/**
 * Plays `games` games of rule bots in all four seats, seeds `${seed}-0` … (or from `${seed}-${from}`;
 * as `npm run sim -- --bots rule`), and counts who won: how a scenario's recorded balance is measured.
 * `level` puts another bot in every seat (the Hard v Hard sample of #30), with its time cap lifted as
 * the ladder lifts it, so that a seed alone fixes every game.
 */
export function measureBalance(
  scenario: string, seed: string, games: number,
  opts: { views?: boolean; from?: number; level?: BotLevel } = {},
): BalanceCount {
  const count: BalanceCount = { athens: 0, sparta: 0, draw: 0, failed: 0 };
  const from = opts.from ?? 0;
  const level = opts.level ?? 'rule';
  for (let i = from; i < from + games; i++) {
    const r = playBotGame({
      scenario, seed: `${seed}-${i}`, checkInvariants: true, views: opts.views ?? false,
      levels: FACTIONS.map(() => level), bots: { levelBudgetMs: Infinity },
    });
    if (r.outcome !== 'finished') { count.failed++; continue; }
    const side = r.final?.result?.winningSide;
    if (side) count[side]++;
    else count.draw++;
  }
  return count;
}

/** How the solo seat decides in `measureSolo`: as the advisor says, or uniformly at random. */
export type SoloPolicy = 'advisor' | 'random';
export const SOLO_POLICIES: readonly SoloPolicy[] = ['advisor', 'random'];

/** Results of a solo seat's plays (scripts/first-game.ts): games won, battles fought and won by its Side. */
export interface SoloCount { policy: SoloPolicy; plays: number; wins: number; battles: number; battleWins: number; failed: number }

/**
 * Plays `plays` games, seeds `${seed}-0` …, with `seat` choosing by `policy` — the advisor
 * (bots/advisor.ts, from the seat's whole view, as the "What would the bot do?" button shows it)
 * or a uniformly random legal action — and rule bots in the other seats: how the first game is
 * measured (a real choice: the advisor's play must win clearly more often than chance).
 */
export function measureSolo(scenario: string, seat: Faction, policy: SoloPolicy, seed: string, plays: number): SoloCount {
  const count: SoloCount = { policy, plays, wins: 0, battles: 0, battleWins: 0, failed: 0 };
  for (let i = 0; i < plays; i++) {
    const gameSeed = `${seed}-${i}`;
    const r = playGame({ scenario, seed: gameSeed, checkInvariants: false }, () => {
      const rngs = Object.fromEntries(FACTIONS.map((f) => [f, seedRng(`bots:${gameSeed}:${f}`)])) as Record<Faction, ReturnType<typeof seedRng>>;
      return (g, s, legal) => {
        if (s !== seat) return decide('rule', viewFor(g, s, { withoutLog: true }), legal, rngs[s]).action;
        return policy === 'advisor' ? advise(viewFor(g, s), legal).action : pickRandom(rngs[s], legal);
      };
    });
    if (r.outcome !== 'finished' || !r.final) { count.failed++; continue; }
    if (r.final.result?.winner === seat) count.wins++;
    const won = r.final.log.filter((e) => e.msg === 'battle.won' || e.msg === 'battle.draw');
    if (won.length > 0) count.battles++;
    if (won.some((e) => e.msg === 'battle.won' && e.args?.winner === sideOf(seat))) count.battleWins++;
  }
  return count;
}
