// Pericles' words for the page's dictionaries (#32): every area's file in each language, gathered
// once; the shell's i18n reaches them only through src-renderer/games/dictionaries.ts.
import { learnEn } from './en.learn.js';
import { whynotEn } from './en.whynot.js';
import { oddsEn } from './en.odds.js';
import { momentsEn } from './en.moments.js';
import { layoutEn } from './en.layout.js';
import { summaryEn } from './en.summary.js';
import { engineEn } from './en.engine.js';
import { dataEn } from './en.data.js';
import { tableEn } from './en.table.js';
import { loadEn } from './en.load.js';
import { esLearn } from './es.learn.js';
import { esWhynot } from './es.whynot.js';
import { esOdds } from './es.odds.js';
import { esSummary } from './es.summary.js';
import { esEngine } from './es.engine.js';
import { esData } from './es.data.js';
import { esTable } from './es.table.js';
import { esMoments } from './es.moments.js';
import { esLayout } from './es.layout.js';
import { esLoad } from './es.load.js';
import { elLearn } from './el.learn.js';
import { elWhynot } from './el.whynot.js';
import { elOdds } from './el.odds.js';
import { elSummary } from './el.summary.js';
import { elEngine } from './el.engine.js';
import { elData } from './el.data.js';
import { elTable } from './el.table.js';
import { elMoments } from './el.moments.js';
import { elLayout } from './el.layout.js';
import { elLoad } from './el.load.js';

export const periclesEn = { ...learnEn, ...whynotEn, ...oddsEn, ...summaryEn, ...engineEn, ...dataEn, ...tableEn, ...momentsEn, ...layoutEn, ...loadEn } as const;
export const periclesEs: Readonly<Record<string, string>> = { ...esLearn, ...esWhynot, ...esOdds, ...esSummary, ...esEngine, ...esData, ...esTable, ...esMoments, ...esLayout, ...esLoad };
export const periclesEl: Readonly<Record<string, string>> = { ...elLearn, ...elWhynot, ...elOdds, ...elSummary, ...elEngine, ...elData, ...elTable, ...elMoments, ...elLayout, ...elLoad };
