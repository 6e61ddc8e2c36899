// Battle odds for the open decision (#17.3), from the deciding seat's view only. The input is
// typed from the view (view.ts), so nothing here can read a hidden card, another Faction's
// Strategos or the host's state: the unseen cards are enumerated from the public deck lists.
// Decisions covered: Strategos commitments (9.31 A/B), the State Ship (12.3), the second Battle
// (9.6) and placing a Military marker (8.3 → 9.0).
import {
  FACTIONS_OF, compatriotOf, otherSide, sideOf, type Faction, type Side, type UnitKind,
} from '../model/ids.js';
import type { Action } from '../engine/types.js';
import type { GameView } from '../view.js';
import { politicalCard, isLeaderCard } from '../data/cards/political.js';
import { politicalCardIds } from '../engine/decks.js';
import { theaterData } from '../data/board.js';
import { LIMITS } from '../data/amounts.js';
import { STRATEGOS_PER_SIDE } from '../data/components.js';
import { theaterStatus } from '../rules/control.js';
import { brainTrustCardsOf, expeditionOf, mapStateOfView, playedCardsOf } from '../viewSelectors.js';
import { sideCommitted, type Expedition } from '../phases/expeditionTypes.js';
import { battleOdds, certain, commitmentDist, uniform, type BattleOdds, type BattleSetup, type Dist } from './battleOdds.js';
import { musterArrivals } from './muster.js';

/** What the odds read: a seat's view (public decks, discards, the theaters; the seat's own secrets). */
export type OddsView = Pick<GameView,
  'seat' | 'theaters' | 'sides' | 'factions' | 'flowData' | 'stateShipAvailable' | 'pending' | 'war' | 'persianWar' | 'playArea'>;

/** The decision kinds that show battle odds. */
export const ODDS_KINDS: ReadonlySet<string> = new Set([
  'muster.commitSolo', 'muster.commitSoloOrDecline', 'muster.commit', 'battle.stateShip', 'battle.second', 'theater.place',
]);

/** What the figures assume, each said to the player in words (i18n `odds.assume.*`). */
export type OddsAssumption =
  /** 9.42 (5): every card of the Side's deck the seat has not seen is equally likely on top. */
  | 'cardsUnseen'
  /** Q4: an empty Battle deck is reshuffled from the discards. */
  | 'cardsReshuffle'
  /** 9.31 B: the other Factions' secret commitments, every amount they may commit equally likely. */
  | 'othersUniform'
  /** 9.31 B: all four commitments unknown (a Military marker not yet revealed). */
  | 'allUniform'
  /** Commitments as revealed. */
  | 'commitmentsShown'
  /** 9.32: units as they stand now; no unit can move in (none can reach the theater). */
  | 'unitsNow'
  /** 9.32: the mustering Side moves in one unit per Strategos it commits, the strongest that can reach first (muster.ts). */
  | 'musterArrivals'
  /** 12.3: the State Ship is not counted (still available, not yet committed). */
  | 'noStateShip'
  /** 12.3: the State Ship counts for Athens. */
  | 'stateShipIn'
  /** 9.44, 9.45: each Side takes the most casualties the tables allow; bases destroyed where allowed. */
  | 'casualtiesMost'
  /** 9.4: only one Side is in the theater now; the Battle is fought only if units move in. */
  | 'notContested';

export type NoBattleReason =
  /** 9.31 A: a Friendly-Controlled or Neutral theater: only the CinC's units move, no Battle. */
  | 'friendly'
  /** 8.5: the Military issue is declined. */
  | 'declined'
  /** 9.6: no second Battle. */
  | 'noSecond'
  /** 13.1: a Military issue in Persia has no effect. */
  | 'persia';

export type DecisionOdds =
  | { battle: false; reason: NoBattleReason; rule: string }
  | {
    battle: true;
    theater: number;
    kind: UnitKind;
    /** 1 = the mandatory Battle (9.4), 2 = the second Battle (9.6). */
    number: 1 | 2;
    odds: BattleOdds;
    assumptions: OddsAssumption[];
    /** The Sides with units or bases in the theater now (one or none when `notContested`: 9.4). */
    sidesThere: Side[];
    rule: string;
  };

/**
 * 9.42 (5): the value of the top card of `side`'s Battle deck as the seat sees it. Every card of
 * the Side the seat has not seen (not in the public discard, its own hand or Entourage, or face up
 * this debate) is equally likely to be on top. An empty deck is reshuffled from the discards (Q4);
 * no card at all counts 0.
 */
export function battleCardDist(view: OddsView, side: Side): { dist: Dist; assumption: OddsAssumption } {
  const s = view.sides[side];
  const value = (id: string): number => politicalCard(id).value;
  if (s.battleDeckCount === 0) return { dist: uniform(s.discard.map(value)), assumption: 'cardsReshuffle' };
  const known = new Set<string>(s.discard);
  const played = playedCardsOf(view);
  const brainTrust = brainTrustCardsOf(view);
  for (const f of FACTIONS_OF[side]) {
    for (const c of view.factions[f].hand ?? []) known.add(c);
    for (const c of view.factions[f].entourage ?? []) known.add(c);
    for (const c of [played[f], brainTrust[f]]) if (c) known.add(c);
  }
  const unseen = politicalCardIds(side).filter((c) => !isLeaderCard(c) && !known.has(c));
  return { dist: uniform(unseen.map(value)), assumption: 'cardsUnseen' };
}

/** Strategos a Side holds in all (26, conserved: 4.1 B), less its stock, Council and withheld. */
function sideHeld(view: OddsView, side: Side): number {
  const s = view.sides[side];
  return Math.max(0, STRATEGOS_PER_SIDE[side].value - s.stock - s.council - s.withheld);
}

/** 9.31 B commitment range of `f` in an issue whose CinC is `cinc`: 1–5 for the CinC, 0–4 for the others. */
function commitRange(f: Faction, cinc: Faction): [number, number] {
  return f === cinc ? [1, LIMITS.cincCommitMax.value] : [0, LIMITS.otherCommitMax.value];
}

interface Base {
  theater: number;
  kind: UnitKind;
  number: 1 | 2;
  cinc: Faction;
  stateShip: boolean;
  committed: Record<Side, Dist>;
  /** 9.32: the CinC's Side moves units in before this Battle (a commitment still to come). */
  muster: boolean;
  assumptions: OddsAssumption[];
  rule: string;
}

function finish(view: OddsView, seat: Faction, b: Base): DecisionOdds {
  const t = view.theaters[String(b.theater)];
  if (!t) throw new Error(`No theater ${b.theater}`);
  const cards = { athens: battleCardDist(view, 'athens'), sparta: battleCardDist(view, 'sparta') };
  const assumptions = [...new Set<OddsAssumption>([cards.athens.assumption, cards.sparta.assumption, ...b.assumptions, 'casualtiesMost'])];
  if (!b.stateShip && view.stateShipAvailable) assumptions.push('noStateShip');
  if (b.stateShip) assumptions.push('stateShipIn');
  const status = theaterStatus(t, 'athens');
  if (status !== 'contested') assumptions.push('notContested');
  const sidesThere: Side[] = status === 'contested' ? ['athens', 'sparta'] : status === 'friendly' ? ['athens'] : status === 'enemy' ? ['sparta'] : [];
  // 9.32: one unit moved in per Strategos the CinC's Side commits; none can reach: the units there now.
  const mustering = sideOf(b.cinc);
  const most = Math.max(...b.committed[mustering].map((d) => d.value));
  const arrivals = b.muster ? musterArrivals(mapStateOfView(view), mustering, b.kind, b.theater, most) : [];
  if (b.muster) assumptions.push(arrivals.length > 1 ? 'musterArrivals' : 'unitsNow');
  const setup: BattleSetup = {
    theater: t, kind: b.kind, cinc: b.cinc,
    dominant: { athens: view.sides.athens.dominant, sparta: view.sides.sparta.dominant },
    hostageHeld: { athens: view.sides.athens.hostage, sparta: view.sides.sparta.hostage },
    committed: b.committed, stateShip: b.stateShip,
    cards: { athens: cards.athens.dist, sparta: cards.sparta.dist },
    ...(arrivals.length > 1 ? { arrivals: { side: mustering, theaters: arrivals } } : {}),
  };
  return { battle: true, theater: b.theater, kind: b.kind, number: b.number, odds: battleOdds(setup, seat), assumptions, sidesThere, rule: b.rule };
}

/**
 * 9.31 B: the seat commits `n` in secret; its Compatriot and both enemy Factions commit at the
 * same time, unseen: each amount in their ranges equally likely, within what each Side holds.
 */
function secretCommitOdds(view: OddsView, seat: Faction, exp: Expedition, n: number): DecisionOdds {
  const own = sideOf(seat);
  const enemy = otherSide(own);
  const mate = compatriotOf(seat);
  const mine = view.factions[seat].strategos ?? n;
  const ownDist = commitmentDist([[n, n], commitRange(mate, exp.cinc)], sideHeld(view, own) - mine + n);
  const enemyDist = commitmentDist(FACTIONS_OF[enemy].map((f) => commitRange(f, exp.cinc)), sideHeld(view, enemy));
  return finish(view, seat, {
    theater: exp.theater, kind: theaterData(exp.theater).type, number: 1, cinc: exp.cinc, stateShip: false,
    committed: { [own]: ownDist, [enemy]: enemyDist } as Record<Side, Dist>, muster: true,
    assumptions: ['othersUniform'], rule: '9.31 B',
  });
}

/** The Battle the expedition fights next: the theater's kind, or the other kind as the second (9.6). */
function nextBattle(exp: Expedition): { kind: UnitKind; number: 1 | 2 } {
  if (!exp.battle) return { kind: theaterData(exp.theater).type, number: 1 };
  return { kind: exp.battle.kind === 'land' ? 'naval' : 'land', number: 2 };
}

/** A Battle with every commitment revealed (12.3 State Ship, 9.6 second Battle). */
function revealedOdds(view: OddsView, seat: Faction, exp: Expedition, stateShip: boolean, rule: string): DecisionOdds {
  const { kind, number } = nextBattle(exp);
  return finish(view, seat, {
    theater: exp.theater, kind, number, cinc: exp.cinc, stateShip,
    committed: { athens: certain(sideCommitted(exp, 'athens')), sparta: certain(sideCommitted(exp, 'sparta')) }, muster: false,
    assumptions: ['commitmentsShown'], rule,
  });
}

/**
 * The odds of the open decision if `seat` answers `action`, or null when the decision has no
 * Battle at stake. Reads only `view` (the seat's information).
 */
export function decisionOdds(view: OddsView, seat: Faction, action: Action): DecisionOdds | null {
  const kind = view.pending?.kind;
  if (!kind || !ODDS_KINDS.has(kind)) return null;
  if (kind === 'theater.place') return markerOdds(view, seat, action);
  const exp = expeditionOf(view);
  if (!exp) return null;
  switch (kind) {
    case 'muster.commitSolo':
    case 'muster.commitSoloOrDecline':
      return action.type === 'decline' ? { battle: false, reason: 'declined', rule: '8.5' } : { battle: false, reason: 'friendly', rule: '9.31 A' };
    case 'muster.commit':
      return action.type === 'commit' ? secretCommitOdds(view, seat, exp, Number(action.n)) : null;
    case 'battle.stateShip':
      return revealedOdds(view, seat, exp, exp.stateShip || action.use === true, '12.3');
    case 'battle.second':
      if (action.fight !== true) return { battle: false, reason: 'noSecond', rule: '9.6' };
      return revealedOdds(view, seat, exp, exp.stateShip, '9.6');
  }
  return null;
}

/**
 * 8.3 → 9.0: a Military marker placed in a theater, if its Battle were fought with the theater as
 * it stands: a Friendly-Controlled or Neutral theater sees no Battle (9.31 A); otherwise all four
 * Factions commit in secret (9.31 B), each amount equally likely, and its owner is the CinC.
 */
function markerOdds(view: OddsView, seat: Faction, action: Action): DecisionOdds | null {
  const marker = (view.factions[seat].markers ?? []).find((m) => m.id === action.marker);
  if (!marker || marker.kind !== 'military') return null;
  if (action.place === 'persia') return { battle: false, reason: 'persia', rule: '13.1' };
  const id = Number(action.place);
  const t = view.theaters[String(id)];
  if (!t) return null;
  const cinc = marker.owner;
  const side = sideOf(cinc);
  const status = theaterStatus(t, side);
  if (status === 'friendly' || status === 'neutral') return { battle: false, reason: 'friendly', rule: '9.31 A' };
  const dist = (s: Side): Dist => commitmentDist(FACTIONS_OF[s].map((f) => commitRange(f, cinc)), sideHeld(view, s));
  return finish(view, seat, {
    theater: id, kind: theaterData(id).type, number: 1, cinc, stateShip: false,
    committed: { athens: dist('athens'), sparta: dist('sparta') }, muster: true,
    assumptions: ['allUniform'], rule: '9.31 B',
  });
}
