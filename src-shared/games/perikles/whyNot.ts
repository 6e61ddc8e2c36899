// "Why not?" for Perikles (#33): the options the open decision does not offer, each with the rule
// that refuses it, cited by the rulebook's headings. Reasons are codes and numbers, never English
// (the page words them), as Pericles' explain/.
import type { ClosedOption } from '../contract.js';
import type { WhyNot } from '../../kit/types.js';

const why = (rule: string, key: WhyNot['key'], args: WhyNot['args'] = {}): WhyNot => ({ rule, key, args });
import { CITY_IDS, type ForceId, type UnitKind } from './data/index.js';
import { COUNTER_BY_ID, INFLUENCE_BY_ID, type Decision, type PeriklesState, type Seat, type Side } from './state.js';
import { cubesInCity, forcesOf } from './board.js';
import { placementRefusal } from './commit.js';
import { takeableBoxes } from './influence.js';
import { casualtyForces } from './battle.js';

const P2 = 'Phase 2 Take Influence Tiles';
const P3 = 'Phase 3 Propose Candidates';
const P5 = 'Phase 5 Commit military forces';
const P6 = 'Phase 6 Resolve Battles';

/** An Influence tile in the display that may not be taken: a colour already taken this turn (EN:186). */
function closedTiles(g: PeriklesState, seat: Seat): ClosedOption[] {
  const open = new Set(takeableBoxes(g, seat));
  return g.display.flatMap((t, box) => {
    if (!t || open.has(box)) return [];
    const colour = INFLUENCE_BY_ID[t]!.colour;
    return [{ option: { type: 'take', box }, why: [why(P2, 'whynot.perikles.colourTaken', { city: colour })], listed: true }];
  });
}

/** Candidates refused ([P3] EN:194-199; [P2] Candidate EN:174): no own cube, no space, a colour already standing, no cube of that colour. */
function closedCandidates(g: PeriklesState, seat: Seat): ClosedOption[] {
  const out: ClosedOption[] = [];
  for (const city of CITY_IDS) {
    const c = g.cities[city];
    for (const owner of g.seats) {
      const reasons: WhyNot[] = [];
      if (cubesInCity(g, city, seat) === 0) reasons.push(why(P3, 'whynot.perikles.noOwnCube', { city }));
      if (c.candidates[1] !== null) reasons.push(why(P3, 'whynot.perikles.spacesFull', { city }));
      if (c.candidates.includes(owner)) reasons.push(why(P3, 'whynot.perikles.colourStanding', { city, seat: owner }));
      else if (c.cubes[owner] === 0) reasons.push(why(P3, 'whynot.perikles.noCubeOfColour', { city, seat: owner }));
      if (reasons.length > 0) out.push({ option: { type: 'propose', city, cube: owner }, why: reasons, listed: false });
    }
  }
  return out;
}

const refusalKey: Record<string, WhyNot['key']> = {
  'never attack a location of a city you lead': 'whynot.perikles.attackOwnCity',
  'your forces are on the other side': 'whynot.perikles.bothSides',
  'a city\'s forces never fight each other': 'whynot.perikles.cityAgainstItself',
};

/** Why a Location's side is closed to a force: attack ban, both sides, war and alliance (EN:253-259), a refused permission (EN:255). */
function placementWhy(g: PeriklesState, d: Extract<Decision, { kind: 'commit.send' }>, force: ForceId, slot: number, side: Side): WhyNot[] {
  const out: WhyNot[] = [];
  if (side === 'defend' && d.refused.includes(slot)) out.push(why(P5, 'whynot.perikles.permissionRefused', { slot }));
  const refusal = placementRefusal(g, d.seat, force, slot, side);
  if (refusal) {
    const war = /^at war with (.+)$/.exec(refusal);
    const ally = /^allied with (.+)$/.exec(refusal);
    if (war) out.push(why(P5, 'whynot.perikles.atWar', { force, other: war[1]!, slot }));
    else if (ally) out.push(why(P5, 'whynot.perikles.allied', { force, other: ally[1]!, slot }));
    else out.push(why(P5, refusalKey[refusal] ?? 'whynot.perikles.placement', { force, slot }));
  }
  return out;
}

/** Locations a force may not go to, and counters not in hand (dead, in the field, out by Slave Revolt). */
function closedSends(g: PeriklesState, d: Extract<Decision, { kind: 'commit.send' }>): ClosedOption[] {
  const out: ClosedOption[] = [];
  const forces: ForceId[] = d.cubeCity ? [forcesOf(g, d.seat).includes(d.cubeCity) ? d.cubeCity : 'persia'] : forcesOf(g, d.seat);
  for (const force of forces) {
    for (const slot of g.slots.keys()) {
      for (const side of ['attack', 'defend'] as const) {
        const reasons = placementWhy(g, d, force, slot, side);
        if (reasons.length > 0) out.push({ option: { type: 'send', force, slot, side }, why: reasons, listed: false });
      }
    }
    // A counter not available: not in its leader's hands (EN:237) — dead, already sent, or out by
    // Slave Revolt. The revolted counter's strength stays unseen (EN:392): it is named by type only.
    const seen = new Set<string>();
    for (const id of Object.keys(g.units).sort()) {
      const c = COUNTER_BY_ID[id]!;
      const u = g.units[id]!;
      if (c.force !== force || u.at === 'home') continue;
      const where = u.at === 'location' ? 'sent' : u.at;
      const option = where === 'revolt' ? { type: 'send', force, kind: c.kind as UnitKind } : { type: 'send', force, kind: c.kind as UnitKind, strength: c.strength };
      const key = JSON.stringify([option, where]);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ option, why: [why(P5, `whynot.perikles.counter.${where}`, { force, kind: c.kind })], listed: false });
    }
  }
  return out;
}

/**
 * Forces on the losing side whose counter may not be the casualty (EN:295; DE:680): the main force
 * loses first, and only the lowest value goes. Face up now: naming them tells nothing hidden.
 */
function closedCasualties(g: PeriklesState, d: Extract<Decision, { kind: 'battle.casualty' }>): ClosedOption[] {
  const open = new Set(casualtyForces(g, d.slot, d.side, d.unit));
  const s = g.slots[d.slot]!;
  const main = d.side === 'attack' ? s.attacker : s.defender;
  const here = Object.keys(g.units).sort().filter((id) => {
    const u = g.units[id]!;
    return u.at === 'location' && u.slot === d.slot && u.side === d.side && COUNTER_BY_ID[id]!.kind === d.unit;
  });
  const byMain = (id: string): boolean => (g.units[id] as { by: string }).by === main;
  const mainHasOne = here.some(byMain);
  const closed = [...new Set(here.map((id) => COUNTER_BY_ID[id]!.force))].filter((f) => !open.has(f));
  return closed.map((force) => {
    // An ally's counter waits while the main force has one; otherwise a counter of higher value.
    const allyOnly = mainHasOne && !here.some((id) => byMain(id) && COUNTER_BY_ID[id]!.force === force);
    return { option: { type: 'casualty', force }, why: [why(P6, allyOnly ? 'whynot.perikles.casualty.mainFirst' : 'whynot.perikles.casualty.higher', { force, kind: d.unit })], listed: true };
  });
}

/** The options `seat`'s open decision does not offer, and why not (none when it is not its decision). */
export function whyNotPerikles(g: PeriklesState, seat: Seat): ClosedOption[] {
  const d = g.decision;
  if (!d || d.seat !== seat) return [];
  switch (d.kind) {
    case 'influence.take': return closedTiles(g, seat);
    case 'influence.candidate': case 'candidates.propose': return closedCandidates(g, seat);
    case 'commit.send': return closedSends(g, d);
    case 'battle.casualty': return closedCasualties(g, d);
    default: return [];
  }
}

