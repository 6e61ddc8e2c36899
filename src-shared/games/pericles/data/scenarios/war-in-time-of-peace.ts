import { aristophanesThroughTurn } from './deck.js';
import { ALL_PHASES, type ScenarioSetup } from './types.js';

/** One full turn at Peace, turn 5 (436–431): Corcyra, Sybota and Potidaea, 433–432. */
export const WAR_IN_TIME_OF_PEACE: ScenarioSetup = {
  id: 'war-in-time-of-peace',
  name: 'War in a Time of Peace (433–431 BC)',
  intro:
    'The Thirty Years\' Peace still holds, yet Athenian ships stand beside Corcyra\'s fleet at Sybota against '
    + 'Corinth, Potidaea revolts and is besieged, and Megara is shut out of every Athenian market. Leagues may '
    + 'fight where the City-States may not. One full turn teaches how Peace binds Athenian and Spartan units '
    + '(7.42, 9.33) but not the League, and what it costs to declare War.',
  victory:
    'One full turn, starting at Peace. No Automatic Honor victory; Conquest and Granary victories (11.12, '
    + '11.13) still win at once. After the turn the end-of-game bonuses (11.14) are added: the City-State '
    + 'with more Honor wins the war, and its Faction with more Honor wins the game.',
  provenance: 'reconstructed',
  provenanceNote:
    'Our design: a one-turn vignette of the outbreak of the war. Reconstructed: everything — the year, the '
    + 'pieces, Honor, Favor, Treachery and the victory rule. No Aristophanes play was staged before 425, so '
    + 'no card is drawn.'
    + ' Balance (issue "Scenarios"): the Spartan Factions start with 22 Honor (Athenians 10) to offset Athens\' larger end-of-game Economic bonus; measured win rates in `balance`.',
  firstTurn: 5,
  lastTurn: 5,
  war: 'peace',
  plague: 'pre',
  plagueLossesPermanent: false,
  alcibiades: 'athens',
  persianWar: 'callias',
  persianBases: 0,
  dominant: { athens: 'aristocrats', sparta: 'eurypontids' },
  favor: { athens: 1, sparta: 0 },
  honor: { aristocrats: 10, demagogues: 10, eurypontids: 22, agiads: 22 },
  theaters: {
    1: { units: { peloponnesian: { land: 1, naval: 1 } }, bases: { peloponnesian: 1 } },
    // Sybota (433): the Corcyraeans and ten Athenian ships against Corinth's colonies.
    2: {
      units: { delian: { naval: 2 }, athens: { naval: 1 }, peloponnesian: { naval: 2 } },
      bases: { delian: 1, peloponnesian: 1 },
    },
    4: { bases: { delian: 1 } },
    // Corinth, and Megara under the Megarian Decree.
    5: { units: { peloponnesian: { land: 2, naval: 2 } }, bases: { peloponnesian: 2 }, treachery: { athens: 1 } },
    6: {
      units: { sparta: { land: 5, naval: 1 }, the300: { land: 1 }, peloponnesian: { land: 3 } },
      bases: { sparta: 2, peloponnesian: 1 },
    },
    7: { units: { athens: { land: 5, naval: 5 } }, bases: { athens: 2, delian: 1 } },
    8: { units: { peloponnesian: { land: 2 }, delian: { land: 1 } }, bases: { peloponnesian: 1 } },
    // Potidaea revolts (432), with Aristeus' Corinthian volunteers; Perdiccas intrigues.
    11: {
      units: { athens: { land: 2, naval: 1 }, peloponnesian: { land: 1 } },
      bases: { delian: 1, peloponnesian: 1 },
      treachery: { sparta: 1 },
    },
    12: { bases: { athens: 1 } },
    13: { units: { delian: { naval: 1 } }, bases: { delian: 1 } },
    14: { units: { delian: { land: 1 } }, bases: { delian: 1 } },
    15: { units: { delian: { naval: 1 } }, bases: { delian: 1 } },
    16: { units: { delian: { naval: 1 } }, bases: { delian: 1 } },
    17: { units: { athens: { naval: 1 } }, bases: { athens: 1 } },
    18: { bases: { delian: 1 } },
    19: { bases: { delian: 1 } },
  },
  aristophanes: aristophanesThroughTurn(5),
  balance: {
    bots: 'rule ×4 (npm run balance -- --games 600 --seed final)',
    games: 600,
    athensWins: 290,
    spartaWins: 310,
    draws: 0,
    replayed: { games: 100, athensWins: 40, spartaWins: 60, draws: 0 },
    note:
      '95% Wilson CI for Athens 44.4–52.3% (600 games, seed final, #30), unchanged. Other sample: 49.0% of 600 (seed i30). Before #30: '
      + '95% Wilson CI for Athens 41.7–55.4%. Re-measured after the issue 14 rule fixes, unchanged: Spartan Factions start at 22 Honor (Athenians 10; this project\'s adjustment: the Peloponnesian League\'s grievances, Corinth and Megara demanding war, 432). Other sample: 54.0% of 200 (seed 1). All games end at the end of game.',
  },
  rules: { automaticHonorVictory: false, peaceEndsGameInTurns: [], endOfGameBonuses: true, phases: ALL_PHASES },
  forPlayers: { difficulty: 'intermediate', soloSeat: 'aristocrats' },
};
