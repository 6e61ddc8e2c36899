// 5.1 Aristophanes Card Segment: draw the top card and carry out all of its instructions in
// the order printed (5.11): issue placements, Strategos, units, Will of the Assembly (5.12),
// Plague (5.13, 5.14) and Alcibiades (12.2).
import {
  CITY_STATE_BASE, FACTIONS_OF, LEAGUE_BASE, compatriotOf, type Faction, type Force, type Side,
} from '../model/ids.js';
import type { GameState } from '../model/state.js';
import { aristophanesCard } from '../data/cards/aristophanes.js';
import type { AristophanesEffect } from '../data/cards/types.js';
import { STRATEGOS_PER_SIDE } from '../data/components.js';
import { actionFor, closeDecision, openDecision } from '../engine/decisions.js';
import type { Segment } from '../engine/types.js';
import { available, availableBases, theaterExists } from '../rules/control.js';
import { halfSign, placeIssue } from '../rules/debate.js';
import { log } from '../rules/log.js';
import { plagueChoices, plagueLosses, removePlagueUnit, type PlagueLoss } from '../rules/plague.js';
import { shuffleInPlace } from '../../../kit/random.js';
import { awardFromStock } from '../rules/strategos.js';
import { segmentData, startSegmentData } from '../engine/flowData.js';

// This phase's segment data, typed by segment (engine/flowData.ts).
declare module '../engine/flowData.js' {
  interface FlowDataBySegment { 'aristophanes.card': AristophanesData }
}

/** Public scratch data of the segment: the card's effects still to carry out, and Plague losses owed. */
export interface AristophanesData {
  effects: AristophanesEffect[];
  losses: PlagueLoss[];
}

function data(g: GameState): AristophanesData {
  return segmentData(g, 'aristophanes.card');
}

/** Every Strategos token of a Side that exists in play (stock, Council, withheld, behind shields). */
export function strategosInPlay(g: GameState, side: Side): number {
  const s = g.sides[side];
  return s.stock + s.council + s.withheld + FACTIONS_OF[side].reduce((n, f) => n + g.factions[f].strategos, 0);
}

/**
 * 5.11 A: box on a named Faction's half. 'dominant' / 'opposition' are the Factions as they stand
 * when the card is drawn.
 */
function positionFor(g: GameState, side: Side, e: Extract<AristophanesEffect, { type: 'placeIssue' }>): number {
  if (e.half === 'zero') return 0;
  const dom = g.sides[side].dominant;
  const f = e.half === 'dominant' ? dom : compatriotOf(dom);
  return halfSign(f) * e.box;
}

function applyEffect(g: GameState, e: AristophanesEffect): void {
  switch (e.type) {
    case 'placeIssue': {
      // 5.11 A; its note: a W/P tile already on the track (Major Defeat, 9.54) means the card's
      // W/P placement is ignored — which is exactly "no W/P tile is available".
      const tile = placeIssue(g, e.side, e.kind, positionFor(g, e.side, e), 'aristophanes');
      if (tile) log(g, '5.11', 'aristophanes.issue', { side: e.side, kind: e.kind, pos: tile.pos });
      else log(g, '5.11', 'aristophanes.issueIgnored', { side: e.side, kind: e.kind });
      return;
    }
    case 'stockStrategos': {
      const s = g.sides[e.side];
      if (e.delta > 0) {
        // Within the Side's 26 tokens (2.0).
        const n = Math.max(0, Math.min(e.delta, STRATEGOS_PER_SIDE[e.side].value - strategosInPlay(g, e.side)));
        s.stock += n;
        log(g, '5.11', 'aristophanes.stockAdd', { side: e.side, n, nominal: e.delta });
      } else if (e.delta < 0) {
        // 3.2: tokens "set aside by an Aristophanes card" leave the stock; they return at the end
        // of this turn (card data's reading), so they join `withheld` due back this turn.
        const n = Math.min(-e.delta, s.stock);
        s.stock -= n;
        s.withheld += n;
        s.withheldUntilTurn = Math.max(s.withheldUntilTurn, g.turn);
        log(g, '5.11', 'aristophanes.stockRemove', { side: e.side, n, nominal: -e.delta });
      }
      return;
    }
    case 'giveStrategos': {
      const dom = g.sides[e.side].dominant;
      const f = e.role === 'dominant' ? dom : compatriotOf(dom);
      const got = awardFromStock(g, e.side, { [f]: e.n })[f];
      log(g, '5.11', 'aristophanes.strategos', { faction: f, n: got, nominal: e.n }, [f]);
      return;
    }
    case 'addUnits': {
      if (!theaterExists(g, e.theater)) return;
      const n = Math.min(e.n, available(g, e.force, e.kind)); // 3.1, Q1
      g.theaters[String(e.theater)]!.units[e.force][e.kind] += n;
      log(g, '5.11', 'aristophanes.addUnits', { force: e.force, kind: e.kind, theater: e.theater, n, nominal: e.n });
      return;
    }
    case 'removeUnits': {
      const t = g.theaters[String(e.theater)];
      if (!t) return;
      const n = Math.min(e.n, t.units[e.force][e.kind]);
      t.units[e.force][e.kind] -= n;
      log(g, '5.11', 'aristophanes.removeUnits', { force: e.force, kind: e.kind, theater: e.theater, n, nominal: e.n });
      return;
    }
    case 'will': {
      // 5.12; 11.41 (Q32): a build-or-convert Will is ignored when the Side has no base discs left.
      const noDiscs = availableBases(g, LEAGUE_BASE[e.side]) === 0 && availableBases(g, CITY_STATE_BASE[e.side]) === 0;
      const ignored = e.require === 'buildOrConvertBase' && noDiscs;
      g.sides[e.side].will = { theater: e.theater, require: e.require, ignored, baseActionTaken: false };
      log(g, '5.12', 'aristophanes.will', { side: e.side, theater: e.theater, require: e.require, ignored });
      return;
    }
    case 'plague': {
      // 5.13: the first Plague switches the game to Post-Plague for good.
      if (g.plague === 'pre') g.plague = 'post';
      const losses = plagueLosses(g);
      log(g, '5.13', 'plague', { plague: g.plague, losses: losses.reduce((n, l) => n + l.n, 0) });
      data(g).losses.push(...losses);
      return;
    }
    case 'alcibiadesToPersia': {
      g.alcibiades = 'persia'; // 12.2: for the rest of the game
      log(g, '12.2', 'alcibiades.persia', {});
      return;
    }
  }
}

/** The Faction that decides a Side's Plague casualties (Q3: the owning Side, through its Dominant Faction). */
function plagueDecider(g: GameState, side: Side): Faction {
  return g.sides[side].dominant;
}

/**
 * Carries out effects and Plague losses until a Side must choose which unit to lose (Q3) or
 * the card is done. Losses with a single possible force are taken automatically.
 */
function run(g: GameState): void {
  const d = data(g);
  for (;;) {
    while (d.losses.length > 0) {
      const loss = d.losses[0]!;
      if (loss.n <= 0) { d.losses.shift(); continue; }
      const choices = plagueChoices(g, loss.theater, loss.side, loss.kind);
      if (choices.length === 0) { d.losses.shift(); continue; }
      if (choices.length > 1) {
        openDecision(g, 'plague.casualty', [plagueDecider(g, loss.side)], '5.14');
        return;
      }
      takeLoss(g, loss, choices[0]!);
    }
    const next = d.effects.shift();
    if (!next) return;
    applyEffect(g, next);
  }
}

function takeLoss(g: GameState, loss: PlagueLoss, force: Force): void {
  removePlagueUnit(g, loss.theater, force, loss.kind);
  loss.n -= 1;
  log(g, '5.14', 'plague.loss', { theater: loss.theater, force, kind: loss.kind, permanent: g.plagueLossesPermanent });
}

const drawCard: Segment = {
  phase: 'aristophanes',
  id: 'aristophanes.card',
  rule: '5.1',
  begin(g) {
    if (g.currentAristophanes) g.aristophanesDiscard.push(g.currentAristophanes);
    g.currentAristophanes = null;
    if (g.aristophanesDeck.length === 0) {
      // Interpretation: the rules never run the deck out in a printed scenario; if it happens,
      // the discards are reshuffled into a new deck.
      g.aristophanesDeck = shuffleInPlace(g.rng, g.aristophanesDiscard);
      g.aristophanesDiscard = [];
      log(g, '5.11', 'aristophanes.reshuffle', { cards: g.aristophanesDeck.length });
    }
    const id = g.aristophanesDeck.shift();
    if (!id) return;
    g.currentAristophanes = id;
    log(g, '5.11', 'aristophanes.drawn', { card: id });
    const card = aristophanesCard(id);
    startSegmentData(g, 'aristophanes.card', { effects: card.effects.map((e) => ({ ...e })), losses: [] });
    run(g);
  },
  legal(g) {
    const loss = data(g).losses[0];
    if (!loss) return [];
    return plagueChoices(g, loss.theater, loss.side, loss.kind)
      .map((force) => ({ type: 'plagueCasualty', theater: loss.theater, kind: loss.kind, force }));
  },
  act(g, _seat, action) {
    const a = actionFor(g, 'plague.casualty', action);
    const loss = data(g).losses[0];
    if (!loss) throw new Error('No Plague loss is owed');
    closeDecision(g);
    takeLoss(g, loss, a.force);
    run(g);
  },
};

export const ARISTOPHANES_SEGMENTS: Segment[] = [drawCard];
