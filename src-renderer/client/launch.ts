// What the page opens on. The web host answers GET /launch (src-main/web/server.ts): the game
// screen when `npm run web -- --scenario ID` started a game, and whether the development setup
// is offered (tests), and the language `--lang` asked for (#18). Electron and the Vite dev
// server have no such answer: the start screen.
import { launchId, parseLocale, type Locale } from '../i18n/locales.js';

export interface Launch {
  screen: 'start' | 'game';
  /** Offer the development setup on the start screen (PERICLES_DEV=1, the e2e tests). */
  devSetups: boolean;
  /** `npm run web -- --lang xx`: the language this start opens in (#18). */
  lang?: Locale;
  /** Tells this start of the web host from the next (its token, hashed): a --lang is applied once per start. */
  launchId?: string;
}

export const DEFAULT_LAUNCH: Launch = { screen: 'start', devSetups: false };

/** Reads the web host's launch answer; anything unexpected means the start screen. */
export async function readLaunch(loc: Pick<Location, 'protocol' | 'search'> = window.location): Promise<Launch> {
  const token = new URLSearchParams(loc.search).get('token');
  if (!token || (loc.protocol !== 'http:' && loc.protocol !== 'https:')) return DEFAULT_LAUNCH;
  try {
    const r = await fetch(`/launch?token=${encodeURIComponent(token)}`, { cache: 'no-store' });
    if (!r.ok) return DEFAULT_LAUNCH;
    const body = await r.json() as Partial<Launch>;
    const lang = parseLocale(body.lang);
    return {
      screen: body.screen === 'game' ? 'game' : 'start', devSetups: body.devSetups === true,
      ...(lang ? { lang, launchId: launchId(token) } : {}),
    };
  } catch {
    return DEFAULT_LAUNCH;
  }
}
