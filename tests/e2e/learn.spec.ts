// #17.1 Learn to play, through the real page: every lesson is started from the start screen's
// Learn section and played to its end with real clicks — Next on the lesson bar, and each
// decision through its prompt (the choice the lesson outlines when it outlines one, else a
// random legal choice through the prompt's own picker). Finished lessons are shown done on the
// Learn screen, after a reload too. The debates lesson checks that a choice it did not mean is
// explained before it is sent, and that the player may then choose again.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { decide } from './soak/choose.js';
import { reveal } from './soak/sight.js';
import { LESSONS } from '../../src-shared/games/pericles/lessons/index.js';
import { testRng } from '../unit/testRng.js';

const ACTIVE = '[data-screen="game"] [data-prompt]:not([data-waiting]):not([data-prompt=""])';

/** A prompt that can be used now (disabled while a decision is on its way). */
async function readyPrompt(page: Page): Promise<Locator | null> {
  const active = page.locator(ACTIVE);
  if ((await active.count()) !== 1) return null;
  const ok = await active.locator('[data-picker] button:not([data-closed])').first().isEnabled({ timeout: 200 }).catch(() => false);
  return ok ? active : null;
}

/** Clicks what the lesson outlines inside the prompt's picker, then Confirm when the prompt asks. */
async function chooseOutlined(prompt: Locator): Promise<boolean> {
  const target = prompt.locator('[data-picker] [data-lesson-target]');
  if ((await target.count()) === 0) return false;
  await reveal(target.first()); // #29.6: behind its list's "+N more", shown as a player would
  await target.first().click();
  // A choice that shows it is chosen (cards, list entries) must be chosen before Confirm is pressed:
  // a Confirm still up from an earlier choice would send that one.
  if ((await target.first().getAttribute('aria-pressed')) !== null) await expect(target.first()).toHaveAttribute('aria-pressed', 'true');
  const card = await target.first().getAttribute('data-choice-card');
  const confirm = card
    ? prompt.locator(`[data-picker] [data-confirm-for*='"card":"${card}"'] [data-confirm]`)
    : prompt.locator('[data-picker] [data-confirm]');
  await expect.poll(async () => (await confirm.count()) > 0 || (await prompt.locator('[data-picker] button:not([data-closed])').first().isDisabled().catch(() => true)),
    { timeout: 5_000 }).toBe(true);
  if (await confirm.count()) await confirm.first().click();
  return true;
}

/** What the step points at is on screen: the part of the screen it outlines is in the viewport (#29). */
async function pointsOnScreen(page: Page, bar: Locator): Promise<void> {
  const ui = await bar.getAttribute('data-lesson-pointing');
  if (!ui) return;
  await expect(page.locator('[data-lesson-target]').first(), `pointer ${ui}`).toBeInViewport();
}

async function openLearn(page: Page, url: string): Promise<Locator> {
  await page.goto(url);
  const learn = page.locator('[data-learn]');
  await expect(learn).toBeVisible();
  await expect(learn.locator('[data-learn-game="pericles"] [data-lesson]')).toHaveCount(LESSONS.length);
  return learn;
}

/** Plays the lesson on screen to its end: Next, the outlined or a random choice, until it is complete. */
async function playLesson(page: Page, id: string, rand: () => number, onStep?: (step: string) => Promise<void>): Promise<string[]> {
  await page.locator(`[data-lesson="${id}"] [data-lesson-start]`).click();
  const bar = page.locator(`[data-lesson-bar="${id}"]`);
  await expect(bar).toBeVisible();
  const steps: string[] = [];
  const deadline = Date.now() + 240_000;
  let patience = 30;
  let redeployMoves = 0;
  for (;;) {
    if (Date.now() > deadline) throw new Error(`lesson ${id} did not end; steps seen: ${steps.join(', ')}`);
    await expect(page.locator('[data-screen-error], [data-error]')).toHaveCount(0);
    const step = (await bar.getAttribute('data-step')) ?? '';
    if (steps.at(-1) !== step) { steps.push(step); await onStep?.(step); await pointsOnScreen(page, bar); }
    if ((await bar.getAttribute('data-lesson-finished')) === 'true') break;
    // Next on the step just read, never on a later one: an act step moves on by itself when its
    // decision comes, and a Next pressed then would skip the step after it unread (on a busy machine
    // the last step's Finish was pressed before its text was read).
    const next = page.locator(`[data-lesson-bar="${id}"][data-step="${step}"][data-lesson-finished="false"] [data-lesson-next]`);
    if (await next.count()) { await next.click({ timeout: 5_000 }).catch(() => undefined); continue; }
    const prompt = await readyPrompt(page);
    // Like a player reading the bar: act once the lesson has caught up with the prompt (its step
    // asks for this decision), or after three seconds if no step of the lesson is about it.
    if (prompt && (await bar.locator('[data-lesson-your-turn]').count()) === 0 && patience-- > 0) {
      await page.waitForTimeout(100);
      continue;
    }
    if (prompt) {
      patience = 30;
      // The player decides now: the footer never says the other Factions are deciding (#29).
      await expect(bar.locator('[data-lesson-waiting]')).toHaveCount(0);
      // The bar may have moved on since the step was read above (to the step asking this decision):
      // read it again so a step the player acts on is always recorded.
      const now = (await bar.getAttribute('data-step')) ?? '';
      if (steps.at(-1) !== now) { steps.push(now); await onStep?.(now); }
      // A player ends the redeployment after a few moves (random moves alone wander for minutes).
      const finish = prompt.locator('[data-picker] [data-choice*="redeployDone"]');
      if ((await prompt.getAttribute('data-prompt')) === 'redeploy.move' && ++redeployMoves > 2 && await finish.count()) {
        await reveal(finish.first());
        await finish.first().click();
        await prompt.locator('[data-picker] [data-confirm]').first().click({ timeout: 5000 }).catch(() => undefined);
      } else if (!(await chooseOutlined(prompt))) await decide(page, prompt, rand);
      // A choice the lesson did not mean waits for the player (only the mistake test makes one).
      await expect(bar.locator('[data-lesson-mistake]')).toHaveCount(0);
      await page.waitForTimeout(100);
      continue;
    }
    await page.waitForTimeout(100);
  }
  await expect(bar.locator('[data-lesson-complete]')).toBeVisible();
  await bar.locator('[data-lesson-back]').click();
  await expect(page.locator(`[data-learn] [data-lesson="${id}"]`)).toHaveAttribute('data-done', 'true');
  return steps;
}

test.describe.configure({ timeout: 240_000 });

/** Steps pictured for a person to look at (test-results/learn-<lesson>-<step>.png). */
const SHOTS = ['politics.citizenship', 'muster.move', 'battle.contested', 'battle.honor', 'end.upkeep'];

LESSONS.forEach((lesson, index) => {
  test(`lesson ${lesson.id}: played to its end through the page, remembered as done`, async ({ page, host }) => {
    // A lesson played on a loaded 2-core machine with software GL can take two minutes.
    test.setTimeout(300_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const learn = await openLearn(page, host.url);
    await expect(learn.locator(`[data-lesson="${lesson.id}"]`)).toHaveAttribute('data-done', 'false');
    // Where the lesson means one choice, it outlines that choice in the prompt.
    const outlines = lesson.steps.filter((st) => st.intended).map((st) => st.id);
    const steps = await playLesson(page, lesson.id, testRng(1701 + index), async (step) => {
      if (outlines.includes(step)) await expect(page.locator('[data-prompt] [data-picker] [data-lesson-target]')).toHaveCount(1);
      if (SHOTS.includes(`${lesson.id}.${step}`)) await page.screenshot({ path: `test-results/learn-${lesson.id}-${step}.png` });
    });
    for (const s of lesson.steps.filter((x) => !x.optional)) expect(steps, `step ${s.id} shown`).toContain(s.id);
    // Remembered: after a reload the Learn screen still shows it done.
    await page.reload();
    await expect(page.locator(`[data-learn] [data-lesson="${lesson.id}"]`)).toHaveAttribute('data-done', 'true');
    expect(errors).toEqual([]);
  });
});

test('a choice the lesson did not mean is explained before it is sent (6.3: the Leader kept for later)', async ({ page, host }) => {
  await openLearn(page, host.url);
  await page.locator('[data-lesson="debates"] [data-lesson-start]').click();
  const bar = page.locator('[data-lesson-bar="debates"]');
  await expect(bar).toBeVisible();
  const rand = testRng(1799);
  // Up to the card step: Next, and the issue chosen through its prompt; the card is left to this test.
  for (let i = 0; i < 100 && (await bar.getAttribute('data-step')) !== 'card'; i++) {
    const next = bar.locator('[data-lesson-next]');
    if (await next.count()) { await next.click(); continue; }
    const prompt = await readyPrompt(page);
    if (prompt && (await prompt.getAttribute('data-prompt')) !== 'debate.card') await decide(page, prompt, rand);
    else await page.waitForTimeout(100);
  }
  await expect(bar).toHaveAttribute('data-step', 'card');
  const prompt = page.locator('[data-prompt="debate.card"]');
  await expect(prompt).toBeVisible();
  // The Leader: not what the lesson means. The bar says why; nothing is sent.
  await reveal(prompt.locator('[data-choice-card="leader-aristocrats"]'));
  await prompt.locator('[data-choice-card="leader-aristocrats"]').click();
  const confirm = prompt.locator('[data-picker] [data-confirm]');
  if (await confirm.count()) await confirm.first().click();
  const mistake = bar.locator('[data-lesson-mistake="card"]');
  await expect(mistake).toBeVisible();
  await expect(mistake).toContainText('Brain Trust (6.31)');
  // Nothing was sent: the other Factions' secret cards may come in, the player's card is still asked.
  await page.waitForTimeout(1000);
  const asking = page.locator('[data-prompt="debate.card"]:not([data-waiting])');
  await expect(asking).toBeVisible();
  await expect(page.locator('[data-status-strip] [data-deciding]')).toHaveAttribute('data-deciding', /aristocrats/);
  await page.screenshot({ path: 'test-results/learn-mistake.png' });
  // Choose again: the lesson's own choice, outlined, goes through.
  await mistake.locator('[data-lesson-retry]').click();
  await expect(mistake).toHaveCount(0);
  // The refused choice is cleared: no Confirm bar for it, the Leader no longer selected.
  await expect(prompt.locator('[data-picker] [data-confirm-for]')).toHaveCount(0);
  await expect(prompt.locator('[data-choice-card="leader-aristocrats"]')).toHaveAttribute('aria-pressed', 'false');
  const outlined = prompt.locator('[data-picker] [data-lesson-target]');
  await expect(outlined).toHaveCount(1);
  expect(await outlined.getAttribute('data-choice-card')).not.toBe('leader-aristocrats');
  expect(await chooseOutlined(prompt)).toBe(true);
  await expect(bar).toHaveAttribute('data-step', 'result');
  await expect(bar.locator('[data-lesson-mistake]')).toHaveCount(0);
});

test('a lesson on screen at 1280×720 and 1600×1000: the bar under the board, the board in view, a theater pointed at, the advisor on', async ({ page, host }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const learn = await openLearn(page, host.url);
  await learn.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/learn-start.png' });
  await page.locator('[data-lesson="board"] [data-lesson-start]').click();
  const bar = page.locator('[data-lesson-bar="board"]');
  await expect(bar).toHaveAttribute('data-step', 'theaters');
  // #17.4: the advisor is on in lessons (no toggle to find): asked, it gives the rule bot's choice.
  const advisor = page.locator('[data-prompt] [data-advisor="on"]');
  await expect(advisor).toBeVisible();
  await expect(page.locator('[data-prompt] [data-advisor-toggle]')).toHaveCount(0);
  await advisor.locator('[data-advisor-ask]').click();
  await expect(page.locator('[data-prompt] [data-advice-choice]')).toBeVisible();
  await page.waitForTimeout(800);
  await page.screenshot({ path: 'test-results/learn-1280x720.png' });
  const board = await page.locator('[data-board-slot]').boundingBox();
  const barBox = await bar.boundingBox();
  // The board keeps most of the column, and the bar does not cover it.
  expect(board!.height).toBeGreaterThan(300);
  expect(barBox!.y).toBeGreaterThanOrEqual(board!.y + board!.height - 1);
  await page.setViewportSize({ width: 1600, height: 1000 });
  await bar.locator('[data-lesson-next]').click();
  await expect(bar).toHaveAttribute('data-step', 'links');
  // The game screen left for the saves browser and back: the lesson is where the player left it.
  await page.locator('[data-control="open"]').click();
  await expect(page.locator('[data-saves-browser]')).toBeVisible();
  await page.locator('[data-saves-browser] button', { hasText: 'Close' }).first().click();
  await expect(bar).toHaveAttribute('data-step', 'links');
  await page.waitForTimeout(800);
  await page.screenshot({ path: 'test-results/learn-1600x1000.png' });
  const board2 = await page.locator('[data-board-slot]').boundingBox();
  expect(board2!.height).toBeGreaterThan(500);
});

test('after the explanation the player may keep their own choice: it is sent and the lesson goes on (5.32 E)', async ({ page, host }) => {
  await openLearn(page, host.url);
  await page.locator('[data-lesson="assembly"] [data-lesson-start]').click();
  const bar = page.locator('[data-lesson-bar="assembly"]');
  // The three read steps before it.
  for (const step of ['tracks', 'roles', 'boule']) {
    await expect(bar).toHaveAttribute('data-step', step);
    await bar.locator('[data-lesson-next]').click();
  }
  await expect(bar).toHaveAttribute('data-step', 'pickA');
  const prompt = page.locator('[data-prompt="boule.A"]:not([data-waiting])');
  await prompt.locator(`[data-picker] [data-choice*='"kind":"ostracism"']`).click();
  const confirm = prompt.locator('[data-picker] [data-confirm]');
  if (await confirm.count()) await confirm.first().click();
  const mistake = bar.locator('[data-lesson-mistake="pickA"]');
  await expect(mistake).toContainText('5.32 E');
  await mistake.locator('[data-lesson-go-on]').click();
  await expect(mistake).toHaveCount(0);
  // Sent: the player's next Boulé step (C) comes, and the lesson with it.
  await expect(bar).toHaveAttribute('data-step', 'pickC');
  await expect(page.locator('[data-prompt="boule.C"]')).toBeVisible();
});

test('lesson texts agree with the screen (#29): counts from the position, a pointed panel shown even if hidden or folded', async ({ page, host }) => {
  test.setTimeout(240_000);
  // The player had hidden the side panels and folded the Honor panel.
  await page.goto(host.url);
  await page.evaluate(() => {
    localStorage.setItem('pericles.table.side.hidden', '1');
    localStorage.setItem('pericles.table.fold.honor', '1');
  });
  const learn = await openLearn(page, host.url);
  await expect(learn.locator('.hint').first()).toContainText(`${LESSONS.length} short lessons`);
  // Lesson 4 opens on Oration, pointing at the Honor panel: the rail and the panel open for it.
  await page.locator('[data-lesson="politics"] [data-lesson-start]').click();
  const bar = page.locator('[data-lesson-bar="politics"]');
  await expect(bar).toHaveAttribute('data-step', 'oration');
  await expect(page.locator('[data-side-panels]')).toHaveAttribute('data-hidden', 'false');
  await expect(page.locator('[data-fold="honor"]')).toHaveAttribute('data-folded', 'false');
  await expect(page.locator('[data-fold="honor"][data-lesson-target]')).toBeInViewport();
  await bar.locator('[data-lesson-leave]').click();
  // Lesson 2 ends by counting the issues the Assembly panel lists for the player's City-State.
  await openLearn(page, host.url);
  const steps = await playLesson(page, 'assembly', testRng(1798), async (step) => {
    if (step !== 'done') return;
    const issues = await page.locator('[data-assembly-panel] [data-track="athens"] [data-track-issue]').count();
    expect(issues).toBeGreaterThan(7); // the seven of the Boulé, and the Aristophanes card's
    await expect(page.locator('[data-lesson-bar="assembly"] [data-lesson-say]')).toContainText(`now holds ${issues} issues: the 7 chosen in the Boulé and ${issues - 7} placed before it`);
  });
  expect(steps).toContain('done');
});

