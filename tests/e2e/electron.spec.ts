// #31 "The desktop shell under test": one smoke test of the real desktop app through Playwright's
// Electron driver — it starts, shows the start screen, starts a new game, plays a decision and
// quits, leaving the game's autosave. It needs Electron's binary, which CI does not download
// (.ci/run sets ELECTRON_SKIP_BINARY_DOWNLOAD), and on Linux a display (xvfb-run): without
// either it is skipped, and says so in the output. The unit tests drive main.ts with Electron
// faked (tests/unit/main/electron/). It uses no `page` fixture, so no Chromium is launched for it.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { _electron as electron, expect, test } from '@playwright/test';
import { PALETTE_OPEN, chooseAction } from './palette.js';

const ROOT = join(import.meta.dirname, '..', '..');

/** Electron's binary as the `electron` package names it, or why there is none to run. */
function electronBinary(): { path: string } | { skip: string } {
  let binary: unknown;
  try {
    // The package's main module is the binary's path; it throws when the binary was never downloaded.
    binary = createRequire(import.meta.url)('electron');
  } catch {
    return { skip: 'no Electron binary is installed (node_modules/electron was installed with ELECTRON_SKIP_BINARY_DOWNLOAD, as CI does)' };
  }
  if (typeof binary !== 'string' || !existsSync(binary)) return { skip: `no Electron binary at ${String(binary)}` };
  if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
    return { skip: 'Electron is installed but there is no display: run under xvfb-run' };
  }
  return { path: binary };
}

const found = electronBinary();

test('desktop app: starts on the start screen, plays a decision of a new game, and quits with its autosave written', async () => {
  if ('skip' in found) {
    // Printed, not only recorded: CI's log must say this test did not run, and why.
    console.log(`[e2e] SKIPPED the Electron smoke test: ${found.skip}`);
    test.skip(true, found.skip);
    return;
  }
  // The main process and preload bundles (dist-electron/); global-setup built the renderer.
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'build-main.mjs')], { cwd: ROOT, stdio: 'inherit' });
  const userData = mkdtempSync(join(tmpdir(), 'pericles-electron-e2e-'));
  // Chromium's own sandbox cannot start as root (CI containers); the page keeps Electron's sandbox: true.
  const args = [...(process.getuid?.() === 0 ? ['--no-sandbox'] : []), '.'];
  const app = await electron.launch({ executablePath: found.path, args, cwd: ROOT, env: { ...process.env, PERICLES_USER_DATA: userData, PERICLES_DEV: '' } });
  try {
    const page = await app.firstWindow();
    expect(page.url()).toBe('pericles://app/index.html');
    // The page has the preload's bridge and no Node.
    expect(await page.evaluate(() => ({ bridge: typeof window.pericles?.act, node: typeof (globalThis as { require?: unknown }).require }))).toEqual({ bridge: 'function', node: 'undefined' });

    await expect(page.locator('[data-screen="start"]')).toBeVisible();
    const scenario = page.locator('select[data-field="scenario"]');
    await expect(scenario.locator('option')).not.toHaveCount(0);
    await scenario.selectOption('training-amphipolis');
    for (const faction of ['demagogues', 'eurypontids', 'agiads']) await page.locator(`select[data-seat-kind="${faction}"]`).selectOption('bot:normal');
    await page.locator('select[data-seat-kind="aristocrats"]').selectOption('human');
    await page.locator('button[data-start-game]').click();

    // A decision: the palette's first legal choice, confirmed.
    const screen = page.locator('[data-screen="game"]');
    await expect(screen).toBeVisible();
    const prompt = page.locator('[data-prompt][data-seat="aristocrats"]');
    await expect(prompt.locator(PALETTE_OPEN)).toBeEnabled({ timeout: 60_000 });
    const before = Number(await screen.getAttribute('data-decisions'));
    await chooseAction(prompt);
    await expect.poll(async () => Number(await screen.getAttribute('data-decisions'))).toBeGreaterThan(before);
    await expect(page.locator('[data-error]')).toHaveCount(0);

    // Quit as the menu's Quit does; the app writes the game's autosave before it exits.
    const exited = new Promise<void>((resolve) => app.process().once('exit', () => resolve()));
    await app.evaluate(({ app: electronApp }) => electronApp.quit());
    await exited;
    expect(readdirSync(join(userData, 'saves')).filter((f) => /^autosave-[^.]+\.json$/.test(f))).toHaveLength(1);
  } finally {
    if (app.process().exitCode === null) await app.close();
    rmSync(userData, { recursive: true, force: true });
  }
});
