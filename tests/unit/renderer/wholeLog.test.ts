// #31 item 4: readers of the whole log (end screen, turn summaries, log filters) page through the
// entries before the tail a view carries, LOG_PAGE_MAX at a time, a short page continuing where it stopped.
import { describe, expect, it } from 'vitest';
import { fetchLogRange, wholeLogKey, type LoadLogPage } from '../../../src-renderer/games/pericles/game/wholeLog.js';
import type { LogEntry } from '../../../src-shared/games/pericles/model/state.js';
import { LOG_PAGE_MAX } from '../../../src-shared/protocol/messages.js';

const LOG: LogEntry[] = Array.from({ length: 12_345 }, (_, i) => ({ turn: 1 + Math.floor(i / 1000), msg: 'log.test', args: { i } }) as unknown as LogEntry);

/** The host's answer: at most `count`, and never more than `cap` (a page that would not fit a message comes back shorter). */
function host(cap = LOG_PAGE_MAX): LoadLogPage & { asked: Array<[number, number]> } {
  const asked: Array<[number, number]> = [];
  const load = async (from: number, count: number) => {
    asked.push([from, count]);
    expect(count).toBeLessThanOrEqual(LOG_PAGE_MAX);
    return LOG.slice(from, from + Math.min(count, cap));
  };
  return Object.assign(load, { asked });
}

describe('fetchLogRange', () => {
  it('fetches every entry before the tail, in order, in pages the protocol allows', async () => {
    const load = host();
    const head = await fetchLogRange(load, 0, 7_345);
    expect(head).toEqual(LOG.slice(0, 7_345));
    expect(load.asked.length).toBe(Math.ceil(7_345 / LOG_PAGE_MAX));
  });

  it('goes on from where a short page stopped', async () => {
    const load = host(137);
    expect(await fetchLogRange(load, 1_000, 2_000)).toEqual(LOG.slice(1_000, 2_000));
    expect(load.asked[1]![0]).toBe(1_137);
  });

  it('gives up (null) when a page is refused or empty, rather than a log with a hole', async () => {
    expect(await fetchLogRange(async () => null, 0, 10)).toBeNull();
    expect(await fetchLogRange(async () => [], 0, 10)).toBeNull();
  });

  it('keys the head by seat, the tail\'s start and its first entry: another game or seat starts afresh', () => {
    const a = wholeLogKey('aristocrats', 5000, LOG.slice(5000));
    expect(wholeLogKey('aristocrats', 5000, LOG.slice(5000))).toBe(a);
    expect(wholeLogKey('agiads', 5000, LOG.slice(5000))).not.toBe(a);
    expect(wholeLogKey('aristocrats', 5001, LOG.slice(5001))).not.toBe(a);
  });
});
