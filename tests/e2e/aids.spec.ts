// #32: the board draws a muster's moves (9.32) from the host's view message (`aids`), the
// chessground way: the page is handed where each unit may end, by which path, and which links it
// may not take and why, and no longer runs the movement rules for them itself.
import type { Page, WebSocketRoute } from '@playwright/test';
import type { Aids } from '../../src-shared/games/pericles/aids.js';
import { expect, test } from './fixtures.js';
import { buildPosition } from './positions.js';
import { continueTo } from './boardView.js';

const MUSTER = { scenario: 'campaign', seeds: ['a', 'b', 'c', 'd', 'e', 'f'], kind: 'muster.move' } as const;

interface ViewFrame { type?: string; aids?: Aids }

/**
 * Passes the host's messages to the page through `change` (the page's own messages unchanged), and
 * keeps the last view message that carried aids, as the host sent it.
 */
async function relay(page: Page, change: (m: ViewFrame) => ViewFrame = (m) => m): Promise<{ last: () => { text: string; aids: Aids } | null }> {
  let last: { text: string; aids: Aids } | null = null;
  await page.routeWebSocket(/./, (ws: WebSocketRoute) => {
    const server = ws.connectToServer();
    ws.onMessage((m) => server.send(m));
    server.onMessage((m) => {
      if (typeof m !== 'string') return ws.send(m);
      const msg = JSON.parse(m) as ViewFrame;
      if (msg.type !== 'view' || !msg.aids) return ws.send(m);
      last = { text: m, aids: msg.aids };
      ws.send(JSON.stringify(change(msg)));
    });
  });
  return { last: () => last };
}

/** The theaters the board's mirror marks reachable, by number. */
async function marked(page: Page): Promise<number[]> {
  return (await page.locator('[data-board-mirror] [data-reachable="true"]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-theater'))))).sort((a, b) => a - b);
}

test('9.32: a chosen unit\'s ends and paths on the board are the host\'s aids, not the page\'s own answer', async ({ page, host }) => {
  test.setTimeout(150_000);
  await buildPosition(host.userData, MUSTER);
  // Each unit's aid is replaced by one made-up end, one link away by no rule: the board must show it.
  const madeUp = new Map<string, number>();
  await relay(page, (m) => {
    const moves = m.aids!.moves!;
    for (const [key, unit] of Object.entries(moves.units)) {
      const from = Number(key.split('/')[2]);
      const ends = new Set(unit.ends.map((p) => p[p.length - 1]));
      const fake = [...Array(19).keys()].map((i) => i + 1).find((id) => id !== from && !ends.has(id))!;
      madeUp.set(key, fake);
      moves.units[key] = { ends: [[from, fake]], blocked: [] };
    }
    return m;
  });
  await page.setViewportSize({ width: 1280, height: 720 });
  await continueTo(page, host, 'muster.move');
  const unit = page.locator('[data-prompt="muster.move"]:not([data-waiting]) [data-choice-unit]').first();
  await unit.click();
  const key = (await unit.getAttribute('data-choice-unit'))!;
  const fake = madeUp.get(key);
  expect(fake, 'the page was sent aids for the unit it offers').toBeDefined();
  await expect.poll(() => marked(page)).toEqual([fake]);
});

test('9.32: the muster move as the host sends it — every end marked, its path in words, the refused links\' reasons — at both window sizes', async ({ page, host }) => {
  test.setTimeout(150_000);
  await buildPosition(host.userData, MUSTER);
  const sent = await relay(page);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1280, height: 720 });
  await continueTo(page, host, 'muster.move');
  const prompt = page.locator('[data-prompt="muster.move"]:not([data-waiting])');
  const units = prompt.locator('[data-choice-unit]');
  const keys = await units.evaluateAll((bs) => bs.map((b) => b.getAttribute('data-choice-unit') ?? ''));
  const got = sent.last();
  expect(got, 'the view message carried aids').not.toBeNull();
  const moves = got!.aids.moves!;
  // One aid per unit the prompt offers, no more.
  expect(Object.keys(moves.units).sort()).toEqual([...keys].sort());
  // The unit with the most ends, so the picture shows a real choice.
  const key = [...keys].sort((a, b) => moves.units[b]!.ends.length - moves.units[a]!.ends.length)[0]!;
  await prompt.locator(`[data-choice-unit="${key}"]`).click();
  const aid = moves.units[key]!;
  const ends = aid.ends.map((p) => p[p.length - 1]!).sort((a, b) => a - b);
  await expect.poll(() => marked(page)).toEqual(ends);
  // The same theaters the prompt lists as the unit's legal ends.
  const listed = await prompt.locator('[data-choice-theater]').evaluateAll((bs) => bs.map((b) => Number(b.getAttribute('data-choice-theater'))));
  expect([...listed].sort((a, b) => a - b)).toEqual(ends);
  // Looked at: the ends ringed, the paths drawn, the refused links crossed.
  for (const size of [{ width: 1280, height: 720 }, { width: 1600, height: 1000 }]) {
    await page.setViewportSize(size);
    await expect.poll(() => marked(page)).toEqual(ends);
    await page.screenshot({ path: `test-results/aids-muster-${size.width}x${size.height}.png` });
  }
  // A refused link's reason, worded, is what the board tells on that link.
  if (aid.blocked.length) {
    const link = moves.blocked[aid.blocked[0]!]!.link;
    const mirrorLink = page.locator(`[data-board-mirror] [data-link="${link}"]`);
    await mirrorLink.focus();
    const reason = page.locator('[data-link-tip] [data-blocked-reason], [data-blocked-reason]').first();
    await expect(reason).toBeVisible();
    await expect(reason).not.toContainText('whynot.');
    await expect(reason).toContainText(/\d/);
  }
  // What the aids cost on the wire: this view message with and without them.
  const whole = Buffer.byteLength(got!.text);
  const without = Buffer.byteLength(JSON.stringify({ ...JSON.parse(got!.text), aids: undefined }));
  test.info().annotations.push({ type: 'view message bytes', description: `with aids ${whole}, without ${without}, aids ${whole - without}` });
  console.log(`view message: ${(whole / 1024).toFixed(1)} kB with aids, ${(without / 1024).toFixed(1)} kB without (aids ${((whole - without) / 1024).toFixed(1)} kB, ${Object.keys(moves.units).length} units, ${moves.blocked.length} refused links)`);
  expect(errors).toEqual([]);
});
