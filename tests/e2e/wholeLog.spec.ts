// #31 item 4 through the real page: the readers of a game's whole log read all of it, not the tail a
// view carries (5,000 entries, 1 MB). A finished game is forged with 8,000 entries more near its
// start, so that its first turn's start lies before the tail: the end screen's Honor chart still has
// a point for every turn, and a log filter still counts the matching entries of the whole log.
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, type WebHost } from './fixtures.js';
import { GameHost } from '../../src-main/host/host.js';
import { openSaveStore, saveStorePersistence } from '../../src-main/host/persistence.js';
import { APP_VERSION, RULES_DATA_VERSION } from '../../src-main/host/version.js';
import { legalActions } from '../../src-shared/engine.js';
import { summaryOf } from '../../src-shared/games/pericles/engine/summary.js';
import { seatLog } from '../../src-shared/games/pericles/view.js';
import { LOG_TAIL_ENTRIES } from '../../src-shared/protocol/messages.js';
import type { GameState, LogEntry } from '../../src-shared/games/pericles/model/state.js';
import { testRng } from '../unit/testRng.js';

const FILLERS = 8_000;

/**
 * The development setup played to its end at random (every seat human, so the page may look at any), then
 * FILLERS copies of an entry that is neither a turn's start nor a change of Honor put right after
 * its first turn's start; autosaved as the game played last. Returns the forged game.
 */
async function forgedFinishedGame(userData: string): Promise<GameState> {
  const persistence = saveStorePersistence(openSaveStore(join(userData, 'saves')), { appVersion: APP_VERSION, rulesDataVersion: RULES_DATA_VERSION });
  const host = new GameHost({ persistence });
  try {
    host.newGame({ scenario: 'development', seed: 'whole-log' });
    const rand = testRng(31);
    const gameOf = () => (host.record().snapshot as { context: { game: GameState } }).context.game;
    for (let n = 0; n < 5000 && gameOf().flow.phase !== 'over'; n++) {
      const g = gameOf();
      const seat = g.flow.pending!.seats[0]!;
      const actions = legalActions(g, seat);
      host.act(seat, actions[Math.floor(rand() * actions.length)]!);
    }
    await host.flush();
    const record = host.record();
    const game = (record.snapshot as { context: { game: GameState } }).context.game;
    expect(game.flow.phase).toBe('over');
    const firstTurn = game.log.findIndex((e) => e.msg === 'turn.start');
    const filler = game.log.find((e, i) => i > firstTurn && !['turn.start', 'honor', 'handicap.honor', 'game.over', 'game.result'].includes(e.msg) && !e.to)!;
    expect(filler).toBeTruthy();
    game.log.splice(Math.max(firstTurn, 0) + 1, 0, ...Array.from({ length: FILLERS }, (): LogEntry => ({ ...filler })));
    await persistence.autosave({ ...record, summary: summaryOf(game) });
    return game;
  } finally {
    await host.dispose();
  }
}

async function continueGame(page: Page, host: WebHost): Promise<void> {
  await page.goto(host.url);
  await page.locator('[data-saves-continue], section.resume button').first().click();
  // The forged log departs from the game's record: it opens from its saved position.
  const diverged = page.locator('[data-diverged-continue]');
  const handoff = page.locator('[data-handoff] button');
  const end = page.locator('[data-end-screen]');
  await expect(diverged.or(handoff).or(end).first()).toBeVisible({ timeout: 60_000 });
  if (await diverged.isVisible()) await diverged.click();
  if (await handoff.isVisible()) await handoff.click();
}

test('the end screen and the log\'s filters read the whole log, paged past the tail — #31', async ({ page, host }) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const game = await forgedFinishedGame(host.userData);
  const turns = game.log.filter((e) => e.msg === 'turn.start').length;
  expect(turns).toBeGreaterThan(1);
  expect(game.log.length).toBeGreaterThan(LOG_TAIL_ENTRIES + 2_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  await continueGame(page, host);

  // The tail the view carries begins after the first turn's start…
  const list = page.locator('section.panel-log ol.log');
  await expect(list).toHaveAttribute('data-log-start', /^[1-9]\d*$/);
  // … yet the chart has the game's start and the end of every turn.
  const chart = page.locator('[data-end-screen] [data-honor-chart]');
  await expect(chart).toHaveAttribute('data-honor-chart', String(turns + 1), { timeout: 60_000 });
  await page.screenshot({ path: 'test-results/keep-wholelog-end-1280.png' });

  // The Honor filter counts every Honor entry of the seat's log, the paged ones too.
  const seat = await page.locator('[data-screen="game"]').getAttribute('data-seat');
  const honorEntries = seatLog(game, seat as never).filter((e) => e.msg === 'honor' || e.msg === 'handicap.honor').length;
  await page.locator('[data-end-board]').click();
  await page.locator('section.panel-log').scrollIntoViewIfNeeded();
  await page.locator('[data-log-filter="honor"]').click();
  await expect(page.locator('[data-log-matched]')).toHaveAttribute('data-log-matched', String(honorEntries), { timeout: 60_000 });
  await page.locator('[data-log-filter="all"]').click();
  expect(errors).toEqual([]);
});
