// `npm run web -- [--port N] [--no-open] [--scenario ID [--seed S] [--handicap N]] [--bots LIST] [--lang en|es|el] [--static DIR]`
// `npm run web -- --game perikles --players N --seed S --bots human,random,…` (#33): a game other than
// the first, one seat kind per seat (`human` or one of that game's bot levels).
// Serves the built renderer and the game host on 127.0.0.1. The FIRST stdout line is exactly
// `listening: http://127.0.0.1:N/?token=…` — outside tools (Playwright) read it; keep it so.
// With --scenario the host starts that game before the page connects, and the page opens on it
// (the game screen, or the hand-off in hot-seat) instead of the start screen.
// --lang starts the page in that language (#18), over the player's remembered pick and the system's.
// --open FILE opens a `.pericles` save file (#31) as a double-click opens the desktop app on one:
// taken into the saves folder (or found there) and shown; a file refused is a notice saying why.
// A saves folder another live host holds is refused: exit code 3 and a line on stderr naming the
// folder and that host's process (saves/folderLock.ts).
// PERICLES_DEV=1 also offers the development setup on the start screen (the e2e tests pick it).
import { spawn } from 'node:child_process';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { workerBots } from '../host/botPlayers.js';
import { GameHost } from '../host/host.js';
import { savesDir, userDataDir } from '../host/paths.js';
import { openSaveStore, saveStorePersistence } from '../host/persistence.js';
import { FolderInUseError, lockFolder, type FolderLock } from '../saves/folderLock.js';
import { openRecordStore } from '../host/records.js';
import { newGameMessage } from '../../src-shared/protocol/messages.js';
import type { NewGameRequest } from '../../src-shared/protocol/api.js';
import { APP_VERSION, RULES_DATA_VERSION } from '../host/version.js';
import { startWebHost } from './server.js';
import { GAMES, gameById } from '../../src-shared/games/index.js';
import type { AnyGame, ScenarioInfo, SeatKind } from '../../src-shared/games/contract.js';
import { DEFAULT_GAME_ID } from '../../src-shared/games/catalog.js';

export interface CliOptions {
  /** `--game ID` (#33): the game to start; absent: the first game's (Pericles). */
  game?: string;
  /** `--players N`: seats at a game whose count varies (Perikles: 3 to 5). */
  players?: number;
  port: number;
  open: boolean;
  scenario?: string;
  seed?: string;
  /** Extra starting Honor for each bot of a Side no human plays (Pericles' setup option, engine/handicap.ts). */
  handicap?: number;
  /** Who plays each seat (`--bots`), by the game's seat ids. */
  seats: Record<string, string>;
  staticRoot: string;
  /** The page's language for this start (#18). */
  lang?: 'en' | 'es' | 'el';
  /** `--open FILE`: a `.pericles` save file to open, as a double-click opens the desktop app on one (#31). */
  file?: string;
}

const USAGE = 'usage: npm run web -- [--game pericles|perikles [--players N]] [--port N] [--no-open] [--scenario ID [--seed S] [--handicap N]] [--bots random|human,random,…] [--open FILE.pericles] [--lang en|es|el] [--static DIR]';

/** The bots' handicap as a new game's request bounds it (the protocol's, 0 to its most Honor). */
const HANDICAP = newGameMessage.shape.handicap.unwrap();

/** A game's scenario the CLI starts when none is named: its first offered one. */
const firstScenario = (game: AnyGame): ScenarioInfo => game.scenarios.find((s) => s.offered) ?? game.scenarios[0]!;
/** A game whose number of players varies (one `--bots` entry per seat, `--players`). */
const playersVary = (sc: ScenarioInfo): boolean => sc.players.min !== sc.players.max;

/**
 * The seat kinds `--bots` may name in `game`: `human`, a bot at one of its levels (its module's
 * `bots.levels`), the random bot every game can be played by, and the words of before the levels
 * (`bots.legacyKinds`: Pericles' `rule` and `search`, played as Normal and Hard).
 */
function seatKindOf(game: AnyGame, word: string): string {
  const kind = word === 'human' ? 'human' : word.startsWith('bot:') ? word : `bot:${word}`;
  const kinds = ['human', ...[...game.bots.levels, 'random'].map((l) => `bot:${l}`), ...Object.keys(game.bots.legacyKinds)];
  if (!kinds.includes(kind)) throw new Error(`--bots: unknown level "${word}" for ${game.title} (use human or ${[...game.bots.levels, 'random'].join(', ')})`);
  return kind;
}

/**
 * --bots LIST for `game`'s `scenario` (#33: its seats and levels are its module's). A game with a fixed
 * number of players takes one kind for all seats or one per seat, in its seats' order (Pericles:
 * aristocrats,demagogues,eurypontids,agiads); a game whose number varies takes exactly one entry per
 * seat, for `players` seats (default: as many as the list names, or the most).
 */
export function parseSeats(game: AnyGame, scenario: ScenarioInfo, list: string | undefined, players?: number): { players?: number; seats: Record<string, string> } {
  const words = list === undefined ? [] : list.split(',').map((w) => w.trim()).filter(Boolean);
  if (!playersVary(scenario)) {
    if (players !== undefined) throw new Error(`--players is for a game whose number of players varies (${GAMES.filter((g) => g.scenarios.some(playersVary)).map((g) => `--game ${g.id}`).join(', ')})`);
    const seats = game.seatsFor(scenario.id);
    if (list === undefined) return { seats: {} };
    if (words.length !== 1 && words.length !== seats.length) throw new Error(`--bots: give one kind for all seats or ${seats.length} (${seats.join(',')})`);
    return { seats: Object.fromEntries(seats.map((seat, i) => [seat, seatKindOf(game, words[words.length === 1 ? 0 : i]!)])) };
  }
  const count = players ?? (words.length || scenario.players.max);
  if (count < scenario.players.min || count > scenario.players.max) {
    throw new Error(`--players: ${game.title} is for ${scenario.players.min} to ${scenario.players.max} players, not ${count}`);
  }
  if (list !== undefined && words.length !== count) throw new Error(`--bots: give one entry per seat (${count} for ${count} players), not ${words.length}`);
  return { players: count, seats: Object.fromEntries(game.seatsFor(scenario.id, count).map((seat, i) => [seat, seatKindOf(game, words[i] ?? 'human')])) };
}

/** --bots LIST of the first game (Pericles), at its first offered scenario's seats. */
export function parseBots(list: string): Record<string, string> {
  const game = gameById(DEFAULT_GAME_ID)!;
  return parseSeats(game, firstScenario(game), list).seats;
}

/**
 * `--handicap N` is a setup option of a game that has one (Pericles' solo handicap): a game of it played
 * by bots keeps it in the setup it saves (its module's `savedSetup`).
 */
function takesHandicap(game: AnyGame, scenario: ScenarioInfo, handicap: number): boolean {
  const seats = Object.fromEntries(game.seatsFor(scenario.id, scenario.players.min).map((s): [string, SeatKind] => [s, `bot:${game.bots.levels[0]}`]));
  const state = game.newGame({ scenario: scenario.id, seed: 'cli', seats, options: { handicap } });
  return (game.savedSetup(state, []).options as { handicap?: unknown } | undefined)?.handicap === handicap;
}

export function parseArgs(argv: string[], repoRoot: string): CliOptions {
  const opts: CliOptions = { port: 0, open: true, seats: {}, staticRoot: path.join(repoRoot, 'dist-renderer') };
  let bots: string | undefined;
  const value = (i: number, flag: string): string => {
    const v = argv[i + 1];
    if (v === undefined || v.startsWith('--')) throw new Error(`${flag} needs a value`);
    return v;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    switch (arg) {
      case '--port': {
        const n = Number(value(i++, arg));
        if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error('--port must be 0…65535');
        opts.port = n;
        break;
      }
      case '--no-open': opts.open = false; break;
      case '--scenario': opts.scenario = value(i++, arg); break;
      case '--seed': opts.seed = value(i++, arg); break;
      case '--handicap': {
        const n = Number(value(i++, arg));
        if (!HANDICAP.safeParse(n).success) throw new Error(`--handicap must be a whole number of Honor from 0 to ${HANDICAP.maxValue}`);
        opts.handicap = n;
        break;
      }
      case '--bots': bots = value(i++, arg); break;
      case '--game': opts.game = value(i++, arg); break;
      case '--players': {
        const n = Number(value(i++, arg));
        if (!Number.isInteger(n) || n < 1) throw new Error('--players must be a whole number of seats');
        opts.players = n;
        break;
      }
      case '--lang': {
        const v = value(i++, arg);
        if (v !== 'en' && v !== 'es' && v !== 'el') throw new Error(`--lang: unknown language "${v}" (use en, es or el)`);
        opts.lang = v;
        break;
      }
      case '--static': opts.staticRoot = path.resolve(value(i++, arg)); break;
      case '--open': opts.file = path.resolve(value(i++, arg)); break;
      case '--help': case '-h': throw new Error(USAGE);
      default: throw new Error(`unknown argument "${arg}"\n${USAGE}`);
    }
  }
  const game = gameById(opts.game ?? DEFAULT_GAME_ID);
  if (!game) throw new Error(`--game: unknown game "${opts.game}" (use ${GAMES.map((g) => g.id).join(' or ')})`);
  // The scenario's seats; one this game does not have is the host's to refuse when it starts it (exit 2).
  const scenario = game.scenarios.find((s) => s.id === opts.scenario) ?? firstScenario(game);
  const { players, seats } = parseSeats(game, scenario, bots, opts.players);
  opts.seats = seats;
  if (playersVary(scenario)) {
    // A game whose seats vary (#33) starts at once, at its first offered scenario unless one is named.
    opts.players = players;
    opts.scenario ??= scenario.id;
  }
  if (opts.game === DEFAULT_GAME_ID) opts.game = undefined; // the first game: requests name none (older clients)
  if (opts.seed !== undefined && opts.scenario === undefined) throw new Error('--seed needs --scenario');
  if (opts.handicap !== undefined && opts.scenario === undefined) throw new Error('--handicap needs --scenario');
  if (opts.handicap !== undefined && !takesHandicap(game, scenario, opts.handicap)) {
    throw new Error(`--handicap: ${game.title} has no handicap`);
  }
  if (opts.file !== undefined && opts.scenario !== undefined) throw new Error('--open and --scenario cannot both say which game to show');
  return opts;
}

/**
 * How the web host stops on a signal: the first one saves and closes (the last autosave written,
 * then exit 0). The same signal often comes twice at once: a terminal's Ctrl+C and a
 * `kill -TERM -<group>` reach every process of the group, and npm (or tsx) passes its own on to
 * the host as well; so a repeated SIGTERM never cuts the saving short, and a second SIGINT does
 * only when a person pressed Ctrl+C again (a while after the first), exiting 130 at once.
 */
export class StopSignals {
  /** A second SIGINT this long after the first is a person's (the relayed copy comes at once). */
  static readonly AGAIN_AFTER_MS = 1000;
  private first: number | null = null;

  constructor(
    private readonly stop: () => void,
    private readonly now: () => number = () => performance.now(),
    private readonly exit: (code: number) => void = (code) => process.exit(code),
    private readonly say: (line: string) => void = (line) => console.error(line),
  ) {}

  signal(name: 'SIGINT' | 'SIGTERM'): void {
    if (this.first === null) {
      this.first = this.now();
      this.say(`Pericles: ${name}, saving and closing…`);
      this.stop();
      return;
    }
    if (name === 'SIGINT' && this.now() - this.first >= StopSignals.AGAIN_AFTER_MS) {
      this.say('Pericles: stopped without waiting for the last save.');
      this.exit(130);
    }
  }
}

/** Opens the URL in the default browser; a missing opener is only a hint on stderr. */
function openBrowser(url: string): void {
  const [cmd, args] = process.platform === 'darwin' ? ['open', [url]]
    : process.platform === 'win32' ? ['cmd', ['/c', 'start', '""', url.replace(/&/g, '^&')]]
      : ['xdg-open', [url]];
  try {
    const child = spawn(cmd, args as string[], { stdio: 'ignore', detached: true, windowsHide: true });
    child.on('error', () => console.error(`Could not open a browser; open ${url} yourself.`));
    child.unref();
  } catch {
    console.error(`Could not open a browser; open ${url} yourself.`);
  }
}

async function main(): Promise<void> {
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  let opts: CliOptions;
  try {
    opts = parseArgs(process.argv.slice(2), repoRoot);
  } catch (e) {
    console.error((e as Error).message);
    process.exit(2);
  }
  // One process owns a saves folder (#31 item 1): a second host on it would lose the first's decisions.
  const saves = savesDir(userDataDir());
  let folder: FolderLock;
  try {
    folder = lockFolder(saves);
  } catch (e) {
    if (!(e instanceof FolderInUseError)) throw e;
    console.error(`Pericles: ${e.message}`);
    process.exit(3);
  }
  if (!folder.held) console.error(`Pericles: the saves folder ${saves} cannot be locked (${folder.reason}); saving there will fail.`);
  const persistence = saveStorePersistence(openSaveStore(saves, { ownsFolder: folder.held }), {
    appVersion: APP_VERSION, rulesDataVersion: RULES_DATA_VERSION,
  });
  // Bots' reasons reach people only through the host, which withholds secret ones until the game
  // ends (bots.ts publicReason): never on the terminal, where the solo player sits.
  const bots = workerBots();
  bots.start(); // booted while the start screen shows, not beside the first decision's drawing
  const host = new GameHost({
    persistence, bots: bots.bots, records: openRecordStore(userDataDir(), { ownsFolder: folder.held }),
    // The development setup's games are listed only where it is offered (PERICLES_DEV=1, the tests).
    hideDevGames: process.env.PERICLES_DEV !== '1',
  });
  if (opts.scenario) {
    try {
      host.newGame({
        ...(opts.game ? { game: opts.game } : {}), ...(opts.players ? { players: opts.players } : {}),
        // The protocol's seats are typed as the first game's (src-main/host/running.ts says why): one cast.
        scenario: opts.scenario, seats: opts.seats as NewGameRequest['seats'], ...(opts.seed === undefined ? {} : { seed: opts.seed }),
        ...(opts.handicap === undefined ? {} : { handicap: opts.handicap }),
      });
    } catch (e) {
      console.error(`Cannot start scenario "${opts.scenario}": ${(e as Error).message}`);
      process.exit(2);
    }
  }
  // A file refused is a notice the first page shows (which file, and why), on the start screen.
  const opened = opts.file !== undefined && (await host.openFile(opts.file)) !== null;
  const web = await startWebHost({
    staticRoot: opts.staticRoot, port: opts.port, host,
    launch: {
      screen: opts.scenario || opened ? 'game' : 'start', devSetups: process.env.PERICLES_DEV === '1',
      ...(opts.lang ? { lang: opts.lang } : {}),
    },
  });
  // First stdout line, exactly this format: outside tools parse it.
  process.stdout.write(`listening: ${web.url}\n`);
  console.error(`Pericles: serving ${opts.staticRoot}; saves in ${saves}`);
  if (opts.open) openBrowser(web.url);

  const stopping = new StopSignals(() => {
    void (async () => {
      await web.close();
      await host.dispose();
      await bots.close();
      process.exit(0);
    })();
  });
  process.on('SIGINT', () => stopping.signal('SIGINT'));
  process.on('SIGTERM', () => stopping.signal('SIGTERM'));
}

// Run only as a program, not when imported (tests import parseArgs).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
