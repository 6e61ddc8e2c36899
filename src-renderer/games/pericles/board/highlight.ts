// Adapter from the host's movement answers to what the board draws. No rule logic here: the
// host's aids (src-shared/games/pericles/aids.ts) and, for free exploration, its answers to the
// board's questions (games/pericles/query.ts, client/query.ts) decide (#32); this only reshapes
// them and words the refusals.
import type { MoveAids, WhyNot, Reach } from '../../../../src-shared/games/pericles/client.js';
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

/** The host's answer to a board's question about one unit (free exploration: a clicked unit, the Movement Explorer). */
export function highlightOfReach(reach: Reach, from: number): BoardHighlight {
  return highlightOf(from, reach.ends.map((e) => e.path), reach.blocked);
}
