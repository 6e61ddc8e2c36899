// `npx tsx scripts/hostile-saves.ts` — writes the hostile-save corpus of #13 (item 7) into
// tests/fixtures/hostile-saves/v2/, in the current format: each file starts as a real save of a
// real game, then one thing is broken. The files at the top of tests/fixtures/hostile-saves/ were
// written by this script while format 1 was current (before saves named their game, #32) and are
// kept as written, as old files are: loading them proves that migrating hostile input still
// refuses it. Most are re-sealed (checksum and state hash recomputed) so that only the checks of the
// game itself can catch them; a few are damaged as files (cut off, not JSON, too deep, wrong sum).
// tests/unit/main/host/hostileSaves.test.ts loads each one and expects a refusal that names the fault.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GameHost } from '../src-main/host/host.js';
import { memoryPersistence } from '../src-main/host/persistence.js';
import { APP_VERSION, RULES_DATA_VERSION } from '../src-main/host/version.js';
import { computeChecksum, computeStateHash, gameStateOfSnapshot, CURRENT_FORMAT, PERICLES, SAVE_KIND } from '../src-main/saves/format.js';
import { gameOfSnapshot } from '../src-shared/machine/snapshot.js';
import { canonicalJson } from '../src-shared/engine.js';
import { legalActions } from '../src-shared/engine.js';
import type { GameState } from '../src-shared/games/pericles/model/state.js';

export const CORPUS_DIR = join(import.meta.dirname, '..', 'tests', 'fixtures', 'hostile-saves');
/** Where this script writes: the corpus in the current format (2). */
export const CORPUS_V2_DIR = join(CORPUS_DIR, 'v2');

type Json = Record<string, unknown>;
/** One hostile case: change the game (or the whole envelope) in place; `raw` edits the file text. */
interface Case { name: string; game?(g: Json): void; envelope?(e: Json): void; raw?(text: string): string; reseal?: boolean }

const at = (o: Json, path: string): Json => path.split('.').reduce<Json>((v, k) => v[k] as Json, o);

const CASES: Case[] = [
  { name: 'honor-negative', game: (g) => { at(g, 'factions.demagogues').honor = -50; } },
  { name: 'honor-huge', game: (g) => { at(g, 'factions.demagogues').honor = 1e308; } },
  { name: 'honor-string', game: (g) => { at(g, 'factions.demagogues').honor = 'lots'; } },
  { name: 'honor-nan-text', game: (g) => { at(g, 'factions.agiads').honor = 'NaN'; } },
  { name: 'honor-fraction', game: (g) => { at(g, 'factions.agiads').honor = 12.5; } },
  { name: 'honor-null', game: (g) => { at(g, 'factions.eurypontids').honor = null; } },
  { name: 'card-duplicated', game: (g) => { const h = at(g, 'factions.aristocrats').hand as string[]; const other = at(g, 'sides.athens').politicalDeck as string[]; h.push(other[0]!); } },
  { name: 'card-unknown', game: (g) => { (at(g, 'factions.aristocrats').hand as string[]).push('ath-99'); } },
  { name: 'card-other-side', game: (g) => { (at(g, 'factions.aristocrats').hand as string[]).push('spa-05'); } },
  { name: 'segment-unknown', game: (g) => { at(g, 'flow').segment = 'nowhere.step'; } },
  { name: 'phase-unknown', game: (g) => { at(g, 'flow').phase = 'siesta'; } },
  { name: 'pending-seat-persia', game: (g) => { (at(g, 'flow').pending as Json).seats = ['persia']; } },
  { name: 'pending-kind-unknown', game: (g) => { (at(g, 'flow').pending as Json).kind = 'muster.fly'; } },
  { name: 'pending-secret-stranger', game: (g) => { (at(g, 'flow').pending as Json).secret = { persia: { type: 'x' } }; } },
  { name: 'proto-key', raw: (t) => t.replace('"factions":{', '"factions":{"__proto__":{"honor":999},') },
  { name: 'constructor-key', raw: (t) => t.replace('"units":{', '"units":{"constructor":{"land":1,"naval":1},') },
  { name: 'log-not-array', game: (g) => { g.log = {}; } },
  { name: 'log-entry-huge', game: (g) => { (g.log as Json[]).push({ turn: 1, rule: '4.0', msg: 'x'.repeat(200_000), args: {} }); } },
  // #31 item 4: an entry a little over what a page of the log carries (MAX_LOG_ENTRY_BYTES).
  { name: 'log-entry-over-cap', game: (g) => { (g.log as Json[]).push({ turn: 1, rule: '4.0', msg: 'turn.start', args: { turn: 1, note: 'n'.repeat(5000) } }); } },
  { name: 'queues-null', game: (g) => { g.queues = null; } },
  { name: 'side-missing', game: (g) => { delete (g.sides as Json).sparta; } },
  { name: 'faction-missing', game: (g) => { delete (g.factions as Json).agiads; } },
  { name: 'theater-unknown', game: (g) => { (g.theaters as Json)['21'] = structuredClone((g.theaters as Json)['1']); } },
  { name: 'units-negative', game: (g) => { at(g, 'theaters.1.units.athens').land = -3; } },
  { name: 'units-over-limit', game: (g) => { at(g, 'theaters.1.units.athens').land = 99; } },
  { name: 'bases-too-many', game: (g) => { at(g, 'theaters.1.bases').athens = 3; at(g, 'theaters.1.bases').delian = 3; } },
  { name: 'strategos-over', game: (g) => { at(g, 'sides.athens').stock = 500; } },
  { name: 'treachery-over', game: (g) => { at(g, 'theaters.1.treachery').athens = 50; } },
  { name: 'persian-bases-over', game: (g) => { g.persianBases = 99; } },
  { name: 'rng-not-numbers', game: (g) => { g.rng = ['a', 'b', 'c', 'd']; } },
  { name: 'turn-string', game: (g) => { g.turn = '3'; } },
  { name: 'war-unknown', game: (g) => { g.war = 'maybe'; } },
  { name: 'scenario-unknown', game: (g) => { g.scenario = 'atlantis'; } },
  { name: 'honor-order-short', game: (g) => { g.honorOrder = ['aristocrats']; } },
  { name: 'marker-owner-unknown', game: (g) => { (at(g, 'factions.aristocrats').markers as Json[]).push({ id: 'mx', owner: 'persia', kind: 'military' }); } },
  { name: 'dominant-wrong-side', game: (g) => { at(g, 'sides.athens').dominant = 'agiads'; } },
  { name: 'seat-unknown', game: (g) => { at(g, 'seats').aristocrats = 'alien'; } },
  { name: 'extra-field', game: (g) => { g.cheat = true; } },
  { name: 'result-bogus', game: (g) => { g.result = { reason: 'magic', winningSide: null, winner: null, rule: '11.1' }; } },
  { name: 'game-is-array', envelope: (e) => { (e.snapshot as Json).context = { game: [] }; } },
  { name: 'snapshot-empty', envelope: (e) => { e.snapshot = {}; } },
  { name: 'decisions-not-array', envelope: (e) => { e.decisions = { first: 1 }; } },
  { name: 'future-format', envelope: (e) => { e.format = CURRENT_FORMAT + 98; } },
  // The bots' reasons (#29 item 3): wrong types, out of bounds, too long, too deep, of no decision.
  { name: 'reasons-not-list', envelope: (e) => { e.botReasons = { first: botReason(e) }; } },
  { name: 'reason-decision-text', envelope: (e) => { e.botReasons = [{ ...botReason(e), decision: '0' }]; } },
  { name: 'reason-decision-beyond', envelope: (e) => { e.botReasons = [{ ...botReason(e), decision: (e.decisions as unknown[]).length }]; } },
  { name: 'reason-seat-other', envelope: (e) => { e.botReasons = [{ ...botReason(e), seat: (e.decisions as Json[])[0]!.seat === 'agiads' ? 'aristocrats' : 'agiads' }]; } },
  { name: 'reason-twice', envelope: (e) => { e.botReasons = [botReason(e), botReason(e)]; } },
  { name: 'reason-kind-unknown', envelope: (e) => { e.botReasons = [{ ...botReason(e), kind: 'debate.cheat' }]; } },
  { name: 'reason-key-words', envelope: (e) => { e.botReasons = [{ ...botReason(e), reason: { key: 'I will win by turn 3' } }]; } },
  { name: 'reason-text-huge', envelope: (e) => { e.botReasons = [{ ...botReason(e), reason: { key: 'engine.bot.only', args: { card: 'x'.repeat(100_000) } } }]; } },
  { name: 'reason-nested-deep', envelope: (e) => { e.botReasons = [{ ...botReason(e), reason: Array.from({ length: 30 }).reduce<Json>((r) => ({ key: 'engine.bot.timedOut', args: { rule: r } }), { key: 'engine.bot.only' }) }]; } },
  { name: 'deep-nesting', raw: (t) => t.replace('"data":{', `"data":{"deep":${'['.repeat(20_000)}${']'.repeat(20_000)},`) },
  // #31 item 3: games no rules can reach, each sound in shape and re-sealed. The base game waits for
  // the Agiads' theater.place (8.3) in turn 6 of the development setup's 10.
  { name: 'pending-none', game: (g) => { at(g, 'flow').pending = null; } },
  { name: 'theater-missing', game: (g) => { delete (g.theaters as Json)['1']; } },
  { name: 'result-while-playing', game: (g) => { g.result = { reason: 'honor', winningSide: 'athens', winner: 'aristocrats', rule: '11.11' }; } },
  { name: 'over-without-result', game: (g) => { at(g, 'flow').phase = 'over'; at(g, 'flow').pending = null; } },
  { name: 'turn-beyond-scenario', game: (g) => { g.turn = 99; } },
  { name: 'rng-all-zero', game: (g) => { g.rng = [0, 0, 0, 0]; } },
  { name: 'card-gone', game: (g) => { (at(g, 'sides.athens').battleDeck as string[]).pop(); } },
  {
    name: 'pending-to-bot',
    envelope: (e) => {
      // The Agiads' decision handed to the Eurypontids, made a bot in the file and in the game alike.
      (e.seats as Json).eurypontids = 'bot:rule';
      const g = gameOfSnapshot(e.snapshot) as Json;
      at(g, 'seats').eurypontids = 'bot:rule';
      (at(g, 'flow').pending as Json).seats = ['eurypontids'];
    },
  },
  // #30: a seat changing hands is an entry of the record, checked whole: a Faction, the kinds it goes from and to, nothing else.
  { name: 'seat-change-unknown-kind', envelope: (e) => { (e.decisions as Json[]).push({ seat: 'agiads', action: { type: 'seat.change', from: 'human', to: 'bot:godlike' } }); } },
  { name: 'seat-change-extra-field', envelope: (e) => { (e.decisions as Json[]).push({ seat: 'agiads', action: { type: 'seat.change', from: 'human', to: 'bot:hard', hand: ['ath-01'] } }); } },
  { name: 'seat-change-not-faction', envelope: (e) => { (e.decisions as Json[]).push({ seat: 'persia', action: { type: 'seat.change', from: 'human', to: 'bot:hard' } }); } },
  { name: 'summary-lies', envelope: (e) => { e.summary = { turn: 99, phase: 'end', factionsHonor: { aristocrats: 999, demagogues: 999, eurypontids: 999, agiads: 999 } }; } },
  { name: 'checksum-wrong', raw: (t) => t.replace(/"honor":(\d+)/, (_m, n: string) => `"honor":${Number(n) + 40}`), reseal: false },
  { name: 'truncated', raw: (t) => t.slice(0, Math.floor(t.length / 2)), reseal: false },
  { name: 'not-json', raw: () => 'MZ\u0090 this is not a save at all', reseal: false },
  // #31 item 6: a number beyond any double (JSON reads 1e400 as Infinity, which nothing can seal): a bad save, not an I/O failure.
  { name: 'honor-1e400', raw: (t) => t.replace(/"honor":(\d+)/, '"honor":1e400'), reseal: false },
  // #31, save files opened from outside: the game id names the files (journal, autosaves) a load
  // writes, so one that leaves the folder, or is not the id's own form, is refused.
  { name: 'game-id-traversal', envelope: (e) => { e.gameId = '../../../../tmp/pericles'; } },
  { name: 'game-id-uppercase', envelope: (e) => { e.gameId = 'ABCDEF012345'; } },
  // #32: a save names its game, and the options it began with are that game's.
  { name: 'game-unknown', envelope: (e) => { e.game = 'no-such-game'; } },
  { name: 'game-missing', envelope: (e) => { delete e.game; } },
  { name: 'options-unknown', envelope: (e) => { e.options = { handicap: 20, extraHonor: 100 }; } },
  { name: 'options-handicapped-persia', envelope: (e) => { e.options = { handicap: 20, handicapped: ['persia'] }; } },
];

/** Only the named cases, beside the files already there (older files are kept as they were). */
export const ONLY_FLAG = '--only';

/** A well-formed bot reason for the envelope's first decision (as host.ts keeps them). */
function botReason(e: Json): Json {
  const first = (e.decisions as Json[])[0]!;
  return { decision: 0, seat: first.seat, turn: 1, kind: 'muster.commit', logLength: 1, reason: { key: 'engine.bot.only' } };
}

/** A real save of a real game: the development scenario after some random decisions. */
function baseEnvelope(): Json {
  const host = new GameHost({ persistence: memoryPersistence(), autosave: false });
  host.newGame({ scenario: 'development', seed: 'hostile-corpus' });
  let n = 0;
  for (let i = 0; i < 60; i++) {
    const g = gameOfSnapshot(host.record().snapshot) as GameState;
    const seat = g.flow.pending?.seats[0];
    if (!seat) break;
    const legal = legalActions(g, seat);
    host.act(seat, legal[(i * 7) % legal.length]!);
    n++;
  }
  const r = host.record();
  const env: Json = {
    kind: SAVE_KIND, format: CURRENT_FORMAT, game: PERICLES, appVersion: APP_VERSION, rulesDataVersion: RULES_DATA_VERSION,
    name: 'Hostile', savedAt: '2026-01-01T00:00:00.000Z', scenario: r.scenario, seed: r.seed, seats: r.seats,
    summary: r.summary, snapshot: r.snapshot, decisions: r.decisions.slice(0, n),
  };
  return env;
}

/** The file text with checksum and state hash recomputed over what the case left. */
function sealed(env: Json): string {
  // A snapshot without a game has nothing to select: hash it whole, as a hostile writer would.
  const hasGame = gameOfSnapshot(env.snapshot) !== undefined;
  env.stateHash = computeStateHash(env.snapshot, hasGame ? gameStateOfSnapshot : (s) => s);
  env.checksum = computeChecksum(env);
  return canonicalJson(env);
}

/** Re-seals a document given as text (for cases that edit the text itself). */
function resealText(text: string): string {
  const doc = JSON.parse(text) as Json;
  try {
    return sealed(doc);
  } catch {
    // Too deep to hash: the loader must refuse it before it would try.
    return text;
  }
}

export function writeCorpus(dir = CORPUS_V2_DIR, only?: readonly string[]): string[] {
  mkdirSync(dir, { recursive: true });
  if (!only) for (const f of readdirSync(dir)) if (f.endsWith('.json')) rmSync(join(dir, f));
  const names: string[] = [];
  for (const c of CASES.filter((x) => !only || only.includes(x.name))) {
    const env = baseEnvelope();
    if (c.game) c.game(gameOfSnapshot(env.snapshot) as Json);
    if (c.envelope) c.envelope(env);
    let text = sealed(env);
    if (c.raw) {
      text = c.raw(text);
      if (c.reseal !== false) text = resealText(text);
    }
    writeFileSync(join(dir, `${c.name}.json`), text);
    names.push(c.name);
  }
  return names;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const at = process.argv.indexOf(ONLY_FLAG);
  const names = writeCorpus(CORPUS_V2_DIR, at > 0 ? process.argv.slice(at + 1) : undefined);
  console.log(`hostile-saves: wrote ${names.length} files to ${CORPUS_V2_DIR}`);
}
