// 11.0 End Phase: Persian War (13.21, 13.22, at its start: Q2), Victory Determination (11.1),
// Upkeep (11.2), Redeployment (11.3), Will of the Assembly (11.4), then the next turn.
import {
  FORCES_OF, SIDES, type Faction, type Force, type Side, type TheaterId, type UnitKind,
} from '../model/ids.js';
import type { GameState, TheaterState, UnitCounts } from '../model/state.js';
import { actionFor, openDecision } from '../engine/decisions.js';
import type { Action, Segment } from '../engine/types.js';
import { basesIn, theaterStatus } from '../rules/control.js';
import { changeHonor } from '../rules/honor.js';
import { log } from '../rules/log.js';
import { calliasPossible, makePeaceOfCallias, persianWarPenalty } from '../rules/persia.js';
import {
  REDEPLOY_GROUPS, groupSurplus, groupUnits, isBaseless, redeployDestinations, type RedeployGroup,
} from '../rules/redeployment.js';
import { enforceArgos, moveUnit, removeUnits, theater, theatersInPlay } from '../rules/theaterOps.js';
import { upkeepCapacity, upkeepCost } from '../rules/upkeep.js';
import {
  applyEndOfGameBonuses, athensHoldsGranary, automaticHonorVictor, conquest, endOfGameResult, sideVictory,
} from '../rules/victory.js';
import { HONOR, LIMITS } from '../data/amounts.js';
import { segmentData, startSegmentData } from '../engine/flowData.js';

// This phase's segment data, typed by segment (engine/flowData.ts).
declare module '../engine/flowData.js' {
  interface FlowDataBySegment { 'end.upkeep': UpkeepData; 'end.redeploy': RedeployData }
}

const KINDS: readonly UnitKind[] = ['land', 'naval'];

/** Q25: on the scenario's last turn the game ends at 11.1; 11.2–11.4 are skipped. */
function skipRest(g: GameState): boolean {
  return g.result !== null || g.turn >= g.lastTurn;
}

// ---------------------------------------------------------------- 13.21, 13.22

function calliasOptions(g: GameState): Action[] {
  const out: Action[] = [{ type: 'callias', make: false }];
  const withNaval = theatersInPlay(g).filter((id) => theater(g, id).units.athens.naval > 0);
  if (withNaval.length === 0) out.push({ type: 'callias', make: true, naval: null });
  for (const id of withNaval) out.push({ type: 'callias', make: true, naval: id });
  return out;
}

/**
 * 13.21 / 13.22 at the start of the End Phase (Q2). Decision 'callias' for the Athenian Dominant
 * Faction when an Athenian or DL base is in theater 20: `{type:'callias', make:false}` or
 * `{type:'callias', make:true, naval}` (the theater of the Athenian naval unit it destroys, null
 * if none is on the map). Then, if the war goes on, the 13.22 penalties.
 */
const persianWar: Segment = {
  phase: 'end',
  id: 'end.persianWar',
  rule: '13.21',
  begin(g) {
    if (g.result || g.persianWar !== 'inProgress') return;
    if (calliasPossible(g)) {
      openDecision(g, 'callias', [g.sides.athens.dominant], '13.21');
      return;
    }
    persianWarPenalty(g);
  },
  legal(g) {
    return calliasOptions(g);
  },
  act(g, _seat, action) {
    const a = actionFor(g, 'callias', action);
    g.flow.pending = null;
    if (a.make) makePeaceOfCallias(g, a.naval);
    persianWarPenalty(g);
  },
};

// ---------------------------------------------------------------- 11.1

/** 11.1: automatic victories 11.11 → 11.12 → 11.13 (Q26); on the last turn, 11.14. */
const victory: Segment = {
  phase: 'end',
  id: 'end.victory',
  rule: '11.1',
  begin(g) {
    if (g.result) return;
    if (g.rules.automaticHonorVictory) {
      const f = automaticHonorVictor(g);
      if (f) {
        g.result = { reason: 'honor', winningSide: f === 'aristocrats' || f === 'demagogues' ? 'athens' : 'sparta', winner: f, rule: '11.11' };
      }
    }
    if (!g.result) {
      const c = conquest(g);
      if (c === 'draw') g.result = { reason: 'draw', winningSide: null, winner: null, rule: '11.12' };
      else if (c) g.result = sideVictory(g, c, 'conquest', '11.12');
    }
    if (!g.result && !g.athensGranaryAtTurnStart && !athensHoldsGranary(g)) {
      g.result = sideVictory(g, 'sparta', 'granaries', '11.13');
    }
    if (!g.result && g.turn >= g.lastTurn) {
      if (g.rules.endOfGameBonuses) applyEndOfGameBonuses(g);
      g.result = endOfGameResult(g);
    }
    if (g.result) log(g, g.result.rule, 'game.result', { reason: g.result.reason, side: g.result.winningSide, winner: g.result.winner });
  },
};

// ---------------------------------------------------------------- 11.2

export interface UpkeepData { side: number }

function openUpkeep(g: GameState, from: number): void {
  const data = segmentData(g, 'end.upkeep');
  for (let i = from; i < SIDES.length; i++) {
    const side = SIDES[i] as Side;
    const cost = upkeepCost(g, side);
    const cap = upkeepCapacity(g, side);
    if (cost > cap) {
      data.side = i;
      log(g, '11.2', 'upkeep.over', { side, cost, capacity: cap });
      openDecision(g, 'upkeep.remove', [g.sides[side].dominant], '11.2');
      return;
    }
  }
  g.flow.pending = null;
}

/**
 * 11.2 Upkeep. Decision 'upkeep.remove' for a Side's Dominant Faction while its upkeep cost
 * (naval 2, land 1) exceeds 4 per base: `{type:'remove', theater, force, kind}`, one unit at a time.
 */
const upkeep: Segment = {
  phase: 'end',
  id: 'end.upkeep',
  rule: '11.2',
  begin(g) {
    if (skipRest(g)) return;
    enforceArgos(g);
    startSegmentData(g, 'end.upkeep', { side: 0 });
    openUpkeep(g, 0);
  },
  legal(g) {
    const side = SIDES[segmentData(g, 'end.upkeep').side] as Side;
    const out: Action[] = [];
    for (const id of theatersInPlay(g)) {
      const t = theater(g, id);
      for (const force of FORCES_OF[side]) for (const kind of KINDS) if (t.units[force][kind] > 0) out.push({ type: 'remove', theater: id, force, kind });
    }
    return out;
  },
  act(g, _seat, action) {
    const data = segmentData(g, 'end.upkeep');
    const a = actionFor(g, 'upkeep.remove', action);
    removeUnits(g, a.theater, a.force, a.kind, 1, '11.2');
    openUpkeep(g, data.side);
  },
};

// ---------------------------------------------------------------- 11.3

export interface RedeployData {
  group: number;
  /** Units redeployed this segment, by destination: each unit redeploys at most once. */
  arrived: Record<string, Partial<Record<Force, UnitCounts>>>;
}

function rdata(g: GameState): RedeployData {
  return segmentData(g, 'end.redeploy');
}

/** Units of `force` and `kind` in theater `t` not yet redeployed this segment (`arrivedHere`: those that came to it). */
function movable(t: TheaterState, arrivedHere: RedeployData['arrived'][string] | undefined, force: Force, kind: UnitKind): number {
  return t.units[force][kind] - (arrivedHere?.[force]?.[kind] ?? 0);
}

interface RedeployableUnit { force: Force; kind: UnitKind; from: TheaterId }

/**
 * 11.3: visits the current group's units that may still be redeployed (not yet moved this
 * segment), in theater order, until `visit` returns true (then true).
 */
function visitRedeployable(g: GameState, visit: (u: RedeployableUnit) => boolean | void): boolean {
  const data = rdata(g);
  const group = REDEPLOY_GROUPS[data.group] as RedeployGroup;
  for (const from of theatersInPlay(g)) {
    const t = theater(g, from);
    if (groupUnits(t, group) === 0) continue;
    const arrivedHere = data.arrived[from];
    for (const force of group.forces) {
      for (const kind of KINDS) if (movable(t, arrivedHere, force, kind) > 0 && visit({ force, kind, from })) return true;
    }
  }
  return false;
}

/** 11.3: the current group's units that may still be redeployed (not yet moved this segment). */
export function redeployableUnits(g: GameState): RedeployableUnit[] {
  const out: RedeployableUnit[] = [];
  visitRedeployable(g, (u) => { out.push(u); });
  return out;
}

/**
 * Where a force may be redeployed now, worked out once per force on first asking: it does not
 * depend on where a unit comes from (bar staying put).
 */
type Destinations = (force: Force) => readonly TheaterId[];

function destinationsOf(g: GameState): Destinations {
  const known = new Map<Force, readonly TheaterId[]>();
  return (force) => {
    let to = known.get(force);
    if (!to) known.set(force, to = redeployDestinations(g, force, 0));
    return to;
  };
}

/** Every single-unit redeployment the current group may make now. */
function redeployMoves(g: GameState, destinations: Destinations): Action[] {
  const out: Action[] = [];
  visitRedeployable(g, ({ force, kind, from }) => {
    for (const to of destinations(force)) if (to !== from) out.push({ type: 'redeploy', force, kind, from, to });
  });
  return out;
}

/** Whether the current group has any redeployment left to make (stops at the first). */
function mayRedeploy(g: GameState): boolean {
  const destinations = destinationsOf(g);
  return visitRedeployable(g, ({ force, from }) => destinations(force).some((to) => to !== from));
}

/** Theaters where the group holds more than the final position allows (11.3: baseless, or above 15; Q30). */
function violations(g: GameState, group: RedeployGroup): TheaterId[] {
  return theatersInPlay(g).filter((id) => groupSurplus(theater(g, id), group) > 0);
}

/** 'redeployDone' is legal unless a surplus unit (baseless theater, or above 15) could still be redeployed away. */
function mayFinish(g: GameState, group: RedeployGroup, destinations: Destinations): boolean {
  const { arrived } = rdata(g);
  const canLeave = (id: TheaterId, force: Force): boolean => destinations(force).some((to) => to !== id);
  return violations(g, group).every((id) => group.forces.every((f) => KINDS.every((k) => movable(theater(g, id), arrived[id], f, k) <= 0 || !canLeave(id, f))));
}

function finishGroup(g: GameState, group: RedeployGroup): void {
  // Q30: surplus with no legal destination goes back to the pool (land first, then naval). Above
  // 15 the Side's last group may still move units away, so only that group's surplus is removed.
  for (const id of violations(g, group)) {
    const t = theater(g, id);
    if (!isBaseless(t) && !group.last) continue;
    let extra = groupSurplus(t, group);
    for (const kind of KINDS) {
      for (const force of group.forces) {
        const k = Math.min(extra, t.units[force][kind]);
        if (k > 0) extra -= removeUnits(g, id, force, kind, k, '11.3');
      }
    }
  }
}

function openRedeploy(g: GameState, from: number): void {
  const data = rdata(g);
  for (let i = from; i < REDEPLOY_GROUPS.length; i++) {
    const group = REDEPLOY_GROUPS[i] as RedeployGroup;
    data.group = i;
    if (!mayRedeploy(g)) {
      finishGroup(g, group);
      continue;
    }
    openDecision(g, 'redeploy.move', [g.sides[group.side].dominant], '11.3');
    return;
  }
  g.flow.pending = null;
}

/**
 * 11.3 Redeployment, groups in order DL, Athens, PL, Sparta, each decided by its Side's Dominant
 * Faction. Decision 'redeploy.move': `{type:'redeploy', force, kind, from, to}` (one unit, to a
 * theater with the base its force needs and room under 15; each unit at most once) or
 * `{type:'redeployDone'}` (not while a surplus unit in a baseless theater could still leave).
 */
const redeploy: Segment = {
  phase: 'end',
  id: 'end.redeploy',
  rule: '11.3',
  begin(g) {
    if (skipRest(g)) return;
    startSegmentData(g, 'end.redeploy', { group: 0, arrived: {} });
    openRedeploy(g, 0);
  },
  legal(g) {
    const group = REDEPLOY_GROUPS[rdata(g).group] as RedeployGroup;
    const destinations = destinationsOf(g);
    const out = redeployMoves(g, destinations);
    if (mayFinish(g, group, destinations)) out.push({ type: 'redeployDone' });
    return out;
  },
  act(g, _seat, action) {
    const data = rdata(g);
    const group = REDEPLOY_GROUPS[data.group] as RedeployGroup;
    const a = actionFor(g, 'redeploy.move', action);
    g.flow.pending = null;
    if (a.type === 'redeployDone') {
      finishGroup(g, group);
      return openRedeploy(g, data.group + 1);
    }
    const { force, kind, from, to } = a;
    moveUnit(g, force, kind, from, to, data.arrived);
    log(g, '11.3', 'redeployed', { force, kind, from, to });
    if (!mayRedeploy(g)) {
      finishGroup(g, group);
      return openRedeploy(g, data.group + 1);
    }
    openDecision(g, 'redeploy.move', [g.sides[group.side].dominant], '11.3');
  },
};

// ---------------------------------------------------------------- 11.4

/** Q31: Strategos withheld by a failed Will return to the stock at the end of the following turn. */
function returnWithheld(g: GameState): void {
  for (const side of SIDES) {
    const s = g.sides[side];
    if (s.withheld > 0 && s.withheldUntilTurn <= g.turn) {
      s.stock += s.withheld;
      log(g, '11.4', 'will.returned', { side, n: s.withheld });
      s.withheld = 0;
    }
  }
}

/** 11.41 / 11.42: is the Side's Will met? */
export function willMet(g: GameState, side: Side): boolean {
  const w = g.sides[side].will;
  if (!w) return true;
  const t = theater(g, w.theater);
  const status = theaterStatus(t, side);
  switch (w.require) {
    case 'buildOrConvertBase': return w.baseActionTaken && basesIn(t, side) > 0;
    case 'control': return status === 'friendly';
    case 'controlOrContest': return status === 'friendly' || status === 'contested';
  }
}

/** 11.4 Will of the Assembly: met → +5 to both Factions; failed → −5 each and 5 Strategos set aside until the end of next turn (Q31). */
const will: Segment = {
  phase: 'end',
  id: 'end.will',
  rule: '11.4',
  begin(g) {
    if (skipRest(g)) return;
    returnWithheld(g); // last turn's, before a new failure sets more aside
    for (const side of SIDES) {
      const s = g.sides[side];
      const w = s.will;
      if (!w || w.ignored) continue;
      const met = willMet(g, side);
      log(g, '11.4', met ? 'will.met' : 'will.failed', { side, theater: w.theater, require: w.require });
      const factions: Faction[] = side === 'athens' ? ['aristocrats', 'demagogues'] : ['eurypontids', 'agiads'];
      for (const f of factions) changeHonor(g, f, met ? HONOR.will.value : -HONOR.will.value, '11.4', 'will');
      if (!met) {
        const k = Math.min(LIMITS.willStrategos.value, s.stock);
        s.stock -= k;
        s.withheld += k;
        s.withheldUntilTurn = g.turn + 1;
        log(g, '11.4', 'will.withheld', { side, n: k });
      }
    }
  },
};

// ---------------------------------------------------------------- next turn

const nextTurn: Segment = {
  phase: 'end',
  id: 'end.nextTurn',
  rule: '11.0',
  begin(g) {
    if (g.result) {
      g.flow.phase = 'over';
      return;
    }
    if (g.turn >= g.lastTurn) {
      // Only reached when the End Phase is not played (a training scenario without it).
      g.result = { reason: 'scenario', winningSide: null, winner: null, rule: '11.1' };
      g.flow.phase = 'over';
      log(g, '11.1', 'game.over', { reason: 'scenario' });
      return;
    }
    returnWithheld(g);
    g.turn += 1;
    // 11.13: whether Athens begins the new turn with a base in a Granary (the map does not change
    // between here and the start of the turn). The first turn's value comes from the scenario setup.
    g.athensGranaryAtTurnStart = athensHoldsGranary(g);
  },
};

export const END_SEGMENTS: Segment[] = [persianWar, victory, upkeep, redeploy, will, nextTurn];
