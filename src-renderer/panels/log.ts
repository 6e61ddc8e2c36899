// Formats the engine's structured log entries (message key + args) for reading: names for ids,
// theater names, card labels, and the arithmetic of debates (6.13) and Battles (9.42).
import type { GameState } from '../../src-shared/engine.js';
import { has, t, type Args, type MessageKey } from '../i18n/index.js';
import { cardLabel } from '../game/actions.js';
import { forceName, issueName, theaterName, unitName } from '../game/format.js';

export type LogEntry = GameState['log'][number];
type Value = string | number | boolean | null;

export const THEATER_ARGS = new Set(['theater', 'place', 'from', 'to']);
export const CARD_ARGS = new Set(['card', 'cards']);

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

/** "Aristocrats 5 (card A12) — Demagogues 3 (card A3)": the per-Faction values of an entry. */
export function debateDetail(e: LogEntry): string {
  const rest = Object.keys(e.args).filter((k) => FACTION_KEYS.includes(k));
  return rest.map((f) => {
    const card = e.args[`${f}Card`];
    const name = has(`faction.${f}`) ? t(`faction.${f}` as MessageKey) : f;
    return `${name} ${String(e.args[f])}${typeof card === 'string' ? ` (${cardLabel(card)})` : ''}`;
  }).join(' — ');
}

/** Arguments that name an engine outcome or reason (camelCase tokens): shown in words. */
const WORD_ARGS = new Set(['why', 'outcome', 'reason', 'require']);

/** "ravagesOfWar.treatyBroken" → "ravages of war: treaty broken", for tokens without a translation. */
export function inWords(token: string): string {
  return token.split('.').map((part) => part.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()).join(': ');
}

/** A readable value for one argument (names, theaters, cards). */
export function argText(name: string, v: Value): string | number | boolean | null {
  if (v === null) return '—';
  if (typeof v === 'boolean') return v ? t('yes') : t('no');
  if (THEATER_ARGS.has(name) && (typeof v === 'number' || /^\d+$/.test(String(v)) || v === 'persia')) return theaterName(v as number);
  if (CARD_ARGS.has(name) && typeof v === 'string') return v.split(',').filter(Boolean).map(cardLabel).join(', ');
  if (typeof v === 'string') {
    if (name === 'force') return forceName(v);
    if (WORD_ARGS.has(name)) return has(`${name}.${v}`) ? t(`${name}.${v}` as MessageKey) : inWords(v);
    if ((name === 'kind' || name === 'issue') && has(`issue.${v}`)) return issueName(v);
    if (name === 'kind' && (v === 'land' || v === 'naval')) return unitName(v);
    if (name === 'kinds' || name === 'order') return v.split(',').map((x) => (has(`issue.${x}`) ? issueName(x) : has(`faction.${x}`) ? t(`faction.${x}` as MessageKey) : x)).join(', ');
    for (const prefix of ['faction.', 'side.', 'phase.', 'force.']) if (has(prefix + v)) return t((prefix + v) as MessageKey);
  }
  return v;
}

export function logArgs(e: LogEntry): Record<string, string | number | boolean | null> {
  const args: Record<string, string | number | boolean | null> = {};
  for (const [k, v] of Object.entries(e.args)) args[k] = argText(k, v);
  if (e.msg === 'battle.total') args.parts = battleParts(e).map(battlePartText).join(' + ');
  // removeBase logs one base without a count (older saves hold such entries too).
  if (e.msg === 'base.removed' && args.n === undefined) args.n = 1;
  if (Object.keys(e.args).some((k) => FACTION_KEYS.includes(k))) args.detail = debateDetail(e);
  return args;
}

export function formatLogText(e: LogEntry): string {
  const args = logArgs(e);
  const key = `log.${e.msg}`;
  return has(key)
    ? t(key, args as Args)
    : `${e.msg}${Object.keys(args).length ? ` (${Object.entries(args).map(([k, v]) => `${k}: ${String(v)}`).join(', ')})` : ''}`;
}

export function formatLogEntry(e: LogEntry): string {
  return t('log.entry', { rule: e.rule, text: formatLogText(e) });
}
