// Perikles' one door for its page (#32: a game's UI reaches its rules only through its client.ts):
// the components' data with their provenance and the types a seat's view is read with. Nothing
// here takes a game state: the page is handed views and legal actions by the host.
export type { PeriklesView, PeriklesViewSeat, CounterView } from './view.js';
export * from './data/index.js';
export { INFLUENCE_BY_ID, type Commander, type Seat } from './state.js';
// Battles (#33 "Battles are moments"): the odds before a counter is sent, and a fought battle read from the log.
export { locationOdds, type LocationOdds, type RoundOdds, type SideForce, type Added } from './odds.js';
export { battleMomentAt, battleResultsFrom, type BattleMoment, type BattleRound } from './moments.js';
export type { RoundRolls } from './combat.js';
export type { Side } from './state.js';
