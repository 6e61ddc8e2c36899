// #30 Levels in players' words, through the real page: the new-game screen sets each Faction's
// seat to Human or a bot level (Easy, Normal, Hard, Expert), says in one line how each level plays
// in English, Spanish and Greek (no engine word), and the game it starts carries the levels into
// its save. The random bot is not a player's choice (it is offered only with PERICLES_DEV=1, as
// here, for the tests).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { en } from '../../src-renderer/i18n/en.js';
import { el, es } from '../../src-renderer/i18n/locales.js';
import { PLAYER_LEVELS } from '../../src-shared/games/pericles/bots/levels.js';
import { FACTIONS } from '../../src-shared/games/pericles/model/ids.js';
import { expect, test } from './fixtures.js';
import { chooseAction, PALETTE_OPEN } from './palette.js';

const DICTS = { en, es, el } as const;

test('each Faction gets Human or a level; the four levels say how they play in en, es, el; the save keeps the levels', async ({ page, host }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(host.url);
  await expect(page.locator('[data-screen="start"]')).toBeVisible();
  for (const f of FACTIONS) {
    // The levels come with the host's games list, which may answer after the start screen shows.
    await expect(page.locator(`select[data-seat-kind="${f}"] option[value="bot:${PLAYER_LEVELS[0]}"]`)).toBeAttached();
    const values = await page.locator(`select[data-seat-kind="${f}"] option`).evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    // The players' choices first; the random bot only in the development group (PERICLES_DEV=1).
    expect(values).toEqual(['human', 'bot:easy', 'bot:normal', 'bot:hard', 'bot:expert', 'bot:random']);
  }
  await expect(page.locator('select[data-seat-kind="demagogues"] option[value="bot:expert"]')).toHaveText(en['seatKind.bot:expert']);

  // Every level in a select, for the screenshots: each name must fit its select in every language.
  const shown = { aristocrats: 'bot:normal', demagogues: 'bot:easy', eurypontids: 'bot:hard', agiads: 'bot:expert' } as const;
  for (const [f, kind] of Object.entries(shown)) await page.locator(`select[data-seat-kind="${f}"]`).selectOption(kind);
  const picker = page.locator('[data-screen="start"] [data-lang-picker]');
  for (const lang of ['en', 'es', 'el'] as const) {
    await picker.selectOption(lang);
    const dict = DICTS[lang] as Readonly<Record<string, string>>;
    // The guide is a link on the seats' line; opened, it shows each level's line over the form.
    const guideBox = page.locator('[data-level-guide]');
    await expect(guideBox.locator('summary')).toHaveText(dict['level.guideOpen']!);
    if (!(await guideBox.evaluate((d) => (d as HTMLDetailsElement).open))) await guideBox.locator('summary').click();
    await expect(page.locator('[data-level-desc="expert"]')).toBeInViewport({ ratio: 1 });
    await expect(page.locator('[data-level-guide] p')).toHaveText(dict['level.guide']!);
    for (const l of PLAYER_LEVELS) {
      await expect(page.locator(`[data-level-desc="${l}"]`)).toHaveText(`${dict[`level.name.${l}`]}: ${dict[`level.desc.${l}`]}`);
    }
    const guide = await page.locator('[data-level-guide]').innerText();
    expect(guide).not.toMatch(/bot:|\{\w+\}|\b[a-z]+[A-Z][a-zA-Z]*\b/);
    await page.screenshot({ path: `test-results/levels-start-${lang}-1280.png` });
  }
  await picker.selectOption('en');
  await page.setViewportSize({ width: 1600, height: 1000 });
  await expect(page.locator('[data-level-desc="expert"]')).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: 'test-results/levels-start-en-1600.png' });

  // One level per Faction, set through the selects; the game's save holds them.
  await page.locator('select[data-field="scenario"]').selectOption('development');
  const chosen = { aristocrats: 'human', demagogues: 'bot:easy', eurypontids: 'bot:hard', agiads: 'bot:expert' } as const;
  for (const [f, kind] of Object.entries(chosen)) await page.locator(`select[data-seat-kind="${f}"]`).selectOption(kind);
  // Every "who is thinking" the strip shows, as the page drew it (a bot's turn can be short).
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { thinkingSeen: string[] }).thinkingSeen = seen;
    new MutationObserver(() => {
      const who = document.querySelector('[data-status-strip] [data-deciding]');
      const thinking = who?.getAttribute('data-thinking');
      if (who && thinking) seen.push(`${thinking}|${who.textContent ?? ''}`);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  await page.locator('button[data-start-game]').click();
  await expect(page.locator('[data-screen="game"]')).toBeVisible();
  // #30 Fast: while a bot decides, the strip names it and its level.
  // The human (Aristocrats) takes its decisions until a bot has one.
  const seenCount = (): Promise<number> => page.evaluate(() => (window as unknown as { thinkingSeen: string[] }).thinkingSeen.length);
  const prompt = page.locator('[data-prompt]');
  for (let i = 0; i < 30 && (await seenCount()) === 0; i++) {
    await expect.poll(async () => (await seenCount()) > 0 || await prompt.locator(PALETTE_OPEN).isEnabled().catch(() => false), { timeout: 20_000 }).toBe(true);
    if ((await seenCount()) === 0) await chooseAction(prompt);
  }
  expect(await seenCount()).toBeGreaterThan(0);
  const seen = await page.evaluate(() => (window as unknown as { thinkingSeen: string[] }).thinkingSeen);
  expect(seen.some((s) => /^(demagogues|eurypontids|agiads)\b/.test(s) && /\((Bot: (Easy|Hard|Expert)), thinking…\)/.test(s)), seen.join(' / ')).toBe(true);
  expect(seen.join(' ')).not.toMatch(/aristocrats\|.*Aristocrats \(Bot/);
  const saves = join(host.userData, 'saves');
  const autosave = (): string | undefined => (existsSync(saves) ? readdirSync(saves) : []).find((f) => /^autosave-.*\.json$/.test(f));
  await expect.poll(autosave, { timeout: 20_000 }).toBeTruthy();
  const saved = JSON.parse(readFileSync(join(saves, autosave()!), 'utf8')) as { seats: Record<string, string> };
  expect(saved.seats).toEqual(chosen);
});
