// Formats the engine's structured log entries (message key + args) for reading: names for ids,
// theater names, card labels, and the arithmetic of debates (6.13) and Battles (9.42).
import type { GameState } from '../../src-shared/engine.js';
import { has, t, type Args, type MessageKey } from '../i18n/index.js';
import { cardLabel } from '../game/actions.js';
import { forceName, issueName, theaterName, unitName } from '../game/format.js';
import { cardText, fixArticles, trackBoxWords, unitsWords } from '../cards/text.js';

export type LogEntry = GameState['log'][number];
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
    const name = has(`faction.${f}`) ? t(`faction.${f}` as MessageKey) : f;
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
    // A base's owner is a force ("an Athenian base"), not a Side; in markers it is a Faction.
    if ((name === 'owner' || (e?.msg === 'base.converted' && (name === 'from' || name === 'to'))) && has(`force.${v}`)) return forceName(v);
    if (WORD_ARGS.has(name)) return has(`${name}.${v}`) ? t(`${name}.${v}` as MessageKey) : inWords(v);
    if ((name === 'kind' || name === 'issue') && has(`issue.${v}`)) return issueName(v);
    if (name === 'kind' && (v === 'land' || v === 'naval')) return e ? t(`inspect.unitKind.${v}`) : unitName(v);
    if (name === 'kinds' || name === 'order') return v.split(',').map((x) => (has(`issue.${x}`) ? issueName(x) : has(`faction.${x}`) ? t(`faction.${x}` as MessageKey) : x)).join(', ');
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
    args.bases = t(n === 1 ? 'inspect.bases.one' : 'inspect.bases.many', { n, owner: forceName(e.args.owner) });
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
  return t('log.entry', { rule: e.rule, text: formatLogText(e) });
}
