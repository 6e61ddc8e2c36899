// Test helper (#18): a bot's reason as a player reads it, and what is wrong with it. A reason is
// a key of the engine area and its arguments; the renderer's own wording (engineText.ts) is used.
import type { Reason } from '../../../../../../src-shared/games/pericles/bots/types.js';
import { engineEn } from '../../../../../../src-renderer/games/pericles/i18n/en.engine.js';
import { reasonText } from '../../../../../../src-renderer/games/pericles/game/engineText.js';

import { placeholderNames as placeholders } from '../../../../../../src-renderer/i18n/plural.js';

/** Problems of a reason: a key the dictionary lacks, or arguments that differ from its placeholders. */
export function reasonProblems(r: Reason): string[] {
  const out: string[] = [];
  const template = (engineEn as Record<string, string>)[r.key];
  if (template === undefined) return [`no English for ${r.key}`];
  const given = Object.keys(r.args ?? {}).sort();
  if (placeholders(template).join() !== given.join()) out.push(`${r.key}: placeholders {${placeholders(template).join()}} but arguments {${given.join()}}`);
  for (const v of Object.values(r.args ?? {})) {
    if (v && typeof v === 'object' && !Array.isArray(v)) out.push(...reasonProblems(v as Reason));
  }
  return out;
}

/** The reason in the current language's words. */
export const words = (r: Reason): string => reasonText(r);
