// #32: the board draws the muster's moves from the host's aids (board/highlight.ts is an adapter):
// the same ends, paths and refused links, worded, that the page used to work out itself.
import { describe, expect, it } from 'vitest';
import { aids } from '../../../src-shared/games/pericles/aids.js';
import { viewFor } from '../../../src-shared/games/pericles/view.js';
import { expeditionTheaterOf } from '../../../src-shared/games/pericles/viewSelectors.js';
import type { Force, UnitKind } from '../../../src-shared/games/pericles/model/ids.js';
import { highlightOfAid, highlightOfReach } from '../../../src-renderer/games/pericles/board/highlight.js';
import { query } from '../../../src-shared/games/pericles/query.js';
import { setLocale } from '../../../src-renderer/i18n/index.js';
import { ATHENS, BOEOTIA, musterMove } from '../shared/games/pericles/rules/muster.js';

describe('9.32 the muster move highlight comes from the aids', () => {
  const g = musterMove();
  const moves = aids(g, 'aristocrats')!.moves!;

  it('a unit\'s ends, paths and refused links, the reasons in words (no engine token)', () => {
    setLocale('en');
    const h = highlightOfAid(moves, 'athens/land/7', ATHENS)!;
    expect(h.from).toBe(ATHENS);
    expect(h.reachable).toContain(BOEOTIA);
    expect(h.paths[BOEOTIA]).toEqual([ATHENS, BOEOTIA]);
    expect(h.blocked.length).toBe(moves.units['athens/land/7']!.blocked.length);
    for (const b of h.blocked) {
      expect(b.reason).not.toMatch(/whynot\.|\{|\}/);
      expect(b.reason.length).toBeGreaterThan(10);
    }
    expect(highlightOfAid(moves, 'athens/land/99', 99)).toBeNull();
  });

  it("draws what the host answers a clicked unit's question with for every unit that may move (each refused link once)", () => {
    setLocale('en');
    const view = viewFor(g, 'aristocrats');
    const expedition = expeditionTheaterOf(view)!;
    for (const key of Object.keys(moves.units)) {
      const [force, unit, from] = key.split('/') as [Force, UnitKind, string];
      const asked = query({ kind: 'reach', force, unit, from: Number(from), expedition }, { state: g, seat: 'aristocrats' });
      if (asked?.kind !== 'reach') throw new Error('expected a reach answer');
      const before = highlightOfReach(asked.reach, Number(from));
      // The same link refused for the same reason from both its ends is drawn once now.
      const once = before.blocked.filter((b, i) => before.blocked.findIndex((c) => c.link === b.link && c.reason === b.reason) === i);
      expect(highlightOfAid(moves, key, Number(from))).toEqual({ ...before, blocked: once });
    }
  });
});
