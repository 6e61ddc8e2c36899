// Save/load figures for a real mid-campaign game: the Campaign played by random bots to its
// middle (turn 5 of 10), persisted as the host does (actor snapshot + every decision), loaded as
// the host does (validated file, then the replay verification of src-main/host/replay.ts).
import { createActor } from 'xstate';
import { FACTIONS, type Faction } from '../src-shared/model/ids.js';
import { playRandomGame } from '../src-shared/engine/simulate.js';
import { gameMachine } from '../src-shared/machine/gameMachine.js';
import { createEnvelope, gameStateOfSnapshot } from '../src-main/saves/format.js';
import { verifyRecord } from '../src-main/host/replay.js';
import type { Decision } from '../src-main/host/persistence.js';
import { benchSaves } from './bench-saves.js';

export async function runSavesBench(line: (name: string, value: number, unit: string) => void): Promise<void> {
  const played = playRandomGame({ scenario: 'campaign', seed: 'bench-saves', turns: 5, until: 'end' });
  const game = played.final;
  if (!game) throw new Error(`could not play the bench game: ${played.message}`);
  const actor = createActor(gameMachine, { input: { game } }).start();
  const snapshot = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as object;
  actor.stop();
  const honor = Object.fromEntries(FACTIONS.map((f) => [f, game.factions[f].honor])) as Record<Faction, number>;
  const r = await benchSaves(() => createEnvelope({
    appVersion: 'bench', rulesDataVersion: 'bench', name: 'Mid-campaign', scenario: game.scenario, seed: game.seed,
    seats: game.seats, summary: { turn: game.turn, phase: game.flow.phase, factionsHonor: honor },
    snapshot, decisions: played.decisions,
  }, gameStateOfSnapshot), {
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
}
