// `npx tsx scripts/player-rules.ts`: writes the players' rulebook (#17 item 6),
// src-renderer/rulebook/rules.en.json, from the developers' rules reference (src-renderer/rulebook/RULES.md,
// a copy of shared/rules/RULES.md). `--check` only says whether the committed file is current
// (tests/unit/renderer/rulebook/playerRules.test.tsx checks the same). The Spanish and Greek books take
// their notes from this file: after it changes, run scripts/player-rules-seeds.ts too.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { playerRulebook, serializeRulebook } from '../src-renderer/rulebook/playerRules.js';

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
const dir = join(import.meta.dirname, '..', 'src-renderer', 'rulebook');
const text = serializeRulebook(playerRulebook(readFileSync(join(dir, 'RULES.md'), 'utf8')));
const file = join(dir, 'rules.en.json');
if (values.check) {
  const same = readFileSync(file, 'utf8') === text;
  console.log(same ? 'player-rules: rules.en.json is current' : 'player-rules: rules.en.json is stale; run npx tsx scripts/player-rules.ts');
  process.exitCode = same ? 0 : 1;
} else {
  writeFileSync(file, text);
  console.log(`player-rules: wrote ${file} (now npx tsx scripts/player-rules-seeds.ts for rules.es.json and rules.el.json)`);
}
