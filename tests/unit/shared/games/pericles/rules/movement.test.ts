// Movement (9.32, 9.33) and entry restrictions (7.42 B, 12.1, 13.1, 13.2).
import { describe, expect, it } from 'vitest';
import { LINKS, linkKey, type LinkData } from '../../../../../../src-shared/games/pericles/data/board.js';
import { canEnter, exitCheck, explainLink, reachable } from '../../../../../../src-shared/games/pericles/rules/movement.js';
import { emptyState, put, putBase, T } from './fixtures.js';

function link(a: number, b: number): LinkData {
  const l = LINKS.find((x) => linkKey(x.a, x.b) === linkKey(a, b));
  if (!l) throw new Error(`no link ${a}-${b}`);
  return l;
}
const coastal = () => link(T.athens, T.isthmus); // plain coastal
const sea = () => link(T.athens, T.corcyra);
const landLink = () => link(T.athens, T.boeotia);
const navalLink = () => link(T.cyclades, T.samos);

describe('exitCheck — rulebook examples (9.32)', () => {
  it('9.32 B example: an Athenian land unit leaves Athens for Corcyra only if Athenian naval ≥ enemy naval', () => {
    const s = emptyState();
    put(s, T.athens, 'athens', 'land', 2);
    put(s, T.athens, 'athens', 'naval', 1);
    put(s, T.athens, 'sparta', 'naval', 4);
    const r = exitCheck(s, 'athens', 'athens', 'land', T.athens, sea());
    expect(r).toEqual({
      ok: false, rule: '9.32 B',
      // The refusal for players (#17, #18): message key and numbers, never English.
      why: [{ rule: '9.32 B', key: 'whynot.move.exitStrength', args: { unitKind: 'land', from: T.athens, linkType: 'sea', side: 'athens', strengthKind: 'naval', friendly: 2, hostile: 4 } }],
    });
    put(s, T.athens, 'athens', 'naval', 1); // 4 ≥ 4
    expect(exitCheck(s, 'athens', 'athens', 'land', T.athens, sea())).toEqual({ ok: true });
  });

  it('9.32 row 5 example: a Spartan land unit leaves Ionia for Lesbos only with land ≥ enemy land AND a friendly base in Ionia', () => {
    const s = emptyState();
    put(s, T.ionia, 'sparta', 'land', 2);
    put(s, T.ionia, 'athens', 'land', 2);
    const l = link(T.ionia, T.lesbos);
    const noBase = exitCheck(s, 'sparta', 'sparta', 'land', T.ionia, l);
    expect(noBase.ok).toBe(false);
    if (!noBase.ok) {
      expect(noBase.rule).toBe('9.32 row 5');
      expect(noBase.why).toEqual([{ rule: '9.32 row 5', key: 'whynot.move.exitBase', args: { unitKind: 'land', from: T.ionia, side: 'sparta' } }]);
    }
    putBase(s, T.ionia, 'peloponnesian'); // any base of the Side (League too)
    expect(exitCheck(s, 'sparta', 'sparta', 'land', T.ionia, l)).toEqual({ ok: true });
    // base present but land strength short: 2 (one Spartan land left) + 2 (base) = 4 < 5
    put(s, T.ionia, 'athens', 'land', 3);
    const weak = exitCheck(s, 'sparta', 'sparta', 'land', T.ionia, l);
    expect(weak).toMatchObject({ ok: false, rule: '9.32 A' });
  });

  it('9.32 row 5: both failures are reported together', () => {
    const s = emptyState();
    put(s, T.ionia, 'sparta', 'land', 1);
    put(s, T.ionia, 'athens', 'land', 1);
    const r = exitCheck(s, 'sparta', 'sparta', 'land', T.ionia, link(T.ionia, T.lesbos));
    expect(r).toMatchObject({ ok: false, rule: '9.32 A + 9.32 row 5' });
  });

  it('9.32 row 5: naval units on a land-base link need only the naval test (C)', () => {
    const s = emptyState();
    put(s, T.ionia, 'peloponnesian', 'naval', 1);
    expect(exitCheck(s, 'sparta', 'peloponnesian', 'naval', T.ionia, link(T.ionia, T.lesbos))).toEqual({ ok: true });
  });
});

describe('exitCheck — rules A–D and rows 3–6 (9.32)', () => {
  it('9.32 A: land unit on a coastal link compares land strength left behind', () => {
    const s = emptyState();
    put(s, T.athens, 'delian', 'land', 2);
    put(s, T.athens, 'peloponnesian', 'land', 2);
    expect(exitCheck(s, 'athens', 'delian', 'land', T.athens, coastal())).toMatchObject({
      ok: false, rule: '9.32 A',
      why: [{ rule: '9.32 A', key: 'whynot.move.exitStrength', args: { unitKind: 'land', from: T.athens, linkType: 'coastal', side: 'athens', strengthKind: 'land', friendly: 1, hostile: 2 } }],
    });
    put(s, T.athens, 'delian', 'land', 1);
    expect(exitCheck(s, 'athens', 'delian', 'land', T.athens, coastal()).ok).toBe(true);
  });

  it('9.32 A: land unit on a land link; enemy naval strength is irrelevant', () => {
    const s = emptyState();
    put(s, T.athens, 'athens', 'land', 1);
    put(s, T.athens, 'sparta', 'naval', 4);
    expect(exitCheck(s, 'athens', 'athens', 'land', T.athens, landLink())).toEqual({ ok: true });
  });

  it('9.32 B: land unit on a sea link — its own land MV does not reduce naval strength', () => {
    const s = emptyState();
    put(s, T.athens, 'athens', 'land', 1);
    put(s, T.athens, 'delian', 'naval', 1);
    put(s, T.athens, 'peloponnesian', 'naval', 1);
    expect(exitCheck(s, 'athens', 'athens', 'land', T.athens, sea())).toEqual({ ok: true });
  });

  it('9.32 C: naval unit on a coastal link; the remaining strength excludes the mover (Athenian naval MV 2)', () => {
    const s = emptyState();
    put(s, T.athens, 'athens', 'naval', 2);
    put(s, T.athens, 'peloponnesian', 'naval', 4);
    // 4 before leaving, 2 after: 2 < 4
    expect(exitCheck(s, 'athens', 'athens', 'naval', T.athens, coastal())).toMatchObject({ ok: false, rule: '9.32 C' });
    // a Delian rod leaving instead: 4 + 1 − 1 = 4 ≥ 4
    put(s, T.athens, 'delian', 'naval', 1);
    expect(exitCheck(s, 'athens', 'delian', 'naval', T.athens, coastal())).toEqual({ ok: true });
  });

  it('9.32 D: naval unit on a sea link and on a naval link', () => {
    const s = emptyState();
    put(s, T.cyclades, 'peloponnesian', 'naval', 2);
    put(s, T.cyclades, 'athens', 'naval', 1);
    expect(exitCheck(s, 'sparta', 'peloponnesian', 'naval', T.cyclades, navalLink())).toMatchObject({ ok: false, rule: '9.32 D' });
    expect(exitCheck(s, 'sparta', 'peloponnesian', 'naval', T.cyclades, link(T.cyclades, T.sparta))).toMatchObject({ ok: false, rule: '9.32 D' });
    putBase(s, T.cyclades, 'peloponnesian');
    expect(exitCheck(s, 'sparta', 'peloponnesian', 'naval', T.cyclades, navalLink())).toEqual({ ok: true });
  });

  it('9.32 row 3: naval units may never use a land-only link', () => {
    const s = emptyState();
    put(s, T.athens, 'athens', 'naval', 1);
    expect(exitCheck(s, 'athens', 'athens', 'naval', T.athens, landLink())).toMatchObject({ ok: false, rule: '9.32 row 3' });
  });

  it('9.32 row 4: land units may never use a naval-only link', () => {
    const s = emptyState();
    put(s, T.cyclades, 'athens', 'land', 1);
    expect(exitCheck(s, 'athens', 'athens', 'land', T.cyclades, navalLink())).toMatchObject({ ok: false, rule: '9.32 row 4' });
  });

  it('9.32 row 6: naval units cross the Isthmus portage only with a friendly base in the theater left; land units need only A', () => {
    const s = emptyState();
    put(s, T.isthmus, 'athens', 'naval', 1);
    put(s, T.isthmus, 'athens', 'land', 1);
    const portage = link(T.naupactus, T.isthmus);
    expect(exitCheck(s, 'athens', 'athens', 'naval', T.isthmus, portage)).toMatchObject({ ok: false, rule: '9.32 row 6' });
    expect(exitCheck(s, 'athens', 'athens', 'land', T.isthmus, portage)).toEqual({ ok: true });
    putBase(s, T.naupactus, 'delian'); // a base at the other end does not help
    expect(exitCheck(s, 'athens', 'athens', 'naval', T.isthmus, portage).ok).toBe(false);
    putBase(s, T.isthmus, 'delian');
    expect(exitCheck(s, 'athens', 'athens', 'naval', T.isthmus, portage)).toEqual({ ok: true });
  });

  it('9.32: with no enemy present the strength test always passes (0 ≥ 0)', () => {
    const s = emptyState();
    put(s, T.athens, 'athens', 'land', 1);
    for (const l of [coastal(), sea(), landLink()]) expect(exitCheck(s, 'athens', 'athens', 'land', T.athens, l)).toEqual({ ok: true });
  });

  it('9.32: units that stopped earlier this muster count (stoppedExtra); a passing unit is not subtracted', () => {
    const s = emptyState();
    put(s, T.athens, 'athens', 'land', 1);
    put(s, T.athens, 'peloponnesian', 'land', 1);
    expect(exitCheck(s, 'athens', 'athens', 'land', T.athens, coastal()).ok).toBe(false);
    expect(exitCheck(s, 'athens', 'athens', 'land', T.athens, coastal(), { delian: { land: 1 } }).ok).toBe(true);
    expect(exitCheck(s, 'athens', 'athens', 'land', T.athens, coastal(), undefined, false).ok).toBe(true);
  });

  it('9.32: bases count 2 for the exit test (9.32 note)', () => {
    const s = emptyState();
    put(s, T.athens, 'athens', 'land', 1);
    put(s, T.athens, 'peloponnesian', 'land', 2);
    putBase(s, T.athens, 'athens');
    expect(exitCheck(s, 'athens', 'athens', 'land', T.athens, coastal())).toEqual({ ok: true });
  });

  it('12.1: Argos units never leave Sparta', () => {
    const s = emptyState();
    put(s, T.sparta, 'argos', 'land', 2);
    expect(exitCheck(s, 'athens', 'argos', 'land', T.sparta, link(T.sparta, T.isthmus))).toMatchObject({ ok: false, rule: '12.1' });
  });
});

describe('canEnter (7.42 B, 9.33, 12.1, 13.1, 13.2)', () => {
  it('13.1: no unit ever enters Persia', () => {
    expect(canEnter(emptyState(), 'sparta', 'peloponnesian', 'persia')).toMatchObject({ ok: false, rule: '13.1' });
  });

  it('13.2/13.21: the Eastern Mediterranean only while the Persian War is in progress', () => {
    expect(canEnter(emptyState({ persianWar: 'inProgress' }), 'athens', 'athens', T.eastMed)).toEqual({ ok: true });
    expect(canEnter(emptyState({ persianWar: 'callias' }), 'athens', 'athens', T.eastMed)).toMatchObject({ ok: false, rule: '13.2' });
  });

  it('12.1: Argos units may not enter any theater but Sparta', () => {
    expect(canEnter(emptyState(), 'athens', 'argos', T.isthmus)).toMatchObject({ ok: false, rule: '12.1' });
    expect(canEnter(emptyState(), 'athens', 'argos', T.sparta)).toEqual({ ok: true });
  });

  it('7.42 B / 9.33: at Peace an Athenian City-State unit may not enter a theater with Spartan City-State units', () => {
    const s = emptyState({ war: 'peace' });
    put(s, T.boeotia, 'sparta', 'land');
    expect(canEnter(s, 'athens', 'athens', T.boeotia)).toMatchObject({ ok: false, rule: '7.42 B' });
    expect(canEnter(s, 'athens', 'delian', T.boeotia)).toEqual({ ok: true }); // League moves freely
    s.war = 'war';
    expect(canEnter(s, 'athens', 'athens', T.boeotia)).toEqual({ ok: true }); // 7.42 A
  });

  it('7.42 B: the 300 and Spartan bases block Athenians; League units and bases are ignored', () => {
    const s = emptyState({ war: 'peace' });
    put(s, T.boeotia, 'the300', 'land');
    putBase(s, T.thessaly, 'sparta');
    put(s, T.macedonia, 'peloponnesian', 'land', 3);
    putBase(s, T.macedonia, 'peloponnesian');
    expect(canEnter(s, 'athens', 'athens', T.boeotia).ok).toBe(false);
    expect(canEnter(s, 'athens', 'athens', T.thessaly).ok).toBe(false);
    expect(canEnter(s, 'athens', 'athens', T.macedonia)).toEqual({ ok: true });
  });

  it('7.42 B: and vice versa for Spartans (the 300 included) toward Athenian units or bases', () => {
    const s = emptyState({ war: 'peace' });
    putBase(s, T.isthmus, 'athens');
    put(s, T.boeotia, 'delian', 'land', 4);
    expect(canEnter(s, 'sparta', 'the300', T.isthmus)).toMatchObject({ ok: false, rule: '7.42 B' });
    expect(canEnter(s, 'sparta', 'sparta', T.boeotia)).toEqual({ ok: true });
    expect(canEnter(s, 'sparta', 'peloponnesian', T.isthmus)).toEqual({ ok: true });
  });

  it('9.33: at Peace a City-State unit starting among the other Side may still leave', () => {
    const s = emptyState({ war: 'peace' });
    put(s, T.boeotia, 'athens', 'land');
    put(s, T.boeotia, 'sparta', 'land');
    putBase(s, T.boeotia, 'athens', 1);
    expect(exitCheck(s, 'athens', 'athens', 'land', T.boeotia, link(T.boeotia, T.thessaly))).toEqual({ ok: true });
  });
});

describe('reachable (9.32 path and stopping rules)', () => {
  it('9.32: on an empty map an Athenian land unit from Athens ends only in the Expedition Theater or in theaters it cannot exit', () => {
    const s = emptyState();
    put(s, T.athens, 'athens', 'land');
    const bare = reachable(s, 'athens', 'athens', 'land', T.athens, T.boeotia);
    // Without bases, land units cannot cross Corcyra→Sicily or Ionia→islands (row 5: base in the theater LEFT).
    expect(bare.ends.map((e) => e.theater)).toEqual([T.boeotia]);
    expect(bare.blocked).toContainEqual(expect.objectContaining({ from: T.corcyra, to: T.sicily, rule: '9.32 row 5' }));
    putBase(s, T.corcyra, 'delian');
    putBase(s, T.ionia, 'delian');
    const r = reachable(s, 'athens', 'athens', 'land', T.athens, T.boeotia);
    // Sicily (no base there to leave by, row 5), Chios and Samos (naval links and base-land links only) trap land units.
    expect(r.ends.map((e) => e.theater)).toEqual([T.sicily, T.boeotia, T.chios, T.samos]);
    const boeotia = r.ends.find((e) => e.theater === T.boeotia);
    expect(boeotia).toMatchObject({ stop: 'expedition', path: [T.athens, T.boeotia] });
    const sicily = r.ends.find((e) => e.theater === T.sicily);
    expect(sicily?.stop).toBe('cannotExit');
    expect(sicily?.path[0]).toBe(T.athens);
    expect(sicily?.path.at(-1)).toBe(T.sicily);
    expect(r.blocked).toContainEqual(expect.objectContaining({ from: T.sicily, to: T.corcyra, rule: '9.32 row 5' }));
    expect(r.blocked).toContainEqual(expect.objectContaining({ from: T.chios, to: T.lesbos, rule: '9.32 row 4' }));
  });

  it('9.32 path: each step of a path is a link', () => {
    const s = put(emptyState(), T.sparta, 'peloponnesian', 'naval');
    const r = reachable(s, 'sparta', 'peloponnesian', 'naval', T.sparta, T.hellespont);
    for (const e of r.ends) {
      for (let i = 1; i < e.path.length; i++) {
        expect(LINKS.some((l) => linkKey(l.a, l.b) === linkKey(e.path[i - 1] as number, e.path[i] as number))).toBe(true);
      }
    }
    // naval units can leave everywhere on an empty map except by land links: only the Expedition Theater is an end
    expect(r.ends.map((e) => e.theater)).toEqual([T.hellespont]);
  });

  it('13.2: after the Peace of Callias no path uses the Eastern Mediterranean', () => {
    const on = reachable(put(emptyState({ persianWar: 'inProgress' }), T.athens, 'athens', 'naval'), 'athens', 'athens', 'naval', T.athens, T.eastMed);
    expect(on.ends.map((e) => e.theater)).toEqual([T.eastMed]);
    const off = reachable(put(emptyState({ persianWar: 'callias' }), T.athens, 'athens', 'naval'), 'athens', 'athens', 'naval', T.athens, T.ionia);
    expect(off.ends.map((e) => e.theater)).toEqual([T.ionia]);
    expect(off.blocked).toContainEqual(expect.objectContaining({ from: T.sporades, to: T.eastMed, rule: '13.2' }));
    expect(canEnter(emptyState({ persianWar: 'callias' }), 'athens', 'athens', T.eastMed).ok).toBe(false);
  });

  it('9.32 (b): a unit entering a theater it cannot exit stops there; only that stop is offered', () => {
    const s = emptyState();
    put(s, T.sparta, 'sparta', 'land');
    put(s, T.sparta, 'athens', 'naval', 1); // blocks the sea links out of Sparta for land units (B)
    put(s, T.isthmus, 'athens', 'land', 3); // traps Spartan land units entering the Isthmus (A)
    const r = reachable(s, 'sparta', 'sparta', 'land', T.sparta, T.athens);
    expect(r.ends).toEqual([expect.objectContaining({ theater: T.isthmus, stop: 'cannotExit', path: [T.sparta, T.isthmus] })]);
    expect(r.blocked).toContainEqual(expect.objectContaining({
      from: T.sparta, to: T.corcyra, rule: '9.32 B',
      why: [expect.objectContaining({ key: 'whynot.move.exitStrength', args: expect.objectContaining({ from: T.sparta, linkType: 'sea', strengthKind: 'naval', friendly: 0, hostile: 2 }) })],
    }));
    expect(r.blocked).toContainEqual(expect.objectContaining({
      from: T.isthmus, to: T.athens, rule: '9.32 A',
      why: [expect.objectContaining({ key: 'whynot.move.exitStrength', args: expect.objectContaining({ from: T.isthmus, linkType: 'coastal', strengthKind: 'land', friendly: 0, hostile: 3 }) })],
    }));
  });

  it('9.32: only the start loses the mover\'s MV; a pass-through theater keeps its strength', () => {
    const s = emptyState();
    put(s, T.sparta, 'sparta', 'land');
    put(s, T.sparta, 'athens', 'naval', 1); // the Isthmus is the only way out of Sparta
    put(s, T.isthmus, 'sparta', 'land', 1); // 2 vs 2 in the Isthmus: a passing unit may go on
    put(s, T.isthmus, 'athens', 'land', 2);
    const r = reachable(s, 'sparta', 'sparta', 'land', T.sparta, T.athens);
    expect(r.ends.map((e) => e.theater)).toContain(T.athens);
    expect(r.ends.find((e) => e.theater === T.athens)?.path).toEqual([T.sparta, T.isthmus, T.athens]);
    // the same unit could not leave the Isthmus if it started there: 0 left vs 2
    const fromIsthmus = reachable(s, 'sparta', 'sparta', 'land', T.isthmus, T.athens);
    expect(fromIsthmus.ends).toEqual([]);
  });

  it('9.32: the mover leaving its start can fail the test that the theater passes before it leaves', () => {
    const s = emptyState();
    put(s, T.boeotia, 'sparta', 'land', 2); // 4
    put(s, T.boeotia, 'athens', 'land', 3); // 3
    expect(exitCheck(s, 'sparta', 'sparta', 'land', T.boeotia, landLink())).toMatchObject({ ok: false, why: [{ args: expect.objectContaining({ friendly: 2, hostile: 3 }) }] });
    expect(reachable(s, 'sparta', 'sparta', 'land', T.boeotia, T.athens).ends).toEqual([]);
  });

  it('7.42 B: at Peace paths avoid theaters with enemy City-State units', () => {
    const s = emptyState({ war: 'peace' });
    put(s, T.athens, 'athens', 'land');
    put(s, T.boeotia, 'sparta', 'land');
    const r = reachable(s, 'athens', 'athens', 'land', T.athens, T.thessaly);
    expect(r.ends.map((e) => e.theater)).not.toContain(T.boeotia);
    expect(r.ends.map((e) => e.theater)).toContain(T.thessaly);
    expect(r.blocked).toContainEqual(expect.objectContaining({ from: T.athens, to: T.boeotia, rule: '7.42 B' }));
  });

  it('12.1: an Argos unit can reach nothing', () => {
    const s = emptyState();
    put(s, T.sparta, 'argos', 'land');
    const r = reachable(s, 'athens', 'argos', 'land', T.sparta, T.isthmus);
    expect(r.ends).toEqual([]);
    expect(r.blocked.every((b) => b.rule === '12.1')).toBe(true);
  });

  it('9.32: a unit already in the Expedition Theater has nowhere to move', () => {
    expect(reachable(emptyState(), 'athens', 'athens', 'land', T.athens, T.athens)).toEqual({ ends: [], blocked: [] });
  });
});

describe('explainLink (9.32 map link summary)', () => {
  it('9.32 row 2: Athens–Corcyra explains tests B and D', () => {
    const e = explainLink(link(T.athens, T.corcyra));
    expect(e.row).toBe(2);
    expect(e.land).toContain('naval strength');
    expect(e.land).toContain('9.32 B');
    expect(e.naval).toContain('9.32 D');
    expect(e.text).toContain('Athens');
    expect(e.text).toContain('Corcyra');
  });
  it('9.32 row 5: Ionia–Lesbos names the base condition for land units only', () => {
    const e = explainLink(link(T.ionia, T.lesbos));
    expect(e.row).toBe(5);
    expect(e.land).toContain('friendly base');
    expect(e.naval).not.toContain('base');
    expect(e.provenance).toBe('confirmed');
  });
  it('9.32 rows 3, 4, 6: forbidden kinds and the portage', () => {
    expect(explainLink(landLink()).naval).toContain('may not use it (9.32 row 3)');
    expect(explainLink(navalLink()).land).toContain('may not use it (9.32 row 4)');
    const p = explainLink(link(T.naupactus, T.isthmus));
    expect(p.row).toBe(6);
    expect(p.naval).toContain('friendly base');
  });
  it('every link has an explanation', () => {
    for (const l of LINKS) expect(explainLink(l).text.length).toBeGreaterThan(50);
  });
});
