// 8.51 Diplomatic issue, by the status of its theater.
import { LEAGUE_BASE, otherSide, sideOf, type Faction, type Side } from '../model/ids.js';
import type { GameState } from '../model/state.js';
import { collectSecret } from '../engine/decisions.js';
import type { Action } from '../engine/types.js';
import { theaterStatus } from '../rules/control.js';
import { changeHonor } from '../rules/honor.js';
import { log } from '../rules/log.js';
import { commitChoices, commitRefusal, spendStrategos } from '../rules/strategos.js';
import {
  convertBase, defenceValue, drawBattleCard, noteBaseAction, placeBase, placeTreachery, removeTreachery, theater,
} from '../rules/theaterOps.js';
import { ask, finishIssue, type IssueCtx, type StepHandler, type StepTable } from './issueFlow.js';
import { HONOR, LIMITS } from '../data/amounts.js';


const str = (g: GameState, f: Faction): number => g.factions[f].strategos;
const range = (lo: number, hi: number): number[] => Array.from({ length: Math.max(0, hi - lo + 1) }, (_, i) => lo + i);

/** 8.51: starts a revealed Diplomatic issue in a numbered theater. */
export function startDiplomatic(g: GameState, issue: IssueCtx): void {
  const id = issue.theater as number;
  const side = sideOf(issue.owner);
  const t = theater(g, id);
  const status = theaterStatus(t, side);
  issue.status = status;
  if (status === 'neutral') {
    ask(g, 'diplomacy.neutralStart', [issue.owner], '8.51');
    return;
  }
  if (str(g, issue.owner) === 0) return finishIssue(g, 'cancelledNoStrategos', '8.5');
  if (status === 'friendly') {
    if (t.treachery.athens + t.treachery.sparta === 0) return finishIssue(g, 'noEffect', '8.51');
    ask(g, 'diplomacy.friendly', [issue.owner], '8.51');
    return;
  }
  ask(g, 'diplomacy.commit', [issue.owner], '8.51');
}

/**
 * 'diplomacy.commit' (Contested or Enemy-Controlled): `{type:'decline'}` or `{type:'commit', n}`
 * with 1 ≤ n ≤ 3. Attack (n + friendly Treachery) > defence (enemy MV + 2 per enemy base):
 * convert one enemy League base to a friendly League base, remove own Treachery (9.82), owner +2,
 * enemy Dominant −2; no enemy League base (or no friendly disc) → nothing (Q16). Otherwise place
 * n Treachery markers (limit 10).
 */
const commit: StepHandler<'diplomacy.commit'> = {
  legal(g, seat) {
    return [{ type: 'decline' }, ...commitChoices(g, seat, 1, LIMITS.diplomacyCommitMax.value).map((n) => ({ type: 'commit', n }))];
  },
  act(g, seat, action, issue) {
    if (action.type === 'decline') return finishIssue(g, 'declined');
    const n = action.n;
    const id = issue.theater as number;
    const side = sideOf(seat);
    const enemy = otherSide(side);
    spendStrategos(g, seat, n);
    const t = theater(g, id);
    const attack = n + t.treachery[side];
    const defence = defenceValue(t, enemy);
    log(g, '8.51', 'diplomacy.contest', { theater: id, committed: n, attack, defence });
    if (attack > defence) {
      if (convertBase(g, id, LEAGUE_BASE[enemy], LEAGUE_BASE[side], '8.51')) {
        removeTreachery(g, id, side, t.treachery[side], '9.82');
        changeHonor(g, seat, HONOR.diplomacyConvert.value, '8.51', 'diplomacy');
        changeHonor(g, g.sides[enemy].dominant, -HONOR.diplomacyConvert.value, '8.51', 'diplomacy');
        return finishIssue(g, 'converted', '8.51');
      }
      return finishIssue(g, 'noLeagueBase', '8.51'); // Q16
    }
    placeTreachery(g, id, side, n, '8.51');
    finishIssue(g, 'treachery', '8.51');
  },
};

/** 8.51: the markers a Friendly-Controlled Diplomatic issue may remove, 1–3 in all, Strategos aside (8.5 commitRefusal). */
export function friendlyRemovals(g: GameState, issue: IssueCtx): { own: number; enemy: number }[] {
  const t = theater(g, issue.theater as number);
  const side = sideOf(issue.owner);
  const out: { own: number; enemy: number }[] = [];
  for (const own of range(0, t.treachery[side])) {
    for (const en of range(0, t.treachery[otherSide(side)])) {
      if (own + en >= 1 && own + en <= LIMITS.diplomacyCommitMax.value) out.push({ own, enemy: en });
    }
  }
  return out;
}

/** 'diplomacy.friendly': `{type:'decline'}` or `{type:'remove', own, enemy}`: commit own+enemy (1–3) Strategos, remove that many markers. */
const friendly: StepHandler<'diplomacy.friendly'> = {
  legal(g, seat, issue) {
    const out: Action[] = [{ type: 'decline' }];
    for (const r of friendlyRemovals(g, issue)) if (commitRefusal(g, seat, r.own + r.enemy) === null) out.push({ type: 'remove', ...r });
    return out;
  },
  act(g, seat, action, issue) {
    if (action.type === 'decline') return finishIssue(g, 'declined');
    const id = issue.theater as number;
    const side = sideOf(seat);
    const { own, enemy: en } = action;
    spendStrategos(g, seat, own + en);
    removeTreachery(g, id, side, own, '8.51');
    removeTreachery(g, id, otherSide(side), en, '8.51');
    finishIssue(g, 'treacheryRemoved', '8.51');
  },
};

/** 'diplomacy.neutralStart': `{type:'resolve'}` or `{type:'decline'}` before the secret allocation. */
const neutralStart: StepHandler<'diplomacy.neutralStart'> = {
  legal() {
    return [{ type: 'resolve' }, { type: 'decline' }];
  },
  act(g, seat, action) {
    if (action.type === 'decline') return finishIssue(g, 'declined');
    const other = g.sides[otherSide(sideOf(seat))].dominant;
    ask(g, 'diplomacy.neutral', [seat, other], '8.51');
  },
};

/** 8.51: the owner allocates up to 5 Strategos to a Neutral theater, the other Side's Dominant Faction up to 4. */
export function neutralCap(seat: Faction, issue: IssueCtx): number {
  return seat === issue.owner ? LIMITS.neutralOwnerMax.value : LIMITS.neutralOtherMax.value;
}

/**
 * 'diplomacy.neutral' (secret, simultaneous): the owner `{type:'allocate', n}` 0–5, the other
 * Side's Dominant Faction 0–4. Revealed together; each Side adds its Battle-deck card; owner total
 * ≥ 2 × the other's → a friendly League base (8.2 and discs permitting).
 */
const neutral: StepHandler<'diplomacy.neutral'> = {
  legal(g, seat, issue) {
    return commitChoices(g, seat, 0, neutralCap(seat, issue)).map((n) => ({ type: 'allocate', n }));
  },
  act(g, seat, action, issue) {
    log(g, '8.51', 'diplomacy.allocated', { faction: seat, n: action.n }, [seat]);
    const all = collectSecret<number>(g, seat, action.n);
    if (!all) return;
    const id = issue.theater as number;
    const side: Side = sideOf(issue.owner);
    const other = g.sides[otherSide(side)].dominant;
    const mine = all[issue.owner] ?? 0;
    const theirs = all[other] ?? 0;
    spendStrategos(g, issue.owner, mine);
    spendStrategos(g, other, theirs);
    const cards: Record<Side, number> = { athens: 0, sparta: 0 };
    for (const s of ['athens', 'sparta'] as const) cards[s] = drawBattleCard(g, s, '8.51');
    const ownTotal = mine + cards[side];
    const otherTotal = theirs + cards[otherSide(side)];
    log(g, '8.51', 'diplomacy.neutral', { theater: id, owner: issue.owner, ownerCommitted: mine, otherCommitted: theirs, ownTotal, otherTotal });
    if (ownTotal >= 2 * otherTotal && placeBase(g, id, LEAGUE_BASE[side], '8.51')) {
      noteBaseAction(g, side, id);
      return finishIssue(g, 'basePlaced', '8.51');
    }
    finishIssue(g, 'noEffect', '8.51');
  },
};

export const DIPLOMACY_STEPS: StepTable<'diplomacy.commit' | 'diplomacy.friendly' | 'diplomacy.neutralStart' | 'diplomacy.neutral'> = {
  'diplomacy.commit': commit,
  'diplomacy.friendly': friendly,
  'diplomacy.neutralStart': neutralStart,
  'diplomacy.neutral': neutral,
};
