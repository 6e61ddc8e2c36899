// Views carry the log incrementally (src-shared/kit/viewLog.ts): the host sends each client only the
// entries it lacks; the client's whole log must always be the seat's log.
import { afterEach, describe, expect, it } from 'vitest';
import { GameHost } from '../../../../src-main/host/host.js';
import type { ViewMessage } from '../../../../src-shared/games/pericles/wire.js';
import { legalActions, pending, viewFor, type GameView } from '../../../../src-shared/engine.js';
import { withWholeLog } from '../../../../src-shared/kit/viewLog.js';
import { connect, makeHost } from '../../main/host/helpers.js';

const hosts: GameHost[] = [];
afterEach(async () => {
  for (const h of hosts.splice(0)) await h.dispose();
});

function host() {
  const made = makeHost();
  hosts.push(made.host);
  return made.host;
}

const rawViews = (c: ReturnType<typeof connect>) => c.raw.filter((m): m is ViewMessage => m.type === 'view');

describe('views carry only the log entries a client lacks', () => {
  it('after the first whole view, each view sends only new entries, and the client\'s log is the seat\'s log', async () => {
    const h = host();
    const a = connect(h);
    const spectator = connect(h);
    h.newGame({ scenario: 'development', seed: 'delta', seats: { demagogues: 'bot:random', eurypontids: 'bot:random', agiads: 'bot:random' } }, a.session);
    for (let i = 0; i < 40; i++) {
      await h.whenIdle();
      const seat = pending(h.game!)?.seats[0];
      if (seat !== 'aristocrats') break;
      h.act(seat, legalActions(h.game!, seat)[0]!);
    }
    await h.whenIdle();
    expect(a.lastView().view!.log).toEqual(viewFor(h.game!, 'aristocrats').log);
    expect(spectator.lastView().view!.log).toEqual(viewFor(h.game!, 'spectator').log);
    const sent = rawViews(a).filter((m) => m.view && (m.logFrom ?? 0) > 0);
    expect(sent.length).toBeGreaterThan(20);
    const whole = viewFor(h.game!, 'aristocrats').log.length;
    const total = sent.reduce((n, m) => n + m.view!.log.length, 0);
    expect(total).toBeLessThanOrEqual(whole); // each entry sent once
  });

  it('a seat change, an undo, a load and a sync send the whole log again', async () => {
    const h = host();
    const c = connect(h);
    await c.session.handleText(JSON.stringify({ type: 'newGame', scenario: 'training-ostracism', seed: 'u', seats: { aristocrats: 'bot:random', eurypontids: 'bot:random', agiads: 'bot:random' } }));
    await h.whenIdle();
    const lastRaw = () => rawViews(c).at(-1)!;
    const seat = c.session.seat;
    expect(seat).toBe('demagogues');
    await c.session.handleText(JSON.stringify({ type: 'save', name: 'here' }));
    await c.session.handleText(JSON.stringify({ type: 'sync' }));
    expect(lastRaw().logFrom ?? 0).toBe(0);
    expect(lastRaw().view!.log.length).toBe(viewFor(h.game!, 'demagogues').log.length);
    await c.session.handleText(JSON.stringify({ type: 'load', name: 'here' }));
    expect(lastRaw().logFrom ?? 0).toBe(0);
    // Play until an undoable decision, then undo.
    for (let i = 0; i < 60 && !c.lastView().canUndo; i++) {
      await h.whenIdle();
      const v = c.lastView();
      if (!v.legalActions.length) break;
      await c.session.handleText(JSON.stringify({ type: 'act', seat: 'demagogues', action: v.legalActions[0] }));
      await h.whenIdle();
    }
    expect(c.lastView().canUndo).toBe(true);
    await c.session.handleText(JSON.stringify({ type: 'undo', seat: 'demagogues' }));
    expect(lastRaw().logFrom ?? 0).toBe(0);
    expect(c.lastView().view!.log).toEqual(viewFor(h.game!, 'demagogues').log);
    await c.session.handleText(JSON.stringify({ type: 'viewAs', seat: 'spectator' }));
    expect(lastRaw().logFrom ?? 0).toBe(0);
    expect(c.lastView().view!.log).toEqual(viewFor(h.game!, 'spectator').log);
  });
});

describe('withWholeLog', () => {
  const msg = (seat: string, log: number[], logFrom?: number) => ({
    seat, logFrom, view: { log: log.map((n) => ({ turn: 1, rule: 'x', msg: String(n), args: {} })) } as unknown as GameView,
  });
  it('appends the new entries to the log the client holds', () => {
    const next = withWholeLog(msg('aristocrats', [1, 2, 3]), msg('aristocrats', [4, 5], 3))!;
    expect(next.view!.log.map((e) => e.msg)).toEqual(['1', '2', '3', '4', '5']);
    expect(next.logFrom).toBe(0);
  });
  it('refuses when the client lacks entries before logFrom, or held another seat\'s log', () => {
    expect(withWholeLog(msg('aristocrats', [1]), msg('aristocrats', [4], 3))).toBeNull();
    expect(withWholeLog(msg('demagogues', [1, 2, 3]), msg('aristocrats', [4], 3))).toBeNull();
    expect(withWholeLog(null, msg('aristocrats', [4], 3))).toBeNull();
  });
});
