// 9.4–9.6 Battle: totals, casualties (9.44, 9.45), base destruction, Hostages (9.46), Battle
// Honor (9.5), Major Defeat (9.54), the second Battle (9.6) and the State Ship (12.3).
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../../../../src-shared/games/pericles/model/state.js';
import { act, commitAll, expectSound, kind, legal, position, queue, t, who } from './theaterHelpers.js';

const ATHENS = 7;
const BOEOTIA = 8;
const LESBOS = 15;

function decks(g: GameState, athens: string[], sparta: string[]): void {
  g.sides.athens.battleDeck = [...athens];
  g.sides.sparta.battleDeck = [...sparta];
}

describe('9.44 note: an all-land Spartan force in Athens (a Naval Theater) loses the naval Battle', () => {
  it('Sparta loses nothing, and only Athens may choose the optional land Battle', () => {
    let g = position({
      theaters: { [ATHENS]: { units: { athens: { naval: 3 }, sparta: { land: 2 } }, bases: { athens: 1 } } },
      war: 'war',
      strategos: { eurypontids: 3, aristocrats: 1 },
      at: 'theater.resolve',
      edit(s) {
        queue(s, ATHENS, 'eurypontids', 'military');
        decks(s, ['ath-01'], ['spa-01']);
        s.stateShipAvailable = false;
      },
    });
    expect(kind(g)).toBe('theater.reveal');
    expect(who(g)).toBe('eurypontids');
    g = act(g, { type: 'reveal', place: String(ATHENS) });
    expect(kind(g)).toBe('military.modeOrDecline');
    expect(legal(g)).toEqual([{ type: 'decline' }, { type: 'raid' }, { type: 'muster' }]);
    g = act(g, { type: 'muster' });
    expect(kind(g)).toBe('muster.commit');
    g = commitAll(g, { eurypontids: 2, aristocrats: 1 });
    // Naval Battle: Athens 3×2 + base 2 + 1 Strategos + card 1 = 10; Sparta 2 Strategos + card 1 = 3.
    expect(t(g, ATHENS).units.sparta.land).toBe(2); // no naval units: no losses (9.41, 9.44 note)
    expect(kind(g)).toBe('battle.second');
    expect(who(g)).toBe('aristocrats'); // the winner's Dominant Faction decides (9.6)
    expect(g.log.some((e) => e.msg === 'battle.won' && e.args.winner === 'athens' && e.args.kind === 'naval')).toBe(true);
    expectSound(g);
  });
});

describe('9.44 base destruction', () => {
  function boeotia(spartaCommit: number): GameState {
    let g = position({
      theaters: { [BOEOTIA]: { units: { athens: { land: 4 }, peloponnesian: { land: 1 } }, bases: { peloponnesian: 1 }, treachery: { sparta: 2 } } },
      war: 'war',
      strategos: { aristocrats: 5, agiads: 3 },
      at: 'theater.resolve',
      edit(s) {
        queue(s, BOEOTIA, 'aristocrats', 'military');
        decks(s, ['ath-27'], ['spa-01']);
        s.stateShipAvailable = false;
      },
    });
    g = act(g, { type: 'reveal', place: String(BOEOTIA) });
    g = act(g, { type: 'muster' });
    return commitAll(g, { aristocrats: 5, agiads: spartaCommit });
  }

  it('all loser units die and the winner committed more Strategos: 1 base per 2 leftover differential; loser Treachery removed (9.83)', () => {
    // Athens 4 + 5 + card 5 = 14; Sparta 1 + base 2 + treachery 2 + 0 + card 1 = 6. Differential 8.
    let g = boeotia(0);
    expect(t(g, BOEOTIA).units.peloponnesian.land).toBe(0); // the only legal set, applied at once
    expect(kind(g)).toBe('battle.bases');
    expect(who(g)).toBe('aristocrats');
    expect(legal(g)).toEqual([
      { type: 'destroyBases', bases: { peloponnesian: 1 } },
      { type: 'destroyBases', bases: {} },
    ]);
    g = act(g, { type: 'destroyBases', bases: { peloponnesian: 1 } });
    expect(t(g, BOEOTIA).bases.peloponnesian).toBe(0);
    expect(t(g, BOEOTIA).treachery.sparta).toBe(0);
    // 9.51: E = 2 (a unit and a base): CinC +4, Compatriot +2; 9.53: Spartans −2 each.
    expect(g.factions.aristocrats.honor).toBe(14);
    expect(g.factions.demagogues.honor).toBe(12);
    expect(g.factions.eurypontids.honor).toBe(8);
    expect(g.factions.agiads.honor).toBe(8);
    expect(g.sides.sparta.majorDefeatThisTurn).toBe(false); // 4 Honor lost < 5
    expect(g.flow.phase).toBe('end'); // no longer Contested: no second Battle; the issue and the phase are over
    expectSound(g);
  });

  it('no base destruction when the winner did not commit more Strategos than the loser', () => {
    // Sparta commits 3: Athens 14 vs Sparta 9; Athens 5 > 3 still destroys; with 5 vs 5 it would not.
    const g = boeotia(3);
    expect(kind(g)).toBe('battle.bases');
    const h = position({
      theaters: { [BOEOTIA]: { units: { athens: { land: 4 }, peloponnesian: { land: 1 } }, bases: { peloponnesian: 1 } } },
      war: 'war',
      strategos: { aristocrats: 2, agiads: 2 },
      at: 'theater.resolve',
      edit(s) {
        queue(s, BOEOTIA, 'aristocrats', 'military');
        decks(s, ['ath-30'], ['spa-01']);
        s.stateShipAvailable = false;
      },
    });
    let x = act(h, { type: 'reveal', place: String(BOEOTIA) });
    x = act(x, { type: 'muster' });
    x = commitAll(x, { aristocrats: 2, agiads: 2 });
    expect(t(x, BOEOTIA).units.peloponnesian.land).toBe(0);
    expect(t(x, BOEOTIA).bases.peloponnesian).toBe(1); // 2 vs 2: not more
    expect(kind(x)).toBe('battle.second');
  });
});

describe('9.44 Q23 (revised): base destruction needs all the loser\'s military units in the theater eliminated, land and naval', () => {
  it('9.44 Q23 [Test] Lesbos: Athens 3 naval v PL 2 land + 1 base; Athens wins by 9 committing more Strategos → no base destroyed, the PL land units stay', () => {
    let g = position({
      theaters: { [LESBOS]: { units: { athens: { naval: 3 }, peloponnesian: { land: 2 } }, bases: { peloponnesian: 1 } } },
      war: 'war',
      strategos: { aristocrats: 1 },
      at: 'theater.resolve',
      edit(s) {
        queue(s, LESBOS, 'aristocrats', 'military');
        decks(s, ['ath-27'], ['spa-01']);
        s.stateShipAvailable = false;
      },
    });
    g = act(g, { type: 'reveal', place: String(LESBOS) });
    g = act(g, { type: 'muster' });
    g = commitAll(g, { aristocrats: 1 });
    // Naval Battle: Athens 3×2 + 1 Strategos + card 5 = 12; Sparta base 2 + card 1 = 3.
    expect(g.log.some((e) => e.msg === 'battle.won' && e.args.winner === 'athens' && e.args.kind === 'naval' && e.args.differential === 9)).toBe(true);
    expect(kind(g)).not.toBe('battle.bases');
    expect(t(g, LESBOS).bases.peloponnesian).toBe(1);
    expect(t(g, LESBOS).units.peloponnesian.land).toBe(2);
    expectSound(g);
  });
});

describe('12.4 Q35b: the 300 counts as one committed Strategos in the 9.44 comparison', () => {
  it('12.4 Q35b Sparta (1 Strategos + the 300) beats Athens (1 Strategos) in Boeotia, all Athenian units die → Sparta may destroy the Athenian base', () => {
    let g = position({
      theaters: { [BOEOTIA]: { units: { sparta: { land: 1 }, the300: { land: 1 }, athens: { land: 1 } }, bases: { athens: 1 } } },
      war: 'war',
      strategos: { eurypontids: 1, aristocrats: 1 },
      at: 'theater.resolve',
      edit(s) {
        queue(s, BOEOTIA, 'eurypontids', 'military');
        decks(s, ['ath-01'], ['spa-27']);
        s.stateShipAvailable = false;
      },
    });
    g = act(g, { type: 'reveal', place: String(BOEOTIA) });
    g = act(g, { type: 'muster' });
    g = commitAll(g, { eurypontids: 1, aristocrats: 1 });
    expect(g.log.some((e) => e.msg === 'battle.won' && e.args.winner === 'sparta')).toBe(true);
    expect(t(g, BOEOTIA).units.athens.land).toBe(0);
    // Committed Strategos 1 + the 300 = 2 > Athens' 1: base destruction is open.
    expect(kind(g)).toBe('battle.bases');
    expect(who(g)).toBe('eurypontids');
    expect(legal(g)).toContainEqual({ type: 'destroyBases', bases: { athens: 1 } });
  });
});

describe('9.44 / 9.45 casualties one at a time, chosen by the opposing Side', () => {
  it('the winner picks the loser row by its first casualty; the loser picks the winner casualties', () => {
    let g = position({
      theaters: { [BOEOTIA]: { units: { athens: { land: 6 }, sparta: { land: 2 }, peloponnesian: { land: 2 } } } },
      war: 'war',
      strategos: { aristocrats: 5 },
      at: 'theater.resolve',
      edit(s) {
        queue(s, BOEOTIA, 'aristocrats', 'military');
        decks(s, ['ath-30'], ['spa-01']);
        s.stateShipAvailable = false;
      },
    });
    g = act(g, { type: 'reveal', place: String(BOEOTIA) });
    g = act(g, { type: 'muster' });
    g = commitAll(g, { aristocrats: 5 });
    // Athens 6 + 5 + 5 = 16; Sparta 2×2 + 2 + 0 + 1 = 7; differential 9.
    expect(kind(g)).toBe('battle.loserCasualty');
    expect(who(g)).toBe('aristocrats');
    expect(legal(g)).toEqual([{ type: 'casualty', force: 'sparta' }, { type: 'casualty', force: 'peloponnesian' }]);
    g = act(g, { type: 'casualty', force: 'sparta' });
    // Only the city-state row fits: 6 winners / 2 = 3, capped by the 2 Spartan units: both go.
    expect(t(g, BOEOTIA).units.sparta.land).toBe(0);
    expect(t(g, BOEOTIA).units.peloponnesian.land).toBe(2);
    // 9.45: 2 city-state units lost → 1 League winner per 2 (no Athenian League here) or 1 city-state per 3 (0): none.
    // 9.46: Athens won a land Battle in which Spartan land units died → Hostages.
    expect(g.sides.athens.hostage).toBe(true);
    // 9.51: E = 2 → CinC 4 + 5 Hostage Honor; Compatriot +2. 9.53: Spartans −2 each; 9.54: 4 + 5 ≥ 5 → Major Defeat.
    expect(g.factions.aristocrats.honor).toBe(19);
    expect(g.factions.demagogues.honor).toBe(12);
    expect(g.sides.sparta.majorDefeatThisTurn).toBe(true);
    const wp = g.sides.sparta.track.find((i) => i.kind === 'warPeace');
    // Sparta's Dominant is the Eurypontids (development setup), so the Agiads' half (negative) box 2.
    expect(wp).toMatchObject({ pos: -2, source: 'majorDefeat', captured: false });
    expect(kind(g)).toBe('battle.second');
    expectSound(g);
  });

  it('9.45: the losing Side chooses the winner casualties', () => {
    let g = position({
      theaters: { 16: { units: { athens: { naval: 2 }, delian: { naval: 2 }, sparta: { naval: 1 }, peloponnesian: { naval: 4 } } } },
      war: 'war',
      strategos: { eurypontids: 5 },
      at: 'theater.resolve',
      edit(s) {
        queue(s, 16, 'eurypontids', 'military');
        decks(s, ['ath-01'], ['spa-30']);
        s.stateShipAvailable = false;
      },
    });
    g = act(g, { type: 'reveal', place: '16' });
    g = act(g, { type: 'muster' });
    g = commitAll(g, { eurypontids: 5 });
    // Naval: Sparta 4 + 1 + 5 + 5 = 15; Athens 2×2 + 2 + 0 + 1 = 7; differential 8.
    expect(kind(g)).toBe('battle.loserCasualty');
    expect(who(g)).toBe('eurypontids');
    g = act(g, { type: 'casualty', force: 'athens' });
    // city-state row: 5 winners / 2 = 2 Athenian naval units.
    expect(t(g, 16).units.athens.naval).toBe(0);
    // 9.45 naval: 2 city-state lost → 1 city-state per 2 (the Spartan rod) or 1 League per 1 (2 PL rods).
    expect(kind(g)).toBe('battle.winnerCasualty');
    expect(who(g)).toBe('aristocrats'); // the losing Side is not the CinC's: its Dominant Faction
    expect(legal(g)).toEqual([{ type: 'casualty', force: 'sparta' }, { type: 'casualty', force: 'peloponnesian' }]);
    g = act(g, { type: 'casualty', force: 'peloponnesian' });
    expect(t(g, 16).units.peloponnesian.naval).toBe(2);
    expect(t(g, 16).units.sparta.naval).toBe(1);
    expect(g.sides.sparta.hostage).toBe(true); // 9.46: an Athenian naval unit died in a naval Battle Sparta won
    expectSound(g);
  });
});

describe('9.6 second Battle and 9.43 draws', () => {
  it('a draw ends the issue: no casualties, no second Battle', () => {
    let g = position({
      theaters: { [BOEOTIA]: { units: { athens: { land: 2 }, peloponnesian: { land: 2 } } } },
      war: 'war',
      strategos: { aristocrats: 1, agiads: 1 },
      at: 'theater.resolve',
      edit(s) {
        queue(s, BOEOTIA, 'aristocrats', 'military');
        decks(s, ['ath-01'], ['spa-01']);
        s.stateShipAvailable = false;
      },
    });
    g = act(g, { type: 'reveal', place: String(BOEOTIA) });
    g = act(g, { type: 'muster' });
    g = commitAll(g, { aristocrats: 1, agiads: 1 });
    expect(g.log.some((e) => e.msg === 'battle.draw')).toBe(true);
    expect(t(g, BOEOTIA).units.athens.land).toBe(2);
    expect(t(g, BOEOTIA).units.peloponnesian.land).toBe(2);
    expect(g.flow.phase).toBe('end'); // the issue is over
  });

  it('the winner may fight a Battle of the other kind with fresh cards (Q21); there is never a third', () => {
    let g = position({
      theaters: { [BOEOTIA]: { units: { athens: { land: 3, naval: 1 }, peloponnesian: { land: 1, naval: 1 } } } },
      war: 'war',
      strategos: { aristocrats: 3 },
      at: 'theater.resolve',
      edit(s) {
        queue(s, BOEOTIA, 'aristocrats', 'military');
        decks(s, ['ath-30', 'ath-30'], ['spa-01', 'spa-01']);
        s.stateShipAvailable = false;
      },
    });
    g = act(g, { type: 'reveal', place: String(BOEOTIA) });
    g = act(g, { type: 'muster' });
    g = commitAll(g, { aristocrats: 3 });
    expect(kind(g)).toBe('battle.second');
    expect(who(g)).toBe('aristocrats');
    g = act(g, { type: 'secondBattle', fight: true });
    expect(g.sides.athens.battleDeck).toEqual([]);
    expect(t(g, BOEOTIA).units.peloponnesian.naval).toBe(0);
    expect(g.flow.phase).toBe('end'); // the issue is over
  });
});

describe('12.3 State Ship', () => {
  it('the Athenian Dominant may commit it after all reveals, in a Battle where Athens is not CinC; +1 and flipped', () => {
    let g = position({
      theaters: { [BOEOTIA]: { units: { athens: { land: 2 }, peloponnesian: { land: 2 } } } },
      war: 'war',
      strategos: { eurypontids: 1 },
      at: 'theater.resolve',
      edit(s) {
        queue(s, BOEOTIA, 'eurypontids', 'military');
        decks(s, ['ath-01'], ['spa-01']);
      },
    });
    g = act(g, { type: 'reveal', place: String(BOEOTIA) });
    g = act(g, { type: 'muster' });
    g = commitAll(g, { eurypontids: 1 });
    expect(kind(g)).toBe('battle.stateShip');
    expect(who(g)).toBe('aristocrats');
    g = act(g, { type: 'stateShip', use: true });
    expect(g.stateShipAvailable).toBe(false);
    // Athens 2 + 1 (State Ship) + 1 = 4 vs Sparta 2 + 1 + 1 = 4 → draw; without the ship Sparta would have won.
    expect(g.log.some((e) => e.msg === 'battle.draw')).toBe(true);
  });
});

describe('12.3 State Ship in the optional second Battle (9.6)', () => {
  it('12.3 still available when the second Battle is chosen: the Athenian Dominant is asked again before it is resolved, and it counts there', () => {
    let g = position({
      theaters: { [BOEOTIA]: { units: { athens: { land: 3, naval: 1 }, peloponnesian: { land: 1, naval: 1 } } } },
      war: 'war',
      strategos: { aristocrats: 3 },
      at: 'theater.resolve',
      edit(s) {
        queue(s, BOEOTIA, 'aristocrats', 'military');
        decks(s, ['ath-30', 'ath-30'], ['spa-01', 'spa-01']);
      },
    });
    g = act(g, { type: 'reveal', place: String(BOEOTIA) });
    g = act(g, { type: 'muster' });
    g = commitAll(g, { aristocrats: 3 });
    expect(kind(g)).toBe('battle.stateShip');
    g = act(g, { type: 'stateShip', use: false });
    expect(kind(g)).toBe('battle.second');
    g = act(g, { type: 'secondBattle', fight: true });
    expect(kind(g)).toBe('battle.stateShip'); // asked again, before the naval Battle is resolved
    expect(who(g)).toBe(g.sides.athens.dominant);
    expect(g.log.some((e) => e.msg === 'battle.total' && e.args.number === 2)).toBe(false);
    g = act(g, { type: 'stateShip', use: true });
    expect(g.stateShipAvailable).toBe(false);
    const second = g.log.find((e) => e.msg === 'battle.total' && e.args.number === 2 && e.args.side === 'athens');
    expect(String(second?.args.parts)).toContain('stateShip');
  });
});

describe('9.42 (5) Battle-deck cards, Q4', () => {
  it('an empty Battle deck is rebuilt from the Side\'s discards', () => {
    let g = position({
      theaters: { [BOEOTIA]: { units: { athens: { land: 2 }, peloponnesian: { land: 2 } } } },
      war: 'war',
      strategos: { aristocrats: 1 },
      at: 'theater.resolve',
      edit(s) {
        queue(s, BOEOTIA, 'aristocrats', 'military');
        s.sides.athens.battleDeck = [];
        s.sides.athens.discard = ['ath-30'];
        s.sides.sparta.battleDeck = ['spa-01'];
        s.stateShipAvailable = false;
      },
    });
    g = act(g, { type: 'reveal', place: String(BOEOTIA) });
    g = act(g, { type: 'muster' });
    g = commitAll(g, { aristocrats: 1 });
    expect(g.log.some((e) => e.msg === 'battleDeck.reshuffled' && e.args.side === 'athens')).toBe(true);
    expect(g.log.some((e) => e.msg === 'battleDeck.drawn' && e.args.card === 'ath-30')).toBe(true);
    expect(g.sides.athens.discard).toEqual(['ath-30']);
  });
});
