// #33 "the log in keys": every entry the engine logs in seeded games is worded in en, es and el from
// its key and facts (no placeholder, engine id or English engine sentence left), the rule it cites
// by the reader's own heading; the log's filters; a replayed decision names what was decided.
import { afterEach, describe, expect, it } from 'vitest';
import { LOG_TEXT, type LogEntry } from '../../../../../src-shared/games/perikles/client.js';
import { viewFor } from '../../../../../src-shared/games/perikles/view.js';
import { has, setLocale } from '../../../../../src-renderer/i18n/index.js';
import { periklesLogEn } from '../../../../../src-renderer/games/perikles/i18n/en.log.js';
import { periklesLogEs } from '../../../../../src-renderer/games/perikles/i18n/es.log.js';
import { periklesLogEl } from '../../../../../src-renderer/games/perikles/i18n/el.log.js';
import { decisionText, logEntryMatches, logText, ruleTitle } from '../../../../../src-renderer/games/perikles/logWords.js';
import { randomGameStates } from '../../../shared/games/perikles/randomGame.js';

const LANGS = ['en', 'es', 'el'] as const;
/** What a player must never read: a placeholder, an unknown-term mark, a camelCase or dotted/dashed engine id. */
const TOKEN = /\{|\}|(^|[\s(,:])\?($|[\s),:])|\b[a-z]+[A-Z][A-Za-z]*\b|\b[a-z]+\.[a-z]+\b|\b[a-z]+-[a-z0-9]+\b|undefined|NaN/;
const ENGLISH_TEXTS = Object.values(LOG_TEXT);

const games = ([[3, 'words-a'], [4, 'words-b'], [5, 'words-c'], [5, 'words-d']] as const).map(([n, seed]) => randomGameStates(n, seed));
const logs = games.map((states) => states.at(-1)!.log as LogEntry[]);

afterEach(() => setLocale('en'));

describe('the log in words (#33)', () => {
  it('has words for every message the engine has, in en, es and el, with the same keys', () => {
    expect(Object.keys(periklesLogEs).sort()).toEqual(Object.keys(periklesLogEn).sort());
    expect(Object.keys(periklesLogEl).sort()).toEqual(Object.keys(periklesLogEn).sort());
    for (const lang of LANGS) {
      setLocale(lang);
      for (const msg of Object.keys(LOG_TEXT)) expect(has(`perikles.log.${msg}`), `${lang} ${msg}`).toBe(true);
    }
  });

  it.each(LANGS)('words every entry of seeded random games without a token or the engine\'s English, in %s', (lang) => {
    setLocale(lang);
    let n = 0;
    for (const log of logs) {
      for (const e of log) {
        const words = logText(e);
        expect(words, JSON.stringify(e)).not.toMatch(TOKEN);
        expect(words).not.toBe('');
        if (lang !== 'en') for (const english of ENGLISH_TEXTS) expect(words.includes(english), `${words} / ${english}`).toBe(false);
        const rule = ruleTitle(e.rule);
        expect(rule, e.rule).not.toMatch(TOKEN);
        if (lang !== 'en') expect(rule, e.rule).not.toBe(e.rule); // the reader's own heading, not the English citation
        n++;
      }
    }
    expect(n).toBeGreaterThan(500);
  });

  it('words an entry saved before the keys by its English sentence, and an unknown one without showing it', () => {
    setLocale('es');
    const e = logs[1]!.find((x) => x.msg === 'elections.elected')!;
    const { msg: _msg, ...old } = e;
    expect(logText(old as LogEntry)).toBe(logText(e));
    expect(logText(old as LogEntry)).toMatch(/es elegido líder de/);
    expect(logText({ turn: 1, rule: 'x', text: 'a sentence of a later version' })).not.toMatch(/sentence/);
  });

  it('words a battle round with its Location, dice and winner', () => {
    const e = logs.flat().find((x) => x.msg === 'battle.round')!;
    setLocale('en');
    expect(logText(e)).toMatch(/round: attacker \d+ against defender \d+, column .+; dice \d+–\d+.*: the (attacker|defender) wins$/);
    setLocale('el');
    expect(logText(e)).toMatch(/γύρος μάχης/);
  });
});

describe('the log\'s filters (#33: by phase or kind, as Pericles\' are)', () => {
  const log = logs[2]!;
  it('Battles keeps the battles\' entries only, Elections the candidates and elections, Mine what names the seat', () => {
    const battles = log.filter((e) => logEntryMatches(e, new Set(['battles']), null));
    expect(battles.length).toBeGreaterThan(0);
    expect(battles.every((e) => String(e.msg).startsWith('battle.'))).toBe(true);
    const elections = log.filter((e) => logEntryMatches(e, new Set(['elections']), null));
    expect(new Set(elections.map((e) => String(e.msg).split('.')[0]))).toEqual(new Set(['candidates', 'elections']));
    const mine = log.filter((e) => logEntryMatches(e, new Set(['mine']), 'red'));
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan(log.length);
    expect(mine.every((e) => [e.seat, e.asker, e.cube, e.winner].includes('red'))).toBe(true);
    // Both pressed: both must match.
    expect(log.filter((e) => logEntryMatches(e, new Set(['mine', 'battles']), 'red')).every((e) => String(e.msg).startsWith('battle.') && [e.seat, e.asker, e.cube, e.winner].includes('red'))).toBe(true);
  });
});

describe('a replayed decision names the decision (#33)', () => {
  const states = games[1]!;
  /** The decision that took state k-1 to k, as a replay frame shows it: its seat, the entries it added, the view after. */
  function frameAt(k: number, own: boolean) {
    const before = states[k - 1]!;
    const after = states[k]!;
    const seat = before.decision!.seat;
    const added = after.log.slice(before.log.length) as LogEntry[];
    return { d: { seat, ...(own ? { action: { type: 'done' } } : {}) }, added, view: viewFor(after, 'spectator') };
  }
  const takeAt = states.findIndex((g, k) => k > 0 && g.log.slice(states[k - 1]!.log.length).some((e) => e.msg === 'influence.take'));

  it.each(LANGS)('"Red took an Influence tile of Sparta", in %s', (lang) => {
    setLocale(lang);
    const { d, added, view } = frameAt(takeAt, false);
    const line = decisionText(d, added, view);
    expect(line).not.toMatch(TOKEN);
    const expected = { en: /^\S+ took an Influence tile: .+/, es: /^\S+ tomó una loseta de Influencia: .+/, el: /^\S+: πήρε πλακίδιο Επιρροής: .+/ }[lang];
    expect(line).toMatch(expected);
  });

  it('a decision that logged nothing of its own reads as the option chosen, or only who decided', () => {
    setLocale('en');
    const k = states.findIndex((g, i) => i > 0 && g.log.length === states[i - 1]!.log.length);
    expect(decisionText(frameAt(k, true).d, [], frameAt(k, true).view)).toMatch(/^\S+ chose: /);
    expect(decisionText(frameAt(k, false).d, [], frameAt(k, false).view)).toMatch(/^\S+ decided$/);
  });
});
