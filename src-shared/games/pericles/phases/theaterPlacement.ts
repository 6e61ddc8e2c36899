// 8.0 Theater Phase, first half: Honor Order (8.1) and Theater Issue Placement (8.3, 8.31, 8.32).
import type { Faction } from '../model/ids.js';
import type { GameState } from '../model/state.js';
import { actionFor, openDecision } from '../engine/decisions.js';
import type { Action, Segment } from '../engine/types.js';
import { computeHonorOrder } from '../rules/honorOrder.js';
import { log } from '../rules/log.js';
import { PERSIA_GATE, updatePersiaOpen } from '../rules/persia.js';
import { THEATERS } from '../data/board.js';
import { theaterClosed } from '../rules/movement.js';
import { why, type WhyNot } from '../explain/types.js';
import { segmentData } from '../engine/flowData.js';

// This phase's segment data, typed by segment (engine/flowData.ts).
declare module '../engine/flowData.js' {
  interface FlowDataBySegment { 'theater.place': PlaceData }
}

/**
 * 8.1: rank the Factions by Honor now, fixed for the whole phase. 13.1: Persia opens for good
 * once Sparta has a base in Ionia or Alcibiades is in Persia (checked here, before placement).
 */
const honorOrder: Segment = {
  phase: 'theaterPlacement',
  id: 'theater.honorOrder',
  rule: '8.1',
  begin(g) {
    if (g.result) return;
    g.honorOrder = computeHonorOrder(g);
    log(g, '8.1', 'honorOrder', { order: g.honorOrder.join(',') });
    updatePersiaOpen(g);
  },
};

/** Every queue a marker could ever go to (8.3, 13.1): the theaters, then Persia. */
export const PLACES: readonly string[] = [...THEATERS.map((t) => String(t.id)), 'persia'];

/**
 * 8.3: why a marker may not go to `place` now: theater 20 while it is out of play, a theater
 * outside a training vignette's play area (3.3), or Persia before it opens (13.1). Null: it may.
 */
export function placementRefusal(g: GameState, place: string): WhyNot | null {
  if (place === 'persia') return g.persiaOpen ? null : why('13.1', 'whynot.place.persiaClosed', { theater: PERSIA_GATE });
  return theaterClosed(g, Number(place));
}

/** 8.3 legal destinations: every place no rule refuses (placementRefusal). */
export function placementDestinations(g: GameState): string[] {
  return PLACES.filter((p) => placementRefusal(g, p) === null);
}

export interface PlaceData { next: number }

/** 8.32: the next Faction in Honor Order (cycling from `from`) that still holds a marker opens the decision. */
function openNextPlacer(g: GameState, from: number): void {
  const order = g.honorOrder;
  for (let i = 0; i < order.length; i++) {
    const idx = (from + i) % order.length;
    const f = order[idx] as Faction;
    if (g.factions[f].markers.length > 0) {
      segmentData(g, 'theater.place').next = idx;
      openDecision(g, 'theater.place', [f], '8.3');
      return;
    }
  }
}

/**
 * 8.3 Theater Issue Placement. Decision 'theater.place' for one Faction at a time in Honor
 * Order: `{type:'place', marker, place}` — one held marker (one representative id per owner and
 * kind, the choice that matters) face down on top of the queue of `place` ('1'…'20' or
 * 'persia'). A Faction with no markers passes automatically (8.32).
 */
const place: Segment = {
  phase: 'theaterPlacement',
  id: 'theater.place',
  rule: '8.3',
  begin(g) {
    if (g.result) return;
    openNextPlacer(g, 0);
  },
  legal(g, seat) {
    const seen = new Set<string>();
    const reps: string[] = [];
    for (const m of g.factions[seat].markers) {
      const key = `${m.owner}/${m.kind}`;
      if (seen.has(key)) continue;
      seen.add(key);
      reps.push(m.id);
    }
    const dest = placementDestinations(g);
    const out: Action[] = [];
    for (const marker of reps) for (const place of dest) out.push({ type: 'place', marker, place });
    return out;
  },
  act(g, seat, action) {
    const a = actionFor(g, 'theater.place', action);
    const held = g.factions[seat].markers;
    const i = held.findIndex((m) => m.id === a.marker);
    const m = held[i];
    if (!m) throw new Error(`No marker ${a.marker}`);
    held.splice(i, 1);
    const q = g.queues[a.place];
    if (!q) throw new Error(`No queue ${a.place}`);
    q.push({ ...m, placedBy: seat }); // 8.31: on top (LIFO)
    log(g, '8.3', 'marker.placed', { faction: seat, place: a.place, depth: q.length });
    log(g, '8.3', 'marker.placedDetail', { faction: seat, place: a.place, owner: m.owner, kind: m.kind }, [...new Set([seat, m.owner])]);
    const data = segmentData(g, 'theater.place');
    g.flow.pending = null;
    openNextPlacer(g, data.next + 1);
  },
};

export const THEATER_PLACEMENT_SEGMENTS: Segment[] = [honorOrder, place];
