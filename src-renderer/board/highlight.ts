// Adapter from the engine's movement answers to what the board draws. No rule logic here: the
// host's aids (src-shared/games/pericles/aids.ts, #32) or, for free exploration, `reachable`
// (explore.ts) decide; this only reshapes their answer and words the refusals.
import type { MoveAids } from '../../src-shared/games/pericles/aids.js';
import type { WhyNot } from '../../src-shared/explain/types.js';
import type { Reach } from '../../src-shared/rules/movement.js';
import type { BoardHighlight } from './scene.js';
import { reasonsText } from '../decisions/whyNot.js';

/** A unit's moves: a path per end (start and end included), and the links it may not take with why. */
function highlightOf(from: number, ends: readonly number[][], blocked: readonly { link: string; why: WhyNot[] }[]): BoardHighlight {
  const paths: Record<number, number[]> = {};
  const reachable: number[] = [];
  for (const path of ends) {
    const end = path[path.length - 1]!;
    paths[end] = path;
    reachable.push(end);
  }
  return { from, reachable, paths, blocked: blocked.map((b) => ({ link: b.link, reason: reasonsText(b.why) })) };
}

/** The muster's moves of one unit ('force/kind/from', aids.ts `unitAidKey`) as the host gave them; null when it has none. */
export function highlightOfAid(moves: MoveAids, key: string, from: number): BoardHighlight | null {
  const unit = moves.units[key];
  if (!unit) return null;
  return highlightOf(from, unit.ends, unit.blocked.flatMap((i) => moves.blocked[i] ?? []));
}

/** A movement answer the page asked for itself (free exploration, explore.ts). */
export function highlightOfReach(reach: Reach, from: number): BoardHighlight {
  return highlightOf(from, reach.ends.map((e) => e.path), reach.blocked);
}
