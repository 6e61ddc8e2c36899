// Battle arithmetic (9.4–9.5, 9.46, 9.54, 12.1, 12.3, 12.4): totals, outcome, casualty choices,
// base destruction, Hostages, Battle Honor and Major Defeat. Pure: the engine applies results.
import {
  BASE_OWNERS_OF, FACTIONS_OF, FORCES, FORCES_OF, compatriotOf, isCityStateForce, otherSide, sideOf,
  type BaseOwner, type Faction, type Force, type Side, type UnitKind,
} from '../model/ids.js';
import type { TheaterState } from '../model/state.js';
import {
  BASE_DESTRUCTION_DIFFERENTIAL, BASE_MV, BATTLE_HONOR, LOSER_CASUALTY_TABLE, STRATEGOS_MV,
  THE300_STRATEGOS, TREACHERY_MV, UNIT_MV, WINNER_CASUALTY_TABLE,
  type UnitClass,
} from '../data/battle.js';
import { basesIn, type ForceCounts } from './control.js';

// ---------------------------------------------------------------- totals (9.42)

export type BattlePartItem = 'units' | 'bases' | 'treachery' | 'strategos' | 'stateShip' | 'the300' | 'card';
export interface BattlePart {
  item: BattlePartItem;
  /** For `units`: whose units. */
  force?: Force;
  count: number;
  /** Value of one. */
  each: number;
  value: number;
  rule: string;
}
export interface BattleTotal {
  side: Side;
  kind: UnitKind;
  total: number;
  /** Every non-zero addend, in 9.42 order, for the UI's arithmetic. */
  parts: BattlePart[];
}
export interface BattleCommitment {
  /** Strategos committed by all of the Side's Factions (9.31), the State Ship not included. */
  committedStrategos: number;
  /** 12.3: the Athenian State Ship is committed to this Battle. */
  stateShip?: boolean;
  /** 9.42 step 5: value of the top card of the Side's own Battle deck. */
  battleCard: number;
}

/**
 * 9.42: a Side's Battle total = MV of its units of the Battle's kind + 2 per base + 1 per
 * friendly Treachery marker + 1 per committed Strategos (State Ship included, 12.3) + 1 for the
 * 300's Strategos role when it is in the theater (12.4, Q35) + the Battle-deck card.
 */
export function battleTotal(theater: TheaterState, side: Side, kind: UnitKind, c: BattleCommitment): BattleTotal {
  if (c.stateShip && side !== 'athens') throw new Error('Only Athens has the State Ship (12.3)');
  const parts: BattlePart[] = [];
  const add = (p: Omit<BattlePart, 'value'>): void => {
    if (p.count > 0) parts.push({ ...p, value: p.count * p.each });
  };
  for (const f of FORCES_OF[side]) {
    add({ item: 'units', force: f, count: theater.units[f][kind], each: UNIT_MV[f][kind].value, rule: '9.42 (1)' });
  }
  add({ item: 'bases', count: basesIn(theater, side), each: BASE_MV.value, rule: '9.42 (2)' });
  add({ item: 'treachery', count: theater.treachery[side], each: TREACHERY_MV.value, rule: '9.42 (3)' });
  add({ item: 'strategos', count: c.committedStrategos, each: STRATEGOS_MV.value, rule: '9.42 (4)' });
  add({ item: 'stateShip', count: c.stateShip ? 1 : 0, each: STRATEGOS_MV.value, rule: '12.3' });
  if (side === 'sparta') add({ item: 'the300', count: Math.min(1, theater.units.the300.land), each: THE300_STRATEGOS.value, rule: '12.4' });
  add({ item: 'card', count: 1, each: c.battleCard, rule: '9.42 (5)' });
  return { side, kind, total: parts.reduce((n, p) => n + p.value, 0), parts };
}

export interface BattleOutcome {
  winner: Side | null;
  loser: Side | null;
  /** 9.43 casualty differential = winner's total − loser's total (0 on a draw). */
  differential: number;
}

/** 9.43: higher total wins; equal totals are a draw (no casualties, no second Battle). */
export function battleOutcome(athensTotal: number, spartaTotal: number): BattleOutcome {
  if (athensTotal === spartaTotal) return { winner: null, loser: null, differential: 0 };
  const winner: Side = athensTotal > spartaTotal ? 'athens' : 'sparta';
  return { winner, loser: otherSide(winner), differential: Math.abs(athensTotal - spartaTotal) };
}

// ---------------------------------------------------------------- casualties (9.44, 9.45)

export function unitClassOf(force: Force): UnitClass {
  return isCityStateForce(force) ? 'cityState' : 'league';
}

function count(units: ForceCounts, cls?: UnitClass): number {
  let n = 0;
  for (const [f, c] of Object.entries(units) as [Force, number][]) {
    if (cls === undefined || unitClassOf(f) === cls) n += c;
  }
  return n;
}

/** Every way to take `n` pieces from the given per-force stocks (ordered by force). */
function distributions(n: number, stock: [Force, number][]): ForceCounts[] {
  const out: ForceCounts[] = [];
  const rec = (i: number, left: number, acc: ForceCounts): void => {
    if (left === 0) { out.push({ ...acc }); return; }
    if (i >= stock.length) return;
    const [f, max] = stock[i] as [Force, number];
    for (let k = Math.min(max, left); k >= 0; k--) {
      const next = { ...acc };
      if (k > 0) next[f] = k;
      rec(i + 1, left - k, next);
    }
  };
  rec(0, n, {});
  return out;
}

function normalize(units: ForceCounts): string {
  return (Object.entries(units) as [Force, number][])
    .filter(([, c]) => c > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([f, c]) => `${f}:${c}`)
    .join(',');
}

export interface CasualtyOption {
  /** Table rows (data ids) this set satisfies completely; ['none'] when no row applies. */
  rows: string[];
  rule: string;
  /** Units eliminated per force. */
  units: ForceCounts;
  count: number;
}

function collect(rule: string, perRow: { row: string; n: number; stock: [Force, number][] }[]): CasualtyOption[] {
  const byKey = new Map<string, CasualtyOption>();
  for (const { row, n, stock } of perRow) {
    if (n <= 0) continue;
    for (const units of distributions(n, stock)) {
      const key = normalize(units);
      const existing = byKey.get(key);
      if (existing) existing.rows.push(row);
      else byKey.set(key, { rows: [row], rule, units, count: n });
    }
  }
  if (byKey.size === 0) return [{ rows: ['none'], rule, units: {}, count: 0 }];
  return [...byKey.values()];
}

function stockOf(units: ForceCounts, cls: UnitClass): [Force, number][] {
  return FORCES.map((f): [Force, number] => [f, units[f] ?? 0]).filter(([f, c]) => c > 0 && unitClassOf(f) === cls);
}

/**
 * 9.44 legal loser casualty sets. `winnerUnits` / `loserUnits`: each Side's units of the Battle's
 * kind present in the theater (other kinds never count or die). Each set fully satisfies ONE row
 * (for each `per` winning units, eliminate 1 losing unit of the row's class; fractions dropped),
 * takes as many as that row, the loser's units of that class and the differential cap allow, and
 * rows are never combined. Rows that would eliminate nothing are not offered while another row
 * would; if none would, the only legal set is empty.
 */
export function loserCasualtyOptions(
  kind: UnitKind, winnerUnits: ForceCounts, loserUnits: ForceCounts, differential: number,
): CasualtyOption[] {
  const present = count(winnerUnits);
  return collect('9.44', LOSER_CASUALTY_TABLE.filter((r) => r.battle === kind).map((r) => {
    const stock = stockOf(loserUnits, r.loserClass);
    const quota = Math.floor(present / r.per) * r.eliminate;
    const n = Math.min(quota, stock.reduce((s, [, c]) => s + c, 0), Math.max(0, differential));
    return { row: r.id, n, stock };
  }));
}

/**
 * 9.45 legal winner casualty sets, from the loser's units eliminated (`loserEliminated`) and the
 * winner's units of the Battle's kind present (`winnerUnits`). Same constraints as 9.44 (one row,
 * fractions dropped, no combining); no differential cap.
 */
export function winnerCasualtyOptions(
  kind: UnitKind, loserEliminated: ForceCounts, winnerUnits: ForceCounts,
): CasualtyOption[] {
  return collect('9.45', WINNER_CASUALTY_TABLE.filter((r) => r.battle === kind).map((r) => {
    const stock = stockOf(winnerUnits, r.winnerClass);
    const quota = Math.floor(count(loserEliminated, r.loserClass) / r.per) * r.eliminate;
    const n = Math.min(quota, stock.reduce((s, [, c]) => s + c, 0));
    return { row: r.id, n, stock };
  }));
}

/** Is `chosen` exactly one of the legal casualty sets? */
export function isLegalCasualtySet(options: readonly CasualtyOption[], chosen: ForceCounts): boolean {
  const key = normalize(chosen);
  if ((Object.values(chosen) as number[]).some((c) => c < 0 || !Number.isInteger(c))) return false;
  return options.some((o) => normalize(o.units) === key);
}

// ---------------------------------------------------------------- bases (9.44)

/**
 * 9.44: Strategos that count in the "committed more Strategos" comparison: the State Ship counts
 * as one (12.3, Q34), and so does the 300 in the theater (12.4, Q35b).
 */
export function comparedStrategos(committed: number, stateShip = false, the300 = false): number {
  return committed + (stateShip ? 1 : 0) + (the300 ? 1 : 0);
}

export interface BaseDestructionInput {
  /** All the loser's military units in the theater before casualties, land and naval alike (Q23). */
  loserUnitsPresent: number;
  loserUnitsEliminated: number;
  differential: number;
  /** Committed Strategos per `comparedStrategos` (State Ship counts, Q34). */
  winnerStrategos: number;
  loserStrategos: number;
  /** The loser's bases in the theater. */
  loserBases: number;
}

/**
 * 9.44: if ALL the loser's military units in the theater (both kinds, Q23) were eliminated and the winner committed
 * more Strategos, the winner may destroy 1 enemy base per 2 leftover differential (differential −
 * units eliminated), rounded down, up to the bases there. Returns the maximum; 0 otherwise.
 */
export function basesDestroyed(p: BaseDestructionInput): number {
  if (p.loserUnitsEliminated < p.loserUnitsPresent) return 0;
  if (p.winnerStrategos <= p.loserStrategos) return 0;
  const leftover = Math.max(0, p.differential - p.loserUnitsEliminated);
  return Math.min(p.loserBases, Math.floor(leftover / BASE_DESTRUCTION_DIFFERENTIAL.value));
}

/** 9.44: the ways to pick `max` (or fewer: the winner "may") of the loser's bases, by owner, largest first. */
export function baseDestructionOptions(theater: TheaterState, loser: Side, max: number): Partial<Record<BaseOwner, number>>[] {
  const out: Partial<Record<BaseOwner, number>>[] = [];
  const [cs, lg] = BASE_OWNERS_OF[loser] as [BaseOwner, BaseOwner];
  for (let total = Math.min(max, basesIn(theater, loser)); total >= 0; total--) {
    for (let a = Math.min(total, theater.bases[cs]); a >= 0; a--) {
      const b = total - a;
      if (b > theater.bases[lg]) continue;
      const o: Partial<Record<BaseOwner, number>> = {};
      if (a > 0) o[cs] = a;
      if (b > 0) o[lg] = b;
      out.push(o);
    }
  }
  return out;
}

// ---------------------------------------------------------------- Hostages (9.46)

export interface HostageResult {
  /** Hostages were taken: the Hostage Honor (+5) is earned (9.5). */
  hostages: boolean;
  /** The winner's Side also takes the marker (at most one per Side, 9.46). */
  marker: boolean;
}

/**
 * 9.46 (Q40): Sparta wins a naval Battle in which an Athenian (blue) naval unit is eliminated, or
 * Athens wins a land Battle in which a Spartan (red) land unit, the 300 included, is eliminated.
 */
export function hostageResult(kind: UnitKind, winner: Side, loserEliminated: ForceCounts, winnerHoldsMarker: boolean): HostageResult {
  const hostages = winner === 'sparta'
    ? kind === 'naval' && (loserEliminated.athens ?? 0) > 0
    : kind === 'land' && (loserEliminated.sparta ?? 0) + (loserEliminated.the300 ?? 0) > 0;
  return { hostages, marker: hostages && !winnerHoldsMarker };
}

// ---------------------------------------------------------------- Battle Honor (9.5), Major Defeat (9.54)

export interface BattleHonorInput {
  winner: Side;
  /** Owning Faction of the Military issue (9.0). */
  cinc: Faction;
  /** Each Side's Dominant Faction (9.52 Hostage Honor). */
  dominant: Record<Side, Faction>;
  /** The loser's units eliminated in this Battle, per force. */
  loserUnitsEliminated: ForceCounts;
  /** The loser's bases destroyed in this Battle. */
  loserBasesEliminated: number;
  hostages: boolean;
}
export interface HonorLine { faction: Faction; delta: number; rule: string }
export interface BattleHonorResult {
  /** E: enemy units + bases eliminated (9.5). */
  eliminated: number;
  /** Nominal Honor changes per Faction (before the 0 floor, 3.12). */
  deltas: Record<Faction, number>;
  lines: HonorLine[];
  /** 9.54 / Q24: Honor lost by the losing Side in total (both Factions, nominal) + 5 if it lost Hostages. */
  loserHonorLost: number;
  majorDefeat: boolean;
}

/** 9.51–9.53 Battle Honor for one Battle, with the 12.1 Argos exception and the 9.54 Major Defeat test. */
export function battleHonor(p: BattleHonorInput): BattleHonorResult {
  const loser = otherSide(p.winner);
  const e = count(p.loserUnitsEliminated) + p.loserBasesEliminated;
  const deltas = { aristocrats: 0, demagogues: 0, eurypontids: 0, agiads: 0 } as Record<Faction, number>;
  const lines: HonorLine[] = [];
  const give = (faction: Faction, delta: number, rule: string): void => {
    if (delta === 0) return;
    deltas[faction] += delta;
    lines.push({ faction, delta, rule });
  };
  const H = BATTLE_HONOR;
  if (sideOf(p.cinc) === p.winner) {
    give(p.cinc, H.cincPerEliminated.value * e, '9.51');
    if (p.hostages) give(p.cinc, H.hostages.value, '9.51');
    give(compatriotOf(p.cinc), H.compatriotPerEliminated.value * e, '9.51');
  } else {
    for (const f of FACTIONS_OF[p.winner]) give(f, H.otherSidePerEliminated.value * e, '9.52');
    if (p.hostages) give(p.dominant[p.winner], H.hostages.value, '9.52');
  }
  // 12.1: Athenians lose nothing for eliminated Argos units; the winner still gains for them.
  const argos = loser === 'athens' ? (p.loserUnitsEliminated.argos ?? 0) : 0;
  const ownLosses = e - argos;
  for (const f of FACTIONS_OF[loser]) give(f, -H.loserPerOwnLoss.value * ownLosses, argos > 0 ? '9.53, 12.1' : '9.53');
  const loserHonorLost = FACTIONS_OF[loser].length * H.loserPerOwnLoss.value * ownLosses + (p.hostages ? H.hostages.value : 0);
  return { eliminated: e, deltas, lines, loserHonorLost, majorDefeat: isMajorDefeat(loserHonorLost) };
}

/** 9.54: a Side losing at least 5 Honor in total in one Battle suffers a Major Defeat. */
export function isMajorDefeat(honorLost: number): boolean {
  return honorLost >= BATTLE_HONOR.majorDefeatThreshold.value;
}
