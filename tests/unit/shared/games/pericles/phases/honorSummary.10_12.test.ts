// 10.12 Honor Summary: every line of the table this part of the engine applies (E–R) is reached
// through play. Lines A–D (Peace, Oration, Ostracism) belong to the Political Phase (7.1, 7.41).
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../../../../src-shared/games/pericles/model/state.js';
import { act, commitAll, keepAlive, position, queue } from './theaterHelpers.js';

function honorLines(g: GameState, rule: string): [string, number][] {
  return g.log.filter((e) => e.msg === 'honor' && String(e.rule).startsWith(rule)).map((e) => [String(e.args.faction), Number(e.args.nominal)]);
}

describe('10.12 Honor Summary', () => {
  it('E/F: the winning CinC +2×E (+5 Hostages), its Compatriot +1×E; H: losers −1 per own loss', () => {
    let g = position({
      war: 'war',
      theaters: { 8: { units: { athens: { land: 4 }, peloponnesian: { land: 1 } } } },
      strategos: { demagogues: 2 },
      at: 'theater.resolve',
      edit(s) { keepAlive(s); queue(s, 8, 'demagogues', 'military'); s.stateShipAvailable = false; s.sides.athens.battleDeck = ['ath-05']; s.sides.sparta.battleDeck = ['spa-01']; },
    });
    g = act(g, { type: 'reveal', place: '8' });
    g = act(g, { type: 'muster' });
    g = commitAll(g, { demagogues: 2 });
    expect(honorLines(g, '9.5')).toEqual([['demagogues', 2], ['aristocrats', 1], ['eurypontids', -1], ['agiads', -1]]);
  });

  it('G: the other Side wins: both Factions +1×E, its Dominant +5 for Hostages (and a Major Defeat)', () => {
    let g = position({
      war: 'war',
      theaters: { 8: { units: { athens: { land: 4 }, sparta: { land: 1 } } } },
      strategos: { eurypontids: 1 },
      at: 'theater.resolve',
      edit(s) { keepAlive(s); s.honorOrder = ['eurypontids', 'aristocrats', 'agiads', 'demagogues']; queue(s, 8, 'eurypontids', 'military'); s.stateShipAvailable = false; s.sides.athens.battleDeck = ['ath-30']; s.sides.sparta.battleDeck = ['spa-01']; },
    });
    g = act(g, { type: 'reveal', place: '8' });
    g = act(g, { type: 'muster' });
    g = commitAll(g, { eurypontids: 1 });
    expect(honorLines(g, '9.5')).toEqual([['aristocrats', 1], ['demagogues', 1], ['aristocrats', 5], ['eurypontids', -1], ['agiads', -1]]);
    expect(g.sides.sparta.majorDefeatThisTurn).toBe(true);
  });

  it('I/J: Oracle +1 with an enemy League unit removed, or +3', () => {
    const g = act(position({ theaters: { 3: { units: { peloponnesian: { land: 1 } } } }, at: 'theater.resolve', edit(s) { keepAlive(s); queue(s, 4, 'aristocrats', 'oracle'); } }), { type: 'reveal', place: '4' });
    expect(honorLines(act(g, { type: 'oracle', option: 'removeUnit', theater: 3, force: 'peloponnesian', kind: 'land' }), '8.53')).toEqual([['aristocrats', 1]]);
    expect(honorLines(act(g, { type: 'oracle', option: 'honor' }), '8.53')).toEqual([['aristocrats', 3]]);
  });

  it('K/L: Persian War: −(turn number) and −1 if the Eastern Mediterranean is not held', () => {
    const g = position({ turn: 4, persianWar: 'inProgress', theaters: { 7: { bases: { athens: 1 } } }, at: 'end.persianWar' });
    expect(honorLines(g, '13.22').slice(0, 2)).toEqual([['aristocrats', -4], ['aristocrats', -1]]);
  });

  it('M: building or converting a friendly base by a League issue +2', () => {
    let g = position({ theaters: { 11: { units: { delian: { land: 1 } }, bases: { delian: 1 } } }, strategos: { aristocrats: 4 }, at: 'theater.resolve', edit(s) { keepAlive(s); queue(s, 11, 'aristocrats', 'league'); } });
    g = act(g, { type: 'reveal', place: '11' });
    expect(honorLines(act(g, { type: 'league', option: 'convertBase' }), '8.52')).toEqual([['aristocrats', 2]]);
  });

  it('N: converting an enemy base by Diplomacy +2, the enemy Dominant −2', () => {
    let g = position({ theaters: { 9: { bases: { peloponnesian: 1 } } }, strategos: { demagogues: 3 }, at: 'theater.resolve', edit(s) { keepAlive(s); queue(s, 9, 'demagogues', 'diplomatic'); } });
    g = act(g, { type: 'reveal', place: '9' });
    expect(honorLines(act(g, { type: 'commit', n: 3 }), '8.51')).toEqual([['demagogues', 2], ['eurypontids', -2]]);
  });

  it('O: Raid +3', () => {
    let g = position({ theaters: { 9: { units: { athens: { land: 1 }, sparta: { land: 1 } } } }, strategos: { aristocrats: 3, eurypontids: 5 }, at: 'theater.resolve', edit(s) { keepAlive(s); queue(s, 9, 'aristocrats', 'military'); } });
    g = act(g, { type: 'reveal', place: '9' });
    expect(honorLines(act(g, { type: 'raid' }), '9.2')).toEqual([['aristocrats', 3]]);
  });

  it('P/Q: Will of the Assembly met +5 each; failed −5 each', () => {
    const g = position({
      turn: 7, persianWar: 'callias', at: 'end.will',
      theaters: { 13: { bases: { delian: 1 } } },
      edit(s) {
        s.sides.athens.will = { theater: 13, require: 'controlOrContest', ignored: false, baseActionTaken: false };
        s.sides.sparta.will = { theater: 13, require: 'control', ignored: false, baseActionTaken: false };
      },
    });
    expect(honorLines(g, '11.4').slice(0, 4)).toEqual([['aristocrats', 5], ['demagogues', 5], ['eurypontids', -5], ['agiads', -5]]);
  });

  it('R: Political Capital +1 per 4 Strategos returned', () => {
    const g = position({ strategos: { agiads: 9 }, at: 'theater.politicalCapital' });
    expect(honorLines(g, '8.6')).toEqual([['agiads', 2]]);
  });
});
