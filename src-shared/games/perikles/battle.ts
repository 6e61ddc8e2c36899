// Phase 6 Resolve Battles ([P6] EN:265-309), the Combat Results Table ([CRT] EN:311-322), the
// Persians' battles ([Pers] EN:342-344) and the Special tiles played just before a round
// (Brasidas, Persian Fleet, Phormio, Thessalian Allies: [Spec] EN:356-398).
import type { Action } from '../contract.js';
import { nextInt } from '../../kit/random.js';
import { BATTLE, LOCATION_BY_ID, SPECIAL_EFFECTS, SPECIALS, type ForceId, type SpecialId, type UnitKind } from './data/index.js';
import { COUNTERS, COUNTER_BY_ID, placementOf, type Commander, type Decision, type PeriklesState, type Seat, type Side } from './state.js';
import { clockwiseFrom, log, otherSide, placeCubes, seatsOfCommander, type LogMsg } from './board.js';
import { sideCounters, slotCounters } from './commit.js';
import { fightMode, rollRound, targets } from './combat.js';

const roll2d6 = (g: PeriklesState) => (): number => {
  let total = 0;
  for (let i = 0; i < BATTLE.dicePerSide; i++) total += 1 + nextInt(g.rng, BATTLE.dieFaces);
  return total;
};

/**
 * The battle's facts on the log entry just written, for the page's battle moment (#33 "Battles are
 * moments"): kept beside the entry's words, never in them.
 */
const note = (g: PeriklesState, facts: Record<string, unknown>): void => { Object.assign(g.log[g.log.length - 1]!, facts); };

/** How a round will go ([P6] EN:285, EN:297; O12): not fought, won outright, or rolled for. */
export function roundMode(g: PeriklesState, slot: number, kind: UnitKind): 'none' | Side | 'rolled' {
  const tile = LOCATION_BY_ID[g.slots[slot]!.tile]!;
  const p = placementOf(g);
  return fightMode(sideCounters(p, slot, 'attack', kind).length > 0, sideCounters(p, slot, 'defend', kind).length > 0, tile.defenders.includes(kind));
}

/** The Special tiles that double a city's counters of one type (Brasidas, Phormio: [Spec] EN:360, EN:380). */
const DOUBLERS = ['brasidas', 'phormio'] as const;

/**
 * A side's strength in a round: its counters' values (Brasidas and Phormio double Spartan hoplites
 * and Athenian triremes), plus one per grey symbol for the defender and per violet rebel for an
 * attacker; intrinsic units are never doubled ([P6] EN:283-285; [Spec] EN:360, EN:378-380).
 */
export function strength(g: PeriklesState, slot: number, side: Side, kind: UnitKind, played: readonly SpecialId[]): number {
  const tile = LOCATION_BY_ID[g.slots[slot]!.tile]!;
  let total = 0;
  for (const i of sideCounters(placementOf(g), slot, side, kind)) {
    const c = COUNTERS[i]!;
    const doubled = DOUBLERS.some((t) => played.includes(t) && SPECIAL_EFFECTS[t].city === c.force && SPECIAL_EFFECTS[t].kind === kind);
    total += c.strength * (doubled ? BATTLE.doubling : 1);
  }
  const intrinsic = side === 'defend' ? tile.defenders : tile.rebels;
  return total + intrinsic.filter((k) => k === kind).length;
}

/**
 * The counters a round's loser may lose: the lowest of the main force's type if it has one, else the
 * lowest of its allies' (EN:295). Several of one value from different allied cities: the main player
 * chooses whose (DE:680); counters of one city and value are alike.
 */
export function casualtyCandidates(g: PeriklesState, slot: number, side: Side, kind: UnitKind): string[] {
  const s = g.slots[slot]!;
  const main = side === 'attack' ? s.attacker : s.defender;
  const p = placementOf(g);
  const all = sideCounters(p, slot, side, kind);
  const mainForce = all.filter((i) => (p.places[i] as { by: Commander }).by === main);
  const pool = mainForce.length > 0 ? mainForce : all;
  let low = Infinity;
  for (const i of pool) low = Math.min(low, COUNTERS[i]!.strength);
  const out: string[] = [];
  for (const i of pool) if (COUNTERS[i]!.strength === low) out.push(COUNTERS[i]!.id);
  return out;
}

/** The forces whose counter may be the casualty: more than one only among allies (DE:680). */
export function casualtyForces(g: PeriklesState, slot: number, side: Side, kind: UnitKind): ForceId[] {
  return [...new Set(casualtyCandidates(g, slot, side, kind).map((id) => COUNTER_BY_ID[id]!.force))].sort();
}

/** The seat who speaks for a side's main player: the commander, or the first Persian player clockwise (EN:342). */
function mainSeat(g: PeriklesState, slot: number, side: Side): Seat | undefined {
  const s = g.slots[slot]!;
  const main = side === 'attack' ? s.attacker : s.defender;
  if (!main) return undefined;
  const seats = seatsOfCommander(g, main);
  return clockwiseFrom(g, g.firstPlayer).find((seat) => seats.includes(seat));
}

function loseCounter(g: PeriklesState, slot: number, side: Side, kind: UnitKind, force: ForceId): void {
  const id = casualtyCandidates(g, slot, side, kind).filter((c) => COUNTER_BY_ID[c]!.force === force).sort()[0]!;
  // Persian counters are never lost: they go back to the shield (EN:342).
  g.units[id] = COUNTER_BY_ID[id]!.force === 'persia' ? { at: 'home' } : { at: 'dead' };
  log(g, 'Phase 6 Resolve Battles', 'battle.casualty', { slot, location: g.slots[slot]!.tile, side, force, kind, strength: COUNTER_BY_ID[id]!.strength });
  note(g, { moment: 'battle.casualty' });
}

/** The round's losing side loses one counter (EN:295); true when its main player must choose whose (DE:680). */
function casualty(g: PeriklesState, slot: number, side: Side, kind: UnitKind): boolean {
  const forces = casualtyForces(g, slot, side, kind);
  if (forces.length === 0) return false; // intrinsic units are never casualties
  const seat = forces.length > 1 ? mainSeat(g, slot, side) : undefined;
  if (seat) { g.decision = { kind: 'battle.casualty', seat, slot, side, unit: kind }; return true; }
  loseCounter(g, slot, side, kind, forces[0]!);
  return false;
}

// --- Special tiles before a round ---------------------------------------------------------------

/** The Special tiles a seat may play before this round, beside passing. */
function battleSpecials(g: PeriklesState, seat: Seat): Action[] {
  const b = g.battle!;
  const p = g.players[seat];
  if (!p.special || p.specialUsed) return [];
  const kind = LOCATION_BY_ID[g.slots[b.slot]!.tile]!.rounds[b.round]!;
  const tile = p.special;
  const window = SPECIALS[tile].window;
  if (window !== (kind === 'hoplite' ? 'beforeHopliteRound' : 'beforeTriremeRound')) return [];
  if (tile === 'brasidas' || tile === 'phormio') {
    const e = SPECIAL_EFFECTS[tile];
    const p = placementOf(g);
    const present = (['attack', 'defend'] as const).some((side) => sideCounters(p, b.slot, side, kind).some((i) => COUNTERS[i]!.force === e.city));
    return present ? [{ type: 'special', tile }] : [];
  }
  // Persian Fleet, Thessalian Allies: a side with no token yet starts with one (EN:372, EN:398).
  return (['attack', 'defend'] as const).filter((side) => b.tokens[side] === 0).map((side) => ({ type: 'special', tile, side }));
}

/** Seats still to be asked before a rolled round: every seat whose Special tile is unplayed, so asking tells nothing. */
function nextToAsk(g: PeriklesState): Seat | undefined {
  const b = g.battle!;
  return clockwiseFrom(g, g.firstPlayer).find((s) => !b.asked.includes(s) && g.players[s].special !== null && !g.players[s].specialUsed);
}

// --- the battle for one Location ----------------------------------------------------------------

function award(g: PeriklesState, slot: number, winner: Commander): void {
  const s = g.slots[slot]!;
  for (const seat of seatsOfCommander(g, winner)) g.players[seat].won.push(s.tile);
  s.outcome = { winner, setAside: false };
}

function setAside(g: PeriklesState, slot: number, why: Extract<LogMsg, `battle.${string}`>): void {
  const s = g.slots[slot]!;
  s.outcome = { winner: null, setAside: true };
  g.setAside.push(s.tile);
  log(g, 'Phase 6 Resolve Battles', why, { slot, tile: s.tile });
}

/** All counters not eliminated go home (EN:309); the Persians' to the shield. */
function returnCounters(g: PeriklesState, slot: number): void {
  for (const id of slotCounters(g, slot)) g.units[id] = { at: 'home' };
}

function finishBattle(g: PeriklesState): void {
  const b = g.battle!;
  const s = g.slots[b.slot]!;
  const tile = LOCATION_BY_ID[s.tile]!;
  const decider = b.winners[tile.rounds.length - 1] ?? null;
  if (decider === 'attack') {
    award(g, b.slot, s.attacker!);
    g.cities[tile.city].defeats++; // a Defeat counter on the highest uncovered square (EN:301)
    log(g, 'Phase 6 Resolve Battles', 'battle.attackerWins', { slot: b.slot, tile: s.tile, city: tile.city, winner: s.attacker });
  } else if (decider === 'defend' && s.defender) {
    award(g, b.slot, s.defender);
    log(g, 'Phase 6 Resolve Battles', 'battle.defenderWins', { slot: b.slot, tile: s.tile, winner: s.defender });
  } else if (decider === 'defend') {
    setAside(g, b.slot, 'battle.setAsideHeld'); // O11
  } else {
    setAside(g, b.slot, 'battle.setAsideUnfought'); // O10
  }
  note(g, { moment: 'battle.result', slot: b.slot, tile: s.tile, city: tile.city, attacker: s.attacker, defender: s.defender, decider, defeats: g.cities[tile.city].defeats });
  returnCounters(g, b.slot);
  g.battle = null;
}

/** A tile nobody attacks: set aside; the main defender (each Persian player) places two cubes in its city (EN:307, EN:344; O9). */
function unattacked(g: PeriklesState, slot: number): void {
  const s = g.slots[slot]!;
  const city = LOCATION_BY_ID[s.tile]!.city;
  if (s.defender) for (const seat of seatsOfCommander(g, s.defender)) placeCubes(g, seat, city, BATTLE.unattackedCubes);
  setAside(g, slot, s.defender ? 'battle.unattacked' : 'battle.setAsideEmpty'); // O9
  returnCounters(g, slot);
}

/** Fights one round once its Special tiles are settled; true when its casualty waits for a choice. */
function fightRound(g: PeriklesState): boolean {
  const b = g.battle!;
  const s = g.slots[b.slot]!;
  const kind = LOCATION_BY_ID[s.tile]!.rounds[b.round]!;
  const mode = roundMode(g, b.slot, kind);
  let winner: Side | null = null;
  if (mode === 'rolled') {
    const a = strength(g, b.slot, 'attack', kind, b.played);
    const d = strength(g, b.slot, 'defend', kind, b.played);
    const need = targets(a, d);
    const r = rollRound(need, b.tokens, roll2d6(g));
    winner = r.winner;
    log(g, 'Phase 6 Resolve Battles: Combat Results Table', 'battle.round', { slot: b.slot, location: g.slots[b.slot]!.tile, kind, attack: a, defend: d, column: need.column, rolls: r.rolls, winner });
    note(g, { moment: 'battle.round', round: b.round, attacker: s.attacker, defender: s.defender, need: { attack: need.attack, defend: need.defend }, start: { ...b.tokens } });
  } else if (mode !== 'none') {
    winner = mode;
    log(g, 'Phase 6 Resolve Battles', 'battle.roundOutright', { slot: b.slot, location: g.slots[b.slot]!.tile, kind, winner });
    note(g, { moment: 'battle.round', round: b.round, attacker: s.attacker, defender: s.defender, attack: strength(g, b.slot, 'attack', kind, b.played), defend: strength(g, b.slot, 'defend', kind, b.played) });
  }
  b.winners.push(winner);
  b.round++;
  // The first round's winner starts the second with a token (EN:299).
  b.tokens = { attack: winner === 'attack' ? 1 : 0, defend: winner === 'defend' ? 1 : 0 };
  b.asked = [];
  b.played = [];
  return mode === 'rolled' && casualty(g, b.slot, otherSide(winner!), kind);
}

/** Works through the battles top to bottom (EN:267) until a seat must decide or all are fought; false when done. */
export function continueBattles(g: PeriklesState): boolean {
  for (;;) {
    if (!g.battle) {
      const slot = g.slots.findIndex((s) => s.outcome === null);
      if (slot < 0) return false;
      const s = g.slots[slot]!;
      s.revealed = true;
      if (!s.attacker) { unattacked(g, slot); continue; }
      g.battle = { slot, round: 0, tokens: { attack: 0, defend: 0 }, asked: [], played: [], winners: [] };
    }
    const b = g.battle;
    const tile = LOCATION_BY_ID[g.slots[b.slot]!.tile]!;
    if (b.round >= tile.rounds.length) { finishBattle(g); continue; }
    if (roundMode(g, b.slot, tile.rounds[b.round]!) === 'rolled') {
      const seat = nextToAsk(g);
      if (seat) { g.decision = { kind: 'battle.special', seat }; return true; }
    }
    if (fightRound(g)) return true;
  }
}

type Handler<K extends Decision['kind']> = {
  legal(g: PeriklesState, d: Extract<Decision, { kind: K }>): Action[];
  act(g: PeriklesState, d: Extract<Decision, { kind: K }>, a: Action): void;
};

export const BATTLE_DECISIONS: { [K in 'battle.special' | 'battle.casualty']: Handler<K> } = {
  'battle.special': {
    legal: (g, d) => [{ type: 'pass' }, ...battleSpecials(g, d.seat)],
    act(g, d, a) {
      const b = g.battle!;
      b.asked.push(d.seat);
      if (a.type === 'special') {
        const tile = a.tile as SpecialId;
        g.players[d.seat].specialUsed = true;
        b.played.push(tile);
        if (a.side) b.tokens[a.side as Side]++;
        log(g, `Special tiles: ${SPECIALS[tile].name}`, 'special.played', { seat: d.seat, tile, slot: b.slot, location: g.slots[b.slot]!.tile, side: a.side });
        note(g, { moment: 'battle.special', round: b.round });
      }
      g.decision = null;
    },
  },  'battle.casualty': {
    // Whose counter is lost, among allied cities' counters of the lowest value (DE:680).
    legal: (g, d) => casualtyForces(g, d.slot, d.side, d.unit).map((force) => ({ type: 'casualty', force })),
    act(g, d, a) {
      loseCounter(g, d.slot, d.side, d.unit, a.force as ForceId);
      g.decision = null;
    },
  },
};
