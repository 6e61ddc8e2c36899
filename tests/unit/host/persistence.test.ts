import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GameHost } from '../../../src-main/host/host.js';
import { openSaveStore, saveStorePersistence } from '../../../src-main/host/persistence.js';
import { legalActions, pending } from '../../../src-shared/engine.js';
import { connect } from './helpers.js';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

async function hostOnDisk() {
  const dir = await mkdtemp(path.join(tmpdir(), 'pericles-host-saves-'));
  const persistence = saveStorePersistence(openSaveStore(dir), { appVersion: '0.1.0-test', rulesDataVersion: 'rules-test' });
  const host = new GameHost({ persistence, log: () => undefined });
  cleanups.push(async () => {
    await host.dispose();
    await rm(dir, { recursive: true, force: true });
  });
  return { dir, host };
}

describe('GameHost over the real SaveStore', () => {
  it('autosaves after decisions, saves, and loads with a matching replay', async () => {
    const { dir, host } = await hostOnDisk();
    const client = connect(host);
    host.newGame({ scenario: 'development', seed: 'disk', seats: { eurypontids: 'bot:random', agiads: 'bot:random' } }, client.session);
    await host.whenIdle();
    host.act('aristocrats', legalActions(host.game!, 'aristocrats')[0]!);
    await host.whenIdle();
    await host.flush();
    expect(await readdir(dir)).toContain('autosave.json');

    const hash = host.stateHash;
    const decisions = host.decisionList.length;
    await host.save('Campaign one');
    const seat = pending(host.game!)!.seats[0]!;
    host.act(seat, legalActions(host.game!, seat)[0]!);
    await host.whenIdle();
    expect(host.stateHash).not.toBe(hash);

    const loaded = await host.load('Campaign one', client.session);
    expect(loaded).toMatchObject({ name: 'Campaign one', replay: 'ok', seed: 'disk' });
    expect(host.stateHash).toBe(hash);
    expect(host.decisionList).toHaveLength(decisions);
    const list = await host.listSaves();
    expect(list.find((s) => s.name === 'Campaign one')).toMatchObject({ ok: true, kind: 'save', scenario: 'development' });

    // Continue loads the newest one.
    const latest = await host.continueLatest(client.session);
    expect(latest?.replay).toBe('ok');
  });
});
