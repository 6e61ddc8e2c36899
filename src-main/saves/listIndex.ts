// The saves list's index (#31 item 5): what the saves browser shows of each file, kept beside the
// saves in `.index.json`, so listing does not parse every save in full (84 late saves took 3–5 s
// and 535 MB). A file is known by its identity on the disk (inode, size, modification time): an
// autosave rotated to `.1` keeps it, any rewrite changes it. A file the index does not know is
// read in full once, with every check a load makes (store.ts `loadOne`), and its line kept.
// Lines go in only from those full reads and from the host's own writes (a save or autosave made
// from the game at that moment): a summary written in a file is never taken on its word, and
// loading a save still checks everything. A missing, damaged or older index is rebuilt.
import { z } from 'zod';
import type { StatLike } from './atomicWrite.js';

export const INDEX_FILE = '.index.json';
/** Bump when a listing's checks or its lines change: every save is then read in full once more. */
export const INDEX_FORMAT = 1;

/** What the index keeps of one file: the listing's line without what the file's name and stat give. */
const okLine = z.strictObject({
  ok: z.literal(true),
  title: z.string(),
  scenario: z.string(),
  turn: z.number().int().nonnegative(),
  phase: z.string(),
  honor: z.record(z.string(), z.number()),
  savedAt: z.string(),
  appVersion: z.string(),
  /** The game the save belongs to; absent in lines written before saves named their game: Pericles. */
  game: z.string().optional(),
  gameId: z.string().optional(),
  seats: z.record(z.string(), z.string()),
  thumbnail: z.string().optional(),
  migratedFrom: z.number().int().optional(),
});
const badLine = z.strictObject({
  ok: z.literal(false),
  error: z.strictObject({ code: z.string(), message: z.string() }),
});
export const indexLineSchema = z.discriminatedUnion('ok', [okLine, badLine]);
export type IndexLine = z.infer<typeof indexLineSchema>;

const indexSchema = z.strictObject({
  index: z.literal(INDEX_FORMAT),
  lines: z.array(z.strictObject({ id: z.string().max(200), line: indexLineSchema })),
});

/** A file's identity: any write (an atomic replace, an edit) changes it; a rename keeps it. */
export function fileIdentity(fileName: string, st: StatLike): string {
  // Without an inode number (some file systems, test fakes) the name stands in for it.
  const who = st.ino ? `i${st.ino}` : `n${fileName}`;
  return `${who}:${st.size}:${st.mtimeMs}`;
}

/** The index's lines by file identity; an unreadable or older index is an empty one. */
export function parseIndex(text: string | null): Map<string, IndexLine> {
  const lines = new Map<string, IndexLine>();
  if (text === null) return lines;
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return lines;
  }
  const parsed = indexSchema.safeParse(doc);
  if (parsed.success) for (const { id, line } of parsed.data.lines) lines.set(id, line);
  return lines;
}

export function serializeIndex(lines: Map<string, IndexLine>): string {
  return JSON.stringify({ index: INDEX_FORMAT, lines: [...lines].map(([id, line]) => ({ id, line })) }) + '\n';
}

/** Whether a listing's outcome for a file is worth keeping: not a passing failure of the disk. */
export function keepsOutcome(line: IndexLine): boolean {
  return line.ok || !['io', 'permission', 'not-found', 'too-large'].includes(line.error.code);
}
