// A link's explanation (9.32) in the page's language: the same facts as the engine's explainLink
// (src-shared/games/pericles/rules/movement.ts, English for the rules' own tests), worded through t() (#18).
import type { LinkData, LinkType, UnitKind } from '../../../../src-shared/games/pericles/client.js';
import { t } from '../../../i18n/index.js';
import { placeName } from '../names.js';

/**
 * 9.32 A–D: which strength a unit of each kind must keep behind to leave along a link (null: the
 * kind may not use it at all, map summary rows 3–4), and the letter of the rule.
 */
const EXIT: Readonly<Record<LinkType, Readonly<Record<UnitKind, { test: UnitKind; letter: 'A' | 'B' | 'C' | 'D' } | null>>>> = {
  coastal: { land: { test: 'land', letter: 'A' }, naval: { test: 'naval', letter: 'C' } },
  sea: { land: { test: 'naval', letter: 'B' }, naval: { test: 'naval', letter: 'D' } },
  land: { land: { test: 'land', letter: 'A' }, naval: null },
  naval: { land: null, naval: { test: 'naval', letter: 'D' } },
};
/** The map's link summary rows: 1–4 by type; 5 and 6 for a base symbol (land / naval). */
const ROW: Readonly<Record<LinkType, number>> = { coastal: 1, sea: 2, land: 3, naval: 4 };

export interface LinkWords { title: string; land: string; naval: string }

export function linkWords(link: LinkData): LinkWords {
  const row = link.base === 'land' ? 5 : link.base === 'naval' ? 6 : ROW[link.type];
  const ends = { a: placeName(link.a), b: placeName(link.b), look: t(`board.link.look.${link.type}`), row };
  const title = link.base ? t(`board.link.titleBase.${link.base}`, ends) : t('board.link.title', ends);
  const say = (kind: UnitKind): string => {
    const er = EXIT[link.type][kind];
    if (!er) return t(`board.link.never.${kind}`, { row: ROW[link.type] });
    const which = kind === 'naval' ? 'navalByNaval' : er.test === 'land' ? 'landByLand' : 'landByNaval';
    const args = { letter: t(`board.link.letter.${er.letter}`), row };
    return link.base === kind ? t(`board.link.exitBase.${which}`, args) : t(`board.link.exit.${which}`, args);
  };
  return { title, land: say('land'), naval: say('naval') };
}
