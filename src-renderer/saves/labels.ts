// How a save is described wherever one is listed (saves browser, Continue, the start screen's
// list): the game (scenario, the Factions played by people, turn) and when, in a player's words
// ("today at 14:05", "yesterday at 9:30", "3 March at 18:00"), never an ISO timestamp.
import type { SaveInfo } from '../../src-shared/protocol/api.js';
import { getLocale, t } from '../i18n/index.js';
import { gameWordsOf } from '../games/words.js';
import { groupTitle } from './groups.js';

const MINUTE = 60_000;

function time(d: Date): string {
  return d.toLocaleTimeString(getLocale(), { hour: 'numeric', minute: '2-digit' });
}

function dayStart(d: Date): number {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

/** "just now", "5 minutes ago", "today at 14:05", "yesterday at 9:30", "Monday at 8:00", "3 March at 18:00". */
export function whenInWords(iso: string | undefined, now: Date = new Date()): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const ago = now.getTime() - d.getTime();
  if (ago >= 0 && ago < MINUTE) return t('savesUi.when.justNow');
  if (ago >= 0 && ago < 2 * MINUTE) return t('savesUi.when.minute');
  if (ago >= 0 && ago < 60 * MINUTE) return t('savesUi.when.minutes', { n: Math.floor(ago / MINUTE) });
  const days = Math.round((dayStart(now) - dayStart(d)) / (24 * 60 * MINUTE));
  if (days === 0) return t('savesUi.when.today', { time: time(d) });
  if (days === 1) return t('savesUi.when.yesterday', { time: time(d) });
  const day = days > 1 && days < 7
    ? d.toLocaleDateString(getLocale(), { weekday: 'long' })
    : d.toLocaleDateString(getLocale(), { day: 'numeric', month: 'long', ...(d.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }) });
  return t('savesUi.when.day', { day, time: time(d) });
}

/** The full date and time, for a tooltip. */
export function whenExactly(iso: string | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleString(getLocale(), { dateStyle: 'full', timeStyle: 'short' });
}

/** "Played by you: Aristocrats and Agiads" (the people at the table), or null when unknown: its game's words (#32). */
export function playedByLine(s: Pick<SaveInfo, 'seats' | 'game'>): string | null {
  return gameWordsOf(s.game).playedBy(s);
}

/** One line for a save in a list: "The Campaign, Aristocrats, turn 4 — today at 14:05" ("Mine: The Campaign, …" for a named save). */
export function saveListLine(s: SaveInfo, now?: Date): string {
  if (!s.ok) return s.name;
  const when = whenInWords(s.savedAt, now);
  // A named save leads with its name; an autosave is named by its game.
  const game = s.kind === 'save' ? `${s.title ?? s.name}: ${groupTitle(s)}` : groupTitle(s);
  return when ? t('savesUi.listLine', { game, when }) : game;
}
