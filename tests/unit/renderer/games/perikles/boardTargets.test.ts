// The Perikles board's clickable places (#33): a city, Location box or Influence box acts only when
// exactly one of the seat's legal actions names it; the actions come from the engine.
import { describe, expect, it } from 'vitest';
import { boardTargets, onlyAction, pieceKey } from '../../../../../src-renderer/games/perikles/board/targets.js';
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

  it('[P2] the Assassin symbol (EN:176-182): each cube on the board stands for removing it; a city, for the picker\'s choice of it when offered', () => {
    const p = playUntil('targets-assassin', 4, (q) => q.view.decision?.kind === 'influence.assassin', 900).at(-1)!;
    expect(p.view.decision?.kind).toBe('influence.assassin');
    const kills = p.legal as { type: string; city: string; cube: string; space: string }[];
    const t = boardTargets(kills);
    for (const a of kills) expect(onlyAction(t.piece[pieceKey(a.city, a.space, a.cube)])).toEqual(a);
    // Several cubes in a city: the city alone is no one click.
    for (const c of CITY_IDS) if (kills.filter((a) => a.city === c).length > 1) expect(onlyAction(t.city[c])).toBeNull();
    const pick = { type: 'perikles.pickCity', city: kills[0]!.city };
    expect(onlyAction(boardTargets([...kills, pick]).city[pick.city as 'athens'])).toEqual(pick);
  });

  it('Phase 3 Propose Candidates (EN:194-199): a family\'s temple cubes stand for proposing that family', () => {
    const p = playUntil('targets-propose', 4, (q) => q.view.decision?.kind === 'candidates.propose' || q.view.decision?.kind === 'influence.candidate', 900).at(-1)!;
    const proposals = p.legal as { type: string; city: string; cube: string }[];
    expect(proposals.length).toBeGreaterThan(0);
    const t = boardTargets(proposals);
    for (const a of proposals) expect(onlyAction(t.piece[pieceKey(a.city, 'temple', a.cube)])).toEqual(a);
  });
});
