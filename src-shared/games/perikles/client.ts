// Perikles' one door for its page (#32: a game's UI reaches its rules only through its client.ts):
// the components' data with their provenance and the types a seat's view is read with. Nothing
// here takes a game state: the page is handed views and legal actions by the host.
export type { PeriklesView, PeriklesViewSeat, CounterView } from './view.js';
export * from './data/index.js';
export { INFLUENCE_BY_ID, type Commander, type Seat, type LogEntry } from './state.js';
export { LOG_TEXT, logMsgOf, type LogMsg } from './board.js';
// The advisor (#33): the rule bot's choice and reason for a seat's open decision, from its view only.
export { advisePerikles, type PeriklesAdvice } from './advisor.js';
// The lessons (#33): data and how each reads the player's view.
export {
  PERIKLES_LESSONS, periklesLessonById, periklesStepPoint, tileTaken, electionResults, battleOutcome, outcomeSide,
  type PeriklesLesson, type PeriklesLessonSight, type PeriklesLessonStep,
} from './lessons/index.js';
export type { Ranked, TieBreak } from './scoring.js';
// Battles (#33 "Battles are moments"): the odds before a counter is sent, and a fought battle read from the log.
export { locationOdds, type LocationOdds, type RoundOdds, type SideForce, type Added } from './odds.js';
export { battleMomentAt, battleResultsFrom, entryLocation, type BattleMoment, type BattleRound } from './moments.js';
export type { RoundRolls } from './combat.js';
export type { Side } from './state.js';
