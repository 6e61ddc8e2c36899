// Battle odds (#17.3): the chance to win, tie and lose a Battle, and the expected casualties and
// Honor, from what one seat knows. Exact enumeration over the Battle-deck card each Side may draw
// (9.42 (5)) and over the Strategos commitments still secret (9.31 B), with the engine's own
// arithmetic (rules/battle.ts: 9.42 totals, 9.43 outcome, 9.44–9.45 casualties and bases, 9.46
// Hostages, 9.5 Honor, 12.3 State Ship, 12.4 the 300). Pure; reads nothing but its input.
import { otherSide, sideOf, type Faction, type Side, type UnitKind } from '../model/ids.js';
import type { TheaterState } from '../model/state.js';
import {
  basesDestroyed, battleHonor, battleOutcome, battleTotal, comparedStrategos, hostageResult,
  loserCasualtyOptions, winnerCasualtyOptions, type CasualtyOption,
} from '../rules/battle.js';
import { basesIn } from '../rules/control.js';
import { forceCounts, sum } from '../rules/theaterOps.js';
import type { ForceCounts } from '../phases/expeditionTypes.js';

/** A discrete distribution: each value with its probability (the probabilities sum to 1). */
export type Dist = readonly { value: number; p: number }[];

/** The distribution of a uniformly drawn item of `values` (equal values merged). */
export function uniform(values: readonly number[]): Dist {
  if (values.length === 0) return [{ value: 0, p: 1 }];
  const n = new Map<number, number>();
  for (const v of values) n.set(v, (n.get(v) ?? 0) + 1);
  return [...n.entries()].sort(([a], [b]) => a - b).map(([value, c]) => ({ value, p: c / values.length }));
}

/** A value known for certain. */
export const certain = (value: number): Dist => [{ value, p: 1 }];

/**
 * The Strategos a Side commits in all (9.31), when each of its Factions commits an amount in its
 * own range [lo, hi] and together no more than `cap` (what the Side holds). Every combination
 * within the ranges and the cap is taken as equally likely; a known commitment is a range [n, n].
 */
export function commitmentDist(ranges: readonly (readonly [number, number])[], cap = Infinity): Dist {
  const totals: number[] = [];
  const rec = (i: number, acc: number): void => {
    if (i === ranges.length) { if (acc <= cap) totals.push(acc); return; }
    const [lo, hi] = ranges[i] as readonly [number, number];
    for (let n = lo; n <= hi; n++) rec(i + 1, acc + n);
  };
  rec(0, 0);
  // With no combination under the cap (the cap is only an estimate), the smallest commitment.
  if (totals.length === 0) return certain(ranges.reduce((n, [lo]) => n + lo, 0));
  return uniform(totals);
}

/** One Battle about to be fought, with what is fixed and what is still uncertain. */
export interface BattleSetup {
  /** The Expedition Theater as it stands (units, bases, Treachery). */
  theater: TheaterState;
  kind: UnitKind;
  /** Owning Faction of the Military issue (9.0): it decides Honor under 9.51. */
  cinc: Faction;
  /** Each Side's Dominant Faction (9.52 Hostage Honor). */
  dominant: Record<Side, Faction>;
  /** Each Side already holds a Hostage marker (9.46: no second marker, the Honor still counts). */
  hostageHeld: Record<Side, boolean>;
  /** Strategos committed by each Side's Factions (9.31), State Ship not included. */
  committed: Record<Side, Dist>;
  /** 12.3: the State Ship counts for Athens. */
  stateShip: boolean;
  /** 9.42 (5): the value of the card each Side draws. */
  cards: Record<Side, Dist>;
  /**
   * 9.32: the Expedition Theater once the mustering Side has moved in 0, 1, 2, … units (muster.ts),
   * one per Strategos it commits; without it, the theater as it stands.
   */
  arrivals?: { side: Side; theaters: readonly TheaterState[] };
}

/** One Battle with every number fixed: the setup with one commitment and one card per Side. */
export type FixedBattle = Omit<BattleSetup, 'committed' | 'cards' | 'arrivals'> & {
  committed: Record<Side, number>;
  cards: Record<Side, number>;
};

export interface BattleResult {
  totals: Record<Side, number>;
  winner: Side | null;
  /** Units and bases each Side loses (9.44, 9.45). */
  losses: Record<Side, number>;
  honor: Record<Faction, number>;
  /** 9.54: the losing Side suffers a Major Defeat. */
  majorDefeat: boolean;
}

/** The winner's pick among the 9.44 sets: the most casualties, then one that takes Hostages (9.46). */
function winnersPick(b: FixedBattle, winner: Side, options: readonly CasualtyOption[]): CasualtyOption {
  let best = options[0] as CasualtyOption;
  let bestScore = -1;
  for (const o of options) {
    const score = o.count * 2 + (hostageResult(b.kind, winner, o.units, true).hostages ? 1 : 0);
    if (score > bestScore) { best = o; bestScore = score; }
  }
  return best;
}

/** The loser's pick among the 9.45 sets: the sets differ in which units, not in how many Honor they cost; the largest. */
function losersPick(options: readonly CasualtyOption[]): CasualtyOption {
  return options.reduce((a, o) => (o.count > a.count ? o : a), options[0] as CasualtyOption);
}

/**
 * 9.42–9.54 for fixed numbers: totals, outcome, the loser's casualties (the winner takes the most
 * the table allows, Hostages when it can), bases destroyed (as many as allowed), the winner's
 * casualties, Hostages and Battle Honor — the engine's arithmetic (rules/battle.ts).
 */
export function resolveBattle(b: FixedBattle): BattleResult {
  const t = b.theater;
  const totals = {} as Record<Side, number>;
  for (const side of ['athens', 'sparta'] as const) {
    totals[side] = battleTotal(t, side, b.kind, {
      committedStrategos: b.committed[side], stateShip: side === 'athens' && b.stateShip, battleCard: b.cards[side],
    }).total;
  }
  const none = { aristocrats: 0, demagogues: 0, eurypontids: 0, agiads: 0 };
  const out = battleOutcome(totals.athens, totals.sparta);
  if (!out.winner || !out.loser) return { totals, winner: null, losses: { athens: 0, sparta: 0 }, honor: none, majorDefeat: false };
  const { winner, loser, differential } = out;
  const winnerPresent = forceCounts(t, winner, b.kind);
  const loserPresent = forceCounts(t, loser, b.kind);
  const loserLoss = winnersPick(b, winner, loserCasualtyOptions(b.kind, winnerPresent, loserPresent, differential));
  const the300 = (side: Side): boolean => side === 'sparta' && t.units.the300.land > 0; // 12.4, Q35b
  const compared = (side: Side): number => comparedStrategos(b.committed[side], side === 'athens' && b.stateShip, the300(side));
  const bases = basesDestroyed({
    // Q23: all the loser's military units in the theater, land and naval alike.
    loserUnitsPresent: sum(forceCounts(t, loser, 'land')) + sum(forceCounts(t, loser, 'naval')),
    loserUnitsEliminated: loserLoss.count,
    differential,
    winnerStrategos: compared(winner),
    loserStrategos: compared(loser),
    loserBases: basesIn(t, loser),
  });
  const winnerLoss = losersPick(winnerCasualtyOptions(b.kind, loserLoss.units as ForceCounts, winnerPresent));
  const hostages = hostageResult(b.kind, winner, loserLoss.units, b.hostageHeld[winner]).hostages;
  const honor = battleHonor({
    winner, cinc: b.cinc, dominant: b.dominant,
    loserUnitsEliminated: loserLoss.units, loserBasesEliminated: bases, hostages,
  });
  const losses = { [loser]: loserLoss.count + bases, [winner]: winnerLoss.count } as Record<Side, number>;
  return { totals, winner, losses, honor: honor.deltas, majorDefeat: honor.majorDefeat };
}

/** The odds of one Battle as `seat` sees it: its own Side's chance and losses, its own Honor. */
export interface BattleOdds {
  win: number;
  tie: number;
  lose: number;
  /** Expected units and bases lost by the seat's Side and by the enemy (9.44, 9.45). */
  ownLosses: number;
  enemyLosses: number;
  /** Expected Battle Honor of the seat's Faction (9.5), nominal (before the 0 floor). */
  honor: number;
  /** Chance that the seat's Side suffers a Major Defeat (9.54). */
  majorDefeat: number;
  /** How many distinct cases were enumerated. */
  cases: number;
}

/** The theater the Battle is fought in when the Sides commit `committed`: one arrival per Strategos (9.32). */
function theaterFor(setup: BattleSetup, committed: Record<Side, number>): TheaterState {
  const a = setup.arrivals;
  if (!a) return setup.theater;
  return a.theaters[Math.min(committed[a.side], a.theaters.length - 1)] as TheaterState;
}

/** Exact odds: every combination of the two cards and the two Sides' commitments, weighted. */
export function battleOdds(setup: BattleSetup, seat: Faction): BattleOdds {
  const own = sideOf(seat);
  const enemy = otherSide(own);
  const acc = { win: 0, tie: 0, lose: 0, ownLosses: 0, enemyLosses: 0, honor: 0, majorDefeat: 0, cases: 0 };
  for (const ca of setup.committed.athens) {
    for (const cs of setup.committed.sparta) {
      for (const ka of setup.cards.athens) {
        for (const ks of setup.cards.sparta) {
          const p = ca.p * cs.p * ka.p * ks.p;
          if (p === 0) continue;
          const r = resolveBattle({
            theater: theaterFor(setup, { athens: ca.value, sparta: cs.value }), kind: setup.kind, cinc: setup.cinc, dominant: setup.dominant,
            hostageHeld: setup.hostageHeld, stateShip: setup.stateShip,
            committed: { athens: ca.value, sparta: cs.value },
            cards: { athens: ka.value, sparta: ks.value },
          });
          acc.cases++;
          if (r.winner === own) acc.win += p;
          else if (r.winner === enemy) acc.lose += p;
          else acc.tie += p;
          acc.ownLosses += p * r.losses[own];
          acc.enemyLosses += p * r.losses[enemy];
          acc.honor += p * r.honor[seat];
          if (r.winner === enemy && r.majorDefeat) acc.majorDefeat += p;
        }
      }
    }
  }
  return acc;
}
