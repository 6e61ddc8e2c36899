// Which legal actions a place on the board stands for: a city (an action naming it: a free cube,
// Any City, a candidate, an assassination, Plague, Alkibiades, a cube spent), a Location box (an
// action naming its slot: a counter sent, Slave Revolt from there) or an Influence box (a tile
// taken). A click acts only when exactly one action matches; with more, the prompt asks which.
// A piece in a city (a family's temple cubes, a candidate) stands for the actions naming that cube
// there: an assassination, a proposal, Alkibiades' move. Where a city also has an action naming no
// piece (the Assassin's picker's "choose this city"), the city stands for that one alone.
import { CITY_IDS, type CityId } from '../../../../src-shared/games/perikles/client.js';

type Act = Readonly<Record<string, unknown>>;

export interface BoardTargets {
  city: Partial<Record<CityId, readonly unknown[]>>;
  slot: Record<number, readonly unknown[]>;
  box: Record<number, readonly unknown[]>;
  /** By `pieceKey(city, space, seat)`. */
  piece: Record<string, readonly unknown[]>;
}

/** A piece in a city: a family's cubes in the temple, or the candidate in space α or β. */
export const pieceKey = (city: string, space: string, seat: string): string => `${city}:${space}:${seat}`;

const isAct = (a: unknown): a is Act => typeof a === 'object' && a !== null && !Array.isArray(a);

export function boardTargets(legal: readonly unknown[]): BoardTargets {
  const out: BoardTargets = { city: {}, slot: {}, box: {}, piece: {} };
  const push = <K extends string | number>(m: Partial<Record<K, readonly unknown[]>>, k: K, a: unknown): void => {
    m[k] = [...(m[k] ?? []), a];
  };
  for (const a of legal) {
    if (!isAct(a)) continue;
    if (typeof a.city === 'string' && (CITY_IDS as readonly string[]).includes(a.city)) {
      push(out.city, a.city as CityId, a);
      // A cube named in a city: taken from its temple unless the action says a candidate space.
      if (typeof a.cube === 'string') push(out.piece, pieceKey(a.city, typeof a.space === 'string' ? a.space : 'temple', a.cube), a);
    }
    if (typeof a.slot === 'number') push(out.slot, a.slot, a);
    else if (typeof a.from === 'number') push(out.slot, a.from, a);
    if (a.type === 'take' && typeof a.box === 'number') push(out.box, a.box, a);
  }
  for (const c of CITY_IDS) {
    const plain = out.city[c]?.filter((a) => typeof (a as Act).cube !== 'string') ?? [];
    if (plain.length > 0) out.city[c] = plain;
  }
  return out;
}

/** The one action a place stands for, or null (none, or several for the prompt to tell apart). */
export const onlyAction = (actions: readonly unknown[] | undefined): unknown => (actions && actions.length === 1 ? actions[0] : null);
