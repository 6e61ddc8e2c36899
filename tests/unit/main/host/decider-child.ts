// Child process for journal.test.ts: a person playing the Aristocrats against three bots, as fast
// as the host lets them, until the process is killed. It continues the game in `savesDir` (the
// app's Continue), or starts one. After the host has accepted each of the person's decisions, i.e.
// when the UI would show it as done, it prints "confirmed <decisions> <digest of the decisions>"
// (stdout to a pipe is synchronous on Linux, so a printed line was confirmed before the kill).
// Usage: node decider-child.mjs <savesDir> <seed> [--no-journal]
import { createHash } from 'node:crypto';
import type { GameState } from '../../../../src-shared/engine.js';
import { GameHost } from '../../../../src-main/host/host.js';
import { openSaveStore, saveStorePersistence, type Decision } from '../../../../src-main/host/persistence.js';
import { legalActions, pending } from '../../../../src-shared/engine.js';
import { testRng } from '../../testRng.js';
import { canonicalJson } from '../../../../src-shared/kit/hash.js';

/** A digest of the decisions that ignores key order (a save stores actions with sorted keys). */
export function digestOf(decisions: readonly Decision[]): string {
  return createHash('sha256').update(canonicalJson(decisions)).digest('hex').slice(0, 16);
}

async function main(dir: string, seed: string, journal: boolean): Promise<void> {
  const { journals: _journals, ...withoutJournal } = saveStorePersistence(openSaveStore(dir), { appVersion: 'test', rulesDataVersion: 'test' });
  const persistence = journal ? { ...withoutJournal, journals: _journals! } : withoutJournal;
  const host = new GameHost<GameState>({ persistence, log: () => undefined });
  const continued = await host.continueLatest();
  if (!continued || host.game?.flow.phase === 'over') {
    host.newGame({ scenario: 'development', seed, seats: { demagogues: 'bot:random', eurypontids: 'bot:random', agiads: 'bot:random' } });
  }
  const rand = testRng([...seed].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, host.decisionList.length + 1));
  process.stdout.write(`ready ${host.decisionList.length}\n`);
  for (;;) {
    await host.whenIdle();
    const game = host.game!;
    const p = pending(game);
    if (!p || game.flow.phase === 'over') {
      process.stdout.write('over\n');
      await host.dispose();
      return;
    }
    const seat = p.seats.find((f) => game.seats[f] === 'human');
    if (!seat) continue;
    const actions = legalActions(game, seat);
    host.act(seat, actions[Math.floor(rand() * actions.length)]!);
    process.stdout.write(`confirmed ${host.decisionList.length} ${digestOf(host.decisionList)}\n`);
    // A person takes a moment between decisions; the autosave of the last one is under way.
    await new Promise((r) => setTimeout(r, rand() * 20));
  }
}

const [dir, seed, flag] = process.argv.slice(2);
if (dir && seed) {
  main(dir, seed, flag !== '--no-journal').catch((e: unknown) => {
    process.stderr.write(`decider-child failed: ${String((e as Error)?.stack ?? e)}\n`);
    process.exit(1);
  });
}
