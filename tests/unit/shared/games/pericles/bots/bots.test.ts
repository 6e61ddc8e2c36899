import { describe, expect, it } from 'vitest';
import { apply, legalActions, newGame, viewFor, type GameState } from '../../../../../../src-shared/engine.js';
import { isLegal } from '../../../../../../src-shared/games/pericles/engine/driver.js';
import { BOT_LEVELS, decide, ruleDecide, searchDecide, determinize } from '../../../../../../src-shared/games/pericles/bots/index.js';
import { playBotGame, trueWorld } from '../../../../../../src-shared/games/pericles/engine/simulate.js';
import { checkInvariants } from '../../../../../../src-shared/games/pericles/engine/invariants.js';
import { seedRng } from '../../../../../../src-shared/kit/random.js';
import { FACTIONS_OF, otherSide, sideOf, type Faction } from '../../../../../../src-shared/games/pericles/model/ids.js';
import { cloneGame } from '../../../../../../src-shared/kit/clone.js';
import { setLocale } from '../../../../../../src-renderer/i18n/index.js';
import { reasonProblems, words } from './reasonWords.js';

const TINY = { iterations: 3, budgetMs: 60_000, maxPlayoutDecisions: 25, maxCandidates: 4 };

/** Positions met while rule bots play the first turns of a few seeded games. */
function positions(games: number, turns: number, every: number): { g: GameState; seat: Faction }[] {
  const out: { g: GameState; seat: Faction }[] = [];
  for (let i = 0; i < games; i++) {
    let g = newGame({ scenario: 'development', seed: `pos-${i}` });
    const rng = seedRng(`pos-bots-${i}`);
    const last = g.turn + turns - 1;
    for (let n = 0; g.flow.phase !== 'over' && g.turn <= last; n++) {
      const seat = g.flow.pending!.seats[0]!;
      const legal = legalActions(g, seat);
      if (n % every === 0) out.push({ g, seat });
      g = apply(g, seat, ruleDecide(viewFor(g, seat, { withoutLog: true }), legal, rng).action);
    }
  }
  return out;
}

const POS = positions(2, 2, 1);

/** `g` with what `seat` cannot see rewritten: the other Side's hands and decks, its Strategos split, the game's dice. */
function rewriteHidden(g: GameState, seat: Faction): GameState {
  const h = cloneGame(g);
  const enemy = otherSide(sideOf(seat));
  const s = h.sides[enemy];
  const [a, b] = FACTIONS_OF[enemy];
  const pool = [...h.factions[a].hand.filter((c) => !c.startsWith('leader')), ...s.battleDeck, ...s.politicalDeck];
  pool.reverse();
  const take = (n: number): string[] => pool.splice(0, n);
  const leaders = h.factions[a].hand.filter((c) => c.startsWith('leader'));
  h.factions[a].hand = [...leaders, ...take(h.factions[a].hand.length - leaders.length)];
  s.battleDeck = take(s.battleDeck.length);
  s.politicalDeck = take(s.politicalDeck.length);
  const total = h.factions[a].strategos + h.factions[b].strategos;
  h.factions[a].strategos = total; h.factions[b].strategos = 0;
  h.rng = [1, 2, 3, 4];
  return h;
}

describe('bots', () => {
  it('the rule bot returns a legal action with a reason in every position met', () => {
    expect(POS.length).toBeGreaterThan(300);
    const kinds = new Set<string>();
    for (const { g, seat } of POS) {
      const legal = legalActions(g, seat);
      const d = ruleDecide(viewFor(g, seat, { withoutLog: true }), legal, seedRng('r'));
      expect(isLegal(g, seat, d.action)).toBe(true);
      expect(reasonProblems(d.reason)).toEqual([]);
      kinds.add(g.flow.pending!.kind);
    }
    expect(kinds.has('debate.card')).toBe(true);
    expect(kinds.has('theater.place')).toBe(true);
  });

  it('the search bot returns a legal action with a reason (sampled positions, tiny budget)', () => {
    let n = 0;
    for (let i = 0; i < POS.length; i += 23) {
      const { g, seat } = POS[i]!;
      const legal = legalActions(g, seat);
      const d = searchDecide(viewFor(g, seat, { withoutLog: true }), legal, seedRng(`s${i}`), TINY);
      expect(isLegal(g, seat, d.action)).toBe(true);
      expect(reasonProblems(d.reason)).toEqual([]);
      n++;
    }
    expect(n).toBeGreaterThan(10);
  });

  it('rule bots play whole games with no error, dead end or invariant violation', () => {
    const r = playBotGame({ scenario: 'development', seed: 'rule-full', levels: 'rule', checkInvariants: true, views: false });
    expect(r.outcome, r.message).toBe('finished');
    expect(r.final?.result).not.toBeNull();
  });

  it('reasons are message keys with their arguments, worded for players in English, Spanish and Greek: no engine tokens or raw ids (#18)', () => {
    const odd = new Set<string>();
    const seen = new Set<string>();
    try {
      for (const scenario of ['development', 'campaign']) {
        playBotGame({
          scenario, seed: 'reason-words', levels: 'rule', turns: 3, views: false,
          onDecision: (d) => {
            seen.add(d.reason.key);
            for (const p of reasonProblems(d.reason)) odd.add(`${d.kind}: ${p}`);
            for (const lang of ['en', 'es', 'el']) {
              setLocale(lang);
              const text = words(d.reason);
              const bad = text.match(/\b[a-z]+[A-Z][A-Za-z]*\b|\b(athens|delian|sparta|the300|peloponnesian|argos|ath-\d+|spa-\d+|leader-[a-z]+)\b|\bDL\b|undefined|NaN|\{|\}|engine\./g);
              if (bad) odd.add(`${d.kind} (${lang}): ${text}`);
            }
          },
        });
      }
    } finally {
      setLocale('en');
    }
    expect([...odd].slice(0, 8)).toEqual([]);
    expect(seen.size).toBeGreaterThan(20);
  });

  it('decisions are deterministic per seed', () => {
    for (let i = 0; i < POS.length; i += 41) {
      const { g, seat } = POS[i]!;
      const legal = legalActions(g, seat);
      const view = viewFor(g, seat, { withoutLog: true });
      expect(ruleDecide(view, legal, seedRng('a'))).toEqual(ruleDecide(view, legal, seedRng('a')));
      expect(searchDecide(view, legal, seedRng('b'), TINY)).toEqual(searchDecide(view, legal, seedRng('b'), TINY));
    }
  });

  it('never reads hidden information: the same view gives the same decision whatever is hidden', () => {
    let checked = 0;
    for (let i = 0; i < POS.length; i += 17) {
      const { g, seat } = POS[i]!;
      const h = rewriteHidden(g, seat);
      const v1 = viewFor(g, seat, { withoutLog: true });
      const v2 = viewFor(h, seat, { withoutLog: true });
      expect(v2).toEqual(v1); // the rewrite is invisible to the seat
      const legal = legalActions(g, seat);
      expect(ruleDecide(v2, legalActions(h, seat), seedRng('h'))).toEqual(ruleDecide(v1, legal, seedRng('h')));
      expect(searchDecide(v2, legalActions(h, seat), seedRng('h'), TINY)).toEqual(searchDecide(v1, legal, seedRng('h'), TINY));
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
  });

  // #30 "Honest strength": every bot a player meets (the four levels at their own budgets) and the
  // ladder's greedy yardstick decides from its seat's view only. Two games that differ only in cards
  // the seat cannot see (and the game's dice) get the same decision for the same seed, and the
  // rewrite really changed the game (so the test could fail).
  it('the levels and the greedy bot decide alike in games that differ only in what the seat cannot see (#30)', () => {
    const fake = { levelBudgetMs: 60_000 };
    let checked = 0;
    for (let i = 3; i < POS.length; i += 61) {
      const { g, seat } = POS[i]!;
      if (legalActions(g, seat).length < 2) continue;
      const h = rewriteHidden(g, seat);
      expect(JSON.stringify(h.sides)).not.toEqual(JSON.stringify(g.sides));
      const v1 = viewFor(g, seat, { withoutLog: true });
      const v2 = viewFor(h, seat, { withoutLog: true });
      for (const level of i % 2 ? ['easy', 'normal', 'hard', 'greedy'] as const : ['easy', 'expert', 'greedy'] as const) {
        const d1 = decide(level, v1, legalActions(g, seat), seedRng(`honest${i}`), fake);
        const d2 = decide(level, v2, legalActions(h, seat), seedRng(`honest${i}`), fake);
        expect(d2, `${level} at position ${i}`).toEqual(d1);
        expect(isLegal(g, seat, d1.action)).toBe(true);
        expect(reasonProblems(d1.reason)).toEqual([]);
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(4);
  });

  it('the omniscient measurement (ladder and tests only) plays its rounds in the true state, fresh dice aside (#30)', () => {
    const { g, seat } = POS.find((p, i) => i > 3 && legalActions(p.g, p.seat).length > 1)!;
    const world = trueWorld(g, seedRng('dice'));
    expect(world.sides).toEqual(g.sides);
    expect(world.factions).toEqual(g.factions);
    expect(world.rng).not.toEqual(g.rng);
    const view = viewFor(g, seat, { withoutLog: true });
    const seen: unknown[] = [];
    const d = decide('expert', view, legalActions(g, seat), seedRng('seer'), {
      levelBudgetMs: 60_000,
      sampleWorld: (v, r) => { seen.push(v); return trueWorld(g, r); },
    });
    expect(isLegal(g, seat, d.action)).toBe(true);
    // Every round asks for the true state, with the seat's own view.
    expect(seen.length).toBeGreaterThan(1);
    for (const v of seen) expect(v).toBe(view);
  });

  it('determinized states are sound and match the seat view', () => {
    for (let i = 0; i < POS.length; i += 13) {
      const { g, seat } = POS[i]!;
      const view = viewFor(g, seat, { withoutLog: true });
      const d = determinize(view, seedRng(`d${i}`));
      expect(checkInvariants(d)).toEqual([]);
      expect(d.factions[seat].hand).toEqual(g.factions[seat].hand);
      expect(legalActions(d, seat)).toEqual(legalActions(g, seat));
    }
  });

  it('decide() dispatches every level', () => {
    const { g, seat } = POS[5]!;
    const legal = legalActions(g, seat);
    const view = viewFor(g, seat, { withoutLog: true });
    for (const level of BOT_LEVELS) {
      const d = decide(level, view, legal, seedRng('x'), { search: TINY, levelBudgetMs: 60_000 });
      expect(isLegal(g, seat, d.action)).toBe(true);
    }
  });

});
