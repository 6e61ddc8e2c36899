// A battle as a moment (#33 "Battles are moments"): what Phase 6 wrote on the log for one
// Location's battle ([P6] EN:265-309), gathered for the page — forces, every throw of both sides
// with the tokens after it, Special tiles, casualties and the result. Read from a seat's log only.
import type { CityId, CombatColumn, ForceId, SpecialId, UnitKind } from './data/index.js';
import type { RoundRolls } from './combat.js';
import type { Commander, LogEntry, Seat, Side } from './state.js';

export interface BattleRound {
  round: number;
  kind: UnitKind;
  strength: Record<Side, number>;
  /** Rolled rounds: column, numbers, tokens at the start and each throw; outright rounds: none. */
  column: CombatColumn | null;
  need: Record<Side, number> | null;
  start: Record<Side, number> | null;
  rolls: RoundRolls[];
  winner: Side;
  casualty: { side: Side; force: ForceId; strength: number } | null;
}

export interface BattleMoment {
  /** The log index of the battle's result: the moment's identity. */
  at: number;
  turn: number;
  slot: number;
  tile: string;
  city: CityId;
  attacker: Commander | null;
  defender: Commander | null;
  rounds: BattleRound[];
  specials: { seat: Seat; tile: SpecialId; side: Side | null; round: number }[];
  /** The deciding round's winner, or null when it was not fought. */
  decider: Side | null;
  /** The attacker took the tile: the city suffers a defeat (now `defeats`). */
  taken: boolean;
  defeats: number;
}

const isResult = (e: LogEntry | undefined): boolean => e?.moment === 'battle.result';

/** Log indexes of the battle results in `log` from `from` on. */
export function battleResultsFrom(log: readonly LogEntry[], from: number): number[] {
  const out: number[] = [];
  for (let i = Math.max(0, from); i < log.length; i++) if (isResult(log[i])) out.push(i);
  return out;
}

/** The battle whose result is at `at`, or null when the log holds no battle's result there. */
export function battleMomentAt(log: readonly LogEntry[], at: number): BattleMoment | null {
  const r = log[at];
  if (!r || !isResult(r) || r.attacker === null) return null;
  const slot = r.slot as number;
  const rounds: BattleRound[] = [];
  const specials: BattleMoment['specials'] = [];
  // Back from the result over this battle's entries (its rounds, casualties, Special tiles).
  let first = at;
  while (first > 0) {
    const e = log[first - 1]!;
    const m = e.moment;
    if ((m !== 'battle.round' && m !== 'battle.casualty' && m !== 'battle.special') || e.slot !== slot) break;
    first--;
  }
  for (let i = first; i < at; i++) {
    const e = log[i]!;
    if (e.moment === 'battle.round') {
      const rolled = Array.isArray(e.rolls);
      rounds.push({
        round: e.round as number, kind: e.kind as UnitKind,
        strength: { attack: e.attack as number, defend: e.defend as number },
        column: rolled ? (e.column as CombatColumn) : null,
        need: rolled ? (e.need as Record<Side, number>) : null,
        start: rolled ? (e.start as Record<Side, number>) : null,
        rolls: rolled ? (e.rolls as RoundRolls[]) : [],
        winner: e.winner as Side, casualty: null,
      });
    } else if (e.moment === 'battle.casualty' && rounds.length > 0) {
      rounds[rounds.length - 1]!.casualty = { side: e.side as Side, force: e.force as ForceId, strength: e.strength as number };
    } else if (e.moment === 'battle.special') {
      specials.push({ seat: e.seat as Seat, tile: e.tile as SpecialId, side: (e.side as Side | undefined) ?? null, round: e.round as number });
    }
  }
  const decider = (r.decider as Side | null) ?? null;
  return {
    at, turn: r.turn, slot, tile: r.tile as string, city: r.city as CityId,
    attacker: r.attacker as Commander | null, defender: r.defender as Commander | null,
    rounds, specials, decider, taken: decider === 'attack', defeats: r.defeats as number,
  };
}
