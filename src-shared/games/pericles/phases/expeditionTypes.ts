// Public state of a Military issue being resolved (9.0–9.7), kept in flow.data. Enemy
// commitments are not here until revealed (9.31 B): they ride in `pending.secret`.
import { FACTIONS_OF, type Faction, type Force, type Side, type UnitKind } from '../model/ids.js';
import type { UnitCounts } from '../model/state.js';
import type { BattleCommitment } from '../rules/battle.js';

export type ForceCounts = Partial<Record<Force, number>>;

export interface BattleCtx {
  kind: UnitKind;
  /** 1 = the mandatory Battle (9.4), 2 = the optional second Battle (9.6). */
  number: 1 | 2;
  totals: Record<Side, number>;
  cards: Record<Side, number>;
  winner: Side;
  loser: Side;
  differential: number;
  /** Units of the Battle's kind present when it was fought (9.44, 9.45). */
  winnerPresent: ForceCounts;
  loserPresent: ForceCounts;
  /** Casualties picked so far in the current casualty decision. */
  picked: ForceCounts;
  loserEliminated: ForceCounts;
  basesDestroyed: number;
  winnerEliminated: ForceCounts;
}

export interface Expedition {
  theater: number;
  cinc: Faction;
  side: Side;
  /** Status of the Expedition Theater when the muster began (9.31 A/B). */
  status: 'neutral' | 'friendly' | 'enemy' | 'contested' | null;
  /** Revealed commitments (9.31). */
  committed: Partial<Record<Faction, number>>;
  /** Unit moves left (9.32: one per committed Strategos of the CinC and its Compatriot; +1 for the 300, 12.4). */
  moves: number;
  /** 9.32 E: units that moved this muster, by the theater where they stopped. */
  arrived: Record<string, Partial<Record<Force, UnitCounts>>>;
  /** 9.11 Persian Gold: Persian bases not yet used, and units built per theater this resolution (Q19). */
  gold: { left: number; built: Record<string, number> } | null;
  /** 12.3: the State Ship is committed to this issue. */
  stateShip: boolean;
  battle: BattleCtx | null;
}

/** Strategos committed by both of `side`'s Factions to this issue (9.31), the State Ship not included. */
export function sideCommitted(exp: Expedition, side: Side): number {
  return FACTIONS_OF[side].reduce((n, f) => n + (exp.committed[f] ?? 0), 0);
}

/**
 * What `side` brings to a Battle of this issue besides its pieces (9.42 (4)–(5)): every committed
 * Strategos, the State Ship (12.3), and its Battle card. A second Battle counts them all again (9.6).
 */
export function battleCommitment(exp: Expedition, side: Side, battleCard: number): BattleCommitment {
  return { committedStrategos: sideCommitted(exp, side), stateShip: side === 'athens' && exp.stateShip, battleCard };
}
