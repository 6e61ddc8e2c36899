// 13.0 Persia: opening Persia to issues (13.1), Persian Gold (9.11), the Peace of Callias
// (13.21) and the Persian War penalties (13.22).
import {
  BASE_OWNERS_OF, FORCES, SIDES, sideOfForce,
  type Faction, type Force, type TheaterId, type UnitKind,
} from '../model/ids.js';
import type { GameState } from '../model/state.js';
import { THEATERS } from '../data/board.js';
import { PERSIAN_BASE_LIMIT } from '../data/components.js';
import { available, availablePersianBases, basesIn, theaterStatus } from './control.js';
import { changeHonor } from './honor.js';
import { log } from './log.js';
import { homeTheaterOf, theater } from './theaterOps.js';
import { HONOR } from '../data/amounts.js';
import { why, type WhyNot } from '../explain/types.js';

function theaterIdByName(name: string): TheaterId {
  const t = THEATERS.find((x) => x.name === name);
  if (!t) throw new Error(`No theater named ${name}`);
  return t.id;
}

/** 13.1: the theater whose Spartan base opens Persia (Ionia, board data). */
export const PERSIA_GATE: TheaterId = theaterIdByName('Ionia');
/** 13.2: the theater that exists only during the Persian War (Eastern Mediterranean). */
export const PERSIAN_WAR_THEATER: TheaterId = (() => {
  const t = THEATERS.find((x) => x.onlyDuringPersianWar);
  if (!t) throw new Error('No Persian-War theater in the board data');
  return t.id;
})();

/**
 * 13.1 (Q36): Persia opens to issue placement once Sparta has a base (Spartan or PL) in Ionia
 * or Alcibiades is in Persia, and stays open. Returns the (possibly updated) flag.
 */
export function updatePersiaOpen(g: GameState): boolean {
  if (!g.persiaOpen && (basesIn(theater(g, PERSIA_GATE), 'sparta') > 0 || g.alcibiades === 'persia')) {
    g.persiaOpen = true;
    log(g, '13.1', 'persia.opened', {});
  }
  return g.persiaOpen;
}

/** A place Persian Gold may build in (9.11). */
export interface GoldSite {
  theater: TheaterId;
  force: Force;
  kind: UnitKind;
  /** Units one Persian base buys there (1 naval or 2 land). */
  perBase: number;
  /** Q19: most Persian-Gold units per location in one resolution. */
  cap: number;
}

/**
 * 9.11 Persian Gold sites the bases give: Spartan naval in Sparta (a Spartan base there, cap 3);
 * PL land in Ionia (a Spartan-side base there, cap 4); PL naval in each Aegean theater with a
 * Spartan-side base (cap 3 each).
 */
export function goldSitesByBases(g: GameState): GoldSite[] {
  const out: GoldSite[] = [];
  const home = homeTheaterOf('sparta');
  if (theater(g, home).bases.sparta > 0) out.push({ theater: home, force: 'sparta', kind: 'naval', perBase: 1, cap: 3 });
  if (basesIn(theater(g, PERSIA_GATE), 'sparta') > 0) out.push({ theater: PERSIA_GATE, force: 'peloponnesian', kind: 'land', perBase: 2, cap: 4 });
  for (const t of THEATERS) {
    if (t.aegean && basesIn(theater(g, t.id), 'sparta') > 0) out.push({ theater: t.id, force: 'peloponnesian', kind: 'naval', perBase: 1, cap: 3 });
  }
  return out;
}

/** 3.1: a site whose units are all on the map: Persian Gold cannot build there. Null: it can. */
export function goldPoolRefusal(g: GameState, site: GoldSite): WhyNot | null {
  return available(g, site.force, site.kind) > 0 ? null
    : why('3.1', 'whynot.gold.poolEmpty', { theater: site.theater, force: site.force, unitKind: site.kind });
}

/** 9.11 Persian Gold sites open now: those the bases give whose units are not all on the map (3.1). */
export function persianGoldSites(g: GameState): GoldSite[] {
  return goldSitesByBases(g).filter((s) => goldPoolRefusal(g, s) === null);
}

/** 13.21: the Peace of Callias may be made (Persian War on, an Athenian or DL base in theater 20). */
export function calliasPossible(g: GameState): boolean {
  return g.persianWar === 'inProgress' && basesIn(theater(g, PERSIAN_WAR_THEATER), 'athens') > 0;
}

/**
 * 13.21: the Athenian Dominant Faction makes the Peace of Callias: its base there and one Athenian
 * naval unit (from `navalFrom`, if any) are destroyed; units there go to their City-State
 * theaters; Athenian/DL bases there are destroyed; Spartan/PL bases become Persian bases (as far
 * as discs allow); Treachery there is removed; theater 20 leaves play.
 */
export function makePeaceOfCallias(g: GameState, navalFrom: TheaterId | null): void {
  const em = theater(g, PERSIAN_WAR_THEATER);
  if (navalFrom !== null && theater(g, navalFrom).units.athens.naval > 0) {
    theater(g, navalFrom).units.athens.naval -= 1;
    log(g, '13.21', 'units.removed', { theater: navalFrom, force: 'athens', kind: 'naval', n: 1 });
  }
  for (const f of FORCES) {
    const side = sideOfForce(f);
    const home = homeTheaterOf(side);
    for (const kind of ['land', 'naval'] as const) {
      const n = em.units[f][kind];
      if (n > 0) {
        em.units[f][kind] = 0;
        theater(g, home).units[f][kind] += n;
        log(g, '13.21', 'units.moved', { from: PERSIAN_WAR_THEATER, to: home, force: f, kind, n });
      }
    }
  }
  for (const o of BASE_OWNERS_OF.athens) {
    if (em.bases[o] > 0) log(g, '13.21', 'base.removed', { theater: PERSIAN_WAR_THEATER, owner: o, n: em.bases[o] });
    em.bases[o] = 0;
  }
  for (const o of BASE_OWNERS_OF.sparta) {
    const n = em.bases[o];
    em.bases[o] = 0;
    const k = Math.min(n, availablePersianBases(g));
    g.persianBases = Math.min(PERSIAN_BASE_LIMIT.value, g.persianBases + k);
    if (n > 0) log(g, '13.21', 'base.toPersia', { theater: PERSIAN_WAR_THEATER, owner: o, n, persian: k });
  }
  for (const s of SIDES) em.treachery[s] = 0;
  g.persianWar = 'callias';
  log(g, '13.21', 'persia.callias', {});
}

/**
 * 13.22: while the Persian War goes on, the Athenian Dominant Faction loses Honor equal to the
 * turn number, and 1 more if theater 20 is not Athenian-Controlled and holds no Athenian (not
 * DL) naval unit (Q38, literal reading).
 */
export function persianWarPenalty(g: GameState): void {
  if (g.persianWar !== 'inProgress') return;
  const dom: Faction = g.sides.athens.dominant;
  changeHonor(g, dom, -g.turn, '13.22', 'persianWar');
  const em = theater(g, PERSIAN_WAR_THEATER);
  if (theaterStatus(em, 'athens') !== 'friendly' && em.units.athens.naval === 0) {
    changeHonor(g, dom, -HONOR.eastMedNotHeld.value, '13.22', 'eastMedNotHeld');
  }
}
