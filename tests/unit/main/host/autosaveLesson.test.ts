// #29 item 14: a lesson is practice and never reaches the player's saves — not even when it begins
// while an autosave of the game before it is still being written (the autosaver's loop used to write
// the next record, by then the lesson's).
import { describe, expect, it } from 'vitest';
import { Autosaver } from '../../../../src-main/host/autosaver.js';
import type { GameRecord, Persistence } from '../../../../src-main/host/persistence.js';

describe('the autosaver never writes a lesson', () => {
  it('a lesson begun during the game\'s autosave: that autosave finishes, the lesson\'s changes are not written', async () => {
    let lesson = false;
    let gameId = 'real-game';
    const written: string[] = [];
    let finish: () => void = () => undefined;
    const persistence = {
      autosave: (r: GameRecord) => {
        written.push(String(r.gameId));
        return new Promise<void>((resolve) => { finish = resolve; });
      },
    } as unknown as Persistence;
    const saver = new Autosaver({
      persistence, enabled: true, intervalDuringBotsMs: 0,
      hasGame: () => true, inLesson: () => lesson, journaled: () => false, botsBusy: () => false,
      record: () => ({ gameId }) as GameRecord,
      log: () => undefined, notice: () => undefined,
    });
    saver.markDirty();
    saver.schedule(); // the real game's autosave starts and waits on the disk
    expect(written).toEqual(['real-game']);
    lesson = true; // the player opens a lesson meanwhile: its game replaces the real one
    gameId = 'lesson-game';
    saver.markDirty();
    saver.schedule();
    finish();
    await saver.flush();
    expect(written).toEqual(['real-game']);
  });
});
