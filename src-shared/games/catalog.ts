// The games this app plays, as static data (#32 "The contract"): ids, English titles, seat ids and
// scenarios. It imports no rule code and no setup data, so the protocol's schemas and the sandboxed
// Electron preload can use it without bundling a game. Each game's module (games/<id>/module.ts)
// is the truth; tests/unit/shared/games/catalog.test.ts keeps this equal to it and to the scenario data.
import { FACTIONS } from './pericles/model/ids.js';
import type { GameId, ScenarioInfo } from './contract.js';

export interface CatalogGame {
  readonly id: GameId;
  /** English ("Pericles: The Peloponnesian Wars"): file titles, menus, logs. */
  readonly title: string;
  /** Every seat id a game of it may have (a scenario's game may use fewer: its module's seatsFor). */
  readonly seats: readonly string[];
  readonly scenarios: readonly ScenarioInfo[];
  /** The levels a player may give a seat's bot (its module's `bots.levels`): the protocol's 'setSeat' offers these. */
  readonly levels: readonly string[];
  /** A game with a solo handicap option (Pericles): its largest, which the protocol bounds a request's by. */
  readonly handicap?: { readonly max: number };
}

/** GMT's *Pericles*: four Factions at every scenario (3.0). */
const FOUR: ScenarioInfo['players'] = { min: 4, max: 4 };

export const PERICLES: CatalogGame = {
  id: 'pericles',
  title: 'Pericles: The Peloponnesian Wars',
  seats: FACTIONS,
  levels: ['easy', 'normal', 'hard', 'expert'],
  handicap: { max: 100 },
  // As data/scenarios/index.ts lists them (the start screen keeps this order); `offered`: the
  // scenario's `forPlayers`.
  scenarios: [
    { id: 'development', title: 'Development setup (431 BC)', players: FOUR, offered: false },
    { id: 'training-ostracism', title: 'Training: The Last Ostracism (416 BC)', players: FOUR, offered: true },
    { id: 'training-amphipolis', title: 'Training: Amphipolis (422 BC)', players: FOUR, offered: true },
    { id: 'training-naupactus', title: 'Training: Phormio at Naupactus (429 BC)', players: FOUR, offered: true },
    { id: 'training-aegean', title: 'Training: The War in the Aegean (412–411 BC)', players: FOUR, offered: true },
    { id: 'war-in-time-of-peace', title: 'War in a Time of Peace (433–431 BC)', players: FOUR, offered: true },
    { id: 'archidamian-war', title: 'The Archidamian War (430–419 BC)', players: FOUR, offered: true },
    { id: 'first-peloponnesian-war', title: 'The First Peloponnesian War (460–431 BC)', players: FOUR, offered: true },
    { id: 'second-peloponnesian-war', title: 'The Second Peloponnesian War (430–401 BC)', players: FOUR, offered: true },
    { id: 'campaign', title: 'The Campaign: the Peloponnesian Wars (460–401 BC)', players: FOUR, offered: true },
  ],
};

/** Martin Wallace's *Perikles* (#33): 3 to 5 colour families, one scenario (games/perikles/data/rules.ts SEAT_COLOURS). */
export const PERIKLES: CatalogGame = {
  id: 'perikles',
  title: 'Perikles',
  seats: ['red', 'green', 'black', 'orange', 'white'],
  levels: ['easy', 'normal', 'hard'],
  scenarios: [{ id: 'standard', title: 'Perikles', players: { min: 3, max: 5 }, offered: true }],
};

/** Every game, the first the default (a request or a save that names none is of it). */
export const CATALOG: readonly CatalogGame[] = [PERICLES, PERIKLES];

export const DEFAULT_GAME_ID: GameId = PERICLES.id;
