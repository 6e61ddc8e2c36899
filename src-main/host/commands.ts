// The host's commands (#32 "The host, split by concern"): one validated client message, run by the
// room it concerns (decisions.ts, table.ts, library.ts, replay.ts, autosaver.ts, query.ts). Every
// refusal is a thrown HostError, EngineError or SaveError, turned into one reply by session.ts.
import { logPage } from '../../src-shared/kit/viewLog.js';
import type { Action } from '../../src-shared/kit/types.js';
import type {
  ActResult, GameStarted, LoadedGame, NewGameRequest, ReplaySource, ReplyValues, SaveInfo, SeatChanged, TakenOver,
} from '../../src-shared/protocol/api.js';
import { WHOLE_LOG_RESEND_MIN_MS, type ClientMessage } from '../../src-shared/protocol/messages.js';
import type { Persistence } from './persistence.js';
import type { Autosaver } from './autosaver.js';
import type { ReplayService } from './replay.js';
import { requireActor, requireState, type Running, type Seat } from './running.js';
import type { Table } from './table.js';
import { HostError, type HostSession } from './session.js';
import type { GameHostOptions } from './options.js';
import { listGames } from './games.js';
import { answerQuery } from './query.js';

/** What a command reaches: the host's rooms and its verbs (host.ts wires them). */
export interface CommandRooms {
  readonly running: Running;
  readonly table: Table;
  readonly autosaver: Autosaver;
  readonly replays: ReplayService;
  /** The saves, when this session has them. */
  saves(): Persistence | null;
  readonly records: GameHostOptions['records'];
  /** A flood of whole-log asks gets one resend per this many ms. */
  readonly wholeLogResendMinMs: number | undefined;
  readonly host: {
    act(seat: Seat, action: Action): ActResult;
    newGame(req: NewGameRequest, by?: HostSession): GameStarted;
    undoLast(seat: Seat): ActResult;
    setSeat(seat: Seat, to: unknown, by?: HostSession): SeatChanged;
    save(name: string, thumbnail?: string): Promise<{ name: string }>;
    takeOver(source: ReplaySource, at: number, by?: HostSession): Promise<TakenOver>;
    load(name: string, by?: HostSession): Promise<LoadedGame>;
    continueLatest(by?: HostSession): Promise<LoadedGame | null>;
    listSaves(): Promise<SaveInfo[]>;
  };
}

/** Refused unless a person plays `seat` of the running game. */
function requireHuman(r: CommandRooms, seat: Seat, why: string): void {
  if (r.running.game.seatKinds(requireState(r.running))[seat] !== 'human') throw new HostError('not-human-seat', `${seat} is played by a bot${why}.`);
}

function requirePersistence(r: CommandRooms): Persistence {
  const saves = r.saves();
  if (!saves) throw new HostError('no-persistence', 'Saves are not available in this session.');
  return saves;
}

/** Runs one validated client message. Throws HostError/EngineError/SaveError to refuse. */
export async function runCommand(r: CommandRooms, session: HostSession, m: ClientMessage): Promise<unknown> {
  if (r.running.disposed) throw new HostError('internal', 'The host is shutting down.');
  switch (m.type) {
    case 'act': {
      requireHuman(r, m.seat, '');
      if (session.seat !== m.seat) {
        throw new HostError('not-viewing-seat', `This client views ${session.seat}; switch to ${m.seat} (viewAs) before acting for it.`);
      }
      return r.host.act(m.seat, m.action as Action) satisfies ReplyValues['act'];
    }
    case 'newGame': {
      const started = r.host.newGame({
        ...(m.game ? { game: m.game } : {}), ...(m.players ? { players: m.players } : {}), scenario: m.scenario, ...(m.seed === undefined ? {} : { seed: m.seed }), ...(m.seats ? { seats: m.seats } : {}),
        ...(m.handicap === undefined ? {} : { handicap: m.handicap }), ...(m.lesson ? { lesson: m.lesson } : {}),
      }, session);
      return started satisfies ReplyValues['newGame'];
    }
    case 'viewAs': {
      if (m.seat !== 'spectator') requireHuman(r, m.seat, '; its view is secret');
      session.bind(m.seat);
      r.table.publishTo(session);
      return { seat: m.seat } satisfies ReplyValues['viewAs'];
    }
    case 'undo': {
      requireHuman(r, m.seat, '');
      if (session.seat !== m.seat) throw new HostError('not-viewing-seat', `This client views ${session.seat}, not ${m.seat}.`);
      return r.host.undoLast(m.seat) satisfies ReplyValues['undo'];
    }
    case 'setSeat':
      return r.host.setSeat(m.seat, m.to, session) satisfies ReplyValues['setSeat'];
    case 'sync':
      // The client asks for the whole log again; a flood of asks gets one resend a second.
      session.throttleWholeLog(r.wholeLogResendMinMs ?? WHOLE_LOG_RESEND_MIN_MS, () => {
        session.noteLogSent(r.running.logEpoch, null);
        r.table.publishTo(session);
      });
      return null;
    case 'listScenarios':
      return r.running.game.scenarioTexts().map(({ id, name, intro }) => ({ id, name, intro })) satisfies ReplyValues['listScenarios'];
    case 'listGames': return listGames() satisfies ReplyValues['listGames'];
    case 'save':
      return r.host.save(m.name, m.thumbnail);
    case 'thumbnail':
      requireActor(r.running);
      r.autosaver.thumbnail = m.data;
      r.autosaver.rewriteWithPicture();
      return null satisfies ReplyValues['thumbnail'];
    case 'replayInfo':
      return r.replays.info(m.source ?? 'current', session.seat) satisfies Promise<ReplyValues['replayInfo']>;
    case 'replayView':
      // A seat asked for is shown only when it is a human seat of that game: a bot's is refused (#31 item 6);
      // the client's own seat, when that game has it as a bot's, gives the public view (replaySeat).
      return r.replays.view(m.source ?? 'current', m.at, m.seat ?? session.seat, m.asSpectator ?? false, m.seat !== undefined) satisfies Promise<ReplyValues['replayView']>;
    case 'replayTakeOver':
      return r.host.takeOver(m.source ?? 'current', m.at, session) satisfies Promise<ReplyValues['replayTakeOver']>;
    case 'load':
      return r.host.load(m.name, session);
    case 'continue':
      return r.host.continueLatest(session);
    case 'listSaves':
      return r.host.listSaves();
    case 'logPage': {
      // This client's seat's log, as its views carry it (4.1): the page it shows.
      const log = r.running.game.seatLog(requireState(r.running), session.seat);
      return { from: m.from, entries: logPage(log, m.from, m.count), length: log.length } satisfies ReplyValues['logPage'];
    }
    case 'listRecords':
      return (r.records ? r.records.list() : []) satisfies Promise<ReplyValues['listRecords']> | ReplyValues['listRecords'];
    case 'deleteSave':
      await requirePersistence(r).delete(m.name);
      return { name: m.name };
    case 'renameSave':
      return requirePersistence(r).rename(m.name, m.newName);
    case 'duplicateSave':
      return requirePersistence(r).duplicate(m.name, m.newName);
    case 'query': return answerQuery(r.running, session.seat, m.q); // board (#32 D): query.ts
  }
}
