// One decision made the way a player makes it: through the prompt's own picker (cards, units,
// markers, theaters — on the board or in its list) and its Confirm, choosing at random among the
// legal options. The prompt's generic list of every legal action is only read (to know the legal
// options), never clicked: a decision that could only be made there is a failure of the prompt.
import { expect, type Locator, type Page } from '@playwright/test';

type Action = Record<string, unknown> & { type: string };
export type Rand = () => number;

export interface Made { kind: string; picker: string; viaBoard: boolean }

const pick = <T>(xs: readonly T[], rand: Rand): T => xs[Math.floor(rand() * xs.length)]!;

async function legalOf(prompt: Locator): Promise<Action[]> {
  const keys = await prompt.locator('button[data-action]').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-action') ?? ''));
  return keys.map((k) => JSON.parse(k) as Action);
}

/** Clicks a theater: on the board (its accessible mirror, as a click on the map does) or in the prompt's list. */
async function chooseTheater(page: Page, picker: Locator, id: string, rand: Rand): Promise<boolean> {
  const onBoard = page.locator(`[data-board-mirror] [data-theater="${id}"]`);
  if (rand() < 0.5 && await onBoard.count()) {
    await onBoard.evaluate((b) => (b as HTMLButtonElement).click());
    return true;
  }
  await picker.locator(`[data-choice-theater="${id}"]`).first().click();
  return false;
}

/** After a choice: the prompt either sent it at once or asks to confirm it; confirm then. */
async function confirmIfAsked(picker: Locator, sent: () => Promise<boolean>): Promise<void> {
  const confirm = picker.locator('[data-confirm]');
  await expect.poll(async () => (await confirm.count()) > 0 || await sent(), { timeout: 10_000 }).toBe(true);
  if (!(await sent()) && await confirm.count()) await confirm.first().click();
}

/** The decision count the game screen shows (-1 while another screen, e.g. a hand-off, is up). */
export async function decisionCount(page: Page): Promise<number> {
  return page.evaluate(() => Number(document.querySelector('[data-screen="game"]')?.getAttribute('data-decisions') ?? -1));
}

/** Makes one random legal decision in `prompt` through its dedicated picker. */
export async function decide(page: Page, prompt: Locator, rand: Rand): Promise<Made> {
  const kind = (await prompt.getAttribute('data-prompt')) ?? '';
  const before = await decisionCount(page);
  // Sent already (a stepwise choice goes at once): the prompt is disabled or the game moved on.
  // A prompt that is gone (the game ended, another screen came up) was sent too.
  const sent = async (): Promise<boolean> => (await decisionCount(page)) !== before
    || (await prompt.count()) === 0
    || await prompt.locator('[data-picker] button').first().isDisabled({ timeout: 500 }).catch(() => true);
  const picker = prompt.locator('[data-picker]').first();
  const type = (await picker.getAttribute('data-picker')) ?? 'none';
  let viaBoard = false;
  switch (type) {
    case 'card': {
      await pick(await picker.locator('[data-choice-card]').all(), rand).click();
      await confirmIfAsked(picker, sent);
      break;
    }
    case 'cards': {
      const field = kind === 'entourage.keep' ? 'keep' : 'cards';
      const chosen = pick(await legalOf(prompt), rand)[field] as string[];
      for (const c of chosen) await picker.locator(`[data-choice-card="${c}"]`).click();
      await confirmIfAsked(picker, sent);
      break;
    }
    case 'move': {
      const action = pick(await legalOf(prompt), rand);
      if ('from' in action && 'to' in action) {
        const unit = `${String(action.force)}/${String(action.kind)}/${String(action.from)}`;
        const button = picker.locator(`[data-choice-unit="${unit}"]`);
        if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
        viaBoard = await chooseTheater(page, picker, String(action.to), rand);
      } else {
        await picker.locator(`[data-choice='${JSON.stringify(sortKeys(action))}']`).click();
        await confirmIfAsked(picker, sent);
      }
      break;
    }
    case 'place': {
      const markers = await picker.locator('[data-choice-marker]').all();
      if (markers.length > 1) await pick(markers, rand).click();
      viaBoard = await theaterStep(page, picker.locator('[data-picker="theater"]'), rand, sent);
      break;
    }
    case 'theater': {
      viaBoard = await theaterStep(page, picker, rand, sent);
      break;
    }
    case 'choice': {
      await pick(await picker.locator('[data-choice]').all(), rand).click();
      await confirmIfAsked(picker, sent);
      break;
    }
    default:
      throw new Error(`the ${kind} prompt has no picker a player can use (only the generic list)`);
  }
  return { kind, picker: type, viaBoard };
}

/** A theater picker: a theater (board or list) or one of its other choices, then which one there, then Confirm. */
async function theaterStep(page: Page, picker: Locator, rand: Rand, sent: () => Promise<boolean>): Promise<boolean> {
  const theaters = await picker.locator('[data-choice-theater]').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-choice-theater') ?? ''));
  const others = await picker.locator(':scope > .choice-list:last-of-type [data-choice]').count();
  let viaBoard = false;
  if (theaters.length && (others === 0 || rand() < theaters.length / (theaters.length + others))) {
    viaBoard = await chooseTheater(page, picker, pick(theaters, rand), rand);
    if (await sent()) return viaBoard;
    // Several choices in that theater: pick one of them.
    const here = picker.locator('.choice-list [data-choice]');
    if (await picker.locator('[data-confirm]').count() === 0 && await here.count()) await pick(await here.all(), rand).click();
    if (await sent()) return viaBoard;
  } else {
    await pick(await picker.locator('[data-choice]').all(), rand).click();
  }
  await confirmIfAsked(picker, sent);
  return viaBoard;
}

function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v && typeof v === 'object') return Object.fromEntries(Object.keys(v).sort().map((k) => [k, sortKeys((v as Record<string, unknown>)[k])]));
  return v;
}
