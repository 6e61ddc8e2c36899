// The log in keys (#33): every entry names its message by a key the page words (board.ts LOG_TEXT)
// beside the English sentence sims and the bots read; the log tells no seat a hidden Special tile
// or counter strength (view.ts); a save made before the keys still replays (module.ts sameLogEntry).
import { describe, expect, it } from 'vitest';
import { LOG_FIELDS_ADDED, LOG_TEXT, logMsgOf } from '../../../../../src-shared/games/perikles/board.js';
import { viewFor } from '../../../../../src-shared/games/perikles/view.js';
import { perikles as periklesModule } from '../../../../../src-shared/games/perikles/module.js';
import { SPECIALS, type SpecialId } from '../../../../../src-shared/games/perikles/data/index.js';
import type { LogEntry, PeriklesState } from '../../../../../src-shared/games/perikles/state.js';
import { randomGameStates } from './randomGame.js';

const GAMES: [number, string][] = [[3, 'log-a'], [4, 'log-b'], [5, 'log-c'], [4, 'log-d']];
const finals = GAMES.map(([n, seed]) => randomGameStates(n, seed));

describe('the log in keys (#33)', () => {
  it('every entry of seeded random games carries a known key and its English sentence', () => {
    const seen = new Set<string>();
    for (const states of finals) {
      const g = states.at(-1)!;
      expect(g.phase).toBe('over');
      for (const e of g.log) {
        expect(Object.keys(LOG_TEXT)).toContain(e.msg);
        expect(e.text).toBe(LOG_TEXT[e.msg as keyof typeof LOG_TEXT]);
        expect(e.rule).toMatch(/^(Starting the game|Ending the game|Phase \d|Special tiles: )/);
        seen.add(e.msg as string);
      }
    }
    // The messages of every game's course are there (the rarer Special tiles' are not always).
    for (const k of ['setup.firstPlayer', 'setup.freeCube', 'tiles.drawn', 'influence.take', 'candidates.propose', 'elections.elected', 'commit.send', 'battle.round', 'endOfTurn.statues', 'end.scores']) expect(seen).toContain(k);
  });

  it('an entry saved before the keys is known by its English sentence', () => {
    expect(logMsgOf({ text: 'leader elected' })).toBe('elections.elected');
    expect(logMsgOf({ msg: 'battle.round', text: 'round rolled' })).toBe('battle.round');
    expect(logMsgOf({ text: 'something else' })).toBeNull();
  });
});

/** Special tiles a seat cannot see in `g`: others' unplayed ones and those left in the box ([Setup] EN:124). */
function hiddenSpecials(g: PeriklesState, seat: string): Set<SpecialId> {
  const hidden = new Set<SpecialId>(g.specialsInBox as SpecialId[]);
  for (const s of g.seats) if (s !== seat && !g.players[s].specialUsed && g.players[s].special) hidden.add(g.players[s].special!);
  return hidden;
}

describe('secrets stay out of the log (view.ts)', () => {
  it('no seat reads a hidden Special tile, nor a counter strength before its battle is revealed, in its view\'s log', () => {
    let checked = 0;
    for (const states of finals) {
      for (const g of states.filter((_, i) => i % 7 === 0)) {
        for (const seat of [...g.seats, 'spectator' as const]) {
          const hidden = hiddenSpecials(g, seat);
          for (const e of viewFor(g, seat).log) {
            for (const v of Object.values(e)) if (typeof v === 'string' && v in SPECIALS) expect(hidden.has(v as SpecialId), `${seat} reads ${v} in ${JSON.stringify(e)}`).toBe(false);
            if ('strength' in e) expect(e.msg, JSON.stringify(e)).toBe('battle.casualty'); // a casualty is face up (EN:303)
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('the test sees a secret when one is logged: a played Special tile is named once played, and only then', () => {
    const g = finals.flatMap((s) => s).find((x) => x.log.some((e) => e.msg === 'special.played'))!;
    const e = g.log.find((x) => x.msg === 'special.played')!;
    expect(g.players[e.seat as keyof typeof g.players].specialUsed).toBe(true);
    expect(Object.keys(SPECIALS)).toContain(e.tile);
  });
});

/** An entry as a save made before the keys held it. */
function beforeKeys(e: LogEntry): LogEntry {
  const old: LogEntry = { ...e };
  for (const f of LOG_FIELDS_ADDED) if (f !== 'city' || e.msg === 'special.played') delete old[f];
  return old;
}

describe('a save made before the log\'s keys still replays (module.ts sameLogEntry, sameGame)', () => {
  const g = finals[1]!.at(-1)!;
  const old = { ...g, log: g.log.map(beforeKeys) };
  it('each entry without its key matches the replayed one, and the game the saved one', () => {
    expect(g.log.every((e, i) => periklesModule.sameLogEntry(e, old.log[i]))).toBe(true);
    expect(periklesModule.sameGame(g, old)).toBe(true);
  });
  it('an entry that says something else does not match', () => {
    const i = g.log.findIndex((e) => e.msg === 'elections.elected');
    const altered = { ...old.log[i]!, seat: old.log[i]!.seat === 'red' ? 'green' : 'red' };
    expect(periklesModule.sameLogEntry(g.log[i], altered)).toBe(false);
    expect(periklesModule.sameGame(g, { ...old, log: old.log.map((e, k) => (k === i ? altered : e)) })).toBe(false);
    // A keyed entry is compared whole: one that lost a fact is not the replayed one.
    const { location: _gone, ...lost } = g.log.find((e) => e.msg === 'commit.send')!;
    expect(periklesModule.sameLogEntry(g.log.find((e) => e.msg === 'commit.send'), lost)).toBe(false);
  });
});

describe('one name for one fact: a round names its Location once, as `location` (#33)', () => {
  const g = finals[1]!.at(-1)!;
  const rounds = g.log.filter((e) => e.msg === 'battle.round' || e.msg === 'battle.roundOutright');
  it('no round entry carries `tile` beside `location`', () => {
    expect(rounds.length).toBeGreaterThan(0);
    for (const e of rounds) {
      expect(typeof e.location).toBe('string');
      expect(e).not.toHaveProperty('tile');
    }
  });
  it('a save that still holds the round\'s `tile` replays; one whose `tile` says another Location does not', () => {
    const saved = { ...g, log: g.log.map((e) => (rounds.includes(e) ? { ...e, tile: e.location } : e)) };
    expect(periklesModule.sameGame(g, saved)).toBe(true);
    const i = g.log.indexOf(rounds[0]!);
    const wrong = { ...saved.log[i]!, tile: 'not-this-one' };
    expect(periklesModule.sameLogEntry(g.log[i], wrong)).toBe(false);
  });
});
