import { THEATER_PHASES, type ScenarioSetup } from './types.js';

/** Training vignette: one land battle, turn 7 (424–419): Amphipolis, 422. */
export const TRAINING_LAND_BATTLE: ScenarioSetup = {
  id: 'training-amphipolis',
  name: 'Training: Amphipolis (422 BC)',
  intro:
    'Brasidas has taken Amphipolis with helots and allies; the red meeple of the 300 is the Spartan '
    + 'himself. Cleon, master of the Assembly, has retaken Torone: his army waits at Eion below the walls, '
    + 'his reserves in Chalcidice; Nicias and the Aristocrats, who want peace, give no Strategos. Sparta '
    + 'leads by 6 Honor, so a Raid\'s 3 will not do: only a battle won at Amphipolis can turn it. You hold '
    + 'the only Military marker, and the choices are yours: where to place it; Raid or Muster; how many '
    + 'Strategos to commit in secret (each moves one unit and adds 1 to the battle); which units to bring '
    + '(only land units fight a land battle); whether the State Ship sails; which enemy units fall. The '
    + 'odds the prompt shows count only the units already there: each unit you bring, and the State Ship, '
    + 'add to them. Both Cleon and Brasidas will die before the walls.',
  victory:
    'One turn, Theater Phase only, issues and Strategos given. Honor only: no end-of-game bonuses. After '
    + 'the turn the City-State with more Honor wins, and its Faction with more Honor wins the game (the '
    + 'Dominant Faction wins ties). Sparta starts on 46 Honor, Athens on 40: Battle Honor (9.5), and the '
    + 'Hostage taken if the 300 fall (9.46), decide it.',
  provenance: 'reconstructed',
  provenanceNote:
    'Published: the Playbook has a battle-only training vignette (RECONSTRUCTION.md §8); its text is lost. '
    + 'Reconstructed: the battle chosen, the pieces (the 300 stand for Brasidas and his Spartiates; Eion, '
    + 'held by Athens since 476, is a Delian base), the markers and Strategos given, Honor and the '
    + 'Honor-only victory. Set up (issue #29) so that the first game is a real choice: the advisor\'s '
    + 'play wins about half its games, random play almost none (`npm run first-game`, figures in `balance`).'
    + ' Balance (issue "Scenarios"): a teaching vignette, exempt from the Side balance goal; measured in `balance`.',
  firstTurn: 7,
  lastTurn: 7,
  war: 'war',
  plague: 'post',
  plagueLossesPermanent: false,
  alcibiades: 'athens',
  persianWar: 'callias',
  persianBases: 0,
  dominant: { athens: 'demagogues', sparta: 'eurypontids' },
  favor: { athens: -1, sparta: 0 },
  honor: { aristocrats: 20, demagogues: 20, eurypontids: 23, agiads: 23 },
  theaters: {
    6: { units: { sparta: { land: 5 }, peloponnesian: { land: 2 } }, bases: { sparta: 2, peloponnesian: 1 } },
    7: { units: { athens: { land: 2, naval: 4 } }, bases: { athens: 2, delian: 1 } },
    // Torone retaken: Cleon's reserves in Chalcidice.
    11: { units: { athens: { land: 2, naval: 1 } }, bases: { delian: 1 } },
    // Cleon's army at Eion, the port below the walls; Brasidas in Amphipolis with his
    // Spartiates and the Chalcidian and Myrcinian allies.
    12: { units: { athens: { land: 3 }, the300: { land: 1 }, peloponnesian: { land: 2 } }, bases: { delian: 1, peloponnesian: 1 } },
    // The grain route stays open (11.13).
    13: { units: { delian: { naval: 1 } }, bases: { delian: 1 } },
  },
  aristophanes: [],
  balance: {
    bots: 'rule ×4 (npx tsx scripts/sim.ts --bots rule --seed final --no-views)',
    games: 500,
    athensWins: 288,
    spartaWins: 212,
    draws: 0,
    replayed: { games: 100, athensWins: 55, spartaWins: 45, draws: 0 },
    note:
      'Exempt from the 60% goal: a one-turn teaching vignette whose one battle decides it (95% Wilson CI for '
      + 'Athens 53.2–61.9%). Every game is fought at Amphipolis: the Demagogues\' rule bot musters 4 '
      + 'Strategos and both Chalcidice land units and sails the State Ship; Sparta commits 3 + 1. The Battle '
      + 'cards decide; a won battle takes the 300 as Hostage (9.46) and the game, a lost or drawn one leaves '
      + 'Sparta ahead. First game (npm run first-game -- --plays 200 --seed first-game), the Demagogues '
      + 'played by the advisor: 107 wins of 200 (53.5%), every game a battle; played at random: 5 of 200 '
      + '(2.5%), 15 battles. Issue #29: previously a fixed Athenian win with no battle.',
  },
  rules: { automaticHonorVictory: false, peaceEndsGameInTurns: [], endOfGameBonuses: false, phases: THEATER_PHASES },
  // A newcomer's first game: one battle in doubt, and the Demagogues hold the only Military marker.
  forPlayers: { difficulty: 'introductory', soloSeat: 'demagogues', firstGame: true },
  markers: {
    demagogues: [{ kind: 'military', count: 1 }],
    aristocrats: [{ kind: 'rumor', count: 1 }],
    eurypontids: [{ kind: 'rumor', count: 1 }],
    agiads: [{ kind: 'rumor', count: 1 }],
  },
  strategos: { demagogues: 5, aristocrats: 0, eurypontids: 4, agiads: 3 },
  playArea: [6, 7, 11, 12, 13],
};
