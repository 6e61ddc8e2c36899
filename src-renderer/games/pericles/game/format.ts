// Cards as a Faction reads them (its half, its evaluation). Display only: every fact shown comes
// from the view, the card data or an engine function. The names of ids are in ../names.ts.
import { politicalCard, type AlignmentEntry, type CardHalf, cardEvaluationOf, cardHalfOf, type CardEvaluation, type Faction, type IssueKind, type GameView } from '../../../../src-shared/games/pericles/client.js';
import { entryWords } from '../cards/text.js';
import { cardTitleWord } from '../names.js';

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
