// The Assembly track and its debate tiles (3.14, 5.32, 6.13–6.16): which tiles a Side may still
// place, placing them, moving them after a debate, capture, and who wins what.
import { why, type WhyNot } from '../explain/types.js';
import { FACTIONS_OF, sideOf, type Faction, type IssueKind, type Side } from '../model/ids.js';
import type { GameState, TrackIssue } from '../model/state.js';

/** 3.14: the 18 debate tiles of each Side. */
export const DEBATE_TILES: Readonly<Record<Side, Readonly<Partial<Record<IssueKind, number>>>>> = {
  athens: { military: 6, league: 3, diplomatic: 3, oracle: 1, ostracism: 1, games: 1, warPeace: 1, citizenship: 1, colony: 1 },
  sparta: { military: 6, league: 3, diplomatic: 3, oracle: 1, ostracism: 1, games: 1, warPeace: 1, krypteia: 1, agoge: 1 },
};

/** Fixed order used for choice lists (3.14 table order). */
export const ISSUE_ORDER: readonly IssueKind[] = [
  'military', 'league', 'diplomatic', 'oracle', 'ostracism', 'games', 'warPeace',
  'citizenship', 'colony', 'krypteia', 'agoge',
];

/** 6.15: a tile reaching box 7 on either half is captured. */
export const CAPTURE_BOX = 7;

/** 6.13 position model: +1 for the Side's first Faction's half (Aristocrats / Eurypontids), −1 for the second. */
export function halfSign(faction: Faction): 1 | -1 {
  return FACTIONS_OF[sideOf(faction)][0] === faction ? 1 : -1;
}

/** The Faction whose half holds position `pos` (null for box 0). */
export function factionAt(side: Side, pos: number): Faction | null {
  if (pos === 0) return null;
  return pos > 0 ? FACTIONS_OF[side][0] : FACTIONS_OF[side][1];
}

/** 5.32: tiles of a kind the Side can still place: its set, minus those on the track, minus removed ones (7.44, 7.45). */
export function availableTiles(g: GameState, side: Side, kind: IssueKind): number {
  const s = g.sides[side];
  const total = DEBATE_TILES[side][kind] ?? 0;
  const onTrack = s.track.filter((t) => t.kind === kind).length;
  const removed = s.removedIssues.filter((k) => k === kind).length;
  return Math.max(0, total - onTrack - removed);
}

/** Kinds with at least one tile available, in table order. */
export function availableKinds(g: GameState, side: Side): IssueKind[] {
  return ISSUE_ORDER.filter((k) => availableTiles(g, side, k) > 0);
}

/** Puts a tile on the track at `pos` (−7…+7). Returns null (and places nothing) if no tile of that kind is available. */
export function placeIssue(g: GameState, side: Side, kind: IssueKind, pos: number, source: TrackIssue['source']): TrackIssue | null {
  if (availableTiles(g, side, kind) <= 0) return null;
  const p = Math.max(-CAPTURE_BOX, Math.min(CAPTURE_BOX, pos)) || 0; // never -0 (see setPosition)
  const tile: TrackIssue = { id: `i${g.nextId++}`, kind, pos: p, captured: Math.abs(p) >= CAPTURE_BOX, source };
  g.sides[side].track.push(tile);
  return tile;
}

export function trackIssue(g: GameState, side: Side, id: string): TrackIssue {
  const t = g.sides[side].track.find((x) => x.id === id);
  if (!t) throw new Error(`No issue ${id} on the ${side} track`);
  return t;
}

/**
 * 6.12, 7.3: a Faction plays a card from its hand. Its Entourage is set aside (5.23: no longer
 * part of the hand; only the Brain Trust draws on it, 6.31). Null: the card may be played.
 */
export function cardPlayRefusal(g: Pick<GameState, 'factions'>, seat: Faction, card: string): WhyNot | null {
  const f = g.factions[seat];
  if (f.hand.includes(card)) return null;
  return f.entourage.includes(card) ? why('5.23', 'whynot.card.entourage', { card }) : why('6.12', 'whynot.card.notInHand', { card });
}

/** The cards a Faction may play now (6.12, 7.3): those of its hand. */
export function playableCards(g: Pick<GameState, 'factions'>, seat: Faction): string[] {
  return g.factions[seat].hand.filter((c) => cardPlayRefusal(g, seat, c) === null);
}

/** 6.15: a captured issue (box 7) waits for the Political Phase and is not debated again. Null: it may be. */
export function issueRefusal(t: TrackIssue): WhyNot | null {
  return t.captured ? why('6.15', 'whynot.issueCaptured', { issue: t.kind }) : null;
}

/**
 * 6.11: issues a selector may debate: any on the track except captured ones (6.15). Tiles of the
 * same kind in the same box are interchangeable, so only the first of each is offered.
 */
export function selectableIssues(g: GameState, side: Side): TrackIssue[] {
  const seen = new Set<string>();
  const out: TrackIssue[] = [];
  for (const t of g.sides[side].track) {
    if (issueRefusal(t)) continue;
    const key = `${t.kind}@${t.pos}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(t);
  }
  return out;
}

/** 6.13: where a winner's move of `d` boxes takes a tile at `pos`, stopping at box 7 (6.15). */
export function movedPosition(pos: number, winner: Faction, d: number): number {
  const target = pos + halfSign(winner) * d;
  return Math.max(-CAPTURE_BOX, Math.min(CAPTURE_BOX, target));
}

/**
 * 6.14 (Q7): the W/P winner may stop at box 0 only when the move starts on the opponent's half
 * and would end on the winner's half.
 */
export function crossesZero(pos: number, to: number, winner: Faction): boolean {
  const s = halfSign(winner);
  return pos * s < 0 && to * s > 0;
}

/** Sets a tile's position and marks capture (6.15). */
export function setPosition(tile: TrackIssue, pos: number): void {
  tile.pos = pos || 0; // never -0: JSON would turn it into 0 and a reloaded game would differ
  if (Math.abs(pos) >= CAPTURE_BOX) tile.captured = true;
}

/** 6.16: issues won by a Faction (boxes 1–7+ of its half). */
export function wonIssues(g: GameState, faction: Faction): TrackIssue[] {
  const side = sideOf(faction);
  const sign = halfSign(faction);
  return g.sides[side].track.filter((t) => t.pos * sign > 0);
}

/** The Faction that won the (single) tile of this kind on its Side's track, if any. */
export function winnerOf(g: GameState, side: Side, kind: IssueKind): Faction | null {
  for (const t of g.sides[side].track) if (t.kind === kind && t.pos !== 0) return factionAt(side, t.pos);
  return null;
}
