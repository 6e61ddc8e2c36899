// Turn and game summaries (#17.5), read from the view's log: the engine logs every Honor change
// with its cause and the Faction's Honor after it (rules/honor.ts changeHonor), every Battle's
// totals and outcome (9.42, 9.43), the Will of the Assembly (11.4) and Persia (13.x). Pure: the
// components format what these functions count, and unit tests check the counts against the game.
import { FACTIONS, FACTIONS_OF, SIDES, type Faction, type Side, type LogEntry as StateLogEntry, type TheaterState, theaterStatusOf } from '../../../../src-shared/games/pericles/client.js';

export type LogEntry = StateLogEntry;
type Theaters = Record<string, TheaterState>;

/** The Honor change an entry makes to `f`: an 'honor' entry's applied delta, or a setup handicap. */
export function honorDelta(e: LogEntry, f: Faction): number {
  if (e.args.faction !== f) return 0;
  if (e.msg === 'honor' && typeof e.args.delta === 'number') return e.args.delta;
  if (e.msg === 'handicap.honor' && typeof e.args.honor === 'number') return e.args.honor;
  return 0;
}

/**
 * Each Faction's Honor just before log entry `i`: its Honor now less every change logged from `i`
 * on (every change of Honor after setup is logged, 3.12).
 */
export function honorBefore(log: readonly LogEntry[], now: Record<Faction, number>, i: number): Record<Faction, number> {
  const out = { ...now };
  for (let j = Math.max(0, i); j < log.length; j++) for (const f of FACTIONS) out[f] -= honorDelta(log[j]!, f);
  return out;
}

export interface TurnSpan {
  turn: number;
  /** First log entry of the turn (its 'turn.start', 4.0) and one past its last. */
  from: number;
  to: number;
}

/**
 * Where each turn lies in the log: from its 'turn.start' entry to the next one. A vignette that
 * starts in the middle of a turn logs no 'turn.start': its one turn is the whole log.
 */
export function turnSpans(log: readonly LogEntry[], currentTurn: number): TurnSpan[] {
  const starts = log.flatMap((e, i) => (e.msg === 'turn.start' && typeof e.args.turn === 'number' ? [{ turn: e.args.turn, i }] : []));
  if (starts.length === 0) return log.length ? [{ turn: currentTurn, from: 0, to: log.length }] : [];
  return starts.map((s, k) => ({ turn: s.turn, from: s.i, to: starts[k + 1]?.i ?? log.length }));
}

/** Whether the log holds the end of turn `span` (the next turn began, or the game ended in it). */
export function turnEnded(log: readonly LogEntry[], span: TurnSpan): boolean {
  if (span.to < log.length) return true;
  return log.slice(span.from, span.to).some((e) => e.msg === 'game.over' || e.msg === 'game.result');
}

export interface HonorCause {
  /** The engine's cause ('battle', 'oration', 'will'…): shown through the why.* strings. */
  why: string;
  delta: number;
}

export interface FactionHonor {
  faction: Faction;
  before: number;
  after: number;
  /** Causes in the order they first occurred; their deltas add up to after − before. */
  causes: HonorCause[];
}

export interface BattleSummary {
  theater: number;
  kind: string;
  number: number;
  /** Each Side's Battle total (9.42); absent when the log holds none for that Side. */
  totals: Partial<Record<Side, number>>;
  /** The winning Side (9.43), or null for a draw. */
  winner: Side | null;
  differential: number;
}

export interface ControlChange {
  theater: string;
  before: ControlState;
  after: ControlState;
}

/** Who holds a theater (3.2): one Side alone, both (contested) or no one. */
export type ControlState = Side | 'contested' | 'neutral';

export interface TurnSummary {
  turn: number;
  span: TurnSpan;
  honor: FactionHonor[];
  battles: BattleSummary[];
  /** The Will of the Assembly (5.12 drawn, 11.4 met or failed, Strategos withheld or returned). */
  will: LogEntry[];
  /** Persia (13.x, 12.2 Alcibiades, and Honor for the Persian War). */
  persia: LogEntry[];
}

const WILL_MSGS = new Set(['aristophanes.will', 'will.met', 'will.failed', 'will.withheld', 'will.returned']);

export function isPersiaEntry(e: LogEntry): boolean {
  if (e.msg.startsWith('persia.') || e.msg === 'alcibiades.persia' || e.msg === 'base.toPersia') return true;
  if (e.msg === 'honor') return e.args.why === 'persianWar' || e.args.why === 'persianBase' || e.args.why === 'eastMedNotHeld';
  return e.rule.startsWith('13.');
}

/** Honor by cause for each Faction over log entries [from, to). */
export function honorByCause(log: readonly LogEntry[], now: Record<Faction, number>, from: number, to: number): FactionHonor[] {
  const before = honorBefore(log, now, from);
  const after = honorBefore(log, now, to);
  return FACTIONS.map((f) => {
    const causes: HonorCause[] = [];
    for (let i = from; i < to; i++) {
      const e = log[i]!;
      const d = honorDelta(e, f);
      if (d === 0) continue;
      const why = e.msg === 'handicap.honor' ? 'handicap' : String(e.args.why ?? '');
      const c = causes.find((x) => x.why === why);
      if (c) c.delta += d;
      else causes.push({ why, delta: d });
    }
    return { faction: f, before: before[f], after: after[f], causes: causes.filter((c) => c.delta !== 0) };
  });
}

/** The Battles fought in entries [from, to): totals (9.42) and outcome (9.43), in the order fought. */
export function battlesIn(log: readonly LogEntry[], from: number, to: number): BattleSummary[] {
  const out: Array<BattleSummary & { key: string }> = [];
  const key = (e: LogEntry) => `${String(e.args.theater)}:${String(e.args.kind)}:${String(e.args.number)}`;
  let open: (BattleSummary & { key: string }) | null = null;
  for (let i = from; i < to; i++) {
    const e = log[i]!;
    if (e.msg !== 'battle.total' && e.msg !== 'battle.won' && e.msg !== 'battle.draw') continue;
    if (!open || open.key !== key(e) || (e.msg === 'battle.total' && open.totals[e.args.side as Side] !== undefined)) {
      open = { key: key(e), theater: Number(e.args.theater), kind: String(e.args.kind), number: Number(e.args.number ?? 1), totals: {}, winner: null, differential: 0 };
      out.push(open);
    }
    if (e.msg === 'battle.total') open.totals[e.args.side as Side] = Number(e.args.total);
    else if (e.msg === 'battle.won') {
      open.winner = e.args.winner as Side;
      open.differential = Number(e.args.differential ?? 0);
    }
  }
  return out.map(({ key: _key, ...b }) => b);
}

export function summarizeTurn(log: readonly LogEntry[], now: Record<Faction, number>, span: TurnSpan): TurnSummary {
  const slice = log.slice(span.from, span.to);
  return {
    turn: span.turn,
    span,
    honor: honorByCause(log, now, span.from, span.to),
    battles: battlesIn(log, span.from, span.to),
    will: slice.filter((e) => WILL_MSGS.has(e.msg)),
    persia: slice.filter(isPersiaEntry),
  };
}

/** Who holds each theater (3.2), from a view's theaters. */
export function controlOf(theaters: Theaters): Record<string, ControlState> {
  const out: Record<string, ControlState> = {};
  for (const id of Object.keys(theaters)) out[id] = theaterStatusOf({ theaters }, id);
  return out;
}

/** The theaters whose control differs between two positions (the start and the end of a turn). */
export function controlChanges(before: Theaters, after: Theaters): ControlChange[] {
  const a = controlOf(before);
  const b = controlOf(after);
  return Object.keys(b).filter((id) => a[id] !== undefined && a[id] !== b[id])
    .sort((x, y) => Number(x) - Number(y))
    .map((id) => ({ theater: id, before: a[id]!, after: b[id]! }));
}

// ——— The end of the game ———

export interface HonorPoint {
  /** The turn this point closes (the first point: the game's start, turn of the first span). */
  turn: number;
  label: 'start' | 'end';
  honor: Record<Faction, number>;
}

/** Each Faction's Honor at the start of the game and at the end of every turn played (the chart). */
export function honorOverTurns(log: readonly LogEntry[], now: Record<Faction, number>, currentTurn: number): HonorPoint[] {
  const spans = turnSpans(log, currentTurn);
  if (spans.length === 0) return [{ turn: currentTurn, label: 'end', honor: { ...now } }];
  // The start is after setup (scenario Honor and any handicap), before the first turn's play.
  const points: HonorPoint[] = [{ turn: spans[0]!.turn, label: 'start', honor: honorBefore(log, now, spans[0]!.from) }];
  for (const s of spans) points.push({ turn: s.turn, label: 'end', honor: honorBefore(log, now, s.to) });
  return points;
}

export interface EndScoring {
  /** Honor just before the 11.14 bonuses. */
  before: Record<Faction, number>;
  /** The bonuses A–D (political, economic, geographic) by Faction, as logged. */
  bonuses: Array<{ faction: Faction; why: string; rule: string; delta: number }>;
  after: Record<Faction, number>;
  /** Each City-State's two Factions' Honor after the bonuses (11.14 step 1). */
  sideTotals: Record<Side, number>;
}

/**
 * The 11.14 arithmetic as the log holds it: the bonus entries (rule 11.14 …) and the City-States'
 * totals after them. A vignette whose scenario scores without the bonuses has none: its totals are
 * the Honor when the result was logged. Null when no end-of-game result is in the log.
 */
export function endScoring(log: readonly LogEntry[], now: Record<Faction, number>): EndScoring | null {
  const isBonus = (e: LogEntry) => e.msg === 'honor' && e.rule.startsWith('11.14');
  const result = log.findLastIndex((e) => e.msg === 'game.result' || e.msg === 'game.over');
  const first = log.findIndex(isBonus);
  if (first < 0 && result < 0) return null;
  const bonuses = first < 0 ? [] : log.slice(first).filter(isBonus)
    .map((e) => ({ faction: e.args.faction as Faction, why: String(e.args.why), rule: e.rule, delta: Number(e.args.delta) }));
  const start = first < 0 ? result : first;
  const end = first < 0 ? result : log.findLastIndex(isBonus) + 1;
  const after = honorBefore(log, now, end);
  const sideTotals = {} as Record<Side, number>;
  for (const s of SIDES) sideTotals[s] = FACTIONS_OF[s].reduce((n, f) => n + after[f], 0);
  return { before: honorBefore(log, now, start), bonuses, after, sideTotals };
}

/** The Honor entries of an automatic or Peace victory's own rule (11.12/11.13 ±5, 7.41 C). */
export function victoryHonor(log: readonly LogEntry[], rule: string): LogEntry[] {
  const head = rule.split(' ')[0] ?? rule;
  return log.filter((e) => e.msg === 'honor' && e.rule.split(' ')[0] === head);
}

/** A Battle of the game's last turn with the Honor it moved (9.5) and the Hostages it took (9.46). */
export interface DecidingBattle extends BattleSummary {
  /** Battle Honor by Faction (gains and losses of 9.51–9.53), Factions it left unchanged omitted. */
  honor: Partial<Record<Faction, number>>;
  /** The 9.46 entries of this Battle ('hostages.taken'). */
  hostages: LogEntry[];
}

/**
 * The Battles of the last turn played, each with the Battle Honor logged after its outcome (up to
 * the next Battle's first total): what the end screen names as having decided the game.
 */
export function decidingBattles(log: readonly LogEntry[], currentTurn: number): { turn: number; battles: DecidingBattle[] } | null {
  const span = turnSpans(log, currentTurn).at(-1);
  if (!span) return null;
  const battles = battlesIn(log, span.from, span.to);
  const outcomes: number[] = [];
  for (let i = span.from; i < span.to; i++) if (log[i]!.msg === 'battle.won' || log[i]!.msg === 'battle.draw') outcomes.push(i);
  return {
    turn: span.turn,
    battles: battles.map((b, k) => {
      const from = outcomes[k] ?? span.to;
      let to = span.to;
      for (let i = from + 1; i < span.to; i++) if (log[i]!.msg === 'battle.total') { to = i; break; }
      const honor: Partial<Record<Faction, number>> = {};
      const hostages: LogEntry[] = [];
      for (let i = from; i < to; i++) {
        const e = log[i]!;
        if (e.msg === 'hostages.taken') hostages.push(e);
        if (e.msg !== 'honor' || e.args.why !== 'battle') continue;
        for (const f of FACTIONS) {
          const d = honorDelta(e, f);
          if (d !== 0) honor[f] = (honor[f] ?? 0) + d;
        }
      }
      return { ...b, honor, hostages };
    }),
  };
}
