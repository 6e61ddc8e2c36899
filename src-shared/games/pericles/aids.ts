// What the board shows for a seat's open decision, worked out by the rules on the TRUE state and
// handed to the page as data (the chessground way: the board is given its destinations, it never
// derives them). Today one decision has such aids: the muster's moves (9.32), where a unit
// may end, by which path, and which links it may not take and why, come from `reachable()`.
//
// Nothing hidden leaks: the moves depend on the board, War or Peace, the Persian War, the play
// area and the expedition, all public (a view carries them); the enemy's secret commitments (9.31 B)
// and every card are never read.
import type { Force, Faction, TheaterId, UnitKind } from './model/ids.js';
import type { GameState } from './model/state.js';
import { legalActionsOf, pending } from './engine/driver.js';
import { ExitTable, reachable, strengthMemo } from './rules/movement.js';
import { expeditionOf } from './viewSelectors.js';
import type { WhyNot } from './explain/types.js';

/** One unit that may move now: each end it may stop in (the path there, start and end included) and the links it may not take. */
export interface UnitMoveAid {
  /** A path per end; the end is its last theater (9.32 a/b: the Expedition Theater or a theater it cannot exit). */
  ends: TheaterId[][];
  /** Indexes into `MoveAids.blocked`. */
  blocked: number[];
}

/** A link a unit may not take, and why (its rule numbers and message keys; the page words them). */
export interface BlockedLinkAid {
  /** `linkKey`, as the board's `data-link`. */
  link: string;
  why: WhyNot[];
}

/** The muster's moves (9.32): every unit that may move, by `unitAidKey`; each refused link written once. */
export interface MoveAids {
  units: Record<string, UnitMoveAid>;
  blocked: BlockedLinkAid[];
}

/** The aids of a seat's open decision. Absent parts: that decision has none. */
export interface Aids {
  moves?: MoveAids;
}

/** A unit's key in `MoveAids.units`: 'force/kind/from', as the move picker keys its units. */
export function unitAidKey(force: Force | string, kind: UnitKind | string, from: TheaterId | number | string): string {
  return `${force}/${kind}/${from}`;
}

/**
 * The aids for `seat` now, or null when its open decision has none: only a seat whose `muster.move`
 * (9.32, the one decision with exit tests) is open gets the moves of the units the rules let it move.
 */
export function aids(state: GameState, seat: Faction): Aids | null {
  const p = pending(state);
  if (!p || p.kind !== 'muster.move' || !p.seats.includes(seat)) return null;
  const exp = expeditionOf({ flowData: state.flow.data });
  if (!exp) return null;
  // The units that may move: the host's own legal moves (9.32 E, one per unit that may still move).
  const starts = new Map<string, { force: Force; kind: UnitKind; from: TheaterId }>();
  for (const a of legalActionsOf(state, seat, 'muster.move')) {
    if (a.type !== 'move') continue;
    starts.set(unitAidKey(a.force, a.kind, a.from), { force: a.force, kind: a.kind, from: a.from });
  }
  const strengths = strengthMemo();
  const tables = new Map<string, ExitTable>();
  const blocked: BlockedLinkAid[] = [];
  const blockedIndex = new Map<string, number>();
  const units: Record<string, UnitMoveAid> = {};
  for (const [key, { force, kind, from }] of starts) {
    const tableKey = `${force} ${kind}`;
    let table = tables.get(tableKey);
    if (!table) tables.set(tableKey, table = new ExitTable(state, exp.side, force, kind, strengths));
    const reach = reachable(state, exp.side, force, kind, from, exp.theater, table);
    const refs: number[] = [];
    for (const b of reach.blocked) {
      // The same link refused for the same reasons is written once, whoever it stops.
      const id = `${b.link} ${JSON.stringify(b.why)}`;
      let i = blockedIndex.get(id);
      if (i === undefined) {
        blockedIndex.set(id, i = blocked.length);
        blocked.push({ link: b.link, why: b.why });
      }
      if (!refs.includes(i)) refs.push(i);
    }
    units[key] = { ends: reach.ends.map((e) => e.path), blocked: refs };
  }
  return { moves: { units, blocked } };
}
