// Perikles (#33) simulation: `npm run sim -- --game perikles --games N --seed S [--players N] [--bots rule,random,…]`
// (scripts/sim.ts hands over here), or `tsx scripts/sim-perikles.ts …` with the same flags.
// Seats are played by the bots listed (default: random), the list rotated one seat each game so
// every bot sits everywhere; each decides from its seat's view with a seeded stream. After every
// decision the game's invariants are checked. Prints each bot's share of wins (a tie shares the
// win), then ends with the line
// sim: games=N finished=F errors=E deadends=D violations=V decisions=K decisions_per_s=R
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { apply, invariants, legalActions, newGame, pending, seatsFor, viewFor, winners, type PeriklesState } from '../src-shared/games/perikles/index.js';
import { seedRng } from '../src-shared/kit/random.js';
import { decidePerikles } from '../src-shared/games/perikles/bots/index.js';

/** Decisions after which a game that has not ended is a dead end. */
const MAX_DECISIONS = 20_000;

export interface PeriklesSimOptions { games: number; seed: string; players?: number; views?: boolean; bots?: string[] }

export function runPeriklesSim(o: PeriklesSimOptions): { finished: number; errors: number; deadends: number; violations: number; decisions: number } {
  const counts = { finished: 0, errors: 0, deadends: 0, violations: 0, decisions: 0 };
  const wins: Record<string, number> = {};
  const bots = o.bots && o.bots.length > 0 ? o.bots : ['random'];
  const botWins: Record<string, number> = {};
  const botSeats: Record<string, number> = {};
  const started = performance.now();
  for (let i = 0; i < o.games; i++) {
    const players = o.players ?? 3 + (i % 3);
    const seed = `${o.seed}-${i}`;
    const pick = seedRng(`pick:${seed}`);
    const seats = seatsFor(players);
    const botOf = Object.fromEntries(seats.map((s, k) => [s, bots[(k + i) % bots.length]!]));
    for (const s of seats) botSeats[botOf[s]!] = (botSeats[botOf[s]!] ?? 0) + 1;
    let g: PeriklesState = newGame({ seed, seats: Object.fromEntries(seats.map((s) => [s, `bot:${botOf[s]}`])) });
    try {
      let n = 0;
      for (; n < MAX_DECISIONS; n++) {
        const p = pending(g);
        if (!p) break;
        const seat = p.seats[0]!;
        const legal = legalActions(g, seat);
        if (legal.length === 0) { counts.deadends++; console.error(`deadend: game ${seed} ${p.kind} for ${seat}`); break; }
        const bot = botOf[seat]!;
        // The random bot needs no view (unless views are exercised); every other bot reads one.
        const view = bot !== 'random' || o.views ? viewFor(g, seat, { withoutLog: bot === 'random' }) : null;
        const action = legal.length === 1 ? legal[0]! : decidePerikles(bot, view!, legal, pick).action;
        g = apply(g, seat, action);
        counts.decisions++;
        const broken = invariants(g);
        if (broken.length > 0) { counts.violations++; console.error(`violation: game ${seed} after ${p.kind}: ${broken.join('; ')}`); break; }
      }
      if (n >= MAX_DECISIONS) { counts.deadends++; console.error(`deadend: game ${seed} did not end in ${MAX_DECISIONS} decisions`); }
      if (!pending(g)) {
        counts.finished++;
        const won = winners(g);
        for (const w of won) { wins[w] = (wins[w] ?? 0) + 1; botWins[botOf[w]!] = (botWins[botOf[w]!] ?? 0) + 1 / won.length; }
      }
    } catch (e) {
      counts.errors++;
      console.error(`error: game ${seed}: ${(e as Error).stack}`);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const rate = Math.round(counts.decisions / seconds);
  if (bots.length > 1) {
    // A bot's win share: games won (ties shared) per seat it held, against a fair share of 1/players.
    console.log(`wins by bot: ${Object.keys(botSeats).map((b) => `${b} ${(botWins[b] ?? 0).toFixed(1)}/${botSeats[b]} seats`).join(', ')}`);
  }
  console.log(`wins by seat: ${Object.entries(wins).map(([s, n]) => `${s} ${n}`).join(', ')}`);
  console.log(`sim: games=${o.games} finished=${counts.finished} errors=${counts.errors} deadends=${counts.deadends} violations=${counts.violations} decisions=${counts.decisions} decisions_per_s=${rate}`);
  return counts;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: {
    games: { type: 'string', default: '1' }, seed: { type: 'string', default: '1' }, players: { type: 'string' }, game: { type: 'string' },
    'no-views': { type: 'boolean', default: false }, bots: { type: 'string', default: 'random' },
  } });
  const r = runPeriklesSim({ games: Number(values.games), seed: values.seed, players: values.players ? Number(values.players) : undefined, views: !values['no-views'], bots: values.bots.split(',') });
  process.exit(r.errors + r.deadends + r.violations > 0 ? 1 : 0);
}
