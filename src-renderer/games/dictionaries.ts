// The page's games' words for its dictionaries (#32): the shell's i18n (i18n/en.ts, i18n/locales.ts)
// reaches each game's texts here, apart from the modules (games/index.ts), which use i18n themselves.
import { periclesEl, periclesEn, periclesEs } from './pericles/i18n/index.js';
import { periklesEn } from './perikles/i18n/en.perikles.js';
import { periklesEs } from './perikles/i18n/es.perikles.js';
import { periklesEl } from './perikles/i18n/el.perikles.js';

export const gamesEn = { ...periclesEn, ...periklesEn } as const;
export const gamesEs: Readonly<Record<string, string>> = { ...periclesEs, ...periklesEs };
export const gamesEl: Readonly<Record<string, string>> = { ...periclesEl, ...periklesEl };
