// The page's games' words (#32): each game's names and save lines, by id, without its board. The
// full modules (games/index.ts) carry the same words; lists of saves need only these.
import { DEFAULT_GAME_ID } from '../../src-shared/games/catalog.js';
import type { GameWords } from './contract.js';
import { periclesWords } from './pericles/words.js';
import { periklesWords } from './perikles/words.js';

const GAME_WORDS: readonly GameWords[] = [periclesWords, periklesWords];

/** The words of the game a save or a record names; one that names none (made before #32), or one this page lacks, the default game's. */
export function gameWordsOf(id: string | undefined): GameWords {
  return GAME_WORDS.find((g) => g.id === (id ?? DEFAULT_GAME_ID)) ?? GAME_WORDS.find((g) => g.id === DEFAULT_GAME_ID) ?? GAME_WORDS[0]!;
}
