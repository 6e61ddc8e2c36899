// The names of the engine's ids and of the game data in the player's language (#18, #32): Factions,
// Sides, seats, phases, issues, forces, theaters, scenarios, card titles, plays. Written once, here:
// the data (src-shared/games/pericles/data) keeps the facts and ids; every displayed name goes through t() here,
// one helper per kind, so the words follow the language picker. Keys live in i18n/en*.ts.
import { THEATERS, type AristophanesCard, type DeckCard, scenarioById, type Faction, type Side, type GameView } from '../../../src-shared/games/pericles/client.js';
import { getLocale, has, t, type MessageKey } from '../../i18n/index.js';

/** The word for an engine id under a key prefix ('issue', 'military' → "Military"); the id itself if no key. */
export function idWord(prefix: string, id: string): string {
  const key = `${prefix}.${id}`;
  return has(key) ? t(key as MessageKey) : id;
}

/** A Faction's name ("the Aristocrats"'s "Aristocrats"). */
export const factionName = (f: Faction | string): string => idWord('faction', f);
/** A Side's name ("Athens", "Sparta"). */
export const sideName = (s: Side | string): string => idWord('side', s);
/** Who sits in a seat: a Faction, or the spectator. */
export function seatName(seat: Faction | 'spectator'): string {
  return seat === 'spectator' ? t('spectator') : factionName(seat);
}
/** A game phase's name. */
export const phaseName = (phase: GameView['phase']): string => idWord('phase', phase);
/** An issue's name ("Military", "Oracle"). */
export const issueName = (k: string): string => idWord('issue', k);
/** A force's name ("Athenian", "Delian League"). */
export const forceName = (f: string): string => idWord('force', f);
/** A unit kind's name (land, naval). */
export const unitName = (k: string): string => idWord('unit', k);

/** The key of a theater's name: 'place.7'; Persia's: 'place.persia'. */
export function placeKey(id: number | 'persia'): string {
  return `place.${id}`;
}

/** A theater's name alone ("Sicily", "Sicilia", "Σικελία"); Persia (13.1) too. */
export function placeName(id: number | string): string {
  const key = placeKey(id === 'persia' ? 'persia' : Number(id));
  if (has(key)) return t(key);
  return THEATERS[Number(id) - 1]?.name ?? String(id);
}

/** The name as printed on the board, in capitals where the board prints them ("PERSIA", "ΠΕΡΣΙΑ"). */
export function placeCaps(id: number | 'persia'): string {
  // toLocaleUpperCase drops the Greek accents as Greek capitals do (ΠΕΡΣΙΑ, not ΠΕΡΣΊΑ).
  return placeName(id).toLocaleUpperCase(getLocale());
}

/** Number and name ("1 Sicily"): how the game names a theater everywhere else. */
export function theaterLabel(id: number): string {
  return t('theater.name', { id, name: placeName(id) });
}

/** Any theater reference as the game names it: "1 Sicily", Persia by name, "—" for none. */
export function theaterName(id: number | string | null | undefined): string {
  if (id === null || id === undefined) return '—';
  if (id === 'persia') return placeName('persia');
  const th = THEATERS[Number(id) - 1];
  return th ? theaterLabel(th.id) : String(id);
}

type ScenarioPart = 'name' | 'intro' | 'victory';
export const scenarioKey = (id: string, part: ScenarioPart): string => `scenario.${id}.${part}`;

function scenarioPart(id: string, part: ScenarioPart): string {
  const key = scenarioKey(id, part);
  if (has(key)) return t(key as MessageKey);
  return scenarioById(id)?.[part] ?? id;
}
/** A scenario's name ("The Archidamian War (430–419 BC)"). */
export const scenarioName = (id: string): string => scenarioPart(id, 'name');
/** Its short historical introduction (start screen). */
export const scenarioIntro = (id: string): string => scenarioPart(id, 'intro');
/** Its victory conditions in plain words (start screen). */
export const scenarioVictory = (id: string): string => scenarioPart(id, 'victory');

/**
 * This edition's balance adjustment of a scenario's setup, in plain words, and the figure it was
 * measured by (the scenario data's `balance`): shown as such under "How to win" (#30); null for a
 * scenario played as printed.
 */
export function scenarioBalance(id: string): { adjustment: string; measured: string | null } | null {
  const key = `scenario.${id}.balance`;
  if (!has(key)) return null;
  const b = scenarioById(id)?.balance;
  const decided = b ? b.athensWins + b.spartaWins + b.draws : 0;
  const measured = b && decided
    ? t('scenario.balanceMeasured', { share: Math.round((100 * b.athensWins) / decided), games: b.games })
    : null;
  return { adjustment: t(key as MessageKey), measured };
}

/** Key of a Political or Leader card's printed title (3.13: tribes, Spartan titles, Leaders). */
export function cardTitleKey(title: string): string {
  return `cardTitle.${title.toLowerCase()}`;
}
/** The title printed on a Political or Leader card ("Erechtheis", "Nicias"). */
export function cardTitleWord(card: Pick<DeckCard, 'title'>): string {
  const key = cardTitleKey(card.title);
  return has(key) ? t(key as MessageKey) : card.title;
}

/** 'acharnians-A' → 'acharnians': the play a card belongs to. */
const playOf = (card: Pick<AristophanesCard, 'id'>): string => card.id.replace(/-[A-C]$/, '');
export const playKey = (card: Pick<AristophanesCard, 'id'>): string => `play.${playOf(card)}`;
export const playQuoteKey = (card: Pick<AristophanesCard, 'id'>): string => `playQuote.${card.id}`;
export const playVersionKey = (card: Pick<AristophanesCard, 'version'>): string => `playVersion.${card.version}`;

/** An Aristophanes play's title ("The Knights", "Los caballeros", "Ιππής"). */
export function playName(card: Pick<AristophanesCard, 'id' | 'play'>): string {
  const key = playKey(card);
  return has(key) ? t(key as MessageKey) : card.play;
}
/** The card's version letter (A, B, C; the Greek rulebook prints Α, Β, Γ). */
export function playVersion(card: Pick<AristophanesCard, 'version'>): string {
  const key = playVersionKey(card);
  return has(key) ? t(key as MessageKey) : card.version;
}
/** The card's line (a paraphrase of the play's spirit). */
export function playQuote(card: Pick<AristophanesCard, 'id' | 'quote'>): string {
  const key = playQuoteKey(card);
  return has(key) ? t(key as MessageKey) : card.quote;
}

/**
 * The turn as the status strip and the panel say it: "Turn 3 of 10"; a scenario of one turn (a
 * training vignette) says so rather than "Turn 5 of 5" (#29).
 */
export function turnWords(view: Pick<GameView, 'scenario' | 'turn' | 'lastTurn'>): string {
  const only = scenarioById(view.scenario)?.firstTurn === view.lastTurn;
  return only ? t('status.turnOnly', { turn: view.turn }) : t('status.turn', { turn: view.turn, last: view.lastTurn });
}
