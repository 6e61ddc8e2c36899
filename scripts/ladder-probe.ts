// Diagnostic (issue #30): plays seeded games of one level against the rule bot and reports, per
// Side, where the level's Side gains or loses Honor (per turn) and what its decisions were made of
// (slips, rule-agreeing searches, departures) by decision kind.
// `node --import tsx scripts/ladder-probe.ts --level hard --scenario campaign --seed 41 --games 2`
// `--set noise=0,iterations=8` overrides the level's spec for the run (an experiment, not a level).
import { parseArgs } from 'node:util';
import { playBotGame } from '../src-shared/games/pericles/engine/simulate.js';
import { newGame } from '../src-shared/games/pericles/engine/setup.js';
import { applyValidated } from '../src-shared/games/pericles/engine/driver.js';
import { LEVELS, isPlayerLevel, type LevelSpec } from '../src-shared/games/pericles/bots/levels.js';
import { FACTIONS, FACTIONS_OF, sideOf, type Side } from '../src-shared/games/pericles/model/ids.js';
import type { GameState } from '../src-shared/games/pericles/model/state.js';

const { values } = parseArgs({
  options: {
    level: { type: 'string', default: 'hard' },
    opponent: { type: 'string', default: 'rule' },
    scenario: { type: 'string', default: 'campaign' },
    seed: { type: 'string', default: '41' },
    games: { type: 'string', default: '2' },
    set: { type: 'string', default: '' },
  },
});
const level = values.level;
if (!isPlayerLevel(level)) throw new Error(`unknown level ${level}`);
if (values.set) {
  const spec = LEVELS[level] as LevelSpec;
  for (const kv of values.set.split(',')) {
    const [k, v] = kv.split('=') as [string, string];
    if (k === 'noise') spec.noise = Number(v);
    else if (spec.search) (spec.search as unknown as Record<string, number>)[k] = Number(v);
  }
}
console.log(`probe: ${level} ${JSON.stringify(LEVELS[level])} v ${values.opponent} ${values.scenario} seed=${values.seed}`);

const sideHonor = (g: GameState, s: Side): number => FACTIONS_OF[s].reduce((n, f) => n + g.factions[f].honor, 0);
const kinds = new Map<string, Record<string, number>>();
let wins = 0;
let played = 0;
const t0 = performance.now();
for (let k = 0; k < Number(values.games); k++) {
  const mySide: Side = k % 2 === 0 ? 'athens' : 'sparta';
  // The ladder's seeds (scripts/ladder.ts), so a probe replays its games.
  const seed = `${values.seed}-${level}-${values.opponent}-${Math.floor(k / 2)}`;
  const tags: { kind: string; tag: string; mine: boolean }[] = [];
  const r = playBotGame({
    scenario: values.scenario, seed, views: false,
    levels: FACTIONS.map((f) => (sideOf(f) === mySide ? level : values.opponent) as never),
    bots: { levelBudgetMs: Infinity },
    onDecision: (d) => tags.push({ kind: d.kind, mine: sideOf(d.seat) === mySide, tag: d.legal === 1 ? 'forced' : d.reason.key.replace('engine.bot.', '') }),
  });
  // Replays the game to read Honor (lead of my Side) at each turn's start.
  let g = newGame({ scenario: values.scenario, seed });
  const lead: string[] = [];
  let turn = -1;
  r.decisions.forEach((d, i) => {
    if (g.turn !== turn) { turn = g.turn; lead.push(`t${turn}:${sideHonor(g, mySide) - sideHonor(g, mySide === 'athens' ? 'sparta' : 'athens')}`); }
    const t = tags[i];
    if (t?.mine) {
      const row = kinds.get(t.kind) ?? {};
      row[t.tag] = (row[t.tag] ?? 0) + 1;
      kinds.set(t.kind, row);
    }
    applyValidated(g, d.seat, d.action);
  });
  g = r.final as GameState;
  const won = g.result?.winningSide === mySide;
  wins += won ? 1 : 0; played++;
  console.log(`probe: game ${seed} ${level}=${mySide} ${r.outcome} winner=${g.result?.winningSide ?? '-'} how=${g.result?.reason ?? '-'}@t${g.turn} final_lead=${sideHonor(g, mySide) - sideHonor(g, mySide === 'athens' ? 'sparta' : 'athens')} decisions=${r.decisions.length} ${lead.join(' ')} (${Math.round((performance.now() - t0) / 1000)} s)`);
}
console.log(`probe: ${level} won ${wins}/${played}`);
for (const [kind, row] of [...kinds].sort()) console.log(`probe:   ${kind.padEnd(28)} ${Object.entries(row).map(([t, n]) => `${t}=${n}`).join(' ')}`);
