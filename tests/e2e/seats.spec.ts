// Seats changing hands mid-game through the real page (#30 "Levels in players' words"): the game's
// "Seats…" dialog hands a Faction to a bot at a level and takes a bot's Faction over; the log says
// so in words; undo does not cross the change; a Faction halfway through a secret choice (5.32 C:
// its Boulé picks are still secret) cannot change hands; taking a Faction over makes a hot-seat
// game, whose hand-off screen still comes; and the change is saved, loaded and shown by the replay.
// The Ostracism vignette plays only Athens' Assembly, so the game reaches these moments in a few
// decisions. Screenshots: test-results/seats-*.png.
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, startGame, test } from './fixtures.js';
import { PALETTE_OPEN, chooseAction } from './palette.js';

const SHOTS = 'test-results';
const SIZES = [{ width: 1280, height: 720 }, { width: 1600, height: 1000 }];

const screen = (page: Page) => page.locator('[data-screen="game"]');
const prompt = (page: Page, seat: string, kind?: string) =>
  page.locator(`[data-prompt${kind ? `="${kind}"` : ''}][data-seat="${seat}"]:not([data-waiting])`);
const logPanel = (page: Page) => page.locator('.panel-log');
const dialog = (page: Page) => page.locator('[data-seats-dialog]');
const undoButton = (page: Page) => page.locator('[data-undo]');

async function decisions(page: Page): Promise<number> {
  return Number(await screen(page).getAttribute('data-decisions'));
}

async function noError(page: Page): Promise<void> {
  if (await page.locator('[data-error]').count()) throw new Error(await page.locator('[data-error]').innerText());
}

/** Plays the `index`-th legal action of `seat`'s open prompt `kind` and waits until the host took it. */
async function pick(page: Page, seat: string, kind: string, index = 0): Promise<void> {
  await expect(prompt(page, seat, kind).locator(PALETTE_OPEN)).toBeEnabled();
  const before = await decisions(page);
  await chooseAction(prompt(page, seat, kind), index);
  await expect.poll(() => decisions(page)).toBeGreaterThan(before);
  await noError(page);
}

/**
 * The board's place and size once the layout has settled (the same box twice, a quarter second
 * apart: a new window size lays the prompt and the board out again): the dialog opens over it,
 * never moving it.
 */
async function steadyBoardBox(page: Page): Promise<unknown> {
  let last = '';
  await expect.poll(async () => {
    const now = JSON.stringify(await page.locator('[data-board-slot]').first().boundingBox());
    const same = now === last;
    last = now;
    return same;
  }, { intervals: [250] }).toBe(true);
  return JSON.parse(last) as unknown;
}

test('Seats…: hand a Faction to a bot, take a bot\'s over, refused mid secret choice; undo barred; saved, loaded and replayed', async ({ page, host }) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize(SIZES[0]!);
  await startGame(page, host, {
    scenario: 'training-ostracism',
    seed: 'seats-e2e',
    seats: { aristocrats: 'bot:random', demagogues: 'human', eurypontids: 'bot:random', agiads: 'bot:random' },
  });
  await expect(screen(page)).toHaveAttribute('data-seat', 'demagogues');

  await test.step('Entourages are formed in secret (5.23): the Aristocrats\' bot has answered, so they wait for the reveal', async () => {
    await expect(prompt(page, 'demagogues', 'entourage.form')).toBeVisible();
    await page.locator('[data-control="seats"]').click();
    await expect(dialog(page).locator('select[data-seat-change="aristocrats"]')).toBeDisabled();
    await expect(dialog(page).locator('[data-seat-locked="aristocrats"]')).toHaveText(
      'The Aristocrats have given a secret answer that is not revealed yet: they can change hands once that choice is resolved.',
    );
    await expect(dialog(page).locator('select[data-seat-change="demagogues"]')).toBeEnabled();
    await dialog(page).locator('[data-seats-close]').click();
    await expect(dialog(page)).toHaveCount(0);
  });

  await test.step('play to the Boulé picks, one pick made: it may be taken back', async () => {
    await pick(page, 'demagogues', 'entourage.form');
    await pick(page, 'demagogues', 'boule.A');
    await pick(page, 'demagogues', 'boule.C');
    await expect(prompt(page, 'demagogues', 'boule.C').locator('h2')).toContainText('2 of 3');
    await expect(undoButton(page)).toBeEnabled();
  });

  await test.step('the dialog: every option in view, over a still board; the Demagogues, halfway through their picks, may go to a bot', async () => {
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await expect(page.locator('[data-board-slot] canvas').first()).toBeVisible();
      const before = await steadyBoardBox(page);
      await page.locator('[data-control="seats"]').click();
      await expect(dialog(page)).toBeVisible();
      expect(await steadyBoardBox(page)).toEqual(before);
      // Every row, its choices and the buttons inside the window.
      for (const el of [...await dialog(page).locator('select, button').all()]) {
        const box = await el.boundingBox();
        expect(box, await el.evaluate((e) => e.outerHTML.slice(0, 80))).not.toBeNull();
        expect(box!.y).toBeGreaterThanOrEqual(0);
        expect(box!.y + box!.height).toBeLessThanOrEqual(size.height);
        expect(box!.x + box!.width).toBeLessThanOrEqual(size.width);
      }
      await expect(dialog(page).locator('select[data-seat-change]')).toHaveCount(4);
      // Halfway through their picks, the Demagogues may still go to a bot (it makes the rest): no lock.
      await expect(dialog(page).locator('select[data-seat-change="demagogues"]')).toBeEnabled();
      await expect(dialog(page).locator('[data-seat-locked]')).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}/seats-dialog-${size.width}.png` });
      await dialog(page).locator('[data-seats-close]').click();
      await expect(dialog(page)).toHaveCount(0);
    }
    await page.setViewportSize(SIZES[1]!);
  });

  const beforeChange = await decisions(page);
  await test.step('hand the Eurypontids to a Hard bot and take the Aristocrats over: logged in words, and undo is barred', async () => {
    await page.locator('[data-control="seats"]').click();
    await dialog(page).locator('select[data-seat-change="eurypontids"]').selectOption('bot:hard');
    await dialog(page).locator('select[data-seat-change="aristocrats"]').selectOption('human');
    await expect(dialog(page).locator('[data-seat-row="aristocrats"] .seats-now')).toHaveText('now: Bot (random)');
    await dialog(page).locator('[data-seats-apply]').click();
    await expect(dialog(page)).toHaveCount(0);
    await noError(page);
    await expect.poll(() => decisions(page)).toBe(beforeChange + 2);
    await expect(logPanel(page).locator('[data-log="seat.handedToBot"]')).toContainText('The Eurypontids are handed to a bot (Hard).');
    await expect(logPanel(page).locator('[data-log="seat.takenOver"]')).toContainText('The Aristocrats are taken over by a player.');
    await expect(logPanel(page).locator('[data-log="seat.takenOver"] [data-rule-tag="seats"]')).toHaveText('[Seats]');
    // The pick made before the change can no longer be taken back, by the button or Ctrl+Z.
    await expect(undoButton(page)).toHaveCount(0);
    await page.keyboard.press('Control+z');
    await expect(prompt(page, 'demagogues', 'boule.C').locator('h2')).toContainText('2 of 3');
    expect(await decisions(page)).toBe(beforeChange + 2);
    await expect(page.locator('[data-log="undo"]')).toHaveCount(0);
  });

  await test.step('the last picks reveal the choice; the Aristocrats, now a person\'s, come through the hot-seat hand-off', async () => {
    // The third pick reveals the three (5.32 C); 5.32 D: the Aristocrats pick next, a person's
    // decision now: the screen is handed over first.
    await pick(page, 'demagogues', 'boule.C');
    // A decision after the change may be taken back again: undo stops at the change, not for good.
    await expect(undoButton(page)).toBeEnabled();
    await chooseAction(prompt(page, 'demagogues', 'boule.C'));
    await expect(page.locator('[data-handoff="aristocrats"]')).toBeVisible();
    await page.locator('[data-take-seat="aristocrats"]').click();
    await expect(screen(page)).toHaveAttribute('data-seat', 'aristocrats');
    await expect(prompt(page, 'aristocrats').locator(PALETTE_OPEN)).toBeEnabled();
  });

  await test.step('hand the Demagogues (no choice of theirs open) to an Easy bot', async () => {
    await page.locator('[data-control="seats"]').click();
    await expect(dialog(page).locator('[data-seat-locked]')).toHaveCount(0);
    await dialog(page).locator('select[data-seat-change="demagogues"]').selectOption('bot:easy');
    const n = await decisions(page);
    await dialog(page).locator('[data-seats-apply]').click();
    await expect(dialog(page)).toHaveCount(0);
    await expect.poll(() => decisions(page)).toBeGreaterThan(n);
    await expect(logPanel(page).locator('[data-log="seat.handedToBot"]', { hasText: 'The Demagogues are handed to a bot (Easy).' })).toHaveCount(1);
    await expect(screen(page)).toHaveAttribute('data-seat', 'aristocrats');
    await noError(page);
  });

  await test.step('save, load: the seats and their log lines come back, undo still barred', async () => {
    await page.locator('[data-control="saveAs"]').click();
    await page.locator('[data-field="save-name"]').fill('Seats changed');
    await page.locator('[data-save-as] button[type="submit"]').click();
    await expect(page.locator('[data-save-status]')).toContainText('Seats changed');
    await page.goto(host.url);
    await page.locator('[data-open-saves]').click();
    await page.locator('[data-save-load="Seats changed"]').click();
    await expect(screen(page)).toHaveAttribute('data-seat', 'aristocrats');
    await expect(logPanel(page).locator('[data-log="seat.takenOver"]')).toContainText('The Aristocrats are taken over by a player.');
    await expect(logPanel(page).locator('[data-log="seat.handedToBot"]')).toHaveCount(2);
    await expect(undoButton(page)).toHaveCount(0);
    await page.locator('[data-control="seats"]').click();
    await expect(dialog(page).locator('select[data-seat-change="aristocrats"]')).toHaveValue('human');
    await expect(dialog(page).locator('select[data-seat-change="demagogues"]')).toHaveValue('bot:easy');
    await expect(dialog(page).locator('select[data-seat-change="eurypontids"]')).toHaveValue('bot:hard');
    await dialog(page).locator('[data-seats-close]').click();
  });

  await test.step('the replay shows each change as a step of the game, and follows the Aristocrats from their takeover on', async () => {
    await page.locator('[data-control="replay"]').click();
    const replay = page.locator('[data-replay]');
    await expect(replay).toHaveAttribute('data-replay-total', /\d+/);
    const total = Number(await replay.getAttribute('data-replay-total'));
    await replay.locator('[data-replay-step="first"]').click();
    await expect(replay).toHaveAttribute('data-replay-at', '0');
    // This screen plays the Aristocrats, a bot's at the start: what every player saw, and why.
    await expect(replay).toHaveAttribute('data-replay-shown', 'spectator');
    await expect(replay.locator('[data-replay-followed-bot="aristocrats"]')).toHaveText('A bot played the Aristocrats at this point: you see what every player saw.');
    // Both Factions a person played in this game may be followed, and the public view.
    await expect(replay.locator('select[data-replay-seat] option')).toHaveText(['Aristocrats', 'Demagogues', 'Spectator']);
    await expect(replay.locator('select[data-replay-seat]')).toHaveValue('aristocrats');
    const seen: string[] = [];
    const changedAt: number[] = [];
    for (let k = 1; k <= total; k++) {
      await replay.locator('[data-replay-step="next"]').click();
      await expect(replay).toHaveAttribute('data-replay-at', String(k));
      const text = await replay.locator('[data-replay-decision]').innerText();
      if (text.includes('Who plays')) { seen.push(text); changedAt.push(k); }
      // From the takeover on, the Aristocrats' own view (their hand), no longer the public one.
      await expect(replay).toHaveAttribute('data-replay-shown', changedAt.length ? 'aristocrats' : 'spectator');
      await expect(replay.locator('[data-replay-followed-bot]')).toHaveCount(changedAt.length ? 0 : 1);
    }
    expect(seen).toHaveLength(3);
    // One entry per Faction, in the table's order (the dialog sends them so).
    expect(seen[0]).toContain('Who plays the Aristocrats changed.');
    expect(seen[0]).toContain('The Aristocrats are taken over by a player.');
    expect(seen[1]).toContain('The Eurypontids are handed to a bot (Hard).');
    expect(seen[2]).toContain('The Demagogues are handed to a bot (Easy).');
    await expect(page.locator('[data-replay-diverged]')).toHaveCount(0);
    // Followed instead, the Demagogues: their own view until they went to the Easy bot, then the public one.
    await replay.locator('select[data-replay-seat]').selectOption('demagogues');
    await expect(replay).toHaveAttribute('data-replay-shown', 'spectator');
    await expect(replay.locator('[data-replay-followed-bot="demagogues"]')).toBeVisible();
    await replay.locator('[data-replay-input]').fill(String(changedAt[2]! - 1));
    await expect(replay).toHaveAttribute('data-replay-at', String(changedAt[2]! - 1));
    await expect(replay).toHaveAttribute('data-replay-shown', 'demagogues');
    await expect(replay.locator('[data-replay-followed-bot]')).toHaveCount(0);
    await replay.locator('[data-replay-input]').fill(String(changedAt[2]!));
    await expect(replay).toHaveAttribute('data-replay-at', String(changedAt[2]!));
    await expect(replay).toHaveAttribute('data-replay-shown', 'spectator');
    await page.screenshot({ path: `${SHOTS}/seats-replay-1600.png` });
  });
});

test('Seats…: a player may leave the game to the bots and watch it to its end (the page never locks)', async ({ page, host }) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize(SIZES[0]!);
  await startGame(page, host, {
    scenario: 'training-ostracism',
    seed: 'seats-e2e-watch',
    seats: { aristocrats: 'bot:random', demagogues: 'human', eurypontids: 'bot:random', agiads: 'bot:random' },
  });
  // The Demagogues' own first choice is open (not answered yet): they may go to a bot now.
  await expect(prompt(page, 'demagogues', 'entourage.form').locator(PALETTE_OPEN)).toBeEnabled();
  await page.locator('[data-control="seats"]').click();
  await dialog(page).locator('select[data-seat-change="demagogues"]').selectOption('bot:easy');
  await expect(dialog(page).locator('[data-seats-all-bots]')).toHaveText(
    'No Faction is played by a person: you watch the bots play, and can take a Faction back here at any time.',
  );
  await dialog(page).locator('[data-seats-apply]').click();
  await expect(dialog(page)).toHaveCount(0);
  await noError(page);
  // The page watches: the spectator's view, no prompt, and the bots play the vignette to its end.
  await expect(screen(page)).toHaveAttribute('data-seat', 'spectator');
  await expect(page.locator('[data-end-screen]')).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('[data-prompt-slot]')).toHaveCount(0);
  await expect(logPanel(page).locator('[data-log="seat.handedToBot"]')).toContainText('The Demagogues are handed to a bot (Easy).');
  // Over: nothing changes hands any more.
  await expect(page.locator('[data-control="seats"]')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/seats-watched-end-1280.png` });
});

test('Seats… in hot seat: a person hands their Faction to a bot; the other person\'s view comes behind the hand-off, never shown directly', async ({ page, host }) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize(SIZES[0]!);
  await startGame(page, host, {
    scenario: 'training-ostracism',
    seed: 'seats-e2e-hotseat',
    seats: { aristocrats: 'human', demagogues: 'human', eurypontids: 'bot:random', agiads: 'bot:random' },
  });
  // Two people at one screen: the first seat comes through the hand-off.
  await expect(page.locator('[data-handoff="aristocrats"]')).toBeVisible();
  await page.locator('[data-take-seat="aristocrats"]').click();
  await expect(screen(page)).toHaveAttribute('data-seat', 'aristocrats');
  await expect(prompt(page, 'aristocrats', 'entourage.form').locator(PALETTE_OPEN)).toBeEnabled();
  // From here on, flag any moment the Demagogues' own screen shows before their player takes it.
  await page.evaluate(() => {
    const w = window as unknown as { demagoguesShown: boolean; demagoguesTaken: boolean };
    w.demagoguesShown = false;
    w.demagoguesTaken = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-take-seat="demagogues"]')) return;
      if (!w.demagoguesTaken && document.querySelector('[data-screen="game"][data-seat="demagogues"]')) w.demagoguesShown = true;
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
    document.addEventListener('click', (e) => { if ((e.target as Element).closest('[data-take-seat="demagogues"]')) w.demagoguesTaken = true; }, true);
  });
  // The Aristocrats' player leaves their Faction (their own secret answer not given yet) to a bot.
  await page.locator('[data-control="seats"]').click();
  await dialog(page).locator('select[data-seat-change="aristocrats"]').selectOption('bot:normal');
  await dialog(page).locator('[data-seats-apply]').click();
  await expect(page.locator('[data-handoff="demagogues"]')).toBeVisible();
  await noError(page);
  await expect(page.locator('[data-handoff="demagogues"] h2')).toHaveText('Pass the device to Demagogues');
  await page.screenshot({ path: `${SHOTS}/seats-hotseat-handoff-1280.png` });
  expect(await page.evaluate(() => (window as unknown as { demagoguesShown: boolean }).demagoguesShown)).toBe(false);
  await page.locator('[data-take-seat="demagogues"]').click();
  await expect(screen(page)).toHaveAttribute('data-seat', 'demagogues');
  await expect(prompt(page, 'demagogues').locator(PALETTE_OPEN)).toBeEnabled();
  await expect(logPanel(page).locator('[data-log="seat.handedToBot"]')).toContainText('The Aristocrats are handed to a bot (Normal).');
});

test('Seats… by keyboard: the dialog holds the focus while open, Escape closes it, and focus goes back to its button', async ({ page, host }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(SIZES[0]!);
  await startGame(page, host, {
    scenario: 'training-ostracism',
    seed: 'seats-e2e-keys',
    seats: { aristocrats: 'bot:random', demagogues: 'human', eurypontids: 'bot:random', agiads: 'bot:random' },
  });
  await expect(prompt(page, 'demagogues', 'entourage.form').locator(PALETTE_OPEN)).toBeEnabled();
  const opener = page.locator('[data-control="seats"]');
  // Wait for the Aristocrats' bot to give its secret answer (it answers off the page's thread), so the dialog's rows stay as they are.
  await opener.click();
  await expect(dialog(page).locator('select[data-seat-change="aristocrats"]')).toBeDisabled();
  await dialog(page).locator('[data-seats-close]').click();
  await expect(dialog(page)).toHaveCount(0);
  const inDialog = () => page.evaluate(() => !!document.activeElement?.closest('[data-seats-dialog]'));
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  // The first Faction that may change hands has the focus (the Aristocrats' bot has answered in secret: locked).
  await expect(dialog(page).locator('select[data-seat-change="demagogues"]')).toBeFocused();
  // Round and round with Tab, both ways: the focus never leaves the dialog.
  const stops = await dialog(page).locator('select:enabled, button:enabled').count();
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < stops + 2; i++) {
      await page.keyboard.press(key);
      expect(await inDialog(), `${key} #${i + 1}`).toBe(true);
    }
  }
  // Shift+Tab from the first control goes to the last (Close), Tab from the last back to the first.
  await dialog(page).locator('select[data-seat-change="demagogues"]').focus();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog(page).locator('[data-seats-close]')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog(page).locator('select[data-seat-change="demagogues"]')).toBeFocused();
  // A press on the page behind it does not take the focus away.
  await page.mouse.click(5, SIZES[0]!.height - 5);
  expect(await inDialog()).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect(opener).toHaveAttribute('aria-expanded', 'false');
  // Closed by its Close button, from the keyboard: the same.
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog(page).locator('[data-seats-close]')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('the other modal dialogs hold the focus too: the command palette and Save as… (#30), each given back to its opener', async ({ page, host }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(SIZES[0]!);
  await startGame(page, host, {
    scenario: 'training-ostracism',
    seed: 'seats-e2e-dialogs',
    seats: { aristocrats: 'bot:random', demagogues: 'human', eurypontids: 'bot:random', agiads: 'bot:random' },
  });
  const ask = prompt(page, 'demagogues', 'entourage.form');
  await expect(ask.locator(PALETTE_OPEN)).toBeEnabled();
  const within = (selector: string) => page.evaluate((s) => !!document.activeElement?.closest(s), selector);

  /**
   * Opens a dialog from `opener` by keyboard, tabs round it both ways, then Escape: the focus comes
   * back. A press behind it leaves the focus inside, or (`behindCloses`: the palette's backdrop) closes it.
   */
  async function roundTrip(opener: string, box: string, first: string, behindCloses = false): Promise<void> {
    const button = page.locator(opener);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator(box)).toBeVisible();
    await expect(page.locator(first)).toBeFocused();
    const stops = await page.locator(`${box} :is(button, select, input):enabled:visible`).count();
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i < stops + 2; i++) {
        await page.keyboard.press(key);
        expect(await within(box), `${box}: ${key} #${i + 1}`).toBe(true);
      }
    }
    await page.mouse.click(5, SIZES[0]!.height - 5);
    if (behindCloses) {
      await expect(page.locator(box)).toBeHidden();
      await expect(button).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.locator(first)).toBeFocused();
    } else {
      expect(await within(box), `${box}: a press behind it`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(page.locator(box)).toBeHidden();
    await expect(button).toBeFocused();
  }

  // The command palette: its one stop is the search box (the arrows move through the entries).
  await roundTrip(`[data-prompt][data-seat="demagogues"] ${PALETTE_OPEN}`, '[data-palette="open"] [role="dialog"]', '[data-palette-search]', true);
  // Its confirm step: Tab goes between Confirm and Change, Escape steps back to the list, a second Escape closes.
  await ask.locator(PALETTE_OPEN).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-palette-confirm]')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator('[data-palette-back]')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator('[data-palette-confirm]')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-palette-search]')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-palette="open"]')).toHaveCount(0);
  await expect(ask.locator(PALETTE_OPEN)).toBeFocused();

  // Save as…: the name box, Save and Cancel.
  await roundTrip('[data-control="saveAs"]', '[data-save-as]', '[data-save-as] [data-field="save-name"]');
});
