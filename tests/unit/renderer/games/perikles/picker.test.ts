// #33 Perikles' send-forces picker (prompts/SendForces.tsx): every legal send is reachable as a
// counter, a Location open to it and a side; and the allied casualty's question and options
// (Phase 6 Resolve Battles, DE:680) are worded in en, es and el without an engine token.
import { afterEach, describe, expect, it } from 'vitest';
import { perikles } from '../../../../../src-shared/games/perikles/module.js';
import type { PeriklesState, Seat } from '../../../../../src-shared/games/perikles/state.js';
import { setLocale } from '../../../../../src-renderer/i18n/index.js';
import { sendChoices } from '../../../../../src-renderer/games/perikles/prompts/SendForces.js';
import { assassinChoices } from '../../../../../src-renderer/games/perikles/prompts/Assassin.js';
import { actionText, promptText } from '../../../../../src-renderer/games/perikles/actionWords.js';

afterEach(() => setLocale('en'));

const TOKEN = /\{|\}|(^|[\s(,:])\?($|[\s),:])|\b[a-z]+[A-Z][A-Za-z]*\b|\b[a-z]+\.[a-z]+\b|\b[a-z]+-[a-z0-9]+\b|undefined|NaN/;

/** Plays seeded 3-player games (the n-th legal option each time) and hands each open decision to `look`. */
function eachDecision(look: (g: PeriklesState, seat: Seat) => void, games = 3): void {
  for (let k = 0; k < games; k++) {
    const seats = Object.fromEntries(perikles.seatsFor('standard', 3).map((s) => [s, 'human' as const]));
    let g = perikles.newGame({ scenario: 'standard', seed: `picker-${k}`, seats: seats as Parameters<typeof perikles.newGame>[0]['seats'] });
    for (let n = 0; !perikles.isOver(g) && n < 3000; n++) {
      const seat = perikles.pending(g)!.seats[0]!;
      look(g, seat);
      const legal = perikles.legalActions(g, seat);
      g = perikles.apply(g, seat, legal[(n * 7) % legal.length]!);
    }
  }
}

describe('Phase 5 Commit military forces: the send picker', () => {
  it('reaches every legal send, and only legal sends, through counter → Location → side', () => {
    let prompts = 0;
    eachDecision((g, seat) => {
      if (g.decision?.kind !== 'commit.send') return;
      const legal = perikles.legalActions(g, seat);
      const sends = legal.filter((a) => a.type === 'send').map((a) => JSON.stringify(a)).sort();
      const reached: string[] = [];
      const { counters } = sendChoices(legal, {});
      for (const c of counters) {
        const counter = `${c.force}|${c.kind}|${c.strength}`;
        for (const slot of sendChoices(legal, { counter }).openSlots) {
          const at = sendChoices(legal, { counter, slot });
          expect(at.slot).toBe(slot);
          reached.push(...at.sides.map((a) => JSON.stringify(a)));
        }
      }
      expect(reached.sort()).toEqual(sends);
      prompts++;
    });
    expect(prompts).toBeGreaterThan(20);
  });

  it('a pick no longer open falls back to the first counter and its first open Location', () => {
    eachDecision((g, seat) => {
      if (g.decision?.kind !== 'commit.send') return;
      const legal = perikles.legalActions(g, seat);
      const first = legal.find((a) => a.type === 'send');
      const c = sendChoices(legal, { counter: 'nowhere|hoplite|9', slot: 99 });
      if (!first) { expect(c.counter).toBeUndefined(); return; }
      expect(c.counter).toBe(first);
      expect(c.slot).toBe(first.slot);
    }, 1);
  });
});

describe('Phase 6 Resolve Battles: the allied casualty in words (DE:680)', () => {
  it.each(['en', 'es', 'el'])('asks and words each option without an engine token, in %s', (lang) => {
    setLocale(lang);
    let met = 0;
    eachDecision((g, seat) => {
      if (g.decision?.kind !== 'battle.casualty') return;
      const view = perikles.view(g, seat);
      const question = promptText(view);
      expect(question).not.toMatch(TOKEN);
      for (const a of perikles.legalActions(g, seat)) {
        const words = actionText(a, view);
        expect(words, JSON.stringify(a)).not.toMatch(TOKEN);
        expect(words).toMatch(/\d/); // the value of the counter lost, face up by now
      }
      met++;
    }, 12);
    expect(met).toBeGreaterThan(0);
  });
});

describe('Phase 2 Take Influence Tiles, the Assassin symbol ([P2] EN:176-182): the city picker', () => {
  it('reaches every legal cube, once, through city → cube; a city with none is not offered', () => {
    let prompts = 0;
    eachDecision((g, seat) => {
      if (g.decision?.kind !== 'influence.assassin') return;
      const legal = perikles.legalActions(g, seat);
      const first = assassinChoices(legal, undefined);
      // The picker starts at the engine's first option's city.
      expect(first.city).toBe(legal[0]!.city);
      const reached: number[] = [];
      for (const city of first.cities) {
        const at = assassinChoices(legal, city);
        expect(at.city).toBe(city);
        expect(at.targets.length).toBeGreaterThan(0);
        for (const { a, i } of at.targets) {
          expect(legal[i]).toBe(a);
          expect(a.city).toBe(city);
          reached.push(i);
        }
      }
      expect(reached.sort((x, y) => x - y)).toEqual(legal.map((_, i) => i));
      // A city named that has no cube to remove falls back to the first.
      const empty = ['athens', 'sparta', 'argos', 'corinth', 'thebes', 'megara'].find((c) => !first.cities.includes(c as never));
      if (empty) expect(assassinChoices(legal, empty).city).toBe(legal[0]!.city);
      prompts++;
    }, 6);
    expect(prompts).toBeGreaterThan(3);
  });
});
