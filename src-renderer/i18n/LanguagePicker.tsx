// The language picker (#18): on the start screen and in the game's header. Each language is named
// in itself, so a player finds theirs whatever the page shows now. A pick redraws the whole page
// at once (the app's root and the board listen to the language) and is remembered.
import { t, useLocale } from './index.js';
import { LOCALES, LOCALE_NAMES, parseLocale } from './locales.js';
import { pickLocale } from './startup.js';
import './languagePicker.css';

/** Each language's short name in its own script: the game header's picker is this narrow. */
const SHORT_NAMES = { en: 'EN', es: 'ES', el: 'ΕΛ' } as const;

export function LanguagePicker({ showLabel = true }: { showLabel?: boolean }) {
  const locale = useLocale();
  return (
    <label className="lang-picker" title={t('lang.label')}>
      {showLabel && <span className="lang-picker-label">{t('lang.label')}</span>}
      <select
        data-lang-picker value={locale} aria-label={t('lang.label')}
        onChange={(e) => { const l = parseLocale(e.currentTarget.value); if (l) pickLocale(l); }}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l} data-lang={l} title={LOCALE_NAMES[l]}>{showLabel ? LOCALE_NAMES[l] : SHORT_NAMES[l]}</option>
        ))}
      </select>
    </label>
  );
}
