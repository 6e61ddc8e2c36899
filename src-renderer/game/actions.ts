// How the generic prompt names and identifies a legal action. The renderer holds no rules: it
// shows exactly the actions the host lists and sends one back unchanged.
import type { Action } from '../../src-shared/engine.js';
import { politicalCard } from '../../src-shared/data/cards/political.js';
import { has, t, type MessageKey } from '../i18n/index.js';

/** Canonical JSON (keys sorted): a stable `data-action` key for an action. */
export function actionKey(action: Action): string {
  return JSON.stringify(sortKeys(action));
}

function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v).sort()) out[k] = sortKeys((v as Record<string, unknown>)[k]);
    return out;
  }
  return v;
}

/** A card's short readable name: its id and value when the card is known. */
export function cardLabel(id: string): string {
  try {
    const c = politicalCard(id);
    return t('card.label', { id: c.kind === 'leader' ? `${t('card.leader')} ${id}` : id, title: c.title, value: c.value });
  } catch {
    return id;
  }
}

function isCardList(v: unknown): v is string[] {
  return Array.isArray(v) && v.every((x) => typeof x === 'string');
}

function valueLabel(field: string, v: unknown): string {
  if (isCardList(v)) return v.length ? v.map(cardLabel).join(', ') : t('action.none');
  if (typeof v === 'string' && /card/i.test(field)) return cardLabel(v);
  if (typeof v === 'string' && has(`faction.${v}`)) return t(`faction.${v}` as MessageKey);
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/** A readable label for an action: a dedicated string when there is one, else its fields. */
export function actionLabel(action: Action): string {
  const fields = Object.entries(action).filter(([k]) => k !== 'type');
  const args: Record<string, string> = {};
  for (const [k, v] of fields) args[k] = valueLabel(k, v);
  const key = `action.${action.type}`;
  if (has(key)) return t(key, args);
  const rest = fields.map(([k]) => `${k}: ${args[k]}`).join('; ');
  return rest ? `${action.type} — ${rest}` : action.type;
}
