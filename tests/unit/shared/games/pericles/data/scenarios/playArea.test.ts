// A training vignette's play area (3.3 setup; the scenario's `playArea`): markers are placed and
// units move, stop and redeploy only in its theaters. Found playing Amphipolis: the Military
// marker was offered on all 19 theaters although the vignette is played in five.
import { describe, expect, it } from 'vitest';
import { apply, legalActions, legalActionsOf, newGame, pending, viewFor, type GameState } from '../../../../../../../src-shared/engine.js';
import { scenarioById } from '../../../../../../../src-shared/games/pericles/data/scenarios/index.js';
import { canEnter, reachable } from '../../../../../../../src-shared/games/pericles/rules/movement.js';
import { redeployDestinations } from '../../../../../../../src-shared/games/pericles/rules/redeployment.js';
import { THEATERS } from '../../../../../../../src-shared/games/pericles/data/board.js';

/** Plays the first legal action until `kind` is pending. */
function until(g: GameState, kind: string): GameState {
  for (let i = 0; i < 200 && pending(g)?.kind !== kind; i++) {
    const seat = pending(g)!.seats[0]!;
    g = apply(g, seat, legalActions(g, seat)[0]!);
  }
  expect(pending(g)?.kind).toBe(kind);
  return g;
}

describe('3.3 a training vignette is played in its play area only', () => {
  const area = scenarioById('training-amphipolis')!.playArea!;

  it('8.3 Amphipolis: the Military marker may be placed only in the five theaters of the vignette', () => {
    const g = until(newGame({ scenario: 'training-amphipolis', seed: 'play-area' }), 'theater.place');
    const seat = pending(g)!.seats[0]!;
    const places = new Set(legalActionsOf(g, seat, 'theater.place').map((a) => a.place));
    expect([...places].filter((p) => p !== 'persia').map(Number).sort((a, b) => a - b)).toEqual([...area].sort((a, b) => a - b));
    expect(() => apply(g, seat, { type: 'place', marker: legalActionsOf(g, seat, 'theater.place')[0]!.marker, place: 1 })).toThrow();
  });

  it('9.32: no unit enters a theater outside the play area; every end of a move lies inside it', () => {
    const g = newGame({ scenario: 'training-amphipolis', seed: 'play-area' });
    const outside = THEATERS.filter((t) => !t.onlyDuringPersianWar).map((t) => t.id).filter((id) => !area.includes(id));
    expect(outside.length).toBeGreaterThan(0);
    for (const id of outside) expect(canEnter(g, 'athens', 'athens', id)).toMatchObject({ ok: false, rule: '3.3' });
    const reach = reachable(g, 'athens', 'athens', 'land', 11, 12);
    expect(reach.ends.length).toBeGreaterThan(0);
    for (const end of reach.ends) for (const t of end.path) expect(area).toContain(t);
  });

  it('11.3: redeployment destinations stay inside the play area; the view tells the board the area', () => {
    const g = newGame({ scenario: 'training-amphipolis', seed: 'play-area' });
    for (const to of redeployDestinations(g, 'athens', 11)) expect(area).toContain(to);
    expect(viewFor(g, 'demagogues').playArea).toEqual(area);
    // The whole map elsewhere: a scenario without a play area is not limited.
    const campaign = newGame({ scenario: 'campaign', seed: 'play-area' });
    expect(viewFor(campaign, 'demagogues').playArea).toBeUndefined();
    expect(canEnter(campaign, 'athens', 'athens', 1)).toMatchObject({ ok: true });
  });
});
