// #16 Start, saves, replay: the movement explorer opens on a real scenario (the Campaign, never
// the tests' development setup) and fits its window: the board keeps its size however long the
// lists of ends and closed links grow (9.32), and the page itself never scrolls.
import { expect, test } from './fixtures.js';

for (const [width, height] of [[1280, 720], [1600, 1000]] as const) {
  test(`the movement explorer opens on the Campaign and fits a ${width}×${height} window`, async ({ page, host }) => {
    await page.setViewportSize({ width, height });
    await page.goto(host.url);
    await page.locator('[data-open-explorer]').click();
    const screen = page.locator('[data-screen="explorer"]');
    await expect(screen).toBeVisible();
    const scenario = page.locator('select[data-field="explorer-scenario"]');
    await expect(scenario).toHaveValue('campaign');
    expect(await scenario.locator('option').allTextContents()).not.toContain(expect.stringMatching(/development/i));
    const canvas = page.locator('[data-movement-explorer] canvas').first();
    await expect(canvas).toBeVisible();
    const before = await canvas.boundingBox();

    // A naval unit of Athens with the Expedition in Ionia: a long list of ends and closed links.
    await page.locator('select[data-explore="from"]').selectOption('7');
    await page.locator('select[data-explore="kind"]').selectOption('naval');
    await page.locator('select[data-explore="expedition"]').selectOption('14');
    // The host answers (#32 D, 'explore'): the lists are that answer once they say which question they answer.
    await expect(page.locator('[data-explore-for]')).toHaveAttribute('data-explore-for', '7:athens:naval:14');
    await expect(page.locator('[data-explore-ends] li').first()).toBeVisible();
    await expect(page.locator('[data-board-mirror] [data-reachable="true"]')).toHaveCount(await page.locator('[data-explore-end]').count());
    const rows = await page.locator('[data-explore-ends] li, [data-blocked-link]').count();
    expect(rows).toBeGreaterThan(3);

    const after = await canvas.boundingBox();
    expect(after!.height).toBeCloseTo(before!.height, 0);
    expect(after!.y + after!.height).toBeLessThanOrEqual(height + 1);
    const scroll = await page.evaluate(() => document.scrollingElement!.scrollHeight - window.innerHeight);
    expect(scroll).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/explorer-${width}.png` });
  });
}
