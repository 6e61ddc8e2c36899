// Formats the engine's structured log entries (message key + args) for reading: names for ids,
// theater names, card labels, and the arithmetic of debates (6.13) and Battles (9.42).
import type { LogEntry as StateLogEntry } from '../../../../src-shared/games/pericles/client.js';
import { has, t, type Args, type MessageKey } from '../../../i18n/index.js';
import { cardLabel } from '../game/actions.js';
import { factionName, forceName, issueName, theaterName, unitName } from '../names.js';
import { basesWords, cardText, fixArticles, trackBoxWords, unitsWords } from '../cards/text.js';

export type LogEntry = StateLogEntry;
type Value = string | number | boolean | null;

export const THEATER_ARGS = new Set(['theater', 'place', 'from', 'to']);
export const CARD_ARGS = new Set(['card', 'cards']);

/** Entries whose positions are Assembly track boxes (6.13), never theaters (#16). */
const TRACK_MSGS = new Set([
  'debate.moved', 'debate.captured', 'debate.selected', 'boule.issue', 'aristophanes.issue', 'hostages.spent', 'majorDefeat',
]);
const TRACK_ARGS = new Set(['pos', 'from', 'to']);

/** Whether an argument of this entry names a theater (by name and, for from/to, by message). */
export function isTheaterArg(e: LogEntry, name: string): boolean {
  if (!THEATER_ARGS.has(name) || TRACK_MSGS.has(e.msg)) return false;
  const v = e.args[name];
  return v !== undefined && v !== null && v !== '' && (typeof v === 'number' || /^\d+$/.test(String(v)) || v === 'persia');
}

/** Whether an argument names cards by id ('cards' is a count in some entries). */
export function isCardArg(e: LogEntry, name: string): boolean {
  const v = e.args[name];
  return CARD_ARGS.has(name) && typeof v === 'string' && v !== '';
}

/** An Aristophanes card's instructions (5.11), shown with the entry that draws it (#16). */
export function drawnCardEffects(e: LogEntry): string[] {
  return e.msg === 'aristophanes.drawn' && typeof e.args.card === 'string' ? cardText(e.args.card).effects : [];
}

export interface BattlePartArg { item: string; force?: string; count: number; each: number; value: number; rule: string }

export function battleParts(e: LogEntry): BattlePartArg[] {
  try {
    const parts = JSON.parse(String(e.args.parts ?? '[]')) as unknown;
    return Array.isArray(parts) ? (parts as BattlePartArg[]) : [];
  } catch {
    return [];
  }
}

export function battlePartText(p: BattlePartArg): string {
  const key = `log.battle.part.${p.item}`;
  const text = has(key) ? t(key as MessageKey, { force: forceName(p.force ?? ''), count: p.count, each: p.each }) : p.item;
  return `${text} = ${p.value}`;
}

const FACTION_KEYS = ['aristocrats', 'demagogues', 'eurypontids', 'agiads'];

/** "Aristocrats 5 with Erechtheis (1) — Demagogues 3": the per-Faction values of an entry. */
export function debateDetail(e: LogEntry): string {
  const rest = Object.keys(e.args).filter((k) => FACTION_KEYS.includes(k));
  return rest.map((f) => {
    const card = e.args[`${f}Card`];
    const name = factionName(f);
    return typeof card === 'string' ? t('inspect.log.withCard', { who: name, value: String(e.args[f]), card: cardLabel(card) }) : `${name} ${String(e.args[f])}`;
  }).join(' — ');
}

/** Arguments that name an engine outcome or reason (camelCase tokens): shown in words. */
const WORD_ARGS = new Set(['why', 'outcome', 'reason', 'require']);

/** "ravagesOfWar.treatyBroken" → "ravages of war: treaty broken", for tokens without a translation. */
export function inWords(token: string): string {
  return token.split('.').map((part) => part.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()).join(': ');
}

/** A readable value for one argument (names, theaters, track boxes, cards). */
export function argText(name: string, v: Value, e?: LogEntry): string | number | boolean | null {
  if (v === null) return '—';
  if (typeof v === 'boolean') return v ? t('yes') : t('no');
  if (e && TRACK_MSGS.has(e.msg) && TRACK_ARGS.has(name) && typeof v === 'number') return trackBoxWords(String(e.args.side ?? ''), v);
  if (name === 'plague' && (v === 'pre' || v === 'post')) return t(`panel.plague.${v}`);
  if (THEATER_ARGS.has(name) && (typeof v === 'number' || /^\d+$/.test(String(v)) || v === 'persia')) return theaterName(v as number);
  if (CARD_ARGS.has(name) && typeof v === 'string') return v.split(',').filter(Boolean).map(cardLabel).join(', ');
  if (typeof v === 'string') {
    if (name === 'force') return forceName(v);
    // A seat handed to a bot (#30): the level's name.
    if (name === 'level' && has(`level.name.${v}`)) return t(`level.name.${v}` as MessageKey);
    // A base's owner is a force ("an Athenian base"), not a Side; in markers it is a Faction.
    if ((name === 'owner' || (e?.msg === 'base.converted' && (name === 'from' || name === 'to'))) && has(`force.${v}`)) return forceName(v);
    if (WORD_ARGS.has(name)) return has(`${name}.${v}`) ? t(`${name}.${v}` as MessageKey) : inWords(v);
    if ((name === 'kind' || name === 'issue') && has(`issue.${v}`)) return issueName(v);
    if (name === 'kind' && (v === 'land' || v === 'naval')) return e ? t(`inspect.unitKind.${v}`) : unitName(v);
    if (name === 'kinds' || name === 'order') return v.split(',').map((x) => (has(`issue.${x}`) ? issueName(x) : factionName(x))).join(', ');
    for (const prefix of ['faction.', 'side.', 'phase.', 'force.']) if (has(prefix + v)) return t((prefix + v) as MessageKey);
  }
  return v;
}

export function logArgs(e: LogEntry): Record<string, string | number | boolean | null> {
  const args: Record<string, string | number | boolean | null> = {};
  for (const [k, v] of Object.entries(e.args)) args[k] = argText(k, v, e);
  // "1 Athenian naval unit", "2 Spartan land units" (not "1 … units").
  if (typeof e.args.n === 'number' && typeof e.args.force === 'string' && (e.args.kind === 'land' || e.args.kind === 'naval')) {
    args.units = unitsWords(e.args.n, e.args.force, e.args.kind);
  }
  if (e.msg === 'battle.total') args.parts = battleParts(e).map(battlePartText).join(' + ');
  // removeBase logs one base without a count (older saves hold such entries too).
  if (e.msg === 'base.removed' && args.n === undefined) args.n = 1;
  // "1 Delian League base", "2 Athenian bases"; "1 Entourage card" (counted nouns, #16).
  if (typeof e.args.owner === 'string') {
    const n = typeof e.args.n === 'number' ? e.args.n : 1;
    args.bases = basesWords(n, e.args.owner);
  }
  for (const k of ['kept', 'discarded'] as const) {
    if (typeof e.args[k] === 'number') args[`${k}Cards`] = t(e.args[k] === 1 ? 'inspect.cards.one' : 'inspect.cards.many', { n: e.args[k] as number });
  }
  if (Object.keys(e.args).some((k) => FACTION_KEYS.includes(k))) args.detail = debateDetail(e);
  return args;
}

export function formatLogText(e: LogEntry): string {
  const args = logArgs(e);
  const key = `log.${e.msg}`;
  const effects = drawnCardEffects(e);
  return has(key)
    ? fixArticles(t(key, args as Args)) + (effects.length ? ` ${effects.join(' ')}` : '')
    : `${e.msg}${Object.keys(args).length ? ` (${Object.entries(args).map(([k, v]) => `${k}: ${String(v)}`).join(', ')})` : ''}`;
}

export function formatLogEntry(e: LogEntry): string {
  return t('log.entry', { rule: ruleTag(e.rule) ?? e.rule, text: formatLogText(e) });
}

/**
 * The words for an entry's rule when it is not a rule of the rulebook (the bots' handicap, #29),
 * or null for a rule number.
 */
export function ruleTag(rule: string): string | null {
  return has(`log.ruleTag.${rule}`) ? t(`log.ruleTag.${rule}` as MessageKey) : null;
}

// ——— Filters (#16 "the log has filters"): classified by rule number and entry key, never by text ———

/** The log's filters besides All; every filter pressed must match (Mine + Honor: this Faction's Honor). */
export const LOG_FILTERS = ['mine', 'honor', 'battles'] as const;
export type LogFilter = (typeof LOG_FILTERS)[number];

/** Honor changes: every 'honor' entry (whatever its rule: 7.1, 9.52, 11.4…) and a handicap's Honor. */
const HONOR_MSGS = new Set(['honor', 'handicap.honor']);

/**
 * The Battle's sections of the rules: the Expeditionary Muster that brings it about (9.3), the
 * Battle with its cards, totals, casualties and hostages (9.4), Battle Honor and Major Defeat (9.5),
 * a second Battle (9.6) and the muster's resolution (9.7).
 */
const BATTLE_SECTIONS = ['9.3', '9.4', '9.5', '9.6', '9.7'];

/** "9.53, 12.1" → ["9.53", "12.1"]; "7.45 B" → ["7.45"]; "9.32 row 3" → ["9.32"]. */
export function ruleNumbers(rule: string): string[] {
  return rule.split(',').map((r) => r.trim().split(' ')[0] ?? '').filter(Boolean);
}

export function isHonorEntry(e: LogEntry): boolean {
  return HONOR_MSGS.has(e.msg);
}

export function isBattleEntry(e: LogEntry): boolean {
  if (e.msg === 'honor' && e.args.why === 'battle') return true;
  return ruleNumbers(e.rule).some((r) => BATTLE_SECTIONS.some((s) => r === s || r.startsWith(s)));
}

/**
 * An entry about this Faction: private to it, naming it in any argument (the Faction acting,
 * an owner, a winner, a victim, a lender), or giving its own value (debates, orations, 7.2).
 */
export function isAboutFaction(e: LogEntry, faction: string): boolean {
  if (e.to?.some((f) => f === faction)) return true;
  if (faction in e.args) return true;
  return Object.values(e.args).some((v) => v === faction);
}

/** Whether an entry passes every pressed filter ('mine' needs the viewing Faction; a spectator has none). */
export function logEntryMatches(e: LogEntry, filters: ReadonlySet<LogFilter>, faction: string | null): boolean {
  if (filters.has('mine') && (faction === null || !isAboutFaction(e, faction))) return false;
  if (filters.has('honor') && !isHonorEntry(e)) return false;
  if (filters.has('battles') && !isBattleEntry(e)) return false;
  return true;
}

/** The theater an entry is about, for "show on the board": its theater, else the place, else where units went. */
export function entryTheater(e: LogEntry): number | 'persia' | null {
  for (const name of ['theater', 'place', 'to', 'from']) {
    if (!isTheaterArg(e, name)) continue;
    const v = e.args[name];
    return v === 'persia' ? 'persia' : Number(v);
  }
  return null;
}
