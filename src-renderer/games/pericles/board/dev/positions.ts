// Positions for the board dev page, the benchmark and the e2e tests: the Campaign's setup (a real
// scenario, not the tests' frozen base) with the engine's position builder
// (src-shared/games/pericles/engine/setup.ts) laying out the board, then viewed as a seat would see them.
// The dev page stands in for the host: it builds positions with the game's public face (engine.ts).
import { buildPosition, newGame, viewFor, type GameState, type GameView } from '../../../../../src-shared/engine.js';
import { scenarioById, type Faction, type IssueKind, type PlacedMarker, type ScenarioSetup, type TheaterIssueKind, type TrackIssue } from '../../../../../src-shared/games/pericles/client.js';

/** The scenario the prepared positions start from. */
const SCENARIO = 'campaign';

function scenarioSetup(): ScenarioSetup {
  const sc = scenarioById(SCENARIO);
  if (!sc) throw new Error(`No scenario ${SCENARIO}`);
  return sc;
}

let nextId = 1;
const issue = (kind: IssueKind, pos: number, captured = false): TrackIssue => ({ id: `i${nextId++}`, kind, pos, captured, source: 'boule' });
const marker = (owner: Faction, placedBy: Faction, kind: TheaterIssueKind = 'military'): PlacedMarker => ({ id: `m${nextId++}`, owner, placedBy, kind });

/** A busy mid-game position: every kind of piece on the board, a 15-unit stack, queues, tracks. */
export function midGameState(): GameState {
  return buildPosition({
    base: scenarioSetup(),
    seed: 'board-mid',
    turn: 4,
    war: 'war',
    plague: 'post',
    alcibiades: 'persia',
    persianWar: 'inProgress',
    theaters: {
      1: { units: { peloponnesian: { land: 2, naval: 1 } }, bases: { peloponnesian: 1 } },
      2: { units: { delian: { naval: 3 }, athens: { naval: 2 } }, bases: { delian: 1 }, treachery: { sparta: 1 } },
      3: { units: { peloponnesian: { land: 2 } } },
      4: { units: { athens: { naval: 2, land: 1 } }, bases: { delian: 1 } },
      5: { units: { peloponnesian: { land: 3, naval: 2 }, athens: { land: 2 } }, bases: { peloponnesian: 1 } },
      6: { units: { sparta: { land: 9, naval: 2 }, the300: { land: 1 }, peloponnesian: { land: 4, naval: 1 }, argos: { land: 2 } }, bases: { sparta: 2, peloponnesian: 1 } },
      7: { units: { athens: { land: 6, naval: 15 }, delian: { naval: 2 } }, bases: { athens: 2, delian: 1 }, treachery: { athens: 1 } },
      8: { units: { peloponnesian: { land: 4 }, sparta: { land: 2 } }, bases: { peloponnesian: 1 } },
      9: { units: { sparta: { land: 1 } } },
      11: { units: { athens: { land: 1 }, delian: { land: 2, naval: 1 }, sparta: { land: 2 } }, bases: { delian: 1 } },
      12: { units: { delian: { land: 1 } }, bases: { delian: 1 } },
      13: { units: { athens: { naval: 1 }, delian: { naval: 1 }, peloponnesian: { naval: 2 } }, bases: { delian: 1 } },
      14: { units: { delian: { land: 2 }, sparta: { land: 1 } }, bases: { delian: 1 }, treachery: { sparta: 2 } },
      15: { units: { delian: { naval: 1 } }, bases: { delian: 1 } },
      16: { units: { delian: { naval: 1 } }, bases: { delian: 1 } },
      17: { units: { athens: { naval: 1 }, delian: { naval: 1 } }, bases: { athens: 1 } },
      18: { units: { athens: { naval: 3 }, peloponnesian: { naval: 1 } }, bases: { delian: 1 } },
      19: { units: { delian: { naval: 1 } } },
      20: { units: { peloponnesian: { naval: 1 } } },
    },
    honor: { aristocrats: 23, demagogues: 31, eurypontids: 31, agiads: 17 },
    strategos: { aristocrats: 3, demagogues: 2, eurypontids: 2, agiads: 3 },
    dominant: { athens: 'demagogues', sparta: 'eurypontids' },
    edit: (g) => {
      g.persianBases = 2;
      g.persiaOpen = true;
      const a = g.sides.athens;
      a.favor = 1;
      a.council = 3;
      a.track = [issue('military', 2), issue('league', -1), issue('ostracism', 0), issue('diplomatic', 7, true), issue('games', -4), issue('military', 2), issue('colony', -7, true)];
      a.will = { theater: 11, require: 'control', ignored: false, baseActionTaken: false };
      const s = g.sides.sparta;
      s.favor = -1;
      s.council = 4;
      s.hostage = true;
      s.track = [issue('military', 3), issue('oracle', 0), issue('krypteia', -2), issue('agoge', 5), issue('warPeace', -6), issue('military', 3), issue('league', 3)];
      s.will = { theater: 14, require: 'buildOrConvertBase', ignored: false, baseActionTaken: false };
      g.stateShipAvailable = false;
      g.queues['7'] = [marker('aristocrats', 'aristocrats'), marker('eurypontids', 'agiads'), marker('demagogues', 'demagogues')];
      g.queues['2'] = [marker('agiads', 'agiads', 'rumor'), marker('demagogues', 'aristocrats')];
      g.queues['14'] = [marker('eurypontids', 'eurypontids', 'diplomatic')];
      g.queues['6'] = [marker('agiads', 'agiads'), marker('aristocrats', 'demagogues'), marker('eurypontids', 'eurypontids'), marker('demagogues', 'demagogues'), marker('agiads', 'eurypontids')];
      g.queues.persia = [marker('eurypontids', 'agiads', 'diplomatic')];
    },
  });
}

/** A small prepared position for movement tests: Sparta blocks Athens's fleet at home. */
export function musterState(): GameState {
  return buildPosition({
    base: scenarioSetup(),
    seed: 'board-muster',
    theaters: {
      7: { units: { athens: { land: 3, naval: 1 } }, bases: { athens: 1 } },
      5: { units: { peloponnesian: { land: 2 } } },
      2: { units: { peloponnesian: { naval: 3 } } },
      14: { units: { delian: { land: 2 } } },
      6: { units: { sparta: { land: 4, naval: 1 } }, bases: { sparta: 1 } },
    },
    edit: (g) => {
      g.theaters['7']!.units.sparta.naval = 4;
    },
  });
}

/** A prepared position by name ('mid' when unknown). */
export function positionState(name: string | null): GameState {
  return name === 'muster' ? musterState() : name === 'dev' ? newGame({ scenario: SCENARIO, seed: 'dev' }) : midGameState();
}

export function positionView(name: string | null): GameView {
  return viewFor(positionState(name), 'spectator');
}
