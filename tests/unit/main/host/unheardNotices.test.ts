// #31 item 6: a failure announced before any page is connected (a saves folder that cannot be
// written, at launch with --scenario) is not lost: the notice waits for the first page to connect.
import type { GameState } from '../../../../src-shared/engine.js';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameHost } from '../../../../src-main/host/host.js';
import { openSaveStore, saveStorePersistence } from '../../../../src-main/host/persistence.js';
import { connect } from './helpers.js';

let root: string;
beforeAll(async () => { root = await mkdtemp(path.join(tmpdir(), 'pericles-unheard-')); });
afterAll(() => rm(root, { recursive: true, force: true }));

describe('notices given before any page is connected', () => {
  it('a journal that cannot be written at launch is announced to the first page, once', async () => {
    // The saves folder's place is taken by a file: nothing can be written there (as read-only
    // would, for a user the permissions bind; tests may run as root, whom they do not).
    const saves = path.join(root, 'saves');
    await writeFile(saves, 'not a folder');
    const host = new GameHost<GameState>({ persistence: saveStorePersistence(openSaveStore(saves), { appVersion: 't', rulesDataVersion: 't' }), log: () => {} });
    host.newGame({ scenario: 'development', seed: 'unheard' }); // as `npm run web -- --scenario` does, before the page
    const page = connect(host);
    const notices = page.messages.filter((m) => m.type === 'notice');
    expect(notices).toEqual([expect.objectContaining({ level: 'warning', code: 'journal-failed' })]);
    // Heard: the next page does not get it again.
    expect(connect(host).messages.filter((m) => m.type === 'notice' && m.code === 'journal-failed')).toEqual([]);
    await host.dispose();
  });
});
