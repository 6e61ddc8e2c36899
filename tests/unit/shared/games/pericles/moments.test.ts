// Issue #29 "A battle and a debate are moments": the log entries of a Battle (9.42–9.54) and of a
// debate (6.13, 6.2, 6.31) carry every number its panel shows, read back by src-shared/games/pericles/moments.ts;
// a save made before the debate's breakdown was logged still replays.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../../../src-shared/games/pericles/model/state.js';
import { apply, legalActions } from '../../../../../src-shared/games/pericles/engine/driver.js';
import { newGame } from '../../../../../src-shared/games/pericles/engine/setup.js';
import { seedRng, nextInt } from '../../../../../src-shared/kit/random.js';
import { battleMomentAt, debateMomentAt, momentOfEntry, momentsFrom } from '../../../../../src-shared/games/pericles/moments.js';
import { LOG_ARGS_ADDED } from '../../../../../src-shared/games/pericles/rules/log.js';
import { verifyRecord } from '../../../../../src-main/host/replay.js';
import type { Decision } from '../../../../../src-main/host/persistence.js';
import { act, commitAll, position, queue } from './phases/theaterHelpers.js';
import { buildPosition } from '../../../../fixtures/positionBase.js';
import { owing, play, tile } from './phases/politicalHelpers.js';

const BOEOTIA = 8;

/** The 9.44 base-destruction position of battle.9_4.test.ts: Athens 14 vs Sparta 6 in Boeotia. */
function boeotiaBattle(): GameState {
  let g = position({
    theaters: { [BOEOTIA]: { units: { athens: { land: 4 }, peloponnesian: { land: 1 } }, bases: { peloponnesian: 1 }, treachery: { sparta: 2 } } },
    war: 'war',
    strategos: { aristocrats: 5, agiads: 3 },
    at: 'theater.resolve',
    edit(s) {
      queue(s, BOEOTIA, 'aristocrats', 'military');
      s.sides.athens.battleDeck = ['ath-27'];
      s.sides.sparta.battleDeck = ['spa-01'];
      s.stateShipAvailable = false;
    },
  });
  g = act(g, { type: 'reveal', place: String(BOEOTIA) });
  g = act(g, { type: 'muster' });
  return commitAll(g, { aristocrats: 5, agiads: 0 });
}

describe('9.42–9.54 a Battle read back from its log entries', () => {
  it('9.42 totals with their parts and cards, 9.43 winner and differential, 9.44 casualties and a base, 9.5 Honor per Faction', () => {
    let g = boeotiaBattle();
    const [ref] = momentsFrom(g.log, 0).filter((m) => m.kind === 'battle');
    expect(ref).toBeDefined();
    // Casualties are applied, the winner still chooses the bases (9.44): not whole yet.
    const half = battleMomentAt(g.log, ref!.at, g.flow.pending?.kind ?? null)!;
    expect(half.complete).toBe(false);
    expect(half.sides.athens.total).toBe(14); // 4 land + 5 Strategos + card 5
    expect(half.sides.sparta.total).toBe(6); // 1 PL land + base 2 + Treachery 2 + card 1
    g = act(g, { type: 'destroyBases', bases: { peloponnesian: 1 } });
    const m = battleMomentAt(g.log, ref!.at, g.flow.pending?.kind ?? null)!;
    expect(m).toMatchObject({
      kind: 'battle', theater: BOEOTIA, unitKind: 'land', number: 1, winner: 'athens', differential: 8,
      casualties: { athens: {}, sparta: { peloponnesian: 1 } }, basesDestroyed: { peloponnesian: 1 },
      hostages: null, majorDefeat: null, complete: true,
    });
    expect(m.sides.athens.card).toBe('ath-27');
    expect(m.sides.sparta.card).toBe('spa-01');
    expect(m.sides.athens.parts.map((p) => [p.item, p.value, p.rule])).toEqual([
      ['units', 4, '9.42 (1)'], ['strategos', 5, '9.42 (4)'], ['card', 5, '9.42 (5)'],
    ]);
    expect(m.sides.sparta.parts.map((p) => [p.item, p.value])).toEqual([['units', 1], ['bases', 2], ['treachery', 2], ['card', 1]]);
    // 9.51: E = 2 (a unit and a base): CinC +4, Compatriot +2; 9.53: each Spartan Faction −2.
    expect(m.honor.map((h) => [h.faction, h.delta, h.rule])).toEqual([
      ['aristocrats', 4, '9.51'], ['demagogues', 2, '9.51'], ['eurypontids', -2, '9.53'], ['agiads', -2, '9.53'],
    ]);
    // Its outcome entry reopens it.
    const won = g.log.findIndex((e) => e.msg === 'battle.won');
    expect(momentOfEntry(g.log, won)).toEqual({ kind: 'battle', at: ref!.at });
  });
});

describe('6.13, 6.2, 6.31 a debate read back from its log entries', () => {
  it('6.31 Nicias 3 + 1 aligned + Brain Trust 5 = 9 beats ath-20 4 + 1 = 5: the tile moves 4 toward the Aristocrats', () => {
    let g = buildPosition({
      theaters: {}, hands: { aristocrats: ['leader-aristocrats'], demagogues: ['ath-20'] }, at: 'assembly.debates',
      edit: (x) => { x.sides.athens.track = [tile('military', 0, 'x')]; x.factions.aristocrats.entourage = ['ath-27']; },
    });
    g = play(g, 'aristocrats', { issue: 'x' });
    g = play(g, 'aristocrats', { card: 'leader-aristocrats' });
    g = play(g, 'demagogues', { card: 'ath-20' });
    g = play(g, 'aristocrats', { use: true });
    const at = g.log.findIndex((e) => e.msg === 'debate.values');
    expect(momentsFrom(g.log, 0)).toContainEqual({ kind: 'debate', at });
    const m = debateMomentAt(g.log, at)!;
    expect(m).toMatchObject({ side: 'athens', issue: 'military', winner: 'aristocrats', difference: 4, from: 0, to: 4, captured: false });
    expect(m.cards[0]).toMatchObject({ faction: 'aristocrats', card: 'leader-aristocrats', value: 9, base: 3, bonus: 1, brainTrust: 5, brainTrustCard: 'ath-27' });
    expect(m.cards[0]!.aligned).toEqual([expect.objectContaining({ bonus: 1 })]);
    expect(m.cards[1]).toMatchObject({ faction: 'demagogues', card: 'ath-20', value: 5, base: 4, bonus: 1 });
    expect(m.cards[1]!.brainTrust).toBeUndefined();
  });
});

describe('a save made before the debate breakdown was logged (issue #29)', () => {
  /** Plays seeded random legal decisions from a new game until a debate has resolved. */
  function gameWithDebate(): { g: GameState; decisions: Decision[] } {
    let g = newGame({ scenario: 'development', seed: 'moments' });
    const rng = seedRng('moments');
    const decisions: Decision[] = [];
    while (!g.log.some((e) => e.msg === 'debate.moved')) {
      const seat = owing(g)[0]!;
      const legal = legalActions(g, seat);
      const action = legal[nextInt(rng, legal.length)]!;
      decisions.push({ seat, action });
      g = apply(g, seat, action);
    }
    return { g, decisions };
  }
  const record = (g: GameState, decisions: Decision[]) => ({
    scenario: 'development', seed: 'moments', seats: g.seats, snapshot: { context: { game: g } }, decisions,
  });

  it('replays whole when its debate.values entries lack the added facts, and diverges when a logged value differs', () => {
    const { g, decisions } = gameWithDebate();
    expect(LOG_ARGS_ADDED['debate.values']).toContain('*Base');
    const old = structuredClone(g);
    let stripped = 0;
    for (const e of old.log) {
      if (e.msg !== 'debate.values') continue;
      for (const k of Object.keys(e.args)) if (/(Base|Bonus|Aligned|Bt)$/.test(k)) { delete e.args[k]; stripped++; }
    }
    expect(stripped).toBeGreaterThan(0);
    expect(verifyRecord(record(g, decisions)).ok).toBe(true);
    expect(verifyRecord(record(old, decisions)).ok).toBe(true);
    // Not a blanket pass: a saved value that differs is still a divergence.
    const other = structuredClone(old);
    const v = other.log.find((e) => e.msg === 'debate.values')!;
    v.args.issue = v.args.issue === 'military' ? 'league' : 'military';
    expect(verifyRecord(record(other, decisions))).toMatchObject({ ok: false, reason: 'log' });
  });
});
