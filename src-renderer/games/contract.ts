// A game's renderer module (#32 "The contract"): everything of one game the page's shell needs.
// The shell (App, the start screen, the game screen's frame, hand-off, saves, replay, learn) knows
// a game only through this interface, found in the UI registry (games/index.ts) by the game's id;
// GMT's *Pericles* is the first (games/pericles/index.ts), a second game is a second module.
//
// It is shaped by what the shell really asks (plan32 §3.2, adapted): names, the table (board,
// prompt, panels, status, summaries, lesson bar), the new-game form's fields, lines for replays and
// saves, and the words of refusals and notices. Components are the game's own; the shell lays
// them out and keeps its data-* attributes.
import type { ComponentType, ReactNode } from 'react';
import type { PlayerRulebook } from '../rulebook/playerRules.js';
import type { GameId, Reason, SeatKind } from '../../src-shared/games/contract.js';
import type { GameWire, NewGameRequest, PericlesApi, ReplayFrame, SaveInfo } from '../../src-shared/protocol/api.js';
import type { NoticeMessage, ViewMessage } from '../../src-shared/protocol/messages.js';

export type { GameId, SeatKind };

/** Words of a game, in the page's language (the game's own i18n keys). */
export interface GameNames {
  /** The game's name ("Pericles"). */
  game(): string;
  /** The window's title while the game is open (absent: its name). */
  title?(): string;
  scenario(id: string): string;
  /** A seat ("Aristocrats"), 'spectator' included. */
  seat(seat: string): string;
  /** A phase of the game's turn, or '' for one this version does not know (a save from another version). */
  phase(phase: string): string;
}

/** What the game's part of the new-game form adds to the request (seats, levels, options). */
export type NewGameChoice = Omit<NewGameRequest, 'scenario' | 'seed' | 'lesson'>;

/** The new-game form's fields of a game: its seats and levels, its options (Pericles: the handicap). */
export interface NewGameFields {
  /** The fieldset the form shows. */
  fields: ReactNode;
  /** What they add to the new game's request. */
  choice: NewGameChoice;
  /** False while a field holds what the host would refuse (the form's Start waits). */
  valid: boolean;
}

export interface NewGameFieldsOptions {
  /** Bot levels the host offers (listGames). */
  levels: readonly string[];
  /** Also offer what players are not offered (the development setups' test bot): tests only. */
  offerDevSetups: boolean;
}

/**
 * What the game screen's frame gives the game's table. `W`: the game's wire types (src-shared/games/<id>/wire.ts):
 * the frame hands a game only the messages its module `owns`, so the game reads them narrowed.
 */
export interface TableArgs<W extends GameWire = GameWire> {
  api: PericlesApi<W>;
  message: ViewMessage<W>;
  /** Opens the rulebook drawer at a rule. */
  openRule(rule: string): void;
  /** Sends a decision (`explained`: the lesson has explained it already). */
  act(action: unknown, explained: boolean): void;
  /** The lesson being played (#17.1), or null. */
  lesson: string | null;
  onLeaveLesson(): void;
  onReplay?(): void;
  onNewGame(): void;
}

/** One of the side panels beside the board; each folds away (the frame's Fold). */
export interface TablePanel {
  id: string;
  title: string;
  folded?: boolean;
  node: ReactNode;
}

/** The game's table for one game screen: what its board, prompt and panels share lives in it. */
export interface Table {
  /** Wraps the screen in the game's own contexts (hover, shown places, the advisor). */
  wrap(children: ReactNode): ReactNode;
  /** The lesson's look at a decision before it is sent: true when it stops it to explain. */
  gate(action: unknown): boolean;
  /** Grows when the lesson asks to choose again: a new prompt, nothing selected. */
  promptRound: number;
  /** The decision prompt (only for a seat that may decide). */
  prompt(p: { busy: boolean; canUndo: boolean; onAct(action: unknown): void; onUndo(): void }): ReactNode;
  /** The board and what opens over it; `decision` changes with each decision of this seat (null while it waits). */
  board(decision: string | null): ReactNode;
  /** Under the board (the lesson bar), or null. */
  below: ReactNode;
  /** The status line of the header. */
  status: ReactNode;
  /** The summaries' button in the header and their column beside the board. */
  summaries: { button: ReactNode; panel: ReactNode };
  /** The side panels, in order; `since`: this seat's log length at its last decision. */
  panels(since: number | null): readonly TablePanel[];
}

/**
 * A game's words alone: what lists of saves and records need. They load without the game's board
 * (games/words.ts is their registry), so the saves' titles cost no PixiJS.
 */
export interface GameWords {
  readonly id: GameId;
  readonly names: GameNames;
  /** A save's game as lists title it: "Campaign, Aristocrats, turn 4" (an ok save). */
  saveTitle(save: SaveInfo): string;
  /** "Played by you: Aristocrats" (the people at the table), or null when unknown. */
  playedBy(save: Pick<SaveInfo, 'seats'>): string | null;
  /** The game's seats in the order its lists show them (the record's win rates per seat). */
  readonly seats: readonly string[];
  /** A bot's kind as the level it is played at now: a record from before the levels names its bots by their old kinds. */
  botLevel(kind: SeatKind): SeatKind;
}

export interface GameUiModule<W extends GameWire = GameWire> extends GameWords {
  /** This game's view messages: the shell shows a message only through the module it belongs to. */
  owns(message: ViewMessage): boolean;

  // --- the start screen
  /** The scenario a newcomer is led to, or null. */
  readonly firstGame: string | null;
  /** The first-game invitation (null: none); `onStart` starts the game it suggests. */
  FirstGame: ComponentType<{ busy: boolean; onStart(request: NewGameRequest): void }>;
  /** A scenario card's facts (length, difficulty, a solo player's seat). */
  ScenarioFacts: ComponentType<{ scenario: string }>;
  /** The scenario's introduction and how to win, under the form's scenario field. */
  ScenarioAbout: ComponentType<{ scenario: string; idPrefix: string }>;
  /** The form's fields for a game of `scenario` (a hook: the start screen calls it once per render). */
  useNewGameFields(scenario: string, idPrefix: string, options: NewGameFieldsOptions): NewGameFields;
  /** The lessons of "Learn to play", in order (ids; their scenario starts them). */
  readonly lessons: readonly { id: string; scenario: string; title(): string; summary(): string }[];
  /** The line under the game's lessons in "Learn to play" (absent: the shell's, which speaks of Factions). */
  lessonsIntro?(n: number): string;
  /** The game's own players' rulebook for the drawer (absent: the shell's, Pericles'): its book and the section a citation opens. */
  readonly rulebook?: { book(locale: string): PlayerRulebook; anchor(rule: string): string | null; searchHint?(): string };
  /** Outside play (the movement explorer), if the game has one. */
  Explorer?: ComponentType<{ onClose(): void }>;

  // --- the game screen
  /** The game's table (a hook: the game screen calls it once per render). */
  useTable(args: TableArgs<W>): Table;
  /** The seats dialog (#30), if seats may change hands mid-game. */
  SeatsDialog?: ComponentType<{ api: PericlesApi<W>; message: ViewMessage<W>; onError(message: string): void; onClose(): void }>;

  // --- saves, replays, records
  /** The board alone, as a replay shows it. */
  ReplayBoard: ComponentType<{ view: ReplayFrame<W>['view'] }>;
  /** A log entry in words, as a replay lists it. */
  logLine(entry: ReplayFrame<W>['view']['log'][number]): string;
  /** A replayed decision in words: who decided and, when it was the seat's own, what. */
  decisionLine(frame: ReplayFrame<W> & { decision: NonNullable<ReplayFrame<W>['decision']> }): string;
  /** The saves browser's Honor chips, or null. */
  SaveScores: ComponentType<{ save: SaveInfo }>;
  /** Whether this version has scenario `id` (a save or a replay may name one it has not). */
  hasScenario(id: string): boolean;
  /** The last turn of a scenario (a save's "turn 4 of 7"), or null when unknown. */
  lastTurn(scenario: string): number | null;

  // --- words
  /** A bot's reason or a refusal's particular reason. */
  reasonText(reason: Reason): string;
  /** A refusal by its code (the host's English `message` as the last resort). */
  errorText(code: string, message: string, reason?: Reason): string;
  /** A notice from the host. */
  noticeText(notice: NoticeMessage): string;
}

/**
 * A game's UI module as the shell holds it, every game's alike. The one narrowing of the page: the
 * shell hands a module only the messages, frames and replies of its own game (`owns`, a save's or a
 * replay's `game`), so the module reads them with its game's wire types.
 */
export function shellModule<W extends GameWire>(module: GameUiModule<W>): GameUiModule {
  return module as unknown as GameUiModule;
}
