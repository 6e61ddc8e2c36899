// #33 "Battles are moments", through the real page: a seeded 4-player hot-seat Perikles game
// (`--game perikles --players 4 --seed 1 --bots human,human,human,human`) played by the prompt's
// first option, the same decisions replayed beside it in the engine. At the first commit.send a
// counter, a Location and a side are chosen through the send picker, and its odds line shows the
// engine's exact numbers for the seat's view (locationOdds); at the first
// battle Phase 6 resolves, the battle moment shows the dice and Battle tokens the log holds, stays
// while the player reads, and is dismissed. Screenshots at 1280×720 and 1600×1000 (PK_BATTLE_SHOTS).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { apply, legalActions, newGame, pending, seatsFor, viewFor, type PeriklesState } from '../../src-shared/games/perikles/index.js';
import { locationOdds } from '../../src-shared/games/perikles/odds.js';
import { battleMomentAt } from '../../src-shared/games/perikles/moments.js';

const SHOTS = process.env.PK_BATTLE_SHOTS ?? 'test-results';

/** Clicks the prompt's first option (taking hand-offs) and applies the same action to `g`, until `stop` says so. */
async function playUntil(page: Page, state: { g: PeriklesState }, stop: (page: Page, g: PeriklesState) => Promise<boolean>, maxClicks = 600): Promise<void> {
  const handoff = page.locator('[data-handoff] [data-take-seat]');
  const first = page.locator('[data-prompt] button[data-option="0"]:enabled');
  for (let clicks = 0; clicks < maxClicks; clicks++) {
    await expect(handoff.or(first).or(page.locator('[data-moment="battle"]')).first()).toBeVisible({ timeout: 60_000 });
    if (await stop(page, state.g)) return;
    if (await handoff.isVisible()) { await handoff.click(); clicks--; continue; }
    const prompt = page.locator('[data-prompt]');
    const seat = (await prompt.getAttribute('data-seat'))!;
    const kind = await prompt.getAttribute('data-prompt');
    expect(pending(state.g)?.kind).toBe(kind);
    const decisions = await page.locator('[data-screen="game"]').getAttribute('data-decisions');
    const action = legalActions(state.g, seat)[0]!;
    await first.click();
    state.g = apply(state.g, seat, action);
    await expect(page.locator(`[data-screen="game"][data-decisions="${decisions}"] [data-prompt="${kind}"]`)).toHaveCount(0, { timeout: 60_000 });
  }
  throw new Error('the stop was not reached');
}

test.describe('Perikles battles through the page (#33)', () => {
  test.setTimeout(20 * 60_000);
  test.use({ hostArgs: ['--game', 'perikles', '--players', '4', '--seed', '1', '--bots', 'human,human,human,human'] });

  test('[CRT] EN:311-322: the commit prompt shows the engine\'s exact odds; [P6] EN:293-301: the battle moment shows the log\'s dice and tokens', async ({ page, host }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(host.url);
    const seats = Object.fromEntries(seatsFor(4).map((s) => [s, 'human' as const]));
    const state = { g: newGame({ seed: '1', seats }) };

    // 1. The first commit.send offering a Location whose battle will be rolled for: the odds
    // panel's numbers (that Location picked) are locationOdds of the seat's view.
    let slot = -1;
    await playUntil(page, state, async (p) => {
      const seatNow = await p.locator('[data-prompt="commit.send"]').getAttribute('data-seat', { timeout: 1000 }).catch(() => null);
      if (!seatNow) return false;
      const v = viewFor(state.g, seatNow as never);
      const offered = new Set(legalActions(state.g, seatNow).filter((a) => a.type === 'send').map((a) => a.slot as number));
      slot = [...offered].find((s) => locationOdds(v, s).rounds.some((r) => r.mode === 'rolled')) ?? -1;
      return slot >= 0;
    });
    const prompt = page.locator('[data-prompt="commit.send"]');
    const seat = (await prompt.getAttribute('data-seat'))!;
    const view = viewFor(state.g, seat as never);
    // Through the picker (prompts/SendForces.tsx): a counter offered for that Location, then the Location.
    const send = legalActions(state.g, seat).find((a) => a.type === 'send' && a.slot === slot)!;
    await prompt.locator(`button[data-pick-counter="${send.force}|${send.kind}|${send.strength}"]`).click();
    await prompt.locator(`button[data-pick-location][data-slot="${slot}"]`).click();
    await expect(prompt.locator('[data-send-odds]')).toHaveAttribute('data-send-odds', view.slots[slot]!.tile);
    // One Location chooser: the odds follow the picker's, and have none of their own.
    const odds = prompt.locator('[data-send-odds] [data-odds]');
    await expect(odds).toBeVisible();
    await expect(prompt.locator('[data-odds]')).toHaveCount(1);
    await expect(odds).toHaveAttribute('data-odds-slot', String(slot));
    await expect(odds.locator('button')).toHaveCount(0);
    const exact = locationOdds(view, slot);
    expect(Number(await odds.locator('.pk-odds-take').getAttribute('data-odds-take'))).toBe(exact.take);
    const rounds = odds.locator('[data-odds-round]');
    await expect(rounds).toHaveCount(exact.rounds.length);
    expect(exact.rounds.some((r) => r.mode === 'rolled')).toBe(true);
    for (const [i, r] of exact.rounds.entries()) {
      const li = rounds.nth(i);
      await expect(li).toHaveAttribute('data-odds-round', r.kind);
      await expect(li).toHaveAttribute('data-mode', r.mode);
      await expect(li).toHaveAttribute('data-column', r.column ?? '');
      await expect(li).toHaveAttribute('data-need-attack', String(r.need?.attack ?? ''));
      await expect(li).toHaveAttribute('data-need-defend', String(r.need?.defend ?? ''));
      await expect(li).toHaveAttribute('data-attack-wins', String(r.attackWins));
    }
    // The chosen counter on each side the engine offers it there: the chance with it added, as the engine gives it.
    const sides = legalActions(state.g, seat).filter((a) => a.type === 'send' && a.slot === slot && a.force === send.force && a.kind === send.kind && a.strength === send.strength).map((a) => a.side as string);
    const withs = odds.locator('[data-odds-with]');
    await expect(withs).toHaveCount(sides.length);
    for (const [i, side] of sides.entries()) {
      await expect(withs.nth(i)).toHaveAttribute('data-odds-with', `${side}|${send.kind}|${send.strength}`);
      const take = locationOdds(view, slot, { side: side as 'attack' | 'defend', kind: send.kind as 'hoplite' | 'trireme', strength: send.strength as number }).take;
      expect(Number(await withs.nth(i).getAttribute('data-odds-take'))).toBe(take);
    }
    // Words only: no engine token, and the percentage shown is the exact chance rounded.
    await odds.locator('details summary').click();
    const text = await odds.innerText();
    expect(text).not.toMatch(/[{}]|\bperikles\.|\bundefined\b|NaN/);
    expect(text).toContain(`${(exact.take * 100).toFixed(1)}%`);
    await odds.locator('details summary').click();
    // In Spanish and Greek, in words too (Combat Results Table: Tabla de Resultados de Combate).
    for (const [lang, word] of [['es', 'columna'], ['el', 'στήλη']] as const) {
      await page.locator('.game-header [data-lang-picker]').selectOption(lang);
      await expect(odds).toContainText(word);
      expect(await odds.innerText()).not.toMatch(/[{}]|\bperikles\.|\bundefined\b|NaN|attacker|Attacker/);
    }
    await page.locator('.game-header [data-lang-picker]').selectOption('en');
    // The odds and the board stay in view beside the prompt.
    await expect(odds).toBeInViewport({ ratio: 1 });
    await expect(page.locator('[data-location]').first()).toBeInViewport();
    await page.screenshot({ path: `${SHOTS}/battle-odds-1280.png` });
    await page.setViewportSize({ width: 1600, height: 1000 });
    await page.screenshot({ path: `${SHOTS}/battle-odds-1600.png` });
    await page.setViewportSize({ width: 1280, height: 720 });
    // Sent through the picker's side button; the engine beside it takes the same action.
    const sideButton = prompt.locator('[data-send-step="side"] button[data-option]:enabled').first();
    const index = Number(await sideButton.getAttribute('data-option'));
    const decisions = await page.locator('[data-screen="game"]').getAttribute('data-decisions');
    await sideButton.click();
    state.g = apply(state.g, seat, legalActions(state.g, seat)[index]!);
    await expect(page.locator(`[data-screen="game"][data-decisions="${decisions}"] [data-prompt="commit.send"]`)).toHaveCount(0, { timeout: 60_000 });

    // 2. On to the first battle Phase 6 resolves: its moment shows what the log holds.
    await playUntil(page, state, async (p) => (await p.locator('[data-moment="battle"]').count()) > 0);
    const panel = page.locator('[data-moment="battle"]');
    await expect(panel).toBeVisible({ timeout: 60_000 });
    const at = Number(await panel.getAttribute('data-moment-at'));
    const m = battleMomentAt(state.g.log, at)!;
    expect(m).not.toBeNull();
    await expect(panel).toHaveAttribute('data-tile', m.tile);
    const shownRounds = panel.locator('[data-moment-round]');
    await expect(shownRounds).toHaveCount(m.rounds.length);
    for (const [i, r] of m.rounds.entries()) {
      const sec = shownRounds.nth(i);
      await expect(sec).toHaveAttribute('data-winner', r.winner);
      const throws = sec.locator('[data-throw]');
      await expect(throws).toHaveCount(r.rolls.length);
      for (const [j, x] of r.rolls.entries()) {
        await expect(throws.nth(j)).toHaveAttribute('data-attack', String(x.attack));
        await expect(throws.nth(j)).toHaveAttribute('data-defend', String(x.defend));
        await expect(throws.nth(j)).toHaveAttribute('data-tokens-attack', String(x.tokens.attack));
        await expect(throws.nth(j)).toHaveAttribute('data-tokens-defend', String(x.tokens.defend));
      }
    }
    await expect(panel.locator('[data-moment-result]')).not.toBeEmpty();
    expect(await panel.innerText()).not.toMatch(/[{}]|\bperikles\.|\bundefined\b|NaN/);
    await page.screenshot({ path: `${SHOTS}/battle-moment-1600.png` });
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.screenshot({ path: `${SHOTS}/battle-moment-1280.png` });
    // In Spanish and Greek, in the glossary's words (Battle token: marcador de Batalla, δείκτης Μάχης).
    for (const [lang, title, token] of [['es', 'Batalla por', 'marcador'], ['el', 'Μάχη:', 'Δείκτες Μάχης']] as const) {
      await page.locator('.game-header [data-lang-picker]').selectOption(lang);
      await expect(panel.locator('h2')).toContainText(title);
      expect(await panel.innerText()).toContain(token);
      expect(await panel.innerText()).not.toMatch(/[{}]|\bperikles\.|\bundefined\b|NaN|Battle token/);
      await page.screenshot({ path: `${SHOTS}/battle-moment-${lang}-1280.png` });
    }
    await page.locator('.game-header [data-lang-picker]').selectOption('en');
    // The next decision stays in reach while the moment is shown: a player can go on.
    await expect(page.locator('[data-prompt] button[data-option="0"]:enabled').or(page.locator('[data-handoff] [data-take-seat]')).first()).toBeVisible();
    // It stays while the player reads, and is dismissed.
    await panel.locator('[data-moment-close]').click();
    await expect(panel).toHaveCount(0);
  });
});
