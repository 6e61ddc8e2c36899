// 5.3 Boule Segment: 5.31 Council refill, 5.33 Hostages, 5.32 A–E issue choice.
import { describe, expect, it } from 'vitest';
import { buildPosition } from '../../../src-shared/engine/setup.js';
import { legalActions } from '../../../src-shared/engine/driver.js';
import { availableKinds } from '../../../src-shared/rules/debate.js';
import type { GameState } from '../../../src-shared/model/state.js';
import { play, tile } from './helpers.js';

function boule(spec: Parameters<typeof buildPosition>[0] = {}): GameState {
  return buildPosition({ theaters: {}, ...spec, at: 'boule.council' });
}

describe('5.31 Replenish from stock', () => {
  it('5.31 refills each Council up to 5 from the stock', () => {
    const g = boule({ edit: (x) => { x.sides.athens.council = 2; x.sides.athens.stock = 20; } });
    expect(g.sides.athens.council).toBe(5);
    expect(g.sides.athens.stock).toBe(17);
    expect(g.sides.sparta.council).toBe(5);
  });
  it('Q6 a short stock refills with what is available', () => {
    const g = boule({ edit: (x) => { x.sides.sparta.stock = 2; } });
    expect(g.sides.sparta.council).toBe(2);
    expect(g.sides.sparta.stock).toBe(0);
  });
});

describe('5.32 Choosing issues', () => {
  it('5.32 example (1st Peloponnesian War): AF and AK Dominant; AF League and AK Games to box 2, then B, C, D → 7 issues each', () => {
    let g = boule({ dominant: { athens: 'aristocrats', sparta: 'agiads' } });
    expect(g.flow.pending).toMatchObject({ kind: 'boule.A', seats: ['aristocrats', 'agiads'] });
    g = play(g, 'aristocrats', { kind: 'league' });
    expect(g.sides.athens.track).toEqual([]); // secret until both have chosen
    g = play(g, 'agiads', { kind: 'games' });
    expect(g.sides.athens.track).toEqual([expect.objectContaining({ kind: 'league', pos: 2 })]);
    expect(g.sides.sparta.track).toEqual([expect.objectContaining({ kind: 'games', pos: -2 })]); // the Agiads' half
    // B: both Oppositions put one issue in their own box 1.
    expect(g.flow.pending).toMatchObject({ kind: 'boule.B', seats: ['demagogues', 'eurypontids'] });
    g = play(g, 'demagogues', { kind: 'military' });
    g = play(g, 'eurypontids', { kind: 'diplomatic' });
    expect(g.sides.athens.track[1]).toMatchObject({ kind: 'military', pos: -1 });
    expect(g.sides.sparta.track[1]).toMatchObject({ kind: 'diplomatic', pos: 1 });
    // C: Dominants add 3 to box 0; D: Oppositions add 2.
    for (let i = 0; i < 3; i++) {
      expect(g.flow.pending?.kind).toBe('boule.C');
      g = play(g, 'aristocrats', { kind: 'military' });
      g = play(g, 'agiads', { kind: 'military' });
    }
    for (let i = 0; i < 2; i++) {
      expect(g.flow.pending?.kind).toBe('boule.D');
      g = play(g, 'demagogues', { kind: i === 0 ? 'oracle' : 'league' });
      g = play(g, 'eurypontids', { kind: i === 0 ? 'league' : 'agoge' });
    }
    expect(g.sides.athens.track).toHaveLength(7);
    expect(g.sides.sparta.track).toHaveLength(7);
    expect(g.sides.athens.track.filter((t) => t.pos === 0)).toHaveLength(5);
    expect(g.flow.segment).toBe('assembly.debates');
  });

  it('5.32 E Ostracism and W/P always go to box 0, even in steps A and B', () => {
    let g = boule();
    g = play(g, 'aristocrats', { kind: 'warPeace' });
    g = play(g, 'eurypontids', { kind: 'ostracism' });
    expect(g.sides.athens.track[0]).toMatchObject({ kind: 'warPeace', pos: 0 });
    expect(g.sides.sparta.track[0]).toMatchObject({ kind: 'ostracism', pos: 0 });
  });

  it('5.32 available tiles: the 18 minus those on the track minus removed side-specific ones', () => {
    const g = boule({
      edit: (x) => {
        x.sides.athens.track = [tile('ostracism', 0), tile('military', 1), tile('military', 2)];
        x.sides.athens.removedIssues = ['colony'];
      },
    });
    const kinds = legalActions(g, 'aristocrats').map((a) => a.kind);
    expect(kinds).not.toContain('ostracism');
    expect(kinds).not.toContain('colony');
    expect(kinds).toContain('citizenship');
    expect(kinds).toContain('military');
    expect(availableKinds(g, 'sparta')).toEqual(
      ['military', 'league', 'diplomatic', 'oracle', 'ostracism', 'games', 'warPeace', 'krypteia', 'agoge'],
    );
  });
});

describe('5.33 Hostages', () => {
  it('5.33 the holder\'s Dominant Faction may spend it: the other Side\'s W/P goes to its Opposition\'s box 2', () => {
    let g = boule({ edit: (x) => { x.sides.athens.hostage = true; } });
    expect(g.flow.pending).toMatchObject({ kind: 'hostages.spend', seats: ['aristocrats'] });
    g = play(g, 'aristocrats', { spend: true });
    expect(g.sides.athens.hostage).toBe(false);
    // Sparta's Dominant is the Eurypontids, so its Opposition (Agiads) half is negative.
    expect(g.sides.sparta.track).toEqual([expect.objectContaining({ kind: 'warPeace', pos: -2, source: 'hostages' })]);
  });
  it('5.33 not allowed when the other Side\'s W/P is already on its track', () => {
    const g = boule({
      edit: (x) => { x.sides.sparta.hostage = true; x.sides.athens.track = [{ ...tile('warPeace', -2), source: 'majorDefeat' }]; },
    });
    expect(g.flow.pending?.kind).toBe('boule.A');
    expect(g.sides.sparta.hostage).toBe(true);
  });
});
