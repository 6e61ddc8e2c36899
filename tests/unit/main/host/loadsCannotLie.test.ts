// #31 item 3: loads that cannot lie. A save whose game no rules can reach is refused through the
// host's load path as damaged or altered, naming what is wrong (a Reason the renderer words in the
// player's language), and the game that was open stays open; the saves list shows the summary of
// the game itself, never the file's. Each save here is a real solo game, changed in one way and
// re-sealed (checksum and state hash made anew), so only the checks of the game can catch it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameHost, type HostError } from '../../../../src-main/host/host.js';
import { openSaveStore, saveStorePersistence, type GameRecord } from '../../../../src-main/host/persistence.js';
import { createEnvelope, gameStateOfSnapshot } from '../../../../src-main/saves/format.js';
import { SaveStore } from '../../../../src-main/saves/store.js';
import { legalActions, pending } from '../../../../src-shared/engine.js';
import type { GameState } from '../../../../src-shared/games/pericles/model/state.js';
import type { ErrorMessage } from '../../../../src-shared/protocol/messages.js';
import { errorText } from '../../../../src-renderer/games/pericles/game/engineText.js';
import { setLocale } from '../../../../src-renderer/i18n/index.js';

const SOLO = { aristocrats: 'human', demagogues: 'bot:random', eurypontids: 'bot:random', agiads: 'bot:random' } as const;
let root: string;
let n = 0;
beforeAll(async () => { root = await mkdtemp(path.join(tmpdir(), 'pericles-lies-')); });
afterAll(() => rm(root, { recursive: true, force: true }));

/** A host on a fresh saves folder, playing a solo development game a few human decisions in. */
async function soloHost(): Promise<{ host: GameHost<GameState>; dir: string }> {
  const dir = path.join(root, `h${++n}`);
  const host = new GameHost<GameState>({ persistence: saveStorePersistence(openSaveStore(dir), { appVersion: 'test', rulesDataVersion: 'test' }), log: () => undefined });
  host.newGame({ scenario: 'development', seed: 'cannot-lie', seats: SOLO });
  for (let i = 0; i < 4; i++) {
    await host.whenIdle();
    const g = host.game!;
    host.act('aristocrats', legalActions(g, 'aristocrats')[i % 2]!);
  }
  await host.whenIdle();
  await host.flush();
  return { host, dir };
}

/** Writes `record`, its game changed by `change`, as the sealed save `name` (as a careful forger would). */
async function forge(dir: string, name: string, record: GameRecord, change: (g: GameState, r: GameRecord) => void): Promise<void> {
  const r = structuredClone(record);
  change((r.snapshot as { context: { game: GameState } }).context.game, r);
  await new SaveStore(dir, { stateOf: gameStateOfSnapshot }).save(name, createEnvelope({
    appVersion: 'test', rulesDataVersion: 'test', name, scenario: r.scenario, seed: r.seed, seats: r.seats,
    summary: r.summary, snapshot: r.snapshot as object, decisions: r.decisions,
  }, gameStateOfSnapshot));
}

/** Loads `name` and returns the refusal; the game that was open must be exactly as it was. */
async function refusal(host: GameHost<GameState>, name: string): Promise<HostError> {
  const before = JSON.stringify(host.record());
  const e = await host.load(name).then(() => null, (err: unknown) => err as HostError);
  expect(e, `${name} was loaded`).not.toBeNull();
  expect(JSON.stringify(host.record())).toBe(before);
  return e!;
}

const CASES: Array<{ name: string; key: string; change: (g: GameState, r: GameRecord) => void }> = [
  { name: 'no pending decision while the game goes on (4.0)', key: 'noPending', change: (g) => { g.flow.pending = null; } },
  { name: 'theater 1 missing (3.1)', key: 'theaterMissing', change: (g) => { delete g.theaters['1']; } },
  {
    name: 'a result while play goes on (11.1)', key: 'resultWhilePlaying',
    change: (g) => { g.result = { reason: 'honor', winningSide: 'athens', winner: 'aristocrats', rule: '11.11' }; },
  },
  { name: 'phase over with no result (11.1)', key: 'overWithoutResult', change: (g) => { g.flow.phase = 'over'; g.flow.pending = null; } },
  { name: 'turn 99 of a 10-turn game (11.0)', key: 'turn', change: (g) => { g.turn = 99; } },
  { name: 'an all-zero random state', key: 'rngZero', change: (g) => { g.rng = [0, 0, 0, 0]; } },
  {
    name: 'a card gone from the game (3.3)', key: 'cardMissing',
    change: (g) => {
      const pile = [g.sides.athens.politicalDeck, g.sides.athens.battleDeck, g.sides.athens.discard].find((p) => p.length > 0)!;
      pile.pop();
    },
  },
  {
    name: 'the human\'s pending decision moved to a bot seat', key: 'pendingReplay',
    change: (g) => {
      expect(g.flow.pending!.seats).toEqual(['aristocrats']);
      g.flow.pending!.seats = ['demagogues'];
    },
  },
  {
    name: 'a summary that lies (turn 99, Honor 999)', key: 'summary',
    change: (_g, r) => { r.summary = { turn: 99, phase: 'end', factionsHonor: { aristocrats: 999, demagogues: 999, eurypontids: 999, agiads: 999 } }; },
  },
];

describe('#31 item 3: a save no rules can reach is refused as damaged or altered', () => {
  for (const c of CASES) {
    it(`refuses ${c.name}, naming it`, async () => {
      const { host, dir } = await soloHost();
      // The human decides now: the bots have answered (the seat the forged decision is moved from).
      expect(pending(host.game!)!.seats).toEqual(['aristocrats']);
      await forge(dir, 'Forged', host.record(), c.change);
      const e = await refusal(host, 'Forged');
      expect(e.code).toBe('bad-save');
      expect(e.reason?.key).toBe(`engine.damaged.${c.key}`);
      expect(e.message).toMatch(/damaged or altered/);
      expect(e.message).not.toMatch(/different rules/);
      await host.dispose();
    });
  }

  it('the refusal travels to the page with its reason, worded in English, Spanish and Greek', async () => {
    const { host, dir } = await soloHost();
    await forge(dir, 'Forged', host.record(), (g) => { delete g.theaters['1']; });
    const reply = await host.connect(() => undefined).request({ type: 'load', id: 1, name: 'Forged' }) as ErrorMessage;
    expect(reply).toMatchObject({ type: 'error', code: 'bad-save', reason: { key: 'engine.damaged.theaterMissing', args: { theater: 1 } } });
    const words: Record<string, RegExp> = {
      en: /^This save is damaged or has been altered: theater 1 Sicily is missing from the map\./,
      es: /^Esta partida guardada está dañada o ha sido alterada: falta en el mapa el Teatro 1 Sicilia\./,
      el: /^Αυτή η αποθήκευση είναι κατεστραμμένη ή έχει αλλοιωθεί: το Θέατρο 1 Σικελία λείπει από τον χάρτη\./,
    };
    try {
      for (const [lang, want] of Object.entries(words)) {
        setLocale(lang);
        const text = errorText(reply.code, reply.message, reply.reason);
        expect(text).toMatch(want);
        expect(text).not.toMatch(/[{}]|engine\.|theaterMissing/);
      }
    } finally {
      setLocale('en');
    }
    await host.dispose();
  });

  it('the saves list shows the summary of the game itself, not the one the file claims', async () => {
    const { host, dir } = await soloHost();
    const truth = host.record().summary;
    await forge(dir, 'Boastful', host.record(), (_g, r) => { r.summary = { turn: 99, phase: 'end', factionsHonor: { aristocrats: 999, demagogues: 999, eurypontids: 999, agiads: 999 } }; });
    const listed = (await host.listSaves()).find((s) => s.name === 'Boastful');
    expect(listed).toMatchObject({ ok: true, turn: truth.turn, phase: truth.phase, honor: truth.factionsHonor });
    await host.dispose();
  });

  it('a sound save of the same game still loads (the checks refuse only what is wrong)', async () => {
    const { host, dir } = await soloHost();
    await forge(dir, 'Honest', host.record(), () => undefined);
    await expect(host.load('Honest')).resolves.toMatchObject({ replay: 'ok' });
    await host.dispose();
  });
});
