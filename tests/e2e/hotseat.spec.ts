// Hot-seat for four: every change of human seat goes through the hand-off screen, and at no
// time does the page hold another seat's secret cards. The secrets are read from the real host
// by a second WebSocket client that views each seat in turn (the same redacted views a player
// gets), and compared with the page's whole HTML.
import WebSocket from 'ws';
import { expect, startGame, test, type WebHost } from './fixtures.js';
import { PALETTE_OPEN, chooseAction } from './palette.js';

const FACTIONS = ['aristocrats', 'demagogues', 'eurypontids', 'agiads'] as const;
type Faction = (typeof FACTIONS)[number];

interface SeatView { view: { factions: Record<Faction, { hand: string[] | null; entourage: string[] | null }> } | null; seat: string }

/** A second client of the same host: asks for each seat's own view and returns its secret cards. */
class Spy {
  private ws: WebSocket;
  private id = 1;
  private waiting = new Map<number, () => void>();
  private views = new Map<string, SeatView>();
  private constructor(ws: WebSocket) {
    this.ws = ws;
    ws.on('message', (data) => {
      const m = JSON.parse(String(data)) as { type: string; re?: number } & SeatView;
      if (m.type === 'view') this.views.set(m.seat, m);
      if ((m.type === 'ok' || m.type === 'error') && typeof m.re === 'number') this.waiting.get(m.re)?.();
    });
  }
  static async open(host: WebHost): Promise<Spy> {
    const u = new URL(host.url);
    const ws = new WebSocket(`ws://${u.host}/ws?token=${encodeURIComponent(u.searchParams.get('token') ?? '')}`, { origin: u.origin });
    await new Promise<void>((resolve, reject) => { ws.once('open', () => resolve()); ws.once('error', reject); });
    return new Spy(ws);
  }
  private request(msg: Record<string, unknown>): Promise<void> {
    const id = this.id++;
    return new Promise((resolve) => { this.waiting.set(id, resolve); this.ws.send(JSON.stringify({ ...msg, id })); });
  }
  /** Card ids `seat` holds secretly now (hand and Entourage), from its own view. */
  async secretsOf(seat: Faction): Promise<string[]> {
    await this.request({ type: 'viewAs', seat });
    const v = this.views.get(seat)?.view;
    const f = v?.factions[seat];
    return [...(f?.hand ?? []), ...(f?.entourage ?? [])];
  }
  close(): void { this.ws.close(); }
}

test('four humans hot-seat: hand-offs between seats and no other seat\'s secrets in the page', async ({ page, host }) => {
  test.setTimeout(300_000);
  await startGame(page, host, { seed: 'hotseat-1', seats: { aristocrats: 'human', demagogues: 'human', eurypontids: 'human', agiads: 'human' } });
  const spy = await Spy.open(host);
  const handoff = page.locator('[data-handoff]');
  const choice = page.locator(`[data-prompt]:not([data-waiting]) ${PALETTE_OPEN}`);
  const seen = new Set<string>();
  let handoffs = 0;
  let checks = 0;

  for (let step = 0; step < 120 && seen.size < 4; step++) {
    await expect(handoff.or(choice)).toBeVisible();
    if (await handoff.isVisible()) {
      // Nothing of any seat's hand, prompt or Strategos while the device changes hands.
      await expect(page.locator('[data-hand], [data-prompt], [data-strategos], [data-entourage]')).toHaveCount(0);
      const seat = (await handoff.getAttribute('data-handoff')) as Faction;
      if (handoffs < 2) await page.screenshot({ path: `test-results/hotseat-handoff-${handoffs}.png` });
      handoffs++;
      await handoff.locator('button').click();
      await expect(page.locator(`[data-screen="game"][data-seat="${seat}"]`)).toBeVisible();
      continue;
    }
    const seat = (await page.locator('[data-screen="game"]').getAttribute('data-seat')) as Faction;
    seen.add(seat);
    const html = await page.content();
    for (const other of FACTIONS) {
      if (other === seat) continue;
      for (const card of await spy.secretsOf(other)) {
        expect(new RegExp(`\\b${card}\\b`).test(html), `${seat}'s page shows ${other}'s secret card ${card}`).toBe(false);
        checks++;
      }
    }
    if (seen.size === 1 && step < 3) await page.screenshot({ path: `test-results/hotseat-${seat}.png` });
    const decisions = Number(await page.locator('[data-screen="game"]').getAttribute('data-decisions'));
    await chooseAction(page.locator('[data-prompt]'));
    await expect.poll(async () => Number(await page.locator('[data-screen]').getAttribute('data-decisions') ?? Infinity)).toBeGreaterThan(decisions);
  }
  spy.close();
  expect(seen.size, 'every seat played').toBe(4);
  expect(handoffs).toBeGreaterThanOrEqual(4);
  expect(checks).toBeGreaterThan(20);
});
