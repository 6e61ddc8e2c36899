// The board's questions (src-shared/games/pericles/query.ts, #32 D): where a clicked unit could go
// outside its own muster, and the Movement Explorer's scenario openings, answered by the rules on
// the true state; the page only draws the answer. Bad questions are refused; no answer carries
// what the asking seat may not see.
import { describe, expect, it } from 'vitest';
import { query, querySchema, type PericlesQuery } from '../../../../../../src-shared/games/pericles/query.js';
import { pericles } from '../../../../../../src-shared/games/pericles/module.js';
import { aids } from '../../../../../../src-shared/games/pericles/aids.js';
import { reachable } from '../../../../../../src-shared/games/pericles/rules/movement.js';
import { stateFromScenario } from '../../../../../../src-shared/games/pericles/engine/setup.js';
import { scenarioById } from '../../../../../../src-shared/games/pericles/data/scenarios/index.js';
import { hashGame } from '../../../../../../src-shared/engine.js';
import { FACTIONS } from '../../../../../../src-shared/games/pericles/model/ids.js';
import type { GameState } from '../../../../../../src-shared/games/pericles/model/state.js';
import { ATHENS, BOEOTIA, HELD, musterMove } from './muster.js';
import { secretCardsOf } from '../../../../main/host/helpers.js';

const ask = (q: unknown, state: GameState | null, seat = 'aristocrats') => query(querySchema.parse(q), { state, seat });
const reachOf = (q: unknown, state: GameState | null, seat?: string) => {
  const a = ask(q, state, seat);
  if (a?.kind !== 'reach') throw new Error('expected a reach answer');
  return a.reach;
};

describe("query 'reach' (9.32 on the running game)", () => {
  const g = musterMove();

  it('9.32: the same ends, paths and refused links as the movement rules on the true state, and as the muster aids', () => {
    const r = reachOf({ kind: 'reach', from: ATHENS, force: 'athens', unit: 'land', expedition: BOEOTIA }, g);
    const truth = reachable(g, 'athens', 'athens', 'land', ATHENS, BOEOTIA);
    expect(r.ends).toEqual(truth.ends);
    expect(r.blocked).toEqual(truth.blocked);
    expect(r.ends.map((e) => e.theater)).toContain(BOEOTIA);
    // The muster's own aids (the host's view message) say the same of the same unit.
    expect(aids(g, 'aristocrats')?.moves?.units['athens/land/7']?.ends).toEqual(r.ends.map((e) => e.path));
  });

  it('9.32 A: a unit held by a stronger enemy goes nowhere, each link refused with its rule', () => {
    const r = reachOf({ kind: 'reach', from: HELD, force: 'athens', unit: 'land', expedition: BOEOTIA }, g);
    expect(r.ends).toEqual([]);
    expect(r.blocked.length).toBeGreaterThan(0);
    for (const b of r.blocked) expect(b.why.length).toBeGreaterThan(0);
  });

  it('asks nothing of a game that is not running: null (the host says no-game), and changes nothing', () => {
    expect(ask({ kind: 'reach', from: ATHENS, force: 'athens', unit: 'land', expedition: 0 }, null)).toBeNull();
    const before = hashGame(g);
    ask({ kind: 'reach', from: ATHENS, force: 'athens', unit: 'naval', expedition: BOEOTIA }, g);
    expect(hashGame(g)).toBe(before);
  });

  it('secrets: every seat and a spectator get the same answer, whatever the hidden commitments, hands and seed', () => {
    const q = { kind: 'reach', from: ATHENS, force: 'athens', unit: 'land', expedition: BOEOTIA };
    const answer = JSON.stringify(reachOf(q, g));
    for (const seat of [...FACTIONS, 'spectator']) expect(JSON.stringify(reachOf(q, g, seat)), seat).toBe(answer);
    // The Eurypontids' 9.31 B commitment is secret until the moves end: another commitment, same answer.
    const otherCommitment = musterMove({ eurypontids: 1 });
    expect(JSON.stringify(reachOf(q, otherCommitment))).toBe(answer);
    // Other hands, another deck order and another seed: same answer.
    const shuffled = structuredClone(g);
    shuffled.seed = 'another seed';
    for (const f of FACTIONS) shuffled.factions[f].hand.reverse();
    expect(JSON.stringify(reachOf(q, shuffled))).toBe(answer);
    // And no card anyone holds is named in it.
    for (const f of FACTIONS) for (const card of secretCardsOf(g, f)) expect(answer).not.toContain(JSON.stringify(card));
  });
});

describe("query 'explore' (a scenario's opening, no game)", () => {
  it("the opening as a spectator sees it: no hand, no log, and the War or Peace asked", () => {
    const a = ask({ kind: 'explore', scenario: 'campaign', war: 'war' }, null);
    if (a?.kind !== 'explore') throw new Error('expected an explore answer');
    expect(a.view.seat).toBe('spectator');
    expect(a.view.war).toBe('war');
    expect(a.view.log).toEqual([]);
    for (const f of FACTIONS) expect(a.view.factions[f].hand).toBeNull();
    expect(a.reach).toBeNull();
    const peace = ask({ kind: 'explore', scenario: 'campaign', war: 'peace' }, null);
    expect(peace?.kind === 'explore' && peace.view.war).toBe('peace');
  });

  it("9.32: a unit's move on the opening is the movement rules' answer on that opening", () => {
    const move = { from: ATHENS, force: 'athens', unit: 'naval', expedition: 0 } as const;
    const a = ask({ kind: 'explore', scenario: 'archidamian-war', move }, null);
    if (a?.kind !== 'explore') throw new Error('expected an explore answer');
    const opening = stateFromScenario(scenarioById('archidamian-war')!, 'explorer');
    const truth = reachable(opening, 'athens', 'athens', 'naval', ATHENS, 0);
    expect(a.reach).toEqual({ ends: truth.ends, blocked: truth.blocked });
    expect(a.reach!.ends.length).toBeGreaterThan(0);
    // A running game does not change what a scenario's opening is.
    expect(ask({ kind: 'explore', scenario: 'archidamian-war', move }, musterMove())).toEqual(a);
  });
});

describe('querySchema: a bad question is refused before the rules see it', () => {
  const good: PericlesQuery = { kind: 'reach', from: ATHENS, force: 'athens', unit: 'land', expedition: 0 };
  it.each([
    ['an unknown kind', { kind: 'hands' }],
    ['a theater that does not exist', { ...good, from: 21 }],
    ['theater 0 as a start', { ...good, from: 0 }],
    ['a fraction', { ...good, expedition: 2.5 }],
    ['a force that is not one', { ...good, force: 'persia' }],
    ['a unit kind that is not one', { ...good, unit: 'cavalry' }],
    ['a field too many', { ...good, seat: 'agiads' }],
    ['a field missing', { kind: 'reach', from: ATHENS, force: 'athens', unit: 'land' }],
    ['an unknown scenario', { kind: 'explore', scenario: 'atlantis' }],
    ['War or Peace that is neither', { kind: 'explore', scenario: 'campaign', war: 'truce' }],
  ])('%s', (_what, q) => {
    expect(querySchema.safeParse(q).success).toBe(false);
  });

  it('the module offers them under the contract (aids, querySchema, query)', () => {
    expect(pericles.querySchema?.safeParse(good).success).toBe(true);
    expect(pericles.query?.(good, { state: musterMove(), seat: 'spectator' })).toMatchObject({ kind: 'reach' });
  });
});
