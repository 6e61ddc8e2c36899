// Perikles' one door for its page (#32: a game's UI reaches its rules only through its client.ts):
// the components' data with their provenance and the types a seat's view is read with. Nothing
// here takes a game state: the page is handed views and legal actions by the host.
export type { PeriklesView, PeriklesViewSeat, CounterView } from './view.js';
export * from './data/index.js';
export { INFLUENCE_BY_ID, type Commander, type Seat } from './state.js';
export type { Ranked, TieBreak } from './scoring.js';
