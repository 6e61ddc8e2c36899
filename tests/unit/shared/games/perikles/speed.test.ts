// #33 "Speed": the engine's quicker readings give the rules' answers. Where the counters are is read
// in one go (state.ts placementOf), the odds keep each view's sides sorted out (odds.ts) and each
// round's chance once worked out (combat.ts): none may go stale when the game moves on.
import { describe, expect, it } from 'vitest';
import { apply, legalActions, pending } from '../../../../../src-shared/games/perikles/flow.js';
import { viewFor } from '../../../../../src-shared/games/perikles/view.js';
import { locationOdds } from '../../../../../src-shared/games/perikles/odds.js';
import { chanceAtLeast, roundChance } from '../../../../../src-shared/games/perikles/combat.js';
import { LOCATION_BY_ID, type UnitKind } from '../../../../../src-shared/games/perikles/data/index.js';
import { COUNTERS, placementOf, type PeriklesState } from '../../../../../src-shared/games/perikles/state.js';
import { atCommit, game, playUntil } from './helpers.js';

/** The same game with its counters' record written in the reverse order (a sampled world, a hand-made state). */
function reversedUnits(g: PeriklesState): PeriklesState {
  const units: PeriklesState['units'] = {};
  for (const id of Object.keys(g.units).reverse()) units[id] = g.units[id]!;
  return { ...g, units };
}

describe('Perikles speed: quicker readings, the same rules', () => {
  it('placementOf reads each counter\'s place, in the record\'s order, whatever order its keys are in', () => {
    const g = playUntil(game(4), (s) => s.phase === 'commit' && Object.values(s.units).some((u) => u.at === 'location'));
    const p = placementOf(g);
    COUNTERS.forEach((c, i) => expect(p.places[i]).toBe(g.units[c.id]));
    expect(p.order.map((i) => COUNTERS[i]!.id)).toEqual(Object.keys(g.units));
    const r = reversedUnits(g);
    const q = placementOf(r);
    COUNTERS.forEach((c, i) => expect(q.places[i]).toBe(g.units[c.id]));
    expect(q.order.map((i) => COUNTERS[i]!.id)).toEqual(Object.keys(r.units));
  });

  it('Phase 5 Commit military forces: the sends offered do not depend on the order of the counters\' record', () => {
    const g = playUntil(atCommit({ athens: 'red', sparta: 'green' }, { red: [2, 0], green: [2, 0] }), (s) => s.decision?.kind === 'commit.send' && Object.values(s.units).some((u) => u.at === 'location'));
    const seat = pending(g)!.seats[0]!;
    expect(legalActions(reversedUnits(g), seat)).toEqual(legalActions(g, seat));
  });

  it('Phase 5 Commit military forces: a send applied moves the counter in the next state only, and the next look sees it', () => {
    const g = playUntil(atCommit({ athens: 'red', sparta: 'green' }), (s) => s.decision?.kind === 'commit.send');
    const seat = pending(g)!.seats[0]!;
    const send = legalActions(g, seat).find((a) => a.type === 'send')!;
    const before = placementOf(g);
    const next = apply(g, seat, send);
    expect(placementOf(g).places).toEqual(before.places); // `apply` never changes the game it is given
    const moved = placementOf(next).places.filter((u) => u.at === 'location' && u.slot === send.slot && u.side === send.side);
    expect(moved).toHaveLength(before.places.filter((u) => u.at === 'location' && u.slot === send.slot && u.side === send.side).length + 1);
  });

  it('Phase 6 odds: each view reckons its own sides; a counter sent shows in the next view\'s odds, not in the old one\'s', () => {
    const g = playUntil(atCommit({ athens: 'red', sparta: 'green' }), (s) => s.decision?.kind === 'commit.send');
    const seat = pending(g)!.seats[0]!;
    // An attack where the tile fights a round of the counter's type.
    const send = legalActions(g, seat).find((a) => a.type === 'send' && a.side === 'attack' && LOCATION_BY_ID[g.slots[a.slot as number]!.tile]!.rounds.includes(a.kind as UnitKind))!;
    const slot = send.slot as number;
    const v = viewFor(g, seat);
    const old = locationOdds(v, slot);
    const next = apply(g, seat, send);
    const w = viewFor(next, seat);
    const kind = send.kind as UnitKind;
    const round = (o: ReturnType<typeof locationOdds>) => o.rounds.find((r) => r.kind === kind);
    expect(round(locationOdds(w, slot))!.attack.counters).toBe(round(old)!.attack.counters + 1);
    expect(round(locationOdds(w, slot))!.attack.strength).toBe(round(old)!.attack.strength + (send.strength as number));
    // The old view still reads as it did, and as a counter added to it would.
    expect(locationOdds(v, slot)).toEqual(old);
    expect(round(locationOdds(v, slot, { side: 'attack', kind, strength: send.strength as number }))!.attack.counters).toBe(round(old)!.attack.counters + 1);
  });

  it('Phase 6 Resolve Battles: a round\'s chance depends on the tokens already held (EN:299), each answer kept apart', () => {
    const need = { attack: 7, defend: 8 };
    const fresh = roundChance(need);
    const ahead = roundChance(need, { attack: 1, defend: 0 });
    const behind = roundChance(need, { attack: 0, defend: 1 });
    expect(ahead).toBeGreaterThan(fresh);
    expect(behind).toBeLessThan(fresh);
    expect(roundChance(need)).toBe(fresh);
    expect(roundChance({ attack: 8, defend: 7 })).not.toBe(fresh);
    // Two tokens each: they roll on until one succeeds while the other fails (EN:297).
    const pa = chanceAtLeast(7), pd = chanceAtLeast(8);
    expect(roundChance(need, { attack: 2, defend: 2 })).toBeCloseTo(pa * (1 - pd) / (pa * (1 - pd) + (1 - pa) * pd), 15);
  });
});
