// "Why not?" through the page for the decision kinds whose reasons were unit-tested only (#17 item 2):
// builds short of pieces (3.1), League units (8.52) and Argos (12.1), the 300 while on the map
// (12.4), Boulé picks (5.32), Battle casualties and base destruction (9.44), Friendly-Controlled
// Diplomacy (8.51, 8.5) and Persian Gold (9.11, 3.1). Each position is reached by random play from a seed (positions.ts) or,
// where random play rarely goes, built as the rules tests build it and saved in place of the game.
// In each, the option is shown closed with its rule, and a click on it explains in words: the
// same words whyNotText gives the engine's reasons for that seat, with no engine token.
import type { Page } from '@playwright/test';
import { expect, test, type WebHost } from './fixtures.js';
import { buildPosition, type PositionWanted } from './positions.js';
import { continueTo, optionInSight } from './boardView.js';
import { cloneJson } from '../../src-shared/kit/clone.js';
import { apply, pending, type Action } from '../../src-shared/engine.js';
import { closedOptions, type ClosedOption } from '../../src-shared/games/pericles/explain/index.js';
import { FACTIONS, type Faction } from '../../src-shared/games/pericles/model/ids.js';
import type { GameState } from '../../src-shared/games/pericles/model/state.js';
import { athensBattle, position as theaterPosition, queue } from '../fixtures/theaterPosition.js';
import { unitLimit } from '../../src-shared/games/pericles/data/components.js';
import { actionKey } from '../../src-renderer/games/pericles/game/actions.js';
import { whyNotText } from '../../src-renderer/games/pericles/decisions/whyNot.js';

const SHOTS = process.env.WHYNOT_SHOTS ?? 'test-results';
// Card ids, marker ids, step ids, camelCase, message keys, placeholders: never in a player's words.
const ENGINE_TOKEN = /\b(?:ath|spa)-\d\d\b|\bleader-[a-z]+|\b[a-z]+-[ABC]\b|\b[a-z]+[A-Z][a-zA-Z]*\b|\bm\d+\b|\b[a-z]{3,}\.[a-z]{3,}|[{}]/;

type Want = (c: ClosedOption) => boolean;

/** The listed closed options of `seat` that `want` picks. */
const closedFor = (g: GameState, seat: Faction, want: Want): ClosedOption[] => closedOptions(g, seat).filter((c) => c.listed && want(c));

/** Every seat still to answer the open decision (a secret one lists only those yet to answer). */
const toAnswer = (g: GameState): Faction[] => pending(g)?.seats ?? [];

/** Random play from seeds until `kind` is pending and every seat asked has such a closed option; the game as saved. */
async function played(host: WebHost, wanted: Omit<PositionWanted, 'when'>, want: Want): Promise<GameState> {
  let saved: GameState | null = null;
  await buildPosition(host.userData, {
    ...wanted,
    when: (g) => {
      const ok = toAnswer(g).every((s) => closedFor(g, s, want).length > 0);
      if (ok) saved = cloneJson(g);
      return ok;
    },
  });
  return saved!;
}

// ---- Positions built as the rules tests build them (tests/unit/shared/games/pericles/explain/whyNot.test.ts) ----

const act = (g: GameState, action: Action): GameState => apply(g, toAnswer(g)[0]!, action);

/** Saves `g` in place of a new Campaign game, so the page opens it with Continue. */
async function constructed(host: WebHost, g: GameState): Promise<GameState> {
  await buildPosition(host.userData, {
    scenario: 'campaign', seeds: ['a'], kind: 'entourage.form',
    alter: (saved) => {
      const s = saved as unknown as Record<string, unknown>;
      for (const k of Object.keys(s)) delete s[k];
      // The rules tests' base is test data, not a scenario this version opens: the save stays a Campaign one.
      Object.assign(s, cloneJson(g), { scenario: 'campaign' });
    },
  });
  return g;
}

/**
 * Opens the saved game at `kind`, finds the closed option `want` picks for the seat the page
 * shows, checks it is closed with its rule, presses it, and checks the explanation.
 */
async function explained(page: Page, host: WebHost, g: GameState, kind: string, want: Want, rule: string): Promise<ClosedOption> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1280, height: 720 });
  await continueTo(page, host, kind);
  const prompt = page.locator(`[data-prompt="${kind}"]:not([data-waiting])`);
  const seat = (await prompt.getAttribute('data-seat')) as Faction;
  expect(FACTIONS).toContain(seat);
  const c = closedFor(g, seat, want)[0];
  expect(c, `a closed option for ${seat}`).toBeDefined();
  expect(c!.why.map((w) => w.rule)).toContain(rule);

  const option = prompt.locator(`[data-closed='${actionKey(c!.option as Action)}']`);
  await expect(option).toBeVisible();
  await expect(option).toHaveAttribute('aria-disabled', 'true');
  await expect(option).toHaveAttribute('data-why-not', new RegExp(`(^| )${rule.replace('.', '\\.')}( |$)`));
  // Not one of the choices tools and tests press.
  await expect(option).not.toHaveAttribute('data-choice', /./);

  // A press explains; nothing is sent.
  const before = await page.locator('[data-decisions]').first().getAttribute('data-decisions');
  const tip = page.locator(`[id="${(await option.getAttribute('aria-describedby'))!}"]`);
  // A mouse press (forced: for Playwright an aria-disabled button is not "enabled", for the page it is pressable).
  await optionInSight(option);
  await option.click({ force: true });
  const message = prompt.locator('[data-why-not-message]');
  await expect(message).toBeVisible();
  // The explanation replaces the hover tooltip, which would cover it.
  await expect(tip).toBeHidden();
  await expect(message).toHaveAttribute('data-why-not-message', c!.why.map((w) => w.rule).join(' '));
  for (const w of c!.why) {
    const words = whyNotText(w);
    expect(words).toContain(`rule ${w.rule}`);
    await expect(message).toContainText(words);
  }
  const text = await message.innerText();
  expect(text.split('\n').filter((l) => ENGINE_TOKEN.test(l)), text).toEqual([]);
  expect(text).not.toMatch(/whynot\.|undefined|NaN/);
  expect(await page.locator('[data-decisions]').first().getAttribute('data-decisions')).toBe(before);
  await expect(prompt).toBeVisible();
  expect(errors).toEqual([]);
  console.log(`[whynot-more] ${kind} ${seat}: ${text.replace(/\s+/g, ' ')}`);
  return c!;
}

test('3.1 / 9.1: a Military build the pieces left off the map cannot supply is closed, and a click says how many are left', async ({ page, host }) => {
  test.setTimeout(150_000);
  const want: Want = (c) => c.option.type === 'build' && !c.option.the300 && c.why.some((w) => w.key === 'whynot.poolShort');
  const g = await played(host, { scenario: 'campaign', seeds: ['s3', 'e', 'a'], kind: 'military.build' }, want);
  const c = await explained(page, host, g, 'military.build', want, '3.1');
  await expect(page.locator('[data-why-not-message]')).toContainText('Pieces are a hard limit');
  expect(c.why[0]!.args.left).toBeLessThan(Number(c.why[0]!.args.n));
  await page.screenshot({ path: `${SHOTS}/whynot-more-build-1280x720.png` });
});

test('12.4: while the 300 are on the map, rebuilding them is closed, and a click says where they are', async ({ page, host }) => {
  test.setTimeout(150_000);
  const want: Want = (c) => c.option.type === 'build' && c.option.the300 === true;
  const g = await played(host, { scenario: 'campaign', seeds: ['e', 's2', 'a'], kind: 'military.build' }, want);
  const c = await explained(page, host, g, 'military.build', want, '12.4');
  expect(c.why[0]!.key).toBe('whynot.the300.onMap');
  await expect(page.locator('[data-why-not-message]')).toContainText('The 300 are already on the map');
});

test('8.52 / 3.1: League units the pool cannot supply are closed on a won League issue', async ({ page, host }) => {
  test.setTimeout(240_000);
  const want: Want = (c) => c.option.type === 'league' && c.option.option === 'units';
  const g = await played(host, { scenario: 'campaign', seeds: ['s15'], kind: 'league.option' }, want);
  await explained(page, host, g, 'league.option', want, '3.1');
});

test('12.1: Argive units beyond those left off the map are closed for Athens in Sparta\'s home theater', async ({ page, host }) => {
  test.setTimeout(150_000);
  const want: Want = (c) => c.option.type === 'league' && c.option.option === 'argos';
  const g = await played(host, { scenario: 'campaign', seeds: ['s6', 'a'], kind: 'league.option' }, want);
  const c = await explained(page, host, g, 'league.option', want, '3.1');
  expect(c.why[0]!.args.force).toBe('argos');
  await expect(page.locator('[data-why-not-message]')).toContainText('Argive');
});

test('5.32: in the Boulé, an issue kind whose tiles are all on the track is closed, with why', async ({ page, host }) => {
  test.setTimeout(120_000);
  const want: Want = (c) => c.option.type === 'chooseIssue';
  const g = await played(host, { scenario: 'campaign', seeds: ['a', 'b', 'c'], kind: 'boule.A' }, want);
  await explained(page, host, g, 'boule.A', want, '5.32');
});

test('9.44: once the first casualty chose a table row, the other row\'s force is closed (rows never combined)', async ({ page, host }) => {
  test.setTimeout(120_000);
  const BOEOTIA = 8;
  let g = athensBattle(BOEOTIA, { units: { athens: { land: 6 }, sparta: { land: 3 }, the300: { land: 1 }, peloponnesian: { land: 2 } } }, 5);
  g = act(g, { type: 'casualty', force: 'sparta' });
  expect(pending(g)?.kind).toBe('battle.loserCasualty');
  await constructed(host, g);
  const c = await explained(page, host, g, 'battle.loserCasualty', (x) => x.option.type === 'casualty', '9.44');
  expect(c.option.force).toBe('peloponnesian');
  await expect(page.locator('[data-why-not-message]')).toContainText('never combined');
});

test('8.51 / 8.5: on a Friendly-Controlled Diplomatic issue, removals beyond the Strategos held are closed', async ({ page, host }) => {
  test.setTimeout(120_000);
  let g = theaterPosition({
    theaters: { 9: { units: { delian: { land: 1 } }, treachery: { athens: 1, sparta: 3 } } },
    strategos: { demagogues: 2 },
    at: 'theater.resolve',
    edit(s) {
      // A Rumor of each Side keeps the Resolution Segment open after the issue (8.6).
      queue(s, 12, 'eurypontids', 'rumor');
      queue(s, 10, 'demagogues', 'rumor');
      queue(s, 9, 'demagogues', 'diplomatic');
    },
  });
  g = act(g, { type: 'reveal', place: '9' });
  expect(pending(g)?.kind).toBe('diplomacy.friendly');
  await constructed(host, g);
  await explained(page, host, g, 'diplomacy.friendly', (x) => x.option.type === 'remove', '8.5');
  await expect(page.locator('[data-why-not-message]')).toContainText('You hold 2 Strategos: you cannot commit 3.');
  await page.screenshot({ path: `${SHOTS}/whynot-more-message-1280x720.png` });
});

test('9.11: a Persian Gold site that reached its cap this build is closed, with the cap', async ({ page, host }) => {
  test.setTimeout(120_000);
  const SPARTA = 6;
  let g = theaterPosition({
    theaters: {
      [SPARTA]: { units: { sparta: { land: 2 } }, bases: { sparta: 1 } },
      14: { bases: { peloponnesian: 1 } },
    },
    strategos: { agiads: 1 },
    at: 'theater.resolve',
    edit(s) { queue(s, SPARTA, 'agiads', 'military'); s.persianBases = 3; },
  });
  g = act(g, { type: 'reveal', place: String(SPARTA) });
  g = act(g, { type: 'build', naval: 0, land: 2 });
  g = act(g, { type: 'gold', theater: 14 });
  g = act(g, { type: 'gold', theater: 14 });
  expect(pending(g)?.kind).toBe('military.gold');
  await constructed(host, g);
  await explained(page, host, g, 'military.gold', (x) => x.option.type === 'gold', '9.11');
  await expect(page.locator('[data-why-not-message]')).toContainText('at most 4');
});


test('9.44: destroying more of the loser\'s bases than the differential left allows is closed, with the numbers', async ({ page, host }) => {
  test.setTimeout(120_000);
  const BOEOTIA = 8;
  let g = athensBattle(BOEOTIA, { units: { athens: { land: 3 }, peloponnesian: { land: 1 } }, bases: { sparta: 1, peloponnesian: 1 } }, 1);
  while (pending(g)?.kind === 'battle.loserCasualty') g = act(g, { type: 'casualty', force: 'peloponnesian' });
  expect(pending(g)?.kind).toBe('battle.bases');
  await constructed(host, g);
  await explained(page, host, g, 'battle.bases', (x) => x.option.type === 'destroyBases', '9.44');
  await expect(page.locator('[data-why-not-message]')).toContainText('at most 1, not 2');
});

test('3.1 / 9.11: a Persian Gold site whose units are all on the map is closed', async ({ page, host }) => {
  test.setTimeout(120_000);
  const SPARTA = 6;
  let g = theaterPosition({
    theaters: {
      // Every Spartan naval unit on the map: none for Persian Gold to build in Sparta.
      [SPARTA]: { units: { sparta: { land: 2, naval: unitLimit('sparta', 'naval') } }, bases: { sparta: 1 } },
      14: { bases: { peloponnesian: 1 } },
    },
    strategos: { agiads: 1 },
    at: 'theater.resolve',
    edit(s) { queue(s, SPARTA, 'agiads', 'military'); s.persianBases = 3; },
  });
  g = act(g, { type: 'reveal', place: String(SPARTA) });
  g = act(g, { type: 'build', naval: 0, land: 2 });
  expect(pending(g)?.kind).toBe('military.gold');
  await constructed(host, g);
  const c = await explained(page, host, g, 'military.gold', (x) => x.option.type === 'gold', '3.1');
  expect(c.option.theater).toBe(SPARTA);
  await expect(page.locator('[data-why-not-message]')).toContainText('Persian Gold has none to build');
});
