// The odds a bot reads from a seat's view: the Combat Results Table's numbers on two dice, a
// round's chance ([P6] EN:293-299) and a Location's forces as the seat sees them.
import { BATTLE, CITIES, LOCATION_BY_ID, PERSIA, type ForceId, type UnitKind } from '../data/index.js';
import { targets } from '../combat.js';
import type { Commander, Side } from '../state.js';
import type { CounterView, PeriklesView } from '../view.js';

/** P(2d6 ≥ n). */
export function atLeast(n: number): number {
  let hits = 0;
  for (let a = 1; a <= BATTLE.dieFaces; a++) for (let b = 1; b <= BATTLE.dieFaces; b++) if (a + b >= n) hits++;
  return hits / (BATTLE.dieFaces * BATTLE.dieFaces);
}

/** The attacker's chance to win one rolled round from tokens (ta, td): first to two, a double two rolls on. */
export function roundOdds(a: number, d: number, ta = 0, td = 0): number {
  if (a <= 0 && d <= 0) return 0;
  const need = targets(a, d);
  const pa = atLeast(need.attack);
  const pd = atLeast(need.defend);
  const tie = pa * (1 - pd) / (pa * (1 - pd) + pd * (1 - pa) || 1);
  const memo = new Map<string, number>();
  const win = (x: number, y: number): number => {
    if (x >= BATTLE.tokensToWin && y >= BATTLE.tokensToWin) return tie;
    if (x >= BATTLE.tokensToWin) return 1;
    if (y >= BATTLE.tokensToWin) return 0;
    const k = `${x}|${y}`;
    const m = memo.get(k);
    if (m !== undefined) return m;
    const stay = (1 - pa) * (1 - pd);
    const moves = pa * pd * win(x + 1, y + 1) + pa * (1 - pd) * win(x + 1, y) + (1 - pa) * pd * win(x, y + 1);
    const v = stay >= 1 ? 0.5 : moves / (1 - stay);
    memo.set(k, v);
    return v;
  };
  return win(ta, td);
}

/** A hidden counter's expected strength: the mean of its force and type's counters (what a seat may assume). */
export function meanStrength(force: ForceId, kind: UnitKind): number {
  const mix = force === 'persia' ? (kind === 'hoplite' ? PERSIA.hoplites : PERSIA.triremes) : kind === 'hoplite' ? CITIES[force].hoplites : CITIES[force].triremes;
  let n = 0, sum = 0;
  for (const g of mix) { n += g.count; sum += g.count * g.strength; }
  return n > 0 ? sum / n : 0;
}

export const counterValue = (c: CounterView): number => c.strength ?? meanStrength(c.force, c.kind);

/** A side's strength in rounds of `kind` at a slot, as the view shows it (+ an extra counter). */
export function sideStrength(v: PeriklesView, slot: number, side: Side, kind: UnitKind, extra = 0): { total: number; units: number } {
  const tile = LOCATION_BY_ID[v.slots[slot]!.tile]!;
  let total = extra, units = extra > 0 ? 1 : 0;
  for (const c of v.counters) if (c.place === 'location' && c.slot === slot && c.side === side && c.kind === kind) { total += counterValue(c); units++; }
  const intrinsic = side === 'defend' ? tile.defenders : tile.rebels;
  return { total: total + intrinsic.filter((k) => k === kind).length, units };
}

/**
 * The attacker's chance to take the tile ([P6] EN:269-301): the deciding round is the last; the
 * first round's winner starts it with a token. A round only one side fights is won outright.
 */
export function attackOdds(v: PeriklesView, slot: number, add?: { side: Side; kind: UnitKind; strength: number }): number {
  const tile = LOCATION_BY_ID[v.slots[slot]!.tile]!;
  const round = (kind: UnitKind, ta: number, td: number): number => {
    const a = sideStrength(v, slot, 'attack', kind, add && add.side === 'attack' && add.kind === kind ? add.strength : 0);
    const d = sideStrength(v, slot, 'defend', kind, add && add.side === 'defend' && add.kind === kind ? add.strength : 0);
    if (a.units === 0 && d.units === 0) return -1; // not fought
    if (a.units === 0) return 0;
    if (d.units === 0 && !tile.defenders.includes(kind)) return 1;
    return roundOdds(a.total, d.total, ta, td);
  };
  if (tile.rounds.length === 1) return Math.max(0, round(tile.rounds[0]!, 0, 0));
  const p1 = round(tile.rounds[0]!, 0, 0);
  const withA = Math.max(0, round(tile.rounds[1]!, 1, 0));
  const withD = Math.max(0, round(tile.rounds[1]!, 0, 1));
  const none = Math.max(0, round(tile.rounds[1]!, 0, 0));
  return p1 < 0 ? none : p1 * withA + (1 - p1) * withD;
}

/** The commander `seat` sends for ([P5] EN:239; [Pers] EN:342). */
export const myCommander = (v: PeriklesView, seat: string): Commander => v.players[seat as keyof PeriklesView['players']]!.commander;

