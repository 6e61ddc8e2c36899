// Shared plumbing of the Theater Issue Resolution Segment (8.4, 8.41, 8.42, 8.5): the revealed
// issue in flow.data (public once revealed), the reveal cycle in Honor Order, and finishing an
// issue. Secret answers never go in flow.data: they stay in `pending.secret` until revealed.
import { sideOf, type Faction, type TheaterIssueKind } from '../model/ids.js';
import type { GameState } from '../model/state.js';
import { openDecision } from '../engine/decisions.js';
import type { ActionOf, DecisionKind } from '../decisions/registry.js';
import type { Action } from '../engine/types.js';
import { log } from '../rules/log.js';
import { enforceArgos } from '../rules/theaterOps.js';
import type { Expedition } from './expeditionTypes.js';
import { segmentData } from '../engine/flowData.js';

// This phase's segment data, typed by segment (engine/flowData.ts).
declare module '../engine/flowData.js' {
  interface FlowDataBySegment { 'theater.resolve': ResolveData }
}

export interface IssueCtx {
  /** Queue the marker came from: '1'…'20' or 'persia'. */
  place: string;
  /** The theater it targets (8.5), null in Persia. */
  theater: number | null;
  /** Owning Faction (3.2): it resolves the issue. */
  owner: Faction;
  kind: TheaterIssueKind;
  revealedBy: Faction;
  /** 8.53 Treachery option: theaters still to receive a marker, and those used. */
  oracle?: { left: number; used: number[] };
  /** 8.51 status of the theater when revealed. */
  status?: string;
  /** 9.0 Military: the expedition in progress. */
  exp?: Expedition;
}

export interface ResolveData {
  /** Index in the Honor Order of the Faction that reveals next (8.4 cycling). */
  actor: number;
  issue: IssueCtx | null;
}

export function resolveData(g: GameState): ResolveData {
  return segmentData(g, 'theater.resolve');
}

export function currentIssue(g: GameState): IssueCtx {
  const i = resolveData(g).issue;
  if (!i) throw new Error('No issue is being resolved');
  return i;
}

/** A decision inside the current issue; `secret` carries hidden answers forward (9.31 B). */
export function ask(g: GameState, kind: DecisionKind, seats: Faction[], rule: string, secret?: Partial<Record<Faction, unknown>>): void {
  openDecision(g, kind, seats, rule);
  if (secret && g.flow.pending) g.flow.pending.secret = { ...secret };
}

/** 8.41: places whose top marker belongs to `f`'s Side. */
export function revealablePlaces(g: GameState, f: Faction): string[] {
  const side = sideOf(f);
  return Object.keys(g.queues).filter((p) => {
    const q = g.queues[p] ?? [];
    const top = q[q.length - 1];
    return top !== undefined && sideOf(top.owner) === side;
  });
}

/**
 * 8.4 / 8.42: opens the reveal decision for the next Faction in Honor Order that has a marker
 * of its Side on top of a queue; Factions with none pass automatically. When every queue is
 * empty no decision is opened and the segment ends.
 */
export function openNextReveal(g: GameState): void {
  g.flow.pending = null;
  const data = resolveData(g);
  const order = g.honorOrder;
  if (Object.values(g.queues).every((q) => q.length === 0)) return;
  for (let i = 0; i < order.length; i++) {
    const idx = (data.actor + i) % order.length;
    const f = order[idx] as Faction;
    if (revealablePlaces(g, f).length > 0) {
      data.actor = idx;
      openDecision(g, 'theater.reveal', [f], '8.41');
      return;
    }
    log(g, '8.42', 'reveal.pass', { faction: f });
  }
}

/** 8.5: the issue is done (its marker returns to the owner's supply); 12.1 is rechecked; next reveal. */
export function finishIssue(g: GameState, outcome: string, rule = '8.5'): void {
  const data = resolveData(g);
  const issue = data.issue;
  if (issue) log(g, rule, 'issue.done', { place: issue.place, owner: issue.owner, kind: issue.kind, outcome });
  enforceArgos(g);
  data.issue = null;
  openNextReveal(g);
}

/** One decision kind's step inside an issue: its legal actions, and applying one (typed by the registry). */
export type StepHandler<K extends DecisionKind = DecisionKind> = {
  legal(g: GameState, seat: Faction, issue: IssueCtx): Action[];
  act(g: GameState, seat: Faction, action: ActionOf<K>, issue: IssueCtx): void;
};

/** The steps of some kinds, one per kind. */
export type StepTable<K extends DecisionKind> = { [P in K]: StepHandler<P> };
