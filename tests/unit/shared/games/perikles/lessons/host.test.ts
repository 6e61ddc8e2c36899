// #33: the host serves any game's lessons through the game's module (contract `lessons`): a
// Perikles lesson starts as a normal game of Perikles, the player's seat asked the lesson's first
// decision, with a record that replays and verifies like any other game's.
import { afterEach, describe, expect, it } from 'vitest';
import { GameHost } from '../../../../../../src-main/host/host.js';
import { verifyRecord } from '../../../../../../src-main/host/replay.js';
import { PERIKLES_LESSONS, lessonStart } from '../../../../../../src-shared/games/perikles/lessons/index.js';
import { hashGame } from '../../../../../../src-shared/games/perikles/view.js';
import type { PeriklesState } from '../../../../../../src-shared/games/perikles/state.js';
import { connect } from '../../../../main/host/helpers.js';
import { GAMES } from '../../../../../../src-shared/games/index.js';

const hosts: GameHost[] = [];
afterEach(async () => { for (const h of hosts.splice(0)) await h.dispose(); });

describe('a Perikles lesson started by the host (#33)', () => {
  for (const lesson of PERIKLES_LESSONS) {
    for (const game of ['perikles', undefined]) {
      it(`${lesson.id} (${game ? 'the game named' : 'found by its id'}): the player's seat is asked the lesson's first decision, and the record verifies`, () => {
        const host = new GameHost({ log: () => undefined });
        hosts.push(host);
        const client = connect(host);
        const started = host.newGame({ ...(game ? { game } : {}), scenario: 'standard', lesson: lesson.id }, client.session);
        expect(started.seat).toBe(lesson.player);
        expect(Object.values(started.seats).filter((k) => k === 'human')).toHaveLength(1);
        const view = client.lastView();
        expect(view.game).toBe('perikles');
        expect(view.pending?.kind).toBe(lesson.start.kind);
        expect(view.legalActions.length).toBeGreaterThan(0);
        expect(hashGame(host.game as unknown as PeriklesState)).toBe(hashGame(lessonStart(lesson).game));
        expect(verifyRecord(host.record()).ok).toBe(true);
      });
    }
  }

  it('every game\'s lessons come through its module, their ids unique among all games (the host finds a lesson by its id)', () => {
    const ids = GAMES.flatMap((g) => g.lessons?.list.map((l) => l.id) ?? []);
    expect(GAMES.filter((g) => g.lessons).map((g) => g.id)).toEqual(['pericles', 'perikles']);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refuses a lesson another game has, named under Perikles', () => {
    const host = new GameHost({ log: () => undefined });
    hosts.push(host);
    expect(() => host.newGame({ game: 'perikles', scenario: 'standard', lesson: 'board' })).toThrow(/Unknown lesson/);
  });
});
