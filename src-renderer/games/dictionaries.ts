// The page's games' words for its dictionaries (#32): the shell's i18n (i18n/en.ts, i18n/locales.ts)
// reaches each game's texts here, apart from the modules (games/index.ts), which use i18n themselves.
import { periclesEl, periclesEn, periclesEs } from './pericles/i18n/index.js';

export const gamesEn = { ...periclesEn } as const;
export const gamesEs: Readonly<Record<string, string>> = { ...periclesEs };
export const gamesEl: Readonly<Record<string, string>> = { ...periclesEl };
