// 9.0 Military issue: build in the home theater (9.1, 9.11), Raid (9.2), Expeditionary Muster
// (9.3, 9.31, 9.32, 9.33), State Ship (12.3), Battle (9.4–9.46), Battle Honor (9.5, 9.54),
// second Battle (9.6) and the end of the muster (9.7).
import {
  BASE_OWNERS, CITY_STATE_BASE, FACTIONS, FACTIONS_OF, FORCES, FORCES_OF, compatriotOf, otherSide, sideOf,
  type Faction, type Force, type Side, type TheaterId, type UnitKind,
} from '../model/ids.js';
import type { GameState, TrackIssue } from '../model/state.js';
import { collectSecret } from '../engine/decisions.js';
import type { Action } from '../engine/types.js';
import { theaterData } from '../data/board.js';
import {
  basesDestroyed, baseDestructionOptions, battleHonor, battleOutcome, battleTotal, comparedStrategos,
  hostageResult, loserCasualtyOptions, winnerCasualtyOptions, type CasualtyOption,
} from '../rules/battle.js';
import { available, basesIn, the300Moves, theaterStatus } from '../rules/control.js';
import { changeHonor } from '../rules/honor.js';
import { log } from '../rules/log.js';
import { ExitTable, reachable, strengthMemo } from '../rules/movement.js';
import { persianGoldSites } from '../rules/persia.js';
import { commitChoices, spendStrategos, strategosShort } from '../rules/strategos.js';
import { why, type WhyNot } from '../explain/types.js';
import {
  addUnits, drawBattleCard, forceCounts, homeTheaterOf, moveUnit, removeBase, removeTreachery, removeUnits, sideUnits, sum,
  theater, theatersInPlay,
} from '../rules/theaterOps.js';
import { battleCommitment, sideCommitted, type BattleCtx, type Expedition, type ForceCounts } from './expeditionTypes.js';
import { ask, finishIssue, type IssueCtx, type StepHandler, type StepTable } from './issueFlow.js';
import { buildSplits } from './leagueOracle.js';
import { HONOR, LIMITS } from '../data/amounts.js';
import { BASE_DESTRUCTION_DIFFERENTIAL } from '../data/battle.js';
import type { BaseOwner } from '../model/ids.js';


const str = (g: GameState, f: Faction): number => g.factions[f].strategos;

function expOf(issue: IssueCtx): Expedition {
  if (!issue.exp) throw new Error('No expedition');
  return issue.exp;
}

/** 9.0: a revealed Military issue. No Strategos at all → no effect. Persia → no effect (13.1). */
export function startMilitary(g: GameState, issue: IssueCtx): void {
  if (issue.theater === null) return finishIssue(g, 'noEffect', '13.1');
  if (str(g, issue.owner) === 0) return finishIssue(g, 'noStrategos', '9.0');
  const side = sideOf(issue.owner);
  issue.exp = {
    theater: issue.theater, cinc: issue.owner, side, status: null, committed: {}, moves: 0,
    arrived: {}, gold: null, stateShip: false, battle: null,
  };
  if (mayBuild(g, issue)) {
    ask(g, 'military.build', [issue.owner], '9.1');
    return;
  }
  afterBuild(g, issue, true);
}

/** 9.1: the owner's home theater, Friendly-Controlled or Contested, with a friendly City-State base. */
function mayBuild(g: GameState, issue: IssueCtx): boolean {
  const side = sideOf(issue.owner);
  const id = issue.theater as TheaterId;
  if (id !== homeTheaterOf(side)) return false;
  const t = theater(g, id);
  const status = theaterStatus(t, side);
  return (status === 'friendly' || status === 'contested') && t.bases[CITY_STATE_BASE[side]] > 0;
}

function declineMilitary(g: GameState, seat: Faction): void {
  const paid = spendStrategos(g, seat, LIMITS.declineMilitary.value); // 8.5: a declined Military issue costs 1 Strategos
  log(g, '8.5', 'military.declined', { faction: seat, paid });
  finishIssue(g, 'declined');
}

/** 9.0 steps 2–4 by status after any build (Q18). */
function afterBuild(g: GameState, issue: IssueCtx, mayDecline: boolean): void {
  const exp = expOf(issue);
  const status = theaterStatus(theater(g, exp.theater), exp.side);
  exp.status = status;
  if (status === 'friendly' || status === 'neutral') {
    ask(g, mayDecline ? 'muster.commitSoloOrDecline' : 'muster.commitSolo', [exp.cinc], '9.31 A');
  } else if (status === 'contested' || mayDecline) {
    ask(g, mayDecline ? 'military.modeOrDecline' : 'military.mode', [exp.cinc], '9.0');
  } else {
    openSecretCommit(g, exp);
  }
}

/** 12.4: why Sparta cannot rebuild the 300 now: the one piece is on the map, or lost for good. Null: it can. */
export function the300Refusal(g: GameState): WhyNot | null {
  if (available(g, 'the300', 'land') > 0) return null;
  const at = Object.entries(g.theaters).find(([, t]) => t.units.the300.land > 0);
  return at ? why('12.4', 'whynot.the300.onMap', { theater: Number(at[0]) }) : why('12.4', 'whynot.the300.lost');
}

/**
 * 'military.build': `{type:'decline'}` or `{type:'build', naval, land}` — up to 1 naval or 2 land
 * per friendly City-State base in the home theater (9.1, Disc D8), within the pool (Q1).
 */
const build: StepHandler<'military.build'> = {
  legal(g, seat, issue) {
    const side = sideOf(seat);
    const t = theater(g, issue.theater as TheaterId);
    const out: Action[] = [{ type: 'decline' }];
    const the300 = side === 'sparta' && the300Refusal(g) === null;
    for (const b of buildSplits(g, t.bases[CITY_STATE_BASE[side]], side)) {
      out.push({ type: 'build', ...b });
      // 12.4: the 300 is rebuilt like any Spartan land unit (one of the land builds).
      if (the300 && b.land >= 1) out.push({ type: 'build', ...b, the300: true });
    }
    if (the300 && available(g, 'sparta', 'land') === 0) {
      for (const b of buildSplits(g, t.bases[CITY_STATE_BASE[side]], 'the300')) if (b.land === 1 && b.naval === 0) out.push({ type: 'build', naval: 0, land: 1, the300: true });
    }
    return out;
  },
  act(g, seat, action, issue) {
    if (action.type === 'decline') return declineMilitary(g, seat);
    const side = sideOf(seat);
    const id = issue.theater as TheaterId;
    addUnits(g, id, side, 'naval', action.naval, '9.1');
    const the300 = action.the300 === true ? addUnits(g, id, 'the300', 'land', 1, '12.4') : 0;
    addUnits(g, id, side, 'land', action.land - the300, '9.1');
    const exp = expOf(issue);
    if (side === 'sparta' && g.persianBases > 0 && persianGoldSites(g).length > 0) {
      exp.gold = { left: g.persianBases, built: {} };
      ask(g, 'military.gold', [seat], '9.11');
      return;
    }
    afterBuild(g, issue, false);
  },
};

function goldSitesLeft(g: GameState, exp: Expedition): ReturnType<typeof persianGoldSites> {
  return persianGoldSites(g).filter((s) => goldSiteRefusal(exp, s) === null);
}

/** 9.11 (Q19): why Persian Gold builds no more at a site this time: it already reached its cap. Null: it may. */
export function goldSiteRefusal(exp: Expedition, site: ReturnType<typeof persianGoldSites>[number]): WhyNot | null {
  const built = exp.gold?.built[String(site.theater)] ?? 0;
  return built >= site.cap ? why('9.11', 'whynot.gold.cap', { theater: site.theater, force: site.force, unitKind: site.kind, cap: site.cap }) : null;
}

/** 'military.gold': `{type:'gold', theater}` builds one Persian base's worth there, or `{type:'gold', theater:null}` to stop (9.11, Q19). */
const gold: StepHandler<'military.gold'> = {
  legal(g, _seat, issue) {
    return [...goldSitesLeft(g, expOf(issue)).map((s) => ({ type: 'gold', theater: s.theater })), { type: 'gold', theater: null }];
  },
  act(g, _seat, action, issue) {
    const exp = expOf(issue);
    const goldState = exp.gold as { left: number; built: Record<string, number> };
    if (action.theater !== null) {
      const site = persianGoldSites(g).find((s) => s.theater === action.theater);
      if (!site) throw new Error('No such Persian Gold site');
      const key = String(site.theater);
      const n = Math.min(site.perBase, site.cap - (goldState.built[key] ?? 0));
      goldState.built[key] = (goldState.built[key] ?? 0) + addUnits(g, site.theater, site.force, site.kind, n, '9.11');
      goldState.left -= 1;
      if (goldState.left > 0 && goldSitesLeft(g, exp).length > 0) {
        ask(g, 'military.gold', [exp.cinc], '9.11');
        return;
      }
    }
    afterBuild(g, issue, false);
  },
};

/**
 * 'military.modeOrDecline' / 'military.mode': `{type:'decline'}` (first form only), `{type:'raid'}`
 * (Contested, 3 Strategos), `{type:'muster'}`.
 */
const mode: StepHandler<'military.modeOrDecline' | 'military.mode'> = {
  legal(g, seat, issue) {
    const exp = expOf(issue);
    const out: Action[] = [];
    if (g.flow.pending?.kind === 'military.modeOrDecline') out.push({ type: 'decline' });
    if (raidRefusals(g, seat, exp).length === 0) out.push({ type: 'raid' });
    out.push({ type: 'muster' });
    return out;
  },
  act(g, seat, action, issue) {
    if (action.type === 'decline') return declineMilitary(g, seat);
    if (action.type === 'raid') return raid(g, seat, issue);
    openSecretCommit(g, expOf(issue));
  },
};

/** 9.2: a Raid needs a Contested Expedition Theater and 3 Strategos (8.5). Empty: the CinC may raid. */
export function raidRefusals(g: GameState, seat: Faction, exp: Expedition): WhyNot[] {
  const out: WhyNot[] = [];
  if (exp.status !== 'contested') out.push(why('9.2', 'whynot.raidNotContested', { theater: exp.theater }));
  const short = strategosShort(g, seat, LIMITS.raidCost);
  if (short) out.push(short);
  return out;
}

/** 9.2 Raid: pay 3, +3 Honor, own Battle-deck card; the enemy Dominant loses that many Strategos, the shortfall as Honor. */
function raid(g: GameState, seat: Faction, _issue: IssueCtx): void {
  const side = sideOf(seat);
  spendStrategos(g, seat, LIMITS.raidCost.value);
  changeHonor(g, seat, HONOR.raid.value, '9.2', 'raid');
  const value = drawBattleCard(g, side, '9.2');
  const victim = g.sides[otherSide(side)].dominant;
  const lost = spendStrategos(g, victim, value);
  const shortfall = value - lost;
  log(g, '9.2', 'raid', { faction: seat, card: value, victim, strategosLost: lost, shortfall });
  if (shortfall > 0) changeHonor(g, victim, -shortfall, '9.2', 'raidShortfall');
  finishIssue(g, 'raid', '9.2');
}


/** 'muster.commitSoloOrDecline' / 'muster.commitSolo' (9.31 A): `{type:'decline'}` (first form only) or `{type:'commit', n}`, 1–5. */
const commitSolo: StepHandler<'muster.commitSoloOrDecline' | 'muster.commitSolo'> = {
  legal(g, seat) {
    const out: Action[] = g.flow.pending?.kind === 'muster.commitSoloOrDecline' ? [{ type: 'decline' }] : [];
    return [...out, ...commitChoices(g, seat, 1, LIMITS.cincCommitMax.value).map((n) => ({ type: 'commit', n }))];
  },
  act(g, seat, action, issue) {
    if (action.type === 'decline') return declineMilitary(g, seat);
    const exp = expOf(issue);
    const n = action.n;
    spendStrategos(g, seat, n);
    exp.committed[seat] = n;
    exp.moves = n + the300Moves(g, exp.side);
    log(g, '9.31', 'muster.committed', { faction: seat, n });
    openMoves(g, issue, {});
  },
};

/** 9.31 B: all four Factions commit secretly: the CinC 1–5, the others 0–4. */
function openSecretCommit(g: GameState, _exp: Expedition): void {
  ask(g, 'muster.commit', [...FACTIONS], '9.31 B');
}

/** 9.31 B: the CinC commits up to 5, each other Faction up to 4. */
export function commitCap(seat: Faction, exp: Expedition): number {
  return seat === exp.cinc ? LIMITS.cincCommitMax.value : LIMITS.otherCommitMax.value;
}

/** 'muster.commit' (secret, simultaneous): `{type:'commit', n}`. */
const secretCommit: StepHandler<'muster.commit'> = {
  legal(g, seat, issue) {
    const exp = expOf(issue);
    const lo = seat === exp.cinc ? 1 : 0;
    return commitChoices(g, seat, lo, commitCap(seat, exp)).map((n) => ({ type: 'commit', n }));
  },
  act(g, seat, action, issue) {
    log(g, '9.31', 'muster.committedSecret', { faction: seat, n: action.n }, [seat]);
    const all = collectSecret<number>(g, seat, action.n);
    if (!all) return;
    const exp = expOf(issue);
    const hidden: Partial<Record<Faction, number>> = {};
    for (const f of FACTIONS) {
      const n = all[f] ?? 0;
      if (sideOf(f) === exp.side) {
        spendStrategos(g, f, n);
        exp.committed[f] = n;
        log(g, '9.31', 'muster.committed', { faction: f, n });
      } else {
        hidden[f] = n;
      }
    }
    exp.moves = (exp.committed[exp.cinc] ?? 0) + (exp.committed[compatriotOf(exp.cinc)] ?? 0) + the300Moves(g, exp.side);
    openMoves(g, issue, hidden);
  },
};

function arrivedCount(exp: Expedition, id: TheaterId, force: Force, kind: UnitKind): number {
  return exp.arrived[String(id)]?.[force]?.[kind] ?? 0;
}

/** 9.32 E: units that stopped in a theater this muster do not move again: how many there may still move. */
export function freeToMove(g: GameState, exp: Expedition, from: TheaterId, force: Force, kind: UnitKind): number {
  return theater(g, from).units[force][kind] - arrivedCount(exp, from, force, kind);
}

/** 9.32: every single-unit move the CinC may make now (only the first one when `any`). */
function moveOptions(g: GameState, exp: Expedition, any = false): Action[] {
  const out: Action[] = [];
  if (exp.moves <= 0) return out;
  // Each force and kind's link tests are the same from every start: one table each (ExitTable),
  // all reading each theater's strengths once.
  const exits = new Map<string, ExitTable>();
  const strengths = strengthMemo();
  const exitsOf = (force: Force, kind: UnitKind): ExitTable => {
    const key = `${force} ${kind}`;
    let table = exits.get(key);
    if (!table) exits.set(key, table = new ExitTable(g, exp.side, force, kind, strengths));
    return table;
  };
  for (const from of theatersInPlay(g)) {
    if (from === exp.theater || sideUnits(theater(g, from), exp.side) === 0) continue;
    for (const force of FORCES_OF[exp.side]) {
      for (const kind of ['land', 'naval'] as UnitKind[]) {
        if (freeToMove(g, exp, from, force, kind) <= 0) continue;
        for (const end of reachable(g, exp.side, force, kind, from, exp.theater, exitsOf(force, kind)).ends) {
          out.push({ type: 'move', force, kind, from, to: end.theater });
        }
        if (any && out.length > 0) return out;
      }
    }
  }
  return out;
}

/** Opens the movement decision, carrying the enemy's hidden commitments (9.31 B) in `pending.secret`. */
function openMoves(g: GameState, issue: IssueCtx, hidden: Partial<Record<Faction, number>>): void {
  const exp = expOf(issue);
  if (moveOptions(g, exp, true).length === 0) return endMoves(g, issue, hidden);
  ask(g, 'muster.move', [exp.cinc], '9.32', hidden);
}

/**
 * 'muster.move': `{type:'move', force, kind, from, to}` — one unit along a legal path to a
 * theater where it must stop (9.32 a/b, reachable()); or `{type:'endMoves'}`.
 */
const move: StepHandler<'muster.move'> = {
  legal(g, _seat, issue) {
    return [...moveOptions(g, expOf(issue)), { type: 'endMoves' }];
  },
  act(g, _seat, action, issue) {
    const hidden = { ...(g.flow.pending?.secret ?? {}) } as Partial<Record<Faction, number>>;
    g.flow.pending = null;
    if (action.type === 'endMoves') return endMoves(g, issue, hidden);
    const exp = expOf(issue);
    const { force, kind, from, to } = action;
    moveUnit(g, force, kind, from, to, exp.arrived);
    exp.moves -= 1;
    log(g, '9.32', 'muster.moved', { force, kind, from, to });
    openMoves(g, issue, hidden);
  },
};

/** 9.0 step 5d–e: the enemy reveals its commitments; then the State Ship (12.3) and the Battle (9.4), if Contested. */
function endMoves(g: GameState, issue: IssueCtx, hidden: Partial<Record<Faction, number>>): void {
  const exp = expOf(issue);
  for (const f of FACTIONS) {
    const n = hidden[f];
    if (n === undefined) continue;
    spendStrategos(g, f, n);
    exp.committed[f] = n;
    log(g, '9.31', 'muster.committed', { faction: f, n });
  }
  if (theaterStatus(theater(g, exp.theater), exp.side) !== 'contested') return finishMilitary(g, 'noBattle');
  offerStateShipThenBattle(g, issue, theaterData(exp.theater).type, 1);
}

/** The Battle about to be fought: its kind is the theater's (1) or the other one (2, 9.6). */
function pendingBattle(exp: Expedition): { kind: UnitKind; number: 1 | 2 } {
  if (!exp.battle) return { kind: theaterData(exp.theater).type, number: 1 };
  return { kind: exp.battle.kind === 'land' ? 'naval' : 'land', number: 2 };
}

/**
 * 12.3: before any Battle is resolved, the second one (9.6) included, the Athenian Dominant
 * Faction may commit the State Ship if it is still available; then the Battle (9.4).
 */
function offerStateShipThenBattle(g: GameState, issue: IssueCtx, kind: UnitKind, number: 1 | 2): void {
  if (g.stateShipAvailable) {
    ask(g, 'battle.stateShip', [g.sides.athens.dominant], '12.3');
    return;
  }
  startBattle(g, issue, kind, number);
}

/** 'battle.stateShip': `{type:'stateShip', use}` by the Athenian Dominant Faction (12.3). */
const stateShip: StepHandler<'battle.stateShip'> = {
  legal() {
    return [{ type: 'stateShip', use: true }, { type: 'stateShip', use: false }];
  },
  act(g, seat, action, issue) {
    const exp = expOf(issue);
    if (action.use === true) {
      exp.stateShip = true; // an ordinary Strategos for the rest of the issue, a second Battle included
      g.stateShipAvailable = false;
      log(g, '12.3', 'stateShip.used', { faction: seat });
    }
    const { kind, number } = pendingBattle(exp);
    startBattle(g, issue, kind, number);
  },
};

/** The Faction that decides for `side` in this issue: the CinC on its own Side, else that Side's Dominant (9.44 Q22, 9.45, 9.6). */
function deciderFor(g: GameState, exp: Expedition, side: Side): Faction {
  return side === exp.side ? exp.cinc : g.sides[side].dominant;
}

/** 9.4–9.43: fights one Battle of `kind` if the theater is Contested. */
function startBattle(g: GameState, issue: IssueCtx, kind: UnitKind, number: 1 | 2): void {
  const exp = expOf(issue);
  const t = theater(g, exp.theater);
  if (theaterStatus(t, exp.side) !== 'contested') return finishMilitary(g, 'noBattle');
  const cards: Record<Side, number> = { athens: 0, sparta: 0 };
  const totals: Record<Side, number> = { athens: 0, sparta: 0 };
  for (const side of ['athens', 'sparta'] as const) {
    cards[side] = drawBattleCard(g, side, '9.42');
    const bt = battleTotal(t, side, kind, battleCommitment(exp, side, cards[side]));
    totals[side] = bt.total;
    log(g, '9.42', 'battle.total', { theater: exp.theater, kind, number, side, total: bt.total, parts: JSON.stringify(bt.parts) });
  }
  const out = battleOutcome(totals.athens, totals.sparta);
  if (!out.winner || !out.loser) {
    log(g, '9.43', 'battle.draw', { theater: exp.theater, kind, number });
    return finishMilitary(g, 'draw'); // 9.43: no casualties, no second Battle
  }
  log(g, '9.43', 'battle.won', { theater: exp.theater, kind, number, winner: out.winner, differential: out.differential });
  exp.battle = {
    kind, number, totals, cards, winner: out.winner, loser: out.loser, differential: out.differential,
    winnerPresent: forceCounts(t, out.winner, kind), loserPresent: forceCounts(t, out.loser, kind),
    picked: {}, loserEliminated: {}, basesDestroyed: 0, winnerEliminated: {},
  };
  continueCasualties(g, issue, 'loser');
}

function battleOf(exp: Expedition): BattleCtx {
  if (!exp.battle) throw new Error('No Battle');
  return exp.battle;
}

function casualtyOptions(b: BattleCtx, who: 'loser' | 'winner'): CasualtyOption[] {
  return who === 'loser'
    ? loserCasualtyOptions(b.kind, b.winnerPresent, b.loserPresent, b.differential)
    : winnerCasualtyOptions(b.kind, b.loserEliminated, b.winnerPresent);
}

function contains(big: ForceCounts, small: ForceCounts): boolean {
  return (Object.entries(small) as [Force, number][]).every(([f, n]) => (big[f] ?? 0) >= n);
}
function sameCounts(a: ForceCounts, b: ForceCounts): boolean {
  return contains(a, b) && contains(b, a);
}

/** Next single casualties that keep the picks inside some legal complete set, and whether the picks already form one. */
function casualtyChoices(b: BattleCtx, who: 'loser' | 'winner'): { next: Force[]; complete: boolean } {
  const options = casualtyOptions(b, who);
  const complete = options.some((o) => sameCounts(o.units, b.picked));
  return { next: FORCES_OF[who === 'loser' ? b.loser : b.winner].filter((f) => casualtyRefusal(b, who, f, options) === null), complete };
}

/**
 * 9.44, 9.45: why one more `force` unit may not be the next casualty: none of them is left in the
 * Battle; the picks already make the most the table (and, for the loser, the differential)
 * allows; or the picks follow a table row that takes none of them (rows are never combined).
 * Null: some legal complete set still holds it.
 */
export function casualtyRefusal(
  b: BattleCtx, who: 'loser' | 'winner', force: Force, options: CasualtyOption[] = casualtyOptions(b, who),
): WhyNot | null {
  const fitting = options.filter((o) => contains(o.units, b.picked));
  if (fitting.some((o) => (o.units[force] ?? 0) > (b.picked[force] ?? 0))) return null;
  const rule = who === 'loser' ? '9.44' : '9.45';
  const present = (who === 'loser' ? b.loserPresent : b.winnerPresent)[force] ?? 0;
  if ((b.picked[force] ?? 0) >= present) return why(rule, 'whynot.casualty.noneLeft', { force, unitKind: b.kind });
  const most = Math.max(0, ...fitting.map((o) => o.count));
  if (sum(b.picked) >= most) return who === 'loser'
    ? why(rule, 'whynot.casualty.fullLoser', { n: most, differential: b.differential })
    : why(rule, 'whynot.casualty.fullWinner', { n: most });
  return why(rule, 'whynot.casualty.otherRow', { force });
}

/** Asks for the next casualty, or applies the picks once no choice is left (9.44, 9.45). */
function continueCasualties(g: GameState, issue: IssueCtx, who: 'loser' | 'winner'): void {
  const exp = expOf(issue);
  const b = battleOf(exp);
  const fitting = casualtyOptions(b, who).filter((o) => contains(o.units, b.picked));
  if (fitting.length === 1) {
    b.picked = { ...(fitting[0] as CasualtyOption).units }; // one legal set left: nothing to choose
    return applyCasualties(g, issue, who);
  }
  const { next } = casualtyChoices(b, who);
  if (next.length === 0) return applyCasualties(g, issue, who);
  const chooser = deciderFor(g, exp, who === 'loser' ? b.winner : b.loser);
  ask(g, who === 'loser' ? 'battle.loserCasualty' : 'battle.winnerCasualty', [chooser], who === 'loser' ? '9.44' : '9.45');
}

/**
 * 'battle.loserCasualty' (chosen by the winning Side: its CinC, else its Dominant Faction, Q22)
 * and 'battle.winnerCasualty' (chosen by the losing Side, 9.45): `{type:'casualty', force}` — one
 * unit of the Battle's kind, only while the picks stay inside a legal complete set (one table
 * row, fractions dropped, capped by the differential); `{type:'casualtiesDone'}` once the picks
 * form a complete set.
 */
function casualtyStep(who: 'loser' | 'winner'): StepHandler<'battle.loserCasualty' | 'battle.winnerCasualty'> {
  return {
    legal(_g, _seat, issue) {
      const b = battleOf(expOf(issue));
      const { next, complete } = casualtyChoices(b, who);
      const out: Action[] = next.map((force) => ({ type: 'casualty', force }));
      if (complete) out.push({ type: 'casualtiesDone' });
      return out;
    },
    act(g, _seat, action, issue) {
      const b = battleOf(expOf(issue));
      g.flow.pending = null;
      if (action.type === 'casualtiesDone') return applyCasualties(g, issue, who);
      const f = action.force;
      b.picked[f] = (b.picked[f] ?? 0) + 1;
      continueCasualties(g, issue, who);
    },
  };
}

function applyCasualties(g: GameState, issue: IssueCtx, who: 'loser' | 'winner'): void {
  const exp = expOf(issue);
  const b = battleOf(exp);
  const picked = b.picked;
  b.picked = {};
  // In Force order: the picks' own key order does not survive a save.
  for (const f of FORCES) if (picked[f]) removeUnits(g, exp.theater, f, b.kind, picked[f], who === 'loser' ? '9.44' : '9.45');
  if (who === 'winner') {
    b.winnerEliminated = picked;
    return afterCasualties(g, issue);
  }
  b.loserEliminated = picked;
  // 9.44: base destruction when all the loser's units of the kind died and the winner committed more Strategos (Q23, Q34).
  if (baseDestructionMax(g, exp) > 0) {
    ask(g, 'battle.bases', [deciderFor(g, exp, b.winner)], '9.44');
    return;
  }
  continueCasualties(g, issue, 'winner');
}

/**
 * 9.44: how many of the loser's bases the winner may destroy, once the loser's casualties are
 * removed. "All units" are all the loser's military units in the theater, land and naval (Q23);
 * the State Ship (Q34) and the 300 in the theater (12.4, Q35b) count as committed Strategos.
 */
function baseDestructionMax(g: GameState, exp: Expedition): number {
  const b = battleOf(exp);
  const t = theater(g, exp.theater);
  const otherKind: UnitKind = b.kind === 'land' ? 'naval' : 'land';
  // Casualties are of the Battle's kind only, so the other kind's units still stand as they did.
  const otherKindPresent = sum(forceCounts(t, b.loser, otherKind));
  const the300 = (side: Side): boolean => side === 'sparta'
    && (b.kind === 'land' ? (side === b.winner ? b.winnerPresent : b.loserPresent).the300 ?? 0 : t.units.the300.land) > 0;
  const compared = (side: Side): number => comparedStrategos(sideCommitted(exp, side), side === 'athens' && exp.stateShip, the300(side));
  return basesDestroyed({
    loserUnitsPresent: sum(b.loserPresent) + otherKindPresent,
    loserUnitsEliminated: sum(b.loserEliminated),
    differential: b.differential,
    winnerStrategos: compared(b.winner),
    loserStrategos: compared(b.loser),
    loserBases: basesIn(t, b.loser),
  });
}

/**
 * 9.44: why the winner may not destroy these of the loser's bases: each base takes 2 of the
 * differential left after the casualties, and fewer are left. Null: it may. Asked only once every
 * loser's unit is eliminated and the winner committed more Strategos (else no base is destroyed).
 */
export function baseDestructionRefusal(
  g: GameState, exp: Expedition, pick: Partial<Record<BaseOwner, number>>, max: number = baseDestructionMax(g, exp),
): WhyNot | null {
  const n = sum(pick);
  if (n <= max) return null;
  const b = battleOf(exp);
  const left = Math.max(0, b.differential - sum(b.loserEliminated));
  return why('9.44', 'whynot.bases.max', { n, max, left, per: BASE_DESTRUCTION_DIFFERENTIAL.value });
}

/** 9.44: every way to pick the loser's bases in the theater (all of them or fewer), by owner, largest first. */
export function allBaseDestructions(g: GameState, exp: Expedition): Partial<Record<BaseOwner, number>>[] {
  const t = theater(g, exp.theater);
  const loser = battleOf(exp).loser;
  return baseDestructionOptions(t, loser, basesIn(t, loser));
}

/** 'battle.bases': `{type:'destroyBases', bases}` — which of the loser's bases to destroy (up to the 9.44 maximum; the winner "may"). */
const bases: StepHandler<'battle.bases'> = {
  legal(g, _seat, issue) {
    const exp = expOf(issue);
    const max = baseDestructionMax(g, exp);
    return allBaseDestructions(g, exp).filter((o) => baseDestructionRefusal(g, exp, o, max) === null).map((o) => ({ type: 'destroyBases', bases: o }));
  },
  act(g, _seat, action, issue) {
    const exp = expOf(issue);
    const b = battleOf(exp);
    let n = 0;
    for (const owner of BASE_OWNERS) {
      for (let i = 0; i < (action.bases[owner] ?? 0); i++) if (removeBase(g, exp.theater, owner, '9.44')) n++;
    }
    b.basesDestroyed = n;
    if (n > 0) removeTreachery(g, exp.theater, b.loser, theater(g, exp.theater).treachery[b.loser], '9.83');
    continueCasualties(g, issue, 'winner');
  },
};

/** 9.46 Hostages, 9.5 Battle Honor, 9.54 Major Defeat, then 9.6. */
function afterCasualties(g: GameState, issue: IssueCtx): void {
  const exp = expOf(issue);
  const b = battleOf(exp);
  const hr = hostageResult(b.kind, b.winner, b.loserEliminated, g.sides[b.winner].hostage);
  if (hr.marker) g.sides[b.winner].hostage = true;
  if (hr.hostages) log(g, '9.46', 'hostages.taken', { side: b.winner, marker: hr.marker });
  const honor = battleHonor({
    winner: b.winner, cinc: exp.cinc,
    dominant: { athens: g.sides.athens.dominant, sparta: g.sides.sparta.dominant },
    loserUnitsEliminated: b.loserEliminated, loserBasesEliminated: b.basesDestroyed, hostages: hr.hostages,
  });
  for (const line of honor.lines) changeHonor(g, line.faction, line.delta, line.rule, 'battle');
  if (honor.majorDefeat) majorDefeat(g, b.loser);
  const t = theater(g, exp.theater);
  if (b.number === 1 && theaterStatus(t, exp.side) === 'contested') {
    ask(g, 'battle.second', [deciderFor(g, exp, b.winner)], '9.6');
    return;
  }
  finishMilitary(g, 'battle');
}

/** 9.54: the first Major Defeat of a turn puts the Side's W/P issue in box 2 of its Opposition's half. */
export function majorDefeat(g: GameState, side: Side): void {
  const s = g.sides[side];
  if (s.majorDefeatThisTurn) return;
  s.majorDefeatThisTurn = true;
  const opposition = compatriotOf(s.dominant);
  const pos = opposition === FACTIONS_OF[side][0] ? LIMITS.majorDefeatBox.value : -LIMITS.majorDefeatBox.value;
  s.track = s.track.filter((i) => i.kind !== 'warPeace');
  const tile: TrackIssue = { id: `i${g.nextId++}`, kind: 'warPeace', pos, captured: false, source: 'majorDefeat' };
  s.track.push(tile);
  log(g, '9.54', 'majorDefeat', { side, faction: opposition, pos });
}

/** 'battle.second': `{type:'secondBattle', fight}` by the winner (9.6): a Battle of the other kind, fresh cards (Q21). */
const second: StepHandler<'battle.second'> = {
  legal() {
    return [{ type: 'secondBattle', fight: true }, { type: 'secondBattle', fight: false }];
  },
  act(g, _seat, action, issue) {
    const b = battleOf(expOf(issue));
    if (action.fight !== true) return finishMilitary(g, 'battle');
    offerStateShipThenBattle(g, issue, b.kind === 'land' ? 'naval' : 'land', 2);
  },
};

/** 9.7: the muster is resolved; committed Strategos are already in the stocks (spent when revealed, Q15). */
function finishMilitary(g: GameState, outcome: string): void {
  finishIssue(g, outcome, '9.7');
}

/** The kinds of a Military issue (9.0–9.7). */
type ExpeditionKind =
  | 'military.build' | 'military.gold' | 'military.modeOrDecline' | 'military.mode'
  | 'muster.commitSoloOrDecline' | 'muster.commitSolo' | 'muster.commit' | 'muster.move'
  | 'battle.stateShip' | 'battle.loserCasualty' | 'battle.winnerCasualty' | 'battle.bases' | 'battle.second';

export const EXPEDITION_STEPS: StepTable<ExpeditionKind> = {
  'military.build': build,
  'military.gold': gold,
  'military.modeOrDecline': mode,
  'military.mode': mode,
  'muster.commitSoloOrDecline': commitSolo,
  'muster.commitSolo': commitSolo,
  'muster.commit': secretCommit,
  'muster.move': move,
  'battle.stateShip': stateShip,
  'battle.loserCasualty': casualtyStep('loser'),
  'battle.winnerCasualty': casualtyStep('winner'),
  'battle.bases': bases,
  'battle.second': second,
};
