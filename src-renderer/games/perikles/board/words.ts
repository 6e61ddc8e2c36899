// The board's words: its own dictionaries (../i18n/board.{en,es,el}.ts) in the app's i18n layer
// (the language the player chose, counted forms, English when a key is missing), and the plain
// sentences the accessible mirror reads for each city, Location box and Influence box.
import { fill, getLocale } from '../../../i18n/index.js';
import { term } from '../words.js';
import { periklesBoardEn, type PeriklesBoardKey } from '../i18n/board.en.js';
import { periklesBoardEs } from '../i18n/board.es.js';
import { periklesBoardEl } from '../i18n/board.el.js';
import type { PeriklesView } from '../../../../src-shared/games/perikles/client.js';
import { CITIES, LOCATION_BY_ID, type CityId, type ForceId, type UnitKind } from '../../../../src-shared/games/perikles/client.js';
import { INFLUENCE_BY_ID, type Commander, type Seat } from '../../../../src-shared/games/perikles/client.js';

const DICTS: Readonly<Record<string, Readonly<Record<PeriklesBoardKey, string>>>> = { en: periklesBoardEn, es: periklesBoardEs, el: periklesBoardEl };

export type Args = Readonly<Record<string, string | number>>;

/** The board's text for `key` in the current language. */
export function tb(key: PeriklesBoardKey, args: Args = {}): string {
  return fill((DICTS[getLocale()] ?? periklesBoardEn)[key] ?? periklesBoardEn[key], args);
}

// The glossary's terms (../words.ts term()): the board names nothing its own way.
export const cityName = (c: CityId | 'persia'): string => (c === 'persia' ? tb('perikles.board.persians') : term('city', c));
export const seatName = (s: Seat): string => term('seat', s);
export const locationName = (id: string): string => term('loc', id);
export const kindName = (k: UnitKind): string => term('unit', k);
export const specialName = (s: string): string => term('special', s);
export const phaseName = (p: string): string => term('phase', p);
/** "Any city", as a tile's label (the glossary's words, capitalized). */
export const anyCityName = (): string => { const w = term('city', 'any'); return w.charAt(0).toLocaleUpperCase() + w.slice(1); };
export const commanderName = (c: Commander): string => (c === 'persians' ? cityName('persia') : seatName(c));
const forceName = (f: ForceId): string => cityName(f);

/** Counters at home of a force: hoplites and triremes. */
export function homeCounts(view: PeriklesView, force: ForceId): { h: number; t: number } {
  let h = 0;
  let t = 0;
  for (const c of view.counters) if (c.force === force && c.place === 'home') { if (c.kind === 'hoplite') h++; else t++; }
  return { h, t };
}

/** A piece a click may choose: a family's cubes in a city's temple, or a candidate (its seat, its space, its city). */
export const describePiece = (city: CityId, space: string, seat: Seat): string => `${seatName(seat)}, ${term('space', space)}, ${cityName(city)}.`;

export function describeCity(view: PeriklesView, id: CityId): string {
  const c = view.cities[id];
  const cubes = view.seats.filter((s) => c.cubes[s] > 0).map((s) => tb('perikles.board.mirror.cubesOf', { seat: seatName(s), n: c.cubes[s] }));
  const cand = (s: Seat | null): string => (s ? seatName(s) : tb('perikles.board.mirror.vacant'));
  const statues = view.seats.filter((s) => c.statues[s] > 0).map((s) => tb('perikles.board.mirror.cubesOf', { seat: seatName(s), n: c.statues[s] }));
  const parts = [
    tb('perikles.board.mirror.city', { city: cityName(id) }),
    cubes.length ? tb('perikles.board.mirror.cubes', { list: cubes.join(', ') }) : tb('perikles.board.mirror.noCubes'),
    tb('perikles.board.mirror.candidates', { alpha: cand(c.candidates[0]), beta: cand(c.candidates[1]) }),
    c.leader ? tb('perikles.board.mirror.leader', { seat: seatName(c.leader) }) : tb('perikles.board.mirror.noLeaderYet'),
  ];
  if (statues.length) parts.push(tb('perikles.board.mirror.statues', { list: statues.join(', ') }));
  if (c.defeats) parts.push(tb('perikles.board.mirror.defeats', { n: c.defeats }));
  parts.push(tb('perikles.board.mirror.home', homeCounts(view, id)));
  return parts.join(' ');
}

export function describeLocation(view: PeriklesView, slot: number): string {
  const s = view.slots[slot]!;
  const loc = LOCATION_BY_ID[s.tile]!;
  const parts = [
    tb('perikles.board.mirror.location', { name: locationName(loc.id), city: cityName(loc.city), vp: loc.vp }),
    tb('perikles.board.mirror.order', { order: loc.rounds.map(kindName).join(' → ') }),
  ];
  const intrinsic = [
    ...loc.defenders.map((k) => tb('perikles.board.mirror.defenderUnit', { kind: kindName(k) })),
    ...loc.rebels.map((k) => tb('perikles.board.mirror.rebelUnit', { kind: kindName(k) })),
  ];
  if (intrinsic.length) parts.push(tb('perikles.board.mirror.intrinsic', { list: intrinsic.join(', ') }));
  for (const side of ['attack', 'defend'] as const) {
    const who = side === 'attack' ? s.attacker : s.defender;
    const counters = view.counters.filter((c) => c.place === 'location' && c.slot === slot && c.side === side).map((c) => (c.strength === null
      ? tb('perikles.board.mirror.counterHidden', { force: forceName(c.force), kind: kindName(c.kind) })
      : tb('perikles.board.mirror.counter', { force: forceName(c.force), kind: kindName(c.kind), strength: c.strength })));
    parts.push(tb('perikles.board.mirror.side', {
      side: tb(side === 'attack' ? 'perikles.board.attacker' : 'perikles.board.defender'),
      who: who ? commanderName(who) : tb('perikles.board.mirror.nobody'),
      counters: counters.length ? counters.join(', ') : tb('perikles.board.mirror.noCounters'),
    }));
  }
  if (s.outcome) {
    parts.push(s.outcome.winner && !s.outcome.setAside
      ? tb('perikles.board.mirror.outcomeWon', { seat: commanderName(s.outcome.winner) })
      : tb('perikles.board.mirror.outcomeAside'));
  }
  return parts.join(' ');
}

/** An Influence tile in words: its colour, shards and symbol. */
export function describeTile(id: string): string {
  const tile = INFLUENCE_BY_ID[id]!;
  return tb('perikles.board.mirror.tile', {
    colour: tile.colour === 'any' ? anyCityName() : cityName(tile.colour),
    n: tile.shards,
    symbol: tile.symbol ? tb(`perikles.board.mirror.symbol.${tile.symbol}`) : '',
  });
}

export function describeBox(view: PeriklesView, box: number): string {
  const id = view.display[box];
  return id ? tb('perikles.board.mirror.box', { n: box + 1, tile: describeTile(id) }) : tb('perikles.board.mirror.boxEmpty', { n: box + 1 });
}

export function describePersia(view: PeriklesView): string {
  return tb('perikles.board.mirror.persia', homeCounts(view, 'persia'));
}

export const cityColour = (c: CityId): number => parseInt(CITIES[c].colour.slice(1), 16);
