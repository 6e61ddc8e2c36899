// The save envelope's types and constants, apart from its schema (format.ts) and the migrations
// that produce it (migrations.ts), which both import them: so neither imports the other's types.
import type { Seat, SeatKind } from './seats.js';
import type { Reason } from '../../src-shared/kit/types.js';

/** The file's magic: kept as it was when saves named no game, so that old saves are not "foreign". */
export const SAVE_KIND = 'pericles-save';
/** The format this build writes and the newest it reads. Bump it with a migration in migrations.ts. */
export const CURRENT_FORMAT = 2;

/** GMT's *Pericles*, the game every save made before format 2 belongs to. */
export const PERICLES = 'pericles';
/** The games whose saves this build opens (a save names its game, #32). */
export const SAVED_GAMES: readonly string[] = [PERICLES, 'perikles'];

export function isSavedGame(id: unknown): id is string {
  return typeof id === 'string' && SAVED_GAMES.includes(id);
}

/** What the saves browser shows of a game without opening it. */
export interface SaveSummary {
  turn: number;
  phase: string;
  /** Pericles' Honor by Faction; absent for a game without Honor (#33 Perikles). */
  factionsHonor?: Record<Seat, number>;
  /** A game without Honor: each seat's points now (#33 Perikles' summary), shown as the save's chips. */
  scores?: Record<string, number>;
}

/** One entry of the record: a decision (its action is the rules' to judge), or a seat change. */
export interface SaveDecision {
  seat: string;
  action: unknown;
}

/** One bot reason as saved: the host's record of it (host.ts BotReasonRecord). */
export interface SavedBotReason {
  /** The decision it explains (0-based index into `decisions`). */
  decision: number;
  seat: Seat;
  turn: number;
  /** The decision's kind (decisions/registry.ts), which says whether the reason may be shown before the end. */
  kind: string;
  /** The game log's length right after the decision. */
  logLength: number;
  reason: Reason;
}

/**
 * The setup options a game began with, beside scenario, seed and seats (*Pericles*: the solo
 * handicap and who got it, engine/handicap.ts). An option that is absent was not chosen: a game
 * begun before #29 names no `handicapped`, and replays with the handicap for every bot.
 */
export interface SaveOptions {
  handicap?: number;
  handicapped?: Seat[];
}

/** A setup's options as a save and a journal keep them: only those chosen (no handicap: none; a copy). */
export function chosenOptions(o: SaveOptions): SaveOptions {
  if (!o.handicap) return {};
  return { handicap: o.handicap, ...(o.handicapped ? { handicapped: [...o.handicapped] } : {}) };
}

/** The current (format 2) envelope, checksum included (a type, not an interface: it is also a JSON record). */
export type SaveEnvelope = {
  kind: typeof SAVE_KIND;
  format: typeof CURRENT_FORMAT;
  /** The game this save belongs to (SAVED_GAMES). */
  game: string;
  appVersion: string;
  rulesDataVersion: string;
  savedAt: string;
  name: string;
  scenario: string;
  seed: string;
  seats: Record<Seat, SeatKind>;
  gameId?: string | undefined;
  options?: SaveOptions | undefined;
  summary: SaveSummary;
  snapshot: unknown;
  stateHash: string;
  decisions: SaveDecision[];
  thumbnail?: string | undefined;
  botReasons?: SavedBotReason[] | undefined;
  checksum: string;
};

/** An envelope before sealing: no checksum yet. */
export type UnsealedEnvelope = Omit<SaveEnvelope, 'checksum'>;
/**
 * What the caller provides to build an envelope: kind, format, stateHash and checksum are filled
 * in, and `game` is PERICLES unless said (the one game there is yet).
 */
export type EnvelopeInput = Omit<UnsealedEnvelope, 'kind' | 'format' | 'stateHash' | 'savedAt' | 'game'> & { savedAt?: string; game?: string };
