// The random bot: a uniformly random legal action, from its own stream (never the game's rng).
import type { RngState } from '../model/state.js';
import type { Action } from '../engine/types.js';
import { nextInt } from '../../../kit/random.js';

export function pickRandom(rng: RngState, legal: readonly Action[]): Action {
  if (legal.length === 0) throw new Error('No legal action to pick from');
  return legal[nextInt(rng, legal.length)] as Action;
}
