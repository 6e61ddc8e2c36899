// The Display settings (#29): colour-blind mode on or off and the text size, beside the language
// picker on the start screen and in the game's header. A change shows at once everywhere and is
// remembered (settings.ts). The panel closes on Escape (focus back on its button) or a press
// outside it, as a menu does.
import { useEffect, useRef } from 'react';
import { t } from '../i18n/index.js';
import { TEXT_SIZES, pickDisplay, useDisplay, type TextSize } from './settings.js';
import './display.css';

export function DisplayPicker() {
  const d = useDisplay();
  const ref = useRef<HTMLDetailsElement>(null);
  // Listening for as long as the picker is on screen, reading the panel's own open state: the
  // listener used to be added only after React saw the panel open, and on CI one Escape left it
  // open (never reproduced here). Capture phase, so this Escape closes the picker and nothing else.
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onDown = (e: PointerEvent): void => {
      if (details.open && !details.contains(e.target as Node)) details.open = false;
    };
    const onKey = (e: KeyboardEvent): void => {
      if (e.key !== 'Escape' || !details.open) return;
      e.preventDefault();
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    document.addEventListener('pointerdown', onDown, true);
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('pointerdown', onDown, true);
      document.removeEventListener('keydown', onKey, true);
    };
  }, []);
  return (
    <details ref={ref} className="display-picker" data-display-picker>
      <summary title={t('display.title')}>{t('display.label')}</summary>
      <div className="display-picker-panel" role="group" aria-label={t('display.title')}>
        <label>
          <input
            type="checkbox" data-display-color-blind checked={d.colorBlind}
            onChange={(e) => pickDisplay({ colorBlind: e.currentTarget.checked })}
          />
          {t('display.colorBlind')}
        </label>
        <label>
          {t('display.textSize')}
          <select
            data-display-text-size value={d.textSize}
            onChange={(e) => pickDisplay({ textSize: e.currentTarget.value as TextSize })}
          >
            {TEXT_SIZES.map((s) => <option key={s} value={s}>{t(`display.textSize.${s}`)}</option>)}
          </select>
        </label>
      </div>
    </details>
  );
}
