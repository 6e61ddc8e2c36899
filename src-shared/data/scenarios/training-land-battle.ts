import { THEATER_PHASES, type ScenarioSetup } from './types.js';

/** Training vignette: one land battle, turn 7 (424–419): Amphipolis, 422. */
export const TRAINING_LAND_BATTLE: ScenarioSetup = {
  id: 'training-amphipolis',
  name: 'Training: Amphipolis (422 BC)',
  intro:
    'Brasidas has taken Amphipolis with helots and allies. Cleon, master of the Assembly, has retaken Torone '
    + 'and marches from Chalcidice to win it back. Both will die before the walls. This vignette teaches one '
    + 'land battle: placing a Military marker, committing Strategos in secret, moving units along links with '
    + 'their exit tests, the battle total (Spartan units count 2, bases 2, Strategos 1, a Battle card), '
    + 'casualties and Battle Honor. The Demagogues hold the only Military marker: place it on Amphipolis.',
  victory:
    'One turn, Theater Phase only, issues and Strategos given. Honor only: no end-of-game bonuses. After the '
    + 'turn the City-State with more Honor wins, and its Faction with more Honor wins the game (the Dominant '
    + 'Faction wins ties). Battle Honor (9.5) decides it.',
  provenance: 'reconstructed',
  provenanceNote:
    'Published: the Playbook has a battle-only training vignette (RECONSTRUCTION.md §8); its text is lost. '
    + 'Reconstructed: the battle chosen, the pieces, the markers and Strategos given, Honor and the '
    + 'Honor-only victory.'
    + ' Balance (issue "Scenarios"): a teaching vignette, exempt from the Side balance goal (its result with bots is fixed); measured in `balance`.',
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
  honor: { aristocrats: 20, demagogues: 20, eurypontids: 20, agiads: 20 },
  theaters: {
    6: { units: { sparta: { land: 4 }, the300: { land: 1 }, peloponnesian: { land: 2 } }, bases: { sparta: 2, peloponnesian: 1 } },
    7: { units: { athens: { land: 3, naval: 4 } }, bases: { athens: 2, delian: 1 } },
    // Cleon's army at Torone and Eion.
    11: { units: { athens: { land: 3, naval: 1 }, delian: { land: 1 } }, bases: { delian: 1 } },
    // Brasidas in Amphipolis with his helots and the Chalcidian and Myrcinian allies.
    12: { units: { sparta: { land: 1 }, peloponnesian: { land: 3 } }, bases: { peloponnesian: 1 } },
    // The grain route stays open (11.13).
    13: { units: { delian: { naval: 1 } }, bases: { delian: 1 } },
  },
  aristophanes: [],
  balance: {
    bots: 'rule ×4 (npx tsx scripts/sim.ts --bots rule --seed final --no-views)',
    games: 500,
    athensWins: 500,
    spartaWins: 0,
    draws: 0,
    note:
      'Exempt from the 60% goal: a one-turn teaching vignette whose result is fixed by the bots\' play, not by chance (95% Wilson CI for Athens 99.2–100%). The rule bot places the Demagogues\' Military marker in Athens (free units, 9.1) instead of Amphipolis, so no battle is fought; both Sides end on 41 Honor and the cross-Side tie goes to Athens (11.14 (4)). History (Brasidas\' victory, 422) would favour Sparta once the battle is fought. Unchanged.',
  },
  rules: { automaticHonorVictory: false, peaceEndsGameInTurns: [], endOfGameBonuses: false, phases: THEATER_PHASES },
  // A newcomer's first game: one battle, and the Demagogues hold the only Military marker.
  forPlayers: { difficulty: 'introductory', soloSeat: 'demagogues', firstGame: true },
  markers: {
    demagogues: [{ kind: 'military', count: 1 }],
    aristocrats: [{ kind: 'rumor', count: 1 }],
    eurypontids: [{ kind: 'rumor', count: 1 }],
    agiads: [{ kind: 'rumor', count: 1 }],
  },
  strategos: { demagogues: 5, aristocrats: 2, eurypontids: 4, agiads: 3 },
  playArea: [6, 7, 11, 12, 13],
};
