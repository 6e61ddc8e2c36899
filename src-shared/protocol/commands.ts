// The host's request commands, declared once (#15 item 3): each PericlesApi request method is one
// client message of the protocol (messages.ts), and both transports — the Electron preload over
// IPC and the renderer's WebSocket client — build their methods from this one table. The host's
// dispatch (src-main/host/host.ts) answers each message type with ReplyValues[type].
import type { ClientMessage } from './messages.js';
import type { PericlesApi, Result } from './api.js';

/** A client message as a transport sends it: the transport adds the `id`. */
export type Request = ClientMessage extends infer M ? (M extends { id?: unknown } ? Omit<M, 'id'> : never) : never;

/** Sends one request and resolves with the host's answer as a Result (never rejects). */
export type Send = <T>(message: Request) => Promise<Result<T>>;

/** The request methods of PericlesApi (the rest are listeners and desktop-only dialogs). */
export type RequestMethods = Pick<PericlesApi,
  | 'newGame' | 'act' | 'viewAs' | 'undo' | 'setSeat' | 'sync' | 'listScenarios' | 'listGames' | 'save' | 'setThumbnail' | 'replayInfo' | 'replayView' | 'replayTakeOver'
  | 'listRecords' | 'logPage' | 'load' | 'continueLatest' | 'listSaves' | 'deleteSave' | 'renameSave' | 'duplicateSave'
  | 'query'>;

/** The request methods over `send`: one message each, optional fields left out when absent. */
export function requestMethods(send: Send): Required<RequestMethods> {
  return {
    newGame: (r) => send({
      type: 'newGame', ...(r.game ? { game: r.game } : {}), ...(r.players ? { players: r.players } : {}), scenario: r.scenario,
      ...(r.seed === undefined ? {} : { seed: r.seed }), ...(r.seats ? { seats: r.seats } : {}),
      ...(r.handicap === undefined ? {} : { handicap: r.handicap }), ...(r.lesson ? { lesson: r.lesson } : {}),
    }),
    act: (seat, action) => send({ type: 'act', seat, action }),
    viewAs: (seat) => send({ type: 'viewAs', seat }),
    undo: (seat) => send({ type: 'undo', seat }),
    setSeat: (seat, to) => send({ type: 'setSeat', seat, to }),
    sync: () => send({ type: 'sync' }),
    listScenarios: () => send({ type: 'listScenarios' }),
    listGames: () => send({ type: 'listGames' }),
    save: (name, thumbnail) => send({ type: 'save', name, ...(thumbnail ? { thumbnail } : {}) }),
    setThumbnail: (data) => send({ type: 'thumbnail', data }),
    replayInfo: (source) => send({ type: 'replayInfo', ...(source ? { source } : {}) }),
    replayView: (at, source, asSpectator, seat) => send({
      type: 'replayView', at, ...(source ? { source } : {}), ...(asSpectator ? { asSpectator } : {}), ...(seat ? { seat } : {}),
    }),
    replayTakeOver: (at, source) => send({ type: 'replayTakeOver', at, ...(source ? { source } : {}) }),
    listRecords: () => send({ type: 'listRecords' }),
    logPage: (from, count) => send({ type: 'logPage', from, count }),
    load: (name) => send({ type: 'load', name }),
    continueLatest: () => send({ type: 'continue' }),
    listSaves: () => send({ type: 'listSaves' }),
    deleteSave: (name) => send({ type: 'deleteSave', name }),
    renameSave: (name, newName) => send({ type: 'renameSave', name, newName }),
    duplicateSave: (name, newName) => send({ type: 'duplicateSave', name, newName }),
    query: (q) => send({ type: 'query', q }),
  };
}
