// `npm run bench -- perikles` (#33): the Perikles engine's decisions per second in random play
// (target ≥ 50,000) and each bot level's p95 and max decision time, from a seat's view.
import { apply, legalActions, newGame, pending, seatsFor, viewFor, type PeriklesState } from '../src-shared/games/perikles/index.js';
import { PERIKLES_LEVELS, decidePerikles } from '../src-shared/games/perikles/bots/index.js';
import { nextInt, seedRng } from '../src-shared/kit/random.js';

type Line = (name: string, value: number, unit: string) => void;

function randomGames(budgetMs: number): { decisions: number; seconds: number } {
  let decisions = 0;
  const start = performance.now();
  for (let i = 0; performance.now() - start < budgetMs; i++) {
    const seats = seatsFor(3 + (i % 3));
    let g: PeriklesState = newGame({ seed: `bench-${i}`, seats: Object.fromEntries(seats.map((s) => [s, 'bot:random'])) });
    const pick = seedRng(`bench-pick-${i}`);
    for (let p = pending(g); p; p = pending(g)) {
      const legal = legalActions(g, p.seats[0]!);
      g = apply(g, p.seats[0]!, legal[nextInt(pick, legal.length)]);
      decisions++;
    }
  }
  return { decisions, seconds: (performance.now() - start) / 1000 };
}

const quantile = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
};

/**
 * Each level's decision times, from a seat's view, over games the rule bot plays in every seat (4
 * and 5 players): one decision in `every` (with a choice) is timed, so the samples spread over
 * whole games — every phase of all three turns, where a search's playouts are longest and shortest.
 */
function botTimes(level: string, decisionsWanted: number, every: number): number[] {
  const times: number[] = [];
  for (let i = 0; times.length < decisionsWanted; i++) {
    const seats = seatsFor(4 + (i % 2));
    let g: PeriklesState = newGame({ seed: `bench-bot-${i}`, seats: Object.fromEntries(seats.map((s) => [s, 'bot:rule'])) });
    const rng = seedRng(`bench-bot-${level}-${i}`);
    const pick = seedRng(`bench-bot-pick-${i}`);
    for (let p = pending(g); p && times.length < decisionsWanted; p = pending(g)) {
      const seat = p.seats[0]!;
      const legal = legalActions(g, seat);
      if (legal.length > 1 && nextInt(pick, every) === 0) {
        const view = viewFor(g, seat);
        const t = performance.now();
        decidePerikles(level, view, legal, rng);
        times.push(performance.now() - t);
      }
      g = apply(g, seat, decidePerikles('rule', viewFor(g, seat, { withoutLog: true }), legal, rng).action);
    }
  }
  return times;
}

export function benchPerikles(line: Line): void {
  const r = randomGames(5000);
  line('perikles_engine_decisions_per_s', Math.round(r.decisions / r.seconds), 'decisions/s');
  for (const level of PERIKLES_LEVELS) {
    // The rule levels: many quick decisions; Hard (search): 60, one in twelve, about two games' worth.
    const times = level === 'hard' ? botTimes(level, 60, 12) : botTimes(level, level === 'easy' ? 400 : 100, 4);
    line(`perikles_bot_${level}_p95_ms`, Math.round(quantile(times, 0.95) * 100) / 100, 'ms');
    line(`perikles_bot_${level}_max_ms`, Math.round(Math.max(...times) * 100) / 100, 'ms');
  }
}
