// #31 item 6: a failure the host meets at launch, before any page is connected, reaches the page.
// The saves folder cannot be written (its place is taken by a file: as read-only would be for a
// user the permissions bind; the tests may run as root), the command line starts a game at once
// (--scenario), so the journal fails before the page opens: the page still says so.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startHost, stop } from './fixtures.js';

test('a journal failure at launch is shown to the first page that opens', async ({ page }) => {
  const userData = mkdtempSync(join(tmpdir(), 'pericles-e2e-notice-'));
  writeFileSync(join(userData, 'saves'), 'not a folder');
  const { child, url } = await startHost(userData, ['--scenario', 'development', '--seed', 'unheard']);
  try {
    await page.goto(url);
    await expect(page.locator('[data-notice="journal-failed"]')).toBeVisible();
    await expect(page.locator('[data-notice="journal-failed"]')).toHaveText(/no longer be written/);
  } finally {
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    stop(child);
    await exited;
    rmSync(userData, { recursive: true, force: true });
  }
});
