// The engine's and the bots' messages in the player's language (#18). The engine never writes
// English for a player: it sends a key of the engine area (i18n/en.engine.ts) and its arguments
// (src-shared/games/pericles/bots/types.ts Reason); this words the arguments by their names and fills the key.
import type { Reason, ReasonArg } from '../../../../src-shared/games/pericles/client.js';
import { cardName } from '../cards/text.js';
import { formatList, formatNumber, has, t } from '../../../i18n/index.js';
import { idWord, issueName, theaterName } from '../names.js';
import { refusalWords } from '../../refusals.js';

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

// Refusals and notices are worded alike for every game (games/refusals.ts); a damaged save's reason in Pericles' words.
export const { errorText, noticeText } = refusalWords(reasonText);

/** A bot's reason (or any engine message) in words. */
export function reasonText(r: Reason): string {
  const args: Record<string, string> = {};
  for (const [k, v] of Object.entries(r.args ?? {})) args[k] = argText(k, v);
  return has(r.key) ? t(r.key, args) : t('engine.unknown');
}
