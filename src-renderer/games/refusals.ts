// The host's refusals and notices in the player's language, for every game (#18, #32): the host
// sends a code (`engine.error.*` / `engine.notice.*`, keys the app's dictionaries hold for all
// games) and, for a damaged save, a reason the game words (`reasonText`).
import type { Reason } from '../../src-shared/games/contract.js';
import type { NoticeMessage } from '../../src-shared/protocol/messages.js';
import { has, t } from '../i18n/index.js';

export function refusalWords(reasonText: (r: Reason) => string) {
  /** A refusal by its code (the host's English message as the last resort); a damaged save names what is wrong (#31 item 3). */
  function errorText(code: string, message: string, reason?: Reason): string {
    if (code === 'bad-save' && reason && has(reason.key)) return t('engine.error.damaged', { what: reasonText(reason) });
    const key = `engine.error.${code}`;
    return has(key) ? t(key) : message;
  }
  /** A notice by its code; a save file the app could not open names the file and why, in the words of the refusal (#31). */
  function noticeText(code: string, message: string, about: Pick<NoticeMessage, 'file' | 'refusal'> = {}): string {
    if (code === 'open-file-failed' && about.file && about.refusal) {
      return t('engine.notice.open-file-refused', { file: about.file, why: errorText(about.refusal.code, t('engine.notice.open-file-failed'), about.refusal.reason) });
    }
    const key = `engine.notice.${code}`;
    return has(key) ? t(key) : message;
  }
  return { errorText, noticeText };
}
