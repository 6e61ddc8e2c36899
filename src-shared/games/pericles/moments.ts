// A Battle (9.4–9.54) and a debate (6.13–6.31) are moments (issue #29): each read back from the
// public log entries the engine wrote for it, as one record the renderer shows in a panel. Pure
// functions of a seat's log (its view), so a moment shown live and one reopened from the log,
// or from an old save, read the same facts.
import { FACTIONS_OF, type BaseOwner, type Faction, type Force, type Side, type UnitKind } from './model/ids.js';
import type { LogEntry } from './model/state.js';
import type { AlignmentEntry } from './data/cards/types.js';

export type MomentKind = 'battle' | 'debate';

/** Where a moment's record starts in the log: the entry a log row reopens it from. */
export interface MomentRef { kind: MomentKind; at: number }

// ---------------------------------------------------------------- Battle

export interface BattlePartFact { item: string; force?: Force; count: number; each: number; value: number; rule: string }

export interface BattleSideFact {
  total: number;
  /** 9.42: each addend (units, bases, Treachery, Strategos, State Ship, the 300, the card). */
  parts: BattlePartFact[];
  /** The Battle card drawn (9.42 step 5): revealed, so public. Null if the log does not name it. */
  card: string | null;
  /** The Side's Battle deck was empty: its card counts 0. */
  deckEmpty: boolean;
}

/**
 * What a Battle's Honor change is for (9.51–9.53): enemy units and bases eliminated (2 or 1 each),
 * the Hostages (+5), or the loser's own units and bases eliminated (−1 each).
 */
export type HonorPart = 'eliminated' | 'hostages' | 'losses';

export interface HonorFact {
  faction: Faction;
  part: HonorPart;
  /** Honor actually gained or lost (the 0 floor applied, 3.12). */
  delta: number;
  /** What the rule gave (before the floor). */
  nominal: number;
  rule: string;
}

export interface BattleMoment {
  kind: 'battle';
  /** Index of its first `battle.total` entry. */
  at: number;
  turn: number;
  theater: number;
  unitKind: UnitKind;
  /** 1, or 2 for the second Battle of the other kind (9.6). */
  number: number;
  sides: Record<Side, BattleSideFact>;
  /** Null: a draw (9.43). */
  winner: Side | null;
  differential: number;
  /** Units eliminated per Side and force (9.44 loser, 9.45 winner). */
  casualties: Record<Side, Partial<Record<Force, number>>>;
  /** 9.44: bases destroyed, by owner. */
  basesDestroyed: Partial<Record<BaseOwner, number>>;
  /** 9.46: Hostages taken by this Side. */
  hostages: Side | null;
  honor: HonorFact[];
  /** 9.54: the Side that suffered a Major Defeat. */
  majorDefeat: Side | null;
  /** False while casualties or bases are still to be chosen. */
  complete: boolean;
}

/** Entries of a Battle after its outcome: casualties, bases, Treachery (9.83), Hostages, Honor, Major Defeat. */
function afterOutcome(e: LogEntry): boolean {
  const rule = e.rule.split(',')[0]!.trim();
  switch (e.msg) {
    case 'units.removed': return rule === '9.44' || rule === '9.45';
    case 'base.removed': return rule === '9.44';
    case 'treachery.removed': return rule === '9.83';
    case 'hostages.taken': case 'majorDefeat': return true;
    case 'honor': return e.args.why === 'battle';
    default: return false;
  }
}

/** Decisions asked inside a Battle, before its result is whole (9.44, 9.45). */
const BATTLE_CHOICES = new Set(['battle.loserCasualty', 'battle.winnerCasualty', 'battle.bases']);

function parts(e: LogEntry): BattlePartFact[] {
  try {
    const p = JSON.parse(String(e.args.parts ?? '[]')) as unknown;
    return Array.isArray(p) ? (p as BattlePartFact[]) : [];
  } catch {
    return [];
  }
}

/**
 * The Battle whose first `battle.total` entry is at `at`, or null if there is none there.
 * `pendingKind`: the decision now asked (the last entries of a Battle whose casualties are still
 * being chosen are not its result yet).
 */
export function battleMomentAt(log: readonly LogEntry[], at: number, pendingKind: string | null = null): BattleMoment | null {
  const first = log[at];
  if (!first || !battleStart(first)) return null;
  const sides = {} as Record<Side, BattleSideFact>;
  let i = at;
  // Each Side draws its card (battleDeck.drawn, 9.42) just before its total is logged.
  for (; i < log.length && log[i]!.msg !== 'battle.won' && log[i]!.msg !== 'battle.draw'; i++) {
    const e = log[i]!;
    if (e.msg !== 'battle.total') continue;
    const side = e.args.side as Side;
    // drawBattleCard logs the draw right before the total (9.42 step 5).
    const drawn = log[i - 1];
    const card = drawn?.msg === 'battleDeck.drawn' && drawn.args.side === side && typeof drawn.args.card === 'string' ? drawn.args.card : null;
    const deckEmpty = drawn?.msg === 'battleDeck.empty' && drawn.args.side === side;
    sides[side] = { total: Number(e.args.total), parts: parts(e), card, deckEmpty };
  }
  const outcome = log[i];
  if (!outcome || !sides.athens || !sides.sparta) return null;
  const m: BattleMoment = {
    kind: 'battle', at, turn: first.turn, theater: Number(first.args.theater), unitKind: first.args.kind as UnitKind,
    number: Number(first.args.number ?? 1), sides,
    winner: outcome.msg === 'battle.won' ? (outcome.args.winner as Side) : null,
    differential: Number(outcome.args.differential ?? 0),
    casualties: { athens: {}, sparta: {} }, basesDestroyed: {}, hostages: null, honor: [], majorDefeat: null, complete: true,
  };
  if (m.winner === null) return m; // 9.43: a draw has no casualties
  const loser: Side = m.winner === 'athens' ? 'sparta' : 'athens';
  let j = i + 1;
  for (; j < log.length && afterOutcome(log[j]!); j++) {
    const e = log[j]!;
    if (e.msg === 'units.removed') {
      const who = e.rule.startsWith('9.44') ? loser : m.winner;
      const f = e.args.force as Force;
      m.casualties[who][f] = (m.casualties[who][f] ?? 0) + Number(e.args.n ?? 0);
    } else if (e.msg === 'base.removed') {
      const o = e.args.owner as BaseOwner;
      m.basesDestroyed[o] = (m.basesDestroyed[o] ?? 0) + Number(e.args.n ?? 1);
    } else if (e.msg === 'hostages.taken') {
      m.hostages = e.args.side as Side;
    } else if (e.msg === 'honor') {
      const delta = Number(e.args.delta);
      const faction = e.args.faction as Faction;
      // rules/battle.ts battleHonor gives a winning Faction its Honor for the units and bases
      // eliminated first, then the Hostages' +5 (9.51 to the CinC, 9.52 to the Dominant Faction).
      const part: HonorPart = e.rule.startsWith('9.53') ? 'losses'
        : m.hostages !== null && m.honor.some((h) => h.faction === faction && h.part === 'eliminated') ? 'hostages' : 'eliminated';
      m.honor.push({ faction, part, delta, nominal: Number(e.args.nominal ?? delta), rule: e.rule });
    } else if (e.msg === 'majorDefeat') {
      m.majorDefeat = e.args.side as Side;
    }
  }
  // Whole once something else follows it in the log, or the decision now asked is not one of its own.
  m.complete = j < log.length || pendingKind === null || !BATTLE_CHOICES.has(pendingKind);
  return m;
}

// ---------------------------------------------------------------- debate

export interface DebateCardFact {
  faction: Faction;
  /** Null: the Faction played no card (6.12: it has none left). */
  card: string | null;
  value: number;
  /** Printed value (6.2); absent in a save made before it was logged. */
  base?: number;
  bonus?: number;
  /** The alignment entries that gave the bonus (6.2). */
  aligned?: AlignmentEntry[];
  /** A Brain Trust card's value added (6.31). */
  brainTrust?: number;
  brainTrustCard?: string;
}

export interface DebateMoment {
  kind: 'debate';
  /** Index of its `debate.values` entry. */
  at: number;
  turn: number;
  side: Side;
  /** 6.1: the debate's number in the Assembly Phase (1–3). */
  debate: number;
  issue: string;
  cards: DebateCardFact[];
  /** Null on equal values (6.13: the tile does not move). */
  winner: Faction | null;
  /** Boxes the tile moved toward the winner's half (the difference, 6.13; less if it stopped at box 7 or 0). */
  difference: number;
  from: number | null;
  to: number | null;
  /** 6.15: captured at box 7. */
  captured: boolean;
  /** 6.14: the W/P winner stopped at box 0 (true) or crossed it (false). */
  warPeaceStopped: boolean | null;
}

function aligned(v: unknown): AlignmentEntry[] | undefined {
  if (typeof v !== 'string') return undefined;
  try {
    const a = JSON.parse(v) as unknown;
    return Array.isArray(a) ? (a as AlignmentEntry[]) : undefined;
  } catch {
    return undefined;
  }
}

/** The debate whose `debate.values` entry is at `at`, or null. Its tile's move follows it (6.13, 6.14). */
export function debateMomentAt(log: readonly LogEntry[], at: number): DebateMoment | null {
  const e = log[at];
  if (e?.msg !== 'debate.values') return null;
  const side = e.args.side as Side;
  const [a, b] = FACTIONS_OF[side] as [Faction, Faction];
  // 6.31: a Brain Trust card is drawn after every card is revealed, before the debates resolve
  // (the debate's issues were selected before, 6.11).
  const bt: Partial<Record<Faction, string>> = {};
  for (let k = at - 1; k >= 0 && log[k]!.msg !== 'debate.selected' && log[k]!.turn === e.turn; k--) {
    const p = log[k]!;
    if (p.msg === 'brainTrust.used' && typeof p.args.card === 'string') bt[p.args.faction as Faction] = p.args.card;
  }
  const cards = [a, b].map((f): DebateCardFact => {
    const card = e.args[`${f}Card`];
    const fact: DebateCardFact = { faction: f, card: typeof card === 'string' ? card : null, value: Number(e.args[f] ?? 0) };
    if (typeof e.args[`${f}Base`] === 'number') fact.base = e.args[`${f}Base`] as number;
    if (typeof e.args[`${f}Bonus`] === 'number') fact.bonus = e.args[`${f}Bonus`] as number;
    const al = aligned(e.args[`${f}Aligned`]);
    if (al) fact.aligned = al;
    if (typeof e.args[`${f}Bt`] === 'number') fact.brainTrust = e.args[`${f}Bt`] as number;
    if (bt[f]) fact.brainTrustCard = bt[f];
    return fact;
  });
  const [va, vb] = [cards[0]!.value, cards[1]!.value];
  const m: DebateMoment = {
    kind: 'debate', at, turn: e.turn, side, debate: Number(e.args.debate ?? 0), issue: String(e.args.issue),
    cards, winner: va === vb ? null : va > vb ? a : b, difference: Math.abs(va - vb),
    from: null, to: null, captured: false, warPeaceStopped: null,
  };
  for (let k = at + 1; k < log.length; k++) {
    const n = log[k]!;
    if (n.msg === 'debate.warPeaceStopped' || n.msg === 'debate.warPeaceCrossed') m.warPeaceStopped = n.msg === 'debate.warPeaceStopped';
    else if (n.msg === 'debate.moved' && n.args.side === side) {
      m.from = Number(n.args.from);
      m.to = Number(n.args.to);
      m.captured = n.args.captured === true;
      break;
    } else if (n.msg !== 'debate.strategos') break;
  }
  return m;
}

/** Whether the debate's tile has moved (or stayed, on a tie): the result is whole. */
export function debateComplete(m: DebateMoment): boolean {
  return m.to !== null;
}

// ---------------------------------------------------------------- finding them

/** 9.42: the engine totals Athens first, so a Battle's record starts at Athens' total. */
function battleStart(e: LogEntry): boolean {
  return e.msg === 'battle.total' && e.args.side === 'athens';
}

/** Every Battle and debate that starts at or after `from`, in log order. */
export function momentsFrom(log: readonly LogEntry[], from: number): MomentRef[] {
  const out: MomentRef[] = [];
  for (let i = Math.max(0, from); i < log.length; i++) {
    const e = log[i]!;
    if (e.msg === 'debate.values') out.push({ kind: 'debate', at: i });
    else if (battleStart(e)) out.push({ kind: 'battle', at: i });
  }
  return out;
}

/** The moment a log entry opens when clicked: a Battle's totals or outcome, a debate's values. */
export function momentOfEntry(log: readonly LogEntry[], index: number): MomentRef | null {
  const e = log[index];
  if (!e) return null;
  if (e.msg === 'debate.values') return { kind: 'debate', at: index };
  if (e.msg !== 'battle.won' && e.msg !== 'battle.draw' && e.msg !== 'battle.total') return null;
  // Athens' total is at most a few entries back (Sparta's card drawn, maybe its deck reshuffled).
  for (let i = index; i >= 0 && i >= index - 5; i--) if (battleStart(log[i]!)) return { kind: 'battle', at: i };
  return null;
}
