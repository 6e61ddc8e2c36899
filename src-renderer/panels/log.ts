// Formats the engine's structured log entries (message key + args) for reading.
import type { GameState } from '../../src-shared/engine.js';
import { has, t, type Args } from '../i18n/index.js';

type LogEntry = GameState['log'][number];

function arg(v: string | number | boolean | null): string | number | boolean | null {
  if (typeof v === 'string') {
    for (const prefix of ['faction.', 'side.', 'phase.']) if (has(prefix + v)) return t((prefix + v) as Parameters<typeof t>[0]);
  }
  return v;
}

export function formatLogEntry(e: LogEntry): string {
  const args: Record<string, string | number | boolean | null> = {};
  for (const [k, v] of Object.entries(e.args)) args[k] = arg(v);
  const key = `log.${e.msg}`;
  const text = has(key)
    ? t(key, args as Args)
    : `${e.msg}${Object.keys(args).length ? ` (${Object.entries(args).map(([k, v]) => `${k}: ${String(v)}`).join(', ')})` : ''}`;
  return t('log.entry', { rule: e.rule, text });
}
