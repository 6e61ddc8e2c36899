// #16 "Start, saves, replay" and "The desktop app":
// - `npm run web -- --scenario ID --seed S [--bots …] [--handicap N]` opens straight into that
//   game (a contract outside checks rely on), the hand-off screen in hot-seat;
// - without --scenario, the start screen leads a newcomer: a first game with its seats, scenario
//   cards with length, difficulty and solo seat, no development setup offered to players,
//   Continue disabled when there is nothing to continue;
// - the app icon is the page's favicon, and the bundled font is loaded for the page and board.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

/** Records every data-screen the page shows, from its first paint. */
async function recordScreens(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __screens: string[] }).__screens = seen;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[data-screen]')) {
        const s = el.getAttribute('data-screen')!;
        if (seen[seen.length - 1] !== s) seen.push(s);
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-screen'] });
  });
}
const screensSeen = (page: Page) => page.evaluate(() => (window as unknown as { __screens: string[] }).__screens);

/** The bundled font's faces the page has loaded ('400', '700'). */
const bundledFaces = (page: Page) => page.evaluate(async () => {
  await document.fonts.ready;
  return [...document.fonts].filter((f) => f.family.replace(/["']/g, '') === 'Pericles Sans' && f.status === 'loaded').map((f) => f.weight).sort();
});

test.describe('--scenario: the page opens on the game the command line started', () => {
  test.use({ hostArgs: ['--scenario', 'training-amphipolis', '--seed', 'cli-1', '--bots', 'normal,human,normal,normal', '--handicap', '5'] });

  test('solo: the game screen, the human seat deciding, the seed, bots and handicap taken; a reload stays in the game', async ({ page, host }) => {
    await recordScreens(page);
    await page.goto(host.url);
    const game = page.locator('[data-screen="game"]');
    await expect(game).toBeVisible();
    await expect(game).toHaveAttribute('data-seat', 'demagogues');
    await expect(page.locator('[data-prompt][data-seat="demagogues"]')).toBeVisible();
    await expect(page.locator('.status-line[data-turn]')).toHaveAttribute('data-turn', '7');
    await expect(page.locator('[data-handicap="5"]').first()).toBeAttached();
    // The seed and the seats reached the game: its autosave holds them (the page never sees the seed, 4.1).
    const saves = join(host.userData, 'saves');
    await expect.poll(() => (existsSync(saves) ? readdirSync(saves) : []).some((f) => /^autosave-.*\.json$/.test(f)), { timeout: 20_000 }).toBe(true);
    const autosave = readFileSync(join(saves, readdirSync(saves).find((f) => /^autosave-.*\.json$/.test(f))!), 'utf8');
    expect(autosave).toMatch(/"seed":\s*"cli-1"/);
    expect(autosave).toMatch(/"eurypontids":\s*"bot:normal"/);
    expect(await screensSeen(page), 'the start screen is never shown').not.toContain('start');
    // The board's text waits for both faces of the bundled font.
    expect(await bundledFaces(page)).toEqual(['400', '700']);

    await page.reload();
    await expect(game).toBeVisible();
    expect(await screensSeen(page)).not.toContain('start');
  });
});

test.describe('--scenario in hot-seat', () => {
  test.use({ hostArgs: ['--scenario', 'training-amphipolis', '--seed', 'cli-2', '--bots', 'human'] });

  test('opens on the hand-off to the first seat asked, then its game screen', async ({ page, host }) => {
    await recordScreens(page);
    await page.goto(host.url);
    const handoff = page.locator('[data-screen="handoff"]');
    await expect(handoff).toBeVisible();
    // The hand-off is modal until the seat is taken: Tab stays on its one button, Escape leaves it.
    const take = handoff.locator('[data-take-seat="eurypontids"]');
    await expect(take).toBeFocused();
    for (const key of ['Tab', 'Shift+Tab', 'Escape']) {
      await page.keyboard.press(key);
      await expect(take).toBeFocused();
    }
    // 8.1: the Eurypontids lead the Honor Order (23 Honor in the first game) and place first.
    await handoff.locator('[data-take-seat="eurypontids"]').click();
    await expect(page.locator('[data-screen="game"]')).toHaveAttribute('data-seat', 'eurypontids');
    expect(await screensSeen(page)).not.toContain('start');
  });
});

test('the command line refuses an unknown scenario before it listens', async ({ page }) => {
  // Not through the fixture (it expects a host that listens): the same CLI, its exit code.
  // Its own saves folder: one process owns a folder (#31), and another host (a player's own app on
  // this machine) may hold the default one.
  const { spawnSync } = await import('node:child_process');
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const env = { ...process.env, PERICLES_USER_DATA: mkdtempSync(join(tmpdir(), 'pericles-cli-')) };
  const r = spawnSync('node_modules/.bin/tsx', ['src-main/web/cli.ts', '--no-open', '--port', '0', '--scenario', 'no-such-scenario'], { encoding: 'utf8', timeout: 30_000, env });
  expect(r.status).toBe(2);
  expect(r.stderr).toContain('Cannot start scenario "no-such-scenario"');
  expect(r.stdout).not.toContain('listening:');
  void page;
});

test('the start screen leads a newcomer; players are not offered the development setup', async ({ page, host }) => {
  // What a player's host answers (the tests' own hosts also offer the development setup).
  await page.route('**/launch?*', (route) => route.fulfill({ json: { screen: 'start', devSetups: false } }));
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(host.url);
  const start = page.locator('[data-screen="start"]');
  await expect(start).toBeVisible();

  // Every scenario card of Pericles says its length, difficulty and the seat a solo player should
  // take; Wallace's Perikles (#33) has its own group of cards beside them.
  const cards = page.locator('[data-scenario-game="pericles"] [data-scenario-card]');
  await expect(cards).toHaveCount(9);
  await expect(page.locator('[data-scenario-game="perikles"] [data-scenario-card]')).toHaveCount(1);
  // A range of seats is worded as a range (a plural rule handed "3–5" once showed its raw pattern).
  await expect(page.locator('[data-scenario-game="perikles"] [data-scenario-card] .scenario-facts')).toHaveText('3–5 players');
  for (const card of await cards.all()) {
    await expect(card.locator('[data-fact="length"]')).toHaveText(/^(\d+ turns?|One turn, .+)$/);
    await expect(card.locator('[data-fact="difficulty"]')).toHaveText(/^(Introductory|Intermediate|Advanced)$/);
    await expect(card.locator('[data-fact="solo"]')).toHaveText(/^Solo: play the (Aristocrats|Demagogues|Eurypontids|Agiads)$/);
  }
  await expect(page.locator('[data-scenario-card="development"]')).toHaveCount(0);
  await expect(page.locator('select[data-field="scenario"] option[value="development"]')).toHaveCount(0);
  const text = await start.innerText();
  expect(text).not.toMatch(/development|testing/i);
  expect(text).not.toMatch(/\btraining-|\b[a-z]+[A-Z][a-zA-Z]*\b|[{}]|bot:/);

  // The first game is preselected with the seats it suggests.
  await expect(page.locator('[data-first-game="training-amphipolis"]')).toContainText('You play the Demagogues');
  await expect(page.locator('select[data-field="scenario"]')).toHaveValue('training-amphipolis');
  await expect(page.locator('select[data-seat-kind="demagogues"]')).toHaveValue('human');
  await expect(page.locator('select[data-seat-kind="aristocrats"]')).toHaveValue('bot:normal');
  // Picking another card takes its suggested seats; the seed stays folded away.
  await page.locator('[data-scenario-card="campaign"]').click();
  await expect(page.locator('select[data-field="scenario"]')).toHaveValue('campaign');
  await expect(page.locator('select[data-seat-kind="aristocrats"]')).toHaveValue('human');
  await expect(page.locator('select[data-seat-kind="demagogues"]')).toHaveValue('bot:normal');
  await expect(page.locator('input[data-field="seed"]')).toBeHidden();
  // Nothing to continue on a fresh install.
  await expect(page.locator('section.resume button').first()).toBeDisabled();
  await expect(page.locator('button[data-start-game]')).toBeInViewport();
  await page.screenshot({ path: 'test-results/start-1280.png' });
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.screenshot({ path: 'test-results/start-1600.png' });

  // The first game in one click: the Demagogues' game.
  await page.locator('[data-start-first]').click();
  await expect(page.locator('[data-screen="game"]')).toHaveAttribute('data-seat', 'demagogues');
  await expect(page.locator('.status-line[data-turn]')).toHaveAttribute('data-turn', '7');

  // Back at the start, there is now something to continue (its autosave).
  await page.goto(host.url);
  await expect(page.locator('section.resume button').first()).toBeEnabled();
});

test('the tests\' host still offers the development setup, apart from the scenario cards', async ({ page, host }) => {
  await page.goto(host.url);
  await expect(page.locator('[data-screen="start"]')).toBeVisible();
  await expect(page.locator('select[data-field="scenario"] optgroup option[value="development"]')).toHaveCount(1);
  await expect(page.locator('[data-scenario-card="development"]')).toHaveCount(0);
  // /launch answers only with the token.
  const u = new URL(host.url);
  expect((await page.request.get(`${u.origin}/launch`)).status()).toBe(403);
  const launch = await page.request.get(`${u.origin}/launch?token=${encodeURIComponent(u.searchParams.get('token')!)}`);
  expect(await launch.json()).toEqual({ screen: 'start', devSetups: true });
});

test('the app icon is the page\'s favicon and the bundled font is loaded', async ({ page, host }) => {
  await page.goto(host.url);
  await expect(page.locator('[data-screen="start"]')).toBeVisible();
  const href = await page.locator('link[rel="icon"]').evaluate((l) => (l as HTMLLinkElement).href);
  const icon = await page.request.get(href);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/png');
  const png = await icon.body();
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([256, 256]);
  expect(await bundledFaces(page)).toContain('400');
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?Pericles Sans"?,/);
});
