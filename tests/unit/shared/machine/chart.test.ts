// #15 item 4: the README's diagram of the turn sequence is the statechart the host runs, drawn by
// scripts/chart.ts. A change to the turn table or the decision registry changes the chart; this
// keeps the README's copy current (`npm run chart -- --write`).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chartMermaid, README_BEGIN, README_END } from '../../../../scripts/chartMermaid.js';
import { DECISION_KINDS } from '../../../../src-shared/games/pericles/decisions/registry.js';
import { REPO_ROOT } from '../../root.js';

describe('the statechart diagram (#15 item 4)', () => {
  const chart = chartMermaid();

  it('shows every phase of 4.0 and every decision kind of the registry', () => {
    for (const phase of ['aristophanes', 'politicalCards', 'boule', 'assembly', 'political', 'theaterPlacement', 'theaterResolution', 'end']) {
      expect(chart).toContain(`state ${phase} {`);
    }
    for (const kind of DECISION_KINDS) expect(chart, kind).toContain(`${kind.replace(/\./g, '_')} : ${kind} (`);
    expect(chart).toContain('state expedition {');
  });

  it('the README holds the current chart', () => {
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    const block = readme.slice(readme.indexOf(README_BEGIN) + README_BEGIN.length, readme.indexOf(README_END));
    expect(block.trim()).toBe(`\`\`\`mermaid\n${chart}\`\`\``);
  });
});
