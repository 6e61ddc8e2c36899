// Engine speed work (#30 "Fast") must not change a single game: seeded random games in several
// scenarios, pinned by what they decided between (every legal list), where they ended (hashGame)
// and what each seat saw at the end (viewFor). A failure here after a change meant only to be
// faster is a real difference in the rules. A rule changed on purpose changes these games too:
// then re-record with `GOLDEN_RECORD=1 npx vitest run tests/unit/shared/games/pericles/engine/goldenGames.test.ts`
// and say in the commit which rule changed them.
import { describe, expect, it } from 'vitest';
import { hashGame, hashJson, legalActions, newGame, viewFor } from '../../../../../../src-shared/engine.js';
import { applyValidated } from '../../../../../../src-shared/games/pericles/engine/driver.js';
import { FACTIONS, type Faction } from '../../../../../../src-shared/games/pericles/model/ids.js';
import { playRandomGame } from '../../../../../../src-shared/games/pericles/engine/simulate.js';
import { pickRandom } from '../../../../../../src-shared/games/pericles/bots/random.js';
import { seedRng } from '../../../../../../src-shared/kit/random.js';

interface Golden { scenario: string; seed: string; turns: number; decisions: number; legal: string; game: string; views: string }

/** Recorded before the #30 engine speed work, on the rules as they stood. */
const GOLDEN: Golden[] = [
  { scenario: 'development', seed: 'golden-1', turns: 2, decisions: 250, legal: 'c09cb274417dcc13', game: 'bbf1ca039911a5ec', views: '6ecc6084a67e60fc' },
  { scenario: 'development', seed: 'golden-2', turns: 2, decisions: 279, legal: '66638bbe1f7c0eab', game: 'a00a8553e0bb46b8', views: '1413931ca3802056' },
  { scenario: 'development', seed: 'golden-3', turns: 2, decisions: 258, legal: 'cb920b661871eed0', game: 'bb3fdb16da4cd0f5', views: '16943a62387a769e' },
  { scenario: 'development', seed: 'golden-4', turns: 2, decisions: 252, legal: 'b58bd77af2934077', game: 'a864754d192f60e0', views: '0be9ab40939ad017' },
  { scenario: 'development', seed: 'golden-5', turns: 2, decisions: 231, legal: '3df23ee70103f563', game: '81f0a3966b143874', views: 'ea4ea19369f15c56' },
  { scenario: 'development', seed: 'golden-6', turns: 2, decisions: 278, legal: '2d30a3c91d20636e', game: 'df0af195f3f5940f', views: '1882f7ee8b33dd65' },
  { scenario: 'campaign', seed: 'golden-1', turns: 2, decisions: 240, legal: 'e340ee11e60e92d9', game: '76ccf3b527685c3f', views: '2bfc60fa0ad5ad13' }, // re-recorded for #30: the Campaign's Spartan Honor 74/74
  { scenario: 'campaign', seed: 'golden-2', turns: 2, decisions: 270, legal: 'a44d2e0c65346e41', game: '3fb30e1a5e445df4', views: 'c0c03f71a1593733' }, // (the same)
  { scenario: 'archidamian-war', seed: 'golden-1', turns: 2, decisions: 239, legal: '5c46ccdb4fb29049', game: '83c8a20dfb88c520', views: '75ab867034140e0a' }, // re-recorded for #30: the Archidamian War's two balance units, then its Spartan Honor split 27/26
  { scenario: 'second-peloponnesian-war', seed: 'golden-1', turns: 1, decisions: 130, legal: 'b71a08e4a9e0e3b5', game: 'd2fb6332bb97dba6', views: 'fafa96e490541769' }, // re-recorded for #30: Potidaea fallen, Spartan Honor 30/30
  { scenario: 'training-aegean', seed: 'golden-1', turns: 1, decisions: 83, legal: '4fa56cbad990e3ea', game: 'e6ffef7be9be6222', views: 'aa81fb51198a3948' },
  { scenario: 'training-naupactus', seed: 'golden-1', turns: 1, decisions: 14, legal: '5917c4d574a7ed9e', game: '2dc904d3b55e5f0e', views: '2c959df4fcfca992' },
];

/** The simulator's random play (playRandomGame's stream and stopping point), folding in every legal list. */
function play(scenario: string, seed: string, turns: number): Omit<Golden, 'scenario' | 'seed' | 'turns'> {
  const g = newGame({ scenario, seed });
  const rng = seedRng(`bots:${seed}`);
  const lastTurn = g.turn + turns - 1;
  let legalDigest = '';
  let decisions = 0;
  while (g.flow.phase !== 'over' && g.turn <= lastTurn) {
    const seat = g.flow.pending?.seats[0] as Faction;
    const legal = legalActions(g, seat);
    legalDigest = hashJson([legalDigest, legal]);
    applyValidated(g, seat, pickRandom(rng, legal));
    decisions++;
  }
  const views = hashJson(FACTIONS.map((f) => viewFor(g, f)));
  return { decisions, legal: legalDigest, game: hashGame(g), views };
}

const CASES: [scenario: string, seeds: string[], turns: number][] = [
  ['development', ['golden-1', 'golden-2', 'golden-3', 'golden-4', 'golden-5', 'golden-6'], 2],
  ['campaign', ['golden-1', 'golden-2'], 2],
  ['archidamian-war', ['golden-1'], 2],
  ['second-peloponnesian-war', ['golden-1'], 1],
  ['training-aegean', ['golden-1'], 1],
  ['training-naupactus', ['golden-1'], 1],
];

describe('golden games: seeded random play is the same game after engine speed work (#30)', () => {
  it('every recorded game decides between the same legal actions and ends in the same state and views', () => {
    const now: Golden[] = CASES.flatMap(([scenario, seeds, turns]) => seeds.map((seed) => ({ scenario, seed, turns, ...play(scenario, seed, turns) })));
    if (process.env.GOLDEN_RECORD) {
      console.log(JSON.stringify(now, null, 2));
      return;
    }
    expect(now).toEqual(GOLDEN);
  });

  it('the simulator plays the same games (playRandomGame reaches the recorded state)', () => {
    for (const gold of GOLDEN.slice(0, 4)) {
      const r = playRandomGame({ scenario: gold.scenario, seed: gold.seed, turns: gold.turns });
      expect(r.outcome).toBe('finished');
      expect(r.decisions.length).toBe(gold.decisions);
      expect(hashGame(r.final as NonNullable<typeof r.final>)).toBe(gold.game);
    }
  });
});
