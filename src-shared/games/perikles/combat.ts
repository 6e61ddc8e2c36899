// Combat Results Table ([CRT] EN:311-322) and one round of combat's dice ([P6] EN:293-299).
// Pure functions: the battle phase feeds them strengths and the seeded dice.
import { BATTLE, COLUMN_FITS, COMBAT_TABLE, type CombatColumn } from './data/index.js';
import type { Side } from './state.js';

const fits = (strong: number, weak: number, f: { ratio?: number; difference?: number }): boolean =>
  f.ratio !== undefined ? strong >= f.ratio * weak : strong - weak >= (f.difference ?? Infinity);

/**
 * Combat Results Table: the column for attacker strength `a` against defender strength `d`. The
 * stronger side must use the column most favourable to it among those that fit ([CRT] EN:313);
 * beyond 3:1 is 3:1 and below 1:2 is 1:2 (EN:322).
 */
export function combatColumn(a: number, d: number): CombatColumn {
  if (a > d) for (const f of COLUMN_FITS.attackerBest) if (fits(a, d, f)) return f.column;
  if (d > a) for (const f of COLUMN_FITS.defenderBest) if (fits(d, a, f)) return f.column;
  return COLUMN_FITS.even;
}

/** What each side must roll, at least, on two dice to take a battle token ([P6] EN:293). */
export function targets(a: number, d: number): { column: CombatColumn; attack: number; defend: number } {
  const column = combatColumn(a, d);
  const row = COMBAT_TABLE.find((r) => r.column === column)!;
  return { column, attack: row.attacker, defend: row.defender };
}

/** One throw of both sides: their totals, whether each made its number, and the tokens after it. */
export interface RoundRolls { attack: number; defend: number; hit: Record<Side, boolean>; tokens: Record<Side, number> }

/**
 * One round of combat, rolled ([P6] EN:293): both sides roll two dice at once; a total at or above
 * its number moves a token to that side. The first to two tokens wins; if both reach two on the
 * same roll, they roll on until one succeeds while the other fails. `start`: tokens held before
 * the round (the first round's winner, Persian Fleet, Thessalian Allies: EN:299, EN:372, EN:398).
 */
export function rollRound(
  need: { attack: number; defend: number }, start: Record<Side, number>, roll2d6: () => number,
): { winner: Side; rolls: RoundRolls[]; tokens: Record<Side, number> } {
  const tokens = { ...start };
  const rolls: RoundRolls[] = [];
  let tied = false;
  for (;;) {
    const attack = roll2d6();
    const defend = roll2d6();
    const aHit = attack >= need.attack;
    const dHit = defend >= need.defend;
    if (!tied) {
      if (aHit) tokens.attack++;
      if (dHit) tokens.defend++;
    }
    rolls.push({ attack, defend, hit: { attack: aHit, defend: dHit }, tokens: { ...tokens } });
    if (tied) {
      if (aHit !== dHit) return { winner: aHit ? 'attack' : 'defend', rolls, tokens };
      continue;
    }
    const aWon = tokens.attack >= BATTLE.tokensToWin;
    const dWon = tokens.defend >= BATTLE.tokensToWin;
    if (aWon && dWon) tied = true;
    else if (aWon) return { winner: 'attack', rolls, tokens };
    else if (dWon) return { winner: 'defend', rolls, tokens };
  }
}

// --- the odds: exact, from the 36 throws of two dice -------------------------------------------

const THROWS = BATTLE.dieFaces ** BATTLE.dicePerSide;

/** How many of the 36 throws of two dice make `n` or more. */
export function throwsAtLeast(n: number): number {
  let hits = 0;
  for (let a = 1; a <= BATTLE.dieFaces; a++) for (let b = 1; b <= BATTLE.dieFaces; b++) if (a + b >= n) hits++;
  return hits;
}

/** P(two dice make `n` or more). */
export const chanceAtLeast = (n: number): number => throwsAtLeast(n) / THROWS;

/**
 * The attacker's chance to win one rolled round ([P6] EN:293-299): each throw moves a token to each
 * side that makes its number; first to two wins; both at two roll on until one succeeds while the
 * other fails. `start`: tokens already held (the first round's winner, Persian Fleet, Thessalian Allies).
 */
export function roundChance(need: { attack: number; defend: number }, start: Record<Side, number> = { attack: 0, defend: 0 }): number {
  // A pure function of four small numbers the bots ask about for every counter they might send: each answer worked out once.
  const key = `${need.attack}|${need.defend}|${start.attack}|${start.defend}`;
  let chance = ROUND_CHANCES.get(key);
  if (chance === undefined) {
    chance = workOutRoundChance(need, start);
    ROUND_CHANCES.set(key, chance);
  }
  return chance;
}

const ROUND_CHANCES = new Map<string, number>();

function workOutRoundChance(need: { attack: number; defend: number }, start: Record<Side, number>): number {
  const pa = chanceAtLeast(need.attack);
  const pd = chanceAtLeast(need.defend);
  const both = pa * pd, onlyA = pa * (1 - pd), onlyD = (1 - pa) * pd;
  const moves = both + onlyA + onlyD; // a throw where nobody succeeds changes nothing: it is thrown again
  const rollOn = onlyA / (onlyA + onlyD);
  const win = (x: number, y: number): number => {
    const aDone = x >= BATTLE.tokensToWin, dDone = y >= BATTLE.tokensToWin;
    if (aDone && dDone) return rollOn;
    if (aDone) return 1;
    if (dDone) return 0;
    return (both * win(x + 1, y + 1) + onlyA * win(x + 1, y) + onlyD * win(x, y + 1)) / moves;
  };
  return win(start.attack, start.defend);
}

/** How a round will go ([P6] EN:285, EN:297; O12): not fought, won outright by one side, or rolled for. */
export function fightMode(attackUnits: boolean, defendUnits: boolean, intrinsicDefender: boolean): 'none' | Side | 'rolled' {
  if (!attackUnits && !defendUnits) return 'none'; // rebels never fight alone, and grey units only answer an attack (O12)
  if (!attackUnits) return 'defend';
  if (!defendUnits && !intrinsicDefender) return 'attack';
  return 'rolled';
}

/** A round as it will be fought: not at all, won outright, or rolled with these strengths. */
export type RoundFight = 'none' | Side | { attack: number; defend: number };

/** P(the side wins a round) from the tokens held at its start. */
function roundWin(f: RoundFight, start: Record<Side, number>): number {
  if (f === 'none') return 0;
  if (f === 'attack') return 1;
  if (f === 'defend') return 0;
  return roundChance(targets(f.attack, f.defend), start);
}

/**
 * The attacker's chance to take the tile ([P6] EN:269-301): rounds in the tile's battle order; the
 * last decides (not fought: set aside, O10); the first round's winner starts the next with a token
 * (EN:299). Special tiles not yet played are not foreseen.
 */
export function takeChance(rounds: readonly RoundFight[]): number {
  const last = rounds[rounds.length - 1]!;
  if (rounds.length === 1) return roundWin(last, { attack: 0, defend: 0 });
  const first = rounds[0]!;
  if (first === 'none') return roundWin(last, { attack: 0, defend: 0 });
  const p1 = roundWin(first, { attack: 0, defend: 0 });
  return p1 * roundWin(last, { attack: 1, defend: 0 }) + (1 - p1) * roundWin(last, { attack: 0, defend: 1 });
}
