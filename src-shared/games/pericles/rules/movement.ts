// Military unit movement during an Expeditionary Muster (9.32, 9.33) and the absolute entry
// restrictions (7.42 B, 12.1, 13.1, 13.2). Pure: the engine applies the moves.
import {
  CITY_STATE_BASE, FORCES_OF, isCityStateForce, otherSide, sideOfForce,
  type Force, type Place, type Side, type TheaterId, type UnitKind,
} from '../model/ids.js';
import type { TheaterState, UnitCounts } from '../model/state.js';
import {
  homeTheaterOf, linkKey, linksFrom, otherEnd, theaterById, theaterData,
  type LinkData, type LinkType, type Provenance,
} from '../data/board.js';
import { UNIT_MV } from '../data/battle.js';
import {
  basesIn, inPlayArea, strength, theaterExists, theaterOf, type MapState,
} from './control.js';
import { why, type WhyNot } from '../explain/types.js';

/** A refusal as its rule numbers and message keys (#17, #18): the renderer words `why`, never English here. */
export type Check = { ok: true } | { ok: false; rule: string; why: WhyNot[] };

/** Units not (yet) in the state that count in a theater, e.g. units that stopped there this muster. */
export type ExtraUnits = Partial<Record<Force, Partial<UnitCounts>>>;

const OK: Check = { ok: true };

/** How a unit of each kind may leave along each link type (9.32 A–D and the map link summary rows 1–4). */
interface ExitRule {
  /** Strength kind compared; null = the link cannot be used by this kind. */
  test: UnitKind | null;
  rule: string;
}
const EXIT_RULES: Readonly<Record<LinkType, Readonly<Record<UnitKind, ExitRule>>>> = {
  coastal: { land: { test: 'land', rule: '9.32 A' }, naval: { test: 'naval', rule: '9.32 C' } },
  sea: { land: { test: 'naval', rule: '9.32 B' }, naval: { test: 'naval', rule: '9.32 D' } },
  land: { land: { test: 'land', rule: '9.32 A' }, naval: { test: null, rule: '9.32 row 3' } },
  naval: { land: { test: null, rule: '9.32 row 4' }, naval: { test: 'naval', rule: '9.32 D' } },
};
const LINK_ROW: Readonly<Record<LinkType, number>> = { coastal: 1, sea: 2, land: 3, naval: 4 };
const LINK_LOOK: Readonly<Record<LinkType, string>> = {
  coastal: 'Coastal link (single dark-blue line)',
  sea: 'Sea link (thick solid blue line)',
  land: 'Land link (brown parallel lines)',
  naval: 'Naval link (parallel blue lines)',
};

function theaterName(id: TheaterId): string {
  return theaterData(id).name;
}

function withExtra(theater: TheaterState, extra: ExtraUnits | undefined): TheaterState {
  if (!extra) return theater;
  const units = { ...theater.units };
  for (const [f, c] of Object.entries(extra) as [Force, Partial<UnitCounts>][]) {
    units[f] = { land: units[f].land + (c.land ?? 0), naval: units[f].naval + (c.naval ?? 0) };
  }
  return { ...theater, units };
}

/** A Side's strength of one kind in a theater: `strength`, or the same figures remembered (strengthMemo). */
export type StrengthOf = (theater: TheaterState, side: Side, kind: UnitKind) => number;

/**
 * `strength`, remembered per theater, Side and kind, for a state that does not change while it is
 * in use (a muster's list of moves, where every link out of a theater, for every force, reads the
 * same few figures).
 */
export function strengthMemo(): StrengthOf {
  const known = new Map<TheaterState, number[]>();
  return (theater, side, kind) => {
    let row = known.get(theater);
    if (!row) known.set(theater, row = []);
    const i = (side === 'athens' ? 0 : 2) + (kind === 'land' ? 0 : 1);
    return row[i] ??= strength(theater, side, kind);
  };
}

/**
 * 9.32 exit test: may a `kind` unit of `force` leave `from` along `link`?
 * Friendly strength is what REMAINS after the mover leaves (the mover is taken to be in `from`
 * in the state unless `moverInState` is false, e.g. when it is only passing through), plus any
 * `stoppedExtra` units that stopped there this muster and are not yet in the state. No enemy ⇒ passes.
 */
export function exitCheck(
  state: MapState, side: Side, force: Force, kind: UnitKind, from: TheaterId, link: LinkData,
  stoppedExtra?: ExtraUnits, moverInState = true, strengthOf: StrengthOf = strength,
): Check {
  if (sideOfForce(force) !== side) throw new Error(`${force} units do not belong to ${side}`);
  if (link.a !== from && link.b !== from) throw new Error(`Link ${linkKey(link.a, link.b)} does not touch theater ${from}`);
  if (force === 'argos') return ARGOS_STAYS;
  const er = EXIT_RULES[link.type][kind];
  if (er.test === null) return LINK_KIND_REFUSALS[link.type][kind];
  const theater = withExtra(theaterOf(state, from), stoppedExtra);
  const enemy = otherSide(side);
  const mover = moverInState && er.test === kind ? UNIT_MV[force][kind].value : 0;
  const friendly = strengthOf(theater, side, er.test) - mover;
  const hostile = strengthOf(theater, enemy, er.test);
  const failures: { rule: string; why: WhyNot }[] = [];
  if (friendly < hostile) {
    failures.push({
      rule: er.rule,
      why: why(er.rule, 'whynot.move.exitStrength', { unitKind: kind, from, linkType: link.type, side, strengthKind: er.test, friendly, hostile }),
    });
  }
  if (link.base === kind && basesIn(theater, side) === 0) {
    const row = kind === 'land' ? '9.32 row 5' : '9.32 row 6';
    failures.push({
      rule: row,
      why: why(row, 'whynot.move.exitBase', { unitKind: kind, from, side }),
    });
  }
  if (failures.length === 0) return OK;
  return { ok: false, rule: failures.map((f) => f.rule).join(' + '), why: failures.map((f) => f.why) };
}

/**
 * May a unit of `force` enter `to`? Entering is never strength-tested (9.32); the only absolute
 * restrictions are Persia (13.1), the Eastern Mediterranean after Callias (13.2, 13.21), Argos
 * (12.1) and, at Peace, City-State units toward enemy City-State units or bases (7.42 B, 9.33).
 */
export function canEnter(state: MapState, side: Side, force: Force, to: Place): Check {
  if (sideOfForce(force) !== side) throw new Error(`${force} units do not belong to ${side}`);
  if (to === 'persia') return { ok: false, rule: '13.1', why: [why('13.1', 'whynot.move.persia')] };
  if (!theaterById(to)) {
    return { ok: false, rule: '3.12', why: [why('3.12', 'whynot.noTheater', { n: to })] };
  }
  const closed = theaterClosed(state, to);
  if (closed) return { ok: false, rule: closed.rule, why: [closed] };
  if (force === 'argos' && to !== homeTheaterOf('sparta')) return ARGOS_STAYS;
  if (state.war === 'peace' && isCityStateForce(force)) {
    const enemy = otherSide(side);
    const t = theaterOf(state, to);
    const units = CITY_STATE_FORCES_OF[enemy].some((f) => t.units[f].land + t.units[f].naval > 0);
    const base = t.bases[CITY_STATE_BASE[enemy]] > 0;
    if (units || base) {
      const key = units && base ? 'whynot.peace.unitsAndBase' : units ? 'whynot.peace.units' : 'whynot.peace.base';
      return {
        ok: false, rule: '7.42 B',
        why: [why('7.42 B', key, { side, enemy, theater: to })],
      };
    }
  }
  return OK;
}

/** Each Side's City-State forces (7.42 B). */
const CITY_STATE_FORCES_OF: Readonly<Record<Side, readonly Force[]>> = {
  athens: FORCES_OF.athens.filter(isCityStateForce),
  sparta: FORCES_OF.sparta.filter(isCityStateForce),
};

/** 12.1: Argos units never leave Sparta. */
function argosStays(): WhyNot {
  return why('12.1', 'whynot.argosStays', { theater: homeTheaterOf('sparta') });
}

/** Refusals that depend on nothing in the state, made once (a muster tests thousands of links): read them, never change them. */
const ARGOS_STAYS: Check = deepFreeze({ ok: false, rule: '12.1', why: [argosStays()] });
const LINK_KIND_REFUSALS = Object.fromEntries(Object.entries(EXIT_RULES).map(([type, rules]) => [type, Object.fromEntries(
  Object.entries(rules).map(([kind, er]) => [kind, deepFreeze({
    ok: false, rule: er.rule, why: [why(er.rule, 'whynot.move.linkKind', { unitKind: kind, linkType: type })],
  })]),
)])) as Readonly<Record<LinkType, Readonly<Record<UnitKind, Check>>>>;

function deepFreeze<T extends object>(value: T): T {
  for (const v of Object.values(value)) if (typeof v === 'object' && v !== null) deepFreeze(v);
  return Object.freeze(value);
}

/**
 * A theater no unit or marker may go to now: theater 20 while the Persian War is not in progress
 * (13.2, 13.21), or a theater outside a training vignette's play area (3.3). Null when open.
 */
export function theaterClosed(state: Pick<MapState, 'persianWar' | 'rules'>, id: TheaterId): WhyNot | null {
  if (!theaterExists(state, id)) return why('13.2', 'whynot.theaterOutOfPlay', { theater: id });
  if (!inPlayArea(state, id)) return why('3.3', 'whynot.outsidePlayArea', { theater: id });
  return null;
}

export interface ReachEnd {
  theater: TheaterId;
  /** Theaters from the start to this end, both included (a shortest legal path). */
  path: TheaterId[];
  /** 9.32 (a) entered the Expedition Theater; (b) a theater it cannot exit by any link (the renderer words it). */
  stop: 'expedition' | 'cannotExit';
}
export interface BlockedLink {
  from: TheaterId;
  to: TheaterId;
  /** `linkKey`, as the renderer's `data-link`. */
  link: string;
  rule: string;
  why: WhyNot[];
}
export interface Reach {
  ends: ReachEnd[];
  blocked: BlockedLink[];
  /** Theaters the unit can enter but only pass through (it cannot stop there, 9.32). */
  passed?: TheaterId[];
}

/** A link a unit may take out of a theater (the exit test passes and the far end may be entered). */
interface UsableLink { link: LinkData; to: TheaterId }
/** The links out of one theater for one unit: those it may take, and those it may not with why. */
interface Exits { usable: UsableLink[]; blocked: BlockedLink[] }

/**
 * 9.32, for one kind of unit of one force in one state: each theater's usable links and refused
 * ones, worked out once per theater and start-or-passing (the mover counts in the strength it
 * leaves behind only where it starts). Every start's `reachable` shares it: a muster's whole list
 * of moves tests each link once, not once per unit that could take it.
 */
export class ExitTable {
  /** By theater number: a unit that starts there, one that passes through. */
  private readonly starting: Exits[] = [];
  private readonly passing: Exits[] = [];

  constructor(
    private readonly state: MapState, private readonly side: Side,
    private readonly force: Force, private readonly kind: UnitKind,
    /** Shared by the tables of one unchanging state (strengthMemo). */
    private readonly strengthOf: StrengthOf = strength,
  ) {}

  /** Links out of `t`, for a unit that starts there (`start`) or passes through. */
  from(t: TheaterId, start: boolean): Exits {
    const known = (start ? this.starting : this.passing)[t];
    if (known) return known;
    const usable: UsableLink[] = [];
    const blocked: BlockedLink[] = [];
    for (const link of linksFrom(t)) {
      const to = otherEnd(link, t);
      const exit = exitCheck(this.state, this.side, this.force, this.kind, t, link, undefined, start, this.strengthOf);
      const check = exit.ok ? canEnter(this.state, this.side, this.force, to) : exit;
      if (check.ok) usable.push({ link, to });
      else blocked.push({ from: t, to, link: linkKey(link.a, link.b), rule: check.rule, why: check.why });
    }
    const verdict = { usable, blocked };
    (start ? this.starting : this.passing)[t] = verdict;
    return verdict;
  }
}

/**
 * 9.32: every theater a `kind` unit of `force` starting in `from` can END its move in this muster,
 * with a path. A unit must stop on entering the Expedition Theater or a theater it cannot exit; it
 * cannot stop anywhere else, so theaters with a usable exit are pass-through only. A link is
 * usable if the exit test passes (strength without the mover: only its start theater loses its MV,
 * since moving one unit changes nothing elsewhere until it stops) and the far end may be entered.
 * The unit is taken to be in `from` in the state. `blocked` lists, for the start, every pass-through theater and every forced stop, each link the
 * unit cannot take and why. `exits`: the same unit's ExitTable on the same state, to share it
 * between starts.
 */
export function reachable(
  state: MapState, side: Side, force: Force, kind: UnitKind, from: TheaterId, expedition: TheaterId,
  exits: ExitTable = new ExitTable(state, side, force, kind),
): Reach {
  const blocked: BlockedLink[] = [];
  const ends: ReachEnd[] = [];
  const passed: TheaterId[] = [];
  if (from === expedition) return { ends, blocked };

  // Indexed by theater number (small integers), as ExitTable is.
  const looked: boolean[] = [];
  const usable = (t: TheaterId): UsableLink[] => {
    const verdict = exits.from(t, t === from);
    if (!looked[t]) {
      looked[t] = true;
      for (const b of verdict.blocked) blocked.push(b);
    }
    return verdict.usable;
  };

  const parent: TheaterId[] = [];
  const seen: boolean[] = [];
  seen[from] = true;
  const queue: TheaterId[] = [from];
  const pathTo = (t: TheaterId): TheaterId[] => {
    const p = [t];
    let cur = t;
    while (cur !== from) {
      cur = parent[cur] as TheaterId;
      p.push(cur);
    }
    return p.reverse();
  };
  for (let head = 0; head < queue.length; head++) {
    const t = queue[head] as TheaterId;
    for (const { to } of usable(t)) {
      if (seen[to]) continue;
      seen[to] = true;
      parent[to] = t;
      if (to === expedition) {
        ends.push({ theater: to, path: pathTo(to), stop: 'expedition' });
      } else if (usable(to).length === 0) {
        ends.push({ theater: to, path: pathTo(to), stop: 'cannotExit' });
      } else {
        passed.push(to);
        queue.push(to);
      }
    }
  }
  ends.sort((a, b) => a.theater - b.theater);
  return { ends, blocked, passed };
}

export interface LinkExplanation {
  key: string;
  type: LinkType;
  /** Map link summary row (9.32): 1–4 by type, 5/6 for a base condition. */
  row: number;
  title: string;
  land: string;
  naval: string;
  /** The whole explanation in one paragraph, for hover text. */
  text: string;
  provenance: Provenance;
}

/** 9.32: a link's rule in plain words (which units may use it and what each needs). */
export function explainLink(link: LinkData): LinkExplanation {
  const row = link.base === 'land' ? 5 : link.base === 'naval' ? 6 : LINK_ROW[link.type];
  const ends = `${theaterName(link.a)} – ${theaterName(link.b)}`;
  const baseNote = link.base ? `, with a base symbol for ${link.base} units` : '';
  const title = `${ends}: ${LINK_LOOK[link.type]}${baseNote} (9.32, row ${row})`;
  const say = (kind: UnitKind): string => {
    const er = EXIT_RULES[link.type][kind];
    const Kind = kind === 'land' ? 'Land' : 'Naval';
    if (er.test === null) return `${Kind} units may not use it (${er.rule}).`;
    let s = `${Kind} units may leave along it only if their Side's ${er.test} strength left behind is at least the enemy's ${er.test} strength there (${er.rule})`;
    if (link.base === kind) s += `, and only with a friendly base in the theater they leave (9.32, row ${row})`;
    return `${s}.`;
  };
  const land = say('land');
  const naval = say('naval');
  const text = `${title}. ${land} ${naval} With no enemy in the theater left, the strength test always passes; entering is never tested.`;
  return { key: linkKey(link.a, link.b), type: link.type, row, title, land, naval, text, provenance: link.provenance };
}
