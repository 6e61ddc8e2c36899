import { ALL_PHASES, type ScenarioSetup } from '../data/scenarios/types.js';

/**
 * The fixed starting point of `buildPosition` (tests, the board's dev page, bots): the development
 * setup as it stood when the rules tests were written. It is frozen here so that balancing the
 * playable scenarios never changes what a rules test starts from. Its id stays 'development' so
 * positions built from it replay like that scenario's early games did.
 *
 * Originally: a development setup used until the reconstructed Playbook scenarios land (issue "Scenarios").
 * Roughly the eve of the Archidamian War (431): Athens strong at sea and in the Aegean,
 * Sparta on land. Every count respects the component limits (Appendix A) and 8.2.
 */
export const POSITION_BASE: ScenarioSetup = {
  id: 'development',
  name: 'Development setup (431 BC)',
  intro: 'A provisional opening for development and testing: Athens rules the Aegean, Sparta the Peloponnese.',
  victory: 'End-of-game victory (11.14) after the last turn; automatic victories (11.11–11.13) may end it sooner.',
  provenance: 'reconstructed',
  provenanceNote: 'Our own setup for development; not a Playbook scenario.',
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
  honor: { aristocrats: 10, demagogues: 10, eurypontids: 10, agiads: 10 },
  theaters: {
    1: { units: { peloponnesian: { land: 2, naval: 1 } }, bases: { peloponnesian: 1 } },
    2: { units: { delian: { naval: 2 } }, bases: { delian: 1 } },
    4: { units: { athens: { naval: 1 } }, bases: { delian: 1 } },
    5: { units: { peloponnesian: { land: 3, naval: 2 } }, bases: { peloponnesian: 1 } },
    6: { units: { sparta: { land: 6, naval: 2 }, the300: { land: 1 }, peloponnesian: { land: 4, naval: 1 } }, bases: { sparta: 2, peloponnesian: 1 } },
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
  rules: { automaticHonorVictory: true, peaceEndsGameInTurns: [], endOfGameBonuses: true, phases: ALL_PHASES },
};
