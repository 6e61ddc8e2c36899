// 7.1 Oration Honor and 7.2 Dominant Faction / Assembly Favor, computed from the track as it
// stands after the sixth debate (6.16).
import { FACTIONS_OF, compatriotOf, type Faction, type Side } from '../model/ids.js';
import type { GameState } from '../model/state.js';
import { CAPTURE_BOX, halfSign, winnerOf, wonIssues } from './debate.js';
import { swingHonor, transferHonor } from './honor.js';
import { log } from './log.js';
import { HONOR } from '../data/amounts.js';


/** 7.1: sum of the box numbers of a Faction's won issues; a captured issue counts 7. */
export function orationValue(g: GameState, faction: Faction): number {
  return wonIssues(g, faction).reduce((s, t) => s + (t.captured ? CAPTURE_BOX : Math.abs(t.pos)), 0);
}

/** 7.1 (Q9: the zero-sum guard for Oration only; Ostracism swings in full). Returns the Honor actually moved and to whom. */
export function applyOrationHonor(g: GameState, side: Side): { winner: Faction | null; amount: number } {
  const ostracism = winnerOf(g, side, 'ostracism');
  if (ostracism) {
    const amount = swingHonor(g, ostracism, compatriotOf(ostracism), HONOR.ostracism.value, '7.1', 'ostracism');
    log(g, '7.1', 'oration.ostracism', { side, faction: ostracism, amount });
    return { winner: ostracism, amount };
  }
  const [a, b] = FACTIONS_OF[side];
  const va = orationValue(g, a);
  const vb = orationValue(g, b);
  log(g, '7.1', 'oration.values', { side, [a]: va, [b]: vb });
  if (va === vb) return { winner: null, amount: 0 };
  const winner = va > vb ? a : b;
  const d = Math.min(Math.abs(va - vb), HONOR.orationCap.value);
  const amount = transferHonor(g, winner, compatriotOf(winner), d, '7.1', 'oration');
  return { winner, amount };
}

/** 7.2: the new Dominant Faction and Favor; applies the Favor Honor bonus (+1/−1, no guard: Q9). */
export function applyDominantFaction(g: GameState, side: Side): Faction {
  const s = g.sides[side];
  const [a, b] = FACTIONS_OF[side];
  const ostracism = winnerOf(g, side, 'ostracism');
  let dominant: Faction;
  if (ostracism) {
    // 7.2.1: Ostracism winner becomes Dominant; Favor goes to its box wherever it was.
    dominant = ostracism;
    s.favor = halfSign(ostracism);
    log(g, '7.2', 'dominant.ostracism', { side, faction: dominant, favor: s.favor });
  } else {
    const na = wonIssues(g, a).length;
    const nb = wonIssues(g, b).length;
    if (na !== nb) {
      // 7.2.2: more issues won: Dominant; Favor one box toward its end, or +1/−1 Honor if already there.
      dominant = na > nb ? a : b;
      const sign = halfSign(dominant);
      if (s.favor === sign) swingHonor(g, dominant, compatriotOf(dominant), HONOR.favor.value, '7.2', 'favor');
      else s.favor = (s.favor + sign) as -1 | 0 | 1;
      log(g, '7.2', 'dominant.issues', { side, faction: dominant, [a]: na, [b]: nb, favor: s.favor });
    } else {
      // 7.2.3: tie: Favor stays; favoured Faction, else higher Oration (D7), else the incumbent.
      let why: string;
      if (s.favor !== 0) {
        dominant = s.favor > 0 ? a : b;
        why = 'favor';
      } else {
        const va = orationValue(g, a);
        const vb = orationValue(g, b);
        if (va !== vb) {
          dominant = va > vb ? a : b;
          why = 'oration';
        } else {
          dominant = s.dominant;
          why = 'incumbent';
        }
      }
      log(g, '7.2', 'dominant.tie', { side, faction: dominant, why, issues: na });
    }
  }
  s.dominant = dominant;
  return dominant;
}
