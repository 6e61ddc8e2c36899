import { THEATER_PHASES, type ScenarioSetup } from './types.js';

/** Training vignette: the theater war in the Aegean, turn 9 (412–407): the Ionian War, 412–411. */
export const TRAINING_AEGEAN: ScenarioSetup = {
  id: 'training-aegean',
  name: 'Training: The War in the Aegean (412–411 BC)',
  intro:
    'After the disaster in Sicily, Chios, Miletus and Rhodes go over to Sparta, Tissaphernes pays the '
    + 'Peloponnesian fleet, Alcibiades whispers to the satrap and the Spartans sit in their fort at Decelea. '
    + 'Athens\' last fleet holds Samos and the grain route of the Hellespont. This vignette teaches a whole '
    + 'Theater Phase: Honor Order, placing markers face down, the queues, League, Diplomatic, Oracle and '
    + 'Military issues, Treachery and Persia.',
  victory:
    'One turn, Theater Phase only, in the capitals and theaters 13–19; issues and Strategos given. Honor '
    + 'only: no end-of-game bonuses. After the turn the City-State with more Honor wins, and its Faction '
    + 'with more Honor wins the game (the Dominant Faction wins ties). Conquest or the loss of every Granary '
    + 'base (11.12, 11.13) still wins at once.',
  provenance: 'reconstructed',
  provenanceNote:
    'Published: the Playbook has an Aegean training vignette with the capitals plus theaters 13–19, issues and '
    + 'Strategos given, Honor-only victory (RECONSTRUCTION.md §8). Reconstructed: the year, the pieces, the '
    + 'markers and Strategos given, Honor, Treachery, one Persian base (the treaties of 412) and Alcibiades in '
    + 'Persia (with Tissaphernes, 412–411).'
    + ' Balance (issue "Scenarios"): a teaching vignette, exempt from the Side balance goal (deterministic with bots); measured in `balance`.',
  firstTurn: 9,
  lastTurn: 9,
  war: 'war',
  plague: 'post',
  plagueLossesPermanent: false,
  alcibiades: 'persia',
  persianWar: 'callias',
  persianBases: 1,
  dominant: { athens: 'aristocrats', sparta: 'eurypontids' },
  favor: { athens: 1, sparta: 0 },
  honor: { aristocrats: 25, demagogues: 25, eurypontids: 25, agiads: 25 },
  theaters: {
    6: {
      units: { sparta: { land: 4, naval: 1 }, the300: { land: 1 }, peloponnesian: { land: 3 } },
      bases: { sparta: 2, peloponnesian: 1 },
    },
    // Athens, with King Agis in his fort at Decelea (413).
    7: { units: { athens: { land: 4, naval: 2 }, sparta: { land: 1 } }, bases: { athens: 2, sparta: 1 } },
    // Sestos for Athens; Abydos gone over to Pharnabazus.
    13: {
      units: { athens: { naval: 1 }, peloponnesian: { naval: 1 } },
      bases: { delian: 1, peloponnesian: 1 },
    },
    // Miletus and Ephesus in revolt, with a Spartan governor.
    14: { units: { sparta: { land: 1 }, peloponnesian: { land: 2, naval: 1 } }, bases: { peloponnesian: 2 } },
    // Methymna loyal; Mytilene's oligarchs plotting.
    15: { units: { delian: { naval: 1 } }, bases: { delian: 1 }, treachery: { sparta: 1 } },
    // Chios in revolt; the Athenian fort at Delphinium.
    16: { units: { peloponnesian: { naval: 2 }, athens: { land: 1 } }, bases: { peloponnesian: 1 }, treachery: { athens: 1 } },
    // Samos, the fleet's base and the democracy's refuge.
    17: { units: { athens: { naval: 3 }, delian: { naval: 1 } }, bases: { athens: 1 } },
    18: { units: { delian: { naval: 1 } }, bases: { delian: 1 } },
    // Rhodes goes over to the Peloponnesian fleet (411); Cos stays loyal.
    19: { units: { peloponnesian: { naval: 1 } }, bases: { peloponnesian: 1, delian: 1 } },
  },
  aristophanes: [],
  balance: {
    bots: 'rule ×4 (npx tsx scripts/sim.ts --bots rule --seed final --no-views)',
    games: 500,
    athensWins: 500,
    spartaWins: 0,
    draws: 0,
    replayed: { games: 100, athensWins: 100, spartaWins: 0, draws: 0 },
    note:
      'Exempt from the 60% goal: a one-turn teaching vignette with no chance in it under rule bots: every game ends Athens 57, Sparta 52 (95% Wilson CI for Athens 99.2–100%). Giving each Spartan Faction 3 more Honor flips it to 100% Sparta, so no setup change can balance it; Athens held the Aegean in 412–411 (Cynossema, Cyzicus). Unchanged. Since #29 its Battles draw a Battle card (the vignette\'s Battle deck is the whole shuffled deck, 5.22); remeasured, the 500 games end the same.',
  },
  rules: { automaticHonorVictory: false, peaceEndsGameInTurns: [], endOfGameBonuses: false, phases: THEATER_PHASES },
  forPlayers: { difficulty: 'intermediate', soloSeat: 'aristocrats' },
  markers: {
    aristocrats: [{ kind: 'military', count: 2 }, { kind: 'league', count: 1 }, { kind: 'diplomatic', count: 1 }, { kind: 'rumor', count: 1 }],
    demagogues: [{ kind: 'military', count: 1 }, { kind: 'league', count: 1 }, { kind: 'oracle', count: 1 }, { kind: 'rumor', count: 1 }],
    eurypontids: [{ kind: 'military', count: 2 }, { kind: 'league', count: 1 }, { kind: 'diplomatic', count: 1 }, { kind: 'rumor', count: 1 }],
    agiads: [{ kind: 'military', count: 1 }, { kind: 'league', count: 1 }, { kind: 'oracle', count: 1 }, { kind: 'rumor', count: 1 }],
  },
  strategos: { aristocrats: 6, demagogues: 4, eurypontids: 6, agiads: 4 },
  playArea: [6, 7, 13, 14, 15, 16, 17, 18, 19],
};
