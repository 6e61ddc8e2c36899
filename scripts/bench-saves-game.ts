// Save/load figures for a real mid-campaign game: the Campaign played by random bots to its
// middle (turn 5 of 10), persisted as the host does (actor snapshot + every decision).
import { createActor } from 'xstate';
import { FACTIONS, type Faction } from '../src-shared/model/ids.js';
import { playRandomGame } from '../src-shared/engine/simulate.js';
import { gameMachine } from '../src-shared/machine/gameMachine.js';
import { createEnvelope, gameStateOfSnapshot } from '../src-main/saves/format.js';
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
  }, gameStateOfSnapshot));
  line('save_ms', Math.round(r.saveMs * 10) / 10, 'ms');
  line('load_ms', Math.round(r.loadMs * 10) / 10, 'ms');
  line('save_bytes', r.saveBytes, 'bytes');
  line('save_decisions', played.decisions.length, 'decisions');
}
