// Perikles' bots (#33): they decide from a seat's view only; the search bot's determinizer samples
// a state the seat cannot tell from the true one; same seed, same decision; fairness.
import { describe, expect, it } from 'vitest';
import { apply, legalActions, pending } from '../../../../../src-shared/games/perikles/flow.js';
import { viewFor } from '../../../../../src-shared/games/perikles/view.js';
import { invariants } from '../../../../../src-shared/games/perikles/invariants.js';
import { INFLUENCE_BY_ID, type PeriklesState, type Seat } from '../../../../../src-shared/games/perikles/state.js';
import { determinize } from '../../../../../src-shared/games/perikles/bots/determinize.js';
import { PERIKLES_LEVELS, decidePerikles } from '../../../../../src-shared/games/perikles/bots/index.js';
import { ruleDecide } from '../../../../../src-shared/games/perikles/bots/rule.js';
import { perikles } from '../../../../../src-shared/games/perikles/module.js';
import { seedRng, shuffleInPlace } from '../../../../../src-shared/kit/random.js';
import { canonicalJson } from '../../../../../src-shared/kit/hash.js';
import { game } from './helpers.js';

/** Plays a whole game with the rule bot in every seat, calling `at` before each decision. */
function ruleGame(seed: string, at: (g: PeriklesState, n: number) => void = () => {}): PeriklesState {
  let g = game(4, seed);
  const rng = seedRng(`rule:${seed}`);
  for (let n = 0; n < 3000 && pending(g); n++) {
    at(g, n);
    const seat = pending(g)!.seats[0]!;
    const legal = legalActions(g, seat);
    g = apply(g, seat, ruleDecide(viewFor(g, seat), legal, rng).action);
  }
  return g;
}

describe('Perikles bots decide from a seat\'s view (#33)', () => {
  it('the rule bot plays a whole game to its end with legal decisions, invariants intact (ENDING THE GAME)', () => {
    const g = ruleGame('rule-whole');
    expect(pending(g)).toBeNull();
    expect(invariants(g)).toEqual([]);
  });

  it('the determinizer samples states the seat cannot tell from the true one, in every phase', () => {
    const phases = new Set<string>();
    ruleGame('determinize', (g, n) => {
      if (n % 7 !== 0) return;
      const seat = pending(g)!.seats[0]!;
      const v = viewFor(g, seat);
      const world = determinize(v, seedRng(`d${n}`));
      expect(invariants(world), `${g.phase} ${g.decision!.kind}`).toEqual([]);
      expect(viewFor(world, seat, { withoutLog: true })).toEqual(viewFor(g, seat, { withoutLog: true }));
      expect(legalActions(world, seat).map((a) => canonicalJson(a))).toEqual(legalActions(g, seat).map((a) => canonicalJson(a)));
      phases.add(g.phase);
    });
    expect([...phases].sort()).toEqual(['battles', 'candidates', 'commit', 'influence', 'setup']);
  });

  it('the determinizer reads the log by its message keys, not its English sentences (a reworded log samples the same world)', () => {
    let checked = 0;
    const kinds = new Set<string>();
    ruleGame('determinize-keys', (g, n) => {
      if (n % 5 !== 0) return;
      const seat = pending(g)!.seats[0]!;
      const v = viewFor(g, seat);
      // The same entries with other words: what a new wording of LOG_TEXT would save.
      const reworded = { ...v, log: v.log.map((e) => ({ ...e, text: `reworded: ${e.text}` })) };
      expect(canonicalJson(determinize(reworded, seedRng(`k${n}`)))).toBe(canonicalJson(determinize(v, seedRng(`k${n}`))));
      kinds.add(g.decision!.kind);
      checked++;
    });
    expect(checked).toBeGreaterThan(20);
    // The phases whose bookkeeping is read back from the log were among those checked.
    expect([...kinds]).toEqual(expect.arrayContaining(['setup.place', 'commit.send', 'battle.special']));
  });

  it('same seed, same decision; every offered level answers with a legal action', () => {
    const g = game(4, 'levels');
    const seat = pending(g)!.seats[0]!;
    const legal = legalActions(g, seat);
    for (const level of PERIKLES_LEVELS) {
      const a = decidePerikles(level, viewFor(g, seat), legal, seedRng('same'), { budget: { candidates: 2, samples: 2, horizon: 40 } });
      const b = decidePerikles(level, viewFor(g, seat), legal, seedRng('same'), { budget: { candidates: 2, samples: 2, horizon: 40 } });
      expect(a).toEqual(b);
      expect(legal.map((x) => canonicalJson(x))).toContain(canonicalJson(a.action));
    }
    expect(perikles.bots.levels).toEqual(['easy', 'normal', 'hard']);
  });

  it('fairness: two games that differ only in what the seat cannot see give the search bot the same decision', () => {
    // The first Influence turn: other seats' Special tiles, the box and the pile's order are hidden ([Setup] EN:124).
    let g = game(4, 'fair');
    while (pending(g)!.kind !== 'influence.take') g = apply(g, pending(g)!.seats[0]!, legalActions(g, pending(g)!.seats[0]!)[0]);
    const seat = pending(g)!.seats[0]!;
    const other = structuredClone(g);
    const others = other.seats.filter((s) => s !== seat);
    const hidden = [...others.map((s) => other.players[s].special!), ...other.specialsInBox];
    hidden.push(hidden.shift()!); // every other seat's tile changes
    others.forEach((s, i) => { other.players[s].special = hidden[i]!; });
    other.specialsInBox = hidden.slice(others.length);
    shuffleInPlace(seedRng('other pile'), other.influencePile);
    other.rng = seedRng('other dice');
    expect(other.players[others[0]!].special).not.toBe(g.players[others[0]!].special);
    expect(viewFor(other, seat)).toEqual(viewFor(g, seat));
    const budget = { candidates: 3, samples: 2, horizon: 60 };
    const a = decidePerikles('search', viewFor(g, seat), legalActions(g, seat), seedRng('s'), { budget });
    const b = decidePerikles('search', viewFor(other, seat), legalActions(other, seat), seedRng('s'), { budget });
    expect(b).toEqual(a);
  });

  it('the rule bot takes a tile of a city it can win and proposes itself where it wins (Phase 2, Phase 3)', () => {
    let g = game(4, 'heuristics');
    while (pending(g)!.kind !== 'influence.take') g = apply(g, pending(g)!.seats[0]!, legalActions(g, pending(g)!.seats[0]!)[0]);
    const seat = pending(g)!.seats[0]! as Seat;
    const a = ruleDecide(viewFor(g, seat), legalActions(g, seat), seedRng('x')).action;
    expect(a.type === 'take' || a.type === 'special').toBe(true);
    if (a.type === 'take') expect(INFLUENCE_BY_ID[g.display[a.box as number]!]).toBeDefined();
    // Phase 3: alone in Thebes with 5 cubes, it stands there itself.
    const p = structuredClone(g);
    p.phase = 'candidates';
    for (const s of p.seats) p.cities.thebes.cubes[s] = s === seat ? 5 : 1;
    p.decision = { kind: 'candidates.propose', seat };
    const legal = legalActions(p, seat);
    const choice = ruleDecide(viewFor(p, seat), legal, seedRng('y')).action;
    expect(choice).toMatchObject({ type: 'propose', cube: seat });
  });
});
