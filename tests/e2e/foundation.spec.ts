// Foundation: the real renderer against the real web host — start a game, see the board drawn,
// the theaters in the accessible mirror, and play decisions by keyboard (incl. a hot-seat
// hand-off). Screenshots go to test-results/.
import { expect, startGame, test } from './fixtures.js';
import { decodePng, distinctColours, dominantShare } from './png.js';
import { PALETTE_OPEN } from './palette.js';

const THEATERS = [...Array.from({ length: 20 }, (_, i) => String(i + 1)), 'persia'];
// The board as drawn, DOM overlays hidden: the WebGL canvas and the map's image under it.
const CANVAS_ONLY = '[data-board-slot] * { visibility: hidden !important; } [data-board-slot] canvas, [data-board-map] img { visibility: visible !important; }';
const BOTS = { demagogues: 'bot:random', eurypontids: 'bot:random', agiads: 'bot:random' } as const;

test('a new game shows the board drawn, its theaters and the first decision', async ({ page, host }) => {
  await startGame(page, host, { seed: 'e2e-1', seats: { aristocrats: 'human', ...BOTS } });
  const game = page.locator('[data-screen="game"]');
  await expect(game).toBeVisible();
  await expect(page.locator('[data-turn]').first()).toHaveAttribute('data-turn', /^\d+$/);

  // The board canvas is drawn, not blank: many colours, no single colour covering it. The
  // board's DOM overlays (toolbar, legend) are hidden while the pixels are read.
  const canvas = game.locator('[data-board-slot] canvas').first();
  await expect(canvas).toBeVisible();
  let stats = { colours: 0, share: 1 };
  await expect.poll(async () => {
    const img = decodePng(await canvas.screenshot({ style: CANVAS_ONLY }));
    stats = { colours: distinctColours(img), share: dominantShare(img) };
    return stats.colours;
  }, { timeout: 20_000, message: 'board canvas should be drawn' }).toBeGreaterThan(50);
  expect(stats.share).toBeLessThan(0.9);

  // The accessible mirror lists the 20 theaters and Persia.
  for (const id of THEATERS) await expect(page.locator(`[data-theater="${id}"]`).first()).toBeAttached();
  await expect(page.locator('[data-link="2-7"]').first()).toBeAttached();

  // The first decision of the viewed seat, with one button per legal action.
  const prompt = page.locator('[data-prompt][data-seat="aristocrats"]');
  await expect(prompt).toHaveAttribute('data-prompt', /^[a-z]+\.[A-Za-z.]+$/);
  await expect(prompt.locator(PALETTE_OPEN)).toBeEnabled();

  // Panels: honor of all four, own hand shown, others' Strategos hidden.
  await expect(page.locator('[data-honor]')).toHaveCount(4);
  await expect(page.locator('[data-hand="aristocrats"]')).toBeVisible();
  await expect(page.locator('[data-strategos="aristocrats"]')).not.toContainText(/hidden/);
  await expect(page.locator('[data-strategos="agiads"]')).toContainText(/hidden/);
  await expect(page.locator('[data-connection="open"]')).toBeAttached();

  await canvas.screenshot({ path: 'test-results/foundation-board.png' });
  await page.screenshot({ path: 'test-results/foundation-game.png', fullPage: true });
});

test('a decision is played by keyboard through the prompt buttons', async ({ page, host }) => {
  await startGame(page, host, { seed: 'e2e-2', seats: { aristocrats: 'human', ...BOTS } });
  const prompt = page.locator('[data-prompt][data-seat="aristocrats"]');
  await expect(prompt.locator(PALETTE_OPEN)).toBeEnabled();
  const screen = page.locator('[data-screen="game"]');
  const before = Number(await screen.getAttribute('data-decisions'));
  const logBefore = Number(await page.locator('[data-log-count]').getAttribute('data-log-count'));
  const kind = await prompt.getAttribute('data-prompt');

  // Tab to an action button: focus starts on the first choice; Tab goes on through the page
  // until it is on a choice again.
  await page.keyboard.press('Tab');
  let focused: string | null = null;
  for (let i = 0; i < 80 && !focused; i++) {
    // A choice of the decision's own picker (#16: the specific prompt is the keyboard's way).
    focused = await page.evaluate(() => document.activeElement?.closest('[data-prompt] [data-picker]') ? document.activeElement.outerHTML.slice(0, 80) : null);
    if (!focused) await page.keyboard.press('Tab');
  }
  expect(focused, 'Tab reaches a choice of the prompt').not.toBeNull();
  // Then the command palette by keyboard: Ctrl+K, Enter picks its first legal action, Enter confirms.
  await page.keyboard.press('Control+k');
  await expect(page.locator('[data-palette-search]')).toBeFocused();
  focused = await prompt.locator('[data-palette="open"] button.active[data-action]').getAttribute('data-action');
  const chosen = JSON.parse(focused!) as { type: string };
  expect(typeof chosen.type).toBe('string');
  await page.keyboard.press('Enter');
  // The palette asks to confirm, as the prompt does: Enter on its Confirm sends.
  await expect(prompt.locator('[data-palette-confirm]')).toBeFocused();
  await page.keyboard.press('Enter');

  // The host accepted it and the game moved on: more decisions, a longer log.
  await expect.poll(async () => Number(await screen.getAttribute('data-decisions'))).toBeGreaterThan(before);
  await expect.poll(async () => Number(await page.locator('[data-log-count]').getAttribute('data-log-count'))).toBeGreaterThan(logBefore);
  await expect(page.locator('[data-error]')).toHaveCount(0);
  // The same choice is not offered again for the same decision.
  await expect(page.locator(`[data-prompt="${kind}"] button[data-action='${focused!.replace(/'/g, "\\'")}']`)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/foundation-after-decision.png' });
});

test('hot-seat: the hand-off hides the previous seat until the next player takes it', async ({ page, host }) => {
  await startGame(page, host, {
    seed: 'e2e-3',
    seats: { aristocrats: 'human', demagogues: 'human', eurypontids: 'bot:random', agiads: 'bot:random' },
  });
  const handoff = page.locator('[data-handoff]');
  const choice = page.locator(`[data-prompt] ${PALETTE_OPEN}`);
  const secrets = page.locator('[data-hand], [data-prompt], [data-strategos], canvas');
  // Two people play: even the first seat is handed over before anything secret shows.
  await expect(handoff).toHaveAttribute('data-handoff', 'aristocrats');
  await expect(secrets).toHaveCount(0);

  let taken: string | null = null;
  let switched = false;
  for (let step = 0; step < 40 && !switched; step++) {
    await expect(handoff.or(choice)).toBeVisible();
    if (await handoff.isVisible()) {
      const seat = await handoff.getAttribute('data-handoff');
      await expect(secrets).toHaveCount(0);
      if (taken && seat !== taken) {
        switched = true;
        await page.screenshot({ path: 'test-results/foundation-handoff.png' });
      }
      await expect(handoff.locator('button')).toBeFocused();
      await page.keyboard.press('Enter');
      taken = seat;
      await expect(page.locator(`[data-screen="game"][data-seat="${seat}"]`)).toBeVisible();
    } else {
      const decisions = Number(await page.locator('[data-screen="game"]').getAttribute('data-decisions'));
      // Focus is on the decision's first choice; the palette plays by keyboard whatever the kind.
      await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[data-prompt] [data-picker]'))).toBe(true);
      await page.keyboard.press('Control+k');
      await expect(page.locator('[data-palette-search]')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.locator('[data-palette-confirm]')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect.poll(async () => Number(await page.locator('[data-screen]').getAttribute('data-decisions') ?? Infinity)).toBeGreaterThan(decisions);
    }
  }
  expect(switched, 'the decision passed between the two human seats').toBe(true);
  await expect(page.locator(`[data-hand="${taken}"]`)).toBeVisible();
  await expect(page.locator('[data-prompt]')).toHaveAttribute('data-seat', taken!);
});

test('solo handicap: the bots\' extra starting Honor is chosen at the start and shown in the game', async ({ page, host }) => {
  await page.goto(host.url);
  const handicap = page.locator('input[data-field="handicap"]');
  // Every seat human (the start screen preselects the first game's seats, a bot among them), once
  // the host's list of games has come: its first scenario's suggestion replaces the seats shown
  // before it (a busy machine once let the seats be chosen first, and the suggestion undid them).
  await expect(page.locator('select[data-field="scenario"]')).not.toHaveValue('');
  for (const f of ['aristocrats', 'demagogues', 'eurypontids', 'agiads']) await page.locator(`select[data-seat-kind="${f}"]`).selectOption('human');
  await expect(handicap).toBeDisabled(); // no bot, no one to give it to
  await startGame(page, host, { seed: 'e2e-handicap', seats: { aristocrats: 'human', ...BOTS }, handicap: 20 });
  await expect(page.locator('[data-screen="game"]')).toBeVisible();
  await expect(page.locator('[data-handicap="20"]')).toBeVisible();
  // development starts each Athenian Faction at 20 Honor and each Spartan one at 39 (this project's balance handicap).
  // #29: only the bots of the Side no human plays get it (the Spartans); the Demagogues bot, the
  // player's partner and rival, starts at the scenario's 20 (it used to get +20 too: the bug).
  const lines = page.locator('[data-log="handicap.honor"]');
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: 'Eurypontids' })).toContainText('59 Honor');
  await expect(lines.filter({ hasText: 'Agiads' })).toContainText('59 Honor');
  await expect(lines.filter({ hasText: /Aristocrats|Demagogues/ })).toHaveCount(0);
});
