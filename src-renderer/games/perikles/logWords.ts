// Perikles' log in words (#33 "the log in keys"): each entry of the engine's log names its message
// by a key (src-shared/games/perikles/board.ts LOG_TEXT) and its facts by field; here they become a
// sentence in the reader's language (i18n/*.log.ts) with the glossary's names of seats, cities,
// Location, Influence and Special tiles. The engine's English `text` is never shown. Also: the
// rule an entry cites, by its heading in the reader's rulebook, the log's filters, and a replayed
// decision in words.
import { LOCATION_BY_ID, logMsgOf, type LogEntry, type LogMsg, type PeriklesView } from '../../../src-shared/games/perikles/client.js';
import { getLocale, has, t, type MessageKey } from '../../i18n/index.js';
import { actionText, locationName, tileName } from './actionWords.js';
import { periklesRuleAnchor, periklesRulebook } from './rulebook/index.js';
import { term, whoName } from './words.js';

const str = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
const sideNoun = (v: unknown): string => t(v === 'attack' ? 'perikles.log.attacker' : 'perikles.log.defender');

/** The message's words: a few messages read differently by a fact (unopposed; a Special tile on a city or at a Location). */
function variant(msg: LogMsg, e: LogEntry): string {
  if (msg === 'elections.elected' && e.opposed === false) return 'elections.electedUnopposed';
  if (msg === 'special.played' && typeof e.city === 'string') return 'special.playedCity';
  if (msg === 'special.played' && typeof e.location === 'string') return 'special.playedAt';
  return msg;
}

/** The entry's facts in words, by field (a fact's meaning depends on its message only for `tile`, `side` and `winner`). */
export function logArgs(e: LogEntry, msg: LogMsg): Record<string, string> {
  const out: Record<string, string> = {};
  const battle = msg.startsWith('battle.');
  for (const [k, v] of Object.entries(e)) {
    switch (k) {
      case 'seat': case 'asker': case 'cube': out[k] = term('seat', str(v)); break;
      case 'city': case 'from': case 'to': if (typeof v === 'string' && v !== 'leader') out[k] = term('city', v); break;
      case 'force': out[k] = whoName(str(v)); break;
      case 'kind': out.unit = term('unit', str(v)); break;
      case 'space': out[k] = term('space', str(v)); break;
      case 'location': out[k] = locationName(str(v)); break;
      case 'side': out[k] = battle ? sideNoun(v) : term('side', str(v)); break;
      case 'winner': out[k] = msg === 'battle.round' || msg === 'battle.roundOutright' ? sideNoun(v) : whoName(str(v)); break;
      case 'tile':
        if (msg === 'influence.take') out[k] = tileName(str(v));
        else if (msg === 'special.played') out.special = term('special', str(v));
        else if (battle) out.location = locationName(str(v));
        break;
      case 'rolls': out[k] = Array.isArray(v) ? v.map((r: { attack?: unknown; defend?: unknown }) => `${str(r.attack)}–${str(r.defend)}`).join(', ') : ''; break;
      case 'scores': out[k] = Array.isArray(v) ? v.map((s: { seat?: unknown; total?: unknown }) => `${term('seat', str(s.seat))} ${str(s.total)}`).join(', ') : ''; break;
      case 'attack': case 'defend': case 'column': case 'strength': out[k] = str(v); break;
      default: break;
    }
  }
  // A Location's city (a tile nobody attacked: its defender's cubes go there).
  const loc = typeof e.tile === 'string' ? LOCATION_BY_ID[e.tile] : undefined;
  if (battle && loc && !out.city) out.city = term('city', loc.city);
  return out;
}

/** The entry in the reader's language. */
export function logText(e: LogEntry): string {
  const msg = logMsgOf(e);
  if (!msg) return t('perikles.log.unknown');
  return t(`perikles.log.${variant(msg, e)}` as MessageKey, logArgs(e, msg));
}

/** The rule an entry cites, by its heading in the reader's rulebook ("Fase 6 Resolver batallas"), or the citation when the book has no such section. */
export function ruleTitle(rule: string): string {
  const id = periklesRuleAnchor(rule);
  const book = periklesRulebook(getLocale());
  const title = (sid: string): string | undefined => book.sections.find((s) => s.id === sid)?.title;
  if (!id) return rule;
  const own = title(id) ?? rule;
  return id.startsWith('special-tiles-') ? `${title('special-tiles') ?? ''}: ${own}` : own;
}

/** The log's filters, by the phase or kind of what an entry tells (#33: as Pericles' All, Mine, Honor, Battles). */
export const PERIKLES_LOG_FILTERS = ['mine', 'influence', 'elections', 'forces', 'battles', 'specials'] as const;
export type PeriklesLogFilter = (typeof PERIKLES_LOG_FILTERS)[number];

const FILTER_OF_PREFIX: Readonly<Record<string, PeriklesLogFilter>> = {
  setup: 'influence', influence: 'influence', candidates: 'elections', elections: 'elections', commit: 'forces', battle: 'battles', special: 'specials',
};

/** Does entry `e` pass every filter pressed? `seat`: the reader's (Mine: entries naming it). */
export function logEntryMatches(e: LogEntry, filters: ReadonlySet<PeriklesLogFilter>, seat: string | null): boolean {
  const msg = logMsgOf(e);
  const kind = msg ? FILTER_OF_PREFIX[msg.split('.')[0]!] : undefined;
  for (const f of filters) {
    if (f === 'mine') {
      if (seat === null || ![e.seat, e.asker, e.cube, e.winner].includes(seat)) return false;
    } else if (f !== kind) return false;
  }
  return true;
}

/**
 * A replayed decision in words (the replay viewer): who decided and what, in the past, from the
 * public entries it logged (what it took, sent, played); else the option as its prompt worded it,
 * when the replay shows the seat its own; else only who decided.
 */
export function decisionText(d: { seat: string; action?: unknown }, added: readonly LogEntry[], view: PeriklesView): string {
  const by = term('seat', d.seat);
  for (const e of added) {
    const msg = logMsgOf(e);
    // Its own entry (the first player it chose is named by the entry itself).
    if (!msg || (e.seat !== d.seat && msg !== 'commit.firstPlayer')) continue;
    const key = `perikles.replay.${variant(msg, e)}`;
    if (has(key)) return t(key as MessageKey, { ...logArgs(e, msg), by });
  }
  if (d.action !== undefined) return t('perikles.replay.chose', { by, action: actionText(d.action, view) });
  return t('perikles.replay.decided', { by });
}
