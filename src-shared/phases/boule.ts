// 5.3 Boule Segment: refill the Strategoi Councils (5.31), Hostages (5.33), then each Side's
// Factions choose the seven issues to debate (5.32 A–E).
import { SIDES, compatriotOf, otherSide, sideOf, type Faction, type IssueKind, type Side } from '../model/ids.js';
import { assemblySides } from '../rules/assemblySides.js';
import type { GameState } from '../model/state.js';
import { closeDecision, collectSecret, openDecision } from '../engine/decisions.js';
import type { Action, Segment } from '../engine/types.js';
import { availableKinds, halfSign, placeIssue } from '../rules/debate.js';
import { log } from '../rules/log.js';

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

interface HostageData { next: number }

function runHostages(g: GameState): void {
  const d = g.flow.data as unknown as HostageData;
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
    g.flow.data = { next: 0 } satisfies HostageData as unknown as Record<string, unknown>;
    runHostages(g);
  },
  legal() {
    return [{ type: 'spendHostage', spend: true }, { type: 'spendHostage', spend: false }];
  },
  act(g, seat, action) {
    const d = g.flow.data as unknown as HostageData;
    const side = assemblySides(g)[d.next]!;
    closeDecision(g);
    if ((action as Action & { spend: boolean }).spend) {
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

/** 5.32 A–D, one pick at a time: who picks and into which box of its own half (0 = box 0). */
const PICKS: readonly { step: 'A' | 'B' | 'C' | 'D'; role: 'dominant' | 'opposition'; box: number }[] = [
  { step: 'A', role: 'dominant', box: 2 },
  { step: 'B', role: 'opposition', box: 1 },
  { step: 'C', role: 'dominant', box: 0 },
  { step: 'C', role: 'dominant', box: 0 },
  { step: 'C', role: 'dominant', box: 0 },
  { step: 'D', role: 'opposition', box: 0 },
  { step: 'D', role: 'opposition', box: 0 },
];

/** 5.32 E: Ostracism and W/P always go to box 0. */
const ALWAYS_BOX_ZERO: readonly IssueKind[] = ['ostracism', 'warPeace'];

interface PickData { pick: number }

function picker(g: GameState, side: Side, role: 'dominant' | 'opposition'): Faction {
  const dom = g.sides[side].dominant;
  return role === 'dominant' ? dom : compatriotOf(dom);
}

/** Opens the next simultaneous pick (both Sides at once, each Faction secretly), skipping Sides with no tile left. */
function runPicks(g: GameState): void {
  const d = g.flow.data as unknown as PickData;
  while (d.pick < PICKS.length) {
    const p = PICKS[d.pick]!;
    const seats = assemblySides(g).filter((side) => availableKinds(g, side).length > 0).map((side) => picker(g, side, p.role));
    if (seats.length) {
      openDecision(g, `boule.${p.step}`, seats, `5.32 ${p.step}`);
      return;
    }
    d.pick++;
  }
}

/** The pos a Boulé pick goes to (5.32 A–E). */
export function boulePosition(faction: Faction, box: number, kind: IssueKind): number {
  if (ALWAYS_BOX_ZERO.includes(kind)) return 0;
  return halfSign(faction) * box || 0; // never -0
}

const chooseIssues: Segment = {
  phase: 'boule',
  id: 'boule.issues',
  rule: '5.32',
  begin(g) {
    g.flow.data = { pick: 0 } satisfies PickData as unknown as Record<string, unknown>;
    runPicks(g);
  },
  legal(g, seat) {
    return availableKinds(g, sideOf(seat)).map((kind) => ({ type: 'chooseIssue', kind }));
  },
  act(g, seat, action) {
    const all = collectSecret(g, seat, (action as Action & { kind: IssueKind }).kind);
    if (!all) return;
    const d = g.flow.data as unknown as PickData;
    const p = PICKS[d.pick]!;
    for (const side of assemblySides(g)) {
      const f = picker(g, side, p.role);
      const kind = all[f];
      if (!kind) continue;
      const tile = placeIssue(g, side, kind, boulePosition(f, p.box, kind), 'boule');
      log(g, `5.32 ${p.step}`, 'boule.issue', { side, faction: f, kind, pos: tile?.pos ?? null });
    }
    d.pick++;
    runPicks(g);
  },
};

export const BOULE_SEGMENTS: Segment[] = [council, hostages, chooseIssues];
