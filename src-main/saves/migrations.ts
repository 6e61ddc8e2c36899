// Save-format migrations: one explicit step from format N to N+1 each, applied in order by
// parseSaveDocument (format.ts) before the current schema is checked.
//
// Every step carries a *frozen* schema of the format it reads (never import the current
// schemas here: they move on, old files do not). Checksums are verified on the original
// document before migrating; the migrated envelope is given a fresh checksum.
//
// Adding format N + 1: bump CURRENT_FORMAT in envelope.ts, change the current schema in format.ts,
// and add MIGRATIONS[N] (schema of format N as it was + the conversion) with a test.
import { z } from 'zod';
import { gameOfSnapshot } from '../../src-shared/machine/snapshot.js';
import { PERICLES, type SaveOptions, type SaveSummary, type UnsealedEnvelope } from './envelope.js';

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
export function summaryFromSnapshot(snapshot: unknown): SaveSummary {
  const found = gameOfSnapshot(snapshot);
  const game = typeof found === 'object' && found !== null ? found as Record<string, unknown> : undefined;
  const turn = game?.turn;
  const phase = (game?.flow as { phase?: unknown } | undefined)?.phase;
  const factions = game?.factions as Record<string, { honor?: unknown } | undefined> | undefined;
  const factionsHonor = Object.fromEntries(
    FACTIONS_V0.map((f) => {
      const h = factions?.[f]?.honor;
      return [f, typeof h === 'number' && Number.isFinite(h) ? h : 0];
    }),
  ) as SaveSummary['factionsHonor'];
  return {
    turn: typeof turn === 'number' && Number.isInteger(turn) && turn >= 0 ? turn : 0,
    phase: typeof phase === 'string' ? phase : 'unknown',
    factionsHonor,
  };
}

export function migrate0to1(doc: Record<string, unknown>): Record<string, unknown> {
  const v0 = format0Schema.parse(doc);
  const { moves, checksum: _checksum, thumbnail, ...rest } = v0;
  const v1: Omit<Format1Save, 'checksum'> = {
    ...rest,
    format: 1,
    summary: summaryFromSnapshot(v0.snapshot),
    decisions: moves.map((m) => ({ seat: m.faction, action: m.action })),
    ...(thumbnail === undefined ? {} : { thumbnail }),
  };
  return v1;
}

// ---------------------------------------------------------------------------------------------
// Format 1: every save from the first release until saves named their game (#32).
//
//   { kind: 'pericles-save', format: 1, appVersion, rulesDataVersion, savedAt, name, gameId?,
//     scenario, seed, seats, handicap?, handicapped?,        // the setup options, at the top
//     summary, snapshot, stateHash, decisions, thumbnail?, botReasons?, checksum }
//
// Format 2 adds `game: 'pericles'` (every format-1 save is of GMT's Pericles) and moves the setup
// options into `options: { handicap?, handicapped? }`, each kept only when the file has it: a
// handicap without `handicapped` is a game begun before #29 (every bot got it) and must stay so.
// The fields format 2 keeps as they were (summary, decisions, botReasons, snapshot) are checked
// whole by the current schema after this step, at the same paths; this one checks the top level
// as format 1 had it, and the options it moves, so a fault there is named as the file has it.

export const format1Schema = z.object({
  kind: z.literal('pericles-save'),
  format: z.literal(1),
  appVersion: z.string(),
  rulesDataVersion: z.string(),
  savedAt: z.string(),
  name: z.string(),
  scenario: z.string(),
  seed: z.string(),
  seats: z.record(z.string(), z.string()),
  gameId: z.string().optional(),
  handicap: z.number().int().nonnegative().optional(),
  handicapped: z.array(z.enum(FACTIONS_V0)).max(FACTIONS_V0.length).optional(),
  summary: z.unknown(),
  snapshot: z.unknown(),
  stateHash: z.string(),
  decisions: z.array(z.unknown()),
  thumbnail: z.string().optional(),
  botReasons: z.array(z.unknown()).optional(),
  checksum: z.string(),
});
export type Format1Save = z.infer<typeof format1Schema>;

export function migrate1to2(doc: Record<string, unknown>): Record<string, unknown> {
  const { handicap, handicapped, checksum: _checksum, ...rest } = format1Schema.parse(doc);
  const options: SaveOptions = {
    ...(handicap === undefined ? {} : { handicap }),
    ...(handicapped === undefined ? {} : { handicapped }),
  };
  const v2: Omit<UnsealedEnvelope, 'format' | 'summary' | 'decisions' | 'seats' | 'botReasons'> & Record<string, unknown> = {
    ...rest,
    format: 2,
    game: PERICLES,
    ...(Object.keys(options).length ? { options } : {}),
  };
  return v2;
}

/** MIGRATIONS[n] turns format n into format n + 1. */
export const MIGRATIONS: Readonly<Record<number, Migration>> = {
  0: {
    from: 0,
    schema: format0Schema,
    hasChecksum: (doc) => typeof doc.checksum === 'string',
    migrate: migrate0to1,
  },
  1: {
    from: 1,
    schema: format1Schema,
    // Every format-1 file was written with its checksum (the schema requires it).
    hasChecksum: () => true,
    migrate: migrate1to2,
  },
};
