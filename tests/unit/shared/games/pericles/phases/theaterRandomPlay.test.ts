// Random legal play through the Theater and End Phases (8.0–13.22): no errors, no dead ends
// (a pending decision with no legal action), and the invariants hold after every decision.
import { describe, expect, it } from 'vitest';
import { FACTIONS, type Faction } from '../../../../../../src-shared/games/pericles/model/ids.js';
import type { GameState } from '../../../../../../src-shared/games/pericles/model/state.js';
import { apply, legalActions, pending } from '../../../../../../src-shared/games/pericles/engine/driver.js';
import { invariantErrors, marker, position } from './theaterHelpers.js';
import { testRng as rng } from '../../../../testRng.js';

function start(seed: number): GameState {
  const markers: Partial<Record<Faction, ReturnType<typeof marker>[]>> = {};
  for (const f of FACTIONS) {
    markers[f] = [
      marker(f, 'military'), marker(f, 'military'), marker(f, 'military'),
      marker(f, 'league'), marker(f, 'diplomatic'), marker(f, 'oracle'), marker(f, 'rumor'),
    ];
  }
  return position({
    seed: `rp${seed}`,
    war: seed % 3 === 0 ? 'peace' : 'war',
    persianWar: seed % 2 === 0 ? 'inProgress' : 'callias',
    alcibiades: seed % 5 === 0 ? 'persia' : 'athens',
    turn: seed % 4 === 0 ? 10 : 8,
    strategos: { aristocrats: 6 + (seed % 4), demagogues: 5, eurypontids: 7, agiads: 4 + (seed % 3) },
    markers,
    at: 'theater.honorOrder',
    edit(g) {
      g.persianBases = seed % 4;
      // Some pieces in the Eastern Mediterranean when it exists, for 13.21/13.22.
      if (g.persianWar === 'inProgress') {
        const em = g.theaters['20'];
        if (em) {
          em.bases.delian = 1;
          em.units.athens.naval = 1;
          em.units.peloponnesian.naval = seed % 2;
          em.bases.peloponnesian = seed % 3 === 0 ? 1 : 0;
        }
      }
      const argosT = g.theaters['6'];
      if (argosT && seed % 7 === 0) { argosT.bases.delian = 0; argosT.units.argos.land = 2; }
      const ionia = g.theaters['14'];
      if (ionia && seed % 6 === 1) ionia.bases.peloponnesian = 1;
      const t8 = g.theaters['8'];
      if (t8) t8.treachery.athens = seed % 4;
    },
  });
}

describe('random legal play through 8.0–13.22', () => {
  it('runs 200 seeds with no error, no dead end, and sound invariants', () => {
    const kinds = new Set<string>();
    for (let seed = 1; seed <= 200; seed++) {
      const r = rng(seed);
      let g = start(seed);
      expect(invariantErrors(g), `seed ${seed} start`).toEqual([]);
      let steps = 0;
      while (g.flow.phase !== 'over') {
        const p = pending(g);
        if (!p) throw new Error(`seed ${seed}: no decision but not over (${g.flow.segment})`);
        kinds.add(p.kind);
        const seat = p.seats[0] as Faction;
        const acts = legalActions(g, seat);
        if (acts.length === 0) throw new Error(`seed ${seed}: dead end at ${p.kind} for ${seat} (${g.flow.segment})`);
        const a = acts[Math.floor(r() * acts.length)];
        try {
          g = apply(g, seat, a);
        } catch (e) {
          throw new Error(`seed ${seed} step ${steps} ${p.kind} ${JSON.stringify(a)}: ${(e as Error).stack}`, { cause: e });
        }
        const errs = invariantErrors(g);
        if (errs.length) throw new Error(`seed ${seed} step ${steps} after ${p.kind} ${JSON.stringify(a)}: ${errs.join('; ')}`);
        if (++steps > 20000) throw new Error(`seed ${seed}: too many steps`);
      }
      expect(g.result).not.toBeNull();
    }
    // The run exercises the main decisions.
    for (const k of ['theater.place', 'theater.reveal', 'muster.commit', 'muster.move', 'battle.loserCasualty', 'battle.second', 'callias', 'upkeep.remove', 'redeploy.move']) {
      expect(kinds.has(k), k).toBe(true);
    }
  }, 600_000);
});
