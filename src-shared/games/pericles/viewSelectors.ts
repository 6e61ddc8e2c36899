// Selectors: what the board, the prompts, the bots and the determinizer read from a view's flow
// data, in one place (#15 item 2). Flow data is the open segment's public data (secret answers
// ride in the pending decision, never here); its shapes are the engine's own types, so a change
// of shape is a type error here instead of a silent `undefined` in the UI.
import { FORCES, type Faction, type Side } from './model/ids.js';
import type { MapState } from './rules/control.js';
import type { IssueCtx, ResolveData } from './phases/issueFlow.js';
import type { DebateData } from './phases/assembly.js';
import type { BoulePickData } from './phases/boule.js';
import type { BattleCtx, Expedition } from './phases/expeditionTypes.js';
import type { GameView } from './view.js';

/**
 * Flow data as the segments write it: the Assembly's debates (DebateData), the Boulé's picks
 * (BoulePickData), Theater Issue Resolution (ResolveData). A view holds the open segment's.
 */
type FlowDataRead = Partial<DebateData & BoulePickData & ResolveData>;

type ViewLike = Pick<GameView, 'flowData'>;

const data = (view: ViewLike | null | undefined): FlowDataRead => (view?.flowData ?? {}) as FlowDataRead;

/** The Theater issue being resolved (8.5), or null outside Theater Issue Resolution. */
export function issueOf(view: ViewLike | null | undefined): IssueCtx | null {
  return data(view).issue ?? null;
}

/** The expedition of the Military issue being resolved (9.0), or null. */
export function expeditionOf(view: ViewLike | null | undefined): Expedition | null {
  return issueOf(view)?.exp ?? null;
}

/** The Expedition Theater (9.0), or null when no expedition is under way. */
export function expeditionTheaterOf(view: ViewLike | null | undefined): number | null {
  return expeditionOf(view)?.theater ?? null;
}

/** The Battle being resolved (9.4, 9.6), or null. */
export function battleOf(view: ViewLike | null | undefined): BattleCtx | null {
  return expeditionOf(view)?.battle ?? null;
}

/** The debate under way (6.1), 1 when none is numbered. */
export function debateNumberOf(view: ViewLike): number {
  return data(view).debate ?? 1;
}

/** The track tile each Side debates now (6.11; null: the Side has nothing left to debate). */
export function debatedTilesOf(view: ViewLike): Partial<Record<Side, string | null>> {
  return data(view).selected ?? {};
}

/** The cards played face up in the current debate (6.1). */
export function playedCardsOf(view: ViewLike): Partial<Record<Faction, string>> {
  return data(view).played ?? {};
}

/** The Brain Trust cards put forward in the current debate (6.3). */
export function brainTrustCardsOf(view: ViewLike): Partial<Record<Faction, string>> {
  return data(view).btCard ?? {};
}

/** How many Boulé picks `seat` makes in this step (5.32 C: 3, D: 2; 1 otherwise). */
export function boulePicksOf(view: ViewLike, seat: Faction): number {
  return data(view).of?.[seat] ?? 1;
}

/**
 * The parts of a view the movement rules read (rules/movement.ts): the board, War or Peace, the
 * Persian War and a training vignette's play area. Units lost for good do not affect movement, so
 * the view does not carry them and they read as none.
 */
export function mapStateOfView(view: Pick<GameView, 'theaters' | 'war' | 'persianWar' | 'playArea'>): MapState {
  const lostForGood = {} as MapState['lostForGood'];
  for (const f of FORCES) lostForGood[f] = { land: 0, naval: 0 };
  return { theaters: view.theaters, war: view.war, persianWar: view.persianWar, lostForGood, rules: { playArea: view.playArea } };
}
