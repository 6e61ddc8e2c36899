// The bounds of a GameState that came from outside (a save file): every field the engine reads,
// with its type and range, so a damaged or hostile save is refused with a message naming the
// field instead of breaking the game later (#13 item 7). The engine's own invariants
// (engine/invariants.ts) are checked after this, on a state known to have this shape.
import { z } from 'zod';
import { BASE_OWNERS, FACTIONS, FORCES, SIDES } from './ids.js';
import { SEAT_KINDS } from './state.js';

/** Nesting deeper than this is no game state (the deepest real one is about 8). */
export const MAX_DEPTH = 32;
/** Honor is never negative (3.12); the upper bound is this app's guard against absurd values. */
export const MAX_HONOR = 999;
const MAX_COUNT = 999;
const MAX_TEXT = 10_000;

const count = z.number().int().min(0).max(MAX_COUNT);
const text = z.string().max(MAX_TEXT);
const id = z.string().min(1).max(64);
const faction = z.enum(FACTIONS);
const side = z.enum(SIDES);
const issueKind = z.enum(['military', 'league', 'diplomatic', 'oracle', 'ostracism', 'games', 'warPeace', 'citizenship', 'colony', 'krypteia', 'agoge']);
const theaterIssueKind = z.enum(['military', 'league', 'diplomatic', 'oracle', 'rumor']);
const phase = z.enum(['aristophanes', 'politicalCards', 'boule', 'assembly', 'political', 'theaterPlacement', 'theaterResolution', 'end', 'over']);
const seatKind = z.enum(SEAT_KINDS);

function record<K extends string, V extends z.ZodType>(keys: readonly K[], value: V) {
  return z.object(Object.fromEntries(keys.map((k) => [k, value])) as Record<K, V>).strict();
}

const unitCounts = z.object({ land: count, naval: count }).strict();
const theater = z.object({
  units: record(FORCES, unitCounts),
  bases: record(BASE_OWNERS, count),
  treachery: record(SIDES, count),
}).strict();

const marker = z.object({ id, owner: faction, kind: theaterIssueKind });
const placedMarker = marker.extend({ placedBy: faction }).strict();

const cityState = z.object({
  dominant: faction,
  favor: z.union([z.literal(-1), z.literal(0), z.literal(1)]),
  track: z.array(z.object({
    id, kind: issueKind, pos: z.number().int().min(-99).max(99), captured: z.boolean(),
    source: z.enum(['boule', 'aristophanes', 'majorDefeat', 'hostages']),
  }).strict()).max(64),
  removedIssues: z.array(issueKind).max(64),
  stock: count, council: count, withheld: count, withheldUntilTurn: z.number().int().min(0).max(99),
  hostage: z.boolean(),
  politicalDeck: z.array(id).max(64), discard: z.array(id).max(64), battleDeck: z.array(id).max(64),
  will: z.object({
    theater: z.number().int().min(1).max(20),
    require: z.enum(['buildOrConvertBase', 'control', 'controlOrContest']),
    ignored: z.boolean(), baseActionTaken: z.boolean(),
  }).strict().nullable(),
  majorDefeatThisTurn: z.boolean(),
}).strict();

const factionState = z.object({
  honor: z.number().int().min(0).max(MAX_HONOR),
  strategos: count,
  hand: z.array(id).max(64), entourage: z.array(id).max(64),
  brainTrustUsed: z.boolean(), dealtSixThisTurn: z.boolean(),
  markers: z.array(marker.strict()).max(64),
}).strict();

const logArg = z.union([z.string().max(MAX_TEXT), z.number().finite(), z.boolean(), z.null()]);
const logEntry = z.object({
  turn: z.number().int().min(0).max(99), rule: text, msg: text,
  args: z.record(z.string().max(64), logArg), to: z.array(faction).max(4).optional(),
}).strict();

const rules = z.object({
  automaticHonorVictory: z.boolean(),
  peaceEndsGameInTurns: z.array(z.number().int().min(0).max(99)).max(20),
  endOfGameBonuses: z.boolean(),
  phases: z.array(phase).max(16),
  playArea: z.array(z.number().int().min(1).max(20)).max(20).optional(),
  soloCity: side.optional(),
  ravagesOfWar: z.object({ declarerHonorLoss: count }).strict().optional(),
}).strict();

const pending = z.object({
  kind: z.string().regex(/^[a-zA-Z]+(\.[a-zA-Z0-9]+)*$/).max(64),
  seats: z.array(faction).min(1).max(4),
  rule: text,
  secret: z.record(faction, z.unknown()),
}).strict();

export const gameStateSchema = z.object({
  format: z.number().int().min(1).max(99),
  scenario: id,
  seed: z.string().max(256),
  seats: record(FACTIONS, seatKind),
  handicap: z.number().int().min(0).max(MAX_HONOR).optional(),
  handicapped: z.array(faction).max(FACTIONS.length).optional(),
  rng: z.tuple([z.number().int(), z.number().int(), z.number().int(), z.number().int()]),
  turn: z.number().int().min(0).max(99),
  lastTurn: z.number().int().min(1).max(99),
  war: z.enum(['war', 'peace']),
  plague: z.enum(['pre', 'post']),
  plagueLossesPermanent: z.boolean(),
  alcibiades: z.enum(['athens', 'persia']),
  stateShipAvailable: z.boolean(),
  persianWar: z.enum(['inProgress', 'callias']),
  persianBases: count,
  persiaOpen: z.boolean(),
  lostForGood: record(FORCES, unitCounts),
  theaters: z.record(z.string().regex(/^([1-9]|1[0-9]|20)$/), theater),
  sides: record(SIDES, cityState),
  factions: record(FACTIONS, factionState),
  aristophanesDeck: z.array(id).max(64),
  aristophanesDiscard: z.array(id).max(64),
  currentAristophanes: id.nullable(),
  queues: z.record(z.string().regex(/^([1-9]|1[0-9]|20|persia)$/), z.array(placedMarker).max(64)),
  honorOrder: z.array(faction).length(4),
  athensGranaryAtTurnStart: z.boolean(),
  rules,
  flow: z.object({ phase, segment: z.string().min(1).max(64), pending: pending.nullable(), data: z.record(z.string(), z.unknown()) }).strict(),
  log: z.array(logEntry).max(200_000),
  result: z.object({
    reason: z.enum(['honor', 'conquest', 'granaries', 'endOfGame', 'peace', 'draw', 'scenario']),
    winningSide: side.nullable(), winner: faction.nullable(), rule: text,
  }).strict().nullable(),
  nextId: z.number().int().min(0).max(1e9),
}).strict();

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Walks any JSON value without recursion: refuses keys that reach object prototypes and nesting
 * deeper than MAX_DEPTH. Returns the first problem found, or null.
 */
export function jsonShapeProblem(value: unknown, maxDepth = MAX_DEPTH): string | null {
  const stack: { v: unknown; depth: number; path: string }[] = [{ v: value, depth: 0, path: 'game' }];
  while (stack.length) {
    const { v, depth, path } = stack.pop()!;
    if (v === null || typeof v !== 'object') {
      if (typeof v === 'number' && !Number.isFinite(v)) return `${path} is not a finite number`;
      continue;
    }
    if (depth >= maxDepth) return `${path} is nested more than ${maxDepth} levels deep`;
    if (Array.isArray(v)) {
      v.forEach((x, i) => stack.push({ v: x, depth: depth + 1, path: `${path}[${i}]` }));
      continue;
    }
    for (const k of Object.keys(v)) {
      if (FORBIDDEN_KEYS.has(k)) return `${path} has a key named "${k}"`;
      stack.push({ v: (v as Record<string, unknown>)[k], depth: depth + 1, path: `${path}.${k}` });
    }
  }
  return null;
}

/** The first thing wrong with `value` as a GameState, in words; null when it has the shape. */
export function gameShapeProblem(value: unknown): string | null {
  const shape = jsonShapeProblem(value);
  if (shape) return shape;
  const r = gameStateSchema.safeParse(value);
  if (r.success) return null;
  const issue = r.error.issues[0]!;
  const where = ['game', ...issue.path.map(String)].join('.');
  return `${where}: ${describeIssue(issue, valueAt(value, issue.path))}`;
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let v: unknown = root;
  for (const k of path) v = v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined;
  return v;
}

function shown(v: unknown): string {
  if (v === undefined) return 'missing';
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 40 ? `${s.slice(0, 40)}…` : s;
}

/** One zod issue as a sentence a player can pass on: what was found and what is allowed. */
function describeIssue(issue: z.core.$ZodIssue, found: unknown): string {
  switch (issue.code) {
    case 'too_small': return `is ${shown(found)}; the least allowed is ${String(issue.minimum)}`;
    case 'too_big': return `is ${shown(found)}; the most allowed is ${String(issue.maximum)}`;
    case 'invalid_type': return found === undefined ? 'is missing' : `is ${shown(found)}, not ${issue.expected === 'int' ? 'a whole number' : `a ${issue.expected}`}`;
    case 'invalid_value': return `is ${shown(found)}; allowed: ${issue.values.map((x) => String(x)).join(', ')}`;
    case 'unrecognized_keys': return `has unknown fields ${issue.keys.join(', ')}`;
    case 'invalid_format': return `is ${shown(found)}, not a known name`;
    default: return `is ${shown(found)}, which a game cannot hold`;
  }
}
