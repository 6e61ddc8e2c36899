// The engine's and the bots' messages in the player's language (#18). The engine never writes
// English for a player: it sends a key of the engine area (i18n/en.engine.ts) and its arguments
// (src-shared/games/pericles/bots/types.ts Reason); this words the arguments by their names and fills the key.
import type { Reason, ReasonArg } from '../../../../src-shared/games/pericles/client.js';
import type { NoticeMessage } from '../../../../src-shared/protocol/messages.js';
import { cardName } from '../cards/text.js';
import { formatList, formatNumber, has, t } from '../../../i18n/index.js';
import { idWord, issueName, theaterName } from '../names.js';

/** One argument as words, by its name (en.engine.ts lists the names). */
function argText(name: string, v: ReasonArg): string {
  if (typeof v === 'object' && !Array.isArray(v)) return reasonText(v as Reason);
  if (Array.isArray(v)) {
    const items = (v as readonly string[]).map((x) => argText(name === 'cards' ? 'card' : name, x));
    return formatList(items);
  }
  // Theaters come as numbers (ids) or strings ('persia', queue places).
  if (name === 'theater' || name === 'from' || name === 'to' || name === 'place') return theaterName(v as string | number);
  if (typeof v === 'number') return formatNumber(v, Number.isInteger(v) ? 0 : 1, name === 'margin' || name === 'pos');
  switch (name) {
    case 'card': return cardName(v);
    case 'issue': return issueName(v);
    case 'force': return idWord('engine.force', v);
    case 'unitKind': return idWord('engine.unitKind', v);
    case 'status': return idWord('engine.status', v);
    default: return v;
  }
}

/**
 * A refusal from the game host in words, by its code (the host's message is English for
 * developers); codes whose message says why in particular (saves, replays) keep the message.
 * A save refused as damaged or altered names what is wrong with its game (`reason`, #31 item 3).
 */
export function errorText(code: string, message: string, reason?: Reason): string {
  if (code === 'bad-save' && reason && has(reason.key)) return t('engine.error.damaged', { what: reasonText(reason) });
  const key = `engine.error.${code}`;
  return has(key) ? t(key) : message;
}

/**
 * A notice from the game host (autosave failed, a bot fell back) in words, by its code. A save
 * file the app could not open names the file and why, in the words of the refusal (#31).
 */
export function noticeText(code: string, message: string, about: Pick<NoticeMessage, 'file' | 'refusal'> = {}): string {
  if (code === 'open-file-failed' && about.file && about.refusal) {
    return t('engine.notice.open-file-refused', { file: about.file, why: errorText(about.refusal.code, t('engine.notice.open-file-failed'), about.refusal.reason) });
  }
  const key = `engine.notice.${code}`;
  return has(key) ? t(key) : message;
}

/** A bot's reason (or any engine message) in words. */
export function reasonText(r: Reason): string {
  const args: Record<string, string> = {};
  for (const [k, v] of Object.entries(r.args ?? {})) args[k] = argText(k, v);
  return has(r.key) ? t(r.key, args) : t('engine.unknown');
}
