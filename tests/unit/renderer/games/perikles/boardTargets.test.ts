// The Perikles board's clickable places (#33): a city, Location box or Influence box acts only when
// exactly one of the seat's legal actions names it; the actions come from the engine.
import { describe, expect, it } from 'vitest';
import { boardTargets, onlyAction } from '../../../../../src-renderer/games/perikles/board/targets.js';
import { midCommit, playUntil } from '../../../../../src-renderer/games/perikles/board/dev/positions.js';
import { CITY_IDS } from '../../../../../src-shared/games/perikles/data/index.js';

describe('Perikles board targets', () => {
  it('Starting the game: each city stands for its one free-cube placement, no Location box for any', () => {
    const [p] = playUntil('targets-setup', 3, () => true);
    const t = boardTargets(p!.legal);
    for (const c of CITY_IDS) expect(onlyAction(t.city[c])).toEqual({ type: 'place', city: c });
    expect(Object.keys(t.slot)).toEqual([]);
  });

  it('Phase 2 Take Influence Tiles: an Influence box stands for taking its tile', () => {
    const p = playUntil('targets-take', 4, (q) => q.view.decision?.kind === 'influence.take').at(-1)!;
    const t = boardTargets(p.legal);
    const takes = p.legal.filter((a) => (a as { type: string }).type === 'take') as { box: number }[];
    expect(takes.length).toBeGreaterThan(0);
    for (const a of takes) expect(onlyAction(t.box[a.box])).toEqual(a);
  });

  it('Phase 5 Commit military forces: sends are grouped by the Location slot they name; a slot with several is not one click', () => {
    const p = playUntil('targets-commit', 4, midCommit(4)).at(-1)!;
    const t = boardTargets(p.legal);
    const sends = p.legal.filter((a) => (a as { type: string }).type === 'send') as { slot: number }[];
    for (const [slot, actions] of Object.entries(t.slot)) {
      expect(actions).toEqual(sends.filter((a) => a.slot === Number(slot)));
      expect(onlyAction(actions)).toBe(actions.length === 1 ? actions[0] : null);
    }
  });
});
