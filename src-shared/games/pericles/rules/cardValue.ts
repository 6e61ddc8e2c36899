// Card value in a debate (6.2), the Strategos award (6.21) and the Strategoi Council award
// (7.3). Pure functions over the card data; the engine applies stock scarcity (6.22).
import type { Faction, IssueKind, PlagueStatus, WarStatus } from '../model/ids.js';
import { sideOf } from '../model/ids.js';
import { politicalCard } from '../data/cards/political.js';
import type { AlignmentEntry, CardHalf, IssueMatch } from '../data/cards/types.js';

/**
 * The half of a card that `faction` uses (3.13): its orientation of a Political card, or its
 * own Leader card. Throws if the Faction could not hold the card (other Side, other Leader).
 */
export function cardHalfFor(cardId: string, faction: Faction): CardHalf {
  const card = politicalCard(cardId);
  if (card.kind === 'leader') {
    if (card.faction !== faction) throw new Error(`${cardId} is the ${card.faction} Leader, not ${faction}'s`);
    return card.cumulative ? { entries: card.entries, cumulative: true } : { entries: card.entries };
  }
  if (card.side !== sideOf(faction)) throw new Error(`${cardId} is a ${card.side} card; ${faction} cannot play it`);
  const half = (card.halves as Partial<Record<Faction, CardHalf>>)[faction];
  if (!half) throw new Error(`${cardId} has no half for ${faction}`);
  return half;
}

export interface CardContext {
  cardId: string;
  faction: Faction;
  /** The issue being debated. */
  issue: IssueKind;
  plague: PlagueStatus;
  /** War/Peace status; the legend's "Athens at War" is `war === 'war'`. */
  war: WarStatus;
  alcibiades: 'athens' | 'persia';
  isDominant: boolean;
}

/** Why an entry did not apply: its issue, or the first unmet condition. */
export type EntryFailure = 'issue' | 'plague' | 'dominant' | 'war' | 'alcibiades';

export interface CardEvaluation {
  /** Printed card value 1–5 (6.2). */
  baseValue: number;
  /** Sum of the bonuses that count (6.2). */
  bonus: number;
  /** Modified value = baseValue + bonus (6.2, 6.13). */
  value: number;
  /** Strategos the Faction takes from its stock, win or lose (6.21); 0 if not aligned. */
  strategosAward: number;
  /** The entries that count: one (best) entry, or every applying one on a cumulative half. */
  matchedEntries: AlignmentEntry[];
  /** Developer-facing summary for logs and tests (the UI formats its own text). */
  explanation: string;
}

export function issueMatches(match: IssueMatch, issue: IssueKind): boolean {
  if (match === 'any') return true;
  if (typeof match === 'string') return match === issue;
  return match.not !== issue;
}

/** The first reason `entry` does not apply in this context, or null if it applies (6.2 A–D). */
export function entryFailure(entry: AlignmentEntry, ctx: Omit<CardContext, 'cardId' | 'faction'>): EntryFailure | null {
  if (!issueMatches(entry.issue, ctx.issue)) return 'issue';
  const c = entry.conditions;
  if (!c) return null;
  if (c.plague !== undefined && c.plague !== ctx.plague) return 'plague'; // 6.2 A
  if (c.dominant && !ctx.isDominant) return 'dominant'; // 6.2 B: Dominant AND aligned (D6)
  if (c.war !== undefined && c.war !== ctx.war) return 'war'; // 6.2 C
  if (c.alcibiades !== undefined && c.alcibiades !== ctx.alcibiades) return 'alcibiades'; // 6.2 D
  return null;
}

function describe(entry: AlignmentEntry): string {
  const issue = typeof entry.issue === 'string' ? entry.issue : `not ${entry.issue.not}`;
  const c = entry.conditions ?? {};
  const conds = [
    c.plague && `${c.plague}-Plague`,
    c.dominant && 'Dominant',
    c.war,
    c.alcibiades && `Alcibiades in ${c.alcibiades}`,
  ].filter(Boolean);
  return `+${entry.bonus} ${issue}${conds.length ? ` (${conds.join(', ')})` : ''}, ${entry.strategos} Strategos`;
}

/** Higher bonus first, then the higher Strategos award; the earlier printed entry on a tie. */
function better(a: AlignmentEntry, b: AlignmentEntry): boolean {
  return a.bonus !== b.bonus ? a.bonus > b.bonus : a.strategos > b.strategos;
}

/**
 * 6.2 / 6.21: the card's modified value and Strategos award for this debate.
 * Several applying entries: on a normal half only the best single entry counts (for both the
 * bonus and the award); on a `cumulative` half all of them add up (DESIGN.md).
 */
export function evaluateCard(ctx: CardContext): CardEvaluation {
  const card = politicalCard(ctx.cardId);
  const half = cardHalfFor(ctx.cardId, ctx.faction);
  const applying = half.entries.filter((en) => entryFailure(en, ctx) === null);
  let matched: AlignmentEntry[];
  if (half.cumulative) {
    matched = applying;
  } else {
    let best: AlignmentEntry | undefined;
    for (const en of applying) if (!best || better(en, best)) best = en;
    matched = best ? [best] : [];
  }
  const bonus = matched.reduce((s, en) => s + en.bonus, 0);
  const strategosAward = matched.reduce((s, en) => s + en.strategos, 0);
  const value = card.value + bonus;
  const explanation = matched.length
    ? `${ctx.cardId} on ${ctx.issue}: value ${card.value} + ${bonus} = ${value}; `
      + `${strategosAward} Strategos (6.2, 6.21) [${matched.map(describe).join('; ')}]`
    : `${ctx.cardId} on ${ctx.issue}: value ${card.value}, not aligned (6.2)`;
  return { baseValue: card.value, bonus, value, strategosAward, matchedEntries: matched, explanation };
}

/**
 * 7.3: Strategos the Faction takes from its Council for the card left in its hand: its own
 * Leader gives the printed Pre-/Post-Plague number, any other card 1. The Council's limit and
 * the Dominant-first order are the caller's (7.3).
 */
export function councilAward(cardId: string, faction: Faction, plague: PlagueStatus): number {
  const card = politicalCard(cardId);
  if (card.kind === 'leader') {
    if (card.faction !== faction) throw new Error(`${cardId} is the ${card.faction} Leader, not ${faction}'s`);
    return card.council[plague];
  }
  if (card.side !== sideOf(faction)) throw new Error(`${cardId} is a ${card.side} card; ${faction} cannot hold it`);
  return 1;
}
