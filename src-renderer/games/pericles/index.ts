// GMT's *Pericles* for the page (#32 "The contract"): the game's renderer module, assembled from
// its components where they are today (board/, panels/, decisions/, summary/, learn/…); the shell
// reaches them only through this object, found by id in the UI registry (games/index.ts).
import { LESSONS, type PericlesWire } from '../../../src-shared/games/pericles/client.js';
import { t, type MessageKey } from '../../i18n/index.js';
import { formatLogEntry } from './panels/log.js';
import { errorText, noticeText, reasonText } from './game/engineText.js';
import { ExplorerScreen } from './explorer/ExplorerScreen.js';
import type { GameUiModule } from '../contract.js';
import { PERICLES } from '../../../src-shared/games/catalog.js';
import { FIRST_GAME, FirstGame, ScenarioAbout, ScenarioFacts, useNewGameFields } from './newGame.js';
import { PericlesSeatsDialog, usePericlesTable } from './table.js';
import { ReplayBoard, decisionLine } from './replay.js';
import { SaveScores, lastTurn } from './saves.js';
import { periclesWords } from './words.js';

export const periclesUi: GameUiModule<PericlesWire> = {
  ...periclesWords,
  // A view message names its game (#33); one that names none (an older host) is this game's.
  owns: (m) => m.game === undefined || m.game === PERICLES.id,

  firstGame: FIRST_GAME,
  FirstGame,
  ScenarioFacts,
  ScenarioAbout,
  useNewGameFields,
  lessons: LESSONS.map((l) => ({
    id: l.id,
    scenario: l.scenario,
    title: () => t(`learn.${l.id}.title` as MessageKey),
    summary: () => t(`learn.${l.id}.summary` as MessageKey),
  })),
  Explorer: ExplorerScreen,

  useTable: usePericlesTable,
  SeatsDialog: PericlesSeatsDialog,

  ReplayBoard,
  logLine: formatLogEntry,
  decisionLine,
  SaveScores,
  hasScenario: (id) => lastTurn(id) !== null,
  lastTurn,

  reasonText,
  errorText,
  noticeText: (n) => noticeText(n.code, n.message, n),
};
