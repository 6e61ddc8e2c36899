// 8.52 League issue (with 12.1 Argos and 13.1 Persian bases) and 8.53 Oracle issue.
import {
  CITY_STATE_BASE, FORCES_OF, LEAGUE_BASE, isCityStateForce, otherSide, sideOf,
  type Force, type Side, type TheaterId, type UnitKind,
} from '../model/ids.js';
import type { GameState } from '../model/state.js';
import type { Action } from '../engine/types.js';
import {
  available, availableBases, availablePersianBases, availableTreachery, theaterStatus, totalBasesIn,
} from '../rules/control.js';
import { BASES_PER_THEATER, TREACHERY_PER_SIDE, baseLimit } from '../data/components.js';
import { why, type WhyNot } from '../explain/types.js';
import { changeHonor } from '../rules/honor.js';
import { log } from '../rules/log.js';
import { spendStrategos, strategosShort } from '../rules/strategos.js';
import {
  addUnits, convertBase, homeTheaterOf, noteBaseAction, placeBase, placeTreachery, removeTreachery,
  removeUnits, theater, theatersInPlay,
} from '../rules/theaterOps.js';
import { ask, finishIssue, type IssueCtx, type StepHandler, type StepTable } from './issueFlow.js';
import { HONOR, LIMITS } from '../data/amounts.js';


/** Every split of `bases` into naval (1 each) and land (2 each) builds, "up to", within the pool (3.1, Q1); zero build excluded. */
export function buildSplits(g: GameState, bases: number, force: Force): { naval: number; land: number }[] {
  return baseSplits(bases).filter((b) => poolRefusals(g, force, b).length === 0);
}

/** Every split of `bases` into naval (1 each) and land (2 each) builds, pool aside (9.1, 8.52). */
export function baseSplits(bases: number): { naval: number; land: number }[] {
  const out: { naval: number; land: number }[] = [];
  for (let a = 0; a <= bases; a++) for (let l = 0; l <= 2 * (bases - a); l++) out.push({ naval: a, land: l });
  return out;
}

/** 3.1: why the pool cannot supply a build of `force` units: fewer of a kind are left off the map. Empty: it can. */
export function poolRefusals(g: GameState, force: Force, build: { naval: number; land: number }): WhyNot[] {
  const out: WhyNot[] = [];
  for (const kind of ['naval', 'land'] as const) {
    const left = available(g, force, kind);
    if (build[kind] > left) out.push(why('3.1', 'whynot.poolShort', { force, unitKind: kind, n: build[kind], left }));
  }
  return out;
}

/**
 * 8.52: why the issue's owner may not build a League base in the theater: 8.2 allows three
 * bases a theater, both Sides together; the Side's League bases may all be on the map (3.1); it
 * costs 4 Strategos. Empty: it may.
 */
export function buildBaseRefusals(g: GameState, issue: IssueCtx): WhyNot[] {
  const t = theater(g, issue.theater as TheaterId);
  const league = LEAGUE_BASE[sideOf(issue.owner)];
  const out: WhyNot[] = [];
  const bases = totalBasesIn(t);
  if (bases >= BASES_PER_THEATER.value) out.push(why('8.2', 'whynot.baseLimit', { theater: issue.theater as TheaterId, bases, limit: BASES_PER_THEATER.value }));
  if (availableBases(g, league) <= 0) out.push(why('3.1', 'whynot.noBaseLeft', { base: league, limit: baseLimit(league) }));
  const short = strategosShort(g, issue.owner, LIMITS.buildBaseCost);
  if (short) out.push(short);
  return out;
}

/** 8.52: why the owner may not convert its League base here into a City-State base. Empty: it may. */
export function convertBaseRefusals(g: GameState, issue: IssueCtx): WhyNot[] {
  const side = sideOf(issue.owner);
  const t = theater(g, issue.theater as TheaterId);
  const out: WhyNot[] = [];
  if (t.bases[LEAGUE_BASE[side]] <= 0) out.push(why('8.52', 'whynot.noLeagueBaseHere', { base: LEAGUE_BASE[side], theater: issue.theater as TheaterId }));
  const cityState = CITY_STATE_BASE[side];
  if (availableBases(g, cityState) <= 0) out.push(why('3.1', 'whynot.noBaseLeft', { base: cityState, limit: baseLimit(cityState) }));
  const short = strategosShort(g, issue.owner, LIMITS.convertBaseCost);
  if (short) out.push(short);
  return out;
}

function leagueOptions(g: GameState, issue: IssueCtx): Action[] {
  const id = issue.theater as TheaterId;
  const side = sideOf(issue.owner);
  const t = theater(g, id);
  const out: Action[] = [];
  const league = LEAGUE_BASE[side];
  if (buildBaseRefusals(g, issue).length === 0) out.push({ type: 'league', option: 'buildBase' });
  if (convertBaseRefusals(g, issue).length === 0) out.push({ type: 'league', option: 'convertBase' });
  const leagueForce: Force = side === 'athens' ? 'delian' : 'peloponnesian';
  for (const b of buildSplits(g, t.bases[league], leagueForce)) {
    if (b.naval + b.land > 0) out.push({ type: 'league', option: 'units', naval: b.naval, land: b.land });
  }
  for (const ts of ['athens', 'sparta'] as const) {
    if (t.treachery[ts] > 0) out.push({ type: 'league', option: 'removeTreachery', side: ts });
  }
  // 12.1 (Q33): Athens may build up to 4 Argos units in Sparta while a DL base is there, at no stated cost.
  if (side === 'athens' && id === homeTheaterOf('sparta') && t.bases.delian > 0) {
    for (let n = 1; n <= LIMITS.argosMax.value; n++) if (poolRefusals(g, 'argos', { naval: 0, land: n }).length === 0) out.push({ type: 'league', option: 'argos', n });
  }
  return out;
}

/** 8.52 / 13.1: starts a revealed League issue. */
export function startLeague(g: GameState, issue: IssueCtx): void {
  if (issue.theater === null) {
    // 13.1 (Q37): only Spartan League issues resolve in Persia: build a Persian base for 4 Strategos, +2 Honor.
    if (sideOf(issue.owner) === 'sparta' && availablePersianBases(g) > 0 && g.factions[issue.owner].strategos >= LIMITS.buildBaseCost.value) {
      ask(g, 'league.persia', [issue.owner], '13.1');
      return;
    }
    return finishIssue(g, 'noEffect', '13.1');
  }
  const status = theaterStatus(theater(g, issue.theater), sideOf(issue.owner));
  if (status !== 'friendly' && status !== 'contested') return finishIssue(g, 'noEffect', '8.52'); // Q17
  if (leagueOptions(g, issue).length === 0) return finishIssue(g, 'noEffect', '8.52');
  ask(g, 'league.option', [issue.owner], '8.52');
}

/**
 * 'league.option': `{type:'decline'}` or `{type:'league', option}` with option 'buildBase'
 * (4 Strategos, +2), 'convertBase' (2 Strategos, +2), 'units' + naval + land (per friendly League
 * base 1 naval or 2 land), 'removeTreachery' + side, or 'argos' + n (12.1).
 */
const leagueOption: StepHandler<'league.option'> = {
  legal(g, _seat, issue) {
    return [{ type: 'decline' }, ...leagueOptions(g, issue)];
  },
  act(g, seat, action, issue) {
    if (action.type === 'decline') return finishIssue(g, 'declined');
    const id = issue.theater as TheaterId;
    const side = sideOf(seat);
    switch (action.option) {
      case 'buildBase':
        spendStrategos(g, seat, LIMITS.buildBaseCost.value);
        placeBase(g, id, LEAGUE_BASE[side], '8.52');
        changeHonor(g, seat, HONOR.leagueBase.value, '8.52', 'buildBase');
        noteBaseAction(g, side, id);
        break;
      case 'convertBase':
        spendStrategos(g, seat, LIMITS.convertBaseCost.value);
        convertBase(g, id, LEAGUE_BASE[side], CITY_STATE_BASE[side], '8.52');
        changeHonor(g, seat, HONOR.leagueBase.value, '8.52', 'convertBase');
        noteBaseAction(g, side, id);
        break;
      case 'units': {
        const force: Force = side === 'athens' ? 'delian' : 'peloponnesian';
        addUnits(g, id, force, 'naval', action.naval, '8.52');
        addUnits(g, id, force, 'land', action.land, '8.52');
        break;
      }
      case 'removeTreachery':
        removeTreachery(g, id, action.side, 1, '8.52');
        break;
      case 'argos':
        addUnits(g, id, 'argos', 'land', action.n, '12.1');
        break;
      default:
        throw new Error(`Unknown League option in ${JSON.stringify(action)}`);
    }
    finishIssue(g, action.option, '8.52');
  },
};

/** 'league.persia': `{type:'decline'}` or `{type:'persianBase'}` (13.1, Q37). */
const leaguePersia: StepHandler<'league.persia'> = {
  legal() {
    return [{ type: 'decline' }, { type: 'persianBase' }];
  },
  act(g, seat, action) {
    if (action.type === 'decline') return finishIssue(g, 'declined');
    spendStrategos(g, seat, LIMITS.buildBaseCost.value);
    g.persianBases += 1;
    log(g, '13.1', 'persia.baseBuilt', { persianBases: g.persianBases });
    changeHonor(g, seat, HONOR.leagueBase.value, '13.1', 'persianBase');
    finishIssue(g, 'persianBase', '13.1');
  },
};

/** Enemy League forces for the Oracle (Q42: Argos counts as a DL land unit). */
function enemyLeagueForces(side: Side): Force[] {
  return FORCES_OF[otherSide(side)].filter((f) => !isCityStateForce(f));
}

/** 8.53 / 9.8: the Oracle's Treachery option needs a Treachery marker of the Side off the map. */
export function treacheryRefusal(g: GameState, side: Side): WhyNot | null {
  return availableTreachery(g, side) > 0 ? null : why('9.8', 'whynot.noTreacheryLeft', { side, limit: TREACHERY_PER_SIDE[side].value });
}

/** 8.53: starts a revealed Oracle issue (no effect in Persia, 13.1). */
export function startOracle(g: GameState, issue: IssueCtx): void {
  if (issue.theater === null) return finishIssue(g, 'noEffect', '13.1');
  ask(g, 'oracle.option', [issue.owner], '8.53');
}

/**
 * 'oracle.option': `{type:'decline'}`, `{type:'oracle', option:'honor'}` (+3),
 * `{type:'oracle', option:'removeUnit', theater, force, kind}` (+1, one enemy League unit anywhere),
 * or `{type:'oracle', option:'treachery'}` (then one marker in each of three theaters).
 */
const oracleOption: StepHandler<'oracle.option'> = {
  legal(g, seat) {
    const side = sideOf(seat);
    const out: Action[] = [{ type: 'decline' }, { type: 'oracle', option: 'honor' }];
    for (const id of theatersInPlay(g)) {
      const t = theater(g, id);
      for (const force of enemyLeagueForces(side)) {
        for (const kind of ['land', 'naval'] as UnitKind[]) {
          if (t.units[force][kind] > 0) out.push({ type: 'oracle', option: 'removeUnit', theater: id, force, kind });
        }
      }
    }
    if (!treacheryRefusal(g, side)) out.push({ type: 'oracle', option: 'treachery' });
    return out;
  },
  act(g, seat, action, issue) {
    if (action.type === 'decline') return finishIssue(g, 'declined');
    switch (action.option) {
      case 'honor':
        changeHonor(g, seat, HONOR.oracle.value, '8.53', 'oracle');
        return finishIssue(g, 'honor', '8.53');
      case 'removeUnit':
        removeUnits(g, action.theater, action.force, action.kind, 1, '8.53');
        changeHonor(g, seat, HONOR.oracleRemove.value, '8.53', 'oracle');
        return finishIssue(g, 'removeUnit', '8.53');
      case 'treachery':
        issue.oracle = { left: Math.min(LIMITS.oracleTreacheryTheaters.value, availableTreachery(g, sideOf(seat))), used: [] };
        ask(g, 'oracle.treachery', [seat], '8.53');
        return;
      default:
        throw new Error(`Unknown Oracle option in ${JSON.stringify(action)}`);
    }
  },
};

/** 8.53: the Oracle's Treachery markers go to three different theaters: one already used is refused. */
export function oracleTheaterRefusal(issue: IssueCtx, id: TheaterId): WhyNot | null {
  return (issue.oracle?.used ?? []).includes(id) ? why('8.53', 'whynot.oracle.usedTheater', { theater: id }) : null;
}

/** 'oracle.treachery': `{type:'treachery', theater}` — a different theater each time, three in all (fewer if the 10 run out). */
const oracleTreachery: StepHandler<'oracle.treachery'> = {
  legal(g, _seat, issue) {
    return theatersInPlay(g).filter((id) => !oracleTheaterRefusal(issue, id)).map((id) => ({ type: 'treachery', theater: id }));
  },
  act(g, seat, action, issue) {
    const o = issue.oracle as { left: number; used: number[] };
    const id = action.theater;
    placeTreachery(g, id, sideOf(seat), 1, '8.53');
    o.used.push(id);
    o.left -= 1;
    if (o.left > 0 && availableTreachery(g, sideOf(seat)) > 0) {
      ask(g, 'oracle.treachery', [seat], '8.53');
      return;
    }
    finishIssue(g, 'treachery', '8.53');
  },
};

export const LEAGUE_ORACLE_STEPS: StepTable<'league.option' | 'league.persia' | 'oracle.option' | 'oracle.treachery'> = {
  'league.option': leagueOption,
  'league.persia': leaguePersia,
  'oracle.option': oracleOption,
  'oracle.treachery': oracleTreachery,
};
