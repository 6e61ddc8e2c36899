// Strategos tokens (3.2 Strategos Stock, 6.21, 6.22, 8.5).
import { FACTIONS_OF, sideOf, type Faction, type Side } from '../model/ids.js';
import type { GameState } from '../model/state.js';
import { why, type WhyNot } from '../explain/types.js';
import type { RuleAmount } from '../data/amounts.js';

/** Takes up to `n` tokens from the Side's stock for a Faction; returns how many it got. */
export function takeFromStock(g: GameState, faction: Faction, n: number): number {
  const side = g.sides[sideOf(faction)];
  const got = Math.max(0, Math.min(n, side.stock));
  side.stock -= got;
  g.factions[faction].strategos += got;
  return got;
}

/**
 * 6.22 scarcity: when the stock cannot cover both Factions' awards, hand them out one at a
 * time, alternating, starting with the Dominant Faction, until the stock is empty.
 * Returns what each Faction received.
 */
export function awardFromStock(g: GameState, side: Side, awards: Partial<Record<Faction, number>>): Record<Faction, number> {
  const s = g.sides[side];
  const dominant = s.dominant;
  const [a, b] = FACTIONS_OF[side];
  const order: Faction[] = dominant === a ? [a, b] : [b, a];
  const owed: Record<string, number> = { [a]: awards[a] ?? 0, [b]: awards[b] ?? 0 };
  const got: Record<string, number> = { [a]: 0, [b]: 0 };
  if ((owed[a] ?? 0) + (owed[b] ?? 0) <= s.stock) {
    for (const f of order) got[f] = takeFromStock(g, f, owed[f] ?? 0);
  } else {
    let turn = 0;
    while (s.stock > 0 && ((owed[a] ?? 0) > 0 || (owed[b] ?? 0) > 0)) {
      const f = order[turn % 2] as Faction;
      if ((owed[f] ?? 0) > 0) {
        got[f] = (got[f] ?? 0) + takeFromStock(g, f, 1);
        owed[f] = (owed[f] ?? 0) - 1;
      }
      turn++;
    }
  }
  return got as Record<Faction, number>;
}

/** 8.5 (Q15): spent or committed Strategos go to the Side's stock. Returns how many were paid. */
export function spendStrategos(g: GameState, faction: Faction, n: number): number {
  const f = g.factions[faction];
  const paid = Math.max(0, Math.min(n, f.strategos));
  f.strategos -= paid;
  g.sides[sideOf(faction)].stock += paid;
  return paid;
}

/** 8.5: a Faction commits only Strategos it holds. Null: it holds `n`. */
export function commitRefusal(g: Pick<GameState, 'factions'>, faction: Faction, n: number): WhyNot | null {
  const held = g.factions[faction].strategos;
  return n > held ? why('8.5', 'whynot.strategosHeld', { n, held }) : null;
}

/**
 * 9.31, 8.51: what a Faction may commit: `lo` up to the rule's cap, and no more than it holds
 * (commitRefusal). The explanation lists the rest of the cap's range as closed.
 */
export function commitChoices(g: Pick<GameState, 'factions'>, faction: Faction, lo: number, cap: number): number[] {
  const out: number[] = [];
  for (let n = lo; n <= cap; n++) if (!commitRefusal(g, faction, n)) out.push(n);
  return out;
}

/** 8.5: the Faction holds fewer Strategos than an option costs (a Raid, a League base). Null: enough. */
export function strategosShort(g: Pick<GameState, 'factions'>, faction: Faction, cost: RuleAmount): WhyNot | null {
  const held = g.factions[faction].strategos;
  return held < cost.value ? why(cost.rule, 'whynot.strategosCost', { cost: cost.value, held }) : null;
}
