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
import { THEATERS, homeTheaterOf, theaterData } from '../data/board.js';
import { basesIn, strength, theaterStatus } from '../rules/control.js';
import { nextInt } from '../rules/random.js';
import {
  baseValue, battleKind, battleMargin, cardOnIssue, clamp, issueWorth, markerWorth, mv, nearbyStrength, ownSigned,
  seatOf, standingStrength, statusFor, theaterOfView, winChance,
} from './assess.js';
import type { BotDecision } from './types.js';
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

const fmt = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(1));
const KIND_NAME: Record<string, string> = {
  military: 'Military', league: 'League', diplomatic: 'Diplomatic', oracle: 'Oracle', ostracism: 'Ostracism',
  games: 'Games', warPeace: 'War/Peace', citizenship: 'Citizenship', colony: 'Colony', krypteia: 'Krypteia',
  agoge: 'Agoge', rumor: 'Rumor',
};
const kname = (k: string): string => KIND_NAME[k] ?? k;
/** A force as players name it ("a Peloponnesian League land unit"). */
const FORCE_NAME: Record<Force, string> = {
  athens: 'Athenian', delian: 'Delian League', sparta: 'Spartan', the300: 'Spartan (the 300)', peloponnesian: 'Peloponnesian League', argos: 'Argive',
};
function forceName(force: Force | undefined): string {
  return force ? FORCE_NAME[force] : 'a';
}

function placeName(place: string | number): string {
  if (place === 'persia') return 'Persia';
  const t = THEATERS.find((x) => x.id === Number(place));
  return t ? t.name : `theater ${place}`;
}

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
    return { action: pick.action, reason: `plays ${pick.action.card}, the card it needs least (no debate of its own Side)` };
  }
  const w = issueWorth(c.view, c.me, tile.kind);
  const s = ownSigned(c.me, tile.pos);
  let explain: string;
  const pick = best(c.legal, (a) => {
    const ev = cardOnIssue(c.view, c.me, a.card, tile.kind);
    return w * winChance(ev.value, s) + 0.6 * ev.award + 0.08 * ev.value - keepValue(c, a.card, hand);
  });
  const ev = cardOnIssue(c.view, c.me, pick.action.card, tile.kind);
  const p = winChance(ev.value, s);
  const aligned = ev.value > ev.base ? `aligned +${ev.value - ev.base}` : 'not aligned';
  if (p >= 0.6) explain = `wins with about ${Math.round(p * 100)}% chance`;
  else if (ev.value <= 3) explain = w < 3 ? 'the issue is not worth a strong card' : 'saves strong cards: this one is hard to win';
  else explain = `contests it (${Math.round(p * 100)}% to win)`;
  return {
    action: pick.action,
    reason: `plays ${pick.action.card} (value ${ev.value}, ${aligned}) on ${kname(tile.kind)} at ${s >= 0 ? '+' : ''}${s} for it: ${explain}`,
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
  if (!tile || !mine || !yes || !no || ent.length === 0) return no ? { action: no, reason: 'keeps its Entourage hidden: nothing to gain' } : null;
  const myV = cardOnIssue(c.view, c.me, mine, tile.kind).value;
  const theirV = theirs ? cardOnIssue(c.view, comp, theirs, tile.kind).value : 0;
  const s = ownSigned(c.me, tile.pos);
  const margin = s + myV - theirV;
  const avg = ent.reduce((n, x) => n + baseValue(x), 0) / ent.length;
  const lo = Math.min(...ent.map(baseValue));
  const w = issueWorth(c.view, c.me, tile.kind);
  if (margin <= 0 && margin + lo > 0 && w >= 2.5) return { action: yes, reason: `uses its Brain Trust: behind by ${-margin} on ${kname(tile.kind)}, any Entourage card (min ${lo}) wins it` };
  if (margin <= 0 && margin + avg > 0.5 && w >= 3.5) return { action: yes, reason: `uses its Brain Trust: ${kname(tile.kind)} is worth it and the Entourage averages ${fmt(avg)} against a deficit of ${-margin}` };
  return { action: no, reason: margin > 0 ? `no Brain Trust: already ahead by ${margin}` : `no Brain Trust: a deficit of ${-margin} on ${kname(tile.kind)} is not worth exposing the Entourage` };
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
  return { action: pick.action, reason: `debates ${kname(pick.action.kind)} at ${s >= 0 ? '+' : ''}${s}: its best card there can pull it to its half, and tiles already on its half are left alone` };
};

const warPeaceStop: Handler<'debate.warPeaceStop'> = (c) => {
  const stop = find(c.legal, (a) => a.stop === true);
  const cross = find(c.legal, (a) => a.stop === false);
  if (!stop || !cross) return null;
  // Winning W/P at War is the road to Peace (+10 each when both Sides win it); at Peace it declares War.
  if (c.view.war === 'peace' && c.side === 'athens') return { action: stop, reason: 'stops War/Peace at box 0: Athens gains little from declaring War' };
  return { action: cross, reason: `takes War/Peace onto its half (${c.view.war === 'war' ? 'a step toward Peace and +10 Honor' : 'War suits its Side'})` };
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
  return { action: pick.action, reason: `puts ${kname(pick.action.kind)} up for debate (5.32 ${step}): worth most to it and its hand is aligned` };
};

const keepEntourage: Handler<'entourage.keep'> = (c) => {
  const pick = best(c.legal, (a) => a.keep.reduce((n, x) => n + (baseValue(x) - 3), 0));
  return {
    action: pick.action,
    reason: pick.action.keep.length ? `keeps ${pick.action.keep.join(', ')}: better than an average draw` : 'discards its Entourage: no card beats an average draw',
  };
};

const formEntourage: Handler<'entourage.form'> = (c) => {
  const hand = c.view.factions[c.me].hand ?? [];
  const kinds: IssueKind[] = ['military', 'league', 'diplomatic', 'oracle', 'ostracism', 'games', 'warPeace'];
  const useNow = (card: string): number => Math.max(...kinds.map((k) => cardOnIssue(c.view, c.me, card, k).value));
  const pick = best(c.legal, (a) => -a.cards.reduce((n, x) => n + useNow(x), 0) + 0.2 * a.cards.reduce((n, x) => n + baseValue(x), 0));
  void hand;
  return { action: pick.action, reason: `sets ${pick.action.cards.join(', ')} aside as its Entourage: the cards it would play least this turn` };
};

const spendHostage: Handler<'hostages.spend'> = (c) => {
  const yes = find(c.legal, (a) => a.spend === true);
  const no = find(c.legal, (a) => a.spend === false);
  if (!yes || !no) return null;
  if (c.view.war === 'war') return { action: no, reason: 'keeps the Hostage: forcing W/P on the enemy could hand them +10 Honor at Peace' };
  return { action: yes, reason: 'spends the Hostage: the enemy Opposition gets W/P in box 2, dividing them' };
};

const councilCard: Handler<'council.card'> = (c) => {
  const leader = leaderCardOf(c.me);
  const pick = best(c.legal, (a) => (a.card === leader.id ? (c.view.plague === 'pre' ? leader.council.pre : leader.council.post) : 1));
  return { action: pick.action, reason: `reveals ${pick.action.card} for the Council: the largest Strategos award` };
};

function cheapestForce(force: Force, kind: UnitKind): number {
  return (isCityStateForce(force) ? 10 : 0) + mv(force, kind) + (force === 'the300' ? 5 : 0);
}

const plagueCasualty: Handler<'plague.casualty'> = (c) => {
  const pick = best(c.legal, (a) => -cheapestForce(a.force, a.kind));
  return { action: pick.action, reason: `loses a ${forceName(pick.action.force)} ${pick.action.kind} unit to the Plague: the cheapest first` };
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
  return { action: pick.action, reason: `relocates to ${placeName(pick.action.to)}: home or the strongest friendly base (7.41 D)` };
};

const citizenship: Handler<'citizenship.base'> = (c) => {
  const pick = best(c.legal, (a) => (a.theater === null ? -1 : holdValue(c.view, a.theater, 'athens')));
  return { action: pick.action, reason: pick.action.theater === null ? 'declines Citizenship: no Delian League base to convert' : `converts the Delian League base in ${placeName(pick.action.theater)} (+2 Honor, 7.44 A)` };
};

const unitsKind: Handler<'citizenship.units' | 'colony.units'> = (c) => {
  const naval = find(c.legal, (a) => a.kind === 'naval');
  const land = find(c.legal, (a) => a.kind === 'land');
  const a = c.side === 'athens' && c.kind === 'citizenship.units' ? (naval ?? land) : (land ?? naval);
  if (!a) return null;
  return { action: a, reason: `builds ${a.kind === 'naval' ? '1 naval' : '2 land'} unit${a.kind === 'naval' ? '' : 's'}: the stronger arm here` };
};

const colony: Handler<'colony.theater'> = (c) => {
  const pick = best(c.legal, (a) => {
    if (a.theater === null) return -1;
    const t = theaterOfView(c.view, a.theater);
    return (theaterStatus(t, 'athens') === 'contested' ? 3 : 1) + (basesIn(t, 'athens') + basesIn(t, 'sparta') < 3 ? 2 : 0);
  });
  return { action: pick.action, reason: pick.action.theater === null ? 'declines the Colony' : `founds the Colony in ${placeName(pick.action.theater)} (+2 Honor, a Delian League base and units)` };
};

const krypteia: Handler<'krypteia.remove'> = (c) => {
  const pick = best(c.legal, (a) => (a.theater === null ? -1 : theaterOfView(c.view, a.theater).treachery.athens));
  return { action: pick.action, reason: pick.action.theater === null ? 'stops the Krypteia' : `removes Athenian Treachery in ${placeName(pick.action.theater)}: the most markers there` };
};

const agoge: Handler<'agoge.build'> = (c) => {
  const pick = best(c.legal, (a) => a.count);
  return { action: pick.action, reason: `builds ${pick.action.count} Spartan land unit(s) in Sparta: as many as the pool allows` };
};

const lendMarker: Handler<'markers.lend'> = (c) => {
  const pick = best(c.legal, (a) => (a.kind === 'rumor' ? 3 : a.kind === 'oracle' ? 2 : a.kind === 'league' ? 1 : 0));
  return { action: pick.action, reason: `lends a ${kname(pick.action.kind)} marker: it keeps its strongest issues to place itself` };
};

// ---------------------------------------------------------------- Theater half

interface MarkerRef { owner: Faction; kind: TheaterIssueKind }

function heldMarker(c: Ctx, id: string): MarkerRef | null {
  const m = (c.view.factions[c.me].markers ?? []).find((x) => x.id === id);
  return m ? { owner: m.owner, kind: m.kind } : null;
}

const placeMarker: Handler<'theater.place'> = (c) => {
  const cache = new Map<string, { worth: number; why: string }>();
  const worthOf = (a: Action & { marker: string; place: string }): { worth: number; why: string } => {
    const m = heldMarker(c, a.marker);
    const key = `${a.marker}@${a.place}`;
    const hit = cache.get(key);
    if (hit) return hit;
    let r: { worth: number; why: string };
    if (!m) r = { worth: 0, why: 'unknown marker' };
    else if (m.kind === 'rumor') {
      const q = c.view.queues[a.place] ?? [];
      const top = q[q.length - 1];
      if (top && top.side !== c.side) r = { worth: 1.2, why: 'a Rumor on top of an enemy marker to delay it' };
      else if (top && top.side === c.side) r = { worth: 0.9, why: 'a Rumor to hide our real marker below' };
      else r = { worth: 0.3, why: 'a Rumor as a decoy' };
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
  return { action: pick.action, reason: `places ${kname(m?.kind ?? '?')} on ${placeName(pick.action.place)}: ${w.why}` };
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
  return { action: pick.action, reason: `reveals the top of ${placeName(pick.action.place)}${known ? ` (${kname(known.kind)})` : ''}: the issue worth most now` };
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
  if (pick.action.type === 'decline') return { action: pick.action, reason: 'declines: nothing to build' };
  const built = (pick.action.naval ?? 0) + (pick.action.land ?? 0);
  if (built === 0) return { action: pick.action, reason: 'builds no units at home: none it may build would add Military Value (9.1)' };
  return { action: pick.action, reason: `builds ${pick.action.naval ?? 0} naval and ${pick.action.land ?? 0} land units at home: the most Military Value (9.1)` };
};

const militaryGold: Handler<'military.gold'> = (c) => {
  const build = find(c.legal, (a) => a.theater !== null);
  const stop = find(c.legal, (a) => a.theater === null);
  const a = build ?? stop;
  if (!a) return null;
  return { action: a, reason: build?.theater ? `spends Persian Gold in ${placeName(build.theater)} (9.11)` : 'no Persian Gold site left' };
};

const militaryMode: Handler<'military.modeOrDecline' | 'military.mode'> = (c) => {
  const exp = expedition(c);
  if (!exp) return null;
  const strat = c.view.factions[c.me].strategos ?? 0;
  const m = battleMargin(c.view, exp.theater, c.side, Math.min(strat, 4));
  const raid = find(c.legal, (a) => a.type === 'raid');
  const muster = find(c.legal, (a) => a.type === 'muster');
  const decline = find(c.legal, (a) => a.type === 'decline');
  if (muster && m >= 2) return { action: muster, reason: `musters against ${placeName(exp.theater)}: expected Battle margin +${fmt(m)}` };
  if (raid) return { action: raid, reason: `raids ${placeName(exp.theater)}: +3 Honor, a Battle would be ${m >= 0 ? 'close' : 'lost'} (margin ${fmt(m)})` };
  if (decline && m < -1) return { action: decline, reason: `declines the Military issue in ${placeName(exp.theater)} (1 Strategos): hopeless, margin ${fmt(m)}` };
  if (muster) return { action: muster, reason: `musters in ${placeName(exp.theater)}: margin ${fmt(m)}, worth a try` };
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
  if (decline && avail === 0) return { action: decline, reason: `declines in ${placeName(exp.theater)}: no unit could move in` };
  const want = st === 'neutral' ? 2 : 1;
  const pick = best(c.legal, (a) => (a.type === 'decline' ? -5 : -Math.abs(a.n - want)));
  return { action: pick.action, reason: `commits ${pick.action.type === 'commit' ? pick.action.n : 0} Strategos to move units into ${st} ${placeName(exp.theater)} (9.31 A): no Battle, keep the rest` };
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
  let why: string;
  if (mySideIsCinc) {
    const m = battleMargin(c.view, exp.theater, c.side, 0);
    if (c.me === exp.cinc) {
      want = m > 4 ? 2 : m > -3 ? 4 : 2;
      why = m > 4 ? 'a safe Battle: commits little' : m > -3 ? 'a close Battle with much at stake' : 'a long shot: commits little';
    } else {
      want = m > -3 && m < 4 ? 2 : 0;
      why = want ? 'backs its Compatriot in a close Battle' : 'keeps its Strategos: the Battle is decided without them';
    }
  } else {
    const mine = standingStrength(t, c.side, kind);
    const theirs = standingStrength(t, exp.side, kind) + 0.6 * nearbyStrength(c.view, exp.theater, exp.side, kind);
    const d = mine - theirs;
    const dominant = c.view.sides[c.side].dominant === c.me;
    want = d > -5 && d < 3 ? (dominant ? 3 : 1) : 0;
    why = want ? `defends ${placeName(exp.theater)}: the Battle is close (${fmt(d)})` : d >= 3 ? 'the defence holds without Strategos' : 'the defence is hopeless: saves its Strategos';
  }
  want = Math.min(want, strat, prize + 2);
  const pick = best(c.legal, (a) => -Math.abs(a.n - want));
  return { action: pick.action, reason: `commits ${pick.action.n} Strategos in secret to ${placeName(exp.theater)}: ${why}` };
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
  if (pick.action.type === 'endMoves') return { action: pick.action, reason: `ends its moves: no other unit can reach ${placeName(exp.theater)} usefully` };
  const a = pick.action;
  return { action: a, reason: `moves a ${forceName(a.force)} ${a.kind} unit from ${placeName(a.from)} to ${placeName(a.to)}: ${a.kind === kind ? 'the strongest unit of the Battle\'s kind' : 'extra presence'} (9.32)` };
};

const stateShip: Handler<'battle.stateShip'> = (c) => {
  const yes = find(c.legal, (a) => a.use === true);
  const no = find(c.legal, (a) => a.use === false);
  if (!yes || !no) return null;
  return { action: yes, reason: 'commits the State Ship: +1 to Athens in this Battle (12.3)' };
};

function enemyCasualty(c: Ctx): BotDecision | null {
  const done = find(c.legal, (a) => a.type === 'casualtiesDone');
  const picks = c.legal.filter((a) => a.type === 'casualty');
  if (picks.length === 0) return done ? { action: done, reason: 'the casualties are complete' } : null;
  const exp = expedition(c);
  const k = exp?.battle?.kind ?? 'land';
  const pick = best(picks, (a) => cheapestForce(a.force, k));
  return { action: pick.action, reason: `takes a ${forceName(pick.action.force)} ${k} unit as the enemy's casualty: the most valuable first` };
}

const loserCasualty: Handler<'battle.loserCasualty'> = (c) => enemyCasualty(c);
const winnerCasualty: Handler<'battle.winnerCasualty'> = (c) => enemyCasualty(c);

const destroyBases: Handler<'battle.bases'> = (c) => {
  const pick = best(c.legal, (a) => {
    const b = a.bases;
    return (b.athens ?? 0) * 1.1 + (b.sparta ?? 0) * 1.1 + (b.delian ?? 0) + (b.peloponnesian ?? 0);
  });
  const n = Object.values(pick.action.bases).reduce((s: number, x) => s + (x ?? 0), 0);
  return { action: pick.action, reason: `destroys ${n} enemy base(s): Honor and control (9.44)` };
};

const secondBattle: Handler<'battle.second'> = (c) => {
  const exp = expedition(c);
  const yes = find(c.legal, (a) => a.fight === true);
  const no = find(c.legal, (a) => a.fight === false);
  if (!exp || !yes || !no) return null;
  const other: UnitKind = exp.battle?.kind === 'land' ? 'naval' : 'land';
  const t = theaterOfView(c.view, exp.theater);
  const d = standingStrength(t, c.side, other) - standingStrength(t, otherSide(c.side), other);
  if (d >= 1) return { action: yes, reason: `fights a second, ${other} Battle: stronger there by ${d} (9.6)` };
  return { action: no, reason: `no second Battle: ${other} strength ${d >= 0 ? 'even' : `behind by ${-d}`}` };
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
  if (win && leagueBase > 0) return { action: win, reason: `commits ${win.n}: attack ${win.n + attackBase} beats defence ${defence}, converting an enemy League base (+2 Honor)` };
  const small = commits[0];
  if (small && defence - attackBase <= 6 && (c.view.factions[c.me].strategos ?? 0) >= 3) return { action: small, reason: `commits ${small.n} for Treachery: defence ${defence} is within reach later` };
  if (decline) return { action: decline, reason: `declines: defence ${defence} is out of reach` };
  return null;
};

const diplomacyFriendly: Handler<'diplomacy.friendly'> = (c) => {
  const pick = best(c.legal, (a) => (a.type === 'decline' ? 0.1 : (a.enemy ?? 0) * 1 - (a.own ?? 0) * 0.5 - 0.3 * ((a.enemy ?? 0) + (a.own ?? 0))));
  if (pick.action.type === 'decline') return { action: pick.action, reason: 'declines: no enemy Treachery worth clearing' };
  return { action: pick.action, reason: `clears ${pick.action.enemy ?? 0} enemy Treachery marker(s) from its theater` };
};

const neutralStart: Handler<'diplomacy.neutralStart'> = (c) => {
  const go = find(c.legal, (a) => a.type === 'resolve');
  const no = find(c.legal, (a) => a.type === 'decline');
  if (!go || !no) return null;
  if ((c.view.factions[c.me].strategos ?? 0) >= 2) return { action: go, reason: 'resolves the Diplomatic issue: a League base is possible' };
  return { action: no, reason: 'declines: too few Strategos to outbid the enemy' };
};

const neutralAllocate: Handler<'diplomacy.neutral'> = (c) => {
  const issue = issueOf(c);
  const owner = issue?.owner === c.me;
  const strat = c.view.factions[c.me].strategos ?? 0;
  const want = owner ? Math.min(5, strat) : Math.min(2, strat);
  const pick = best(c.legal, (a) => -Math.abs(a.n - want));
  return { action: pick.action, reason: owner ? `allocates ${pick.action.n} to reach twice the enemy total (8.51)` : `allocates ${pick.action.n} to block the enemy League base` };
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
  if (pick.action.type === 'decline') return { action: pick.action, reason: 'declines the League issue: no useful option' };
  const a = pick.action;
  const what = a.option === 'buildBase' ? 'builds a League base (+2 Honor)'
    : a.option === 'convertBase' ? 'converts an enemy League base (+2 Honor)'
      : a.option === 'units' ? `builds ${a.naval} naval and ${a.land} land League units`
        : a.option === 'removeTreachery' ? `removes a Treachery marker of ${a.side === c.side ? 'its own Side' : 'the enemy'}`
          : `raises ${a.n} Argive land unit(s) (12.1)`;
  return { action: a, reason: `League issue: ${what} (8.52)` };
};

const leaguePersia: Handler<'league.persia'> = (c) => {
  const yes = find(c.legal, (a) => a.type === 'persianBase');
  return yes ? { action: yes, reason: 'builds a Persian base: +2 Honor and Persian Gold (13.1)' } : null;
};

const oracleOption: Handler<'oracle.option'> = (c) => {
  const honor = find(c.legal, (a) => a.type === 'oracle' && a.option === 'honor');
  if (!honor) return null;
  return { action: honor, reason: 'takes the Oracle\'s +3 Honor (8.53)' };
};

const oracleTreachery: Handler<'oracle.treachery'> = (c) => {
  const pick = best(c.legal, (a) => {
    const t = theaterOfView(c.view, a.theater);
    const st = theaterStatus(t, c.side);
    return (st === 'contested' ? 3 : st === 'enemy' ? 2 : 0) + (t.bases[c.enemy === 'athens' ? 'delian' : 'peloponnesian'] > 0 ? 1 : 0);
  });
  return { action: pick.action, reason: `places Treachery in ${placeName(pick.action.theater)}: contested or enemy League ground` };
};

const callias: Handler<'callias'> = (c) => {
  const pick = best(c.legal, (a) => {
    if (!a.make) return 0;
    if (a.naval === null || a.naval === undefined) return 3;
    return 2 + 0.1 * theaterOfView(c.view, a.naval).units.athens.naval;
  });
  return { action: pick.action, reason: pick.action.make ? 'makes the Peace of Callias: avoids the Persian War penalty (13.21)' : 'keeps the Persian War going' };
};

const upkeepRemove: Handler<'upkeep.remove'> = (c) => {
  const pick = best(c.legal, (a) => {
    const t = theaterOfView(c.view, a.theater);
    const quiet = theaterStatus(t, c.side) === 'friendly' ? 1 : 0;
    return -cheapestForce(a.force, a.kind) + quiet + (a.kind === 'naval' ? 0.5 : 0);
  });
  return { action: pick.action, reason: `disbands a ${forceName(pick.action.force)} ${pick.action.kind} unit in ${placeName(pick.action.theater)}: the cheapest, far from the front (11.2)` };
};

const redeploy: Handler<'redeploy.move'> = (c) => {
  const done = find(c.legal, (a) => a.type === 'redeployDone');
  if (done) return { action: done, reason: 'keeps its units where they stand (11.3)' };
  const pick = best(c.legal.filter((a) => a.type === 'redeploy'), (a) => holdValue(c.view, a.to, c.side));
  return { action: pick.action, reason: `redeploys a unit from ${placeName(pick.action.from)} to ${placeName(pick.action.to)}: a base theater near the front` };
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
  if (legal.length === 1) return { action: legal[0] as Action, reason: 'takes the only legal choice' };
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
      return { action: a, reason: `a random legal choice (its rule for this decision failed: ${(e as Error).message.slice(0, 60)})` };
    }
  }
  const a = legal[nextInt(rng, legal.length)] as Action;
  return { action: a, reason: 'a random legal choice (no rule for this decision)' };
}
