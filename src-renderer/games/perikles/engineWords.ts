// The host's refusals, notices and reasons for a Perikles game in the player's language. The host
// words nothing for a player: it sends a code (an `engine.error.*` / `engine.notice.*` key the
// app's dictionaries hold for every game) or a reason (a key and its arguments).
import type { Reason } from '../../../src-shared/games/contract.js';
import type { NoticeMessage } from '../../../src-shared/protocol/messages.js';
import { has, t } from '../../i18n/index.js';

export function reasonText(r: Reason): string {
  const args = Object.fromEntries(Object.entries(r.args ?? {}).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : String(v)]));
  return has(r.key) ? t(r.key, args) : t('engine.unknown');
}

/** A refusal by its code; the host's English message is the last resort. A damaged save names what is wrong. */
export function errorText(code: string, message: string, reason?: Reason): string {
  if (code === 'bad-save' && reason && has(reason.key)) return t('engine.error.damaged', { what: reasonText(reason) });
  const key = `engine.error.${code}`;
  return has(key) ? t(key) : message;
}

export function noticeText(n: NoticeMessage): string {
  if (n.code === 'open-file-failed' && n.file && n.refusal) {
    return t('engine.notice.open-file-refused', { file: n.file, why: errorText(n.refusal.code, t('engine.notice.open-file-failed'), n.refusal.reason) });
  }
  const key = `engine.notice.${n.code}`;
  return has(key) ? t(key) : n.message;
}
