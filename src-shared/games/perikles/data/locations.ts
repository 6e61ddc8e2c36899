// Perikles' 21 Location tiles (PERIKLES.md §4). Every name and value except Sicily is
// `implementation` only (Locations:15-40; O2); Sicily's city, order and intrinsic units are also in
// the rulebook's battle example ([Ex] EN:326-328).
import type { CityId, UnitKind } from './cities.js';

/** Combat order read left to right ([P6] EN:269): triremes then hoplites, the reverse, or hoplites only. */
export type RoundOrder = readonly UnitKind[];
const TH: RoundOrder = ['trireme', 'hoplite'];
const HT: RoundOrder = ['hoplite', 'trireme'];
const H: RoundOrder = ['hoplite'];

export interface LocationData {
  id: string;
  name: string;
  /** The city that controls it: it defends for that city and suffers the defeat ([P5] EN:235). */
  city: CityId;
  vp: number;
  rounds: RoundOrder;
  /** Grey symbols: +1 to the defender per type; violet rebels: +1 to an attacker ([P6] EN:285). */
  defenders: readonly UnitKind[];
  rebels: readonly UnitKind[];
  source: string;
}

const loc = (id: string, name: string, city: CityId, vp: number, rounds: RoundOrder,
  defenders: readonly UnitKind[], rebels: readonly UnitKind[], source: string): LocationData =>
  ({ id, name, city, vp, rounds, defenders, rebels, source });

const DH: UnitKind[] = ['hoplite'];
const HTU: UnitKind[] = ['hoplite', 'trireme'];

export const LOCATIONS: readonly LocationData[] = [
  loc('amphipolis', 'Amphipolis', 'athens', 6, TH, DH, [], 'implementation Locations:15'),
  loc('lesbos', 'Lesbos', 'athens', 4, HT, [], HTU, 'implementation Locations:16'),
  loc('plataea', 'Plataea', 'athens', 4, H, DH, [], 'implementation Locations:17'),
  loc('naupactus', 'Naupactus', 'athens', 4, TH, [], [], 'implementation Locations:18'),
  loc('potidea', 'Potidea', 'athens', 5, TH, [], DH, 'implementation Locations:19'),
  loc('acarnania', 'Acarnania', 'athens', 3, TH, DH, [], 'implementation Locations:20'),
  loc('attica', 'Attica', 'athens', 4, H, [], [], 'implementation Locations:21'),
  loc('melos', 'Melos', 'sparta', 3, HT, HTU, [], 'implementation Locations:23'),
  loc('epidaurus', 'Epidaurus', 'sparta', 4, TH, [], [], 'implementation Locations:24'),
  loc('pylos', 'Pylos', 'sparta', 4, TH, [], [], 'implementation Locations:25'),
  loc('sicily', 'Sicily', 'sparta', 7, TH, HTU, [], 'implementation Locations:26 (VP); rulebook [Ex] EN:326-328 (Sparta, triremes first, grey hoplite and trireme)'),
  loc('cephallenia', 'Cephallenia', 'sparta', 4, HT, [], [], 'implementation Locations:27'),
  loc('cythera', 'Cythera', 'sparta', 3, HT, [], [], 'implementation Locations:28'),
  loc('spartolus', 'Spartolus', 'sparta', 4, TH, [], DH, 'implementation Locations:29'),
  loc('megara-tile', 'Megara', 'megara', 5, TH, [], [], 'implementation Locations:31'),
  loc('mantinea', 'Mantinea', 'argos', 5, H, [], [], 'implementation Locations:33'),
  loc('delium', 'Delium', 'thebes', 5, TH, [], [], 'implementation Locations:35'),
  loc('aetolia', 'Aetolia', 'thebes', 3, TH, [], [], 'implementation Locations:36'),
  loc('corcyra', 'Corcyra', 'corinth', 3, HT, [], HTU, 'implementation Locations:38'),
  loc('leucas', 'Leucas', 'corinth', 4, HT, [], [], 'implementation Locations:39'),
  loc('solygeia', 'Solygeia', 'corinth', 4, HT, [], [], 'implementation Locations:40'),
];

export const LOCATION_BY_ID: Readonly<Record<string, LocationData>> = Object.fromEntries(LOCATIONS.map((l) => [l.id, l]));
