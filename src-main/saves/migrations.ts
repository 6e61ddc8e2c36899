// Save-format migrations: one explicit step from format N to N+1 each, applied in order by
// parseSaveDocument (format.ts) before the current schema is checked.
//
// Every step carries a *frozen* schema of the format it reads (never import the current
// schemas here: they move on, old files do not). Checksums are verified on the original
// document before migrating; the migrated envelope is given a fresh checksum.
//
// Adding format 2: bump CURRENT_FORMAT in format.ts, change the current schema there, and add
// MIGRATIONS[1] (schema of format 1 as it is today + the conversion) with a test.
import { z } from 'zod';
import type { UnsealedEnvelope } from './format.js';

export interface Migration {
  /** The format this step reads; it produces `from + 1`. */
  from: number;
  /** Frozen shape of format `from`; failures name the field as for current saves. */
  schema: z.ZodType;
  /** Whether a document in format `from` carries a checksum to verify. */
  hasChecksum(doc: Record<string, unknown>): boolean;
  migrate(doc: Record<string, unknown>): Record<string, unknown>;
}

// ---------------------------------------------------------------------------------------------
// Format 0: the pre-release draft written by development builds.
//
//   { kind: 'pericles-save', format: 0, appVersion, rulesDataVersion, savedAt, name, scenario,
//     seed, seats, snapshot, stateHash,
//     moves: Array<{ faction: Faction, action: unknown }>,   // renamed `decisions` in format 1
//     thumbnail?, checksum? }                                 // checksum optional in drafts
//
// It had no `summary` (the saves browser read the snapshot). Format 1 renames `moves` to
// `decisions` (`faction` -> `seat`) and adds `summary`, taken from the snapshot's game state
// (context.game.turn, .flow.phase, .factions[f].honor) when it is there, else neutral values.

const FACTIONS_V0 = ['aristocrats', 'demagogues', 'eurypontids', 'agiads'] as const;
const SEAT_KINDS_V0 = ['human', 'bot:random', 'bot:rule', 'bot:search'] as const;

export const format0Schema = z.object({
  kind: z.literal('pericles-save'),
  format: z.literal(0),
  appVersion: z.string(),
  rulesDataVersion: z.string(),
  savedAt: z.string(),
  name: z.string(),
  scenario: z.string(),
  seed: z.string(),
  seats: z.record(z.enum(FACTIONS_V0), z.enum(SEAT_KINDS_V0)),
  snapshot: z.unknown(),
  stateHash: z.string(),
  moves: z.array(z.object({ faction: z.enum(FACTIONS_V0), action: z.unknown() })),
  thumbnail: z.string().optional(),
  checksum: z.string().optional(),
});
export type Format0Save = z.infer<typeof format0Schema>;

/** Best-effort browser summary from a snapshot whose shape this layer does not own. */
export function summaryFromSnapshot(snapshot: unknown): UnsealedEnvelope['summary'] {
  const game = (snapshot as { context?: { game?: Record<string, unknown> } } | null)?.context?.game;
  const turn = game?.turn;
  const phase = (game?.flow as { phase?: unknown } | undefined)?.phase;
  const factions = game?.factions as Record<string, { honor?: unknown } | undefined> | undefined;
  const factionsHonor = Object.fromEntries(
    FACTIONS_V0.map((f) => {
      const h = factions?.[f]?.honor;
      return [f, typeof h === 'number' && Number.isFinite(h) ? h : 0];
    }),
  ) as UnsealedEnvelope['summary']['factionsHonor'];
  return {
    turn: typeof turn === 'number' && Number.isInteger(turn) && turn >= 0 ? turn : 0,
    phase: typeof phase === 'string' ? phase : 'unknown',
    factionsHonor,
  };
}

export function migrate0to1(doc: Record<string, unknown>): Record<string, unknown> {
  const v0 = format0Schema.parse(doc);
  const { moves, checksum: _checksum, thumbnail, ...rest } = v0;
  const v1: UnsealedEnvelope = {
    ...rest,
    format: 1,
    summary: summaryFromSnapshot(v0.snapshot),
    decisions: moves.map((m) => ({ seat: m.faction, action: m.action })),
    ...(thumbnail === undefined ? {} : { thumbnail }),
  } as UnsealedEnvelope;
  return v1 as unknown as Record<string, unknown>;
}

/** MIGRATIONS[n] turns format n into format n + 1. */
export const MIGRATIONS: Readonly<Record<number, Migration>> = {
  0: {
    from: 0,
    schema: format0Schema,
    hasChecksum: (doc) => typeof doc.checksum === 'string',
    migrate: migrate0to1,
  },
};
