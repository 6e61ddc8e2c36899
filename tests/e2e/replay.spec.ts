// Saves and replay as a player sees them (#16 Start, saves, replay): the saves browser says which
// game, scenario, Factions played by people, turn and when, in words; the replay shows each
// decision in words with the board at that point; "Play from here" starts a new game (new id)
// whose record replays exactly, and the original's saves are untouched.
import { mkdirSync } from 'node:fs';
import type { GameView } from '../../src-shared/engine.js';
import { expect, startGame, test } from './fixtures.js';
import { buildPosition } from './positions.js';
import type { Page } from '@playwright/test';

const SHOTS = '/tmp/saves-shots';
const SIZES = [{ width: 1280, height: 720 }, { width: 1600, height: 1000 }] as const;
/** Engine tokens a player must never read: camelCase ids, ISO timestamps, game ids, placeholders. */
const TOKENS = [/\b[a-z]+[A-Z][A-Za-z]*\b/, /\d{4}-\d{2}-\d{2}T\d{2}:/, /\bautosave-[0-9a-f]{6,}/, /\{\w+\}/, /\b[a-z]+\.[a-z]+\b/];

function tokensIn(text: string): string[] {
  return TOKENS.flatMap((re) => {
    const m = re.exec(text);
    return m ? [m[0]] : [];
  });
}

/** Our decisions through the page's own client (the prompt's widgets are other tests' business). */
async function decide(page: Page, times: number): Promise<number> {
  const screen = page.locator('[data-screen="game"]');
  await expect(screen).toBeVisible();
  for (let i = 0; i < times; i++) {
    const before = Number(await screen.getAttribute('data-decisions'));
    const r = await page.evaluate(async () => {
      const api = window.pericles!;
      const m = await new Promise<{ seat: string; legalActions: Array<{ type: string }> }>((resolve) => {
        // onView may call back at once with the view it holds: unsubscribe after it returns.
        let done = false;
        const off = api.onView((v) => {
          if (done || !v.legalActions.length) return;
          done = true;
          queueMicrotask(() => off());
          resolve(v);
        });
        if (!done) void api.sync();
      });
      return api.act(m.seat as 'aristocrats', m.legalActions[0]!);
    });
    expect(r.ok, JSON.stringify(r)).toBe(true);
    await expect.poll(async () => Number(await screen.getAttribute('data-decisions'))).toBeGreaterThan(before);
  }
  return Number(await screen.getAttribute('data-decisions'));
}

test('saves browser in words; replay shows each decision; Play from here starts a new game that verifies', async ({ page, host }) => {
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize(SIZES[0]);
  await startGame(page, host, { scenario: 'campaign', seed: 'e2e-replay', seats: { demagogues: 'bot:random', eurypontids: 'bot:random', agiads: 'bot:random' } });
  const decided = await decide(page, 4);
  // The game screen hands the host a picture of the board a moment after each decision.
  await page.waitForTimeout(2000);
  const saved = await page.evaluate(async () => window.pericles!.save('Our campaign'));
  expect(saved.ok).toBe(true);
  // Bots may have answered since: the save holds at least our decisions and theirs before them.
  const info = await page.evaluate(async () => window.pericles!.replayInfo!({ save: 'Our campaign' }));
  const total = info.ok ? info.value.total : -1;
  expect(total).toBeGreaterThanOrEqual(decided);

  // The saves browser: the game's title, who played, turn, and when in words.
  await page.goto(host.url);
  await page.locator('[data-open-saves]').click();
  const browser = page.locator('[data-saves-browser]');
  await expect(browser.locator('[data-save-game]')).toHaveCount(1);
  await expect(browser.locator('[data-save-game-title]')).toHaveText(/^The Campaign.*, Aristocrats, turn \d+$/);
  const named = browser.locator('[data-save-entry="Our campaign"]');
  await expect(named.locator('h4')).toHaveText('Our campaign');
  await expect(named.locator('[data-save-who]')).toHaveText('Played by you: Aristocrats');
  await expect(named.locator('[data-save-when]')).toHaveText(/^Saved (just now|a minute ago|\d+ minutes ago)$/);
  await expect(browser.locator('[data-save-kind="autosave"] [data-save-when]')).toHaveText(/^Autosaved /);
  await expect(browser.locator('[data-saves-latest]')).toHaveText(/^Last played: The Campaign.*, Aristocrats, turn \d+ — (just now|a minute ago|\d+ minutes ago)$/);
  expect(tokensIn(await browser.innerText())).toEqual([]);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/saves-browser-${size.width}.png` });
  }

  // The start screen's list of saves says the same.
  await page.goto(host.url);
  await page.locator('section.resume button', { hasText: 'Load game' }).click();
  await expect(page.locator('[data-save="Our campaign"]')).toHaveText(/^Our campaign: The Campaign.*, Aristocrats, turn \d+ — (just now|a minute ago|\d+ minutes ago)$/);

  // The replay of the named save.
  await page.locator('[data-open-saves]').click();
  await page.locator('[data-save-replay="Our campaign"]').click();
  const replay = page.locator('[data-replay]');
  await expect(replay).toHaveAttribute('data-replay-total', String(total));
  await expect(replay.locator('.replay-header h2')).toHaveText(/^Replay: The Campaign/);
  await replay.locator('[data-replay-step="first"]').click();
  await expect(replay).toHaveAttribute('data-replay-at', '0');
  await expect(replay.locator('[data-replay-decision]')).toContainText('before anyone decided anything');
  // Step forward to our own first decision: it is said in the prompt's words.
  let ours = -1;
  for (let k = 1; k <= total; k++) {
    await replay.locator('[data-replay-step="next"]').click();
    await expect(replay).toHaveAttribute('data-replay-at', String(k));
    const seat = await replay.locator('[data-replay-decision]').getAttribute('data-replay-decision-seat');
    const text = await replay.locator('[data-replay-decision]').innerText();
    expect(text).toMatch(/Aristocrats|Demagogues|Eurypontids|Agiads/);
    if (seat === 'aristocrats') {
      expect(text).toMatch(/Aristocrats \(you\) chose: \S/);
      ours = k;
      break;
    }
    expect(text).toMatch(/(Demagogues|Eurypontids|Agiads) decided\./);
  }
  expect(ours).toBeGreaterThan(0);
  await expect(replay.locator('[data-replay-position]')).toContainText(`Step ${ours} of ${total}`);
  await expect(replay.locator('[data-board-slot] canvas').first()).toBeVisible();
  expect(tokensIn(await replay.locator('.replay-side').innerText())).toEqual([]);
  expect(tokensIn(await replay.locator('.replay-header').innerText() + await replay.locator('.replay-controls').innerText())).toEqual([]);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/replay-${size.width}.png` });
    // Nothing the player needs is below the fold: the controls and Play from here are on screen.
    const box = await replay.locator('[data-replay-takeover]').boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(size.height);
  }

  // Play from here, at our own decision: a new game, its own id; the original save is untouched.
  const before = await page.evaluate(async () => window.pericles!.listSaves());
  const originalId = before.ok ? before.value.find((s) => s.name === 'Our campaign')?.gameId : undefined;
  expect(originalId).toBeTruthy();
  await replay.locator('[data-replay-takeover]').click();
  const ask = replay.locator('[data-replay-takeover-ask]');
  await expect(ask).toContainText(`decision ${ours}`);
  await page.screenshot({ path: `${SHOTS}/replay-confirm-1600.png` });
  // The question holds the focus (an alert dialog): Tab goes round its two buttons, Escape says no
  // and gives the focus back to Play from here.
  await expect(ask.locator('[data-replay-takeover-confirm]')).toBeFocused();
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Tab');
    expect(await ask.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(ask).toHaveCount(0);
  await expect(replay.locator('[data-replay-takeover]')).toBeFocused();
  await replay.locator('[data-replay-takeover]').click();
  await expect(ask).toBeVisible();
  await replay.locator('[data-replay-takeover-confirm]').click();
  const screen = page.locator('[data-screen="game"]');
  await expect(screen).toBeVisible();
  await expect.poll(async () => Number(await screen.getAttribute('data-decisions'))).toBeGreaterThanOrEqual(ours);
  await decide(page, 1);
  await expect.poll(async () => {
    const list = await page.evaluate(async () => window.pericles!.listSaves());
    return list.ok ? list.value.filter((s) => s.kind === 'autosave' && s.gameId && s.gameId !== originalId).length : 0;
  }, { timeout: 20_000 }).toBe(1);
  const after = await page.evaluate(async () => window.pericles!.listSaves());
  expect(after.ok).toBe(true);
  if (!after.ok) return;
  const fresh = after.value.find((s) => s.kind === 'autosave' && s.gameId !== originalId)!;
  expect(after.value.find((s) => s.name === 'Our campaign')).toMatchObject({ gameId: originalId });
  // The new game's record replays exactly: loading it verifies (replay 'ok').
  const loaded = await page.evaluate(async (name) => window.pericles!.load(name), fresh.name);
  expect(loaded).toMatchObject({ ok: true, value: { replay: 'ok' } });
  const original = await page.evaluate(async () => window.pericles!.load('Our campaign'));
  expect(original).toMatchObject({ ok: true, value: { replay: 'ok' } });
});

test('a hot-seat save replays from any human seat\'s view (seat picker); the turn list is in words', async ({ page, host }) => {
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  // Four people at one table, played into turn 2 and autosaved.
  await buildPosition(host.userData, { scenario: 'first-peloponnesian-war', seeds: ['e2e-seat-pick'], kind: 'entourage.form', when: (g) => g.turn === 2 });
  await page.setViewportSize(SIZES[1]);
  await page.goto(host.url);
  await page.locator('[data-open-saves]').click();
  await page.locator('[data-save-replay^="autosave-"]').first().click();
  const replay = page.locator('[data-replay]');
  const seat = replay.locator('select[data-replay-seat]');
  await expect(seat).toBeVisible();
  // Every human seat and the public view; a client not seated starts on the public view.
  await expect(seat.locator('option')).toHaveText(['Aristocrats', 'Demagogues', 'Eurypontids', 'Agiads', 'Spectator']);
  await expect(seat).toHaveValue('spectator');
  const logLength = async () => Number(await replay.locator('[data-replay-log]').getAttribute('data-replay-log'));
  const spectatorLog = await logLength();
  // A seat's view adds its own private entries (its cards dealt, its Entourage): more than the public log.
  await seat.selectOption('demagogues');
  await expect(seat).toHaveValue('demagogues');
  await expect.poll(logLength).toBeGreaterThan(spectatorLog);
  const demagoguesLog = await logLength();
  await seat.selectOption('aristocrats');
  await expect(seat).toHaveValue('aristocrats');
  await expect.poll(logLength).toBeGreaterThan(spectatorLog);
  // Back on the public view: the seats' private entries are gone again.
  await seat.selectOption('spectator');
  await expect.poll(logLength).toBe(spectatorLog);
  expect(demagoguesLog).toBeGreaterThan(spectatorLog);
  // Jump to turn: in words, "Turn 1 · War".
  const turns = replay.locator('select[data-replay-turn] option');
  await expect(turns).toHaveCount(2);
  for (const text of await turns.allInnerTexts()) expect(text).toMatch(/^Turn \d+ · (War|Peace)$/);
  expect(tokensIn(await replay.locator('.replay-header').innerText() + await replay.locator('.replay-controls').innerText())).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/replay-seat-picker-1600.png` });
});

test('a finished game\'s replay may be watched as every Faction, a bot\'s too ("Watch as", #30): nothing is secret any more', async ({ page, host }) => {
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize(SIZES[0]);
  await startGame(page, host, {
    scenario: 'training-ostracism', seed: 'e2e-watch-as',
    seats: { aristocrats: 'bot:random', demagogues: 'human', eurypontids: 'bot:random', agiads: 'bot:random' },
  });
  // The person's first legal choice until the game is over (the vignette is one Political Phase).
  const over = await page.evaluate(async () => {
    for (let i = 0; i < 300; i++) {
      const v = await new Promise<{ seat: string; legalActions: unknown[]; over: boolean }>((resolve) => {
        const off = window.pericles!.onView((m) => {
          if (!m.legalActions.length && !m.view?.result) return;
          queueMicrotask(() => off());
          resolve({ seat: m.seat, legalActions: m.legalActions, over: !!m.view?.result });
        });
        void window.pericles!.sync();
      });
      if (v.over) return true;
      await window.pericles!.act(v.seat as 'demagogues', v.legalActions[0] as never);
    }
    return false;
  });
  expect(over).toBe(true);
  await page.locator('[data-end-replay]').click();
  const replay = page.locator('[data-replay]');
  const seat = replay.locator('select[data-replay-seat]');
  // Every Faction, each a bot played marked so, and the public view.
  await expect(seat.locator('option')).toHaveText([
    'Aristocrats (played by a bot)', 'Demagogues', 'Eurypontids (played by a bot)', 'Agiads (played by a bot)', 'Spectator',
  ]);
  await expect(seat).toHaveValue('demagogues');
  await seat.selectOption('spectator');
  await expect(replay).toHaveAttribute('data-replay-shown', 'spectator');
  // A bot's Faction: its own view, not the public one, and no "a bot played it" note.
  await seat.selectOption('aristocrats');
  await expect(replay).toHaveAttribute('data-replay-shown', 'aristocrats');
  await expect(replay.locator('[data-replay-followed-bot]')).toHaveCount(0);
  // What the page's client was sent for that frame: the Aristocrats' own hand, no other Faction's.
  const at = Number(await replay.getAttribute('data-replay-at'));
  const hands = await page.evaluate(async (k) => {
    const r = await window.pericles!.replayView!(k, 'current', false, 'aristocrats');
    const view = r.ok ? r.value.view as GameView : null;
    return view ? { aristocrats: view.factions.aristocrats.hand !== null, demagogues: view.factions.demagogues.hand !== null } : null;
  }, at);
  expect(hands).toEqual({ aristocrats: true, demagogues: false });
  expect(tokensIn(await replay.locator('.replay-header').innerText())).toEqual([]);
  await page.screenshot({ path: 'test-results/replay-watch-as-1280.png' });
  await seat.focus();
  await page.screenshot({ path: 'test-results/replay-watch-as-options-1280.png' });
});
