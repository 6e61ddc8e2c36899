// A save stores the game and its decisions as canonical JSON (keys sorted), so a loaded game has
// its objects' keys in another order than the game that was saved. Nothing the rules iterate may
// depend on that order (issue #13 item 5: debate cards revealed in arrival order split a game saved
// mid-debate from its own record). This plays random games twice — once as played, once with every
// object's keys reversed after each decision, in the state and in the action — and asks for the
// same game at every step.
import { describe, expect, it } from 'vitest';
import { apply, hashGame, legalActions, newGame, type Action, type GameState } from '../../../../../../src-shared/engine.js';
import { FACTIONS, type Faction } from '../../../../../../src-shared/games/pericles/model/ids.js';
import { testRng } from '../../../../testRng.js';

/** A deep copy with every object's keys in reverse alphabetical order (integer keys keep theirs: JS fixes it). */
function reversedKeys<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(reversedKeys) as T;
  const obj = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(obj).sort().reverse()) out[k] = reversedKeys(obj[k]);
  return out as T;
}

function playBoth(scenario: string, seed: string, steps: number): { kinds: Set<string>; decisions: number } {
  let played: GameState = newGame({ scenario, seed });
  let reloaded: GameState = reversedKeys(played);
  const rng = testRng(seed.length * 7919 + seed.charCodeAt(seed.length - 1));
  const kinds = new Set<string>();
  let n = 0;
  for (; n < steps; n++) {
    const p = played.flow.pending;
    if (!p || played.flow.phase === 'over') break;
    // The last seat still owing a secret answer, so that answers arrive out of Faction order.
    const seat = p.seats[p.seats.length - 1] as Faction;
    const legal = legalActions(played, seat);
    const action = legal[Math.floor(rng() * legal.length)] as Action;
    kinds.add(p.kind);
    played = apply(played, seat, action);
    reloaded = reversedKeys(apply(reloaded, seat, reversedKeys(action)));
    const same = hashGame(played) === hashGame(reloaded);
    if (!same) {
      const logA = played.log.slice(-6).map((e) => JSON.stringify(e)).join('\n');
      const logB = reloaded.log.slice(-6).map((e) => JSON.stringify(e)).join('\n');
      expect.fail(`${scenario}/${seed}: decision ${n} (${p.kind} by ${seat}) made a different game after a key reorder\n${logA}\n---\n${logB}`);
    }
  }
  return { kinds, decisions: n };
}

describe('4.1 / 6.12: the rules never depend on the order of keys in the game or an action', () => {
  it('a development game replays the same with reordered keys after every decision', () => {
    const { kinds, decisions } = playBoth('development', 'k1', 4000);
    expect(decisions).toBeGreaterThan(300);
    // The simultaneous secret choices, whose answers arrive in an order of their own.
    expect(kinds).toContain('debate.card');
    expect([...kinds].some((k) => k.startsWith('boule.'))).toBe(true);
  });

  it('a Campaign game replays the same with reordered keys after every decision', () => {
    const { decisions } = playBoth('campaign', 'k2', 4000);
    expect(decisions).toBeGreaterThan(300);
  });

  it('a debate saved with two of four cards in reveals them in Faction order (6.12)', () => {
    let g = newGame({ scenario: 'development', seed: 'k3' });
    const rng = testRng(3);
    // Play to the first debate-card decision.
    while (g.flow.pending && g.flow.pending.kind !== 'debate.card') {
      const seat = g.flow.pending.seats[0] as Faction;
      const legal = legalActions(g, seat);
      g = apply(g, seat, legal[Math.floor(rng() * legal.length)] as Action);
    }
    const p = g.flow.pending!;
    expect(p.seats.length).toBeGreaterThan(1);
    // The seats answer in the reverse of Faction order; the reveal follows Faction order all the same.
    const answerers = [...p.seats].reverse();
    for (const seat of answerers) g = apply(g, seat, legalActions(g, seat)[0]!);
    const revealed = g.log.filter((e) => e.msg === 'debate.card').map((e) => e.args.faction as Faction);
    expect(revealed).toEqual(FACTIONS.filter((f) => answerers.includes(f)));
  });
});
