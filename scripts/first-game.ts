// Measures the first game (the scenario marked `forPlayers.firstGame`): plays it `--plays` seeded
// times (seeds `${seed}-0` …) with its solo seat choosing as the advisor says ("What would the bot
// do?", bots/advisor.ts) and again choosing uniformly at random among its legal actions; rule bots
// take the other seats. A first game must put a real choice in front of the player: the advisor's
// play should win clearly more often than chance, with a battle whose outcome is in doubt.
// `npm run first-game -- [--plays 200] [--seed first-game] [--scenario ID]`; one line per policy:
// first-game: policy=advisor plays=200 wins=N win%=P battles=N battle_wins=N failures=0
import { parseArgs } from 'node:util';
import { SCENARIOS } from '../src-shared/games/pericles/data/scenarios/index.js';
import { SOLO_POLICIES, measureSolo } from '../src-shared/games/pericles/engine/simulate.js';

const { values } = parseArgs({
  options: {
    plays: { type: 'string', default: '200' },
    seed: { type: 'string', default: 'first-game' },
    scenario: { type: 'string' },
  },
});

const plays = Number(values.plays);
if (!Number.isInteger(plays) || plays < 1) throw new Error('--plays must be a positive integer');
const scenario = values.scenario ? SCENARIOS.find((s) => s.id === values.scenario) : SCENARIOS.find((s) => s.forPlayers?.firstGame);
if (!scenario) throw new Error(values.scenario ? `unknown scenario ${values.scenario}` : 'no scenario is marked as the first game');
const seat = scenario.forPlayers?.soloSeat;
if (!seat) throw new Error(`${scenario.id} names no solo seat`);

let failures = 0;
console.log(`first-game: scenario=${scenario.id} seat=${seat} seed=${values.seed}`);
for (const policy of SOLO_POLICIES) {
  const r = measureSolo(scenario.id, seat, policy, values.seed, plays);
  failures += r.failed;
  const pct = ((100 * r.wins) / plays).toFixed(1);
  console.log(`first-game: policy=${policy} plays=${plays} wins=${r.wins} win%=${pct} battles=${r.battles} battle_wins=${r.battleWins} failures=${r.failed}`);
}
if (failures) process.exit(1);
