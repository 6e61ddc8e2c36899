// The decision journal (#13 item 8): `journal-<gameId>.jsonl` beside a game's autosaves. An
// autosave is a whole game written after the fact (tens to hundreds of milliseconds); a person's
// confirmed decision must not wait for it. So every accepted decision is first appended to the
// game's journal as one JSON line, and a person's decision (and an undo) is flushed to the disk
// (fsync) before the host answers or shows anyone the new position. A bot's line is written but
// not flushed on its own: the next flushed line, which follows it in the file, carries it too.
//
// Which game was played last is not guessed from file times (a file system's clock is coarser
// than the app's, and a save's date is written before its file): starting a journal (a new game,
// a load, a Continue) also writes `current-game` with the game's id. Continue opens that game.
//
// The file: line 1 is the header (the setup the decisions replay from: `{"journal":2,"game",
// "gameId","scenario","seed","seats","options"?}`; a `"journal":1` header, written before a journal
// named its game, is read as Pericles with its top-level handicap fields as its options), then one line per
// decision, `{"n":k,"seat":…,"action":…}` (k: decisions before it), or `{"undoTo":k}` after an
// undo. A bot's decision carries its reason on the same line, `"why":{"turn","kind","logLength",
// "reason"}` (#29 item 3), so Continue brings the reasons back with the decisions; a line without
// one (a person's, or a journal written before) has none, and a reason that does not fit the
// save's bounds (format.ts botReasonSchema) is dropped, never the decision. A line whose k is
// below the current count starts a new branch there, so the journal is always the game's latest
// line of play. Loading a save rewrites the journal (atomically) from that save's decisions (and
// reasons). A crash can leave at most the last line torn; a torn or unreadable line and everything
// after it are ignored.
//
// The journal holds hidden information (secret picks, the seed): it stays in the saves folder
// like the saves themselves and is never listed, sent or printed.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { randomBytes } from 'node:crypto';
import { gameById } from '../../src-shared/games/index.js';
import type { Seat, SeatKind } from './seats.js';
import { GAME_ID_PATTERN, botReasonSchema, seatsSchema } from './format.js';
import { PERICLES, chosenOptions, isSavedGame, type SavedBotReason, type SaveOptions } from './envelope.js';
import { MAX_SAVE_BYTES, journalFileName } from './store.js';

/** The header this build writes; it reads this one and format 1. */
export const JOURNAL_FORMAT = 2;

/** A journal's first line, as written. */
export interface JournalHeader {
  journal: typeof JOURNAL_FORMAT;
  /** The game the journal is of (envelope.ts SAVED_GAMES). */
  game: string;
  gameId: string;
  scenario: string;
  seed: string;
  seats: Record<Seat, SeatKind>;
  /** The setup options chosen (the save's `options`); none: absent. */
  options?: SaveOptions;
}

/**
 * The setup a journal's decisions replay from, as the host keeps a game's: the options' fields at
 * the top (envelope.ts SaveOptions), and `game` absent for Pericles, the one game yet.
 */
export interface JournalSetup extends SaveOptions {
  game?: string;
  gameId: string;
  scenario: string;
  seed: string;
  seats: Record<Seat, SeatKind>;
}

/** The header a journal of `setup` begins with. */
export function journalHeaderOf(setup: JournalSetup): JournalHeader {
  const options = chosenOptions(setup);
  return {
    journal: JOURNAL_FORMAT, game: setup.game ?? PERICLES, gameId: setup.gameId, scenario: setup.scenario, seed: setup.seed,
    seats: { ...setup.seats }, ...(Object.keys(options).length ? { options } : {}),
  };
}

/** The setup a journal's header says, its game named. */
export function setupOfHeader(header: JournalHeader): JournalSetup & { game: string } {
  return {
    game: header.game, gameId: header.gameId, scenario: header.scenario, seed: header.seed, seats: { ...header.seats },
    ...chosenOptions(header.options ?? {}),
  };
}

export interface JournalDecision { seat: Seat; action: unknown }

export interface JournalContent {
  /** The setup from its header (either format). */
  header: JournalSetup & { game: string };
  /** The game's decisions since setup, branches and undos applied. */
  decisions: JournalDecision[];
  /** The bots' reasons for those decisions, oldest first (none in a journal written before #29). */
  botReasons: SavedBotReason[];
  /** Lines ignored at the end (a torn last line, or damage): 0 for a clean journal. */
  ignoredLines: number;
}

const line = (value: unknown): string => `${JSON.stringify(value)}\n`;

/** Appends to one game's journal; every method is synchronous so nothing runs in between. */
export class DecisionJournal {
  private closed = false;

  private constructor(readonly file: string, private fd: number) {}

  /**
   * Starts (or restarts) the journal of `setup.gameId` with `decisions` already made: written to
   * a temporary file, flushed, renamed over the old journal, so a crash leaves the old or the new.
   */
  static begin(dir: string, setup: JournalSetup, decisions: readonly JournalDecision[], reasons: readonly SavedBotReason[] = []): DecisionJournal {
    const header = journalHeaderOf(setup);
    if (!GAME_ID_PATTERN.test(header.gameId)) throw new Error(`not a game id: ${header.gameId}`);
    if (!isSavedGame(header.game)) throw new Error(`not a game this build has: ${header.game}`);
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, journalFileName(header.gameId));
    const temp = path.join(dir, `.${journalFileName(header.gameId)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
    const why = new Map(reasons.map((r) => [r.decision, r]));
    const text = line(header) + decisions.map((d, n) => decisionLine(n, d, why.get(n))).join('');
    const tfd = fs.openSync(temp, 'w');
    try {
      fs.writeSync(tfd, text);
      fs.fsyncSync(tfd);
    } finally {
      fs.closeSync(tfd);
    }
    fs.renameSync(temp, file);
    writeCurrentGame(dir, header.gameId);
    syncDirQuietly(dir);
    return new DecisionJournal(file, fs.openSync(file, 'a'));
  }

  /** Notes decision number `n` (0-based); `durable`: on the disk before this returns. */
  append(n: number, decision: JournalDecision, durable: boolean, why?: SavedBotReason): void {
    this.write(decisionLine(n, decision, why), durable);
  }

  /** Notes that the game went back to `decisions` decisions (an undo); always flushed. */
  undoTo(decisions: number): void {
    this.write(line({ undoTo: decisions }), true);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    fs.closeSync(this.fd);
  }

  private write(text: string, durable: boolean): void {
    if (this.closed) throw new Error('the journal is closed');
    fs.writeSync(this.fd, text);
    if (durable) fs.fdatasyncSync(this.fd);
  }
}

/** Decision `n`'s line, with the bot's reason for it when there is one (its decision and seat are the line's). */
function decisionLine(n: number, d: JournalDecision, why: SavedBotReason | undefined): string {
  const reason = why && { turn: why.turn, kind: why.kind, logLength: why.logLength, reason: why.reason };
  return line({ n, seat: d.seat, action: d.action, ...(reason ? { why: reason } : {}) });
}

/** The reason on decision `n`'s line by `seat`, or null when it has none or one that does not fit. */
function reasonOf(why: unknown, n: number, seat: Seat): SavedBotReason | null {
  if (!isRecord(why)) return null;
  const parsed = botReasonSchema.safeParse({ ...why, decision: n, seat });
  return parsed.success ? parsed.data : null;
}

/** The file naming the game played last. */
export const CURRENT_GAME_FILE = 'current-game';

function writeCurrentGame(dir: string, gameId: string): void {
  const temp = path.join(dir, `.${CURRENT_GAME_FILE}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  const fd = fs.openSync(temp, 'w');
  try {
    fs.writeSync(fd, `${gameId}\n`);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temp, path.join(dir, CURRENT_GAME_FILE));
}

/** The id of the game played last (the last journal started), or null. */
export function currentGame(dir: string): string | null {
  try {
    const id = fs.readFileSync(path.join(dir, CURRENT_GAME_FILE), 'utf8').trim();
    return GAME_ID_PATTERN.test(id) ? id : null;
  } catch {
    return null;
  }
}

/** Removes a journal that could not be kept up (its autosaves are then the game's record). */
export function discardJournal(dir: string, gameId: string): void {
  if (!GAME_ID_PATTERN.test(gameId)) return;
  try {
    fs.unlinkSync(path.join(dir, journalFileName(gameId)));
  } catch {
    // already gone, or the disk refuses: nothing more can be done
  }
}

function syncDirQuietly(dir: string): void {
  let fd: number | null = null;
  try {
    fd = fs.openSync(dir, 'r');
    fs.fsyncSync(fd);
  } catch {
    // Some systems cannot open or flush a folder; the rename is still atomic.
  } finally {
    if (fd !== null) fs.closeSync(fd);
  }
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * The header line `v` as the current format: a format-1 header (no game, the handicap fields at the
 * top) is Pericles with those fields as its options; null when it is neither, or not sound.
 */
function headerOf(v: unknown): JournalHeader | null {
  if (!isRecord(v)) return null;
  let game: unknown;
  let options: unknown;
  if (v.journal === JOURNAL_FORMAT) {
    ({ game, options } = v);
  } else if (v.journal === 1) {
    game = PERICLES;
    const { handicap, handicapped } = v;
    options = { ...(handicap === undefined ? {} : { handicap }), ...(handicapped === undefined ? {} : { handicapped }) };
  } else {
    return null;
  }
  const { gameId, scenario, seed, seats } = v;
  if (!isSavedGame(game)) return null;
  if (typeof gameId !== 'string' || !GAME_ID_PATTERN.test(gameId)) return null;
  if (typeof scenario !== 'string' || typeof seed !== 'string') return null;
  const seatsOk = seatsSchema.safeParse(seats);
  if (!seatsOk.success || !seatsAllPlayed(game, scenario, seatsOk.data)) return null;
  // The game checks its setup: its seats' kinds and its options (#32: the journal knows a game only through its module).
  if (!setupIsGames(game, { scenario, seed, seats, ...(options === undefined ? {} : { options }) })) return null;
  // Who got the handicap (engine/handicap.ts); a journal begun before #29 names none. No handicap: no options.
  const kept = chosenOptions((options ?? {}) as SaveOptions);
  return {
    journal: JOURNAL_FORMAT, game, gameId, scenario, seed, seats: seatsOk.data as Record<Seat, SeatKind>,
    ...(Object.keys(kept).length ? { options: kept } : {}),
  };
}

/** A setup its game's module accepts (setupSchema). */
function setupIsGames(game: string, setup: Record<string, unknown>): boolean {
  return gameById(game)?.setupSchema.safeParse(setup).success ?? false;
}

/** Every seat of the game (its module's) is played by someone; a scenario it does not know is the replay's to refuse. */
function seatsAllPlayed(game: string, scenario: string, seats: Partial<Record<string, SeatKind>>): boolean {
  const module = gameById(game);
  if (!module) return false;
  try {
    return module.seatsFor(scenario).every((s) => seats[s]);
  } catch {
    return true; // the seats passed seatsSchema; the replay refuses the scenario with its own words
  }
}

/** Reads a journal's text; null when it has no valid header. Never throws on bad content. */
export function parseJournal(text: string): JournalContent | null {
  const lines = text.split('\n');
  // A final line without its newline was being written when the process stopped: torn.
  const complete = text.endsWith('\n') ? lines.slice(0, -1) : lines;
  const torn = text.endsWith('\n') ? 0 : 1;
  let read: JournalHeader | null;
  try {
    read = headerOf(JSON.parse(complete[0] ?? ''));
  } catch {
    read = null;
  }
  if (!read || (torn && complete.length === 1)) return null;
  const header = setupOfHeader(read);
  const decisions: JournalDecision[] = [];
  let botReasons: SavedBotReason[] = [];
  // A decision names one of its game's seats (the module's).
  const isSeat = (seat: string) => gameById(header.game)?.isSeat(seat) ?? false;
  // Reasons of decisions taken back (an undo, a new branch) go with them.
  const cut = (length: number) => {
    decisions.length = length;
    if (botReasons.at(-1) && botReasons.at(-1)!.decision >= length) botReasons = botReasons.filter((r) => r.decision < length);
  };
  const body = torn ? complete.slice(1, -1) : complete.slice(1);
  for (let i = 0; i < body.length; i++) {
    let v: unknown;
    try {
      v = JSON.parse(body[i]!);
    } catch {
      v = null;
    }
    if (isRecord(v) && Number.isInteger(v.undoTo) && (v.undoTo as number) >= 0 && (v.undoTo as number) <= decisions.length) {
      cut(v.undoTo as number);
      continue;
    }
    if (isRecord(v) && Number.isInteger(v.n) && (v.n as number) >= 0 && (v.n as number) <= decisions.length
      && typeof v.seat === 'string' && isSeat(v.seat) && 'action' in v) {
      cut(v.n as number);
      decisions.push({ seat: v.seat as Seat, action: v.action });
      const why = 'why' in v ? reasonOf(v.why, v.n as number, v.seat as Seat) : null;
      if (why) botReasons.push(why);
      continue;
    }
    // Damage: nothing after it can be trusted to follow on.
    return { header, decisions, botReasons, ignoredLines: body.length - i + torn };
  }
  return { header, decisions, botReasons, ignoredLines: torn };
}

/** Reads `journal-<gameId>.jsonl` in `dir`: null when absent, too large or without a header. */
export function readJournal(dir: string, gameId: string): JournalContent | null {
  if (!GAME_ID_PATTERN.test(gameId)) return null;
  const file = path.join(dir, journalFileName(gameId));
  try {
    const st = fs.lstatSync(file);
    if (!st.isFile() || st.size > MAX_SAVE_BYTES) return null;
    const content = parseJournal(fs.readFileSync(file, 'utf8'));
    return content && content.header.gameId === gameId ? content : null;
  } catch {
    return null;
  }
}
