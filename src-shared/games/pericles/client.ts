// The page's door to Pericles' rules (#32 D, plan32 §4.1): what the board, the prompts and the
// panels may ask of the rules, each a function of what a seat's view shows (or of a card's printed
// data), never of a game state. The rule itself stays in src-shared/games/pericles/rules; this only feeds it the
// view's public facts, so the page never calls a rule with a state it built.
import { THEATERS } from './data/board.js';
import { FACTIONS_OF, sideOf, type Faction, type IssueKind, type Side, type TheaterId, type UnitKind } from './model/ids.js';
import { battleTotal } from './rules/battle.js';
import { cardHalfFor, councilAward, evaluateCard, type CardEvaluation } from './rules/cardValue.js';
import type { CardHalf } from './data/cards/types.js';
import { the300Moves, theaterStatus } from './rules/control.js';
import { expeditionOf } from './viewSelectors.js';
import type { GameView } from './view.js';

export type { CardEvaluation, CardHalf };

/** Who holds a theater (3.2): a Side, both (contested), or nobody. */
export type ControlState = Side | 'contested' | 'neutral';

/** 3.2: who controls theater `theater` in the position `view` shows ('neutral' for one it does not show). */
export function theaterStatusOf(view: Pick<GameView, 'theaters'>, theater: TheaterId | string): ControlState {
  const th = view.theaters[String(theater)];
  if (!th) return 'neutral';
  const s = theaterStatus(th, 'athens');
  return s === 'friendly' ? 'athens' : s === 'enemy' ? 'sparta' : s;
}

/** A muster under way as its Battle would stand now (9.31, 9.32, 9.42). */
export interface MusterTotals {
  /** The Expedition Theater and its kind (the Battle's: land or naval). */
  theater: TheaterId;
  kind: UnitKind;
  /** Each Side's Battle total there now: units, bases, Treachery and the Strategoi committed (the Battle cards come later). */
  totals: Record<Side, number>;
  /** The moving Side, its moves left, and the Strategoi it committed (one move each, 9.32). */
  side: Side;
  movesLeft: number;
  committed: number;
  /** 9.32: The 300's extra move for Sparta while they are on the map (0 or 1). */
  the300: number;
}

/** The muster the view shows, as its Battle would stand now, or null when no expedition is under way. */
export function musterTotalsOf(view: Pick<GameView, 'flowData' | 'theaters'>): MusterTotals | null {
  const exp = expeditionOf(view);
  const th = exp ? view.theaters[String(exp.theater)] : undefined;
  const data = exp ? THEATERS[exp.theater - 1] : undefined;
  if (!exp || !th || !data) return null;
  const committed = (side: Side): number => FACTIONS_OF[side].reduce((n, f) => n + (exp.committed[f] ?? 0), 0);
  const total = (side: Side): number => battleTotal(th, side, data.type, {
    committedStrategos: committed(side), stateShip: side === 'athens' && exp.stateShip, battleCard: 0,
  }).total;
  return {
    theater: exp.theater, kind: data.type, totals: { athens: total('athens'), sparta: total('sparta') },
    side: exp.side, movesLeft: exp.moves, committed: committed(exp.side), the300: the300Moves(view, exp.side),
  };
}

/** 5.31: the Strategoi a Leader card (or an Entourage card) brings `seat` to the Strategic Council with the view's Plague status; null when it brings none to that seat. */
export function councilAwardOf(view: Pick<GameView, 'plague'>, card: string, seat: Faction): number | null {
  try {
    return councilAward(card, seat, view.plague);
  } catch {
    return null;
  }
}

/** 6.2: what card `card` is worth to `faction` on issue `issue` with the view's conditions now; null when it is not that Faction's to play. */
export function cardEvaluationOf(
  view: Pick<GameView, 'plague' | 'war' | 'alcibiades' | 'sides'>, card: string, faction: Faction, issue: IssueKind,
): CardEvaluation | null {
  try {
    return evaluateCard({
      cardId: card, faction, issue, plague: view.plague, war: view.war, alcibiades: view.alcibiades,
      isDominant: view.sides[sideOf(faction)].dominant === faction,
    });
  } catch {
    return null;
  }
}

/** The half of card `card` Faction `faction` uses (its printed entries, 6.2), or null when it has none (another Faction's Leader). */
export function cardHalfOf(card: string, faction: Faction): CardHalf | null {
  try {
    return cardHalfFor(card, faction);
  } catch {
    return null;
  }
}

// The new-game screen's preview of a handicap (#29) and the Seats dialog's offer (#30): functions
// of the scenario, a seat kind or a decision's public facts, never of a game state.
export { MAX_HANDICAP, SUGGESTED_HANDICAP, handicappedFactions, startingHonor } from './engine/handicap.js';
export { OFFERED_SEAT_KINDS, isSeatChange, secretChoiceRefusal, type OfferedSeatKind } from './engine/seats.js';

// What the page reads besides (#32 D): the printed components and the ids, the view's shape and its
// selectors, the log's moments, the lessons, odds and the advisor — each data, a type, or a function of a
// seat's view or of the public log. Nothing here takes a game state.
export { FORCES, type Force, type UnitKind, FACTIONS, sideOf, BASE_OWNERS, type Faction, type IssueKind, type TheaterIssueKind, type Side, FACTIONS_OF, FORCES_OF, SIDES, UNIT_KINDS } from './model/ids.js';
export { currentSeatKind, type SeatKind, type LogEntry, SEAT_KINDS, type TrackIssue, type TheaterState, type PlacedMarker } from './model/state.js';
export type { GameView } from './view.js';
export { expeditionTheaterOf, issueOf, boulePicksOf, debatedTilesOf, debateNumberOf, expeditionOf } from './viewSelectors.js';
export type { Action } from './engine/types.js';
export type { Reason, ReasonArg } from './bots/types.js';
export type { WhyNot, ClosedOption, WhyArg } from './explain/types.js';
export { type MoveAids, unitAidKey, type Aids } from './aids.js';
export type { Reach, ExploreAnswer, ExploreQuery, MoveQuery, QueryAnswer } from './query.js';
export { LINKS, THEATERS, PERSIA, type LinkData, type LinkType, type TheaterData } from './data/board.js';
export { baseLimit, unitLimit } from './data/components.js';
export type { AlignmentEntry, AristophanesCard, AristophanesEffect, DeckCard } from './data/cards/types.js';
export { politicalCard } from './data/cards/political.js';
export { aristophanesCard } from './data/cards/aristophanes.js';
export { SCENARIOS, scenarioById } from './data/scenarios/index.js';
export type { ScenarioSetup } from './data/scenarios/types.js';
export { DECISIONS, DECISION_KINDS, decisionSpec } from './decisions/registry.js';
export { battleMomentAt, momentsFrom, debateMomentAt, type BattleMoment, type DebateCardFact, type DebateMoment, type HonorFact, type MomentRef, debateComplete, momentOfEntry } from './moments.js';
export { LESSONS, START, lessonById, lessonTextArgs, mistakeOf, onAct, onNext, onSight, stepPoint, type Lesson, type LessonProgress, type LessonSight } from './lessons/index.js';
export { ODDS_KINDS, decisionOdds, type DecisionOdds } from './odds/decisionOdds.js';
export type { BattleOdds } from './odds/battleOdds.js';
export { advise, type Advice } from './bots/advisor.js';

// Pericles' messages as its page reads them: the protocol's, narrowed to this game (wire.ts).
export type {
  PericlesWire, ViewMessage, ViewSeat, BotReasonView, HostMessage, PericlesApi, NewGameRequest, GameStarted, SaveInfo, FinishedGame,
  ReplayFrame, ReplayInfo, ReplayTurn, LogPage, LoadedGame, TakenOver,
} from './wire.js';
