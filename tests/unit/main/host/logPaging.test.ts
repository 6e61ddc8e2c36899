// #31 item 4: no message grows with the game. A save whose log has 190,000 entries (24.9 MB of
// view) closed the page before any reply; now views carry the log's tail and its length, and the
// client pages through the rest ('logPage'), each message under MAX_HOST_MESSAGE_BYTES.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Faction } from '../../../../src-shared/games/pericles/model/ids.js';
import { GameHost } from '../../../../src-main/host/host.js';
import { fitting } from '../../../../src-main/web/server.js';
import { legalActions, pending } from '../../../../src-shared/engine.js';
import type { LogEntry } from '../../../../src-shared/games/pericles/model/state.js';
import type { LogPage } from '../../../../src-shared/games/pericles/wire.js';
import { LOG_PAGE_MAX, MAX_HOST_MESSAGE_BYTES, MAX_LOG_ENTRY_BYTES, type OkMessage } from '../../../../src-shared/protocol/messages.js';
import type { ViewMessage } from '../../../../src-shared/games/pericles/wire.js';
import { seatLog } from '../../../../src-shared/games/pericles/view.js';
import { positionsInHeldLog, withWholeLog, type LogDelta } from '../../../../src-shared/kit/viewLog.js';
import { connect, makeHost } from './helpers.js';

const hosts: GameHost[] = [];
afterEach(async () => {
  for (const h of hosts.splice(0)) await h.dispose();
});

const HUGE = 190_000;

/** A development game whose log is made `entries` long (every fifth entry private to the Demagogues), restored into the host. */
function hugeGame(entries: number, entry: (i: number) => LogEntry = (i) => ({
  turn: 1, rule: '5.32 A', msg: 'boule.pickedOne', args: { faction: 'demagogues', kind: 'games', n: i, of: entries },
  ...(i % 5 === 4 ? { to: ['demagogues' as const] } : {}),
})) {
  const { host } = makeHost();
  hosts.push(host);
  const client = connect(host);
  host.newGame({ scenario: 'development', seed: 'huge-log' }, client.session);
  const record = host.record();
  const game = (record.snapshot as { context: { game: { log: LogEntry[] } } }).context.game;
  game.log = [...game.log, ...Array.from({ length: entries }, (_, i) => entry(i))];
  return { host, client, record };
}

const bytes = (m: unknown) => Buffer.byteLength(JSON.stringify(m));

describe('the log travels in pages (#31 item 4)', () => {
  it(`a ${HUGE.toLocaleString('en')}-entry log: every message stays under the cap, and paging gives back the seat's whole log`, async () => {
    const { host, client, record } = hugeGame(HUGE);
    host.restore(record, client.session);
    const seat = client.session.seat;
    expect(seat).not.toBe('spectator');
    const whole = seatLog(host.game!, seat as Faction | 'spectator');
    expect(whole.length).toBeGreaterThan(HUGE * 0.8);
    expect(bytes(whole)).toBeGreaterThan(MAX_HOST_MESSAGE_BYTES * 4); // what one message used to carry

    const fresh = client.raw.filter((m): m is ViewMessage => m.type === 'view').at(-1)!;
    expect(fresh.logLength).toBe(whole.length);
    expect(fresh.logStart).toBeGreaterThan(0);
    expect(fresh.logStart! + fresh.view!.log.length).toBe(whole.length);

    // The client pages from the first entry up to the tail it holds.
    const paged: LogEntry[] = [];
    for (let from = 0; from < fresh.logStart!;) {
      const reply = await client.session.handleText(JSON.stringify({ type: 'logPage', from, count: Math.min(LOG_PAGE_MAX, fresh.logStart! - from) }));
      expect(reply.type).toBe('ok');
      const page = (reply as OkMessage<LogPage>).value;
      expect(page).toMatchObject({ from, length: whole.length });
      expect(page.entries.length).toBeGreaterThan(0);
      paged.push(...page.entries);
      from += page.entries.length;
    }
    expect([...paged, ...fresh.view!.log]).toEqual(whole);
    // Another seat's private entries are in no page (4.1).
    expect(paged.some((e) => e.to && !e.to.includes(seat as never))).toBe(false);

    // A decision sends only what it added; a sync sends the tail again.
    const p = pending(host.game!)!;
    const actor = p.seats[0]!;
    if (client.session.seat !== actor) await client.session.handleText(JSON.stringify({ type: 'viewAs', seat: actor }));
    const before = client.raw.length;
    await client.session.handleText(JSON.stringify({ type: 'act', seat: actor, action: legalActions(host.game!, actor)[0] }));
    const delta = client.raw.slice(before).filter((m): m is ViewMessage => m.type === 'view').at(-1)!;
    expect(delta.logFrom).toBeGreaterThan(HUGE * 0.8);
    expect(delta.view!.log.length).toBeLessThan(50);
    expect(client.lastView().view!.log.length).toBeLessThanOrEqual(whole.length);

    for (const m of client.raw) expect(bytes(m)).toBeLessThan(MAX_HOST_MESSAGE_BYTES);
  }, 120_000);

  it('a loaded game with a log entry larger than any rule writes is refused as damaged, and the game stays', () => {
    const { host, client, record } = hugeGame(3, (i) => ({ turn: 1, rule: '6.1', msg: 'x', args: { filler: 'y'.repeat(i === 1 ? MAX_LOG_ENTRY_BYTES : 10) } }));
    const hash = host.stateHash;
    expect(() => host.restore(record, client.session)).toThrow(/damaged or altered and cannot be played: log entry \d+ is larger than 4096 bytes/);
    expect(host.stateHash).toBe(hash);
  });

  it('the client puts a tail and its appended entries together, and counts notes in the log it holds', () => {
    const e = (n: number): LogEntry => ({ turn: 1, rule: '1', msg: 'm', args: { n } });
    const view = (log: LogEntry[]) => ({ log }) as unknown as ViewMessage['view'];
    const tail = withWholeLog<LogDelta>(null, { seat: 'aristocrats', view: view([e(100), e(101)]), logStart: 100, logLength: 102 })!;
    expect(tail.logStart).toBe(100);
    const next = withWholeLog<LogDelta>(tail, { seat: 'aristocrats', view: view([e(102)]), logFrom: 102, logLength: 103 })!;
    expect(next.view!.log.map((x) => (x as LogEntry).args.n)).toEqual([100, 101, 102]);
    expect(next.logStart).toBe(100);
    // Entries the client never held cannot be appended to: it asks again.
    expect(withWholeLog<LogDelta>(tail, { seat: 'aristocrats', view: view([e(110)]), logFrom: 110 })).toBeNull();
    const shifted = positionsInHeldLog({ logStart: 100, undos: [{ seat: 'agiads', turn: 1, at: 50 }, { seat: 'agiads', turn: 1, at: 101 }] });
    expect(shifted.undos).toEqual([{ seat: 'agiads', turn: 1, at: 1 }]);
  });
});

describe('the web transport never sends more than MAX_HOST_MESSAGE_BYTES', () => {
  it('a message over the cap goes as a short refusal with its request id; one under it as it is', () => {
    const said = vi.spyOn(console, 'error').mockImplementation(() => undefined); // what was not sent goes to the terminal
    const small: OkMessage = { type: 'ok', re: 7, value: 'x'.repeat(1000) };
    expect(fitting(JSON.stringify(small), small)).toBe(JSON.stringify(small));
    const big: OkMessage = { type: 'ok', re: 7, value: 'x'.repeat(MAX_HOST_MESSAGE_BYTES) };
    const sent = JSON.parse(fitting(JSON.stringify(big), big)) as { type: string; re: number; code: string };
    expect(sent).toMatchObject({ type: 'error', re: 7, code: 'too-large' });
    const view = { type: 'view', seat: 'spectator', view: null, pending: null, legalActions: [], decisions: 0, humanSeats: [], botsPending: [], whyNot: ['é'.repeat(MAX_HOST_MESSAGE_BYTES / 2 + 1)] } as unknown as ViewMessage;
    expect(JSON.parse(fitting(JSON.stringify(view), view))).toMatchObject({ type: 'notice', code: 'view-failed' });
    expect(said).toHaveBeenCalledTimes(2);
    said.mockRestore();
  });
});
