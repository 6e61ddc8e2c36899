// The map as data (RECONSTRUCTION.md §1–3). Every fact carries its provenance:
// 'confirmed' (the rulebook says so), 'inferred' (follows from a rule, example or note),
// 'reconstructed' (our design, consistent with the rules). Rule code never names a theater.
import type { TheaterId } from '../model/ids.js';

export type Provenance = 'confirmed' | 'inferred' | 'reconstructed';

export interface TheaterData {
  id: TheaterId;
  name: string;
  /** 3.12: brown border = land, blue border = naval; decides the mandatory Battle (9.4). */
  type: 'land' | 'naval';
  typeProvenance: Provenance;
  /** 11.13 Granary (amphora icon). */
  granary: boolean;
  /** Granary only while the Persian War is in progress (13.2, 13.21; 11.13). */
  granaryNeedsPersianWar?: boolean;
  /** Board position on a 3000 × 2000 board (reconstructed layout). */
  x: number;
  y: number;
  /** 3.2 City-State Theater (home theater). */
  home?: 'athens' | 'sparta';
  /** 3.12 Aegean Sea (Aristophanes cards, Persian Gold 9.11). */
  aegean?: boolean;
  /** Theater 20 exists only while the Persian War is in progress (13.2). */
  onlyDuringPersianWar?: boolean;
  note?: string;
}

/** 9.32 link types (map link summary rows 1–4). */
export type LinkType = 'coastal' | 'sea' | 'land' | 'naval';

export interface LinkData {
  a: TheaterId;
  b: TheaterId;
  type: LinkType;
  /** 9.32 rows 5–6: a friendly base is needed in the theater being left, for land or naval units. */
  base?: 'land' | 'naval';
  provenance: Provenance;
  note: string;
}

export const THEATERS: readonly TheaterData[] = [
  { id: 1, name: 'Sicily', type: 'land', typeProvenance: 'reconstructed', granary: true, x: 800, y: 1250, note: 'Granary confirmed (11.13).' },
  { id: 2, name: 'Corcyra', type: 'naval', typeProvenance: 'reconstructed', granary: false, x: 1100, y: 800 },
  { id: 3, name: 'Aetolia', type: 'land', typeProvenance: 'reconstructed', granary: false, x: 1350, y: 900 },
  { id: 4, name: 'Naupactus', type: 'naval', typeProvenance: 'reconstructed', granary: false, x: 1350, y: 1080 },
  { id: 5, name: 'Isthmus of Corinth', type: 'land', typeProvenance: 'reconstructed', granary: false, x: 1600, y: 1180 },
  { id: 6, name: 'Sparta', type: 'land', typeProvenance: 'reconstructed', granary: true, x: 1450, y: 1450, home: 'sparta', note: 'Granary confirmed (11.13).' },
  { id: 7, name: 'Athens', type: 'naval', typeProvenance: 'inferred', granary: false, x: 1800, y: 1250, home: 'athens', note: 'Naval: inferred from the 9.44 play note.' },
  { id: 8, name: 'Boeotia', type: 'land', typeProvenance: 'confirmed', granary: false, x: 1700, y: 1000, note: "Land: the designer's strategy guide." },
  { id: 9, name: 'Thessaly', type: 'land', typeProvenance: 'reconstructed', granary: false, x: 1550, y: 700 },
  { id: 10, name: 'Macedonia', type: 'land', typeProvenance: 'reconstructed', granary: false, x: 1550, y: 400 },
  { id: 11, name: 'Chalcidice', type: 'land', typeProvenance: 'reconstructed', granary: false, x: 1850, y: 500 },
  { id: 12, name: 'Amphipolis', type: 'land', typeProvenance: 'reconstructed', granary: false, x: 2100, y: 300 },
  { id: 13, name: 'Hellespont', type: 'naval', typeProvenance: 'inferred', granary: true, x: 2550, y: 350, note: 'Granary confirmed (11.13); naval inferred from a published battle example.' },
  { id: 14, name: 'Ionia', type: 'land', typeProvenance: 'reconstructed', granary: false, x: 2700, y: 1150 },
  { id: 15, name: 'Lesbos', type: 'naval', typeProvenance: 'reconstructed', granary: false, x: 2450, y: 750, aegean: true },
  { id: 16, name: 'Chios', type: 'naval', typeProvenance: 'reconstructed', granary: false, x: 2400, y: 1000, aegean: true },
  { id: 17, name: 'Samos', type: 'naval', typeProvenance: 'reconstructed', granary: false, x: 2450, y: 1250, aegean: true },
  { id: 18, name: 'Cyclades', type: 'naval', typeProvenance: 'reconstructed', granary: false, x: 2050, y: 1450, aegean: true },
  { id: 19, name: 'Southern Sporades', type: 'naval', typeProvenance: 'reconstructed', granary: false, x: 2500, y: 1550, aegean: true },
  { id: 20, name: 'Eastern Mediterranean', type: 'naval', typeProvenance: 'reconstructed', granary: true, granaryNeedsPersianWar: true, onlyDuringPersianWar: true, x: 2800, y: 1800, note: 'Granary until the Peace of Callias (confirmed 11.13, 13.21).' },
];

/** Persia: an abstract box with no links (13.1). */
export const PERSIA = { name: 'Persia', x: 2850, y: 700, provenance: 'confirmed' as Provenance };

export const LINKS: readonly LinkData[] = [
  { a: 1, b: 2, type: 'coastal', base: 'land', provenance: 'inferred', note: 'Corcyra note: cross toward Sicily with a base, "as in Ionia".' },
  { a: 2, b: 3, type: 'coastal', provenance: 'reconstructed', note: '' },
  { a: 2, b: 4, type: 'sea', provenance: 'reconstructed', note: 'Link confirmed by the Naupactus note; type reconstructed.' },
  { a: 2, b: 6, type: 'sea', provenance: 'reconstructed', note: '' },
  { a: 2, b: 7, type: 'sea', provenance: 'confirmed', note: '9.32 example: Athens–Corcyra needs naval strength for land units.' },
  { a: 3, b: 4, type: 'coastal', provenance: 'inferred', note: '' },
  { a: 3, b: 8, type: 'land', provenance: 'reconstructed', note: '' },
  { a: 3, b: 9, type: 'land', provenance: 'reconstructed', note: '' },
  { a: 4, b: 5, type: 'coastal', base: 'naval', provenance: 'inferred', note: 'Portage: ships cross the Isthmus only with a base (Isthmus and Naupactus notes).' },
  { a: 4, b: 6, type: 'sea', provenance: 'reconstructed', note: '' },
  { a: 5, b: 6, type: 'coastal', provenance: 'reconstructed', note: 'Land access to the Peloponnese (inferred); type reconstructed.' },
  { a: 5, b: 7, type: 'coastal', provenance: 'reconstructed', note: 'Link confirmed by the Naupactus note; type reconstructed.' },
  { a: 5, b: 8, type: 'coastal', provenance: 'reconstructed', note: 'Megarid and the Corinthian Gulf shore.' },
  { a: 6, b: 18, type: 'sea', provenance: 'reconstructed', note: '' },
  { a: 7, b: 8, type: 'land', provenance: 'reconstructed', note: '' },
  { a: 7, b: 11, type: 'sea', provenance: 'reconstructed', note: '' },
  { a: 7, b: 18, type: 'sea', provenance: 'reconstructed', note: '' },
  { a: 8, b: 9, type: 'coastal', provenance: 'reconstructed', note: 'Thermopylae and the Malian Gulf.' },
  { a: 9, b: 10, type: 'coastal', provenance: 'reconstructed', note: 'Tempe and the Thermaic coast.' },
  { a: 10, b: 11, type: 'coastal', provenance: 'reconstructed', note: '' },
  { a: 10, b: 12, type: 'land', provenance: 'reconstructed', note: '' },
  { a: 11, b: 12, type: 'coastal', provenance: 'reconstructed', note: '' },
  { a: 12, b: 13, type: 'coastal', provenance: 'reconstructed', note: '' },
  { a: 12, b: 15, type: 'naval', provenance: 'reconstructed', note: '' },
  { a: 13, b: 14, type: 'coastal', provenance: 'reconstructed', note: '' },
  { a: 13, b: 15, type: 'sea', provenance: 'reconstructed', note: '' },
  { a: 14, b: 15, type: 'coastal', base: 'land', provenance: 'confirmed', note: '9.32 example: Spartan land units cross Ionia→Lesbos only with a friendly base in Ionia.' },
  { a: 14, b: 16, type: 'coastal', base: 'land', provenance: 'inferred', note: 'Ionia note: land units cross to the islands only with a base.' },
  { a: 14, b: 17, type: 'coastal', base: 'land', provenance: 'inferred', note: 'Ionia note: land units cross to the islands only with a base.' },
  { a: 14, b: 19, type: 'sea', provenance: 'reconstructed', note: '' },
  { a: 15, b: 16, type: 'naval', provenance: 'reconstructed', note: '' },
  { a: 16, b: 17, type: 'naval', provenance: 'reconstructed', note: '' },
  { a: 16, b: 18, type: 'naval', provenance: 'reconstructed', note: '' },
  { a: 17, b: 18, type: 'naval', provenance: 'reconstructed', note: '' },
  { a: 17, b: 19, type: 'naval', provenance: 'reconstructed', note: '' },
  { a: 18, b: 19, type: 'naval', provenance: 'reconstructed', note: '' },
  { a: 19, b: 20, type: 'sea', provenance: 'reconstructed', note: 'Land forces reached Egypt and Cyprus by sea.' },
];

/** The theater numbered `id`, or undefined when the board has none (theaters are numbered 1… in order). */
export function theaterById(id: number): TheaterData | undefined {
  const t = THEATERS[id - 1];
  return t && t.id === id ? t : undefined;
}

export function theaterData(id: TheaterId): TheaterData {
  const t = theaterById(id);
  if (!t) throw new Error(`No theater ${id}`);
  return t;
}

const HOME_THEATERS: Readonly<Record<'athens' | 'sparta', TheaterId>> = (() => {
  const home = (side: 'athens' | 'sparta'): TheaterId => {
    const t = THEATERS.find((x) => x.home === side);
    if (!t) throw new Error(`No home theater for ${side} in the board data`);
    return t.id;
  };
  return { athens: home('athens'), sparta: home('sparta') };
})();

/** 3.2: the City-State Theater of a Side (Athens or Sparta on the board). */
export function homeTheaterOf(side: 'athens' | 'sparta'): TheaterId {
  return HOME_THEATERS[side];
}

/** Stable link key, lower number first: the renderer's `data-link="2-7"`. */
export function linkKey(a: TheaterId, b: TheaterId): string {
  return a < b ? `${a}-${b}` : `${b}-${a}`;
}

const LINKS_FROM: ReadonlyMap<TheaterId, readonly LinkData[]> = (() => {
  const m = new Map<TheaterId, LinkData[]>();
  for (const l of LINKS) {
    for (const end of [l.a, l.b]) {
      const list = m.get(end) ?? [];
      list.push(l);
      m.set(end, list);
    }
  }
  return m;
})();

/** 3.12: two theaters are adjacent only if a link joins them. */
export function linksFrom(id: TheaterId): readonly LinkData[] {
  return LINKS_FROM.get(id) ?? [];
}
export function otherEnd(link: LinkData, from: TheaterId): TheaterId {
  return link.a === from ? link.b : link.a;
}
