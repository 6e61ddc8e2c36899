// What the page opens on. The web host answers GET /launch (src-main/web/server.ts): the game
// screen when `npm run web -- --scenario ID` started a game, and whether the development setup
// is offered (tests). Electron and the Vite dev server have no such answer: the start screen.

export interface Launch {
  screen: 'start' | 'game';
  /** Offer the development setup on the start screen (PERICLES_DEV=1, the e2e tests). */
  devSetups: boolean;
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
    return { screen: body.screen === 'game' ? 'game' : 'start', devSetups: body.devSetups === true };
  } catch {
    return DEFAULT_LAUNCH;
  }
}
