// Display settings (#29 "Everyone can read the table"): a colour-blind-safe mode and the text size.
// Remembered on this machine the way the language pick is (localStorage, i18n/locales.ts), and
// applied to the page's root: `data-color-blind` and `data-text-size` on <html>, which the CSS
// follows (display.css), and the board follows through onDisplayChange (it draws itself again).
import { useSyncExternalStore } from 'react';
import { browserStores, type LocaleStores } from '../i18n/locales.js';

export const TEXT_SIZES = ['normal', 'large', 'larger'] as const;
export type TextSize = typeof TEXT_SIZES[number];

export interface DisplaySettings {
  /** Okabe–Ito colours, and every Faction and Side also told apart by a letter or a shape. */
  readonly colorBlind: boolean;
  readonly textSize: TextSize;
}

export const DEFAULT_DISPLAY: DisplaySettings = { colorBlind: false, textSize: 'normal' };

/** How much larger than normal each text size draws the page's text and the board's labels. */
export const TEXT_SCALE: Readonly<Record<TextSize, number>> = { normal: 1, large: 1.125, larger: 1.25 };

/** localStorage: the player's display settings, for every later start on this machine. */
export const DISPLAY_KEY = 'pericles.display';

/** Remembered settings (JSON, maybe from an older or a broken write) → settings; anything unknown is the default. */
export function parseDisplay(raw: unknown): DisplaySettings {
  let o: unknown = raw;
  if (typeof raw === 'string') {
    try { o = JSON.parse(raw); } catch { o = null; }
  }
  const r = (o && typeof o === 'object' ? o : {}) as Record<string, unknown>;
  const size = (TEXT_SIZES as readonly unknown[]).includes(r.textSize) ? r.textSize as TextSize : DEFAULT_DISPLAY.textSize;
  return { colorBlind: r.colorBlind === true, textSize: size };
}

export function loadDisplay(s: LocaleStores): DisplaySettings {
  try { return parseDisplay(s.local?.getItem(DISPLAY_KEY) ?? null); } catch { return DEFAULT_DISPLAY; }
}

export function rememberDisplay(s: LocaleStores, d: DisplaySettings): void {
  try { s.local?.setItem(DISPLAY_KEY, JSON.stringify(d)); } catch { /* storage off: this page only */ }
}

let current: DisplaySettings = DEFAULT_DISPLAY;
const listeners = new Set<() => void>();

export function getDisplay(): DisplaySettings {
  return current;
}

export function textScale(): number {
  return TEXT_SCALE[current.textSize];
}

/** Calls `fn` after each change of the settings; returns the unsubscribe. */
export function onDisplayChange(fn: () => void): () => void {
  listeners.add(fn);
  return () => { listeners.delete(fn); };
}

export function useDisplay(): DisplaySettings {
  return useSyncExternalStore(onDisplayChange, getDisplay, getDisplay);
}

function applyToPage(d: DisplaySettings): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.dataset.colorBlind = d.colorBlind ? 'on' : 'off';
  root.dataset.textSize = d.textSize;
}

/** Before the first render: the remembered settings, on the page's root. */
export function initDisplay(): void {
  current = loadDisplay(browserStores());
  applyToPage(current);
}

/** The player's change: shown at once everywhere (the page's CSS, the board) and remembered. */
export function pickDisplay(change: Partial<DisplaySettings>): void {
  const next = { ...current, ...change };
  if (next.colorBlind === current.colorBlind && next.textSize === current.textSize) return;
  current = next;
  rememberDisplay(browserStores(), current);
  applyToPage(current);
  for (const l of [...listeners]) l();
}
