// The 'rule' bot: explicit, readable priorities per decision kind, from the seat's view only.
// Each handler scores the legal actions and explains the winner in one line. A decision kind it
// has no rule for falls back to a random legal action, and says so.
import type { ActionOf, AnyAction, DecisionKind } from '../decisions/registry.js';
import {
  FACTIONS_OF, isCityStateForce, otherSide, sideOf,
  type Faction, type Force, type IssueKind, type Side, type TheaterIssueKind, type UnitKind,
} from '../model/ids.js';
import type { RngState } from '../model/state.js';
import type { Action } from '../engine/types.js';
import type { GameView } from '../view.js';
import { leaderCardOf } from '../data/cards/political.js';
import { homeTheaterOf, theaterData } from '../data/board.js';
import { basesIn, strength, theaterStatus } from '../rules/control.js';
import { nextInt } from '../../../kit/random.js';
import {
  baseValue, battleKind, battleMargin, cardOnIssue, clamp, issueWorth, knownBattleMargin, markerWorth, mv, nearbyStrength, ownSigned,
  seatOf, standingStrength, statusFor, theaterOfView, winChance,
} from './assess.js';
import { reason as R, type BotDecision, type Reason } from './types.js';
import { debatedTilesOf, debateNumberOf, expeditionOf, issueOf as issueInView, playedCardsOf } from '../viewSelectors.js';
import type { Expedition } from '../phases/expeditionTypes.js';
import type { IssueCtx } from '../phases/issueFlow.js';

interface Ctx<K extends DecisionKind = DecisionKind> {
  view: GameView;
  /** The legal actions, in the shape of the kind's actions (decision registry). */
  legal: readonly ActionOf<K>[];
  rng: RngState;
  me: Faction;
  side: Side;
  enemy: Side;
  kind: K;
}

/** A handler for the kinds `K` (method-style, so a table of them reads as handlers of any kind). */
type Handler<K extends DecisionKind = DecisionKind> = { decide(c: Ctx<K>): BotDecision | null }['decide'];

/** The best-scoring legal action (the first on ties, so the choice is reproducible). */
function best<T extends Action>(legal: readonly T[], score: (a: T) => number): { action: T; score: number } {
  let top: T | null = null;
  let topScore = -Infinity;
  for (const a of legal) {
    const s = score(a);
    if (s > topScore) { top = a; topScore = s; }
  }
  if (!top) throw new Error('No legal action to choose from');
  return { action: top, score: topScore };
}

function find<T extends Action>(legal: readonly T[], pred: (a: T) => boolean): T | undefined {
  return legal.find(pred);
}

/** A number for a reason, to one decimal (the renderer words it in the player's language). */
const fmt = (n: number): number => Math.round(n * 10) / 10;

// ---------------------------------------------------------------- Political half

/** Debate tile this seat's Side is debating now (flow data is public). */
function currentTile(c: Ctx): { kind: IssueKind; pos: number } | null {
  const id = debatedTilesOf(c.view)[c.side];
  if (!id) return null;
  const tile = c.view.sides[c.side].track.find((t) => t.id === id);
  return tile ? { kind: tile.kind, pos: tile.pos } : null;
}

/** What keeping a card for later is worth: its printed value, and the Leader's Council award / Brain Trust. */
function keepValue(c: Ctx, card: string, hand: readonly string[]): number {
  const debateNo = debateNumberOf(c.view);
  const left = Math.max(0, 6 - debateNo); // debates after this one
  const scarcity = left === 0 ? 0 : clamp((left + 1) / hand.length, 0.3, 1);
  let v = 0.45 * baseValue(card) * scarcity;
  if (card === leaderCardOf(c.me).id) {
    const fv = c.view.factions[c.me];
    const council = c.view.plague === 'pre' ? leaderCardOf(c.me).council.pre : leaderCardOf(c.me).council.post;
    v += 0.5 * (council - 1); // 7.3: the last card in hand feeds the Council award
    if ((fv.entourage?.length ?? 0) > 0 && !fv.brainTrustUsed && left > 0) v += 0.8; // keep the Brain Trust option
  }
  return v;
}

const debateCard: Handler<'debate.card'> = (c) => {
  const tile = currentTile(c);
  const hand = c.view.factions[c.me].hand ?? [];
  if (!tile) {
    const pick = best(c.legal, (a) => -keepValue(c, a.card, hand));
    return { action: pick.action, reason: R('engine.bot.card.least', { card: pick.action.card }) };
  }
  const w = issueWorth(c.view, c.me, tile.kind);
  const s = ownSigned(c.me, tile.pos);
  let explain: Reason;
  const pick = best(c.legal, (a) => {
    const ev = cardOnIssue(c.view, c.me, a.card, tile.kind);
    return w * winChance(ev.value, s) + 0.6 * ev.award + 0.08 * ev.value - keepValue(c, a.card, hand);
  });
  const ev = cardOnIssue(c.view, c.me, pick.action.card, tile.kind);
  const p = winChance(ev.value, s);
  const aligned = ev.value > ev.base ? R('engine.bot.card.aligned', { n: ev.value - ev.base }) : R('engine.bot.card.notAligned');
  if (p >= 0.6) explain = R('engine.bot.card.wins', { pct: Math.round(p * 100) });
  else if (ev.value <= 3) explain = w < 3 ? R('engine.bot.card.notWorth') : R('engine.bot.card.saves');
  else explain = R('engine.bot.card.contests', { pct: Math.round(p * 100) });
  return {
    action: pick.action,
    reason: R('engine.bot.card.plays', { card: pick.action.card, value: ev.value, aligned, issue: tile.kind, pos: s, why: explain }),
  };
};

const brainTrust: Handler<'debate.brainTrust'> = (c) => {
  const tile = currentTile(c);
  const played = playedCardsOf(c.view);
  const comp = FACTIONS_OF[c.side].find((f) => f !== c.me) as Faction;
  const mine = played[c.me];
  const theirs = played[comp];
  const ent = c.view.factions[c.me].entourage ?? [];
  const yes = find(c.legal, (a) => a.use === true);
  const no = find(c.legal, (a) => a.use === false);
  if (!tile || !mine || !yes || !no || ent.length === 0) return no ? { action: no, reason: R('engine.bot.brainTrust.nothing') } : null;
  const myV = cardOnIssue(c.view, c.me, mine, tile.kind).value;
  const theirV = theirs ? cardOnIssue(c.view, comp, theirs, tile.kind).value : 0;
  const s = ownSigned(c.me, tile.pos);
  const margin = s + myV - theirV;
  const avg = ent.reduce((n, x) => n + baseValue(x), 0) / ent.length;
  const lo = Math.min(...ent.map(baseValue));
  const w = issueWorth(c.view, c.me, tile.kind);
  if (margin <= 0 && margin + lo > 0 && w >= 2.5) return { action: yes, reason: R('engine.bot.brainTrust.anyWins', { behind: -margin, issue: tile.kind, min: lo }) };
  if (margin <= 0 && margin + avg > 0.5 && w >= 3.5) return { action: yes, reason: R('engine.bot.brainTrust.average', { issue: tile.kind, avg: fmt(avg), behind: -margin }) };
  return { action: no, reason: margin > 0 ? R('engine.bot.brainTrust.ahead', { ahead: margin }) : R('engine.bot.brainTrust.notWorth', { behind: -margin, issue: tile.kind }) };
};

const selectIssue: Handler<'debate.issue'> = (c) => {
  const hand = c.view.factions[c.me].hand ?? [];
  const pick = best(c.legal, (a) => {
    const w = issueWorth(c.view, c.me, a.kind);
    const s = ownSigned(c.me, a.pos);
    const top = Math.max(0, ...hand.map((h) => cardOnIssue(c.view, c.me, h, a.kind).value));
    // Tiles already on my half are mine if left alone; debate the ones I can pull over.
    return w * (winChance(top, s) - (s > 0 ? 1 : 0.15)) + 0.1 * top;
  });
  const s = ownSigned(c.me, pick.action.pos);
  return { action: pick.action, reason: R('engine.bot.debateIssue', { issue: pick.action.kind, pos: s }) };
};

const warPeaceStop: Handler<'debate.warPeaceStop'> = (c) => {
  const stop = find(c.legal, (a) => a.stop === true);
  const cross = find(c.legal, (a) => a.stop === false);
  if (!stop || !cross) return null;
  // Winning W/P at War is the road to Peace (+10 each when both Sides win it); at Peace it declares War.
  if (c.view.war === 'peace' && c.side === 'athens') return { action: stop, reason: R('engine.bot.warPeace.stop') };
  return { action: cross, reason: R(c.view.war === 'war' ? 'engine.bot.warPeace.towardPeace' : 'engine.bot.warPeace.war') };
};

const chooseIssue: Handler<'boule.A' | 'boule.B' | 'boule.C' | 'boule.D'> = (c) => {
  const hand = c.view.factions[c.me].hand ?? [];
  const step = c.kind.slice(-1);
  const pick = best(c.legal, (a) => {
    let w = issueWorth(c.view, c.me, a.kind);
    const top = Math.max(0, ...hand.map((h) => cardOnIssue(c.view, c.me, h, a.kind).value));
    if (a.kind === 'ostracism' || a.kind === 'warPeace') w *= step === 'A' || step === 'B' ? 0.6 : 1; // always box 0 (5.32 E)
    return w + 0.35 * top;
  });
  return { action: pick.action, reason: R('engine.bot.boule', { issue: pick.action.kind, step }) };
};

const keepEntourage: Handler<'entourage.keep'> = (c) => {
  const pick = best(c.legal, (a) => a.keep.reduce((n, x) => n + (baseValue(x) - 3), 0));
  return {
    action: pick.action,
    reason: pick.action.keep.length ? R('engine.bot.entourage.keep', { cards: pick.action.keep }) : R('engine.bot.entourage.discard'),
  };
};

const formEntourage: Handler<'entourage.form'> = (c) => {
  const hand = c.view.factions[c.me].hand ?? [];
  const kinds: IssueKind[] = ['military', 'league', 'diplomatic', 'oracle', 'ostracism', 'games', 'warPeace'];
  const useNow = (card: string): number => Math.max(...kinds.map((k) => cardOnIssue(c.view, c.me, card, k).value));
  const pick = best(c.legal, (a) => -a.cards.reduce((n, x) => n + useNow(x), 0) + 0.2 * a.cards.reduce((n, x) => n + baseValue(x), 0));
  void hand;
  return { action: pick.action, reason: R('engine.bot.entourage.form', { cards: pick.action.cards }) };
};

const spendHostage: Handler<'hostages.spend'> = (c) => {
  const yes = find(c.legal, (a) => a.spend === true);
  const no = find(c.legal, (a) => a.spend === false);
  if (!yes || !no) return null;
  if (c.view.war === 'war') return { action: no, reason: R('engine.bot.hostage.keep') };
  return { action: yes, reason: R('engine.bot.hostage.spend') };
};

const councilCard: Handler<'council.card'> = (c) => {
  const leader = leaderCardOf(c.me);
  const pick = best(c.legal, (a) => (a.card === leader.id ? (c.view.plague === 'pre' ? leader.council.pre : leader.council.post) : 1));
  return { action: pick.action, reason: R('engine.bot.council', { card: pick.action.card }) };
};

function cheapestForce(force: Force, kind: UnitKind): number {
  return (isCityStateForce(force) ? 10 : 0) + mv(force, kind) + (force === 'the300' ? 5 : 0);
}

const plagueCasualty: Handler<'plague.casualty'> = (c) => {
  const pick = best(c.legal, (a) => -cheapestForce(a.force, a.kind));
  return { action: pick.action, reason: R('engine.bot.plague', { force: pick.action.force, unitKind: pick.action.kind }) };
};

/** Friendly-base count and front-line value of a theater for relocation and redeployment. */
function holdValue(view: GameView, id: number, side: Side): number {
  const t = theaterOfView(view, id);
  const st = theaterStatus(t, side);
  const home = theaterData(id).home === side ? 3 : 0;
  return home + basesIn(t, side) + (st === 'contested' ? 2 : 0) + nearbyStrength(view, id, otherSide(side), 'land') * 0.1;
}

const relocate: Handler<'peace.relocate'> = (c) => {
  const pick = best(c.legal, (a) => holdValue(c.view, a.to, c.side));
  return { action: pick.action, reason: R('engine.bot.relocate', { theater: pick.action.to }) };
};

const citizenship: Handler<'citizenship.base'> = (c) => {
  const pick = best(c.legal, (a) => (a.theater === null ? -1 : holdValue(c.view, a.theater, 'athens')));
  return { action: pick.action, reason: pick.action.theater === null ? R('engine.bot.citizenship.decline') : R('engine.bot.citizenship.convert', { theater: pick.action.theater }) };
};

const unitsKind: Handler<'citizenship.units' | 'colony.units'> = (c) => {
  const naval = find(c.legal, (a) => a.kind === 'naval');
  const land = find(c.legal, (a) => a.kind === 'land');
  const a = c.side === 'athens' && c.kind === 'citizenship.units' ? (naval ?? land) : (land ?? naval);
  if (!a) return null;
  return { action: a, reason: R(a.kind === 'naval' ? 'engine.bot.units.naval' : 'engine.bot.units.land') };
};

const colony: Handler<'colony.theater'> = (c) => {
  const pick = best(c.legal, (a) => {
    if (a.theater === null) return -1;
    const t = theaterOfView(c.view, a.theater);
    return (theaterStatus(t, 'athens') === 'contested' ? 3 : 1) + (basesIn(t, 'athens') + basesIn(t, 'sparta') < 3 ? 2 : 0);
  });
  return { action: pick.action, reason: pick.action.theater === null ? R('engine.bot.colony.decline') : R('engine.bot.colony.found', { theater: pick.action.theater }) };
};

const krypteia: Handler<'krypteia.remove'> = (c) => {
  const pick = best(c.legal, (a) => (a.theater === null ? -1 : theaterOfView(c.view, a.theater).treachery.athens));
  return { action: pick.action, reason: pick.action.theater === null ? R('engine.bot.krypteia.stop') : R('engine.bot.krypteia.remove', { theater: pick.action.theater }) };
};

const agoge: Handler<'agoge.build'> = (c) => {
  const pick = best(c.legal, (a) => a.count);
  return { action: pick.action, reason: R('engine.bot.agoge', { n: pick.action.count }) };
};

const lendMarker: Handler<'markers.lend'> = (c) => {
  const pick = best(c.legal, (a) => (a.kind === 'rumor' ? 3 : a.kind === 'oracle' ? 2 : a.kind === 'league' ? 1 : 0));
  return { action: pick.action, reason: R('engine.bot.lend', { issue: pick.action.kind }) };
};

// ---------------------------------------------------------------- Theater half

interface MarkerRef { owner: Faction; kind: TheaterIssueKind }

function heldMarker(c: Ctx, id: string): MarkerRef | null {
  const m = (c.view.factions[c.me].markers ?? []).find((x) => x.id === id);
  return m ? { owner: m.owner, kind: m.kind } : null;
}

const placeMarker: Handler<'theater.place'> = (c) => {
  const cache = new Map<string, { worth: number; why: Reason }>();
  const worthOf = (a: Action & { marker: string; place: string }): { worth: number; why: Reason } => {
    const m = heldMarker(c, a.marker);
    const key = `${a.marker}@${a.place}`;
    const hit = cache.get(key);
    if (hit) return hit;
    let r: { worth: number; why: Reason };
    if (!m) r = { worth: 0, why: R('engine.bot.place.unknown') };
    else if (m.kind === 'rumor') {
      const q = c.view.queues[a.place] ?? [];
      const top = q[q.length - 1];
      if (top && top.side !== c.side) r = { worth: 1.2, why: R('engine.bot.place.rumorOnEnemy') };
      else if (top && top.side === c.side) r = { worth: 0.9, why: R('engine.bot.place.rumorHides') };
      else r = { worth: 0.3, why: R('engine.bot.place.rumorDecoy') };
    } else {
      r = markerWorth(c.view, m.owner === c.me ? c.me : m.owner, m.kind, a.place);
      const q = c.view.queues[a.place] ?? [];
      if (q.length > 0) r = { worth: r.worth - 0.25 * q.length, why: r.why };
    }
    cache.set(key, r);
    return r;
  };
  // Place the marker whose best theater gains the most over its second-best choice last: here, simply the best pair.
  const pick = best(c.legal, (a) => worthOf(a).worth);
  const m = heldMarker(c, pick.action.marker);
  const w = worthOf(pick.action);
  return { action: pick.action, reason: m ? R('engine.bot.place', { issue: m.kind, place: pick.action.place, why: w.why }) : R('engine.bot.place.unknownMarker', { place: pick.action.place }) };
};

const reveal: Handler<'theater.reveal'> = (c) => {
  const pick = best(c.legal, (a) => {
    const q = c.view.queues[a.place] ?? [];
    const top = q[q.length - 1];
    const known = top?.known;
    if (!known) return 1; // a compatriot's marker: reveal it so it acts
    if (known.kind === 'rumor') return 1.5 + (q.length > 1 ? 1 : 0); // clear the way to what is below
    return markerWorth(c.view, known.owner, known.kind, a.place).worth;
  });
  const q = c.view.queues[pick.action.place] ?? [];
  const known = q[q.length - 1]?.known;
  return { action: pick.action, reason: known ? R('engine.bot.reveal.known', { place: pick.action.place, issue: known.kind }) : R('engine.bot.reveal', { place: pick.action.place }) };
};

function expedition(c: Ctx): Expedition | null {
  return expeditionOf(c.view);
}

function issueOf(c: Ctx): IssueCtx | null {
  return issueInView(c.view);
}

const militaryBuild: Handler<'military.build'> = (c) => {
  const pick = best(c.legal, (a) => {
    if (a.type === 'decline') return -1;
    const force: Force = c.side === 'athens' ? 'athens' : 'sparta';
    return (a.naval ?? 0) * mv(force, 'naval') + (a.land ?? 0) * mv(force, 'land') + 0.01 * ((a.naval ?? 0) + (a.land ?? 0));
  });
  if (pick.action.type === 'decline') return { action: pick.action, reason: R('engine.bot.build.decline') };
  const built = (pick.action.naval ?? 0) + (pick.action.land ?? 0);
  if (built === 0) return { action: pick.action, reason: R('engine.bot.build.none') };
  return { action: pick.action, reason: R('engine.bot.build.units', { naval: pick.action.naval ?? 0, land: pick.action.land ?? 0 }) };
};

const militaryGold: Handler<'military.gold'> = (c) => {
  const build = find(c.legal, (a) => a.theater !== null);
  const stop = find(c.legal, (a) => a.theater === null);
  const a = build ?? stop;
  if (!a) return null;
  return { action: a, reason: build?.theater ? R('engine.bot.gold.spend', { theater: build.theater }) : R('engine.bot.gold.none') };
};

const militaryMode: Handler<'military.modeOrDecline' | 'military.mode'> = (c) => {
  const exp = expedition(c);
  if (!exp) return null;
  const strat = c.view.factions[c.me].strategos ?? 0;
  const m = battleMargin(c.view, exp.theater, c.side, Math.min(strat, 4));
  const raid = find(c.legal, (a) => a.type === 'raid');
  const muster = find(c.legal, (a) => a.type === 'muster');
  const decline = find(c.legal, (a) => a.type === 'decline');
  if (muster && m >= 2) return { action: muster, reason: R('engine.bot.military.muster', { theater: exp.theater, margin: fmt(m) }) };
  if (raid) return { action: raid, reason: R(m >= 0 ? 'engine.bot.military.raidClose' : 'engine.bot.military.raidLost', { theater: exp.theater, margin: fmt(m) }) };
  if (decline && m < -1) return { action: decline, reason: R('engine.bot.military.decline', { theater: exp.theater, margin: fmt(m) }) };
  if (muster) return { action: muster, reason: R('engine.bot.military.try', { theater: exp.theater, margin: fmt(m) }) };
  return null;
};

/** Units of my Side that could move into the expedition theater (one link away, or more). */
function movableMV(view: GameView, id: number, side: Side): number {
  return nearbyStrength(view, id, side, 'land') + nearbyStrength(view, id, side, 'naval');
}

const commitSolo: Handler<'muster.commitSoloOrDecline' | 'muster.commitSolo'> = (c) => {
  const exp = expedition(c);
  if (!exp) return null;
  const avail = movableMV(c.view, exp.theater, c.side);
  const st = statusFor(c.view, exp.theater, c.side);
  const decline = find(c.legal, (a) => a.type === 'decline');
  if (decline && avail === 0) return { action: decline, reason: R('engine.bot.solo.decline', { theater: exp.theater }) };
  const want = st === 'neutral' ? 2 : 1;
  const pick = best(c.legal, (a) => (a.type === 'decline' ? -5 : -Math.abs(a.n - want)));
  return { action: pick.action, reason: R('engine.bot.solo.commit', { n: pick.action.type === 'commit' ? pick.action.n : 0, theater: exp.theater, status: st }) };
};

const commitSecret: Handler<'muster.commit'> = (c) => {
  const exp = expedition(c);
  if (!exp) return null;
  const strat = c.view.factions[c.me].strategos ?? 0;
  const mySideIsCinc = exp.side === c.side;
  const t = theaterOfView(c.view, exp.theater);
  const kind = battleKind(exp.theater);
  const prize = basesIn(t, otherSide(exp.side)) + 2;
  let want: number;
  let why: Reason;
  if (mySideIsCinc) {
    const m = battleMargin(c.view, exp.theater, c.side, 0);
    if (c.me === exp.cinc) {
      want = m > 4 ? 2 : m > -3 ? 4 : 2;
      why = R(m > 4 ? 'engine.bot.secret.safe' : m > -3 ? 'engine.bot.secret.close' : 'engine.bot.secret.longShot');
    } else {
      want = m > -3 && m < 4 ? 2 : 0;
      why = R(want ? 'engine.bot.secret.backs' : 'engine.bot.secret.keeps');
    }
  } else {
    const mine = standingStrength(t, c.side, kind);
    const theirs = standingStrength(t, exp.side, kind) + 0.6 * nearbyStrength(c.view, exp.theater, exp.side, kind);
    const d = mine - theirs;
    const dominant = c.view.sides[c.side].dominant === c.me;
    want = d > -5 && d < 3 ? (dominant ? 3 : 1) : 0;
    why = want ? R('engine.bot.secret.defends', { theater: exp.theater, margin: fmt(d) }) : R(d >= 3 ? 'engine.bot.secret.holds' : 'engine.bot.secret.hopeless');
  }
  want = Math.min(want, strat, prize + 2);
  const pick = best(c.legal, (a) => -Math.abs(a.n - want));
  return { action: pick.action, reason: R('engine.bot.secret', { n: pick.action.n, theater: exp.theater, why }) };
};

const musterMove: Handler<'muster.move'> = (c) => {
  const exp = expedition(c);
  if (!exp) return null;
  const kind = battleKind(exp.theater);
  const home = homeTheaterOf(c.side);
  const pick = best(c.legal, (a) => {
    if (a.type === 'endMoves') return 0;
    if (a.to !== exp.theater) return -1; // a unit that would stop short helps no one
    const from = theaterOfView(c.view, a.from);
    let s = 1 + mv(a.force, a.kind) * (a.kind === kind ? 1 : 0.3);
    if (a.from === home && from.units[a.force][a.kind] <= 2) s -= 3; // never strip home
    if (theaterStatus(from, c.side) === 'contested') s -= 1; // leaving a contested theater weakens it
    return s;
  });
  if (pick.action.type === 'endMoves') return { action: pick.action, reason: R('engine.bot.move.end', { theater: exp.theater }) };
  const a = pick.action;
  return { action: a, reason: R(a.kind === kind ? 'engine.bot.move.strongest' : 'engine.bot.move.extra', { force: a.force, unitKind: a.kind, from: a.from, to: a.to }) };
};

const stateShip: Handler<'battle.stateShip'> = (c) => {
  const yes = find(c.legal, (a) => a.use === true);
  const no = find(c.legal, (a) => a.use === false);
  if (!yes || !no) return null;
  return { action: yes, reason: R('engine.bot.stateShip') };
};

function enemyCasualty(c: Ctx): BotDecision | null {
  const done = find(c.legal, (a) => a.type === 'casualtiesDone');
  const picks = c.legal.filter((a) => a.type === 'casualty');
  if (picks.length === 0) return done ? { action: done, reason: R('engine.bot.casualty.done') } : null;
  const exp = expedition(c);
  const k = exp?.battle?.kind ?? 'land';
  const pick = best(picks, (a) => cheapestForce(a.force, k));
  return { action: pick.action, reason: R('engine.bot.casualty', { force: pick.action.force, unitKind: k }) };
}

const loserCasualty: Handler<'battle.loserCasualty'> = (c) => enemyCasualty(c);
const winnerCasualty: Handler<'battle.winnerCasualty'> = (c) => enemyCasualty(c);

const destroyBases: Handler<'battle.bases'> = (c) => {
  const pick = best(c.legal, (a) => {
    const b = a.bases;
    return (b.athens ?? 0) * 1.1 + (b.sparta ?? 0) * 1.1 + (b.delian ?? 0) + (b.peloponnesian ?? 0);
  });
  const n = Object.values(pick.action.bases).reduce((s: number, x) => s + (x ?? 0), 0);
  return { action: pick.action, reason: R('engine.bot.bases', { n }) };
};

const secondBattle: Handler<'battle.second'> = (c) => {
  const exp = expedition(c);
  const yes = find(c.legal, (a) => a.fight === true);
  const no = find(c.legal, (a) => a.fight === false);
  if (!exp || !yes || !no) return null;
  const other: UnitKind = exp.battle?.kind === 'land' ? 'naval' : 'land';
  // 9.6: no new muster — every committed Strategos and the State Ship count again, so a Side that
  // out-committed the other carries that lead into the second Battle; only the cards are new.
  const d = knownBattleMargin(c.view, exp, c.side, other);
  if (d >= 1) return { action: yes, reason: R('engine.bot.second.fight', { unitKind: other, by: d }) };
  return { action: no, reason: d >= 0 ? R('engine.bot.second.even', { unitKind: other }) : R('engine.bot.second.behind', { unitKind: other, by: -d }) };
};

const diplomacyCommit: Handler<'diplomacy.commit'> = (c) => {
  const issue = issueOf(c);
  if (!issue || issue.theater === null) return null;
  const t = theaterOfView(c.view, issue.theater);
  const enemy = c.enemy;
  const defence = strength(t, enemy, 'land') + strength(t, enemy, 'naval') - 2 * basesIn(t, enemy);
  const attackBase = t.treachery[c.side];
  const leagueBase = t.bases[enemy === 'athens' ? 'delian' : 'peloponnesian'];
  const commits = c.legal.filter((a) => a.type === 'commit');
  const decline = find(c.legal, (a) => a.type === 'decline');
  const win = commits.find((a) => a.n + attackBase > defence);
  if (win && leagueBase > 0) return { action: win, reason: R('engine.bot.diplomacy.convert', { n: win.n, attack: win.n + attackBase, defence }) };
  const small = commits[0];
  if (small && defence - attackBase <= 6 && (c.view.factions[c.me].strategos ?? 0) >= 3) return { action: small, reason: R('engine.bot.diplomacy.treachery', { n: small.n, defence }) };
  if (decline) return { action: decline, reason: R('engine.bot.diplomacy.decline', { defence }) };
  return null;
};

const diplomacyFriendly: Handler<'diplomacy.friendly'> = (c) => {
  const pick = best(c.legal, (a) => (a.type === 'decline' ? 0.1 : (a.enemy ?? 0) * 1 - (a.own ?? 0) * 0.5 - 0.3 * ((a.enemy ?? 0) + (a.own ?? 0))));
  if (pick.action.type === 'decline') return { action: pick.action, reason: R('engine.bot.friendly.decline') };
  return { action: pick.action, reason: R('engine.bot.friendly.clear', { n: pick.action.enemy ?? 0 }) };
};

const neutralStart: Handler<'diplomacy.neutralStart'> = (c) => {
  const go = find(c.legal, (a) => a.type === 'resolve');
  const no = find(c.legal, (a) => a.type === 'decline');
  if (!go || !no) return null;
  if ((c.view.factions[c.me].strategos ?? 0) >= 2) return { action: go, reason: R('engine.bot.neutral.resolve') };
  return { action: no, reason: R('engine.bot.neutral.decline') };
};

const neutralAllocate: Handler<'diplomacy.neutral'> = (c) => {
  const issue = issueOf(c);
  const owner = issue?.owner === c.me;
  const strat = c.view.factions[c.me].strategos ?? 0;
  const want = owner ? Math.min(5, strat) : Math.min(2, strat);
  const pick = best(c.legal, (a) => -Math.abs(a.n - want));
  return { action: pick.action, reason: R(owner ? 'engine.bot.neutral.twice' : 'engine.bot.neutral.block', { n: pick.action.n }) };
};

const leagueOption: Handler<'league.option'> = (c) => {
  const order: Record<string, number> = { buildBase: 5, convertBase: 4, units: 3, removeTreachery: 2, argos: 2.5 };
  const pick = best(c.legal, (a) => {
    if (a.type === 'decline') return 0;
    let s = order[a.option] ?? 1;
    if (a.option === 'units') s += 0.1 * (a.naval * 1 + a.land * 1);
    if (a.option === 'removeTreachery') s = a.side === c.side ? 0.5 : 2;
    if (a.option === 'argos') s += 0.1 * a.n;
    return s;
  });
  if (pick.action.type === 'decline') return { action: pick.action, reason: R('engine.bot.league.decline') };
  const a = pick.action;
  const what = a.option === 'buildBase' ? R('engine.bot.league.buildBase')
    : a.option === 'convertBase' ? R('engine.bot.league.convertBase')
      : a.option === 'units' ? R('engine.bot.league.units', { naval: a.naval, land: a.land })
        : a.option === 'removeTreachery' ? R(a.side === c.side ? 'engine.bot.league.removeOwn' : 'engine.bot.league.removeEnemy')
          : R('engine.bot.league.argos', { n: a.n });
  return { action: a, reason: R('engine.bot.league', { what }) };
};

const leaguePersia: Handler<'league.persia'> = (c) => {
  const yes = find(c.legal, (a) => a.type === 'persianBase');
  return yes ? { action: yes, reason: R('engine.bot.persianBase') } : null;
};

const oracleOption: Handler<'oracle.option'> = (c) => {
  const honor = find(c.legal, (a) => a.type === 'oracle' && a.option === 'honor');
  if (!honor) return null;
  return { action: honor, reason: R('engine.bot.oracle') };
};

const oracleTreachery: Handler<'oracle.treachery'> = (c) => {
  const pick = best(c.legal, (a) => {
    const t = theaterOfView(c.view, a.theater);
    const st = theaterStatus(t, c.side);
    return (st === 'contested' ? 3 : st === 'enemy' ? 2 : 0) + (t.bases[c.enemy === 'athens' ? 'delian' : 'peloponnesian'] > 0 ? 1 : 0);
  });
  return { action: pick.action, reason: R('engine.bot.oracleTreachery', { theater: pick.action.theater }) };
};

const callias: Handler<'callias'> = (c) => {
  const pick = best(c.legal, (a) => {
    if (!a.make) return 0;
    if (a.naval === null || a.naval === undefined) return 3;
    return 2 + 0.1 * theaterOfView(c.view, a.naval).units.athens.naval;
  });
  return { action: pick.action, reason: R(pick.action.make ? 'engine.bot.callias.make' : 'engine.bot.callias.keep') };
};

const upkeepRemove: Handler<'upkeep.remove'> = (c) => {
  const pick = best(c.legal, (a) => {
    const t = theaterOfView(c.view, a.theater);
    const quiet = theaterStatus(t, c.side) === 'friendly' ? 1 : 0;
    return -cheapestForce(a.force, a.kind) + quiet + (a.kind === 'naval' ? 0.5 : 0);
  });
  return { action: pick.action, reason: R('engine.bot.upkeep', { force: pick.action.force, unitKind: pick.action.kind, theater: pick.action.theater }) };
};

const redeploy: Handler<'redeploy.move'> = (c) => {
  const done = find(c.legal, (a) => a.type === 'redeployDone');
  if (done) return { action: done, reason: R('engine.bot.redeploy.stay') };
  const pick = best(c.legal.filter((a) => a.type === 'redeploy'), (a) => holdValue(c.view, a.to, c.side));
  return { action: pick.action, reason: R('engine.bot.redeploy', { from: pick.action.from, to: pick.action.to }) };
};

/** One handler per decision kind: a kind without one is a type error. */
const HANDLERS: { [K in DecisionKind]: Handler<K> } = {
  'debate.card': debateCard,
  'debate.brainTrust': brainTrust,
  'debate.issue': selectIssue,
  'debate.warPeaceStop': warPeaceStop,
  'boule.A': chooseIssue,
  'boule.B': chooseIssue,
  'boule.C': chooseIssue,
  'boule.D': chooseIssue,
  'entourage.keep': keepEntourage,
  'entourage.form': formEntourage,
  'hostages.spend': spendHostage,
  'council.card': councilCard,
  'plague.casualty': plagueCasualty,
  'peace.relocate': relocate,
  'citizenship.base': citizenship,
  'citizenship.units': unitsKind,
  'colony.theater': colony,
  'colony.units': unitsKind,
  'krypteia.remove': krypteia,
  'agoge.build': agoge,
  'markers.lend': lendMarker,
  'theater.place': placeMarker,
  'theater.reveal': reveal,
  'military.build': militaryBuild,
  'military.gold': militaryGold,
  'military.modeOrDecline': militaryMode,
  'military.mode': militaryMode,
  'muster.commitSoloOrDecline': commitSolo,
  'muster.commitSolo': commitSolo,
  'muster.commit': commitSecret,
  'muster.move': musterMove,
  'battle.stateShip': stateShip,
  'battle.loserCasualty': loserCasualty,
  'battle.winnerCasualty': winnerCasualty,
  'battle.bases': destroyBases,
  'battle.second': secondBattle,
  'diplomacy.commit': diplomacyCommit,
  'diplomacy.friendly': diplomacyFriendly,
  'diplomacy.neutralStart': neutralStart,
  'diplomacy.neutral': neutralAllocate,
  'league.option': leagueOption,
  'league.persia': leaguePersia,
  'oracle.option': oracleOption,
  'oracle.treachery': oracleTreachery,
  'callias': callias,
  'upkeep.remove': upkeepRemove,
  'redeploy.move': redeploy,
};

/** Decision kinds the rule bot has explicit priorities for. */
export const RULE_KINDS: readonly string[] = Object.keys(HANDLERS);

/**
 * Under test a handler that throws must fail its test, not hide behind a random move: the test
 * setup (tests/unit/setup.ts) turns this on. In play a failing handler still plays on at random.
 */
let strictHandlers = false;
export function setRuleBotStrict(on: boolean): void {
  strictHandlers = on;
}

/** The 'rule' bot's decision. Never reads anything but `view`, `legal` and `rng`. */
export function ruleDecide(view: GameView, legal: readonly Action[], rng: RngState): BotDecision {
  if (legal.length === 0) throw new Error('The rule bot was asked to decide with no legal action');
  const me = seatOf(view);
  const kind = view.pending?.kind;
  if (legal.length === 1) return { action: legal[0] as Action, reason: R('engine.bot.only') };
  const handler: Handler | undefined = kind === undefined ? undefined : HANDLERS[kind];
  if (kind !== undefined && handler) {
    try {
      const side = sideOf(me);
      // The host's legal actions are the engine's, each in its kind's shape (decision registry).
      const d = handler({ view, legal: legal as readonly AnyAction[], rng, me, side, enemy: otherSide(side), kind });
      if (d) return d;
    } catch (e) {
      if (strictHandlers) throw e;
      const a = legal[nextInt(rng, legal.length)] as Action;
      return { action: a, reason: R('engine.bot.ruleFailed') };
    }
  }
  const a = legal[nextInt(rng, legal.length)] as Action;
  return { action: a, reason: R('engine.bot.noRule') };
}
