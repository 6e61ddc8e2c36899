// Shared judgement for the bots, computed from a seat's view only: what an issue is worth to a
// Faction, what a card is worth on an issue, how strong a Side is in a theater.
import {
  LEAGUE_BASE,
  FORCES_OF, compatriotOf, otherSide, sideOf,
  type Faction, type Force, type IssueKind, type Side, type TheaterIssueKind, type UnitKind,
} from '../model/ids.js';
import type { TheaterState } from '../model/state.js';
import type { GameView } from '../view.js';
import { evaluateCard } from '../rules/cardValue.js';
import { politicalCard } from '../data/cards/political.js';
import { UNIT_MV } from '../data/battle.js';
import { THEATERS, linksFrom, otherEnd, theaterData } from '../data/board.js';
import { basesIn, strength, theaterStatus, type TheaterStatus } from '../rules/control.js';
import { halfSign } from '../rules/debate.js';
import { defenceValue } from '../rules/theaterOps.js';
import { battleTotal } from '../rules/battle.js';
import { battleCommitment, type Expedition } from '../phases/expeditionTypes.js';
import { reason as R, type Reason } from './types.js';

export function seatOf(view: GameView): Faction {
  if (view.seat === 'spectator') throw new Error('A bot plays a seat, not a spectator view');
  return view.seat;
}

export const clamp = (x: number, lo: number, hi: number): number => Math.max(lo, Math.min(hi, x));

/** Honor-like worth to `me` of winning a debate issue of `kind` now (7.1–7.5, 10.12). */
export function issueWorth(view: GameView, me: Faction, kind: IssueKind): number {
  const war = view.war === 'war';
  const base = 1; // every won tile adds Oration value and counts toward Dominance (7.1, 7.2)
  switch (kind) {
    case 'military': return (view.factions[me].strategos ?? 0) >= 2 ? base + 3 : base + 2;
    case 'league': return base + 2;
    case 'diplomatic': return base + 1.5;
    case 'oracle': return base + 2.5; // +3 Honor at worst (8.53)
    case 'ostracism': return base + 4; // +3 me, −3 my Compatriot (7.1)
    case 'games': return base + (war ? 1.5 : 3); // 3 Strategos at War, 3 Honor at Peace (7.43)
    case 'warPeace': return base + (war ? 2.5 : 1); // Peace needs both Sides: +10 each (7.41 B)
    case 'citizenship': return base + 2.5;
    case 'colony': return base + (war ? 0 : 2.5);
    case 'krypteia': return base + 1;
    case 'agoge': return base + (war ? 2 : 0);
    default: return base;
  }
}

export interface CardOnIssue { value: number; award: number; base: number }

export function cardOnIssue(view: GameView, me: Faction, card: string, issue: IssueKind): CardOnIssue {
  const ev = evaluateCard({
    cardId: card, faction: me, issue, plague: view.plague, war: view.war,
    alcibiades: view.alcibiades, isDominant: view.sides[sideOf(me)].dominant === me,
  });
  return { value: ev.value, award: ev.strategosAward, base: ev.baseValue };
}

export function baseValue(card: string): number {
  return politicalCard(card).value;
}

/** How many boxes `pos` is on `me`'s half (negative: on the Compatriot's half). */
export function ownSigned(me: Faction, pos: number): number {
  return pos * halfSign(me);
}

/** P(a tile `s` boxes on my half stays on my half) after I add `v` and an unseen card X ≈ U[1.5, 8.5] is subtracted. */
export function winChance(v: number, s: number): number {
  return clamp((v + s - 1.5) / 7, 0, 1);
}

export function theaterOfView(view: GameView, id: number): TheaterState {
  const t = view.theaters[String(id)];
  if (!t) throw new Error(`No theater ${id}`);
  return t;
}

export function statusFor(view: GameView, id: number, side: Side): TheaterStatus {
  return theaterStatus(theaterOfView(view, id), side);
}

export function battleKind(id: number): UnitKind {
  return theaterData(id).type;
}

/** 9.42 without cards or Strategos: units of the kind, bases, own Treachery. */
export function standingStrength(t: TheaterState, side: Side, kind: UnitKind): number {
  return strength(t, side, kind) + t.treachery[side];
}

/** MV of a Side's units of `kind` one link away from `id` (what a muster could bring in, roughly). */
export function nearbyStrength(view: GameView, id: number, side: Side, kind: UnitKind): number {
  let s = 0;
  for (const link of linksFrom(id)) {
    const n = view.theaters[String(otherEnd(link, id))];
    if (!n) continue;
    for (const f of FORCES_OF[side]) s += n.units[f][kind] * mv(f, kind);
  }
  return s;
}

export function mv(force: Force, kind: UnitKind): number {
  return UNIT_MV[force][kind].value;
}

/**
 * Expected Battle margin (my Side minus the enemy) if a Military issue is resolved in `id`:
 * standing strength, a share of nearby units that could muster in, Strategos we can commit
 * against what the enemy is likely to commit. Positive: we expect to win.
 */
export function battleMargin(view: GameView, id: number, side: Side, myCommit: number): number {
  const t = theaterOfView(view, id);
  const kind = battleKind(id);
  const enemy = otherSide(side);
  const mine = standingStrength(t, side, kind) + 0.6 * nearbyStrength(view, id, side, kind) + myCommit;
  const theirs = standingStrength(t, enemy, kind) + 2;
  return mine - theirs;
}

/**
 * Where a Battle of `kind` in the expedition theater stands for `side` before the cards are drawn:
 * the engine's own 9.42 totals (units, bases, Treachery, every committed Strategos, the State Ship,
 * the 300) with a Battle card of 0 on both Sides. Each card adds 1–5, so the cards can swing it by 4.
 */
export function knownBattleMargin(view: GameView, exp: Expedition, side: Side, kind: UnitKind): number {
  const t = theaterOfView(view, exp.theater);
  const total = (s: Side): number => battleTotal(t, s, kind, battleCommitment(exp, s, 0)).total;
  return total(side) - total(otherSide(side));
}

/** Worth to `me`'s Side of resolving a Theater marker of `kind` in `place` now (8.5x, 9.0). */
export function markerWorth(view: GameView, me: Faction, kind: TheaterIssueKind, place: string): { worth: number; why: Reason } {
  const side = sideOf(me);
  const enemy = otherSide(side);
  if (kind === 'rumor') return { worth: 0.5, why: R('engine.bot.worth.rumor') };
  if (place === 'persia') {
    if (kind === 'league' && side === 'sparta') return { worth: 2.5, why: R('engine.bot.worth.persianBase') };
    return { worth: -1, why: R('engine.bot.worth.persiaNone') };
  }
  const id = Number(place);
  const t = theaterOfView(view, id);
  const st = theaterStatus(t, side);
  const strat = view.factions[me].strategos ?? 3;
  switch (kind) {
    case 'military': {
      const home = THEATERS.find((x) => x.id === id)?.home === side;
      if (home && t.bases[side === 'athens' ? 'athens' : 'sparta'] > 0) return { worth: 2.5, why: R('engine.bot.worth.home') };
      if (st === 'contested') {
        const m = battleMargin(view, id, side, Math.min(strat, 3));
        if (t.treachery[side] + basesIn(t, side) > 0 && m > 0) return { worth: 2 + Math.min(4, m / 2) + basesIn(t, enemy), why: R('engine.bot.worth.contestedWin', { by: Math.round(m) }) };
        return { worth: m > -2 ? 1.5 : 0.6, why: R(m > -2 ? 'engine.bot.worth.contestedClose' : 'engine.bot.worth.contestedWeak') };
      }
      if (st === 'enemy') {
        const m = battleMargin(view, id, side, Math.min(strat, 3));
        const prize = basesIn(t, enemy);
        if (m > 1) return { worth: 1.5 + Math.min(4, m / 2) + prize, why: R('engine.bot.worth.enemyWeakest', { margin: Math.round(m) }) };
        return { worth: -0.5, why: R('engine.bot.worth.enemyStrong') };
      }
      if (st === 'neutral' && nearbyStrength(view, id, side, battleKind(id)) + nearbyStrength(view, id, side, 'naval') > 0) {
        return { worth: 1.2, why: R('engine.bot.worth.neutralMove') };
      }
      return { worth: 0.3, why: R('engine.bot.worth.friendlyLittle') };
    }
    case 'diplomatic': {
      if (st === 'neutral') return { worth: 2.2, why: R('engine.bot.worth.neutralBase') };
      if (st === 'friendly') return { worth: t.treachery[enemy] > 0 ? 1 : 0, why: R('engine.bot.worth.friendlyClear') };
      const leagueBase = t.bases[LEAGUE_BASE[enemy]];
      const defence = defenceValue(t, enemy); // 8.51, the engine's own reckoning
      const attack = Math.min(3, strat) + t.treachery[side];
      if (leagueBase > 0 && attack > defence) return { worth: 3.5, why: R('engine.bot.worth.convert', { attack, defence }) };
      return { worth: leagueBase > 0 ? 1 : 0.6, why: R('engine.bot.worth.treachery') };
    }
    case 'league': {
      if (st !== 'friendly' && st !== 'contested') return { worth: -0.5, why: R('engine.bot.worth.leagueNoEffect') };
      const total = t.bases.athens + t.bases.delian + t.bases.sparta + t.bases.peloponnesian;
      if (total < 3 && strat >= 4) return { worth: 3, why: R('engine.bot.worth.leagueBase') };
      if (basesIn(t, side) > 0) return { worth: 1.8, why: R('engine.bot.worth.leagueUnitsOrConvert') };
      return { worth: 0.8, why: R('engine.bot.worth.leagueUnits') };
    }
    case 'oracle':
      return { worth: 2.8, why: R('engine.bot.worth.oracle') };
  }
}

export function compatriot(me: Faction): Faction {
  return compatriotOf(me);
}
