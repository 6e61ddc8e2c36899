// "Why not?" (#17 item 2): the options the open decision does not offer its seat now, each with
// the rules that refuse it and their numbers. Every reason comes from the same rule function the
// legality code uses (placementRefusal, buildBaseRefusals, commitRefusal, raidRefusals,
// redeployRefusal, canEnter/exitCheck, issueRefusal …), never from a second copy of the rule.
// Only what the seat knows is read: the public map and tracks, and its own Strategos.
import { CITY_STATE_BASE, FORCES_OF, LEAGUE_BASE, sideOf, sideOfForce, type Faction, type Force, type TheaterId, type UnitKind } from '../model/ids.js';
import type { GameState } from '../model/state.js';
import { legalActions } from '../engine/driver.js';
import type { Action } from '../engine/types.js';
import { LIMITS } from '../data/amounts.js';
import { THEATERS } from '../data/board.js';
import { commitRefusal } from '../rules/strategos.js';
import { cardPlayRefusal, issueRefusal } from '../rules/debate.js';
import { canEnter, reachable } from '../rules/movement.js';
import { redeployRefusal } from '../rules/redeployment.js';
import { homeTheaterOf, theater, theatersInPlay } from '../rules/theaterOps.js';
import { PLACES, placementRefusal } from '../phases/theaterPlacement.js';
import { baseSplits, buildBaseRefusals, convertBaseRefusals, oracleTheaterRefusal, poolRefusals, treacheryRefusal } from '../phases/leagueOracle.js';
import { goldPoolRefusal, goldSitesByBases } from '../rules/persia.js';
import { citizenshipRefusal, colonyRefusal, krypteiaRefusal, nextRelocation, peaceRefusal } from '../phases/political.js';
import { allBaseDestructions, baseDestructionRefusal, casualtyRefusal, goldSiteRefusal, commitCap, freeToMove, raidRefusals, the300Refusal } from '../phases/expedition.js';
import { friendlyRemovals, neutralCap } from '../phases/diplomacy.js';
import { redeployableUnits } from '../phases/end.js';
import { currentIssue, type IssueCtx } from '../phases/issueFlow.js';
import { pickRefusal } from '../phases/boule.js';
import { DEBATE_TILES, ISSUE_ORDER } from '../rules/debate.js';
import { why, type ClosedOption, type WhyNot } from './types.js';

export type { ClosedOption, WhyNot } from './types.js';

const KINDS: readonly UnitKind[] = ['land', 'naval'];

const closed = (option: ClosedOption['option'], reasons: WhyNot[], listed = true): ClosedOption[] =>
  reasons.length > 0 ? [{ option, why: reasons, listed }] : [];

const nonNull = (w: WhyNot | null): WhyNot[] => (w ? [w] : []);

/** A theater choice's refused theaters: many, so explained on a board click rather than listed. */
function onTheaters(type: string, refusal: (id: TheaterId) => WhyNot | null): ClosedOption[] {
  return THEATERS.flatMap(({ id }) => closed({ type, theater: id }, nonNull(refusal(id)), false));
}

/** 8.5, 9.31, 8.51: each amount up to the rule's cap the Faction cannot commit (it holds fewer). */
function commitsAbove(g: GameState, seat: Faction, type: 'commit' | 'allocate', lo: number, cap: number): ClosedOption[] {
  const out: ClosedOption[] = [];
  for (let n = Math.max(lo, 1); n <= cap; n++) {
    const r = commitRefusal(g, seat, n);
    if (r) out.push({ option: { type, n }, why: [r], listed: true });
  }
  return out;
}

/** The units a move decision offers now, one entry per force, kind and theater left. */
function unitsOffered(legal: readonly Action[]): Map<string, { force: Force; kind: UnitKind; from: TheaterId; to: Set<number> }> {
  const units = new Map<string, { force: Force; kind: UnitKind; from: TheaterId; to: Set<number> }>();
  for (const a of legal) {
    if (!('from' in a) || !('to' in a)) continue;
    const key = `${String(a.force)}/${String(a.kind)}/${String(a.from)}`;
    const u = units.get(key) ?? { force: a.force as Force, kind: a.kind as UnitKind, from: Number(a.from), to: new Set<number>() };
    u.to.add(Number(a.to));
    units.set(key, u);
  }
  return units;
}

/** Deduplicated by key and arguments (several links may fail for the same reason). */
function distinct(reasons: WhyNot[]): WhyNot[] {
  const seen = new Set<string>();
  return reasons.filter((r) => {
    const k = `${r.key}:${JSON.stringify(r.args)}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * 9.32: for the muster's moves, the units that cannot move (9.32 E: they stopped here this
 * muster; or every link out of their theater is closed to them) and, for each unit that can,
 * every theater it cannot end in: it may not enter it (13.1, 13.2, 3.3, 12.1, 7.42 B), it would
 * only pass through (a unit stops only in the Expedition Theater or where it cannot leave), or
 * no open path leads there.
 */
function musterMoves(g: GameState, issue: IssueCtx, legal: readonly Action[]): ClosedOption[] {
  const exp = issue.exp;
  if (!exp) return [];
  const out: ClosedOption[] = [];
  const offered = unitsOffered(legal);
  for (const from of theatersInPlay(g)) {
    const t = theater(g, from);
    for (const force of FORCES_OF[exp.side]) {
      for (const kind of KINDS) {
        if (t.units[force][kind] <= 0) continue;
        const unit = { type: 'move', force, kind, from };
        if (from === exp.theater) {
          out.push({ option: unit, why: [why('9.32', 'whynot.move.inExpedition', { theater: from })], listed: true });
          continue;
        }
        if (freeToMove(g, exp, from, force, kind) <= 0) {
          out.push({ option: unit, why: [why('9.32 E', 'whynot.move.arrived', { theater: from })], listed: true });
          continue;
        }
        const u = offered.get(`${force}/${kind}/${from}`);
        if (!u) {
          const reach = reachable(g, exp.side, force, kind, from, exp.theater);
          const own = reach.blocked.filter((b) => b.from === from);
          const reasons = distinct(own.flatMap((b) => b.why));
          out.push({ option: unit, why: reasons.length ? reasons : [why('9.32', 'whynot.move.noStop', { theater: from })], listed: true });
          continue;
        }
        const passed = new Set(reachable(g, exp.side, force, kind, from, exp.theater).passed);
        for (const { id: to } of THEATERS) {
          if (to === from || u.to.has(to)) continue;
          const enter = canEnter(g, exp.side, force, to);
          let reasons: WhyNot[];
          if (!enter.ok) reasons = enter.why;
          else if (passed.has(to)) reasons = [why('9.32', 'whynot.move.passThrough', { theater: to, expedition: exp.theater })];
          else reasons = [why('9.32', 'whynot.move.noPath', { theater: to })];
          out.push({ option: { ...unit, to }, why: reasons, listed: false });
        }
      }
    }
  }
  return out;
}

/** 11.3: for each unit the group may redeploy, every other theater it may not go to and why. */
function redeployMoves(g: GameState): ClosedOption[] {
  const out: ClosedOption[] = [];
  for (const u of redeployableUnits(g)) {
    const side = sideOfForce(u.force);
    for (const { id: to } of THEATERS) {
      if (to === u.from) continue;
      const r = redeployRefusal(g, u.force, to);
      if (!r) continue;
      // Listed: a theater the player might pick (it holds a base of the Side, or is full).
      const t = g.theaters[String(to)];
      const ownBase = !!t && (side === 'athens' ? t.bases.athens + t.bases.delian > 0 : t.bases.sparta + t.bases.peloponnesian > 0);
      out.push({ option: { type: 'redeploy', force: u.force, kind: u.kind, from: u.from, to }, why: [r], listed: ownBase });
    }
  }
  return out;
}

/**
 * 9.1, 8.52: the builds the bases allow that the pool cannot supply (3.1, Q1), one per split the
 * decision does not offer. Listed: the full builds (every base used), the ones a player expects.
 */
function poolShortSplits(g: GameState, legal: readonly Action[], force: Force, bases: number, option: Record<string, string>): ClosedOption[] {
  const offered = new Set(legal.map((a) => `${String(a.naval)}/${String(a.land)}`));
  return baseSplits(bases).flatMap((b) => {
    if (b.naval + b.land === 0 || offered.has(`${b.naval}/${b.land}`)) return [];
    return closed({ ...option, naval: b.naval, land: b.land }, poolRefusals(g, force, b), b.land === 2 * (bases - b.naval));
  });
}

/** 9.1, 12.4: a Spartan build that is short of pieces, and the 300 while it cannot be rebuilt. */
function militaryBuild(g: GameState, seat: Faction): ClosedOption[] {
  const issue = currentIssue(g);
  if (issue.theater === null) return [];
  const side = sideOf(seat);
  const bases = theater(g, issue.theater).bases[CITY_STATE_BASE[side]];
  const out = poolShortSplits(g, legalActions(g, seat), side, bases, { type: 'build' });
  const the300 = side === 'sparta' ? the300Refusal(g) : null;
  if (the300 && bases > 0) out.push({ option: { type: 'build', naval: 0, land: 1, the300: true }, why: [the300], listed: true });
  return out;
}

/** 8.52, 12.1: League unit builds short of pieces, and Argos units beyond those left (Athens in Sparta). */
function leagueUnits(g: GameState, seat: Faction): ClosedOption[] {
  const issue = currentIssue(g);
  if (issue.theater === null) return [];
  const side = sideOf(seat);
  const t = theater(g, issue.theater);
  const legal = legalActions(g, seat).filter((a) => a.option === 'units');
  const out = poolShortSplits(g, legal, side === 'athens' ? 'delian' : 'peloponnesian', t.bases[LEAGUE_BASE[side]], { type: 'league', option: 'units' });
  if (side === 'athens' && issue.theater === homeTheaterOf('sparta') && t.bases.delian > 0) {
    for (let n = 1; n <= LIMITS.argosMax.value; n++) out.push(...closed({ type: 'league', option: 'argos', n }, poolRefusals(g, 'argos', { naval: 0, land: n })));
  }
  return out;
}

/**
 * The options `seat`'s open decision does not offer now, with why (#17 item 2). Empty when no
 * decision is open for `seat` or its kind refuses nothing a player would expect.
 */
export function closedOptions(g: GameState, seat: Faction): ClosedOption[] {
  const p = g.flow.pending;
  if (!p || g.flow.phase === 'over' || !p.seats.includes(seat)) return [];
  switch (p.kind) {
    case 'theater.place':
      return PLACES.flatMap((place) => {
        const r = placementRefusal(g, place);
        // Theaters outside a vignette's play area are many: explained on a click, not listed.
        return r ? [{ option: { type: 'place', place }, why: [r], listed: r.rule !== '3.3' }] : [];
      });
    case 'league.option': {
      const issue = currentIssue(g);
      return [
        ...closed({ type: 'league', option: 'buildBase' }, buildBaseRefusals(g, issue)),
        ...closed({ type: 'league', option: 'convertBase' }, convertBaseRefusals(g, issue)),
        ...leagueUnits(g, seat),
      ];
    }
    case 'boule.A':
    case 'boule.B':
    case 'boule.C':
    case 'boule.D':
      // 5.32: the kinds the Side has tiles of (3.14) that it cannot pick now.
      return ISSUE_ORDER.filter((kind) => (DEBATE_TILES[sideOf(seat)][kind] ?? 0) > 0)
        .flatMap((kind) => closed({ type: 'chooseIssue', kind }, nonNull(pickRefusal(g, seat, kind))));
    case 'battle.loserCasualty':
    case 'battle.winnerCasualty': {
      // 9.44, 9.45: the Side's forces in the Battle that cannot be the next casualty.
      const b = currentIssue(g).exp?.battle;
      if (!b) return [];
      const who = p.kind === 'battle.loserCasualty' ? 'loser' : 'winner';
      const present = who === 'loser' ? b.loserPresent : b.winnerPresent;
      return FORCES_OF[who === 'loser' ? b.loser : b.winner].filter((f) => (present[f] ?? 0) > 0)
        .flatMap((force) => closed({ type: 'casualty', force }, nonNull(casualtyRefusal(b, who, force))));
    }
    case 'battle.bases': {
      // 9.44: destroying more of the loser's bases than the differential left allows.
      const exp = currentIssue(g).exp;
      return exp ? allBaseDestructions(g, exp).flatMap((bases) => closed({ type: 'destroyBases', bases }, nonNull(baseDestructionRefusal(g, exp, bases)))) : [];
    }
    case 'military.gold': {
      const exp = currentIssue(g).exp;
      // 9.11: a site the bases give whose units are all on the map (3.1), or at its cap this build (Q19).
      return exp ? goldSitesByBases(g).flatMap((site) => closed({ type: 'gold', theater: site.theater }, nonNull(goldPoolRefusal(g, site) ?? goldSiteRefusal(exp, site)))) : [];
    }
    case 'military.build':
      return militaryBuild(g, seat);
    case 'oracle.option': {
      const r = treacheryRefusal(g, sideOf(seat));
      return r ? [{ option: { type: 'oracle', option: 'treachery' }, why: [r], listed: true }] : [];
    }
    case 'military.mode':
    case 'military.modeOrDecline': {
      const exp = currentIssue(g).exp;
      return exp ? closed({ type: 'raid' }, raidRefusals(g, seat, exp)) : [];
    }
    case 'muster.commitSolo':
    case 'muster.commitSoloOrDecline':
      return commitsAbove(g, seat, 'commit', 1, LIMITS.cincCommitMax.value);
    case 'muster.commit': {
      const exp = currentIssue(g).exp;
      return exp ? commitsAbove(g, seat, 'commit', 1, commitCap(seat, exp)) : [];
    }
    case 'diplomacy.commit':
      return commitsAbove(g, seat, 'commit', 1, LIMITS.diplomacyCommitMax.value);
    case 'diplomacy.friendly':
      // 8.51, 8.5: removing markers costs 1 Strategos each; the seat holds fewer.
      return friendlyRemovals(g, currentIssue(g)).flatMap((r) => closed({ type: 'remove', ...r }, nonNull(commitRefusal(g, seat, r.own + r.enemy))));
    case 'diplomacy.neutral':
      return commitsAbove(g, seat, 'allocate', 1, neutralCap(seat, currentIssue(g)));
    case 'debate.card':
    case 'council.card': {
      // 5.23: the Entourage's cards are the seat's own; it may expect to play one.
      const type = p.kind === 'debate.card' ? 'playCard' : 'councilCard';
      return g.factions[seat].entourage.flatMap((card) => closed({ type, card }, nonNull(cardPlayRefusal(g, seat, card))));
    }
    case 'debate.issue':
      return g.sides[sideOf(seat)].track.flatMap((t) => {
        const r = issueRefusal(t);
        return r ? [{ option: { type: 'selectIssue', issue: t.id, kind: t.kind, pos: t.pos }, why: [r], listed: true }] : [];
      });
    case 'oracle.treachery': {
      const issue = currentIssue(g);
      return theatersInPlay(g).flatMap((id) => closed({ type: 'treachery', theater: id }, nonNull(oracleTheaterRefusal(issue, id))));
    }
    case 'citizenship.base':
      return onTheaters('citizenship', (id) => citizenshipRefusal(g, id));
    case 'colony.theater':
      return onTheaters('colony', (id) => colonyRefusal(g, id));
    case 'krypteia.remove':
      return onTheaters('krypteia', (id) => krypteiaRefusal(g, id));
    case 'peace.relocate': {
      // 7.41 D: every theater the relocated units may not go to (explained on a board click).
      const grp = nextRelocation(g);
      if (!grp) return [];
      return THEATERS.flatMap(({ id }) => id === grp.from ? [] : closed({ type: 'relocate', from: grp.from, force: grp.force, kind: grp.kind, to: id }, nonNull(peaceRefusal(g, grp.side, id)), false));
    }
    case 'muster.move':
      return musterMoves(g, currentIssue(g), legalActions(g, seat));
    case 'redeploy.move':
      return redeployMoves(g);
    default:
      return [];
  }
}

/**
 * Why `candidate` is not among `seat`'s options now: the reasons of the closed option whose
 * fields it matches, or null (it is legal, or nothing explains it).
 */
export function whyNot(g: GameState, seat: Faction, candidate: Record<string, unknown>): WhyNot[] | null {
  // Counts by name (battle.bases) compare by content.
  const same = (a: unknown, b: unknown): boolean => a === b || (!!a && !!b && typeof a === 'object' && typeof b === 'object'
    && Object.keys({ ...a, ...b }).every((k) => (a as Record<string, unknown>)[k] === (b as Record<string, unknown>)[k]));
  const hit = closedOptions(g, seat).find((c) => Object.entries(c.option).every(([k, v]) => same(candidate[k], v)));
  return hit ? hit.why : null;
}
