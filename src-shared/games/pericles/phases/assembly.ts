// 6.0 Assembly Phase: six debates per City-State (6.1–6.15), then winning issues (6.16).
//
// Sequencing (6.1 synchronized-mode note, recommended by the rules): in each debate k, Athens'
// selector picks its issue, then Sparta's; then all four Factions choose their cards at once,
// secretly (6.12); the cards are revealed together; Brain Trusts are offered (6.31, Athens
// first); then Athens' debate is resolved, then Sparta's (4.0: Athens first when order matters).
import { FACTIONS_OF, SIDES, compatriotOf, sideOf, type Faction, type Side } from '../model/ids.js';
import { assemblySides } from '../rules/assemblySides.js';
import type { GameState } from '../model/state.js';
import { politicalCard } from '../data/cards/political.js';
import { closeDecision, collectSecret, decided, openDecision } from '../engine/decisions.js';
import { leaderCardOf } from '../engine/decks.js';
import type { Segment } from '../engine/types.js';
import { evaluateCard } from '../rules/cardValue.js';
import {
  crossesZero, movedPosition, playableCards, selectableIssues, setPosition, trackIssue,
} from '../rules/debate.js';
import { log } from '../rules/log.js';
import { nextInt } from '../../../kit/random.js';
import { awardFromStock } from '../rules/strategos.js';
import { segmentData, startSegmentData } from '../engine/flowData.js';

// This phase's segment data, typed by segment (engine/flowData.ts).
declare module '../engine/flowData.js' {
  interface FlowDataBySegment { 'assembly.debates': DebateData }
}

/** 6.1: debates per City-State per turn. */
export const DEBATES = 6;

/**
 * Public scratch data of the Assembly (flow.data is shown to every seat, so it only holds
 * what is public: selected issues, revealed cards, the pending W/P choice).
 */
export interface DebateData {
  debate: number;
  stage: 'select' | 'cards' | 'brainTrust' | 'resolve';
  /** Issue id selected per Side; null when a Side has nothing left to debate. */
  selected: Partial<Record<Side, string | null>>;
  /** Cards revealed this debate (6.12). */
  played: Partial<Record<Faction, string>>;
  /** Factions still to be offered their Brain Trust, in order (6.31). */
  btOffer: Faction[];
  /** Entourage card revealed at random by a Brain Trust (6.31 step 1). */
  btCard: Partial<Record<Faction, string>>;
  /** Index into SIDES of the debate being resolved. */
  resolving: number;
  /** 6.14: a W/P move crossing box 0 waits for its winner's choice. */
  wp: { side: Side; winner: Faction; to: number } | null;
}

function dd(g: GameState): DebateData {
  return segmentData(g, 'assembly.debates');
}

function freshDebate(debate: number): DebateData {
  return { debate, stage: 'select', selected: {}, played: {}, btOffer: [], btCard: {}, resolving: 0, wp: null };
}

/** 6.11: the Dominant Faction selects debates 1, 3, 5; the Opposition 2, 4, 6. */
export function selectorFor(g: GameState, side: Side, debate: number): Faction {
  const dom = g.sides[side].dominant;
  return debate % 2 === 1 ? dom : compatriotOf(dom);
}

/** 6.31: may use its Brain Trust now. */
function brainTrustEligible(g: GameState, f: Faction, played: Partial<Record<Faction, string>>): boolean {
  const fs = g.factions[f];
  return played[f] === leaderCardOf(f) && played[compatriotOf(f)] !== leaderCardOf(compatriotOf(f))
    && fs.entourage.length > 0 && !fs.brainTrustUsed;
}

function debatingSides(d: DebateData): Side[] {
  return SIDES.filter((s) => typeof d.selected[s] === 'string');
}

/** The Factions of the Sides debating, Side by Side. */
function debatingFactions(d: DebateData): Faction[] {
  const out: Faction[] = [];
  for (const s of debatingSides(d)) out.push(...FACTIONS_OF[s]);
  return out;
}

/** Runs the debates until a Faction must decide, or all six are over. */
function run(g: GameState): void {
  for (;;) {
    const d = dd(g);
    if (d.debate > DEBATES) return;
    if (d.stage === 'select') {
      for (const side of assemblySides(g)) {
        if (d.selected[side] !== undefined) continue;
        if (selectableIssues(g, side).length === 0) {
          d.selected[side] = null;
          log(g, '6.11', 'debate.nothing', { side, debate: d.debate });
          continue;
        }
        openDecision(g, 'debate.issue', [selectorFor(g, side, d.debate)], '6.11');
        return;
      }
      d.stage = 'cards';
    }
    if (d.stage === 'cards') {
      const seats = debatingFactions(d).filter((f) => g.factions[f].hand.length > 0);
      if (seats.length) {
        openDecision(g, 'debate.card', seats, '6.12');
        return;
      }
      d.stage = 'resolve';
    }
    if (d.stage === 'brainTrust') {
      const f = d.btOffer[0];
      if (f) {
        openDecision(g, 'debate.brainTrust', [f], '6.31');
        return;
      }
      d.stage = 'resolve';
    }
    if (d.stage === 'resolve') {
      while (d.resolving < assemblySides(g).length) {
        const side = assemblySides(g)[d.resolving]!;
        if (typeof d.selected[side] === 'string' && !d.wp) {
          if (resolveDebate(g, side)) return; // waiting for the W/P choice (6.14)
        }
        d.resolving++;
      }
      startSegmentData(g, 'assembly.debates', freshDebate(d.debate + 1));
    }
  }
}

/**
 * 6.13–6.15, 6.2, 6.21–6.22, 6.31 for one Side's debate. Returns true when the W/P winner must
 * first decide whether to stop at box 0 (6.14).
 */
function resolveDebate(g: GameState, side: Side): boolean {
  const d = dd(g);
  const tile = trackIssue(g, side, d.selected[side] as string);
  const s = g.sides[side];
  const values: Partial<Record<Faction, number>> = {};
  const awards: Partial<Record<Faction, number>> = {};
  /** How each value is made (6.2, 6.31), for the debate's result: all of it revealed by now (6.12, 6.31). */
  const made: Record<string, string | number> = {};
  for (const f of FACTIONS_OF[side]) {
    const card = d.played[f];
    if (!card) { values[f] = 0; continue; }
    const ev = evaluateCard({
      cardId: card, faction: f, issue: tile.kind, plague: g.plague, war: g.war,
      alcibiades: g.alcibiades, isDominant: s.dominant === f,
    });
    const bt = d.btCard[f];
    const btValue = bt ? politicalCard(bt).value : 0; // 6.31 step 2: base value only
    values[f] = ev.value + btValue;
    awards[f] = ev.strategosAward;
    made[`${f}Base`] = ev.baseValue;
    made[`${f}Bonus`] = ev.bonus;
    if (ev.matchedEntries.length) made[`${f}Aligned`] = JSON.stringify(ev.matchedEntries);
    if (bt) made[`${f}Bt`] = btValue;
  }
  // 6.21 win or lose; 6.22 scarcity alternates from the Dominant Faction.
  const got = awardFromStock(g, side, awards);
  for (const f of FACTIONS_OF[side]) {
    if ((awards[f] ?? 0) > 0) log(g, '6.21', 'debate.strategos', { faction: f, n: got[f], nominal: awards[f] ?? 0 }, [f]);
  }
  const [a, b] = FACTIONS_OF[side];
  const va = values[a] ?? 0;
  const vb = values[b] ?? 0;
  log(g, '6.13', 'debate.values', {
    side, debate: d.debate, issue: tile.kind, [a]: va, [b]: vb, [`${a}Card`]: d.played[a] ?? null, [`${b}Card`]: d.played[b] ?? null,
    ...made,
  });
  if (va === vb) {
    finishDebate(g, side, tile.pos); // 6.13: tie, no move
    return false;
  }
  const winner = va > vb ? a : b;
  const to = movedPosition(tile.pos, winner, Math.abs(va - vb));
  if (tile.kind === 'warPeace' && crossesZero(tile.pos, to, winner)) {
    d.wp = { side, winner, to };
    openDecision(g, 'debate.warPeaceStop', [winner], '6.14');
    return true;
  }
  finishDebate(g, side, to);
  return false;
}

/** Moves the tile, marks capture, discards the played cards and exposes used Entourages (6.13, 6.15, 6.31, Q8). */
function finishDebate(g: GameState, side: Side, to: number): void {
  const d = dd(g);
  const tile = trackIssue(g, side, d.selected[side] as string);
  const from = tile.pos;
  setPosition(tile, to);
  log(g, '6.13', 'debate.moved', { side, issue: tile.kind, from, to, captured: tile.captured });
  if (tile.captured) log(g, '6.15', 'debate.captured', { side, issue: tile.kind, pos: tile.pos });
  const s = g.sides[side];
  for (const f of FACTIONS_OF[side]) {
    const card = d.played[f];
    if (card) s.discard.push(card); // 6.13: both played cards to the Side's discard
    const bt = d.btCard[f];
    if (bt) {
      // 6.31 step 4 and Q8: the whole Entourage is turned face up and goes to the discard.
      const fs = g.factions[f];
      log(g, '6.31', 'brainTrust.exposed', { faction: f, cards: [bt, ...fs.entourage].join(',') });
      s.discard.push(bt, ...fs.entourage);
      fs.entourage = [];
      fs.brainTrustUsed = true;
    }
  }
}

const debates: Segment = {
  phase: 'assembly',
  id: 'assembly.debates',
  rule: '6.1',
  begin(g) {
    startSegmentData(g, 'assembly.debates', freshDebate(1));
    run(g);
  },
  legal(g, seat) {
    const p = g.flow.pending;
    const d = dd(g);
    switch (p?.kind) {
      case 'debate.issue':
        return selectableIssues(g, sideOf(seat)).map((t) => ({ type: 'selectIssue', issue: t.id, kind: t.kind, pos: t.pos }));
      case 'debate.card':
        return playableCards(g, seat).map((card) => ({ type: 'playCard', card }));
      case 'debate.brainTrust':
        return [{ type: 'brainTrust', use: true }, { type: 'brainTrust', use: false }];
      case 'debate.warPeaceStop':
        return d.wp ? [{ type: 'warPeaceStop', stop: true }, { type: 'warPeaceStop', stop: false }] : [];
      default:
        return [];
    }
  },
  act(g, seat, action) {
    const d = dd(g);
    const decision = decided(g, action);
    if (decision.kind === 'debate.issue') {
      const side = sideOf(seat);
      const id = decision.action.issue;
      closeDecision(g);
      d.selected[side] = id;
      const t = trackIssue(g, side, id);
      log(g, '6.11', 'debate.selected', { side, debate: d.debate, by: seat, issue: t.kind, pos: t.pos });
    } else if (decision.kind === 'debate.card') {
      const all = collectSecret(g, seat, decision.action.card);
      if (!all) return;
      // 6.12: revealed together.
      for (const [f, card] of Object.entries(all) as [Faction, string][]) {
        const fs = g.factions[f];
        fs.hand = fs.hand.filter((c) => c !== card);
        d.played[f] = card;
        log(g, '6.12', 'debate.card', { faction: f, card, debate: d.debate });
      }
      d.btOffer = debatingFactions(d).filter((f) => brainTrustEligible(g, f, d.played));
      d.stage = 'brainTrust';
    } else if (decision.kind === 'debate.brainTrust') {
      closeDecision(g);
      d.btOffer = d.btOffer.filter((f) => f !== seat);
      if (decision.action.use) {
        const fs = g.factions[seat];
        // 6.31 step 1: one at random. Face up now, so it leaves the hidden Entourage at once.
        const [card] = fs.entourage.splice(nextInt(g.rng, fs.entourage.length), 1) as [string];
        d.btCard[seat] = card;
        log(g, '6.31', 'brainTrust.used', { faction: seat, card, value: politicalCard(card).value });
      }
    } else if (decision.kind === 'debate.warPeaceStop') {
      closeDecision(g);
      const wp = d.wp!;
      const stop = decision.action.stop;
      log(g, '6.14', stop ? 'debate.warPeaceStopped' : 'debate.warPeaceCrossed', { side: wp.side, faction: seat });
      finishDebate(g, wp.side, stop ? 0 : wp.to);
      d.wp = null;
      d.resolving++;
    }
    run(g);
  },
};

/** 6.16: issues in box 0 are won by nobody and return to the Side's available tiles. */
const winningIssues: Segment = {
  phase: 'assembly',
  id: 'assembly.winning',
  rule: '6.16',
  begin(g) {
    for (const side of SIDES) {
      const s = g.sides[side];
      const zero = s.track.filter((t) => t.pos === 0);
      s.track = s.track.filter((t) => t.pos !== 0);
      log(g, '6.16', 'issues.unwon', { side, kinds: zero.map((t) => t.kind).join(',') });
    }
  },
};

export const ASSEMBLY_SEGMENTS: Segment[] = [debates, winningIssues];
