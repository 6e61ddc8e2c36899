// #15 item 5: the frozen development position is test data (tests/fixtures/positionBase.ts) with
// its own id. No shipped code carries it; the board's dev positions start from a real scenario.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCENARIOS, scenarioById } from '../../../../../../src-shared/games/pericles/data/scenarios/index.js';
import { POSITION_BASE, buildPosition } from '../../../../../fixtures/positionBase.js';
import { midGameState, musterState, positionView } from '../../../../../../src-renderer/games/pericles/board/dev/positions.js';
import { REPO_ROOT } from '../../../../root.js';

const ROOT = REPO_ROOT;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : /\.tsx?$/.test(p) ? [p] : [];
  });
}

describe('the tests\' position base (#15 item 5)', () => {
  it('has an id of its own, no scenario\'s, and positions built from it carry that id', () => {
    expect(SCENARIOS.map((s) => s.id)).not.toContain(POSITION_BASE.id);
    expect(buildPosition({ seed: 'x' }).scenario).toBe(POSITION_BASE.id);
  });

  it('no shipped code imports the test fixtures or names the frozen base', () => {
    const found = ['src-shared', 'src-main', 'src-renderer'].flatMap((layer) => sources(join(ROOT, layer)))
      .filter((f) => /tests\/fixtures|POSITION_BASE|position-base/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(ROOT, f));
    expect(found).toEqual([]);
  });

  it('the board\'s dev positions start from the Campaign (a real scenario)', () => {
    const campaign = scenarioById('campaign')!;
    for (const g of [midGameState(), musterState()]) {
      expect(g.scenario).toBe('campaign');
      expect(g.lastTurn).toBe(campaign.lastTurn);
    }
    expect(positionView('dev').scenario).toBe('campaign');
  });
});
