// 5.2 Political Card Segment: keep or discard the Entourage, rebuild and deal, form a new
// Entourage, add the Faction Leader; the undealt rest becomes the Battle deck.
import { FACTIONS, FACTIONS_OF, sideOf, type Faction, type Side } from '../model/ids.js';
import { assemblyFactions, assemblySides } from '../rules/assemblySides.js';
import type { GameState } from '../model/state.js';
import { actionFor, closeDecision, collectSecret, openDecision } from '../engine/decisions.js';
import type { Segment } from '../engine/types.js';
import { isLeaderCard, leaderCardOf, politicalCardIds } from '../engine/decks.js';
import { log } from '../rules/log.js';
import { shuffleInPlace } from '../../../kit/random.js';

/** 5.21: hand size when dealt normally (the Entourage kept counts toward it). */
const FULL_DEAL = 9;
/** 5.22: a Faction that used its Brain Trust last turn is dealt only this many. */
const BRAIN_TRUST_DEAL = 6;
/** 5.23: Entourage size. */
const ENTOURAGE_SIZE = 3;

/** Every subset of `items` (order kept), smallest first. */
export function subsets<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let mask = 0; mask < 1 << items.length; mask++) out.push(items.filter((_, i) => mask & (1 << i)));
  return out.sort((a, b) => a.length - b.length);
}

/** Every k-element subset of `items`, in order. */
export function combinations<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const pick = (start: number, acc: T[]): void => {
    if (acc.length === k) { out.push([...acc]); return; }
    for (let i = start; i <= items.length - (k - acc.length); i++) { acc.push(items[i] as T); pick(i + 1, acc); acc.pop(); }
  };
  pick(0, []);
  return out;
}

function sortedIds(ids: readonly string[]): string[] {
  return [...ids].sort();
}

/** 5.21.1: Factions with an Entourage that did not use it as a Brain Trust last turn. */
function mayKeepEntourage(g: GameState, f: Faction): boolean {
  const s = g.factions[f];
  return s.entourage.length > 0 && !s.brainTrustUsed;
}

const keepEntourage: Segment = {
  phase: 'politicalCards',
  id: 'cards.keepEntourage',
  rule: '5.21',
  begin(g) {
    const seats = assemblyFactions(g).filter((f) => mayKeepEntourage(g, f));
    if (seats.length) openDecision(g, 'entourage.keep', seats, '5.21');
  },
  legal(g, seat) {
    return subsets(sortedIds(g.factions[seat].entourage)).map((keep) => ({ type: 'keepEntourage', keep }));
  },
  act(g, seat, action) {
    const all = collectSecret(g, seat, actionFor(g, 'entourage.keep', action).keep);
    if (!all) return;
    for (const f of FACTIONS) {
      const keep = all[f];
      if (!keep) continue;
      const s = g.factions[f];
      const side = g.sides[sideOf(f)];
      const dropped = s.entourage.filter((c) => !keep.includes(c));
      side.discard.push(...dropped);
      s.hand.push(...keep);
      s.entourage = [];
      log(g, '5.21', 'entourage.kept', { faction: f, kept: keep.length, discarded: dropped.length });
      if (dropped.length) log(g, '5.21', 'entourage.discarded', { faction: f, cards: dropped.join(',') });
    }
  },
};

/** 5.21.2: every Political card of the Side except the Leaders and the cards Factions hold. */
function rebuildDeck(g: GameState, side: Side): void {
  const held = new Set<string>();
  for (const f of FACTIONS_OF[side]) {
    for (const c of g.factions[f].hand) held.add(c);
    for (const c of g.factions[f].entourage) held.add(c);
  }
  const s = g.sides[side];
  s.politicalDeck = shuffleInPlace(g.rng, politicalCardIds(side).filter((c) => !isLeaderCard(c) && !held.has(c)));
  s.discard = [];
  s.battleDeck = [];
}

function finishDeal(g: GameState): void {
  for (const side of assemblySides(g)) {
    for (const f of FACTIONS_OF[side]) {
      const leader = leaderCardOf(f); // 5.22: hand of 7
      if (!g.factions[f].hand.includes(leader)) g.factions[f].hand.push(leader);
    }
    // 5.22: the undealt remainder is the Side's Battle deck (3.2).
    const s = g.sides[side];
    s.battleDeck = s.politicalDeck;
    s.politicalDeck = [];
    log(g, '5.22', 'battleDeck.formed', { side, cards: s.battleDeck.length });
  }
}

const deal: Segment = {
  phase: 'politicalCards',
  id: 'cards.deal',
  rule: '5.21',
  begin(g) {
    for (const side of assemblySides(g)) {
      rebuildDeck(g, side);
      const s = g.sides[side];
      const order = s.dominant === FACTIONS_OF[side][0] ? FACTIONS_OF[side] : [...FACTIONS_OF[side]].reverse();
      for (const f of order) {
        const fs = g.factions[f];
        fs.dealtSixThisTurn = fs.brainTrustUsed; // 5.22
        fs.brainTrustUsed = false;
        const target = fs.dealtSixThisTurn ? BRAIN_TRUST_DEAL : FULL_DEAL;
        const dealt = s.politicalDeck.splice(0, Math.max(0, target - fs.hand.length));
        fs.hand.push(...dealt);
        log(g, '5.21', 'cards.dealt', { faction: f, cards: dealt.length, hand: fs.hand.length });
      }
    }
    const seats = assemblyFactions(g).filter((f) => !g.factions[f].dealtSixThisTurn && g.factions[f].hand.length > ENTOURAGE_SIZE);
    if (seats.length) openDecision(g, 'entourage.form', seats, '5.23');
    else finishDeal(g);
  },
  legal(g, seat) {
    const candidates = sortedIds(g.factions[seat].hand.filter((c) => !isLeaderCard(c)));
    return combinations(candidates, ENTOURAGE_SIZE).map((cards) => ({ type: 'formEntourage', cards }));
  },
  act(g, seat, action) {
    const all = collectSecret(g, seat, actionFor(g, 'entourage.form', action).cards);
    if (!all) return;
    for (const f of FACTIONS) {
      const cards = all[f];
      if (!cards) continue;
      const s = g.factions[f];
      s.hand = s.hand.filter((c) => !cards.includes(c));
      s.entourage = [...cards];
      log(g, '5.23', 'entourage.formed', { faction: f });
    }
    closeDecision(g);
    finishDeal(g);
  },
};

export const POLITICAL_CARD_SEGMENTS: Segment[] = [keepEntourage, deal];
