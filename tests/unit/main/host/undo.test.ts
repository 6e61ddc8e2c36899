// Undo (src-main/host/undo.ts): a human's own decisions can be taken back until a random draw,
// a reveal or a hand-off; the host restores the snapshot, trims the decision list and notes it.
import { describe, expect, it } from 'vitest';
import type { Faction } from '../../../../src-shared/games/pericles/model/ids.js';
import { hashGame, legalActions, newGame, pending, apply } from '../../../../src-shared/engine.js';
import { buildPosition } from '../../../fixtures/positionBase.js';
import { scenarioById } from '../../../../src-shared/games/pericles/data/scenarios/index.js';
import type { GameState } from '../../../../src-shared/games/pericles/model/state.js';
import { summaryOf } from '../../../../src-shared/games/pericles/engine/summary.js';
import { undoBarrier } from '../../../../src-shared/games/pericles/undoBarrier.js';
import type { GameRecord } from '../../../../src-main/host/persistence.js';
import { connect, makeHost } from './helpers.js';

/**
 * End Phase, Redeployment: the Delian League units must be moved one by one (same seat). The host
 * loads only games of its scenarios, so this one starts from the Development scenario's setup.
 */
function redeployPosition(): GameState {
  return buildPosition({
    base: scenarioById('development')!,
    phases: ['theaterPlacement', 'theaterResolution', 'end'],
    persianWar: 'callias',
    at: 'end.persianWar',
    turn: 7,
    theaters: {
      7: { units: { athens: { land: 1 } }, bases: { athens: 1 } },
      13: { bases: { delian: 1 } },
      9: { units: { delian: { land: 3 } } },
      6: { units: { sparta: { land: 1 } }, bases: { sparta: 1 } },
    },
  });
}

function recordOf(game: GameState): GameRecord {
  return {
    scenario: game.scenario, seed: game.seed, seats: { ...game.seats },
    snapshot: { context: { game } }, decisions: [],
    summary: summaryOf(game),
  };
}

describe('undoBarrier', () => {
  // Drawing the top card of a deck shuffled earlier takes no new random number, so the rng alone
  // cannot tell a draw; every decision that shows a card drawn or another seat's secret must end undo.
  it('draws from already-shuffled decks and reveals of others\' secrets are never undoable', () => {
    const SHOWS_SOMETHING = new Set(['battleDeck.drawn', 'aristophanes.drawn', 'council.reveal', 'brainTrust.exposed']);
    const seen = new Map<string, number>();
    for (const scenario of ['war-in-time-of-peace', 'development', 'campaign']) {
      for (let k = 0; k < 4; k++) {
        let g = newGame({ scenario, seed: `undo-sweep-${k}` });
        let r = 7 + k;
        const pick = (n: number) => { r = (r * 1103515245 + 12345) & 0x7fffffff; return r % n; };
        for (let i = 0; i < 2500 && pending(g) && !g.result; i++) {
          const p = pending(g)!;
          const seat = p.seats.find((f) => legalActions(g, f).length > 0)!;
          const acts = legalActions(g, seat);
          const after = apply(g, seat, acts[pick(acts.length)]!);
          const fresh = after.log.slice(g.log.length);
          const shown = fresh.filter((e) => SHOWS_SOMETHING.has(e.msg)
            || (e.msg === 'marker.revealed' && e.args.owner !== seat && e.args.placedBy !== seat));
          for (const e of shown) {
            seen.set(e.msg, (seen.get(e.msg) ?? 0) + 1);
            expect(undoBarrier(g, after, seat), `${scenario} undo-sweep-${k} step ${i}: ${p.kind} shows ${e.msg}`).not.toBeNull();
          }
          g = after;
        }
      }
    }
    // The sweep met each kind of showing at least once (else it proves nothing about it).
    expect([...seen.keys()].sort()).toEqual(['aristophanes.drawn', 'battleDeck.drawn', 'brainTrust.exposed', 'council.reveal', 'marker.revealed']);
  });

  it('a simultaneous secret choice hands off or reveals; never undoable', () => {
    const g = newGame({ scenario: 'development', seed: 'undo-1' });
    const p = pending(g)!;
    expect(p.seats.length).toBeGreaterThan(1);
    const seat = p.seats[0]!;
    const after = apply(g, seat, legalActions(g, seat)[0]);
    expect(undoBarrier(g, after, seat)).toBe('handoff');
    // The last seat to answer reveals everyone's answers.
    let s = g;
    for (const f of p.seats.slice(0, -1)) s = apply(s, f, legalActions(s, f)[0]);
    const last = p.seats.at(-1)!;
    const done = apply(s, last, legalActions(s, last)[0]);
    expect(undoBarrier(s, done, last)).not.toBeNull();
  });

  it('5.32 C a Boulé pick that leaves the seat owing more picks may be undone; the pick that reveals them may not', () => {
    // The Ostracism vignette plays only Athens' Assembly: its Dominant makes all three C picks.
    let g = newGame({ scenario: 'training-ostracism', seed: 'undo-boule' });
    for (let i = 0; i < 40 && pending(g)?.kind !== 'boule.C'; i++) {
      const seat = pending(g)!.seats[0]!;
      g = apply(g, seat, legalActions(g, seat)[0]);
    }
    expect(pending(g)?.kind).toBe('boule.C');
    const seat = pending(g)!.seats[0]!;
    expect(pending(g)!.seats).toEqual([seat]);
    const picks = [g];
    for (let i = 0; i < 3; i++) picks.push(apply(picks[i]!, seat, legalActions(picks[i]!, seat)[0]));
    expect(undoBarrier(picks[0]!, picks[1]!, seat)).toBeNull();
    expect(undoBarrier(picks[1]!, picks[2]!, seat)).toBeNull();
    expect(undoBarrier(picks[2]!, picks[3]!, seat)).not.toBeNull();
  });

  it('a move that keeps the decision with the same seat may be undone', () => {
    const g = redeployPosition();
    expect(pending(g)?.kind).toBe('redeploy.move');
    const seat = pending(g)!.seats[0]!;
    const move = legalActions(g, seat).find((a) => a.type === 'redeploy')!;
    const after = apply(g, seat, move);
    expect(pending(after)?.seats).toEqual([seat]);
    expect(undoBarrier(g, after, seat)).toBeNull();
  });
});

describe('GameHost undo', () => {
  it('restores the snapshot, trims the decisions, notes the undo; refuses after a hand-off', async () => {
    const { host } = makeHost({ autosave: false });
    const game = redeployPosition();
    const client = connect(host);
    host.restore(recordOf(game), client.session);
    const seat = pending(host.game!)!.seats[0]!;
    expect(client.session.seat).toBe(seat);
    const start = hashGame(host.game!);
    const move = legalActions(host.game!, seat).find((a) => a.type === 'redeploy')!;

    expect(await client.session.request({ type: 'undo', seat, id: 1 })).toMatchObject({ type: 'error', code: 'nothing-to-undo' });
    expect(await client.session.request({ type: 'act', seat, action: move, id: 2 })).toMatchObject({ type: 'ok' });
    expect(client.lastView().canUndo).toBe(true);
    expect(host.decisionList).toHaveLength(1);

    expect(await client.session.request({ type: 'undo', seat, id: 3 })).toMatchObject({ type: 'ok', value: { decisions: 0 } });
    expect(hashGame(host.game!)).toBe(start);
    expect(host.decisionList).toHaveLength(0);
    const v = client.lastView();
    expect(v.canUndo).toBe(false);
    expect(v.undos).toEqual([{ seat, turn: game.turn, at: v.view!.log.length }]);

    // Someone else cannot undo it, and a spectator view offers nothing.
    const other = connect(host);
    expect(await other.session.request({ type: 'undo', seat, id: 4 })).toMatchObject({ type: 'error', code: 'not-viewing-seat' });
    await host.dispose();
  });

  it('a decision handing off to another seat clears the stack', async () => {
    const { host } = makeHost({ autosave: false });
    const client = connect(host);
    host.newGame({ scenario: 'development', seed: 'undo-2' }, client.session);
    const seat = client.session.seat as Exclude<typeof client.session.seat, 'spectator'>;
    const action = legalActions(host.game!, seat as Faction)[0]!;
    expect(await client.session.request({ type: 'act', seat, action, id: 1 })).toMatchObject({ type: 'ok' });
    expect(client.lastView().canUndo).toBe(false);
    expect(await client.session.request({ type: 'undo', seat, id: 2 })).toMatchObject({ type: 'error', code: 'nothing-to-undo' });
    await host.dispose();
  });
});
