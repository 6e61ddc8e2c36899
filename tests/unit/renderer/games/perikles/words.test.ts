// #33 Perikles' words: one glossary in en, es and el (the same keys, every one filled), and every
// option and question of a whole game worded without an engine token (ids, camelCase, placeholders).
import { afterEach, describe, expect, it } from 'vitest';
import { perikles } from '../../../../../src-shared/games/perikles/module.js';
import { CITY_IDS, LOCATIONS, SEATS, SPECIAL_IDS } from '../../../../../src-shared/games/perikles/data/index.js';
import type { PeriklesState } from '../../../../../src-shared/games/perikles/state.js';
import { setLocale, t } from '../../../../../src-renderer/i18n/index.js';
import { periklesEn } from '../../../../../src-renderer/games/perikles/i18n/en.perikles.js';
import { periklesEs } from '../../../../../src-renderer/games/perikles/i18n/es.perikles.js';
import { periklesEl } from '../../../../../src-renderer/games/perikles/i18n/el.perikles.js';
import { actionText, promptText } from '../../../../../src-renderer/games/perikles/actionWords.js';
import { periklesWords, term } from '../../../../../src-renderer/games/perikles/words.js';
import { randomGameStates } from '../../../shared/games/perikles/randomGame.js';

const LANGS = { en: periklesEn as Record<string, string>, es: periklesEs as Record<string, string>, el: periklesEl as Record<string, string> };
/** What a player must never read: a placeholder, an unknown-term mark, a camelCase or dotted/dashed engine id. */
const TOKEN = /\{|\}|(^|[\s(,:])\?($|[\s),:])|\b[a-z]+[A-Z][A-Za-z]*\b|\b[a-z]+\.[a-z]+\b|\b[a-z]+-[a-z0-9]+\b|undefined|NaN/;

afterEach(() => setLocale('en'));

it('the token check catches what it must (a check that cannot fail proves nothing)', () => {
  for (const bad of ['Place in ?', '{city}', 'Play slaveRevolt', 'Send to megara-tile', 'engine.bot.random', '? in Athens']) expect(bad).toMatch(TOKEN);
  for (const good of ['Place in Athens', 'Red asks to defend your Location: allow it?', '¿lo permites?', 'Ναός;']) expect(good).not.toMatch(TOKEN);
});

describe('Perikles glossary (#33)', () => {
  it('has the same keys in en, es and el, none empty', () => {
    const keys = Object.keys(periklesEn).sort();
    for (const [lang, dict] of Object.entries(LANGS)) {
      expect(Object.keys(dict).sort(), lang).toEqual(keys);
      for (const k of keys) expect(dict[k]!.trim(), `${lang} ${k}`).not.toBe('');
    }
  });

  it.each(Object.keys(LANGS))('names every city, seat, Location tile and Special tile in %s', (lang) => {
    setLocale(lang);
    for (const c of CITY_IDS) expect(term('city', c)).not.toBe('?');
    for (const s of SEATS) expect(periklesWords.names.seat(s)).not.toBe('?');
    for (const l of LOCATIONS) expect(term('loc', l.id), l.id).not.toBe('?');
    for (const s of SPECIAL_IDS) expect(term('special', s), s).not.toBe('?');
    for (const p of perikles.turnTable.phases) expect(periklesWords.names.phase(p), p).not.toBe('');
  });

  it.each(Object.keys(LANGS))('words every option and question of a whole 5-player game without an engine token, in %s', (lang) => {
    setLocale(lang);
    const seats = Object.fromEntries(perikles.seatsFor('standard', 5).map((s) => [s, 'human' as const]));
    let g: PeriklesState = perikles.newGame({ scenario: 'standard', seed: 'words', seats: seats as Parameters<typeof perikles.newGame>[0]['seats'] });
    const kinds = new Set<string>();
    let n = 0;
    while (!perikles.isOver(g) && n++ < 3000) {
      const seat = perikles.pending(g)!.seats[0]!;
      const view = perikles.view(g, seat);
      const legal = perikles.legalActions(g, seat);
      kinds.add(view.decision!.kind);
      const question = promptText(view);
      expect(question, view.decision!.kind).not.toMatch(TOKEN);
      expect(question).not.toBe('');
      for (const a of legal) expect(actionText(a, view), JSON.stringify(a)).not.toMatch(TOKEN);
      g = perikles.apply(g, seat, legal.find((a) => a.type === 'special') ?? legal[n % legal.length]!);
    }
    expect(perikles.isOver(g)).toBe(true);
    expect(kinds.size).toBeGreaterThan(8);
  });
});

// Special tiles: Thessalian Allies / Persian Fleet — "one side in that battle starts with one battle token":
// the option names that side as the attacker or the defender (it read "for the defend").
describe('a Special tile played for one side of a battle', () => {
  const view = perikles.view(perikles.newGame({ scenario: 'standard', seed: 'side', seats: Object.fromEntries(perikles.seatsFor('standard', 4).map((s) => [s, 'human' as const])) as Parameters<typeof perikles.newGame>[0]['seats'] }), 'red');
  it.each([
    ['en', 'Play Thessalian Allies for the attacker', 'Play Thessalian Allies for the defender'],
    ['es', 'para el atacante', 'para el defensor'],
    ['el', 'υπέρ του επιτιθέμενου', 'υπέρ του αμυνόμενου'],
  ])('names the attacker and the defender in %s', (lang, attack, defend) => {
    setLocale(lang);
    expect(actionText({ type: 'special', tile: 'thessalianAllies', side: 'attack' }, view)).toContain(attack);
    expect(actionText({ type: 'special', tile: 'thessalianAllies', side: 'defend' }, view)).toContain(defend);
  });
});

// Phase 2 Take Influence Tiles (EN:186): one tile is taken per round, so the refusal names the turn
// (as the status line does: "Turn 1 of 3"), not "this round", where it could never have happened.
it.each([['en', 'this turn', 'Turn 1 of 3'], ['es', 'este turno', 'Turno 1 de 3']])('the colour already taken is refused for this turn in %s', (lang, phrase, turn) => {
  setLocale(lang);
  expect(t('whynot.perikles.colourTaken', { city: term('city', 'argos') })).toContain(phrase);
  expect(t('perikles.word.turn', { turn: 1 })).toContain(turn);
});

// Phase 5 Commit military forces: a leader asked to let another defend his Location is told which
// Location and which counter (not its strength, which stays hidden from him).
describe('the permission question names the Location and the counter', () => {
  const found = (() => {
    for (const seed of ['perm-1', 'perm-2', 'perm-3', 'perm-4', 'perm-5', 'perm-6']) {
      const states = randomGameStates(5, seed);
      const g = states.find((x) => x.decision?.kind === 'commit.permission');
      if (g) return g;
    }
    return null;
  })();
  it.each([['en', 'asks to defend your Location'], ['es', 'pide defender tu Lugar'], ['el', 'ζητά να υπερασπιστεί']])('in %s', (lang, words) => {
    expect(found, 'a random game reaches a permission question').not.toBeNull();
    const d = found!.decision as Extract<NonNullable<PeriklesState['decision']>, { kind: 'commit.permission' }>;
    setLocale(lang);
    const view = perikles.view(found!, d.seat);
    const q = promptText(view);
    expect(q).toContain(words);
    expect(q).toContain(term('loc', view.slots[d.send.slot]!.tile));
    expect(q).toContain(term('unit', d.send.kind));
    expect(q).not.toMatch(TOKEN);
  });
});

// Phase 6 Resolve Battles: the Special tile question is asked before each rolled round, so it names
// the battle and the round it comes before (two questions in a row were otherwise alike).
describe('the Special tile question names the battle and its round', () => {
  const found = (() => {
    for (const seed of ['special-1', 'special-2', 'special-3', 'special-4']) {
      const g = randomGameStates(5, seed).find((x) => x.decision?.kind === 'battle.special');
      if (g) return g;
    }
    return null;
  })();
  it.each([['en', 'Battle for', 'On land', 'At sea'], ['es', 'Batalla por', 'En tierra', 'En el mar'], ['el', 'Μάχη για', 'Στη στεριά', 'Στη θάλασσα']])('in %s', (lang, words, land, sea) => {
    expect(found, 'a random game reaches a Special tile question').not.toBeNull();
    setLocale(lang);
    const view = perikles.view(found!, (found!.decision as { seat: string }).seat as never);
    const q = promptText(view);
    expect(q).toContain(words);
    expect(q).toContain(term('loc', view.slots[view.battle!.slot]!.tile));
    expect(q.includes(land) || q.includes(sea), q).toBe(true);
    expect(q).not.toMatch(TOKEN);
  });
});
