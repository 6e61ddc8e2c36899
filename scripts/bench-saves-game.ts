// Save/load figures for a real mid-campaign game: the Campaign played by random bots to its
// middle (turn 5 of 10), persisted as the host does (actor snapshot + every decision), loaded as
// the host does (validated file, then the replay verification of src-main/host/replay.ts).
import { createActor } from 'xstate';
import { FACTIONS, type Faction } from '../src-shared/games/pericles/model/ids.js';
import { playRandomGame } from '../src-shared/games/pericles/engine/simulate.js';
import { periclesMachine as gameMachine } from '../src-shared/games/pericles/machine.js';
import { createEnvelope, gameStateOfSnapshot } from '../src-main/saves/format.js';
import { verifyRecord } from '../src-main/host/replay.js';
import type { Decision } from '../src-main/host/persistence.js';
import { benchSaves, benchSavesList } from './bench-saves.js';

export async function runSavesBench(line: (name: string, value: number, unit: string) => void): Promise<void> {
  const played = playRandomGame({ scenario: 'campaign', seed: 'bench-saves', turns: 5, until: 'end' });
  const game = played.final;
  if (!game) throw new Error(`could not play the bench game: ${played.message}`);
  const actor = createActor(gameMachine, { input: { game } }).start();
  const snapshot = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as object;
  actor.stop();
  const honor = Object.fromEntries(FACTIONS.map((f) => [f, game.factions[f].honor])) as Record<Faction, number>;
  const envelopeOf = (thumbnail?: string) => createEnvelope({
    appVersion: 'bench', rulesDataVersion: 'bench', name: 'Mid-campaign', scenario: game.scenario, seed: game.seed,
    seats: game.seats, summary: { turn: game.turn, phase: game.flow.phase, factionsHonor: honor },
    snapshot, decisions: played.decisions, ...(thumbnail ? { thumbnail } : {}),
  }, gameStateOfSnapshot);
  const r = await benchSaves(() => envelopeOf(), {
    runs: 10,
    stateOf: gameStateOfSnapshot,
    verify: (env) => {
      const check = verifyRecord({ ...env, decisions: env.decisions as Decision[] });
      if (!check.ok) throw new Error(`bench save does not replay: ${check.message}`);
    },
  });
  line('save_ms', Math.round(r.saveMs * 10) / 10, 'ms');
  line('load_ms', Math.round(r.loadMs * 10) / 10, 'ms');
  // What the host does on load: the file load above plus replaying every decision (replay.ts).
  line('load_verified_ms', Math.round((r.loadVerifiedMs ?? 0) * 10) / 10, 'ms');
  line('save_bytes', r.saveBytes, 'bytes');
  line('save_decisions', played.decisions.length, 'decisions');
  // The saves browser's listing (#31 item 5): 100 such saves, each with a board picture of a
  // usual size, listed by a newly started app (the index beside them), then with no index.
  const list = await benchSavesList(envelopeOf(BENCH_THUMBNAIL), { saves: 100, stateOf: gameStateOfSnapshot });
  line('saves_list_100_ms', Math.round(list.listMs * 10) / 10, 'ms');
  line('saves_list_100_cold_ms', Math.round(list.coldListMs), 'ms');
}

/** A PNG data URL of about 40 KB, as the board's pictures are: a 1×1 PNG's chunks, then padding. */
const BENCH_THUMBNAIL = 'data:image/png;base64,' + Buffer.concat([
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
  Buffer.alloc(30_000),
]).toString('base64');
