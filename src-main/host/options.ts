// What a GameHost is made with (host.ts): where saves go, how bots play, how often autosaves.
import type { Persistence } from './persistence.js';
import type { BotKind, BotPlayer, GameBots } from './bots.js';
import type { RecordStore } from './records.js';

export interface GameHostOptions {
  /** Where saves and autosaves go; null/absent: save commands answer 'no-persistence'. */
  persistence?: Persistence | null;
  /** Autosave after every accepted decision and new game (default: true when persistence is set). */
  autosave?: boolean;
  /**
   * While bots play a run of decisions, autosave at most this often (default 2000 ms); the newest
   * state is written as soon as they stop, and a person's decision at once. Bot decisions replay
   * from the bot seed, so a crash in a run loses no one's work, and the host is not kept busy
   * serializing saves between bot moves.
   */
  autosaveIntervalDuringBotsMs?: number;
  /** The bots: per game (workerBots(), botPlayers.ts) or decision makers per bot kind; a kind given none plays randomly. */
  bots?: Partial<Record<BotKind, BotPlayer>> | GameBots;
  /** Seed of the bots' own random streams (default: the game's seed). */
  botSeed?: string;
  /** Pause before each bot decision, so people can follow the game (default 0). */
  botDelayMs?: number;
  /** Shortest time between two whole-log resends to one client on its 'sync' (default 1000 ms). */
  wholeLogResendMinMs?: number;
  /** Where host-side failures are reported (default console.error). */
  log?: (message: string, error?: unknown) => void;
  /** The record of finished games (records.ts); absent: games are not recorded. */
  records?: RecordStore | null;
  /**
   * Leave games of the setups players are not offered (the development setup, for the tests) out
   * of the saves list and Continue (#29 item 14). The app sets it unless PERICLES_DEV=1, the switch
   * that also offers that setup on the start screen; absent: every game is listed (tests).
   */
  hideDevGames?: boolean;
}
