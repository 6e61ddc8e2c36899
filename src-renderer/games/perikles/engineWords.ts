// The host's refusals, notices and reasons for a Perikles game in the player's language: refusals
// and notices as every game words them (games/refusals.ts); a reason is a key and its arguments.
import type { Reason } from '../../../src-shared/games/contract.js';
import type { NoticeMessage } from '../../../src-shared/protocol/messages.js';
import { has, t } from '../../i18n/index.js';
import { refusalWords } from '../refusals.js';

export function reasonText(r: Reason): string {
  // A nested reason in its own words (a fallback's: the rule bot's reason, and that the bot ran out of time).
  const args = Object.fromEntries(Object.entries(r.args ?? {}).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : typeof v === 'object' ? reasonText(v as Reason) : String(v)]));
  return has(r.key) ? t(r.key, args) : t('engine.unknown');
}

const refusals = refusalWords(reasonText);
export const errorText = refusals.errorText;
export const noticeText = (n: NoticeMessage): string => refusals.noticeText(n.code, n.message, n);
