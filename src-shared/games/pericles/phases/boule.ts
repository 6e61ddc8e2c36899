// 5.3 Boule Segment: refill the Strategoi Councils (5.31), Hostages (5.33), then each Side's
// Factions choose the seven issues to debate (5.32 A–E).
import { FACTIONS, SIDES, compatriotOf, otherSide, sideOf, type Faction, type IssueKind, type Side } from '../model/ids.js';
import { assemblySides } from '../rules/assemblySides.js';
import type { GameState } from '../model/state.js';
import { actionFor, closeDecision, collectSecret, openDecision } from '../engine/decisions.js';
import type { Segment } from '../engine/types.js';
import { DEBATE_TILES, ISSUE_ORDER, availableKinds, availableTiles, halfSign, placeIssue } from '../rules/debate.js';
import { why, type WhyNot } from '../explain/types.js';
import { log } from '../rules/log.js';
import { segmentData, startSegmentData } from '../engine/flowData.js';

// This phase's segment data, typed by segment (engine/flowData.ts).
declare module '../engine/flowData.js' {
  interface FlowDataBySegment { 'boule.hostages': HostageData; 'boule.issues': BoulePickData }
}

/** 5.31: each Council is refilled up to this many Strategos. */
export const COUNCIL_SIZE = 5;
/** 5.33: the Hostage W/P goes to box 2 of the other Side's Opposition half. */
const HOSTAGE_BOX = 2;

const council: Segment = {
  phase: 'boule',
  id: 'boule.council',
  rule: '5.31',
  begin(g) {
    for (const side of SIDES) {
      const s = g.sides[side];
      // Q6: if the stock is short, place what is available.
      const n = Math.max(0, Math.min(COUNCIL_SIZE - s.council, s.stock));
      s.stock -= n;
      s.council += n;
      log(g, '5.31', 'council.refill', { side, added: n, council: s.council });
    }
  },
};

// ---- 5.33 Hostages ---------------------------------------------------------------------------

/** 5.33: a Side may spend its Hostage unless the other Side's W/P tile is already on that track. */
function mayUseHostage(g: GameState, side: Side): boolean {
  const other = g.sides[otherSide(side)];
  return g.sides[side].hostage && !other.track.some((t) => t.kind === 'warPeace');
}

export interface HostageData { next: number }

function runHostages(g: GameState): void {
  const d = segmentData(g, 'boule.hostages');
  while (d.next < assemblySides(g).length) {
    const side = assemblySides(g)[d.next]!;
    if (mayUseHostage(g, side)) {
      openDecision(g, 'hostages.spend', [g.sides[side].dominant], '5.33');
      return;
    }
    d.next++;
  }
}

const hostages: Segment = {
  phase: 'boule',
  id: 'boule.hostages',
  rule: '5.33',
  begin(g) {
    startSegmentData(g, 'boule.hostages', { next: 0 });
    runHostages(g);
  },
  legal() {
    return [{ type: 'spendHostage', spend: true }, { type: 'spendHostage', spend: false }];
  },
  act(g, seat, action) {
    const d = segmentData(g, 'boule.hostages');
    const side = assemblySides(g)[d.next]!;
    const { spend } = actionFor(g, 'hostages.spend', action);
    closeDecision(g);
    if (spend) {
      const other = otherSide(side);
      const opposition = compatriotOf(g.sides[other].dominant);
      g.sides[side].hostage = false;
      const tile = placeIssue(g, other, 'warPeace', halfSign(opposition) * HOSTAGE_BOX, 'hostages');
      log(g, '5.33', 'hostages.spent', { side, by: seat, on: other, pos: tile?.pos ?? null });
    } else {
      log(g, '5.33', 'hostages.kept', { side, by: seat });
    }
    d.next++;
    runHostages(g);
  },
};

// ---- 5.32 Choosing issues ----------------------------------------------------------------------

/**
 * 5.32 A–D: who picks, how many tiles and into which box of its own half (0 = box 0). Both Sides
 * do each step at the same time, in secret: a Faction makes its picks one by one (each may depend
 * on its own earlier ones), and every pick of the step is placed and logged together once both
 * Sides have made all of theirs, so neither sees the other's before choosing its own.
 */
const STEPS: readonly { step: 'A' | 'B' | 'C' | 'D'; role: 'dominant' | 'opposition'; count: number; box: number }[] = [
  { step: 'A', role: 'dominant', count: 1, box: 2 },
  { step: 'B', role: 'opposition', count: 1, box: 1 },
  { step: 'C', role: 'dominant', count: 3, box: 0 },
  { step: 'D', role: 'opposition', count: 2, box: 0 },
];

/** 5.32 E: Ostracism and W/P always go to box 0. */
const ALWAYS_BOX_ZERO: readonly IssueKind[] = ['ostracism', 'warPeace'];

/**
 * Public: the current step (index into STEPS) and how many tiles each picking Faction chooses in
 * it (the step's count, or fewer when its Side has fewer tiles left).
 */
export interface BoulePickData { step: number; of: Partial<Record<Faction, number>> }

function picker(g: GameState, side: Side, role: 'dominant' | 'opposition'): Faction {
  const dom = g.sides[side].dominant;
  return role === 'dominant' ? dom : compatriotOf(dom);
}

function tilesLeft(g: GameState, side: Side): number {
  return availableKinds(g, side).reduce((n, kind) => n + availableTiles(g, side, kind), 0);
}

/** `seat`'s secret picks so far in the open step (seen only by it, 4.1). */
function picksSoFar(g: GameState, seat: Faction): IssueKind[] {
  const answer = g.flow.pending?.secret[seat] as IssueKind[] | IssueKind | undefined;
  if (answer === undefined) return [];
  return typeof answer === 'string' ? [answer] : answer; // a save from before picks were batched
}

/**
 * Saves made before 5.32 C/D picks were batched hold `{ pick }`: the index of one of seven single
 * picks (A, B, C, C, C, D, D), answered with one kind each. Carried over so such a save plays on:
 * the picks of the step already placed stay placed, the rest are made the batched way.
 */
const OLD_PICKS: readonly { step: number; left: number }[] = [
  { step: 0, left: 1 }, { step: 1, left: 1 }, { step: 2, left: 3 }, { step: 2, left: 2 }, { step: 2, left: 1 },
  { step: 3, left: 2 }, { step: 3, left: 1 },
];

function pickData(g: GameState): BoulePickData {
  // Saves from before 5.32 C/D were secret kept a pick number instead of the step (OLD_PICKS).
  const d = segmentData(g, 'boule.issues') as BoulePickData & { pick?: number };
  if (typeof d.step === 'number') return d;
  const old = OLD_PICKS[d.pick ?? 0] ?? OLD_PICKS[0]!;
  const p = g.flow.pending;
  d.step = old.step;
  d.of = {};
  delete d.pick;
  for (const side of assemblySides(g)) {
    const f = picker(g, side, STEPS[old.step]!.role);
    if (!p || !(p.seats.includes(f) || f in p.secret)) continue;
    d.of[f] = Math.min(old.left, tilesLeft(g, side));
    if (f in p.secret) {
      p.secret[f] = picksSoFar(g, f);
      if ((d.of[f] ?? 1) > 1 && !p.seats.includes(f)) p.seats = FACTIONS.filter((x) => x === f || p.seats.includes(x));
    }
  }
  return d;
}

/** Opens the next step for both Sides at once, skipping Sides with no tile left. */
function runPicks(g: GameState): void {
  const d = segmentData(g, 'boule.issues');
  while (d.step < STEPS.length) {
    const st = STEPS[d.step]!;
    d.of = {};
    for (const side of assemblySides(g)) {
      const left = tilesLeft(g, side);
      if (left > 0) d.of[picker(g, side, st.role)] = Math.min(st.count, left);
    }
    const seats = FACTIONS.filter((f) => f in d.of);
    if (seats.length) {
      openDecision(g, `boule.${st.step}`, seats, `5.32 ${st.step}`);
      return;
    }
    d.step++;
  }
}

/** The pos a Boulé pick goes to (5.32 A–E). */
export function boulePosition(faction: Faction, box: number, kind: IssueKind): number {
  if (ALWAYS_BOX_ZERO.includes(kind)) return 0;
  return halfSign(faction) * box || 0; // never -0
}

/**
 * 5.32: why `seat` may not pick a `kind` issue in the open step. It draws from its Side's
 * available tiles: none on the track or removed for good (7.44, 7.45), and no double booking:
 * a kind stays open only while the Side has a tile of it not already picked. Null: it may.
 */
export function pickRefusal(g: GameState, seat: Faction, kind: IssueKind): WhyNot | null {
  const side = sideOf(seat);
  const picked = picksSoFar(g, seat).filter((k) => k === kind).length;
  const left = availableTiles(g, side, kind);
  if (left > picked) return null;
  const total = DEBATE_TILES[side][kind] ?? 0;
  const removed = g.sides[side].removedIssues.filter((k) => k === kind).length;
  if (total === 0) return why('3.14', 'whynot.boule.noTile', { issue: kind, side });
  if (left > 0) return why('5.32', 'whynot.boule.picked', { issue: kind, picked });
  if (removed >= total) return why('5.32', 'whynot.boule.removed', { issue: kind, side });
  return why('5.32', 'whynot.boule.onTrack', { issue: kind, side, onTrack: total - removed });
}

const chooseIssues: Segment = {
  phase: 'boule',
  id: 'boule.issues',
  rule: '5.32',
  begin(g) {
    startSegmentData(g, 'boule.issues', { step: 0, of: {} });
    runPicks(g);
  },
  legal(g, seat) {
    return ISSUE_ORDER.filter((kind) => pickRefusal(g, seat, kind) === null).map((kind) => ({ type: 'chooseIssue', kind }));
  },
  act(g, seat, action) {
    const d = pickData(g);
    const st = STEPS[d.step]!;
    const { kind } = actionFor(g, `boule.${st.step}`, action);
    const picks = [...picksSoFar(g, seat), kind];
    const of = d.of[seat] ?? 1;
    log(g, `5.32 ${st.step}`, of > 1 ? 'boule.picked' : 'boule.pickedOne', { faction: seat, kind, n: picks.length, of }, [seat]);
    if (picks.length < of) {
      g.flow.pending!.secret[seat] = picks; // still this seat's turn: it owes more picks
      return;
    }
    const all = collectSecret(g, seat, picks);
    if (!all) return;
    for (const side of assemblySides(g)) {
      const f = picker(g, side, st.role);
      for (const k of all[f] ?? []) {
        const tile = placeIssue(g, side, k, boulePosition(f, st.box, k), 'boule');
        log(g, `5.32 ${st.step}`, 'boule.issue', { side, faction: f, kind: k, pos: tile?.pos ?? null });
      }
    }
    d.step++;
    runPicks(g);
  },
};

export const BOULE_SEGMENTS: Segment[] = [council, hostages, chooseIssues];
