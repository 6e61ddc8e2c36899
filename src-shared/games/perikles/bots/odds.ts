// The odds a bot reads from a seat's view: the engine's own (../odds.ts, ../combat.ts), no second copy.
import { locationOdds, type Added } from '../odds.js';
import type { Commander } from '../state.js';
import type { PeriklesView } from '../view.js';


/** The attacker's chance to take the tile in `slot`, as the view shows it, with `add` sent ([P6] EN:269-301). */
export const attackOdds = (v: PeriklesView, slot: number, add?: Added): number => locationOdds(v, slot, add).take;

/** The commander `seat` sends for ([P5] EN:239; [Pers] EN:342). */
export const myCommander = (v: PeriklesView, seat: string): Commander => v.players[seat as keyof PeriklesView['players']]!.commander;
