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

export interface RoundRolls { attack: number; defend: number }

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
    const r = { attack: roll2d6(), defend: roll2d6() };
    rolls.push(r);
    const aHit = r.attack >= need.attack;
    const dHit = r.defend >= need.defend;
    if (tied) {
      if (aHit !== dHit) return { winner: aHit ? 'attack' : 'defend', rolls, tokens };
      continue;
    }
    if (aHit) tokens.attack++;
    if (dHit) tokens.defend++;
    const aWon = tokens.attack >= BATTLE.tokensToWin;
    const dWon = tokens.defend >= BATTLE.tokensToWin;
    if (aWon && dWon) tied = true;
    else if (aWon) return { winner: 'attack', rolls, tokens };
    else if (dWon) return { winner: 'defend', rolls, tokens };
  }
}
