// `npx tsx scripts/player-rules-seeds.ts`: writes the Spanish and Greek players' rulebooks (#18,
// #17 item 6), src-renderer/rulebook/rules.es.json and rules.el.json, from the printed rulebooks
// (src-renderer/rulebook/seed.es.txt and seed.el.txt, copies of shared/seeds/001_*.txt and 000_*.txt)
// and rules.en.json (see seedRules.ts). `--check` only says whether the committed files are current
// (tests/unit/renderer/playerRulesSeeds.test.ts checks the same).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { serializeRulebook, type PlayerRulebook } from '../src-renderer/rulebook/playerRules.js';
import { seedRulebook, type SeedLocale } from '../src-renderer/rulebook/seedRules.js';

const root = join(import.meta.dirname, '..');
const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
const dir = join(root, 'src-renderer', 'rulebook');
const en = JSON.parse(readFileSync(join(dir, 'rules.en.json'), 'utf8')) as PlayerRulebook;
let stale = false;
for (const locale of ['es', 'el'] as SeedLocale[]) {
  const text = serializeRulebook(seedRulebook(locale, readFileSync(join(dir, `seed.${locale}.txt`), 'utf8'), en));
  const file = join(dir, `rules.${locale}.json`);
  if (values.check) {
    let same: boolean;
    try { same = readFileSync(file, 'utf8') === text; } catch { same = false; }
    console.log(same ? `player-rules-seeds: rules.${locale}.json is current` : `player-rules-seeds: rules.${locale}.json is stale; run npx tsx scripts/player-rules-seeds.ts`);
    stale ||= !same;
  } else {
    writeFileSync(file, text);
    console.log(`player-rules-seeds: wrote ${file}`);
  }
}
process.exitCode = stale ? 1 : 0;
