// Issue #13 item 6: `npm run web` must not print bots' hidden cards on the terminal. In a solo game
// the person at the terminal is the player. The real CLI plays a whole game with rule bots in every
// seat; nothing it prints may name a card (their ids are `ath-NN` / `spa-NN`) or an Entourage.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { HostMessage, ViewMessage } from '../../../../src-shared/games/pericles/wire.js';
import { REPO_ROOT } from '../../root.js';

const repo = REPO_ROOT;

describe('#13 item 6: the web CLI keeps bots\' secrets off the terminal', () => {
  it('a whole game of rule bots prints no card and no Entourage', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'pericles-cli-'));
    await writeFile(path.join(root, 'index.html'), '<!doctype html><title>Pericles</title>');
    const child = spawn(process.execPath, [
      '--import', 'tsx', path.join(repo, 'src-main/web/cli.ts'),
      '--no-open', '--static', root, '--scenario', 'development', '--seed', 'terminal', '--bots', 'rule',
    ], { env: { ...process.env, PERICLES_USER_DATA: root }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let keptReasons = 0;
    child.stdout.on('data', (d) => (out += String(d)));
    child.stderr.on('data', (d) => (out += String(d)));
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    try {
      await expect.poll(() => /listening: (\S+)/.test(out), { timeout: 30_000 }).toBe(true);
      const url = new URL(/listening: (\S+)/.exec(out)![1]!);
      const ws = new WebSocket(`ws://${url.host}/ws?token=${url.searchParams.get('token')}`, { origin: url.origin });
      let over = false;
      ws.on('message', (data) => {
        const m = JSON.parse(String(data)) as HostMessage;
        if (m.type === 'view' && (m as ViewMessage).view?.result) over = true;
      });
      // The bots play the whole game (they decided hundreds of times, secret choices included).
      await expect.poll(() => over, { timeout: 100_000, interval: 250 }).toBe(true);
      ws.terminate();
      // The bots' reasons went into the journal and the autosaves (#29 item 3), never to the terminal.
      const saves = path.join(root, 'saves');
      for (const f of await readdir(saves)) if (/"botReasons"|"why"/.test(await readFile(path.join(saves, f), 'utf8').catch(() => ''))) keptReasons++;
    } finally {
      child.kill('SIGTERM');
      await exited;
      await rm(root, { recursive: true, force: true });
    }
    expect(out).toMatch(/listening: /);
    expect(out).not.toMatch(/\b(ath|spa)-\d{2}\b/);
    expect(out).not.toMatch(/entourage/i);
    expect(keptReasons).toBeGreaterThan(0);
    expect(out).not.toMatch(/engine\.bot|botReasons/);
  }, 150_000);
});
