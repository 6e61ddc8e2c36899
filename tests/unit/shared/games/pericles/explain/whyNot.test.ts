// "Why not?" (#17 item 2): for each decision kind that can refuse an option a player might expect,
// the reason's rule, message key and numbers; and no closed option is ever a legal one.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../../../../src-shared/games/pericles/model/state.js';
import type { Faction } from '../../../../../../src-shared/games/pericles/model/ids.js';
import { closedOptions, whyNot, type ClosedOption } from '../../../../../../src-shared/games/pericles/explain/index.js';
import { apply, legalActions } from '../../../../../../src-shared/games/pericles/engine/driver.js';
import { currentIssue } from '../../../../../../src-shared/games/pericles/phases/issueFlow.js';
import { casualtyRefusal } from '../../../../../../src-shared/games/pericles/phases/expedition.js';
import type { BattleCtx } from '../../../../../../src-shared/games/pericles/phases/expeditionTypes.js';
import { PLACES } from '../../../../../../src-shared/games/pericles/phases/theaterPlacement.js';
import { buildPosition, type PositionSpec } from '../../../../../fixtures/positionBase.js';
import type { TrackIssue } from '../../../../../../src-shared/games/pericles/model/state.js';
import { tile } from '../phases/politicalHelpers.js';
import { whyNotText } from '../../../../../../src-renderer/games/pericles/decisions/whyNot.js';
import { whynotEn } from '../../../../../../src-renderer/games/pericles/i18n/en.whynot.js';
import { act, commitAll, keepAlive, kind, marker, position, queue, who } from '../phases/theaterHelpers.js';

const SPARTA = 6;
const ATHENS = 7;
const BOEOTIA = 8;

/** The closed options are never legal, and each reason has a rule number and an English string. */
function checked(g: GameState, seat: Faction = who(g)): ClosedOption[] {
  const closed = closedOptions(g, seat);
  const legal = legalActions(g, seat);
  for (const c of closed) {
    expect(c.why.length).toBeGreaterThan(0);
    for (const w of c.why) {
      expect(w.rule).toMatch(/^\d/);
      expect(Object.keys(whynotEn)).toContain(w.key);
      // The words a player reads: every placeholder filled, no engine token left.
      expect(whyNotText(w)).not.toMatch(/[{}]|whynot\.|undefined/);
      expect(whyNotText(w)).toContain(`rule ${w.rule}`);
    }
    const fits = legal.filter((a) => Object.entries(c.option).every(([k, v]) => a[k] === v));
    expect(fits, JSON.stringify(c.option)).toEqual([]);
  }
  return closed;
}

const find = (closed: ClosedOption[], option: Record<string, unknown>): ClosedOption | undefined =>
  closed.find((c) => Object.entries(option).every(([k, v]) => c.option[k] === v) && Object.keys(c.option).length === Object.keys(option).length);

describe('theater.place (8.3, 13.1, 13.2)', () => {
  it('Persia before it opens (13.1) and the Eastern Mediterranean out of play (13.2) are closed, with why', () => {
    const g = position({ persianWar: 'callias', markers: { agiads: [marker('agiads', 'league')] }, at: 'theater.honorOrder' });
    expect(kind(g)).toBe('theater.place');
    const closed = checked(g);
    expect(find(closed, { type: 'place', place: 'persia' })).toEqual({
      option: { type: 'place', place: 'persia' }, listed: true,
      why: [{ rule: '13.1', key: 'whynot.place.persiaClosed', args: { theater: 14 } }],
    });
    expect(find(closed, { type: 'place', place: '20' })?.why).toEqual([{ rule: '13.2', key: 'whynot.theaterOutOfPlay', args: { theater: 20 } }]);
    // Every place is either legal or explained.
    const legalPlaces = new Set(legalActions(g, 'agiads').map((a) => a.place));
    expect(PLACES.every((p) => legalPlaces.has(p) !== closed.some((c) => c.option.place === p))).toBe(true);
  });

  it('once Persia is open nothing is closed there', () => {
    const g = position({ persianWar: 'inProgress', alcibiades: 'persia', markers: { agiads: [marker('agiads', 'league')] }, at: 'theater.honorOrder' });
    expect(checked(g)).toEqual([]);
  });
});

describe('league.option (8.2, 3.1, 8.52)', () => {
  it('a fourth base is refused by 8.2 and by the 4 Strategos it costs; converting by the 2 it costs', () => {
    let g = position({
      theaters: { 11: { units: { delian: { land: 1 } }, bases: { delian: 1, athens: 1, peloponnesian: 1 } } },
      strategos: { aristocrats: 1 },
      at: 'theater.resolve',
      edit(s) { keepAlive(s); queue(s, 11, 'aristocrats', 'league'); },
    });
    g = act(g, { type: 'reveal', place: '11' });
    expect(kind(g)).toBe('league.option');
    const closed = checked(g);
    expect(find(closed, { type: 'league', option: 'buildBase' })?.why).toEqual([
      { rule: '8.2', key: 'whynot.baseLimit', args: { theater: 11, bases: 3, limit: 3 } },
      { rule: '8.52', key: 'whynot.strategosCost', args: { cost: 4, held: 1 } },
    ]);
    expect(find(closed, { type: 'league', option: 'convertBase' })?.why).toEqual([
      { rule: '8.52', key: 'whynot.strategosCost', args: { cost: 2, held: 1 } },
    ]);
    expect(whyNot(g, 'aristocrats', { type: 'league', option: 'buildBase' })?.[0]?.rule).toBe('8.2');
  });
});

describe('military.mode (9.2)', () => {
  it('no Raid with fewer than 3 Strategos: 3 needed, 2 held', () => {
    const g = act(position({
      theaters: { [BOEOTIA]: { units: { athens: { land: 1 }, peloponnesian: { land: 3 } } } },
      strategos: { aristocrats: 2 },
      at: 'theater.resolve',
      edit(s) { queue(s, BOEOTIA, 'aristocrats', 'military'); },
    }), { type: 'reveal', place: String(BOEOTIA) });
    expect(kind(g)).toBe('military.modeOrDecline');
    expect(checked(g)).toEqual([{ option: { type: 'raid' }, listed: true, why: [{ rule: '9.2', key: 'whynot.strategosCost', args: { cost: 3, held: 2 } }] }]);
  });

  it('no Raid in an Enemy-Controlled theater (9.2 needs Contested)', () => {
    const g = act(position({
      theaters: { [BOEOTIA]: { units: { peloponnesian: { land: 3 } }, bases: { peloponnesian: 1 } } },
      strategos: { aristocrats: 5 },
      at: 'theater.resolve',
      edit(s) { queue(s, BOEOTIA, 'aristocrats', 'military'); },
    }), { type: 'reveal', place: String(BOEOTIA) });
    expect(kind(g)).toBe('military.modeOrDecline');
    expect(checked(g)[0]?.why).toEqual([{ rule: '9.2', key: 'whynot.raidNotContested', args: { theater: BOEOTIA } }]);
  });
});

describe('muster.commit / commitSolo (9.31, 8.5): Strategos limits', () => {
  function contested(): GameState {
    const g = position({
      theaters: {
        [BOEOTIA]: { units: { athens: { land: 1 }, peloponnesian: { land: 1 } } },
        [ATHENS]: { units: { athens: { land: 2 } }, bases: { athens: 1 } },
      },
      strategos: { aristocrats: 6, demagogues: 5, eurypontids: 5, agiads: 1 },
      at: 'theater.resolve',
      edit(s) { keepAlive(s); queue(s, BOEOTIA, 'aristocrats', 'military'); s.stateShipAvailable = false; },
    });
    return act(act(g, { type: 'reveal', place: String(BOEOTIA) }), { type: 'muster' });
  }

  it('a Faction holding 1 Strategos cannot commit 2–4 (its cap): each amount says so', () => {
    const g = contested();
    expect(kind(g)).toBe('muster.commit');
    const closed = checked(g, 'agiads');
    expect(closed.map((c) => c.option.n)).toEqual([2, 3, 4]);
    expect(closed[2]?.why).toEqual([{ rule: '8.5', key: 'whynot.strategosHeld', args: { n: 4, held: 1 } }]);
    expect(checked(g, 'aristocrats')).toEqual([]); // 6 held: the whole 1–5 is open
  });

  it('reveals nothing of the other Factions: the reasons depend on the seat\'s own Strategos only', () => {
    const g = contested();
    const other = structuredClone(g);
    other.factions.eurypontids.strategos = 0;
    other.factions.aristocrats.strategos = 1;
    expect(closedOptions(other, 'agiads')).toEqual(closedOptions(g, 'agiads'));
  });

  it('commitSolo: 3 held, 4 and 5 closed', () => {
    const g = act(position({
      theaters: { [ATHENS]: { units: { athens: { land: 2 } }, bases: { delian: 1 } } },
      strategos: { aristocrats: 3 },
      at: 'theater.resolve',
      edit(s) { queue(s, BOEOTIA, 'aristocrats', 'military'); },
    }), { type: 'reveal', place: String(BOEOTIA) });
    expect(kind(g)).toBe('muster.commitSoloOrDecline');
    expect(checked(g).map((c) => [c.option.n, c.why[0]?.args.held])).toEqual([[4, 3], [5, 3]]);
  });
});

describe('muster.move (9.32)', () => {
  function moving(): GameState {
    const g = position({
      theaters: {
        [BOEOTIA]: { units: { athens: { land: 1 }, peloponnesian: { land: 1 } } },
        [ATHENS]: { units: { athens: { land: 2 } }, bases: { athens: 1 } },
        5: { units: { peloponnesian: { land: 2 } }, bases: { peloponnesian: 1 } },
      },
      war: 'war',
      strategos: { aristocrats: 3, eurypontids: 3 },
      at: 'theater.resolve',
      edit(s) { keepAlive(s); queue(s, BOEOTIA, 'aristocrats', 'military'); s.stateShipAvailable = false; },
    });
    return commitAll(act(act(g, { type: 'reveal', place: String(BOEOTIA) }), { type: 'muster' }), { aristocrats: 3 });
  }

  it('units in the Expedition Theater stay; a unit that stopped this muster does not move again (9.32 E)', () => {
    let g = moving();
    expect(kind(g)).toBe('muster.move');
    expect(find(checked(g), { type: 'move', force: 'athens', kind: 'land', from: BOEOTIA })?.why[0]).toEqual({ rule: '9.32', key: 'whynot.move.inExpedition', args: { theater: BOEOTIA } });
    // 9.32 E: units that stopped in Athens this muster (an edited position: a forced stop there).
    g = structuredClone(g);
    const exp = currentIssue(g).exp;
    if (!exp) throw new Error('no expedition');
    exp.arrived[String(ATHENS)] = { athens: { land: 2, naval: 0 } };
    expect(find(checked(g), { type: 'move', force: 'athens', kind: 'land', from: ATHENS })?.why).toEqual([
      { rule: '9.32 E', key: 'whynot.move.arrived', args: { theater: ATHENS } },
    ]);
  });

  it('each theater a movable unit cannot end in says why: Persian-War theater out of play (13.2), passing through (9.32)', () => {
    const g = moving();
    const closed = checked(g);
    const from = closed.filter((c) => c.option.force === 'athens' && c.option.from === ATHENS && 'to' in c.option);
    expect(from.length).toBeGreaterThan(0);
    expect(from.every((c) => !c.listed)).toBe(true);
    expect(find(closed, { type: 'move', force: 'athens', kind: 'land', from: ATHENS, to: 20 })?.why).toEqual([{ rule: '13.2', key: 'whynot.theaterOutOfPlay', args: { theater: 20 } }]);
    expect(from.some((c) => c.why[0]?.key === 'whynot.move.passThrough' && c.why[0].args.expedition === BOEOTIA)).toBe(true);
  });
});

describe('redeploy.move (11.3): bases and the 15-unit limit', () => {
  const end = (spec: Parameters<typeof position>[0]): GameState => position({ persianWar: 'callias', at: 'end.persianWar', ...spec });

  it('a theater holding 15 friendly units refuses a 16th; Spartan units need a Spartan base (Disc D15)', () => {
    let g = end({
      turn: 7,
      theaters: {
        7: { bases: { athens: 1 } }, 13: { bases: { delian: 1 } },
        [SPARTA]: { units: { sparta: { land: 2 }, peloponnesian: { land: 2 } }, bases: { sparta: 1, peloponnesian: 1 } },
        5: { units: { peloponnesian: { land: 8 }, sparta: { land: 7 } }, bases: { peloponnesian: 1, sparta: 1 } },
        9: { bases: { peloponnesian: 1 } },
      },
    });
    while (kind(g) === 'redeploy.move' && !legalActions(g, who(g)).some((a) => a.force === 'peloponnesian')) g = act(g, { type: 'redeployDone' });
    expect(kind(g)).toBe('redeploy.move');
    const closed = checked(g);
    expect(find(closed, { type: 'redeploy', force: 'peloponnesian', kind: 'land', from: SPARTA, to: 5 })).toEqual({
      option: { type: 'redeploy', force: 'peloponnesian', kind: 'land', from: SPARTA, to: 5 }, listed: true,
      why: [{ rule: '11.3', key: 'whynot.redeploy.stackLimit', args: { theater: 5, side: 'sparta', units: 15, limit: 15 } }],
    });
    // An Athenian base is no place for a League unit of Sparta's (listed only where the Side has a base).
    expect(find(closed, { type: 'redeploy', force: 'peloponnesian', kind: 'land', from: SPARTA, to: 7 })?.listed).toBe(false);
    g = act(g, { type: 'redeployDone' });
    const spartan = checked(g);
    expect(find(spartan, { type: 'redeploy', force: 'sparta', kind: 'land', from: SPARTA, to: 9 })?.why).toEqual([
      { rule: '11.3', key: 'whynot.redeploy.needsSpartanBase', args: { force: 'sparta', theater: 9 } },
    ]);
  });
});

describe('debate.issue (6.11, 6.15)', () => {
  it('a captured issue is not debated again', () => {
    const g = buildPosition({
      theaters: {}, hands: { aristocrats: ['ath-20'], demagogues: ['ath-01'] }, at: 'assembly.debates',
      edit: (s) => { s.sides.athens.track = [tile('military', 0, 'm0'), tile('league', 7, 'cap')]; },
    });
    expect(kind(g)).toBe('debate.issue');
    expect(checked(g, 'aristocrats')).toEqual([{
      option: { type: 'selectIssue', issue: 'cap', kind: 'league', pos: 7 }, listed: true,
      why: [{ rule: '6.15', key: 'whynot.issueCaptured', args: { issue: 'league' } }],
    }]);
  });
});

describe('debate.card / council.card (6.12, 5.23): card plays', () => {
  it('the Entourage\'s cards are not played in a debate: set aside from the hand', () => {
    const g = buildPosition({
      theaters: {}, hands: { aristocrats: ['ath-20'], demagogues: ['ath-01'] }, at: 'assembly.debates',
      edit: (s) => { s.sides.athens.track = [tile('military', 0, 'm0')]; s.factions.aristocrats.entourage = ['ath-05', 'ath-06']; },
    });
    const next = act(g, { type: 'selectIssue', issue: 'm0', kind: 'military', pos: 0 }, 'aristocrats');
    expect(kind(next)).toBe('debate.card');
    expect(checked(next, 'aristocrats')).toEqual([
      { option: { type: 'playCard', card: 'ath-05' }, listed: true, why: [{ rule: '5.23', key: 'whynot.card.entourage', args: { card: 'ath-05' } }] },
      { option: { type: 'playCard', card: 'ath-06' }, listed: true, why: [{ rule: '5.23', key: 'whynot.card.entourage', args: { card: 'ath-06' } }] },
    ]);
    // The other Faction's Entourage is never named to this seat.
    expect(JSON.stringify(closedOptions(next, 'demagogues'))).not.toContain('ath-05');
  });
});

describe('Political issues (7.41 D Peace, 7.44 A/B, 7.45 A)', () => {
  const political = (tracks: { athens?: TrackIssue[]; sparta?: TrackIssue[] }, spec: Omit<PositionSpec, 'base'> = {}): GameState => buildPosition({
    theaters: {}, phases: ['political', 'politicalCards'], ...spec, at: 'political.oration',
    edit: (g) => { g.sides.athens.track = tracks.athens ?? []; g.sides.sparta.track = tracks.sparta ?? []; },
  });

  it('7.41 D: after Peace a City-State unit may go only home or to its own City-State base', () => {
    const g = political({ athens: [tile('warPeace', -1)], sparta: [tile('warPeace', 1)] }, {
      war: 'war',
      theaters: { 2: { units: { athens: { naval: 1 } } }, 7: { bases: { athens: 1 } }, 17: { bases: { athens: 1 } }, 13: { bases: { delian: 1 } } },
    });
    expect(kind(g)).toBe('peace.relocate');
    const closed = checked(g, 'demagogues');
    expect(find(closed, { type: 'relocate', from: 2, force: 'athens', kind: 'naval', to: 13 })).toEqual({
      option: { type: 'relocate', from: 2, force: 'athens', kind: 'naval', to: 13 }, listed: false,
      why: [{ rule: '7.41 D', key: 'whynot.peace.noCityStateBase', args: { side: 'athens', theater: 13 } }],
    });
    expect(closed.some((c) => c.option.to === 7 || c.option.to === 17)).toBe(false);
  });

  it('7.44 B Colony: a theater Athens neither controls nor contests is refused', () => {
    const g = political({ athens: [tile('colony', -1)] }, { war: 'peace', theaters: { 2: { units: { delian: { naval: 1 } } }, 8: { units: { sparta: { land: 1 } } } } });
    expect(kind(g)).toBe('colony.theater');
    expect(find(checked(g, 'demagogues'), { type: 'colony', theater: 8 })?.why).toEqual([{ rule: '7.44 B', key: 'whynot.colony.notControlled', args: { theater: 8 } }]);
  });

  it('7.44 A Citizenship: a theater without a Delian League base is refused', () => {
    const g = political({ athens: [tile('citizenship', 1)] }, { theaters: { 15: { bases: { delian: 1 } } } });
    expect(kind(g)).toBe('citizenship.base');
    const closed = checked(g, who(g));
    expect(find(closed, { type: 'citizenship', theater: 3 })?.why).toEqual([{ rule: '7.44 A', key: 'whynot.citizenship.noDelianBase', args: { theater: 3 } }]);
    expect(find(closed, { type: 'citizenship', theater: 15 })).toBeUndefined();
  });

  it('7.45 A Krypteia: a theater without an Athenian Treachery marker is refused', () => {
    const g = political({ sparta: [tile('krypteia', -1)] }, { theaters: { 3: { treachery: { athens: 2, sparta: 1 } } } });
    expect(kind(g)).toBe('krypteia.remove');
    expect(find(checked(g, 'agiads'), { type: 'krypteia', theater: 4 })?.why).toEqual([{ rule: '7.45 A', key: 'whynot.krypteia.noTreachery', args: { theater: 4 } }]);
  });
});

describe('oracle.treachery (8.53)', () => {
  it('a theater already given a Treachery marker by this Oracle is refused', () => {
    let g = position({
      strategos: { aristocrats: 1 },
      at: 'theater.resolve',
      edit(s) { keepAlive(s); queue(s, 11, 'aristocrats', 'oracle'); },
    });
    g = act(g, { type: 'reveal', place: '11' });
    g = act(g, { type: 'oracle', option: 'treachery' });
    expect(kind(g)).toBe('oracle.treachery');
    g = act(g, { type: 'treachery', theater: 9 });
    expect(kind(g)).toBe('oracle.treachery');
    expect(checked(g)).toEqual([{ option: { type: 'treachery', theater: 9 }, listed: true, why: [{ rule: '8.53', key: 'whynot.oracle.usedTheater', args: { theater: 9 } }] }]);
  });
});

describe('no open decision, or not this seat\'s', () => {
  it('gives nothing', () => {
    const g = position({ persianWar: 'callias', markers: { agiads: [marker('agiads', 'league')] }, at: 'theater.honorOrder' });
    expect(closedOptions(g, 'aristocrats')).toEqual([]);
  });
});

describe('military.build (9.1, 3.1, 12.4)', () => {
  it('a build the bases allow but the pool cannot supply is closed by 3.1 with the pieces left', () => {
    let g = position({
      theaters: { [ATHENS]: { units: { athens: { land: 1 } }, bases: { athens: 2 } }, 12: { units: { athens: { naval: 11 } } } },
      strategos: { demagogues: 2 },
      at: 'theater.resolve',
      edit(s) { queue(s, ATHENS, 'demagogues', 'military'); },
    });
    g = act(g, { type: 'reveal', place: String(ATHENS) });
    expect(kind(g)).toBe('military.build');
    const closed = checked(g);
    expect(closed).toEqual([{
      option: { type: 'build', naval: 2, land: 0 }, listed: true,
      why: [{ rule: '3.1', key: 'whynot.poolShort', args: { force: 'athens', unitKind: 'naval', n: 2, left: 1 } }],
    }]);
    expect(whyNotText(closed[0]!.why[0]!)).toBe('Athenian Naval units left off the map: 1; this build needs 2. Pieces are a hard limit. (rule 3.1)');
    expect(legalActions(g, 'demagogues')).toContainEqual({ type: 'build', naval: 1, land: 2 });
  });

  it('with no naval piece left, every naval build is closed; only the full ones are listed', () => {
    let g = position({
      theaters: { [ATHENS]: { units: { athens: { land: 1 } }, bases: { athens: 2 } }, 12: { units: { athens: { naval: 12 } } } },
      strategos: { demagogues: 2 },
      at: 'theater.resolve',
      edit(s) { queue(s, ATHENS, 'demagogues', 'military'); },
    });
    g = act(g, { type: 'reveal', place: String(ATHENS) });
    const closed = checked(g);
    expect(closed.map((c) => [c.option.naval, c.option.land, c.listed])).toEqual([[1, 0, false], [1, 1, false], [1, 2, true], [2, 0, true]]);
    expect(closed.every((c) => c.why[0]?.args.left === 0 && c.why[0]?.args.n === c.option.naval)).toBe(true);
  });

  it('the 300 on the map cannot be rebuilt (12.4): the build with it is closed, naming where it is', () => {
    let g = position({
      theaters: { [SPARTA]: { units: { sparta: { land: 1 } }, bases: { sparta: 1 } }, [BOEOTIA]: { units: { the300: { land: 1 } } } },
      strategos: { eurypontids: 1 },
      at: 'theater.resolve',
      edit(s) { keepAlive(s); s.honorOrder = ['eurypontids', 'agiads', 'aristocrats', 'demagogues']; queue(s, SPARTA, 'eurypontids', 'military'); },
    });
    g = act(g, { type: 'reveal', place: String(SPARTA) });
    expect(kind(g)).toBe('military.build');
    const closed = checked(g);
    expect(closed).toEqual([{
      option: { type: 'build', naval: 0, land: 1, the300: true }, listed: true,
      why: [{ rule: '12.4', key: 'whynot.the300.onMap', args: { theater: BOEOTIA } }],
    }]);
    expect(whyNot(g, 'eurypontids', { type: 'build', naval: 0, land: 1, the300: true })?.[0]?.rule).toBe('12.4');
    expect(whyNot(g, 'eurypontids', { type: 'build', naval: 0, land: 2 })).toBeNull();
  });
});

describe('league.option units and Argos (8.52, 12.1, 3.1)', () => {
  it('Argos units beyond the pieces left are closed by 3.1', () => {
    let g = position({
      theaters: { [SPARTA]: { units: { sparta: { land: 2 }, argos: { land: 3 } }, bases: { delian: 1, sparta: 1 } } },
      strategos: { demagogues: 1 },
      at: 'theater.resolve',
      edit(s) { keepAlive(s); queue(s, SPARTA, 'demagogues', 'league'); },
    });
    g = act(g, { type: 'reveal', place: String(SPARTA) });
    expect(kind(g)).toBe('league.option');
    const closed = checked(g);
    expect(legalActions(g, 'demagogues').filter((a) => a.option === 'argos').map((a) => a.n)).toEqual([1]);
    expect(closed.filter((c) => c.option.option === 'argos').map((c) => [c.option.n, c.why])).toEqual([2, 3, 4].map((n) => [n, [
      { rule: '3.1', key: 'whynot.poolShort', args: { force: 'argos', unitKind: 'land', n, left: 1 } },
    ]]));
  });

  it('League unit builds short of pieces are closed; the full build listed', () => {
    let g = position({
      theaters: { 11: { units: { delian: { land: 1 } }, bases: { delian: 1 } }, 12: { units: { delian: { naval: 8 } } } },
      strategos: { aristocrats: 1 },
      at: 'theater.resolve',
      edit(s) { keepAlive(s); queue(s, 11, 'aristocrats', 'league'); },
    });
    g = act(g, { type: 'reveal', place: '11' });
    expect(kind(g)).toBe('league.option');
    const closed = checked(g);
    expect(find(closed, { type: 'league', option: 'units', naval: 1, land: 0 })).toEqual({
      option: { type: 'league', option: 'units', naval: 1, land: 0 }, listed: true,
      why: [{ rule: '3.1', key: 'whynot.poolShort', args: { force: 'delian', unitKind: 'naval', n: 1, left: 0 } }],
    });
    expect(legalActions(g, 'aristocrats')).toContainEqual({ type: 'league', option: 'units', naval: 0, land: 2 });
  });
});

describe('boulé issue picks (5.32, 3.14)', () => {
  const boule = (): GameState => buildPosition({
    theaters: {}, at: 'boule.council', dominant: { athens: 'aristocrats', sparta: 'agiads' },
    edit: (x) => {
      x.sides.athens.track = [tile('ostracism', 0), tile('league', 1), tile('league', 2)];
      x.sides.athens.removedIssues = ['colony'];
    },
  });

  it('a kind whose tiles are all on the track or removed for good is closed; the other Side’s own kinds are not options', () => {
    const g = boule();
    expect(g.flow.pending?.kind).toBe('boule.A');
    const closed = checked(g, 'aristocrats');
    expect(closed).toEqual([
      { option: { type: 'chooseIssue', kind: 'ostracism' }, listed: true, why: [{ rule: '5.32', key: 'whynot.boule.onTrack', args: { issue: 'ostracism', side: 'athens', onTrack: 1 } }] },
      { option: { type: 'chooseIssue', kind: 'colony' }, listed: true, why: [{ rule: '5.32', key: 'whynot.boule.removed', args: { issue: 'colony', side: 'athens' } }] },
    ]);
    expect(checked(g, 'agiads')).toEqual([]);
  });

  it('no double booking: once this step’s picks take the last tile of a kind, it is closed', () => {
    let g = boule();
    for (const [seat, kind] of [['aristocrats', 'military'], ['agiads', 'games'], ['demagogues', 'military'], ['eurypontids', 'diplomatic'], ['aristocrats', 'league']] as const) {
      g = apply(g, seat, { type: 'chooseIssue', kind });
    }
    expect(g.flow.pending?.kind).toBe('boule.C');
    const c = find(checked(g, 'aristocrats'), { type: 'chooseIssue', kind: 'league' });
    expect(c?.why).toEqual([{ rule: '5.32', key: 'whynot.boule.picked', args: { issue: 'league', picked: 1 } }]);
  });
});

describe('battle casualties (9.44, 9.45)', () => {
  it('once the first pick chose a table row, the other row’s forces are closed (rows never combined)', () => {
    let g = position({
      theaters: { [BOEOTIA]: { units: { athens: { land: 6 }, sparta: { land: 3 }, the300: { land: 1 }, peloponnesian: { land: 2 } } } },
      war: 'war',
      strategos: { aristocrats: 5 },
      at: 'theater.resolve',
      edit(s) {
        queue(s, BOEOTIA, 'aristocrats', 'military');
        s.sides.athens.battleDeck = ['ath-30'];
        s.sides.sparta.battleDeck = ['spa-01'];
        s.stateShipAvailable = false;
      },
    });
    g = act(g, { type: 'reveal', place: String(BOEOTIA) });
    g = act(g, { type: 'muster' });
    g = commitAll(g, { aristocrats: 5 });
    expect(kind(g)).toBe('battle.loserCasualty');
    expect(checked(g, 'aristocrats')).toEqual([]);
    g = act(g, { type: 'casualty', force: 'sparta' });
    // City-State row: 6 winners / 2 = 3 of the Spartan units and the 300; the League row is closed.
    expect(kind(g)).toBe('battle.loserCasualty');
    expect(checked(g, 'aristocrats')).toEqual([
      { option: { type: 'casualty', force: 'peloponnesian' }, listed: true, why: [{ rule: '9.44', key: 'whynot.casualty.otherRow', args: { force: 'peloponnesian' } }] },
    ]);
    expect(legalActions(g, 'aristocrats')).toEqual([{ type: 'casualty', force: 'sparta' }, { type: 'casualty', force: 'the300' }]);
  });

  const battle = (loserPresent: BattleCtx['loserPresent'], differential: number, picked: BattleCtx['picked']): BattleCtx => ({
    kind: 'land', number: 1, totals: { athens: 0, sparta: 0 }, cards: { athens: 0, sparta: 0 }, winner: 'athens', loser: 'sparta',
    differential, winnerPresent: { athens: 6 }, loserPresent, picked, loserEliminated: {}, basesDestroyed: 0, winnerEliminated: {},
  });

  it('9.44: the differential caps the casualties; a force whose units are all picked is closed', () => {
    // Differential 1: one casualty at most, whichever row; the pick already makes it.
    const capped = battle({ sparta: 2, peloponnesian: 2 }, 1, { sparta: 1 });
    expect(casualtyRefusal(capped, 'loser', 'sparta')).toEqual({ rule: '9.44', key: 'whynot.casualty.fullLoser', args: { n: 1, differential: 1 } });
    expect(casualtyRefusal(capped, 'loser', 'peloponnesian')?.key).toBe('whynot.casualty.fullLoser');
    const open = battle({ sparta: 2, peloponnesian: 2 }, 9, { sparta: 1 });
    expect(casualtyRefusal(open, 'loser', 'sparta')).toBeNull();
    const gone = battle({ sparta: 1, peloponnesian: 2 }, 9, { sparta: 1 });
    expect(casualtyRefusal(gone, 'loser', 'sparta')).toEqual({ rule: '9.44', key: 'whynot.casualty.noneLeft', args: { force: 'sparta', unitKind: 'land' } });
  });
});

describe('diplomacy.friendly (8.51, 8.5)', () => {
  it('removals the markers allow but the Strategos held do not are closed by 8.5 with the numbers', () => {
    let g = position({
      theaters: { 9: { units: { delian: { land: 1 } }, treachery: { athens: 1, sparta: 3 } } },
      strategos: { demagogues: 2 },
      at: 'theater.resolve',
      edit(s) { keepAlive(s); queue(s, 9, 'demagogues', 'diplomatic'); },
    });
    g = act(g, { type: 'reveal', place: '9' });
    expect(kind(g)).toBe('diplomacy.friendly');
    const closed = checked(g, 'demagogues');
    // 3 in all is 8.51's most; with 2 Strategos held, the 3-marker removals are closed.
    expect(closed).toEqual([
      { option: { type: 'remove', own: 0, enemy: 3 }, listed: true, why: [{ rule: '8.5', key: 'whynot.strategosHeld', args: { n: 3, held: 2 } }] },
      { option: { type: 'remove', own: 1, enemy: 2 }, listed: true, why: [{ rule: '8.5', key: 'whynot.strategosHeld', args: { n: 3, held: 2 } }] },
    ]);
    expect(legalActions(g, 'demagogues')).toContainEqual({ type: 'remove', own: 1, enemy: 1 });
  });
});

describe('military.gold (9.11, Q19)', () => {
  it('a site that reached its cap this build is closed, with the cap', () => {
    let g = position({
      theaters: {
        [SPARTA]: { units: { sparta: { land: 2 } }, bases: { sparta: 1 } },
        14: { bases: { peloponnesian: 1 } },
      },
      strategos: { agiads: 1 },
      at: 'theater.resolve',
      edit(s) { queue(s, SPARTA, 'agiads', 'military'); s.persianBases = 3; },
    });
    g = act(g, { type: 'reveal', place: String(SPARTA) });
    g = act(g, { type: 'build', naval: 0, land: 2 });
    expect(checked(g, 'agiads')).toEqual([]);
    g = act(g, { type: 'gold', theater: 14 });
    g = act(g, { type: 'gold', theater: 14 });
    expect(kind(g)).toBe('military.gold');
    expect(checked(g, 'agiads')).toEqual([{
      option: { type: 'gold', theater: 14 }, listed: true,
      why: [{ rule: '9.11', key: 'whynot.gold.cap', args: { theater: 14, force: 'peloponnesian', unitKind: 'land', cap: 4 } }],
    }]);
    expect(legalActions(g, 'agiads')).toContainEqual({ type: 'gold', theater: SPARTA });
  });
});
