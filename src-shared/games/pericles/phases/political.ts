// 7.0 Political Phase: Oration Honor (7.1), Dominant Faction and Favor (7.2), Strategoi Council
// (7.3), Political issues in order (7.4: W/P, Games, Citizenship, Colony, Krypteia, Agoge) and the
// Theater issue award with its distribution (7.5, 7.51).
import { playableCards } from '../rules/debate.js';
import { why, type WhyNot } from '../explain/types.js';
import { applyRavagesOfWar } from '../rules/ravages.js';
import { applyEndOfGameBonuses, endOfGameResult } from '../rules/victory.js';
import {
  CITY_STATE_BASE, FACTIONS, FACTIONS_OF, SIDES, compatriotOf, isCityStateForce, sideOf,
  type Faction, type Force, type IssueKind, type Side, type TheaterId, type TheaterIssueKind, type UnitKind,
} from '../model/ids.js';
import { assemblySides } from '../rules/assemblySides.js';
import type { GameState, TheaterMarker } from '../model/state.js';
import { THEATERS, homeTheaterOf, theaterData } from '../data/board.js';
import { noteBaseAction } from '../rules/theaterOps.js';
import { BASES_PER_THEATER } from '../data/components.js';
import { actionFor, closeDecision, decided, openDecision } from '../engine/decisions.js';
import type { Segment } from '../engine/types.js';
import { councilAward } from '../rules/cardValue.js';
import {
  available, availableBases, theaterExists, theaterStatus, totalBasesIn,
} from '../rules/control.js';
import { winnerOf, wonIssues } from '../rules/debate.js';
import { changeHonor } from '../rules/honor.js';
import { log } from '../rules/log.js';
import { applyDominantFaction, applyOrationHonor } from '../rules/oration.js';
import { awardFromStock } from '../rules/strategos.js';
import { HONOR, LIMITS } from '../data/amounts.js';
import { segmentData, startSegmentData } from '../engine/flowData.js';

// This phase's segment data, typed by segment (engine/flowData.ts).
declare module '../engine/flowData.js' {
  interface FlowDataBySegment { 'political.council': CouncilData; 'political.issues': IssuesData; 'political.award': AwardData }
}

// ---- 7.1, 7.2 ----------------------------------------------------------------------------------

const oration: Segment = {
  phase: 'political',
  id: 'political.oration',
  rule: '7.1',
  begin(g) {
    for (const side of SIDES) applyOrationHonor(g, side);
  },
};

const dominantFaction: Segment = {
  phase: 'political',
  id: 'political.dominant',
  rule: '7.2',
  begin(g) {
    for (const side of SIDES) applyDominantFaction(g, side);
  },
};

// ---- 7.3 Strategoi Council ---------------------------------------------------------------------

/** Dominant first on each Side, Athens first (7.3, 4.0). */
function councilOrder(g: GameState): Faction[] {
  return assemblySides(g).flatMap((side) => {
    const dom = g.sides[side].dominant;
    return [dom, compatriotOf(dom)];
  });
}

export interface CouncilData { next: number }

/** 7.3 for one Faction: reveal `card`, take its award from the Council (what is left, if short). */
function takeCouncil(g: GameState, f: Faction, card: string): void {
  const s = g.sides[sideOf(f)];
  const fs = g.factions[f];
  const want = councilAward(card, f, g.plague);
  const got = Math.min(want, s.council);
  s.council -= got;
  fs.strategos += got;
  log(g, '7.3', 'council.reveal', { faction: f, card });
  log(g, '7.3', 'council.strategos', { faction: f, n: got, nominal: want }, [f]);
  // The revealed card, and anything else still in hand, goes to the discard (5.21 reshuffles it).
  s.discard.push(...fs.hand);
  fs.hand = [];
}

function runCouncil(g: GameState): void {
  const d = segmentData(g, 'political.council');
  const order = councilOrder(g);
  while (d.next < order.length) {
    const f = order[d.next]!;
    const hand = g.factions[f].hand;
    // Normally exactly one card is left (7 cards, 6 debates). Should a Side have skipped a
    // debate, the Faction picks which card to reveal.
    if (hand.length > 1) {
      openDecision(g, 'council.card', [f], '7.3');
      return;
    }
    if (hand.length === 1) takeCouncil(g, f, hand[0]!);
    d.next++;
  }
  // 7.3: tokens left on the Council go back to the stock.
  for (const side of SIDES) {
    const s = g.sides[side];
    s.stock += s.council;
    log(g, '7.3', 'council.returned', { side, n: s.council });
    s.council = 0;
  }
}

const council: Segment = {
  phase: 'political',
  id: 'political.council',
  rule: '7.3',
  begin(g) {
    startSegmentData(g, 'political.council', { next: 0 });
    runCouncil(g);
  },
  legal(g, seat) {
    return playableCards(g, seat).map((card) => ({ type: 'councilCard', card }));
  },
  act(g, seat, action) {
    const d = segmentData(g, 'political.council');
    const { card } = actionFor(g, 'council.card', action);
    closeDecision(g);
    takeCouncil(g, seat, card);
    d.next++;
    runCouncil(g);
  },
};

// ---- 7.4 Political issues ------------------------------------------------------------------------

/** 7.44 A, 7.44 B (3.2): 1 naval or 2 land units. */
const LAND_FOR_NAVAL = 2;

const SIDE_SPECIFIC: readonly IssueKind[] = ['citizenship', 'colony', 'krypteia', 'agoge'];

export interface IssuesData {
  step: number;
  /** 7.41: Peace declared this segment (triggers 7.41 D). */
  peaceDeclared: boolean;
  /** Sub-step of the current issue: a chosen theater, or a count. */
  theater: TheaterId | null;
  sub: 'base' | 'units' | 'done' | null;
  count: number;
  /** 7.44 B: something was built. */
  placed: boolean;
}

function idata(g: GameState): IssuesData {
  return segmentData(g, 'political.issues');
}

/** 13.2: the Persian-War theater while it is out of play. */
function outOfPlay(g: GameState, id: TheaterId): WhyNot | null {
  return theaterExists(g, id) ? null : why('13.2', 'whynot.theaterOutOfPlay', { theater: id });
}

/** 7.41 D (Q10): why a City-State unit may not stay in or go to `id` after Peace: neither home nor its own City-State base. */
export function peaceRefusal(g: GameState, side: Side, id: TheaterId): WhyNot | null {
  const out = outOfPlay(g, id);
  if (out) return out;
  if (theaterData(id).home === side || (g.theaters[String(id)]?.bases[CITY_STATE_BASE[side]] ?? 0) > 0) return null;
  return why('7.41 D', 'whynot.peace.noCityStateBase', { side, theater: id });
}

/** 7.41 D (Q10): theaters a City-State unit may be in after Peace: home, or one with its own City-State base. */
export function peaceDestinations(g: GameState, side: Side): TheaterId[] {
  return THEATERS.filter((t) => peaceRefusal(g, side, t.id) === null).map((t) => t.id);
}

export interface RelocationGroup { side: Side; from: TheaterId; force: Force; kind: UnitKind }

/** 7.41 D: the next City-State units (Athens first) standing outside every valid theater. */
export function nextRelocation(g: GameState): RelocationGroup | null {
  for (const side of SIDES) {
    const ok = new Set(peaceDestinations(g, side));
    for (const t of THEATERS) {
      if (ok.has(t.id)) continue;
      const th = g.theaters[String(t.id)];
      if (!th) continue;
      for (const force of (side === 'athens' ? ['athens'] : ['sparta', 'the300']) as Force[]) {
        if (!isCityStateForce(force)) continue;
        for (const kind of ['land', 'naval'] as UnitKind[]) {
          if (th.units[force][kind] > 0) return { side, from: t.id, force, kind };
        }
      }
    }
  }
  return null;
}

function moveUnits(g: GameState, grp: RelocationGroup, to: TheaterId, n: number): void {
  g.theaters[String(grp.from)]!.units[grp.force][grp.kind] -= n;
  g.theaters[String(to)]!.units[grp.force][grp.kind] += n;
  log(g, '7.41 D', 'peace.relocated', { force: grp.force, kind: grp.kind, from: grp.from, to, n });
}

/**
 * 7.41 C (Q43): the scenario ends the game at once when Peace is declared, scored by 11.14 in
 * full: its bonuses A–D, then the Side with more Honor, then that Side's Faction.
 */
function endByPeace(g: GameState): void {
  if (g.rules.endOfGameBonuses) applyEndOfGameBonuses(g);
  const result = endOfGameResult(g);
  g.result = { ...result, reason: 'peace', rule: '7.41 C' };
  g.flow.phase = 'over';
  log(g, '7.41 C', 'game.over', { reason: 'peace', winner: result.winner });
}

type StepResult = 'wait' | 'next' | 'over';

/** A step of 7.4: does automatic work, or opens a decision ('wait'); re-run after each decision. */
type IssueStep = (g: GameState) => StepResult;

function stepWarPeace(g: GameState): StepResult {
  const wa = winnerOf(g, 'athens', 'warPeace');
  const ws = winnerOf(g, 'sparta', 'warPeace');
  if (g.war === 'peace' && (wa || ws)) {
    g.war = 'war'; // 7.41 A
    log(g, '7.41 A', 'war.declared', { athens: wa, sparta: ws });
    applyRavagesOfWar(g, [wa, ws].filter((f): f is Faction => !!f)); // 7.41 A → 14.43 (Campaign only)
  } else if (g.war === 'war' && wa && ws) {
    g.war = 'peace'; // 7.41 B
    idata(g).peaceDeclared = true;
    log(g, '7.41 B', 'peace.declared', { athens: wa, sparta: ws });
    changeHonor(g, wa, HONOR.peace.value, '7.41 B', 'peace');
    changeHonor(g, ws, HONOR.peace.value, '7.41 B', 'peace');
    // 7.41 C: checked before any other effect of the W/P issue (i.e. before 7.41 D).
    if (g.rules.peaceEndsGameInTurns.includes(g.turn)) {
      endByPeace(g);
      return 'over';
    }
  } else if (wa || ws) {
    log(g, '7.41 B', 'warPeace.noChange', { athens: wa, sparta: ws });
  }
  return 'next';
}

function stepRelocate(g: GameState): StepResult {
  if (!idata(g).peaceDeclared) return 'next';
  for (;;) {
    const grp = nextRelocation(g);
    if (!grp) return 'next';
    const dest = peaceDestinations(g, grp.side);
    if (dest.length === 1) {
      moveUnits(g, grp, dest[0]!, g.theaters[String(grp.from)]!.units[grp.force][grp.kind]);
      continue;
    }
    openDecision(g, 'peace.relocate', [g.sides[grp.side].dominant], '7.41 D');
    return 'wait';
  }
}

function stepGames(g: GameState): StepResult {
  for (const side of SIDES) {
    const f = winnerOf(g, side, 'games');
    if (!f) continue;
    if (g.war === 'peace') {
      changeHonor(g, f, HONOR.games.value, '7.43 A', 'games'); // 7.43 A
    } else {
      const got = awardFromStock(g, side, { [f]: LIMITS.gamesStrategos.value })[f]; // 7.43 B: if available
      log(g, '7.43 B', 'games.strategos', { faction: f, n: got, nominal: LIMITS.gamesStrategos.value }, [f]);
      log(g, '7.43 B', 'games.war', { faction: f });
    }
  }
  return 'next';
}

/** 7.44 A, 7.44 B: the unit choices — 1 naval or 2 land of `force`, whatever the pool allows. */
function unitOptions(g: GameState, force: Force): UnitKind[] {
  return (['naval', 'land'] as UnitKind[]).filter((k) => available(g, force, k) > 0);
}

function placeUnits(g: GameState, force: Force, kind: UnitKind, theater: TheaterId, rule: string): number {
  const n = Math.min(kind === 'naval' ? 1 : LAND_FOR_NAVAL, available(g, force, kind)); // Q1
  g.theaters[String(theater)]!.units[force][kind] += n;
  log(g, rule, 'units.built', { force, kind, theater, n });
  return n;
}

/** 7.44 A: Citizenship converts a Delian League base: a theater without one is refused. */
export function citizenshipRefusal(g: GameState, id: TheaterId): WhyNot | null {
  return outOfPlay(g, id) ?? ((g.theaters[String(id)]?.bases.delian ?? 0) > 0 ? null : why('7.44 A', 'whynot.citizenship.noDelianBase', { theater: id }));
}

function citizenshipTheaters(g: GameState): TheaterId[] {
  if (availableBases(g, 'athens') <= 0) return [];
  return THEATERS.filter((t) => citizenshipRefusal(g, t.id) === null).map((t) => t.id);
}

function stepCitizenship(g: GameState): StepResult {
  const f = winnerOf(g, 'athens', 'citizenship');
  if (!f) return 'next';
  const d = idata(g);
  if (d.sub === null) {
    if (citizenshipTheaters(g).length === 0) {
      log(g, '7.44 A', 'citizenship.nothing', { faction: f });
      return 'next';
    }
    d.sub = 'base';
    openDecision(g, 'citizenship.base', [f], '7.44 A');
    return 'wait';
  }
  if (d.sub === 'units' && d.theater !== null) {
    const opts = unitOptions(g, 'athens');
    if (opts.length > 1) {
      openDecision(g, 'citizenship.units', [f], '7.44 A');
      return 'wait';
    }
    if (opts.length === 1) placeUnits(g, 'athens', opts[0]!, d.theater, '7.44 A');
  }
  return 'next';
}

/** 7.44 B (Q11): a Colony goes to a theater Athens controls ("Controlled" = Friendly-Controlled) or Contested. */
export function colonyRefusal(g: GameState, id: TheaterId): WhyNot | null {
  const out = outOfPlay(g, id);
  if (out) return out;
  const st = theaterStatus(g.theaters[String(id)]!, 'athens');
  return st === 'friendly' || st === 'contested' ? null : why('7.44 B', 'whynot.colony.notControlled', { theater: id });
}

function colonyTheaters(g: GameState): TheaterId[] {
  return THEATERS.filter((t) => colonyRefusal(g, t.id) === null).map((t) => t.id);
}

function stepColony(g: GameState): StepResult {
  const f = winnerOf(g, 'athens', 'colony');
  if (!f) return 'next';
  const d = idata(g);
  if (g.war !== 'peace') {
    log(g, '7.42 D', 'colony.cancelled', { faction: f }); // 7.44 B: Peace only
    return 'next';
  }
  if (d.sub === null) {
    if (colonyTheaters(g).length === 0) return 'next';
    d.sub = 'base';
    openDecision(g, 'colony.theater', [f], '7.44 B');
    return 'wait';
  }
  if (d.sub === 'units' && d.theater !== null) {
    const opts = unitOptions(g, 'delian');
    if (opts.length > 1) {
      openDecision(g, 'colony.units', [f], '7.44 B');
      return 'wait';
    }
    if (opts.length === 1 && placeUnits(g, 'delian', opts[0]!, d.theater, '7.44 B') > 0) d.placed = true;
  }
  if (d.placed) changeHonor(g, f, HONOR.colony.value, '7.44 B', 'colony');
  return 'next';
}

/** 7.45 A: the Krypteia removes Athenian Treachery markers: a theater without one is refused. */
export function krypteiaRefusal(g: GameState, id: TheaterId): WhyNot | null {
  return (g.theaters[String(id)]?.treachery.athens ?? 0) > 0 ? null : why('7.45 A', 'whynot.krypteia.noTreachery', { theater: id });
}

function krypteiaTheaters(g: GameState): TheaterId[] {
  return THEATERS.filter((t) => krypteiaRefusal(g, t.id) === null).map((t) => t.id);
}

function stepKrypteia(g: GameState): StepResult {
  const f = winnerOf(g, 'sparta', 'krypteia');
  if (!f) return 'next';
  const d = idata(g);
  if (d.sub === null && d.count < LIMITS.krypteiaMax.value && krypteiaTheaters(g).length > 0) {
    openDecision(g, 'krypteia.remove', [f], '7.45 A');
    return 'wait';
  }
  return 'next';
}

function stepAgoge(g: GameState): StepResult {
  const f = winnerOf(g, 'sparta', 'agoge');
  if (!f) return 'next';
  if (g.war !== 'war') {
    log(g, '7.42 D', 'agoge.cancelled', { faction: f }); // 7.45 B: War only
    return 'next';
  }
  if (idata(g).sub === null && available(g, 'sparta', 'land') > 0) {
    openDecision(g, 'agoge.build', [f], '7.45 B');
    return 'wait';
  }
  return 'next';
}

/** Q12: every won side-specific issue leaves the game after 7.4, met or cancelled. */
function stepRemoveSideSpecific(g: GameState): StepResult {
  for (const side of SIDES) {
    const s = g.sides[side];
    for (const t of s.track.filter((x) => x.pos !== 0 && SIDE_SPECIFIC.includes(x.kind))) {
      s.removedIssues.push(t.kind);
      log(g, '7.4', 'issue.removedFromGame', { side, kind: t.kind });
    }
    s.track = s.track.filter((x) => !(x.pos !== 0 && SIDE_SPECIFIC.includes(x.kind)));
  }
  return 'next';
}

const ISSUE_STEPS: readonly IssueStep[] = [
  stepWarPeace, stepRelocate, stepGames, stepCitizenship, stepColony, stepKrypteia, stepAgoge, stepRemoveSideSpecific,
];

function runIssues(g: GameState): void {
  const d = idata(g);
  while (d.step < ISSUE_STEPS.length) {
    const r = d.sub === 'done' ? 'next' : ISSUE_STEPS[d.step]!(g);
    if (r === 'wait' || r === 'over') return;
    d.step++;
    d.theater = null;
    d.sub = null;
    d.count = 0;
    d.placed = false;
  }
}

const politicalIssues: Segment = {
  phase: 'political',
  id: 'political.issues',
  rule: '7.4',
  begin(g) {
    startSegmentData(g, 'political.issues', {
      step: 0, peaceDeclared: false, theater: null, sub: null, count: 0, placed: false,
    });
    runIssues(g);
  },
  legal(g) {
    switch (g.flow.pending?.kind) {
      case 'peace.relocate': {
        const grp = nextRelocation(g);
        if (!grp) return [];
        return peaceDestinations(g, grp.side).map((to) => ({ type: 'relocate', from: grp.from, force: grp.force, kind: grp.kind, to }));
      }
      case 'citizenship.base':
        return [...citizenshipTheaters(g).map((theater) => ({ type: 'citizenship', theater })), { type: 'citizenship', theater: null }];
      case 'citizenship.units':
        return unitOptions(g, 'athens').map((kind) => ({ type: 'citizenshipUnits', kind }));
      case 'colony.theater':
        return [...colonyTheaters(g).map((theater) => ({ type: 'colony', theater })), { type: 'colony', theater: null }];
      case 'colony.units':
        return unitOptions(g, 'delian').map((kind) => ({ type: 'colonyUnits', kind }));
      case 'krypteia.remove':
        return [...krypteiaTheaters(g).map((theater) => ({ type: 'krypteia', theater })), { type: 'krypteia', theater: null }];
      case 'agoge.build': {
        const max = Math.min(LIMITS.agogeMax.value, available(g, 'sparta', 'land'));
        return Array.from({ length: max + 1 }, (_, count) => ({ type: 'agoge', count }));
      }
      default:
        return [];
    }
  },
  act(g, seat, action) {
    const d = idata(g);
    const decision = decided(g, action);
    closeDecision(g);
    switch (decision.kind) {
      case 'peace.relocate': {
        const grp = nextRelocation(g)!;
        moveUnits(g, grp, decision.action.to, 1);
        break;
      }
      case 'citizenship.base': {
        const t = decision.action.theater;
        if (t === null) {
          log(g, '7.44 A', 'citizenship.declined', { faction: seat });
          d.sub = 'done'; // nothing converted: the issue still leaves the game (Q12)
          break;
        }
        const th = g.theaters[String(t)]!;
        th.bases.delian -= 1;
        th.bases.athens += 1;
        noteBaseAction(g, 'athens', t);
        log(g, '7.44 A', 'citizenship.converted', { faction: seat, theater: t });
        changeHonor(g, seat, HONOR.citizenship.value, '7.44 A', 'citizenship');
        d.theater = t;
        d.sub = 'units';
        break;
      }
      case 'citizenship.units':
        placeUnits(g, 'athens', decision.action.kind, d.theater!, '7.44 A');
        d.sub = 'done';
        break;
      case 'colony.theater': {
        const t = decision.action.theater;
        if (t === null) {
          log(g, '7.44 B', 'colony.declined', { faction: seat });
          d.sub = 'done';
          break;
        }
        const th = g.theaters[String(t)]!;
        if (availableBases(g, 'delian') > 0 && totalBasesIn(th) < BASES_PER_THEATER.value) {
          th.bases.delian += 1; // within the 3-base limit (8.2)
          noteBaseAction(g, 'athens', t);
          d.placed = true;
          log(g, '7.44 B', 'colony.base', { faction: seat, theater: t });
        }
        d.theater = t;
        d.sub = 'units';
        break;
      }
      case 'colony.units': {
        if (placeUnits(g, 'delian', decision.action.kind, d.theater!, '7.44 B') > 0) d.placed = true;
        if (d.placed) changeHonor(g, seat, HONOR.colony.value, '7.44 B', 'colony');
        d.sub = 'done';
        break;
      }
      case 'krypteia.remove': {
        const t = decision.action.theater;
        if (t === null) {
          d.sub = 'done';
          break;
        }
        g.theaters[String(t)]!.treachery.athens -= 1;
        d.count++;
        log(g, '7.45 A', 'krypteia.removed', { faction: seat, theater: t });
        break;
      }
      case 'agoge.build': {
        const n = decision.action.count;
        if (n > 0) g.theaters[String(homeTheaterOf('sparta'))]!.units.sparta.land += n;
        log(g, '7.45 B', 'agoge.built', { faction: seat, n });
        d.sub = 'done';
        break;
      }
      default:
        throw new Error(`Unexpected decision ${decision.kind}`);
    }
    runIssues(g);
  },
};

// ---- 7.5 Theater Issue Award and 7.51 distribution ------------------------------------------

/** 7.5: debate issues that become Theater issue markers. */
const THEATER_KINDS: readonly IssueKind[] = ['military', 'league', 'diplomatic', 'oracle'];

/** 7.51: how many markers the Faction with more lends to the one with fewer: ⌊(a − b)/2⌋. */
export function lendCount(a: number, b: number): number {
  return Math.floor(Math.abs(a - b) / 2);
}

export interface AwardData { side: number; giver: Faction | null; taker: Faction | null; remaining: number }

function runLending(g: GameState): void {
  const d = segmentData(g, 'political.award');
  for (;;) {
    if (d.giver && d.remaining > 0 && g.factions[d.giver].markers.length > 0) {
      openDecision(g, 'markers.lend', [d.giver], '7.51');
      return;
    }
    if (d.side >= SIDES.length) return;
    const side = SIDES[d.side++]!;
    const [a, b] = FACTIONS_OF[side];
    const na = g.factions[a].markers.length;
    const nb = g.factions[b].markers.length;
    d.remaining = lendCount(na, nb);
    d.giver = na > nb ? a : b;
    d.taker = compatriotOf(d.giver);
    log(g, '7.51', 'markers.distribution', { side, [a]: na, [b]: nb, lend: d.remaining, giver: d.giver });
  }
}

function lendOptions(g: GameState, giver: Faction): { owner: Faction; kind: TheaterIssueKind }[] {
  const seen = new Set<string>();
  const out: { owner: Faction; kind: TheaterIssueKind }[] = [];
  for (const m of g.factions[giver].markers) {
    const key = `${m.owner}:${m.kind}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ owner: m.owner, kind: m.kind });
  }
  return out;
}

const award: Segment = {
  phase: 'political',
  id: 'political.award',
  rule: '7.5',
  begin(g) {
    for (const f of FACTIONS) {
      const fs = g.factions[f];
      const got: TheaterMarker[] = [];
      for (const t of wonIssues(g, f)) {
        if (THEATER_KINDS.includes(t.kind)) got.push({ id: `m${g.nextId++}`, owner: f, kind: t.kind as TheaterIssueKind });
      }
      for (let i = 0; i < LIMITS.rumorsPerTurn.value; i++) got.push({ id: `m${g.nextId++}`, owner: f, kind: 'rumor' });
      fs.markers.push(...got);
      log(g, '7.5', 'markers.awarded', { faction: f, n: got.length });
      log(g, '7.5', 'markers.kinds', { faction: f, kinds: got.map((m) => m.kind).join(',') }, [f]);
    }
    // Q13: the debate tiles leave the track and return to the Side's available tiles.
    for (const side of SIDES) g.sides[side].track = [];
    startSegmentData(g, 'political.award', { side: 0, giver: null, taker: null, remaining: 0 });
    runLending(g);
  },
  legal(g, seat) {
    return lendOptions(g, seat).map((o) => ({ type: 'lendMarker', owner: o.owner, kind: o.kind }));
  },
  act(g, seat, action) {
    const d = segmentData(g, 'political.award');
    const a = actionFor(g, 'markers.lend', action);
    closeDecision(g);
    const fs = g.factions[seat];
    const i = fs.markers.findIndex((m) => m.owner === a.owner && m.kind === a.kind);
    const [m] = fs.markers.splice(i, 1) as [TheaterMarker];
    g.factions[d.taker!].markers.push(m); // lent: it keeps its Owning Faction (7.51)
    d.remaining--;
    log(g, '7.51', 'markers.lent', { from: seat, to: d.taker! });
    log(g, '7.51', 'markers.lentKind', { from: seat, to: d.taker!, kind: m.kind, owner: m.owner }, [seat, d.taker!]);
    runLending(g);
  },
};

export const POLITICAL_SEGMENTS: Segment[] = [oration, dominantFaction, council, politicalIssues, award];
