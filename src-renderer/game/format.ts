// Readable names for the engine's ids (theaters, issues, forces, cards). Display only: every
// fact shown comes from the view, the card data or an engine function.
import { THEATERS } from '../../src-shared/data/board.js';
import { politicalCard } from '../../src-shared/data/cards/political.js';
import type { AlignmentEntry, CardHalf } from '../../src-shared/data/cards/types.js';
import { cardEvaluationOf, cardHalfOf, type CardEvaluation } from '../../src-shared/games/pericles/client.js';
import type { Faction, IssueKind } from '../../src-shared/model/ids.js';
import type { GameView } from '../../src-shared/engine.js';
import { has, t, type MessageKey } from '../i18n/index.js';
import { entryWords } from '../cards/text.js';
import { cardTitleWord, placeName, theaterLabel } from '../names.js';

export function theaterName(id: number | string | null | undefined): string {
  if (id === null || id === undefined) return '—';
  if (id === 'persia') return placeName('persia');
  const n = Number(id);
  const th = THEATERS[n - 1];
  return th ? theaterLabel(th.id) : String(id);
}

function named(prefix: string, v: string): string {
  const key = `${prefix}.${v}`;
  return has(key) ? t(key as MessageKey) : v;
}
export const issueName = (k: string): string => named('issue', k);
export const forceName = (f: string): string => named('force', f);
export const unitName = (k: string): string => named('unit', k);

/** The text of one alignment entry: "+2 Military (at War), 1 Strategos" (one wording, cards/text.ts). */
export const entryText = (e: AlignmentEntry): string => entryWords(e);

export interface CardInfo {
  id: string;
  title: string;
  value: number;
  leader: boolean;
  /** The entries the viewing Faction uses (its half of the card). */
  half: CardHalf | null;
  council?: { pre: number; post: number };
}

export function cardInfo(id: string, faction: Faction | null): CardInfo | null {
  try {
    const c = politicalCard(id);
    let half: CardHalf | null = null;
    if (faction) {
      half = cardHalfOf(id, faction);
    }
    return { id, title: cardTitleWord(c), value: c.value, leader: c.kind === 'leader', half, ...(c.kind === 'leader' ? { council: c.council } : {}) };
  } catch {
    return null;
  }
}

/** 6.2 through the engine's evaluateCard with the view's current conditions. */
export function evaluateInView(view: GameView, faction: Faction, cardId: string, issue: IssueKind): CardEvaluation | null {
  return cardEvaluationOf(view, cardId, faction, issue);
}
