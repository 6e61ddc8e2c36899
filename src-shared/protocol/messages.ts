// The host's wire protocol: every message between a client (renderer over IPC or WebSocket) and
// the GameHost. Client→host messages are untrusted: they are size-checked, JSON-parsed and
// validated with these zod schemas before anything else looks at them. Host→client messages are
// typed here too so both transports (and the renderer's clients) share one definition.
//
// Correlation: a client message may carry an `id` (string or number); the host's answer to it is
// exactly one `ok` or `error` message with `re` set to that id. `view` and `notice` messages are
// pushed without `re` whenever the game changes.
//
// The protocol knows a game only through the contract and the catalog (eslint.config.js): every type
// below is generic over the game's wire types (wire.ts GameWire), which each game narrows in its folder.
import { z } from 'zod';
import { CATALOG } from '../games/catalog.js';
import type { Action, GameWire, Reason, SeatKind } from './wire.js';

export type { GameWire };

/** Largest client message accepted, in UTF-8 bytes, checked before parsing. */
export const MAX_MESSAGE_BYTES = 64 * 1024;
/** Messages a client may have waiting to be handled; more are refused with 'busy' (web/server.ts). */
export const MAX_QUEUED_MESSAGES = 64;
/** Bytes a client may have waiting to be sent to it; a client this far behind is disconnected. */
export const MAX_QUEUED_BYTES = 16 * 1024 * 1024;
/**
 * Bytes waiting for a client past which it is behind: views for it wait, the newest replacing the
 * older, until it has read what it was sent (host/session.ts). A slow page (a busy machine, fast
 * bots) then gets the game as it is now, not every position it missed, and is never cut off for it.
 */
export const BEHIND_QUEUED_BYTES = 512 * 1024;
/**
 * The largest message the host sends (#31 item 4): a view, a page of the log, a replay frame.
 * Well under MAX_QUEUED_BYTES, so one message never gets a page cut off. No message grows with
 * the game: the log travels in pages (src-shared/kit/viewLog.ts), and a loaded game whose other parts
 * would not fit is refused as damaged (viewLog.ts `viewBoundsProblem`, checked on every load with
 * these same numbers): what a save may hold is what the transport can carry.
 */
export const MAX_HOST_MESSAGE_BYTES = 4 * 1024 * 1024;
/** The largest log entry, as JSON (a real one is under 600 bytes): a page always holds a whole one. */
export const MAX_LOG_ENTRY_BYTES = 4 * 1024;
/** The view without its log, as JSON (a Campaign's is about 20 kB): the rest of a message's room is the log's. */
export const MAX_VIEW_WITHOUT_LOG_BYTES = 1024 * 1024;
/** The log a view carries: its last entries, at most this many and LOG_TAIL_BYTES (a whole Campaign is about 2,600 and 320 kB). */
export const LOG_TAIL_ENTRIES = 5000;
export const LOG_TAIL_BYTES = 1024 * 1024;
/** Entries a 'logPage' request may ask for at once. */
export const LOG_PAGE_MAX = 500;
/** 'sync' resends the whole log (hundreds of kB late in a game) at most this often per client. */
export const WHOLE_LOG_RESEND_MIN_MS = 1000;

/**
 * A seat of any game this version plays (#33: Pericles' Factions and Perikles' colours), checked
 * against the running game's own seats by its module.
 */
export const SEAT_IDS = [...new Set(CATALOG.flatMap((g) => g.seats))] as [string, ...string[]];
export const seatSchema = z.enum(SEAT_IDS);
export const viewSeatSchema = z.union([seatSchema, z.literal('spectator')]);
/** Who plays a seat, in the contract's shape (a person, or a bot at a level): the game refuses a level it lacks ('bad-setup'). */
export const seatKindSchema = z.string().regex(/^(human|bot:[a-z][a-z0-9-]{0,31})$/, 'must be "human" or "bot:<level>"') as unknown as z.ZodType<SeatKind>;
/** Who may take a seat over mid-game: a person, or a bot at a level some game offers (catalog `levels`); its game checks which. */
export const OFFERED_SEAT_KINDS = ['human', ...new Set(CATALOG.flatMap((g) => g.levels.map((l) => `bot:${l}` as const)))] as [SeatKind, ...SeatKind[]];
/** Seats not listed are human. */
export const seatsSchema = z.partialRecord(seatSchema, seatKindSchema);
/** The largest handicap any game takes (catalog `handicap`; Pericles': engine/handicap.ts); its module checks its own. */
const MAX_HANDICAP = Math.max(0, ...CATALOG.map((g) => g.handicap?.max ?? 0));

/** An engine action: an object with a short string `type`; the rules check the rest. */
export const actionSchema = z.looseObject({ type: z.string().min(1).max(80) });

const requestId = z.union([z.string().max(64), z.number().int().nonnegative()]);
const saveName = z.string().min(1).max(200);
/** Largest board thumbnail accepted in a message (a data URL), well under MAX_MESSAGE_BYTES. */
export const MAX_THUMBNAIL_CHARS = 60_000;
export const thumbnailSchema = z.string().startsWith('data:image/png;base64,').max(MAX_THUMBNAIL_CHARS)
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, 'must be a base64 PNG data URL');
/** Which game a replay request is about: the one being played (default) or a save by name. */
export const replaySourceSchema = z.union([z.literal('current'), z.strictObject({ save: saveName })]);
/** Optional on every client message: the answer echoes it as `re`. */
const base = { id: requestId.optional() };

export const actMessage = z.strictObject({ ...base, type: z.literal('act'), seat: seatSchema, action: actionSchema });
export const newGameMessage = z.strictObject({
  ...base,
  type: z.literal('newGame'),
  /** The game to start (#33, a catalog id); absent: the first game ('pericles', older clients). */
  game: z.enum(CATALOG.map((g) => g.id) as [string, ...string[]]).optional(),
  scenario: z.string().min(1).max(80),
  /** Omitted: the host picks a random seed. */
  seed: z.union([z.string().max(120), z.number().int()]).optional(),
  seats: seatsSchema.optional(),
  /** Seats at the table, for a game whose count varies (#33 Perikles: 3 to 5); absent: the scenario's most. */
  players: z.number().int().min(1).max(8).optional(),
  /** Pericles' option: extra starting Honor for each bot of a Side no human plays (engine/handicap.ts). */
  handicap: z.number().int().min(0).max(MAX_HANDICAP).optional(),
  /** A lesson (src-shared/games/pericles/lessons): its scenario, seed, seats and starting position replace the rest. */
  lesson: z.string().min(1).max(40).optional(),
});
export const viewAsMessage = z.strictObject({ ...base, type: z.literal('viewAs'), seat: viewSeatSchema });
/** Take back `seat`'s last decision, when the host still allows it (src-main/host/undo.ts). */
export const undoMessage = z.strictObject({ ...base, type: z.literal('undo'), seat: seatSchema });
/** Hand `seat` to a bot at a level, or take it over as a human, mid-game (its module's seatChangeRefusal). */
export const setSeatMessage = z.strictObject({ ...base, type: z.literal('setSeat'), seat: seatSchema, to: z.enum(OFFERED_SEAT_KINDS) });

export const clientMessageSchema = z.discriminatedUnion('type', [
  actMessage,
  newGameMessage,
  viewAsMessage,
  undoMessage,
  setSeatMessage,
  /** Re-send this client's current view. */
  z.strictObject({ ...base, type: z.literal('sync') }),
  z.strictObject({ ...base, type: z.literal('listScenarios') }),
  /** The games this host plays, their scenarios and bot levels (#32). */
  z.strictObject({ ...base, type: z.literal('listGames') }),
  /** `thumbnail`: a small PNG of the board, stored in the save for the saves browser. */
  z.strictObject({ ...base, type: z.literal('save'), name: saveName, thumbnail: thumbnailSchema.optional() }),
  z.strictObject({ ...base, type: z.literal('load'), name: saveName }),
  /** Load the newest save or autosave ("Continue"). */
  z.strictObject({ ...base, type: z.literal('continue') }),
  z.strictObject({ ...base, type: z.literal('listSaves') }),
  z.strictObject({ ...base, type: z.literal('deleteSave'), name: saveName }),
  z.strictObject({ ...base, type: z.literal('renameSave'), name: saveName, newName: saveName }),
  z.strictObject({ ...base, type: z.literal('duplicateSave'), name: saveName, newName: saveName }),
  /** The board as the player sees it now; kept by the host and stored in later (auto)saves. */
  z.strictObject({ ...base, type: z.literal('thumbnail'), data: thumbnailSchema }),
  /** Replay (read-only, src-main/host/replay.ts): the game's length, turns and divergence. */
  z.strictObject({ ...base, type: z.literal('replayInfo'), source: replaySourceSchema.optional() }),
  /** The redacted view after `at` decisions, for this client's own seat (or the spectator). */
  z.strictObject({
    ...base, type: z.literal('replayView'), source: replaySourceSchema.optional(),
    at: z.number().int().nonnegative().max(1_000_000), asSpectator: z.boolean().optional(),
    /** Watch from this human seat of the replayed game (#16 hot-seat replays); another seat's secrets are never sent. */
    seat: viewSeatSchema.optional(),
  }),
  /** "Play from here": a new game (new game id) from the replayed position after `at` decisions, same seats. */
  z.strictObject({
    ...base, type: z.literal('replayTakeOver'), source: replaySourceSchema.optional(),
    at: z.number().int().nonnegative().max(1_000_000),
  }),
  /** The record of finished games (src-main/host/records.ts), for the start screen. */
  z.strictObject({ ...base, type: z.literal('listRecords') }),
  /** A page of this client's seat's log (#31 item 4): `count` entries from entry `from` (viewLog.ts). */
  z.strictObject({
    ...base, type: z.literal('logPage'),
    from: z.number().int().nonnegative().max(100_000_000), count: z.number().int().min(1).max(LOG_PAGE_MAX),
  }),
  // board (#32 D): a question about the board (Rally the Troops' `query`), answered by the game's
  // rules as this client's seat may see (games/<id>/query.ts); the game's `querySchema` checks the rest.
  z.strictObject({ ...base, type: z.literal('query'), q: z.looseObject({ kind: z.string().min(1).max(40) }) }),
]);

export type ClientMessage = z.infer<typeof clientMessageSchema>;
/** Whose eyes a view is for: a seat of the game, or someone playing none. */
export type ViewSeat<W extends GameWire = GameWire> = W['seat'] | 'spectator';

// ---------------------------------------------------------------------------------------------
// Host → client

/** Why a message was refused. Engine codes come first; the rest are the host's own. */
export type ErrorCode =
  | 'not-your-turn' | 'illegal-action' | 'game-over' | 'bad-action' | 'bad-setup' // EngineError
  | 'seat-mid-secret' | 'seat-unchanged' // EngineError: a seat change refused (engine/seats.ts)
  | 'bad-json' // not JSON
  | 'too-large' // over MAX_MESSAGE_BYTES
  | 'bad-message' // JSON, but not a valid message (unknown type, missing or extra fields)
  | 'bad-seat' // `seat` is not a seat of any game
  | 'not-viewing-seat' // acting for a seat other than the one this client views
  | 'not-human-seat' // acting for, or viewing as, a bot's seat
  | 'no-game' // no game is running
  | 'nothing-to-undo' // undo: no decision of this seat may be taken back now
  | 'replay-diverged' // replayView: that decision cannot be replayed with the current rules
  | 'no-persistence' // saves are not available in this host
  | 'save-failed' // a save operation failed; `message` says why (see also SaveError codes)
  | 'bad-save' // load/continue: the save holds no game that can be played; the current game stays
  | 'busy' // the client sent more messages than the host queues for it; this one was dropped
  | 'internal'; // a bug: the host stayed healthy, the command did nothing

/** Sent to one client: what its seat may see now. `view` is null while no game runs. */
export interface ViewMessage<W extends GameWire = GameWire> {
  type: 'view';
  /** The game this view is of (#33); absent: the first game ('pericles', older hosts and saves). */
  game?: string;
  seat: ViewSeat<W>;
  view: W['view'] | null;
  /** Who must decide what (public). */
  pending: W['pending'] | null;
  /** This seat's legal actions now (empty for spectators, bots and seats not asked). */
  legalActions: Action[];
  /** "Why not?" (#17): options this seat's open decision refuses now, with the rules and numbers. */
  whyNot?: W['closed'][];
  /**
   * What the board shows for this seat's open decision, worked out by the rules on the true state
   * (the module's `aids`; Pericles: the muster's moves, 9.32). Only for a human seat whose decision has
   * aids; the page draws them and never runs the movement rules for them (#32).
   */
  aids?: W['aids'];
  /**
   * `view.log` holds the seat's log from this entry on; the client keeps the entries before it
   * (src-shared/kit/viewLog.ts). Absent or 0: the whole log.
   */
  logFrom?: number;
  /**
   * `view.log` is the seat's log from this entry on, replacing what the client holds: the earlier
   * entries travel in pages ('logPage'). Absent: from `logFrom` (0, the whole log).
   */
  logStart?: number;
  /** The seat's whole log's length (entries), however much of it `view.log` carries. */
  logLength?: number;
  /** Decisions taken since setup; grows by one per accepted decision. */
  decisions: number;
  /** Seats a person plays (the ones `viewAs` and `act` accept). */
  humanSeats: W['seat'][];
  /** Bot seats the host is about to answer for. */
  botsPending: W['seat'][];
  /** This seat may take back its last decision now (undo.ts). */
  canUndo?: boolean;
  /** Undos so far this session: who, and after how many of this seat's log entries. */
  undos?: Array<{ seat: W['seat']; turn: number; at: number }>;
  /** The bots' most recent decisions (oldest first, at most BOT_REASONS_KEPT) with their reasons. */
  botReasons?: BotReasonView<W>[];
  /**
   * Only once the game is over: every secret decision the bots took in it (debate cards, Boulé
   * picks, markers, secret commitments…), oldest first, each with its reason in full, for the end
   * screen. While the game runs this field is absent: those reasons would reveal hidden cards.
   */
  secretBotReasons?: BotReasonView<W>[];
}

/** How many recent bot reasons a view message carries. */
export const BOT_REASONS_KEPT = 50;

/**
 * One bot decision's line of reasoning as a person may see it (host.ts, bots.ts `publicReason`):
 * `reason` is null while it would reveal the bot's hidden cards or secret numbers (until the game
 * ends). `decision` is the decision's index since setup (ViewMessage.decisions counts them).
 */
export interface BotReasonView<W extends GameWire = GameWire> {
  seat: W['seat'];
  decision: number;
  turn: number;
  /** The decision kind answered (Pending.kind). */
  kind: W['kind'];
  /** This seat's log length right after the decision (where the panel shows it). */
  at: number;
  /** A message key and its arguments (the renderer words it), never English. */
  reason: Reason | null;
}

export interface OkMessage<T = unknown> { type: 'ok'; re: string | number | null; value: T }

export interface ErrorMessage {
  type: 'error';
  /** The `id` of the refused message, when it had one (null for unparseable input). */
  re: string | number | null;
  code: ErrorCode | string;
  message: string;
  /** What in particular is wrong, in words the player's language gives (a damaged or altered save, #31 item 3). */
  reason?: Reason;
}

/** Something the player should know that is not an answer: autosave failed, bot fallback. */
export interface NoticeMessage {
  type: 'notice';
  level: 'info' | 'warning';
  code: string;
  message: string;
  /** 'open-file-failed': the file's name (no folder) … */
  file?: string;
  /** … and why it was refused: the refusal's code and particular reason, worded by the page (#31). */
  refusal?: { code: string; reason?: Reason };
}

export type HostMessage<W extends GameWire = GameWire> = ViewMessage<W> | OkMessage | ErrorMessage | NoticeMessage;

/**
 * File menu commands (Electron's menu, forwarded to the renderer); 'showGame' tells the renderer a
 * game was opened from File > Open Recent.
 */
export type MenuCommand = 'new' | 'open' | 'save' | 'saveAs' | 'seats' | 'showGame';

// ---------------------------------------------------------------------------------------------
// Parsing untrusted input

export type ParseOutcome =
  | { ok: true; message: ClientMessage }
  | { ok: false; error: ErrorMessage };

function refuse(code: ErrorCode, message: string, re: string | number | null = null): { ok: false; error: ErrorMessage } {
  return { ok: false, error: { type: 'error', re, code, message } };
}

/** The request id of a value, if it has a usable one, so even refusals can be correlated. */
function idOf(value: unknown): string | number | null {
  if (value === null || typeof value !== 'object') return null;
  const parsed = requestId.safeParse((value as { id?: unknown }).id);
  return parsed.success ? parsed.data : null;
}

/** Deepest nesting accepted; real actions are a few levels deep, and the rules recurse over them. */
export const MAX_DEPTH = 32;

/** True when no path through `value` is deeper than `max` objects/arrays (iterative: no stack risk). */
function withinDepth(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length) {
    const [v, d] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (d > max) return false;
    for (const child of Object.values(v as object)) stack.push([child, d + 1]);
  }
  return true;
}

/** The UTF-8 length of a string (as Node's Buffer.byteLength counts it; a lone surrogate is 3 bytes). */
export function utf8Length(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

/** Parses a text frame (WebSocket): size first, then JSON, then the schema. */
export function parseClientText(text: string): ParseOutcome {
  // Cheap upper bound first (a UTF-16 unit is at most 3 UTF-8 bytes), exact count only if needed.
  if (text.length > MAX_MESSAGE_BYTES && utf8Length(text) > MAX_MESSAGE_BYTES) {
    return refuse('too-large', `Message is larger than ${MAX_MESSAGE_BYTES} bytes.`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return refuse('bad-json', `Message is not valid JSON (${(e as Error).message}).`);
  }
  return parseClientValue(value, false);
}

/**
 * Validates an already-decoded value (Electron IPC delivers structured clones). Its size is
 * measured as JSON unless `sizeChecked`.
 */
export function parseClientValue(value: unknown, sizeChecked = false): ParseOutcome {
  const re = idOf(value);
  if (!sizeChecked) {
    let text: string | undefined;
    try {
      text = JSON.stringify(value);
    } catch {
      return refuse('bad-message', 'Message cannot be represented as JSON.', re);
    }
    if (text === undefined) return refuse('bad-message', 'Message is empty.', re);
    if (utf8Length(text) > MAX_MESSAGE_BYTES) {
      return refuse('too-large', `Message is larger than ${MAX_MESSAGE_BYTES} bytes.`, re);
    }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return refuse('bad-message', 'A message must be a JSON object with a "type".', re);
  }
  if (!withinDepth(value, MAX_DEPTH)) {
    return refuse('bad-message', `Message is nested deeper than ${MAX_DEPTH} levels.`, re);
  }
  const type = (value as { type?: unknown }).type;
  if (typeof type !== 'string' || !clientMessageSchema.options.some((o) => o.shape.type.value === type)) {
    return refuse('bad-message', `Unknown message type ${JSON.stringify(type)?.slice(0, 60) ?? 'undefined'}.`, re);
  }
  const parsed = clientMessageSchema.safeParse(value);
  if (parsed.success) return { ok: true, message: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue?.path.map(String).join('.') || '(message)';
  if (issue?.path[0] === 'seat') {
    return refuse('bad-seat', `"${type}": seat must be one of ${SEAT_IDS.join(', ')}${type === 'viewAs' ? ' or spectator' : ''}.`, re);
  }
  return refuse('bad-message', `"${type}": field "${where}" ${issue?.message ?? 'is invalid'}.`, re);
}
