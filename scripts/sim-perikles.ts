// Perikles (#33) random-play simulation: `npm run sim -- --game perikles --games N --seed S [--players N]`
// (scripts/sim.ts hands over here), or `tsx scripts/sim-perikles.ts --games N --seed S [--players N]`.
// Every seat picks uniformly among its legal actions with a seeded stream; after every decision the
// game's invariants are checked. Ends with the line
// sim: games=N finished=F errors=E deadends=D violations=V decisions=K decisions_per_s=R
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { apply, invariants, legalActions, newGame, pending, seatsFor, viewFor, winners, type PeriklesState } from '../src-shared/games/perikles/index.js';
import { nextInt, seedRng } from '../src-shared/kit/random.js';

/** Decisions after which a game that has not ended is a dead end. */
const MAX_DECISIONS = 20_000;

export interface PeriklesSimOptions { games: number; seed: string; players?: number; views?: boolean }

export function runPeriklesSim(o: PeriklesSimOptions): { finished: number; errors: number; deadends: number; violations: number; decisions: number } {
  const counts = { finished: 0, errors: 0, deadends: 0, violations: 0, decisions: 0 };
  const wins: Record<string, number> = {};
  const started = performance.now();
  for (let i = 0; i < o.games; i++) {
    const players = o.players ?? 3 + (i % 3);
    const seed = `${o.seed}-${i}`;
    const pick = seedRng(`pick:${seed}`);
    let g: PeriklesState = newGame({ seed, seats: Object.fromEntries(seatsFor(players).map((s) => [s, 'bot:random'])) });
    try {
      let n = 0;
      for (; n < MAX_DECISIONS; n++) {
        const p = pending(g);
        if (!p) break;
        const seat = p.seats[0]!;
        const legal = legalActions(g, seat);
        if (legal.length === 0) { counts.deadends++; console.error(`deadend: game ${seed} ${p.kind} for ${seat}`); break; }
        if (o.views) viewFor(g, seat, { withoutLog: true });
        g = apply(g, seat, legal[nextInt(pick, legal.length)]);
        counts.decisions++;
        const broken = invariants(g);
        if (broken.length > 0) { counts.violations++; console.error(`violation: game ${seed} after ${p.kind}: ${broken.join('; ')}`); break; }
      }
      if (n >= MAX_DECISIONS) { counts.deadends++; console.error(`deadend: game ${seed} did not end in ${MAX_DECISIONS} decisions`); }
      if (!pending(g)) {
        counts.finished++;
        for (const w of winners(g)) wins[w] = (wins[w] ?? 0) + 1;
      }
    } catch (e) {
      counts.errors++;
      console.error(`error: game ${seed}: ${(e as Error).stack}`);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const rate = Math.round(counts.decisions / seconds);
  console.log(`wins by seat: ${Object.entries(wins).map(([s, n]) => `${s} ${n}`).join(', ')}`);
  console.log(`sim: games=${o.games} finished=${counts.finished} errors=${counts.errors} deadends=${counts.deadends} violations=${counts.violations} decisions=${counts.decisions} decisions_per_s=${rate}`);
  return counts;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: {
    games: { type: 'string', default: '1' }, seed: { type: 'string', default: '1' }, players: { type: 'string' }, game: { type: 'string' },
    'no-views': { type: 'boolean', default: false },
  } });
  const r = runPeriklesSim({ games: Number(values.games), seed: values.seed, players: values.players ? Number(values.players) : undefined, views: !values['no-views'] });
  process.exit(r.errors + r.deadends + r.violations > 0 ? 1 : 0);
}
