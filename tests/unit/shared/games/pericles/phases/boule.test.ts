// 5.3 Boule Segment: 5.31 Council refill, 5.33 Hostages, 5.32 A–E issue choice.
import { describe, expect, it } from 'vitest';
import { buildPosition } from '../../../../../fixtures/positionBase.js';
import { legalActions } from '../../../../../../src-shared/games/pericles/engine/driver.js';
import { availableKinds } from '../../../../../../src-shared/games/pericles/rules/debate.js';
import { viewFor } from '../../../../../../src-shared/games/pericles/view.js';
import { FACTIONS, type Faction } from '../../../../../../src-shared/games/pericles/model/ids.js';
import type { GameState } from '../../../../../../src-shared/games/pericles/model/state.js';
import { play, tile } from './politicalHelpers.js';

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

/** A position at step C: A and B already done (AF/AK Dominant, the 5.32 example). */
function atStepC(): GameState {
  let g = boule({ dominant: { athens: 'aristocrats', sparta: 'agiads' } });
  g = play(g, 'aristocrats', { kind: 'league' });
  g = play(g, 'agiads', { kind: 'games' });
  g = play(g, 'demagogues', { kind: 'military' });
  g = play(g, 'eurypontids', { kind: 'diplomatic' });
  return g;
}

/** Every issue kind `viewer` can read in its view of the tracks, pending answer and log. */
function kindsSeenBy(g: GameState, viewer: Faction | 'spectator'): string {
  const v = viewFor(g, viewer);
  return JSON.stringify({ tracks: [v.sides.athens.track, v.sides.sparta.track], pending: v.pending, log: v.log.slice(-12), flow: v.flowData });
}

describe('5.32 C/D: picks are simultaneous and secret until both Sides have chosen', () => {
  it('5.32 C a Dominant makes its three picks in a row; none is placed or shown to others before both Sides finish', () => {
    let g = atStepC();
    const before = { athens: g.sides.athens.track.length, sparta: g.sides.sparta.track.length };
    expect(g.flow.pending).toMatchObject({ kind: 'boule.C', seats: ['aristocrats', 'agiads'] });
    expect(g.flow.data).toMatchObject({ of: { aristocrats: 3, agiads: 3 } }); // "1 of 3"
    g = play(g, 'aristocrats', { kind: 'oracle' });
    g = play(g, 'aristocrats', { kind: 'ostracism' });
    // Still Athens' decision (2 of 3 done) and Sparta's; nothing placed, nothing public.
    expect(g.flow.pending).toMatchObject({ kind: 'boule.C', seats: ['aristocrats', 'agiads'] });
    expect(g.sides.athens.track).toHaveLength(before.athens);
    for (const viewer of ['demagogues', 'eurypontids', 'agiads', 'spectator'] as const) {
      const seen = kindsSeenBy(g, viewer);
      expect(seen, viewer).not.toContain('oracle');
      expect(seen, viewer).not.toContain('ostracism');
      expect(viewFor(g, viewer).pending!.answered).toEqual([]); // not even "answered" yet
    }
    // The picking seat sees its own picks so far, and its own private log of them.
    const mine = viewFor(g, 'aristocrats');
    expect(mine.pending!.myAnswer).toEqual(['oracle', 'ostracism']);
    expect(mine.log.filter((e) => e.msg === 'boule.picked' && e.rule === '5.32 C').map((e) => [e.args.kind, e.args.n, e.args.of]))
      .toEqual([['oracle', 1, 3], ['ostracism', 2, 3]]);
    // Sparta's first pick depends on nothing Athens did; Athens finishes: still secret.
    g = play(g, 'agiads', { kind: 'military' });
    g = play(g, 'aristocrats', { kind: 'military' });
    expect(g.flow.pending).toMatchObject({ kind: 'boule.C', seats: ['agiads'] });
    expect(viewFor(g, 'agiads').pending!.answered).toEqual(['aristocrats']);
    expect(kindsSeenBy(g, 'agiads')).not.toContain('oracle');
    expect(g.sides.athens.track).toHaveLength(before.athens);
    g = play(g, 'agiads', { kind: 'military' });
    g = play(g, 'agiads', { kind: 'krypteia' });
    // Revealed together: all six tiles placed in box 0 at once, then step D opens.
    expect(g.sides.athens.track.slice(before.athens).map((t) => [t.kind, t.pos])).toEqual([['oracle', 0], ['ostracism', 0], ['military', 0]]);
    expect(g.sides.sparta.track.slice(before.sparta).map((t) => [t.kind, t.pos])).toEqual([['military', 0], ['military', 0], ['krypteia', 0]]);
    expect(g.log.filter((e) => e.msg === 'boule.issue' && e.rule === '5.32 C')).toHaveLength(6);
    expect(g.flow.pending).toMatchObject({ kind: 'boule.D', seats: ['demagogues', 'eurypontids'] });
    expect(g.flow.data).toMatchObject({ of: { demagogues: 2, eurypontids: 2 } }); // "1 of 2"
  });

  it('5.32 D the Oppositions\' two picks are revealed together too, whatever order the four picks come in', () => {
    const orders: Faction[][] = [
      ['demagogues', 'demagogues', 'eurypontids', 'eurypontids'],
      ['eurypontids', 'demagogues', 'eurypontids', 'demagogues'],
    ];
    const results = orders.map((order) => {
      let g = atStepC();
      for (const k of ['oracle', 'ostracism', 'military'] as const) g = play(g, 'aristocrats', { kind: k });
      for (const k of ['military', 'military', 'krypteia'] as const) g = play(g, 'agiads', { kind: k });
      const athens = g.sides.athens.track.length;
      const picks: Record<string, string[]> = { demagogues: ['colony', 'warPeace'], eurypontids: ['agoge', 'league'] };
      for (const [i, f] of order.entries()) {
        g = play(g, f, { kind: picks[f]!.shift()! });
        if (i < 3) expect(g.sides.athens.track).toHaveLength(athens);
      }
      expect(g.flow.segment).toBe('assembly.debates');
      return [g.sides.athens.track.map((t) => [t.kind, t.pos]), g.sides.sparta.track.map((t) => [t.kind, t.pos])];
    });
    expect(results[1]).toEqual(results[0]);
    expect(results[0]![0]).toHaveLength(7);
    expect(results[0]![1]).toHaveLength(7);
  });

  it('5.32 no double booking: a later pick may not take a tile this Faction already picked', () => {
    let g = boule({
      dominant: { athens: 'aristocrats', sparta: 'agiads' },
      edit: (x) => { x.sides.athens.track = [tile('military', 3), tile('military', 3), tile('military', 3), tile('military', 3)]; },
    });
    g = play(g, 'aristocrats', { kind: 'league' });
    g = play(g, 'agiads', { kind: 'games' });
    g = play(g, 'demagogues', { kind: 'league' });
    g = play(g, 'eurypontids', { kind: 'diplomatic' });
    // Athens has 2 Military and 1 League tile left.
    g = play(g, 'aristocrats', { kind: 'military' });
    g = play(g, 'aristocrats', { kind: 'league' });
    const kinds = legalActions(g, 'aristocrats').map((a) => a.kind);
    expect(kinds).toContain('military'); // the second Military tile
    expect(kinds).not.toContain('league'); // the only League left is already picked
    g = play(g, 'aristocrats', { kind: 'military' });
    expect(legalActions(g, 'aristocrats')).toEqual([]);
  });

  it('5.32 a Side with fewer tiles left than the step asks picks what it has', () => {
    const g = boule({
      dominant: { athens: 'aristocrats', sparta: 'agiads' },
      at: 'boule.council',
      edit: (x) => { x.sides.athens.removedIssues = ['military', 'military', 'military', 'military', 'military', 'military', 'league', 'league', 'league', 'diplomatic', 'diplomatic', 'diplomatic', 'oracle', 'ostracism', 'games', 'warPeace']; },
    });
    let h = play(g, 'aristocrats', { kind: 'citizenship' });
    h = play(h, 'agiads', { kind: 'games' });
    h = play(h, 'demagogues', { kind: 'colony' });
    h = play(h, 'eurypontids', { kind: 'league' });
    // Athens has no tile left: only Sparta picks in steps C and D.
    expect(h.flow.pending).toMatchObject({ kind: 'boule.C', seats: ['agiads'] });
    expect(h.flow.data).toMatchObject({ of: { agiads: 3 } });
  });

  it('5.32 C a save made mid-step before picks were batched plays on: placed picks stay, the rest are batched', () => {
    let g = atStepC();
    // The old form: the second of three single C picks, Athens has answered it, Sparta owes it.
    g.sides.athens.track.push(tile('oracle', 0));
    g.sides.sparta.track.push(tile('agoge', 0));
    g.flow.data = { pick: 3 };
    g.flow.pending = { kind: 'boule.C', seats: ['agiads'], rule: '5.32 C', secret: { aristocrats: 'ostracism' } };
    g = play(g, 'agiads', { kind: 'military' });
    // Each still owes one more pick (the third); Athens' answered pick is kept.
    expect(g.flow.data).toEqual({ step: 2, of: { aristocrats: 2, agiads: 2 } });
    expect(g.flow.pending).toMatchObject({ seats: ['aristocrats', 'agiads'], secret: { aristocrats: ['ostracism'], agiads: ['military'] } });
    g = play(g, 'aristocrats', { kind: 'games' });
    g = play(g, 'agiads', { kind: 'league' });
    expect(g.sides.athens.track.filter((t) => t.pos === 0).map((t) => t.kind)).toEqual(['oracle', 'ostracism', 'games']);
    expect(g.sides.sparta.track.filter((t) => t.pos === 0).map((t) => t.kind)).toEqual(['agoge', 'military', 'league']);
    expect(g.flow.pending?.kind).toBe('boule.D');
  });

  it('5.32 A/B each Faction\'s pick stays out of other views until both Sides chose', () => {
    let g = boule({ dominant: { athens: 'aristocrats', sparta: 'agiads' } });
    g = play(g, 'aristocrats', { kind: 'oracle' });
    for (const viewer of FACTIONS.filter((f) => f !== 'aristocrats')) expect(kindsSeenBy(g, viewer)).not.toContain('oracle');
    expect(viewFor(g, 'aristocrats').pending!.myAnswer).toEqual(['oracle']);
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
