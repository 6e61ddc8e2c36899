import { ALL_PHASES, type ScenarioSetup } from './types.js';

/**
 * A development setup used until the reconstructed Playbook scenarios land (issue "Scenarios").
 * Roughly the eve of the Archidamian War (431): Athens strong at sea and in the Aegean,
 * Sparta on land. Every count respects the component limits (Appendix A) and 8.2.
 */
export const DEVELOPMENT: ScenarioSetup = {
  id: 'development',
  name: 'Development setup (431 BC)',
  intro: 'A provisional opening for development and testing: Athens rules the Aegean, Sparta the Peloponnese.',
  victory: 'End-of-game victory (11.14) after the last turn; automatic victories (11.11–11.13) may end it sooner.',
  provenance: 'reconstructed',
  provenanceNote: 'Our own setup for development; not a Playbook scenario.'
    + ' Balance (issue "Scenarios"): Sparta given 8 bases so its bases pay its upkeep, and a Spartan Honor handicap (20/20 v 39/39, this project\'s balance adjustment, not the rulebook\'s) against Athens\' larger end-of-game bonuses; measured win rates in `balance`.',
  firstTurn: 6,
  lastTurn: 10,
  war: 'peace',
  plague: 'pre',
  plagueLossesPermanent: false,
  alcibiades: 'athens',
  persianWar: 'callias',
  persianBases: 0,
  dominant: { athens: 'aristocrats', sparta: 'eurypontids' },
  favor: { athens: 0, sparta: 0 },
  honor: { aristocrats: 20, demagogues: 20, eurypontids: 39, agiads: 39 },
  theaters: {
    1: { units: { peloponnesian: { land: 2, naval: 1 } }, bases: { peloponnesian: 2 } },
    2: { units: { delian: { naval: 2 } }, bases: { delian: 1 } },
    4: { units: { athens: { naval: 1 } }, bases: { delian: 1 } },
    5: { units: { peloponnesian: { land: 3, naval: 2 } }, bases: { peloponnesian: 2 } },
    6: { units: { sparta: { land: 6, naval: 2 }, the300: { land: 1 }, peloponnesian: { land: 4, naval: 1 } }, bases: { sparta: 3 } },
    7: { units: { athens: { land: 5, naval: 7 }, delian: { naval: 1 } }, bases: { athens: 2, delian: 1 } },
    8: { units: { peloponnesian: { land: 4 } }, bases: { peloponnesian: 1 } },
    11: { units: { athens: { land: 1 }, delian: { land: 2, naval: 1 } }, bases: { delian: 1 } },
    13: { units: { athens: { naval: 1 }, delian: { naval: 1 } }, bases: { delian: 1 } },
    14: { units: { delian: { land: 2 } }, bases: { delian: 1 } },
    15: { units: { delian: { naval: 1 } }, bases: { delian: 1 } },
    16: { units: { delian: { naval: 1 } }, bases: { delian: 1 } },
    17: { units: { athens: { naval: 1 }, delian: { naval: 1 } }, bases: { athens: 1 } },
    18: { units: { athens: { naval: 1 } }, bases: { delian: 1 } },
  },
  aristophanes: 'all',
  balance: {
    bots: 'rule ×4 (npm run balance -- --games 600 --seed final)',
    games: 600,
    athensWins: 302,
    spartaWins: 298,
    draws: 0,
    replayed: { games: 100, athensWins: 50, spartaWins: 50, draws: 0 },
    note:
      '95% Wilson CI for Athens 46.3–54.3% (600 games, seed final), re-measured when the rule bot came to count the committed Strategos in a second Battle (9.6, #30); before it 49.0% (45.0–53.0). 95% Wilson CI for Athens 45.0–53.0% (600 games, seed final, #30). Other sample: 51.2% of 600 (seed i30). Before #30: '
      + '95% Wilson CI for Athens 42.6–56.4%. Re-measured after the issue 14 rule fixes: Athens won 38.5% with 20/20 v 43/43. Now 20/20 v 39/39 (this project\'s adjustment); Sparta keeps its 8 bases so that they pay its upkeep. Other sample: 50.5% of 200 (seed p).',
  },
  rules: { automaticHonorVictory: true, peaceEndsGameInTurns: [], endOfGameBonuses: true, phases: ALL_PHASES },
};
