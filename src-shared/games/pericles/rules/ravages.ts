// "Ravages of War": OUR DESIGN standing in for the Campaign rule 14.43 that 7.41 A refers to
// (the Playbook is lost, gap G13). Applied only when a scenario enables it (the Campaign).
import { SIDES, otherSide, type Faction } from '../model/ids.js';
import type { GameState } from '../model/state.js';
import { changeHonor } from './honor.js';
import { log } from './log.js';
import { spendStrategos } from './strategos.js';
import { drawBattleCard } from './theaterOps.js';

/** When War is declared (7.41 A): the declarers lose Honor, then each Side ravages the other's land. */
export function applyRavagesOfWar(g: GameState, declarers: Faction[]): void {
  const rule = g.rules.ravagesOfWar;
  if (!rule) return;
  for (const f of declarers) changeHonor(g, f, -rule.declarerHonorLoss, '14.43*', 'ravagesOfWar.treatyBroken');
  for (const side of SIDES) { // Athens first (7.4)
    const value = drawBattleCard(g, side, '14.43*');
    const victim = g.sides[otherSide(side)].dominant;
    const paid = spendStrategos(g, victim, value);
    const shortfall = value - paid;
    if (shortfall > 0) changeHonor(g, victim, -shortfall, '14.43*', 'ravagesOfWar.shortfall');
    log(g, '14.43*', 'ravagesOfWar', { side, card: value, victim, strategosLost: paid, shortfall, ourDesign: true });
  }
}
