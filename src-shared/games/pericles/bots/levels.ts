// The levels a player chooses (issue #30 "Levels in players' words"): Easy, Normal, Hard, Expert,
// each made of a bot, its search budget and candidates, and its noise — defined here and nowhere
// else. The figures behind each level's rating come from `npm run ladder` (README); a level's
// one-line description is in the renderer's dictionaries (`level.desc.<level>`).
// Rated by `npm run ladder -- --games 24 --scenario archidamian-war --seed 34` (288 games, rule =
// 1500): Easy 1390 ±96, Normal 1507 ±86, Hard 1627 ±89, Expert 1842 ±116. Every search budget
// beats the rule bot by far (8 playouts over 2 candidates won 83% of 80 games), so Hard is held
// below Expert by its slips, and Easy below Normal by slips on most of its choices.
// Campaign, Hard only: `npm run ladder -- --games 48 --scenario campaign --seed 41 --levels hard
// --yardsticks rule` (48 games v the rule bot): Hard 1664 ±107, 73% (67% as Athens, 79% as Sparta).
// Campaign, Expert only: `… --seed 42 --levels expert --yardsticks rule --minutes 55` (26 games):
// Expert 1946 ±250, 96% v the rule bot (92% as Athens, 100% as Sparta); `… --seed 43 … --minutes
// 110` (96 games): Expert 2100 ±200, 98% v the rule bot (47 of 48 on each Side).
import type { PlayerLevel, SearchOptions } from './types.js';

// The levels' names are the bot contract's (types.ts), so that file needs nothing from this one.
export { PLAYER_LEVELS, isPlayerLevel, type PlayerLevel } from './types.js';

export interface LevelSpec {
  /** The bot that plays: the rule bot alone, or the search bot over the rule bot's candidates. */
  bot: 'rule' | 'search';
  /**
   * Share of decisions (with more than one legal choice) taken at random instead: the level's
   * mistakes. Drawn from the bot's own stream, so a seed still fixes every choice.
   */
  noise: number;
  /** The search's playouts and candidates; `budgetMs` caps its time in the app (the ladder lifts it). */
  search?: Required<Pick<SearchOptions, 'iterations' | 'maxCandidates' | 'budgetMs'>> & Pick<SearchOptions, 'standardErrors'>;
}

export const LEVELS: Readonly<Record<PlayerLevel, LevelSpec>> = {
  easy: { bot: 'rule', noise: 0.7 },
  normal: { bot: 'rule', noise: 0 },
  // Hard slips on a tenth of its choices, not a quarter: a Campaign game asks a Side for about 600
  // choices (an Archidamian War game for 30 to 120), so a quarter made some 150 random ones, and
  // they cost it more Honor than its search won (Campaign, seed 41: 0 of 8 v the rule bot).
  hard: { bot: 'search', noise: 0.1, search: { iterations: 8, maxCandidates: 2, budgetMs: 400 } },
  // Expert leaves the rule bot's choice at half a standard error: measured against 160-round
  // estimates at 50 positions, a stricter test missed more good departures than it saved wrong ones.
  expert: { bot: 'search', noise: 0, search: { iterations: 64, maxCandidates: 4, budgetMs: 900, standardErrors: 0.5 } },
};
