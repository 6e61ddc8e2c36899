// Save/load benchmark for the persistence layer (src-main/saves).
// Run: npx tsx scripts/bench-saves.ts   -> prints save_ms, load_ms (medians) and save_bytes.
// The synthetic envelope is mid-campaign sized (~40 KB snapshot, ~2,000 decisions); pass a
// real game's envelope to benchSaves() once the engine can produce one.
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createEnvelope, type SaveEnvelope, type StateSelector, type UnsealedEnvelope } from '../src-main/saves/format.js';
import { SaveStore } from '../src-main/saves/store.js';
import { INDEX_FILE } from '../src-main/saves/listIndex.js';

export interface BenchResult {
  /** Median wall time of SaveStore.save (seal + serialize + atomic write with fsyncs), ms. */
  saveMs: number;
  /** Median wall time of SaveStore.load (read + parse + validate + checksum + state hash), ms. */
  loadMs: number;
  /** Median wall time of load + `verify` (the replay check the host runs on load), ms; when given. */
  loadVerifiedMs?: number;
  /** Size of the written file, bytes. */
  saveBytes: number;
  runs: number;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

export interface BenchOptions {
  runs?: number;
  /** How the envelope's stateHash was computed (the app hashes snapshot.context.game). */
  stateOf?: StateSelector;
  /** Extra work done on every load by the app (replay verification); timed as loadVerifiedMs. */
  verify?: (envelope: SaveEnvelope) => void;
}

export async function benchSaves(makeEnvelope: () => SaveEnvelope | UnsealedEnvelope, opts: BenchOptions | number = {}): Promise<BenchResult> {
  const { runs = 20, stateOf, verify } = typeof opts === 'number' ? { runs: opts } : opts;
  const dir = await mkdtemp(path.join(tmpdir(), 'pericles-bench-'));
  try {
    const store = new SaveStore(dir, stateOf ? { stateOf } : {});
    const saveTimes: number[] = [];
    const loadTimes: number[] = [];
    const verifiedTimes: number[] = [];
    let saveBytes = 0;
    // One warm-up round (JIT, schema compilation) not counted.
    await store.save('bench', makeEnvelope());
    await store.load('bench');
    for (let i = 0; i < runs; i++) {
      const env = makeEnvelope();
      let t = performance.now();
      await store.save('bench', env);
      saveTimes.push(performance.now() - t);
      t = performance.now();
      const { envelope } = await store.load('bench');
      loadTimes.push(performance.now() - t);
      if (verify) {
        verify(envelope);
        verifiedTimes.push(performance.now() - t);
      }
      saveBytes = (await stat(store.fileOf('bench'))).size;
    }
    return {
      saveMs: median(saveTimes), loadMs: median(loadTimes), saveBytes, runs,
      ...(verify ? { loadVerifiedMs: median(verifiedTimes) } : {}),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export interface ListBenchResult {
  /** Median wall time of listing `saves` saves in a new SaveStore (a new process), index kept beside them, ms. */
  listMs: number;
  /** One listing with no index (the first after an upgrade: every save read in full once), ms. */
  coldListMs: number;
  saves: number;
}

/**
 * The saves browser's listing (#31 item 5): `saves` copies of the envelope written as the host
 * writes them, then listed by a fresh SaveStore each run, as a newly started app lists them.
 */
export async function benchSavesList(envelope: SaveEnvelope, opts: { saves?: number; runs?: number; stateOf?: StateSelector } = {}): Promise<ListBenchResult> {
  const { saves = 100, runs = 5, stateOf } = opts;
  const dir = await mkdtemp(path.join(tmpdir(), 'pericles-bench-list-'));
  const storeOpts = stateOf ? { stateOf } : {};
  try {
    const writer = new SaveStore(dir, storeOpts);
    for (let i = 0; i < saves; i++) await writer.save(`Game ${i + 1}`, envelope);
    if ((await writer.list()).filter((e) => e.ok).length !== saves) throw new Error('bench: the saves written are not all listed');
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      const list = await new SaveStore(dir, storeOpts).list();
      times.push(performance.now() - t);
      if (list.length !== saves) throw new Error(`bench: listed ${list.length} saves of ${saves}`);
    }
    await rm(path.join(dir, INDEX_FILE));
    const t = performance.now();
    await new SaveStore(dir, storeOpts).list();
    const coldListMs = performance.now() - t;
    return { listMs: median(times), coldListMs, saves };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const FACTIONS = ['aristocrats', 'demagogues', 'eurypontids', 'agiads'] as const;

/** A synthetic mid-campaign envelope: XState-like snapshot of ~40 KB and ~2,000 decisions. */
export function syntheticEnvelope(targetSnapshotBytes = 40_000, decisionCount = 2_000): SaveEnvelope {
  const theaters = Array.from({ length: 14 }, (_, i) => ({
    id: `theater-${i}`,
    units: { athens: { land: i % 5, naval: (i * 3) % 4 }, sparta: { land: (i * 2) % 6, naval: i % 3 } },
    bases: i % 3 === 0 ? ['athens'] : i % 3 === 1 ? ['sparta'] : [],
    markers: [{ id: `m${i}`, kind: 'attack', placedBy: FACTIONS[i % 4] }],
  }));
  const game: Record<string, unknown> = {
    format: 1, scenario: 'campaign', seed: 'bench-seed', rng: [123456789, 362436069, 521288629, 88675123],
    turn: 14, lastTurn: 27, war: 'war', plague: 'none',
    seats: { aristocrats: 'human', demagogues: 'bot:rule', eurypontids: 'bot:search', agiads: 'bot:rule' },
    factions: Object.fromEntries(FACTIONS.map((f, i) => [f, {
      honor: 20 + i * 3, strategos: 4, hand: Array.from({ length: 6 }, (_, k) => `card-${i}-${k}`),
      entourage: [`card-e-${i}`], brainTrustUsed: false, dealtSixThisTurn: false, markers: [],
    }])),
    theaters,
    flow: { phase: 'theaterResolution', segment: 'battle', pending: { kind: 'battle.commit', seats: ['agiads'] }, data: {} },
    log: [] as unknown[],
    result: null, nextId: 4812,
  };
  const log = game.log as unknown[];
  let i = 0;
  while (JSON.stringify(game).length < targetSnapshotBytes - 400) {
    log.push({ turn: 1 + (i % 14), rule: `${6 + (i % 8)}.${i % 10}`, msg: 'log.battle.result', args: { theater: `theater-${i % 14}`, hits: i % 4, card: `card-${i % 90}` } });
    i++;
  }
  const snapshot = { status: 'active', value: { playing: 'theaterResolution' }, context: { game }, historyValue: {}, children: {} };
  const decisions = Array.from({ length: decisionCount }, (_, k) => ({
    seat: FACTIONS[k % 4]!,
    action: k % 3 === 0 ? { type: 'debate.card', card: `card-${k % 90}` } : k % 3 === 1 ? { type: 'theater.place', theater: `theater-${k % 14}`, marker: `m${k}` } : { type: 'pass' },
  }));
  return createEnvelope({
    appVersion: '0.1.0', rulesDataVersion: 'bench', name: 'Bench campaign', scenario: 'campaign', seed: 'bench-seed',
    seats: game.seats as SaveEnvelope['seats'],
    summary: { turn: 14, phase: 'theaterResolution', factionsHonor: { aristocrats: 20, demagogues: 23, eurypontids: 26, agiads: 29 } },
    snapshot, decisions,
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const env = syntheticEnvelope();
  benchSaves(() => env).then(
    (r) => {
      console.log(`bench: save_ms=${r.saveMs.toFixed(2)} ms`);
      console.log(`bench: load_ms=${r.loadMs.toFixed(2)} ms`);
      console.log(`bench: save_bytes=${r.saveBytes} bytes`);
    },
    (e: unknown) => {
      console.error(e);
      process.exitCode = 1;
    },
  );
}
