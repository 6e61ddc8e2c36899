// 11.3 Redeployment: any units may be redeployed, in a fixed order, to legal final positions.
import { FORCES_OF, sideOfForce, type Force, type Side, type TheaterId } from '../model/ids.js';
import type { GameState, TheaterState } from '../model/state.js';
import { totalBasesIn } from './control.js';
import { theaterClosed } from './movement.js';
import { homeTheaterOf } from '../data/board.js';
import { why, type WhyNot } from '../explain/types.js';
import { forcesUnits, sideUnits, theater, theatersInPlay } from './theaterOps.js';

/** 11.3 order: Delian League, Athens, Peloponnesian League, Sparta (the 300 with Sparta). */
export interface RedeployGroup {
  id: 'delian' | 'athens' | 'peloponnesian' | 'sparta'; side: Side; forces: Force[]; last: boolean;
  /** The Side's forces outside the group (Argos with the Athenians' last group). */
  others: readonly Force[];
}
const group = (id: RedeployGroup['id'], side: Side, forces: Force[], last: boolean): RedeployGroup =>
  ({ id, side, forces, last, others: FORCES_OF[side].filter((f) => !forces.includes(f)) });
export const REDEPLOY_GROUPS: readonly RedeployGroup[] = [
  group('delian', 'athens', ['delian'], false),
  group('athens', 'athens', ['athens'], true),
  group('peloponnesian', 'sparta', ['peloponnesian'], false),
  group('sparta', 'sparta', ['sparta', 'the300'], true),
];

/** 11.3: at most 15 friendly units in a theater after redeployment (Disc D14: applied to every theater). */
export const REDEPLOY_STACK_LIMIT = 15;
/** 11.3: a theater with no base keeps at most one unit of a Side. */
export const BASELESS_LIMIT = 1;

/**
 * 11.3: the base a destination needs: League units a League base of their own Side; Spartan units
 * a Spartan base (Disc D15); Athenian units an Athenian or DL base. Argos never leaves (12.1).
 * Baseless theaters can never be entered; Persia is not a theater (13.1).
 */
export function hasRequiredBase(t: TheaterState, force: Force): boolean {
  switch (force) {
    case 'delian': return t.bases.delian > 0;
    case 'peloponnesian': return t.bases.peloponnesian > 0;
    case 'sparta': case 'the300': return t.bases.sparta > 0;
    case 'athens': return t.bases.athens > 0 || t.bases.delian > 0;
    case 'argos': return false;
  }
}

/** 11.3: the base each force needs at its destination, as the message names it. */
const NEEDS: Readonly<Record<Exclude<Force, 'argos'>, WhyNot['key']>> = {
  delian: 'whynot.redeploy.needsLeagueBase',
  peloponnesian: 'whynot.redeploy.needsLeagueBase',
  sparta: 'whynot.redeploy.needsSpartanBase',
  the300: 'whynot.redeploy.needsSpartanBase',
  athens: 'whynot.redeploy.needsAthenianBase',
};

/**
 * 11.3: why a unit of `force` may not be redeployed into `to` now: Argos never leaves Sparta
 * (12.1); theater 20 out of play or outside the play area (13.2, 3.3); no base of the kind it
 * needs (11.3, Disc D15; a baseless theater can never be entered); 15 friendly units there
 * already (Disc D14). Null: it may.
 */
export function redeployRefusal(g: GameState, force: Force, to: TheaterId): WhyNot | null {
  if (force === 'argos') return why('12.1', 'whynot.argosStays', { theater: homeTheaterOf('sparta') });
  const closed = theaterClosed(g, to);
  if (closed) return closed;
  const t = theater(g, to);
  const side = sideOfForce(force);
  if (!hasRequiredBase(t, force)) return why('11.3', NEEDS[force], { force, theater: to });
  const units = sideUnits(t, side);
  if (units + 1 > REDEPLOY_STACK_LIMIT) return why('11.3', 'whynot.redeploy.stackLimit', { theater: to, side, units, limit: REDEPLOY_STACK_LIMIT });
  return null;
}

/** Theaters a unit of `force` may be redeployed into from `from` now: every other one no rule refuses. */
export function redeployDestinations(g: GameState, force: Force, from: TheaterId): TheaterId[] {
  // Most theaters lack the base (one of redeployRefusal's tests): asked first, it rules them out
  // without building the reason nobody reads here.
  return theatersInPlay(g).filter((id) => id !== from && hasRequiredBase(theater(g, id), force) && redeployRefusal(g, force, id) === null);
}

export function isBaseless(t: TheaterState): boolean {
  return totalBasesIn(t) === 0;
}

/** Units of the group's forces in a theater. */
export function groupUnits(t: TheaterState, group: RedeployGroup): number {
  return forcesUnits(t, group.forces);
}

/**
 * 11.3 / Q30: how many of the group's units a baseless theater may keep when the group finishes:
 * one per group while later groups of the Side are still to come; the Side's last group keeps
 * only what leaves the Side at one unit in all.
 */
export function baselessAllowance(t: TheaterState, group: RedeployGroup): number {
  if (!group.last) return BASELESS_LIMIT;
  return Math.max(0, BASELESS_LIMIT - forcesUnits(t, group.others));
}

/**
 * 11.3: the group's units a theater holds beyond its limits in the final position (every theater,
 * whether or not units moved into it): a baseless theater beyond its allowance (Q30), any other
 * beyond 15 friendly units (Disc D14), up to the group's own units there.
 */
export function groupSurplus(t: TheaterState, group: RedeployGroup): number {
  const own = groupUnits(t, group);
  if (own === 0) return 0;
  if (isBaseless(t)) return Math.max(0, own - baselessAllowance(t, group));
  return Math.min(own, Math.max(0, sideUnits(t, group.side) - REDEPLOY_STACK_LIMIT));
}
