// Cards and pieces in the words a player uses (#16 "Inspect anything", "Words a player uses"):
// a card is called by its title, never by its id; an Aristophanes card's instructions (5.11) and
// a track position (6.13) read as sentences. Display only: the facts come from the card data.
import { politicalCard, aristophanesCard, type AlignmentEntry, type AristophanesCard, type AristophanesEffect, type CardHalf, type DeckCard, FACTIONS_OF, type Faction, type Side } from '../../../../src-shared/games/pericles/client.js';
import { getLocale, t } from '../../../i18n/index.js';
import {
  cardTitleWord, factionName, forceName, idWord, issueName, playName, playQuote, playVersion, sideName, theaterName,
} from '../names.js';

function deckCard(id: string): DeckCard | null {
  try { return politicalCard(id); } catch { return null; }
}
function playCard(id: string): AristophanesCard | null {
  try { return aristophanesCard(id); } catch { return null; }
}

/** Whether the id names a card of the game (Political, Leader or Aristophanes). */
export function isCardId(id: string): boolean {
  return deckCard(id) !== null || playCard(id) !== null;
}

/**
 * A card's name. Political cards share titles three by three (3.13: ten tribes, thirty cards), and
 * within a Side the three of a title have different values, so title and value name one card:
 * "Erechtheis (4)". Leaders: "Nicias, the Aristocrats' Leader". Aristophanes: "The Knights (B)".
 */
export function cardName(id: string): string {
  const c = deckCard(id);
  if (c?.kind === 'leader') return t('inspect.card.leaderName', { title: cardTitleWord(c), faction: factionName(c.faction) });
  if (c) return t('inspect.card.name', { title: cardTitleWord(c), value: c.value });
  const a = playCard(id);
  if (a) return t('inspect.card.playName', { play: playName(a), version: playVersion(a) });
  return t('inspect.card.unknown');
}

/** A card's title as printed on its face, without the value: "Erechtheis", a Leader's or a play's full name. */
export function cardTitle(id: string): string {
  const c = deckCard(id);
  return c && c.kind !== 'leader' ? cardTitleWord(c) : cardName(id);
}

/** What kind of card it is, in one line: "Athenian Political card, value 4". */
export function cardKindLine(id: string): string {
  const c = deckCard(id);
  if (c?.kind === 'leader') return t('inspect.card.kindLeader', { faction: factionName(c.faction), value: c.value });
  if (c) return t('inspect.card.kindPolitical', { side: t(c.side === 'athens' ? 'inspect.adj.athens' : 'inspect.adj.sparta'), value: c.value });
  const a = playCard(id);
  if (a) return t('inspect.card.kindPlay', { play: playName(a), year: a.year, version: playVersion(a) });
  return '';
}

/** The text of one alignment entry: "+2 Military (at War), 1 Strategos" (3.13 legend, 6.2, 6.21). */
export function entryWords(e: AlignmentEntry): string {
  const issue = e.issue === 'any' ? t('card.any') : typeof e.issue === 'string' ? issueName(e.issue) : t('card.not', { issue: issueName(e.issue.not) });
  const c = e.conditions ?? {};
  const conds = [
    c.plague === 'pre' && t('card.cond.pre'), c.plague === 'post' && t('card.cond.post'),
    c.dominant && t('card.cond.dominant'),
    c.war === 'war' && t('card.cond.war'), c.war === 'peace' && t('card.cond.peace'),
    c.alcibiades === 'athens' && t('card.cond.alcAthens'), c.alcibiades === 'persia' && t('card.cond.alcPersia'),
  ].filter(Boolean);
  return t('card.entry', { bonus: e.bonus, issue, conds: conds.length ? ` (${conds.join(', ')})` : '', strategos: e.strategos });
}

export interface HalfText {
  /** The Faction that plays this half (a Leader has one). */
  faction: Faction;
  entries: string[];
  /** How several applying entries count (DESIGN.md "Several entries", 6.2). */
  rule: string;
}

export interface CardText {
  name: string;
  kind: string;
  value: number | null;
  halves: HalfText[];
  /** 7.3: a Leader's Strategoi Council award. */
  council: string | null;
  /** An Aristophanes card's line and its instructions, in order (5.11). */
  quote: string | null;
  effects: string[];
  provenance: string;
}

function halfText(faction: Faction, half: CardHalf): HalfText {
  return {
    faction,
    entries: half.entries.map(entryWords),
    rule: half.cumulative ? t('inspect.card.cumulative') : half.entries.length > 1 ? t('inspect.card.bestEntry') : '',
  };
}

/** Everything printed on a card, in words. */
export function cardText(id: string): CardText {
  const c = deckCard(id);
  const base = { name: cardName(id), kind: cardKindLine(id), council: null, quote: null, effects: [] as string[] };
  if (c?.kind === 'leader') {
    return {
      ...base, value: c.value, halves: [halfText(c.faction as Faction, c)],
      council: t('card.council', c.council), provenance: t(`inspect.card.${c.provenance}`),
    };
  }
  if (c) {
    const [first, second] = FACTIONS_OF[c.side];
    const halves = c.halves as Record<string, CardHalf>;
    return {
      ...base, value: c.value,
      halves: [halfText(first, halves[first]!), halfText(second, halves[second]!)],
      provenance: t(`inspect.card.${c.provenance}`),
    };
  }
  const a = playCard(id);
  if (a) return { ...base, value: null, halves: [], quote: playQuote(a), effects: a.effects.map(effectWords), provenance: t(`inspect.card.${a.provenance}`) };
  return { ...base, value: null, halves: [], provenance: '' };
}

// ---- pieces, places and track boxes ----------------------------------------------------------

/**
 * Fix "a" before a vowel in a finished English sentence ("a Oracle tile" → "an Oracle tile").
 * English only: in Spanish "a Atenas" is right as it stands (#18).
 */
export function fixArticles(text: string): string {
  if (getLocale() !== 'en') return text;
  return text.replace(/\b([Aa]) (?=[AEIOaeio])/g, '$1n ');
}

/** A force's name before a plural noun: "Athenian" (bases, units); Greek puts the adjective in the plural. */
export function forcesWord(force: string): string {
  return idWord('table.forces', force);
}

/** "1 Athenian naval unit", "2 Spartan land units" (the plural agrees with the kind in Spanish and Greek). */
export function unitsWords(n: number, force: string, kind: string): string {
  if (n !== 1 && (kind === 'land' || kind === 'naval')) return t(`table.units.many.${kind}`, { n, force: forcesWord(force) });
  return t(n === 1 ? 'inspect.units.one' : 'inspect.units.many', { n, force: forceName(force), kind: idWord('inspect.unitKind', kind) });
}

/** "1 Delian League base", "2 Athenian bases". */
export function basesWords(n: number, owner: string): string {
  return n === 1 ? t('inspect.bases.one', { n, owner: forceName(owner) }) : t('table.bases.many', { n, owner: forcesWord(owner) });
}

/** "2 Athenian" where the noun (bases, casualties) is understood: counted pieces of one force. */
export function forceCountWords(n: number, force: string): string {
  return n === 1 ? t('table.count.one', { n, force: forceName(force) }) : t('table.count.many', { n, force: forcesWord(force) });
}

/**
 * A position on a City-State's Assembly track (6.13 position model): 0 is box 0; positive boxes
 * are the half of the Side's first Faction (Aristocrats / Eurypontids), negative the second's.
 * A track box is never a theater.
 */
export function trackBoxWords(side: Side | string, pos: number): string {
  if (pos === 0) return t('kind.boule.box0');
  const factions = FACTIONS_OF[side as Side];
  if (!factions) return t('kind.boule.boxN', { n: Math.abs(pos) });
  return t('inspect.track.box', { n: Math.abs(pos), faction: factionName(pos > 0 ? factions[0] : factions[1]) });
}

/** One instruction of an Aristophanes card (5.11–5.14, 12.2), in words. */
export function effectWords(e: AristophanesEffect): string {
  switch (e.type) {
    case 'placeIssue': {
      const box = e.half === 'zero' ? t('kind.boule.box0') : t(e.half === 'dominant' ? 'inspect.effect.boxDominant' : 'inspect.effect.boxOpposition', { n: e.box });
      return fixArticles(t('inspect.effect.placeIssue', { side: sideName(e.side), kind: issueName(e.kind), box }));
    }
    case 'stockStrategos':
      return e.delta >= 0
        ? t('inspect.effect.stockAdd', { side: sideName(e.side), n: e.delta })
        : t('inspect.effect.stockRemove', { side: sideName(e.side), n: -e.delta });
    case 'giveStrategos':
      return t(e.role === 'dominant' ? 'inspect.effect.giveDominant' : 'inspect.effect.giveOpposition', { side: sideName(e.side), n: e.n });
    case 'addUnits':
      return t('inspect.effect.addUnits', { units: unitsWords(e.n, e.force, e.kind), theater: theaterName(e.theater) });
    case 'removeUnits':
      return t('inspect.effect.removeUnits', { units: unitsWords(e.n, e.force, e.kind), theater: theaterName(e.theater) });
    case 'will':
      return t('inspect.effect.will', { side: sideName(e.side), require: idWord('require', e.require), theater: theaterName(e.theater) });
    case 'plague':
      return t('inspect.effect.plague');
    case 'alcibiadesToPersia':
      return t('inspect.effect.alcibiades');
  }
}

/** Engine tokens a player must never read (#16): card ids, Leader ids, camelCase, placeholders. */
export const ENGINE_TOKEN = /\b(?:ath|spa)-\d\d\b|\bleader-[a-z]+|\b[a-z]+-[ABC]\b|\b[a-z]+[A-Z][a-zA-Z]*\b|\bm\d+\b|\b[a-z]{3,}\.[a-z]{3,}|[{}]/;
