// `npm run chart`: draws the game's statechart (src-shared/games/pericles/machine.ts) as a Mermaid
// state diagram: the phases of a turn in order (4.0), their segments, and the decisions each asks,
// grouped by stage. `npm run chart -- --write` puts it in README.md between the chart markers
// (tests/unit/shared/machine/chart.test.ts keeps the README's copy current).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chartMermaid, README_BEGIN, README_END } from './chartMermaid.js';

const { values } = parseArgs({ options: { write: { type: 'boolean', default: false } } });
const mermaid = chartMermaid();
if (!values.write) {
  process.stdout.write(mermaid);
} else {
  const file = join(import.meta.dirname, '..', 'README.md');
  const readme = readFileSync(file, 'utf8');
  const from = readme.indexOf(README_BEGIN);
  const to = readme.indexOf(README_END);
  if (from < 0 || to < from) throw new Error(`README.md has no ${README_BEGIN} … ${README_END} block`);
  writeFileSync(file, `${readme.slice(0, from + README_BEGIN.length)}\n\`\`\`mermaid\n${mermaid}\`\`\`\n${readme.slice(to)}`);
  console.log('chart: README.md updated');
}
