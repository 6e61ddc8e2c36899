import { POLITICAL_PHASES, type ScenarioSetup } from './types.js';

/** Training vignette: one Athenian Assembly, turn 8 (418–413), the ostracism of Hyperbolus (c. 416/415). */
export const TRAINING_OSTRACISM: ScenarioSetup = {
  id: 'training-ostracism',
  name: 'Training: The Last Ostracism (416 BC)',
  intro:
    'Athens is at peace — the Peace of Nicias — and the Assembly must choose between Nicias\' caution and '
    + 'the ambitions of the young Alcibiades. The demagogue Hyperbolus calls for an ostracism, sure that one '
    + 'of them will go. This vignette teaches the political half of a turn in one city: the Aristophanes card, '
    + 'dealing and the Entourage, the Boulé, the debates, Oration Honor and Ostracism, the Dominant Faction '
    + 'and the Strategoi Council. The Birds is the only card: it puts Ostracism on the Assembly track.',
  victory:
    'One turn, Athens\' Assembly only (Spartans do not play). After the Political Phase the Athenian Faction '
    + 'with more Honor wins; the Dominant Faction wins ties. Winning the Ostracism (+3 Honor, and the '
    + 'opponent −3) usually decides it.',
  provenance: 'reconstructed',
  provenanceNote:
    'Published: the Playbook has a political-only training vignette (RECONSTRUCTION.md §8); its text is lost. '
    + 'Reconstructed: the year, the Athens-only Assembly, the deck (The Birds, version C, staged 414), the map '
    + '(416: Peace of Nicias, Pylos held, Amphipolis lost, Melos besieged), Honor and the victory rule.'
    + ' Balance (issue "Scenarios"): a vignette between the two Athenian Factions, exempt from the Side balance goal; measured win rates in `balance`.',
  firstTurn: 8,
  lastTurn: 8,
  war: 'peace',
  plague: 'post',
  plagueLossesPermanent: false,
  alcibiades: 'athens',
  persianWar: 'callias',
  persianBases: 0,
  dominant: { athens: 'demagogues', sparta: 'eurypontids' },
  favor: { athens: 0, sparta: 0 },
  honor: { aristocrats: 20, demagogues: 20, eurypontids: 20, agiads: 20 },
  theaters: {
    // Egesta appeals to Athens (416) against Selinus and Syracuse.
    1: { units: { peloponnesian: { land: 2, naval: 1 } }, bases: { peloponnesian: 2, delian: 1 } },
    2: { units: { delian: { naval: 1 } }, bases: { delian: 1 } },
    4: { units: { athens: { naval: 1 } }, bases: { delian: 1 } },
    5: { units: { peloponnesian: { land: 2, naval: 2 } }, bases: { peloponnesian: 2 } },
    // Pylos, held by Athenians and Messenians since 425.
    6: {
      units: { sparta: { land: 6 }, the300: { land: 1 }, peloponnesian: { land: 3 }, athens: { land: 1 } },
      bases: { sparta: 2, peloponnesian: 1 },
    },
    7: { units: { athens: { land: 5, naval: 6 } }, bases: { athens: 2, delian: 1 } },
    8: { units: { peloponnesian: { land: 2 } }, bases: { peloponnesian: 1 } },
    11: { units: { athens: { land: 1 }, peloponnesian: { land: 1 } }, bases: { delian: 1, peloponnesian: 1 } },
    // Amphipolis, lost to Brasidas (424) and never returned.
    12: { units: { peloponnesian: { land: 1 } }, bases: { peloponnesian: 1 } },
    13: { units: { athens: { naval: 1 } }, bases: { delian: 1 } },
    14: { units: { delian: { land: 1 } }, bases: { delian: 1 } },
    15: { units: { delian: { naval: 1 } }, bases: { delian: 1 } },
    16: { units: { delian: { naval: 1 } }, bases: { delian: 1 } },
    17: { units: { athens: { naval: 1 } }, bases: { athens: 1 } },
    // The siege of Melos (416).
    18: { units: { athens: { land: 1 } }, bases: { delian: 1 } },
    19: { bases: { delian: 1 } },
  },
  aristophanes: ['birds-C'],
  balance: {
    bots: 'rule ×4 (npx tsx scripts/sim.ts --bots rule --seed final --no-views)',
    games: 500,
    athensWins: 500,
    spartaWins: 0,
    draws: 0,
    replayed: { games: 100, athensWins: 100, spartaWins: 0, draws: 0 },
    note:
      'Exempt from the 60% goal: only the two Athenian Factions compete (soloCity), so the Side split is not a balance measure. Between them: Aristocrats 290, Demagogues 210 of 500 (58% v 42%, the Aristocrats\' 95% Wilson CI 53.6–62.3%; the Aristocrats start Dominant). Measured after the engine learned soloCity (Sparta is dealt no cards and the vignette is won within Athens).',
  },
  rules: { automaticHonorVictory: false, peaceEndsGameInTurns: [], endOfGameBonuses: false, phases: POLITICAL_PHASES },
  // The Demagogues are Dominant and Hyperbolus calls the ostracism.
  forPlayers: { difficulty: 'introductory', soloSeat: 'demagogues' },
  soloCity: 'athens',
};
