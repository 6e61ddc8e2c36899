// Which language the page shows (#18), in the browser: at boot the tab's or the remembered
// language or the system's; then the web host's --lang, once per start; then the player's picks.
import { getLocale, onLocaleChange, setLocale, t } from './index.js';
import { bootLocale, browserStores, rememberPick, takeFlag, type Locale } from './locales.js';

/** Before the first render: the language, `<html lang>` and the window's title (kept in step). */
export function initLocale(): void {
  setLocale(bootLocale(browserStores()));
  document.documentElement.lang = getLocale();
  document.title = t('app.title');
  onLocaleChange(() => { document.title = t('app.title'); });
}

/** The launch answer's `--lang`, unless this start's flag was applied in this tab already. */
export function applyLaunchLocale(launch: { lang?: Locale; launchId?: string }): void {
  const lang = takeFlag(browserStores(), launch.lang, launch.launchId ?? '');
  if (lang) setLocale(lang);
}

/** The player's pick: shown at once everywhere, kept for this tab and remembered for later starts. */
export function pickLocale(lang: Locale): void {
  rememberPick(browserStores(), lang);
  setLocale(lang);
}
