// #17.1: the host starts a lesson as a normal game (newGame with `lesson`): the lesson's seats, at
// its position, with a record that replays and verifies like any other game's.
import { afterEach, describe, expect, it } from 'vitest';
import type { GameState } from '../../../../../../src-shared/engine.js';
import { GameHost } from '../../../../../../src-main/host/host.js';
import { verifyRecord } from '../../../../../../src-main/host/replay.js';
import { clientMessageSchema } from '../../../../../../src-shared/protocol/messages.js';
import { LESSONS, lessonStart } from '../../../../../../src-shared/games/pericles/lessons/index.js';
import { hashGame } from '../../../../../../src-shared/engine.js';
import { connect } from '../../../../main/host/helpers.js';

const hosts: GameHost[] = [];
afterEach(async () => { for (const h of hosts.splice(0)) await h.dispose(); });

describe('a lesson started by the host (#17.1)', () => {
  it('is an option of the one newGame command', () => {
    expect(clientMessageSchema.safeParse({ type: 'newGame', scenario: 'development', lesson: 'board' }).success).toBe(true);
    expect(clientMessageSchema.safeParse({ type: 'newGame', scenario: 'development', lesson: '' }).success).toBe(false);
  });

  for (const lesson of LESSONS) {
    it(`${lesson.id}: the player's seat is asked the lesson's first decision, and the record verifies`, () => {
      const host = new GameHost<GameState>({ log: () => undefined });
      hosts.push(host);
      const client = connect(host);
      const started = host.newGame({ scenario: lesson.scenario, lesson: lesson.id }, client.session);
      expect(started.seat).toBe(lesson.player);
      expect(started.seats[lesson.player]).toBe('human');
      expect(Object.values(started.seats).filter((k) => k === 'human')).toHaveLength(1);
      const view = client.lastView();
      expect(view.pending?.kind).toBe(lesson.start.kind);
      expect(view.legalActions.length).toBeGreaterThan(0);
      expect(hashGame(host.game!)).toBe(hashGame(lessonStart(lesson).game));
      expect(verifyRecord(host.record()).ok).toBe(true);
    });
  }

  it('refuses a lesson that does not exist', () => {
    const host = new GameHost<GameState>({ log: () => undefined });
    hosts.push(host);
    expect(() => host.newGame({ scenario: 'development', lesson: 'nope' })).toThrow(/Unknown lesson/);
  });
});
