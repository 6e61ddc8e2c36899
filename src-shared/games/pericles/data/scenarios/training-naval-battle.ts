import { THEATER_PHASES, type ScenarioSetup } from './types.js';

/** Training vignette: one naval battle, turn 6 (430–425): Phormio at Naupactus, 429. */
export const TRAINING_NAVAL_BATTLE: ScenarioSetup = {
  id: 'training-naupactus',
  name: 'Training: Phormio at Naupactus (429 BC)',
  intro:
    'Forty-seven Corinthian and allied ships try to cross the Gulf to Acarnania; Phormio waits at Naupactus '
    + 'with twenty Athenian triremes and the Messenians ashore. This vignette teaches one naval battle: a '
    + 'Military marker, secret Strategos, moving ships through the Isthmus (a portage that needs a base), '
    + 'the naval battle total (Athenian ships count 2), the State Ship, casualties and Battle Honor. The '
    + 'Eurypontids hold the only Military marker: place it on Naupactus.',
  victory:
    'One turn, Theater Phase only, issues and Strategos given. Honor only: no end-of-game bonuses. After the '
    + 'turn the City-State with more Honor wins, and its Faction with more Honor wins the game (the Dominant '
    + 'Faction wins ties). Battle Honor (9.5) decides it.',
  provenance: 'reconstructed',
  provenanceNote:
    'Published: the Playbook has a battle-only training vignette (RECONSTRUCTION.md §8); its text is lost. '
    + 'Reconstructed: the battle chosen, the pieces, the markers and Strategos given, Honor and the '
    + 'Honor-only victory. Post-Plague: the Plague struck Athens in 430.'
    + ' Balance (issue "Scenarios"): a teaching vignette, exempt from the Side balance goal (its result with bots is fixed); measured in `balance`.',
  firstTurn: 6,
  lastTurn: 6,
  war: 'war',
  plague: 'post',
  plagueLossesPermanent: false,
  alcibiades: 'athens',
  persianWar: 'callias',
  persianBases: 0,
  dominant: { athens: 'aristocrats', sparta: 'eurypontids' },
  favor: { athens: 0, sparta: 0 },
  honor: { aristocrats: 20, demagogues: 20, eurypontids: 20, agiads: 20 },
  theaters: {
    // The Corcyraean alliance: the long way round from Athens.
    2: { units: { delian: { naval: 1 } }, bases: { delian: 1 } },
    // Phormio and the Messenians of Naupactus.
    4: { units: { athens: { naval: 2 } }, bases: { delian: 1 } },
    // The Corinthian fleet, and the diolkos across the Isthmus.
    5: { units: { peloponnesian: { land: 2, naval: 4 } }, bases: { peloponnesian: 2 } },
    6: { units: { sparta: { land: 3, naval: 1 }, the300: { land: 1 } }, bases: { sparta: 2 } },
    7: { units: { athens: { land: 3, naval: 3 } }, bases: { athens: 2 } },
    13: { units: { delian: { naval: 1 } }, bases: { delian: 1 } },
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
      'Exempt from the 60% goal: a one-turn teaching vignette whose result is fixed by the bots\' play (95% Wilson CI for Athens 99.2–100%). With rule bots no battle is fought at Naupactus; both Sides end on 41 Honor and the cross-Side tie goes to Athens (11.14 (4)), as history did (Phormio\'s victories, 429). Unchanged.',
  },
  rules: { automaticHonorVictory: false, peaceEndsGameInTurns: [], endOfGameBonuses: false, phases: THEATER_PHASES },
  // The Eurypontids hold the only Military marker.
  forPlayers: { difficulty: 'introductory', soloSeat: 'eurypontids' },
  markers: {
    eurypontids: [{ kind: 'military', count: 1 }],
    agiads: [{ kind: 'rumor', count: 1 }],
    aristocrats: [{ kind: 'rumor', count: 1 }],
    demagogues: [{ kind: 'rumor', count: 1 }],
  },
  strategos: { eurypontids: 5, agiads: 3, aristocrats: 4, demagogues: 2 },
  playArea: [2, 4, 5, 6, 7, 13],
};
