// A battle as a moment (#33 "Battles are moments"): what Phase 6 wrote on the log for one
// Location's battle ([P6] EN:265-309), gathered for the page — forces, every throw of both sides
// with the tokens after it, Special tiles, casualties and the result. Read from a seat's log only.
// A save made before the entries carried the battle's facts (battle.ts note()) still reads: its
// entries are known by their message keys, the column's numbers and each throw's tokens are worked
// out again from the Combat Results Table ([CRT] EN:311-322), and what it never held is left out.
import { BATTLE, LOCATION_BY_ID, type CityId, type CombatColumn, type ForceId, type SpecialId, type UnitKind } from './data/index.js';
import { targets, type RoundRolls } from './combat.js';
import { logMsgOf, type LogMsg } from './board.js';
import type { Commander, LogEntry, Seat, Side } from './state.js';

export interface BattleRound {
  round: number;
  kind: UnitKind;
  /** Both sides' strength; null when the entry never held it (an outright round of an old save). */
  strength: Record<Side, number> | null;
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
  /** The commanders; null for a defender means the intrinsic defenders, or, in an old save's entries, not recorded. */
  attacker: Commander | null;
  defender: Commander | null;
  rounds: BattleRound[];
  specials: { seat: Seat; tile: SpecialId; side: Side | null; round: number }[];
  /** The deciding round's winner, or null when it was not fought. */
  decider: Side | null;
  /** The attacker took the tile: the city suffers a defeat (now `defeats`). */
  taken: boolean;
  /** The city's Defeat counters after the battle; null when an old save's entry did not record them. */
  defeats: number | null;
  /** Read from an old save's entries, which lacked some of the battle's facts. */
  partial: boolean;
}

/** The messages that end a battle that was fought (an attacker came): the moment's result entry. */
const FOUGHT_RESULTS: ReadonlySet<LogMsg> = new Set(['battle.attackerWins', 'battle.defenderWins', 'battle.setAsideHeld', 'battle.setAsideUnfought']);
const DECIDER: Partial<Record<LogMsg, Side | null>> = {
  'battle.attackerWins': 'attack', 'battle.defenderWins': 'defend', 'battle.setAsideHeld': 'defend', 'battle.setAsideUnfought': null,
};
/** An entry of the battle before its result: a round, a casualty, or a Special tile played at that Location. */
const BATTLE_PARTS: ReadonlySet<LogMsg> = new Set(['battle.round', 'battle.roundOutright', 'battle.casualty', 'special.played']);

/** Whether the entry is a fought battle's result: noted as one, or (an old save) known by its message. */
function isResult(e: LogEntry | undefined): boolean {
  if (!e) return false;
  if (e.moment !== undefined) return e.moment === 'battle.result' && e.attacker !== null;
  const msg = logMsgOf(e);
  return msg !== null && FOUGHT_RESULTS.has(msg);
}

/** Log indexes of the fought battles' results in `log` from `from` on. */
export function battleResultsFrom(log: readonly LogEntry[], from: number): number[] {
  const out: number[] = [];
  for (let i = Math.max(0, from); i < log.length; i++) if (isResult(log[i])) out.push(i);
  return out;
}

/** The battle whose result is at `at`, or null when the log holds no fought battle's result there. */
export function battleMomentAt(log: readonly LogEntry[], at: number): BattleMoment | null {
  const r = log[at];
  if (!r || !isResult(r)) return null;
  const slot = r.slot as number;
  const partial = r.moment === undefined;
  const rounds: BattleRound[] = [];
  const specials: BattleMoment['specials'] = [];
  // Back from the result over this battle's entries (its rounds, casualties, Special tiles).
  let first = at;
  while (first > 0) {
    const e = log[first - 1]!;
    const msg = logMsgOf(e);
    if (!msg || !BATTLE_PARTS.has(msg) || e.slot !== slot || e.turn !== r.turn) break;
    first--;
  }
  const order = LOCATION_BY_ID[r.tile as string]?.rounds ?? [];
  /** Special tiles of an old save's entries, which do not say before which round: the next one logged. */
  const unplaced: BattleMoment['specials'] = [];
  for (let i = first; i < at; i++) {
    const e = log[i]!;
    const msg = logMsgOf(e);
    if (msg === 'battle.round' || msg === 'battle.roundOutright') {
      // A round no one fought leaves no entry: an old entry's round is its kind's place in the tile's battle order.
      const round = typeof e.round === 'number' ? e.round : Math.max(0, order.indexOf(e.kind as UnitKind));
      for (const sp of unplaced.splice(0)) specials.push({ ...sp, round });
      rounds.push(roundOf(e, msg, round, rounds, specials));
    } else if (msg === 'battle.casualty' && rounds.length > 0) {
      rounds[rounds.length - 1]!.casualty = { side: e.side as Side, force: e.force as ForceId, strength: e.strength as number };
    } else if (msg === 'special.played') {
      const sp = { seat: e.seat as Seat, tile: e.tile as SpecialId, side: (e.side as Side | undefined) ?? null, round: typeof e.round === 'number' ? e.round : -1 };
      (sp.round >= 0 ? specials : unplaced).push(sp);
    }
  }
  const msg = logMsgOf(r)!;
  const decider = partial ? (DECIDER[msg] ?? null) : ((r.decider as Side | null) ?? null);
  const tile = r.tile as string;
  // An old save's result names only the winner: the attacker when it took the tile, the defender when it kept it.
  const attacker = partial ? (msg === 'battle.attackerWins' ? (r.winner as Commander) : null) : (r.attacker as Commander | null);
  const defender = partial ? (msg === 'battle.defenderWins' ? (r.winner as Commander) : null) : (r.defender as Commander | null);
  return {
    at, turn: r.turn, slot, tile, city: (r.city as CityId | undefined) ?? LOCATION_BY_ID[tile]!.city,
    attacker, defender, rounds, specials, decider, taken: decider === 'attack',
    defeats: typeof r.defeats === 'number' ? r.defeats : null, partial,
  };
}

/** One round from its entry; an old save's round gets its number, its column's numbers and each throw's tokens worked out again. */
function roundOf(e: LogEntry, msg: LogMsg, round: number, before: readonly BattleRound[], specials: BattleMoment['specials']): BattleRound {
  const strength = typeof e.attack === 'number' && typeof e.defend === 'number' ? { attack: e.attack, defend: e.defend } : null;
  const base = { round, kind: e.kind as UnitKind, strength, winner: e.winner as Side, casualty: null };
  if (msg !== 'battle.round' || !Array.isArray(e.rolls)) return { ...base, column: null, need: null, start: null, rolls: [] };
  if (e.need && e.start) {
    return { ...base, column: e.column as CombatColumn, need: e.need as Record<Side, number>, start: e.start as Record<Side, number>, rolls: e.rolls as RoundRolls[] };
  }
  // The Combat Results Table gives the numbers; the first round's winner starts with a token (EN:299), and so does each side a Special tile gave one (EN:372, EN:398).
  const t = targets(strength!.attack, strength!.defend);
  const need = { attack: t.attack, defend: t.defend };
  const prev = before.find((x) => x.round === round - 1);
  const start = { attack: prev?.winner === 'attack' ? 1 : 0, defend: prev?.winner === 'defend' ? 1 : 0 };
  for (const sp of specials) if (sp.round === round && sp.side) start[sp.side]++;
  const tokens = { ...start };
  let tied = false;
  const rolls = (e.rolls as { attack: number; defend: number }[]).map((x) => {
    const hit = { attack: x.attack >= need.attack, defend: x.defend >= need.defend };
    if (!tied) { if (hit.attack) tokens.attack++; if (hit.defend) tokens.defend++; }
    const out = { attack: x.attack, defend: x.defend, hit, tokens: { ...tokens } };
    tied = tokens.attack >= BATTLE.tokensToWin && tokens.defend >= BATTLE.tokensToWin;
    return out;
  });
  return { ...base, column: (e.column as CombatColumn | undefined) ?? t.column, need, start, rolls };
}

/**
 * The Location an entry is about: its own `location` (or a battle result's `tile`), else, for an old
 * save's entry that names only its slot, the Location a later entry of the same turn names for that slot.
 */
export function entryLocation(log: readonly LogEntry[], i: number): string | null {
  const e = log[i];
  if (!e) return null;
  if (typeof e.location === 'string') return e.location;
  const msg = logMsgOf(e);
  if (typeof e.tile === 'string' && msg?.startsWith('battle.')) return e.tile;
  if (typeof e.slot !== 'number') return null;
  for (let k = i + 1; k < log.length && log[k]!.turn === e.turn; k++) {
    const x = log[k]!;
    if (x.slot !== e.slot) continue;
    if (typeof x.location === 'string') return x.location;
    if (typeof x.tile === 'string' && logMsgOf(x)?.startsWith('battle.')) return x.tile;
  }
  return null;
}
