// The save envelope (ARCHITECTURE.md "Saves, undo, log"): the persisted XState snapshot, the
// decisions since setup, seed and versions, a summary for the saves browser and a checksum.
// The snapshot is opaque JSON here: this layer is generic over the game, which a save names (#32).
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { canonicalJson, hashJson } from '../../src-shared/kit/hash.js';
import type { Reason } from '../../src-shared/kit/types.js';
import type { AnyGame } from '../../src-shared/games/contract.js';
import { gameById } from '../../src-shared/games/index.js';
import { gameOfSnapshot } from '../../src-shared/machine/snapshot.js';
import { CATALOG } from '../../src-shared/games/catalog.js';
import { MIGRATIONS } from './migrations.js';
import { CURRENT_FORMAT, PERICLES, SAVE_KIND, isSavedGame, type SaveEnvelope, type SaveOptions, type SaveSummary, type UnsealedEnvelope, type EnvelopeInput } from './envelope.js';
import type { Seat, SeatKind } from './seats.js';

export { CURRENT_FORMAT, PERICLES, SAVE_KIND, SAVED_GAMES, isSavedGame } from './envelope.js';
export type { EnvelopeInput, SaveEnvelope, SaveOptions, SavedBotReason, SaveSummary, UnsealedEnvelope } from './envelope.js';
export { chosenOptions } from './envelope.js';
/** Largest width or height of a thumbnail picture. */
export const THUMBNAIL_MAX_SIDE = 2048;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * A thumbnail is a real PNG, not only a data URL that says so: the PNG signature, an IHDR chunk
 * first, and a sane size (#13 item 9). The renderer shows it as an image, so nothing else gets in.
 */
export function isSmallPng(dataUrl: string): boolean {
  const m = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  if (!m) return false;
  const head = Buffer.from(m[1]!.slice(0, 44), 'base64');
  if (head.length < 24 || !PNG_SIGNATURE.every((b, i) => head[i] === b)) return false;
  if (head.readUInt32BE(8) !== 13 || head.toString('latin1', 12, 16) !== 'IHDR') return false;
  const width = head.readUInt32BE(16);
  const height = head.readUInt32BE(20);
  return width > 0 && height > 0 && width <= THUMBNAIL_MAX_SIDE && height <= THUMBNAIL_MAX_SIDE;
}

/** Data-URL length cap for the browser thumbnail (about 190 KB of PNG). */
export const THUMBNAIL_MAX_CHARS = 256 * 1024;

// ---------------------------------------------------------------------------------------------
// Schema
//
// The envelope is checked in two steps (#32: saves know a game only through its module): first its
// shape and bounds here, the same for every game; then, the game named, what is the game's to say —
// its setup (scenario, seed, seats, options: `game.setupSchema`) and its summary
// (`game.summarySchema`), their faults named at the envelope's own fields ("seats.agiads").

const jsonAny = z.unknown();
const nonEmpty = z.string().min(1, 'must not be empty');

/** A game id: random hex, never derived from the seed (it appears in file names). */
export const GAME_ID_PATTERN = /^[0-9a-f]{8,32}$/;

/** Every seat id of every game this build plays (#33: Perikles' colours beside Pericles' Factions). */
const ALL_SEAT_IDS = [...new Set(CATALOG.flatMap((g) => g.seats))] as [string, ...string[]];
/** Who plays a seat, in the contract's shape (a person, or a bot at a level): the game says which levels it has. */
const SEAT_KIND = /^(human|bot:[a-z][a-z0-9-]{0,31})$/;
const seatKindShape = z.string().regex(SEAT_KIND, 'must be "human" or "bot:<level>"');
/** The most seats a save may name (a game has 3 to 5 today). */
const MAX_SEATS = 12;
// The envelope's types speak the protocol's seats (envelope.ts): the casts below are that one place.
/** Who plays each seat at setup: seats of this build's games, each played by someone; its game checks which (setupSchema). */
export const seatsSchema = z.partialRecord(z.enum(ALL_SEAT_IDS), seatKindShape)
  .refine((seats) => Object.keys(seats).length > 0 && Object.keys(seats).length <= MAX_SEATS, `must name 1 to ${MAX_SEATS} seats`) as unknown as z.ZodType<Record<Seat, SeatKind>>;
/** What the saves browser shows; the rest of it (Pericles' Honor, Perikles' scores) is its game's to check (summarySchema). */
export const summarySchema = z.looseObject({
  turn: z.number().int().nonnegative(),
  phase: z.string().max(80),
}) as unknown as z.ZodType<SaveSummary>;
/**
 * A seat changing hands (the contract's RecordEntry), an entry of the record beside the decisions:
 * a seat, the kind it was played by and the one it goes to, nothing else.
 */
const SEAT_CHANGE = 'seat.change';
const seatChangeSchema = z.strictObject({
  type: z.literal(SEAT_CHANGE),
  from: seatKindShape,
  to: seatKindShape,
});
const isSeatChange = (a: unknown): boolean => typeof a === 'object' && a !== null && (a as { type?: unknown }).type === SEAT_CHANGE;
/**
 * One entry of the record: a decision (its action is the rules' to judge), or a seat change, its shape
 * checked whole here (which kinds a seat may go to is its game's, when the record is replayed).
 */
export const decisionSchema = z.object({ seat: nonEmpty, action: jsonAny }).superRefine((d, ctx) => {
  if (!isSeatChange(d.action)) return;
  if (!(ALL_SEAT_IDS as readonly string[]).includes(d.seat)) ctx.addIssue({ code: 'custom', message: 'a seat change must name a seat', path: ['seat'] });
  const parsed = seatChangeSchema.safeParse(d.action);
  for (const issue of parsed.error?.issues ?? []) ctx.addIssue({ code: 'custom', message: `a seat change: ${issue.message}`, path: ['action', ...issue.path as (string | number)[]] });
});

// Bot reasons (#29 item 3): a bot's one line of reasoning for a decision, kept beside the decisions
// (never in the game state) so that a game saved, loaded or recovered still shows at its end why
// the bots decided as they did in secret. The text is a message key and arguments (bots/types.ts
// Reason), never words. Every part is bounded: a save is untrusted input, and these lines end up
// on the end screen.

/**
 * Most bot reasons a save holds. There is at most one per decision; a whole campaign played by
 * bots takes 500 to 1,310 decisions (14 games measured with `playBotGame`, rule and random bots),
 * so fifteen times the longest leaves room, and a file with more is not one Pericles wrote. The
 * bounds below are likewise a few times what the bots write (measured over 5,221 of their reasons).
 */
export const MAX_SAVED_BOT_REASONS = 20_000;
/** A reason's nesting ("timed out, so: <reason>"): the search bot nests three deep. */
export const MAX_REASON_DEPTH = 4;
/** Arguments of one reason (the bots use at most six). */
export const MAX_REASON_ARGS = 12;
/** One argument's text: a card id, a theater, an issue kind (the longest is 18 characters). */
export const MAX_REASON_TEXT = 64;
/** Items of a list argument: cards of a hand or an Entourage (the bots list at most three). */
export const MAX_REASON_LIST = 40;

const REASON_KEY = /^engine\.[A-Za-z0-9_.]{1,72}$/;
const REASON_ARG_NAME = /^[A-Za-z][A-Za-z0-9]{0,31}$/;
const REASON_ARG = `must be a text, a number, a list of texts or a reason, nested at most ${MAX_REASON_DEPTH} deep`;

interface ReasonProblem { path: (string | number)[]; message: string }

/**
 * What is wrong with a Reason nested at most `depth` deep, with where, or null. Checked by hand,
 * not by a zod union per argument: a whole campaign's save holds about 1,250 reasons, which the
 * unions took about 70 ms to check on each autosave; this takes about 3 to 5 ms.
 */
function reasonProblem(v: unknown, depth: number, path: (string | number)[]): ReasonProblem | null {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return { path, message: 'must be a message key and its arguments' };
  const r = v as Record<string, unknown>;
  const extra = Object.keys(r).find((k) => k !== 'key' && k !== 'args');
  if (extra !== undefined) return { path: [...path, extra], message: 'is not part of a reason' };
  if (typeof r.key !== 'string' || !REASON_KEY.test(r.key)) return { path: [...path, 'key'], message: 'must be a message key ("engine.…")' };
  if (r.args === undefined) return null;
  if (typeof r.args !== 'object' || r.args === null || Array.isArray(r.args)) return { path: [...path, 'args'], message: 'must be the arguments by name' };
  const args = r.args as Record<string, unknown>;
  const names = Object.keys(args);
  if (names.length > MAX_REASON_ARGS) return { path: [...path, 'args'], message: `must have at most ${MAX_REASON_ARGS} arguments` };
  for (const name of names) {
    const at = [...path, 'args', name];
    if (!REASON_ARG_NAME.test(name)) return { path: at, message: 'must be named by a word' };
    const a = args[name];
    if (typeof a === 'string') {
      if (a.length > MAX_REASON_TEXT) return { path: at, message: `must be at most ${MAX_REASON_TEXT} characters` };
    } else if (typeof a === 'number') {
      if (!Number.isFinite(a)) return { path: at, message: REASON_ARG };
    } else if (Array.isArray(a)) {
      if (a.length > MAX_REASON_LIST || a.some((x) => typeof x !== 'string' || x.length > MAX_REASON_TEXT)) {
        return { path: at, message: `must list at most ${MAX_REASON_LIST} texts of at most ${MAX_REASON_TEXT} characters` };
      }
    } else if (depth > 1 && typeof a === 'object' && a !== null) {
      const inner = reasonProblem(a, depth - 1, at);
      if (inner) return inner;
    } else {
      return { path: at, message: REASON_ARG };
    }
  }
  return null;
}

/** A Reason (bots/types.ts): a message key and its arguments, every part bounded (above). */
const reasonSchema = z.unknown().superRefine((v, ctx) => {
  const problem = reasonProblem(v, MAX_REASON_DEPTH, []);
  if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: problem.path });
}) as unknown as z.ZodType<Reason>;

/** One bot reason as saved: the host's record of it (host.ts BotReasonRecord). */
export const botReasonSchema = z.object({
  /** The decision it explains (0-based index into `decisions`). */
  decision: z.number().int().nonnegative(),
  seat: z.enum(ALL_SEAT_IDS) as unknown as z.ZodType<Seat>,
  turn: z.number().int().nonnegative().max(1000),
  /** The decision's kind (decisions/registry.ts), which says whether the reason may be shown before the end. */
  kind: z.string().max(40).regex(/^[a-z]+(\.[A-Za-z]+)*$/, 'must be a decision kind'),
  /** The game log's length right after the decision. */
  logLength: z.number().int().nonnegative(),
  reason: reasonSchema,
});

/**
 * A game's setup options (envelope.ts SaveOptions): its own (*Pericles*: the solo handicap), checked by
 * its setupSchema. An option the game does not know is refused there, not dropped: it would change the game.
 */
export const optionsSchema = z.record(z.string().max(40), jsonAny) as unknown as z.ZodType<SaveOptions>;

/** The current (format 2) envelope, checksum included. Unknown extra keys are dropped. */
export const saveEnvelopeSchema = z.object({
  kind: z.literal(SAVE_KIND),
  format: z.literal(CURRENT_FORMAT),
  /** The game this save belongs to (#32); parseSaveDocument refuses an unknown one first, as 'unknown-game'. */
  game: z.string().refine(isSavedGame, 'must be a game this version of Pericles has'),
  appVersion: nonEmpty,
  rulesDataVersion: nonEmpty,
  savedAt: z.iso.datetime({ offset: true }),
  name: nonEmpty,
  scenario: nonEmpty,
  seed: z.string(),
  seats: seatsSchema,
  /**
   * Which game this save belongs to (#13 item 2): every save and autosave of one game carries the
   * same id, and each game's autosaves rotate in their own chain. Older saves have none.
   */
  gameId: z.string().regex(GAME_ID_PATTERN, 'must be 8 to 32 lowercase hex digits').optional(),
  /** The setup options chosen (format 1 kept them as top-level `handicap` and `handicapped`); none chosen: absent. */
  options: optionsSchema.optional(),
  summary: summarySchema,
  snapshot: z.custom<unknown>((v) => v !== undefined, 'is missing'),
  stateHash: z.string().regex(/^[0-9a-f]{16}$/, 'must be 16 hex digits'),
  decisions: z.array(decisionSchema),
  thumbnail: z
    .string()
    .startsWith('data:image/png;base64,', 'must be a data:image/png;base64 URL')
    .max(THUMBNAIL_MAX_CHARS, `must be at most ${THUMBNAIL_MAX_CHARS} characters`)
    .refine(isSmallPng, `must be a PNG picture of at most ${THUMBNAIL_MAX_SIDE}×${THUMBNAIL_MAX_SIDE} pixels`)
    .optional(),
  /**
   * The bots' reasons for their decisions, oldest first (#29 item 3); saves made before have none.
   * Each explains a decision of this save by the seat that made it, one per decision, in order.
   */
  botReasons: z.array(botReasonSchema).max(MAX_SAVED_BOT_REASONS, `must hold at most ${MAX_SAVED_BOT_REASONS} reasons`).optional(),
  checksum: z.string().regex(/^sha256:[0-9a-f]{64}$/, 'must be "sha256:" and 64 hex digits'),
}).superRefine((env, ctx) => {
  const game = gameById(env.game);
  if (game) gameIssues(game, env).forEach((issue) => ctx.addIssue(issue));
  let last = -1;
  env.botReasons?.forEach((r, i) => {
    const problem = r.decision <= last ? 'must follow the reason before it (one per decision, in order)'
      : r.decision >= env.decisions.length ? `must be a decision of this save (it has ${env.decisions.length})`
        : env.decisions[r.decision]!.seat !== r.seat ? 'must be a decision of the same seat' : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['botReasons', i, 'decision'] });
    last = r.decision;
  });
});

/** What the envelope's game finds wrong with its setup, summary and seat changes, at the envelope's fields. */
function gameIssues(game: AnyGame, env: { scenario: string; seed: string; seats: unknown; options?: unknown; summary: unknown; decisions: readonly { seat: string; action: unknown }[] }): z.core.$ZodRawIssue[] {
  const setup = { scenario: env.scenario, seed: env.seed, seats: env.seats, ...(env.options === undefined ? {} : { options: env.options }) };
  const issues: z.core.$ZodRawIssue[] = [];
  const setupOk = game.setupSchema.safeParse(setup);
  for (const issue of setupOk.error?.issues ?? []) {
    // A game that checks its setup as a whole names no field: the seats are what makes a setup a game's.
    issues.push({ ...issue, path: issue.path.length ? issue.path : ['seats'], message: issue.path.length ? issue.message : `${issue.message} (not a setup of ${game.title})` } as z.core.$ZodRawIssue);
  }
  const summaryOk = game.summarySchema.safeParse(env.summary);
  for (const issue of summaryOk.error?.issues ?? []) issues.push({ ...issue, path: ['summary', ...issue.path] } as z.core.$ZodRawIssue);
  // A seat changes hands only between the game's seats, to a person or a bot at one of its levels (what players are offered).
  const offered = new Set(['human', ...game.bots.levels.map((l) => `bot:${l}`)]);
  env.decisions.forEach((d, i) => {
    if (!isSeatChange(d.action)) return;
    if (!game.isSeat(d.seat)) issues.push({ code: 'custom', message: `a seat change must name a seat of ${game.title}`, path: ['decisions', i, 'seat'], input: d.seat });
    const to = (d.action as { to: string }).to;
    if (!offered.has(to)) issues.push({ code: 'custom', message: `a seat change: must go to a person or a bot at a level of ${game.title} (${[...offered].join(', ')})`, path: ['decisions', i, 'action', 'to'], input: to });
  });
  return issues;
}

// The types are written out in envelope.ts (migrations.ts needs them, and format.ts needs the
// migrations); this says that they describe what the schemas accept, both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Parsed = z.infer<typeof saveEnvelopeSchema>;
const envelopeTypesMatch: Same<Parsed, SaveEnvelope> = true;
void envelopeTypesMatch;

// ---------------------------------------------------------------------------------------------
// State hash

/**
 * Picks the part of the snapshot whose hash is stored as `stateHash` (what replaying the
 * decisions must reproduce). The default hashes the whole snapshot; the app may pass
 * `gameStateOfSnapshot` to hash only `snapshot.context.game`.
 */
export type StateSelector = (snapshot: unknown) => unknown;
export const wholeSnapshot: StateSelector = (snapshot) => snapshot;
export const gameStateOfSnapshot: StateSelector = (snapshot) => {
  const game = gameOfSnapshot(snapshot);
  if (game === undefined) throw new SaveError('invalid-envelope', 'The snapshot has no context.game to hash.', { field: 'snapshot.context.game' });
  return game;
};

/** `memo`: canonical texts already made of this snapshot's parts (see canonicalJson). */
export function computeStateHash(snapshot: unknown, stateOf: StateSelector = wholeSnapshot, memo?: Map<object, string>): string {
  return hashJson(stateOf(snapshot), memo);
}

// ---------------------------------------------------------------------------------------------
// Errors

export type SaveErrorCode =
  | 'empty' // zero bytes / whitespace
  | 'truncated' // JSON that stops part-way (interrupted write, partial copy)
  | 'not-json' // not text JSON at all
  | 'foreign' // valid JSON, but not a Pericles save
  | 'corrupt-field' // a Pericles save with a missing or wrongly typed field
  | 'newer-format' // written by a newer Pericles
  | 'unknown-game' // a save that names no game, or one this build does not have
  | 'checksum-mismatch' // edited or damaged after writing
  | 'state-hash-mismatch' // snapshot does not match its stored stateHash
  | 'invalid-envelope' // refused before writing (caller bug)
  | 'invalid-name'
  | 'not-found'
  | 'exists'
  | 'too-large'
  | 'disk-full' // ENOSPC / quota: nothing was changed
  | 'read-only' // EROFS
  | 'permission' // EACCES / EPERM
  | 'missing-folder' // the folder does not exist or is not a folder
  | 'io'; // the file system failed otherwise (see cause)

/** A save that cannot be read or written, with a message meant for the player. */
export class SaveError extends Error {
  override readonly name = 'SaveError';
  readonly code: SaveErrorCode;
  /** Dotted path of the offending field, for 'corrupt-field' and 'invalid-envelope'. */
  readonly field: string | undefined;
  /** The file concerned, when known. */
  readonly file: string | undefined;
  constructor(code: SaveErrorCode, message: string, opts: { field?: string; file?: string; cause?: unknown } = {}) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.code = code;
    this.field = opts.field;
    this.file = opts.file;
  }
  /** The same error, naming the file it came from. */
  withFile(file: string): SaveError {
    return new SaveError(this.code, this.message, { field: this.field, file, cause: this.cause });
  }
}

export type ParseResult =
  | { ok: true; envelope: SaveEnvelope; /** Set when the file was in an older format and was migrated. */ migratedFrom?: number }
  | { ok: false; error: SaveError };

// ---------------------------------------------------------------------------------------------
// Checksum, building, serializing

/** `sha256:<hex>` of the canonical JSON of everything but the checksum (`memo`: see canonicalJson). */
export function computeChecksum(doc: Record<string, unknown>, memo?: Map<object, string>): string {
  const { checksum: _omit, ...rest } = doc;
  return 'sha256:' + createHash('sha256').update(canonicalJson(rest, memo), 'utf8').digest('hex');
}

/** Refuses values that would not survive JSON (Map, Date, class instances, NaN, functions...). */
export function assertPlainJson(value: unknown, path = 'snapshot'): void {
  // The path of the offending value is worded only when there is one: a late game's snapshot has
  // hundreds of thousands of values, and naming each on the way cost most of an autosave.
  const trail: (string | number)[] = [];
  const fail = (what: string): never => {
    const at = path + trail.map((k) => (typeof k === 'number' ? `[${k}]` : `.${k}`)).join('');
    throw new SaveError('invalid-envelope', `Cannot save: ${at} ${what}; a save holds plain JSON only.`, { field: at });
  };
  const check = (v: unknown): void => {
    if (v === null) return;
    switch (typeof v) {
      case 'string':
      case 'boolean':
        return;
      case 'number':
        if (!Number.isFinite(v)) fail(`is ${String(v)}`);
        return;
      case 'object':
        break;
      default:
        fail(`is a ${typeof v}`);
    }
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        trail.push(i);
        check(v[i]);
        trail.pop();
      }
      return;
    }
    const proto = Object.getPrototypeOf(v) as unknown;
    if (proto !== Object.prototype && proto !== null) fail(`is a ${(v as object).constructor?.name ?? 'non-plain object'}`);
    for (const k of Object.keys(v as object)) {
      const x = (v as Record<string, unknown>)[k];
      if (x === undefined) continue;
      trail.push(k);
      check(x);
      trail.pop();
    }
  };
  check(value);
}

/** Builds a sealed current-format envelope; `stateHash` comes from `stateOf(snapshot)`. */
export function createEnvelope(input: EnvelopeInput, stateOf: StateSelector = wholeSnapshot): SaveEnvelope {
  const { savedAt, ...rest } = input;
  // One memo: the checksum's canonical text reuses the game's, made for the state hash.
  const memo = new Map<object, string>();
  return sealEnvelope({
    ...rest,
    game: input.game ?? PERICLES,
    kind: SAVE_KIND,
    format: CURRENT_FORMAT,
    savedAt: savedAt ?? new Date().toISOString(),
    stateHash: computeStateHash(input.snapshot, stateOf, memo),
  }, memo);
}

/** Validates an envelope (checksum ignored) and returns it with a fresh checksum. Throws SaveError. */
export function sealEnvelope(envelope: UnsealedEnvelope | SaveEnvelope, memo?: Map<object, string>): SaveEnvelope {
  assertPlainJson(envelope.snapshot, 'snapshot');
  envelope.decisions?.forEach((d, i) => assertPlainJson(d?.action, `decisions[${i}].action`));
  const unsealed = { ...envelope, checksum: 'sha256:' + '0'.repeat(64) };
  const parsed = saveEnvelopeSchema.safeParse(unsealed);
  if (!parsed.success) {
    const { field, problem } = describeIssue(parsed.error.issues[0], unsealed);
    throw new SaveError('invalid-envelope', `Cannot save: field "${field}" ${problem}.`, { field });
  }
  const value = parsed.data;
  value.checksum = computeChecksum(value, memo);
  return value;
}

/** The bytes written to disk: canonical JSON, so the checksum covers exactly what is stored. */
export function serializeEnvelope(envelope: SaveEnvelope, memo?: Map<object, string>): string {
  return canonicalJson(envelope, memo) + '\n';
}

// ---------------------------------------------------------------------------------------------
// Parsing

export interface ParseOptions {
  /** When given, the snapshot's state hash is recomputed with it and compared to `stateHash`. */
  stateOf?: StateSelector;
}

/** Parses file bytes or text into a current-format envelope, migrating older formats. Never throws. */
export function parseSave(input: string | Uint8Array, opts: ParseOptions = {}): ParseResult {
  try {
    return { ok: true, ...parseSaveOrThrow(input, opts) };
  } catch (e) {
    if (e instanceof SaveError) return { ok: false, error: e };
    return { ok: false, error: new SaveError('io', `This save could not be read: ${(e as Error).message}`, { cause: e }) };
  }
}

/** Like parseSave, but throws SaveError. */
export function parseSaveOrThrow(input: string | Uint8Array, opts: ParseOptions = {}): { envelope: SaveEnvelope; migratedFrom?: number } {
  const text = typeof input === 'string' ? input : decodeText(input);
  const doc = parseJsonText(text);
  return parseSaveDocument(doc, opts);
}

function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    if (bytes.length > 0 && bytes.every((b) => b === 0)) {
      throw new SaveError('truncated', 'This save file is damaged: it contains only zero bytes (the computer probably stopped while it was being written).');
    }
    throw new SaveError('not-json', 'This file is not a Pericles save: it is not text (it may be a different kind of file, or damaged).');
  }
}

function parseJsonText(raw: string): unknown {
  const text = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
  if (text.trim() === '') {
    throw new SaveError('empty', 'This save file is empty (0 bytes of data). It was probably interrupted while being written.');
  }
  if (text.includes('\u0000')) {
    throw new SaveError('truncated', 'This save file is damaged: it contains zero bytes where the data should be (the computer probably stopped while it was being written).');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    const trimmed = text.trimStart();
    const startsLikeJson = trimmed.startsWith('{') || trimmed.startsWith('[');
    if (startsLikeJson && looksCutOff(text)) {
      throw new SaveError('truncated', 'This save file is incomplete: it stops part-way through (it was cut off while being written or copied).', { cause: e });
    }
    throw new SaveError('not-json', `This file is not a Pericles save: it is not valid JSON (${(e as Error).message}).`, { cause: e });
  }
}

/** True when the JSON text ends with unclosed brackets or an unfinished string. */
function looksCutOff(text: string): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') depth--;
  }
  return inString || depth > 0;
}

/** Deeper than any real save (a game state is about 10 levels inside the envelope). */
const MAX_SAVE_DEPTH = 64;

/** How deep `value` nests, counted without recursion; stops counting past `limit`. */
function nestingDepth(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, d] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (d + 1 > deepest) deepest = d + 1;
    if (deepest > limit) return deepest;
    for (const x of Array.isArray(v) ? v : Object.values(v)) stack.push([x, d + 1]);
  }
  return deepest;
}

/** The path of the first number that is not finite (`snapshot.context.game.turn`), or null. */
function nonFiniteField(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length) {
    const [v, at] = stack.pop()!;
    if (typeof v === 'number' && !Number.isFinite(v)) return at;
    if (v === null || typeof v !== 'object') continue;
    for (const [k, x] of Object.entries(v)) stack.push([x, at ? `${at}.${k}` : k]);
  }
  return null;
}

/** Validates an already-parsed JSON document (see parseSave). Throws SaveError. */
export function parseSaveDocument(doc: unknown, opts: ParseOptions = {}): { envelope: SaveEnvelope; migratedFrom?: number } {
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc) || (doc as Record<string, unknown>).kind !== SAVE_KIND) {
    throw new SaveError('foreign', 'This file is not a Pericles save (it is JSON, but of some other kind).');
  }
  // Checked before anything walks the document recursively (hashing, schemas), which a deeply
  // nested file would otherwise overflow into a baffling stack error.
  const depth = nestingDepth(doc, MAX_SAVE_DEPTH);
  if (depth > MAX_SAVE_DEPTH) {
    throw new SaveError('corrupt-field', `This save is damaged: its data is nested more than ${MAX_SAVE_DEPTH} levels deep, which no Pericles save is.`);
  }
  // JSON has no infinity, but a number beyond the largest double (1e400) parses as one (#31 item 6).
  const infinite = nonFiniteField(doc);
  if (infinite !== null) {
    throw new SaveError('corrupt-field', `This save is damaged: field "${infinite}" holds a number too large to be any value of a game.`, { field: infinite });
  }
  const obj = doc as Record<string, unknown>;
  const format = obj.format;
  if (typeof format !== 'number' || !Number.isInteger(format) || format < 0) {
    throw new SaveError('corrupt-field', `This save is damaged: field "format" should be a whole number, but it is ${describeValue(format)}.`, { field: 'format' });
  }
  if (format > CURRENT_FORMAT) {
    throw new SaveError(
      'newer-format',
      `This save was made by a newer version of Pericles (format ${format}); this version reads up to ${CURRENT_FORMAT}. Update Pericles to open it.`,
      { field: 'format' },
    );
  }

  let current: Record<string, unknown> = obj;
  let migratedFrom: number | undefined;
  if (format < CURRENT_FORMAT) {
    migratedFrom = format;
    for (let f = format; f < CURRENT_FORMAT; f++) {
      const step = MIGRATIONS[f];
      if (!step) throw new SaveError('corrupt-field', `This save uses format ${f}, which this version of Pericles cannot convert.`, { field: 'format' });
      const check = step.schema.safeParse(current);
      if (!check.success) throw corruptField(check.error.issues[0], current);
      // The checksum is the file's: verified on it as written, before anything is converted.
      if (f === format && step.hasChecksum(current)) verifyChecksum(current);
      // Each step's envelope gets a fresh checksum: it is whole in its format, as the next step
      // reads it and as it is written back.
      const next = step.migrate(check.data as Record<string, unknown>);
      current = { ...next, checksum: computeChecksum(next) };
    }
  }

  // The game is asked first: the rest of the envelope is that game's to check (its seats, options, summary).
  if (!isSavedGame(current.game)) throw unknownGame(current.game);
  const parsed = saveEnvelopeSchema.safeParse(current);
  if (!parsed.success) throw corruptField(parsed.error.issues[0], current);
  // The checksum covers the raw document (so unknown extra keys count too).
  if (migratedFrom === undefined) verifyChecksum(obj);
  const envelope = parsed.data;
  if (opts.stateOf) {
    let actual: string;
    try {
      actual = computeStateHash(envelope.snapshot, opts.stateOf);
    } catch (e) {
      if (e instanceof SaveError) throw e;
      throw new SaveError('state-hash-mismatch', `This save's game state could not be checked: ${(e as Error).message}`, { field: 'snapshot', cause: e });
    }
    if (actual !== envelope.stateHash) {
      throw new SaveError('state-hash-mismatch', `This save is inconsistent: its game state does not match the recorded state hash (${envelope.stateHash}, found ${actual}).`, { field: 'stateHash' });
    }
  }
  return migratedFrom === undefined ? { envelope } : { envelope, migratedFrom };
}

function verifyChecksum(doc: Record<string, unknown>): void {
  const expected = computeChecksum(doc);
  if (doc.checksum !== expected) {
    throw new SaveError(
      'checksum-mismatch',
      'This save has been changed or damaged since it was written (its checksum does not match its contents), so it cannot be trusted.',
      { field: 'checksum' },
    );
  }
}

function unknownGame(game: unknown): SaveError {
  return new SaveError('unknown-game', game === undefined
    ? 'This save does not say which game it belongs to, so it cannot be opened.'
    : `This save belongs to a game this version of Pericles does not have (its field "game" is ${describeValue(game)}).`, { field: 'game' });
}

function corruptField(issue: z.core.$ZodIssue | undefined, root: unknown): SaveError {
  const { field, problem } = describeIssue(issue, root);
  return new SaveError('corrupt-field', `This save is damaged: field "${field}" ${problem}.`, { field });
}

function describeIssue(issue: z.core.$ZodIssue | undefined, root: unknown): { field: string; problem: string } {
  if (!issue) return { field: '(unknown)', problem: 'is invalid' };
  const field = formatPath(issue.path) || '(root)';
  const input = valueAt(root, issue.path);
  // A bot's reasoning is secret until the game ends: its values are never quoted (messages reach the terminal).
  const secret = issue.path[0] === 'botReasons';
  let problem: string;
  if (issue.code === 'invalid_type') {
    problem = input === undefined ? `is missing (expected ${issue.expected})`
      : `should be ${issue.expected}, but it is ${secret ? describeKind(input) : describeValue(input)}`;
  } else if (input === undefined) {
    problem = 'is missing';
  } else {
    problem = `is invalid: ${issue.message}`;
  }
  return { field, problem };
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let v = root;
  for (const p of path) {
    if (v === null || typeof v !== 'object' || !Object.hasOwn(v, p)) return undefined;
    v = (v as Record<PropertyKey, unknown>)[p];
  }
  return v;
}

function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const p of path) {
    if (typeof p === 'number') out += `[${p}]`;
    else out += (out ? '.' : '') + String(p);
  }
  return out;
}

/** What kind of value `v` is, without saying what it holds. */
function describeKind(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  return typeof v === 'object' ? 'an object' : `a ${typeof v}`;
}

function describeValue(v: unknown): string {
  if (v === undefined) return 'missing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'string') return `the text ${JSON.stringify(v.length > 40 ? v.slice(0, 40) + '…' : v)}`;
  if (typeof v === 'object') return 'an object';
  return `${typeof v} ${String(v)}`;
}
