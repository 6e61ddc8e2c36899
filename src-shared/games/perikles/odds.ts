// The odds of a Location's battle as a seat sees it ([P6] EN:283-301; [CRT] EN:311-322): both
// sides' strength in each round, the column, what each side needs on two dice, and the attacker's
// exact chance from the Combat Results Table. A function of the seat's view: the page shows it
// before a counter is sent, the bots weigh their sends with it. Face-down counters the seat may not
// see count at their force's average (what a seat may assume); everything else is exact.
import { CITIES, LOCATION_BY_ID, PERSIA, type CombatColumn, type ForceId, type UnitKind } from './data/index.js';
import { chanceAtLeast, fightMode, roundChance, takeChance, targets, type RoundFight } from './combat.js';
import type { Side } from './state.js';
import type { CounterView, PeriklesView } from './view.js';

/** A hidden counter's expected strength: the mean of its force and type's counters. */
export function meanStrength(force: ForceId, kind: UnitKind): number {
  const mix = force === 'persia' ? (kind === 'hoplite' ? PERSIA.hoplites : PERSIA.triremes) : kind === 'hoplite' ? CITIES[force].hoplites : CITIES[force].triremes;
  let n = 0, sum = 0;
  for (const g of mix) { n += g.count; sum += g.count * g.strength; }
  return n > 0 ? sum / n : 0;
}

export const counterValue = (c: CounterView): number => c.strength ?? meanStrength(c.force, c.kind);

/** A side's forces in a round: strength (intrinsic units included), its counters, how many face down to the seat. */
export interface SideForce { strength: number; counters: number; hidden: number }

/** A counter a seat considers sending. */
export interface Added { side: Side; kind: UnitKind; strength: number }

/** A side's strength in rounds of `kind` at a slot, as the view shows it (+ a counter to be added). */
export function sideForce(v: PeriklesView, slot: number, side: Side, kind: UnitKind, add?: Added): SideForce {
  const tile = LOCATION_BY_ID[v.slots[slot]!.tile]!;
  const extra = add && add.side === side && add.kind === kind ? add.strength : 0;
  let total = extra, counters = extra > 0 ? 1 : 0, hidden = 0;
  const here = onSides(v).get(sideKey(slot, side, kind));
  if (here) {
    for (const value of here.values) total += value;
    counters += here.values.length;
    hidden = here.hidden;
  }
  const intrinsic = side === 'defend' ? tile.defenders : tile.rebels;
  return { strength: total + intrinsic.filter((k) => k === kind).length, counters, hidden };
}

/** The counters on one side of a Location, of one type: their values in the view's order, and how many are face down. */
interface OnSide { values: number[]; hidden: number }

const sideKey = (slot: number, side: Side, kind: UnitKind): string => `${slot}|${side}|${kind}`;

/**
 * Every Location side's counters, sorted out once per view: the bots weigh each counter they might
 * send with the odds, and each weighing would otherwise look over all the counters again. Kept by
 * the view's counters list: a view is a snapshot, never changed once made (a new one is a new list).
 */
const ON_SIDES = new WeakMap<readonly CounterView[], Map<string, OnSide>>();

function onSides(v: PeriklesView): Map<string, OnSide> {
  let sides = ON_SIDES.get(v.counters);
  if (sides) return sides;
  sides = new Map();
  for (const c of v.counters) {
    if (c.place !== 'location') continue;
    const key = sideKey(c.slot!, c.side!, c.kind);
    let here = sides.get(key);
    if (!here) sides.set(key, here = { values: [], hidden: 0 });
    here.values.push(counterValue(c));
    if (c.strength === null) here.hidden++;
  }
  ON_SIDES.set(v.counters, sides);
  return sides;
}

export interface RoundOdds {
  kind: UnitKind;
  attack: SideForce;
  defend: SideForce;
  /** Not fought, won outright, or rolled for. */
  mode: 'none' | Side | 'rolled';
  /** Rolled rounds: the column, each side's number on two dice, and the chance of making it on one throw. */
  column: CombatColumn | null;
  need: Record<Side, number> | null;
  throwChance: Record<Side, number> | null;
  /** The attacker's chance to win this round from no tokens. */
  attackWins: number;
}

export interface LocationOdds { slot: number; tile: string; rounds: RoundOdds[]; take: number }

/** The battle for the Location in `slot` as the view shows it, with `add` sent. */
export function locationOdds(v: PeriklesView, slot: number, add?: Added): LocationOdds {
  const tile = LOCATION_BY_ID[v.slots[slot]!.tile]!;
  const rounds = tile.rounds.map((kind): RoundOdds => {
    const attack = sideForce(v, slot, 'attack', kind, add);
    const defend = sideForce(v, slot, 'defend', kind, add);
    const mode = fightMode(attack.counters > 0, defend.counters > 0, tile.defenders.includes(kind));
    if (mode !== 'rolled') return { kind, attack, defend, mode, column: null, need: null, throwChance: null, attackWins: mode === 'attack' ? 1 : 0 };
    const t = targets(attack.strength, defend.strength);
    const need = { attack: t.attack, defend: t.defend };
    return {
      kind, attack, defend, mode, column: t.column, need,
      throwChance: { attack: chanceAtLeast(need.attack), defend: chanceAtLeast(need.defend) },
      attackWins: roundChance(need),
    };
  });
  const fights = rounds.map((r): RoundFight => (r.mode === 'rolled' ? { attack: r.attack.strength, defend: r.defend.strength } : r.mode));
  return { slot, tile: tile.id, rounds, take: takeChance(fights) };
}
