// Wallace's *Perikles* for the page (#33): the game's renderer module, found by id in the UI
// registry (games/index.ts). Its words are its glossary's (i18n/*.perikles.ts).
import { createElement } from 'react';
import { PERIKLES } from '../../../src-shared/games/catalog.js';
import { t } from '../../i18n/index.js';
import { errorText, noticeText, reasonText } from './engineWords.js';
import type { GameUiModule } from '../contract.js';
import { ScenarioAbout, ScenarioFacts, useNewGameFields } from './newGame.js';
import { usePeriklesTable } from './table.js';
import { PeriklesBoard } from './board/PeriklesBoard.js';
import { periklesWords } from './words.js';
import { SaveScores } from './saves.js';
import type { LogEntry, PeriklesView } from '../../../src-shared/games/perikles/client.js';
import { decisionText, logText } from './logWords.js';
import { periklesRuleAnchor, periklesRulebook } from './rulebook/index.js';
import { PERIKLES_LESSONS } from '../../../src-shared/games/perikles/client.js';
import type { MessageKey } from '../../i18n/index.js';

export const periklesUi: GameUiModule = {
  ...periklesWords,
  owns: (m) => m.game === PERIKLES.id,

  firstGame: null,
  FirstGame: () => null,
  ScenarioFacts,
  ScenarioAbout,
  useNewGameFields,
  // #33: the three lessons (src-shared/games/perikles/lessons), in the order of the turn.
  lessons: PERIKLES_LESSONS.map((l) => ({
    id: l.id, scenario: PERIKLES.scenarios[0]!.id,
    title: () => t(`perikles.learn.${l.id}.title` as MessageKey),
    summary: () => t(`perikles.learn.${l.id}.summary` as MessageKey),
  })),
  lessonsIntro: (n) => t('perikles.learn.intro', { n }),
  // The search's example is one of this rulebook's headings (it has no rule numbers).
  rulebook: { book: periklesRulebook, anchor: periklesRuleAnchor, searchHint: () => t('perikles.rules.search') },

  useTable: usePeriklesTable,

  // An element, not a call: the board is a memo component with hooks of its own.
  ReplayBoard: ({ view }) => createElement(PeriklesBoard, { view: view as unknown as PeriklesView, seat: 'spectator', legal: [] }),
  logLine: (entry) => {
    const e = entry as unknown as LogEntry;
    return `${t('perikles.word.turn', { turn: e.turn ?? 0 })}: ${logText(e)}`;
  },
  decisionLine: (frame) => {
    const log = frame.view.log as unknown as LogEntry[];
    return decisionText(frame.decision, frame.logFrom === undefined ? [] : log.slice(frame.logFrom), frame.view as unknown as PeriklesView);
  },
  SaveScores,
  hasScenario: (id) => PERIKLES.scenarios.some((s) => s.id === id),
  lastTurn: (id) => (PERIKLES.scenarios.some((s) => s.id === id) ? 3 : null),

  reasonText,
  errorText,
  noticeText,
};
