// Pericles' messages (#32): the protocol's types (src-shared/protocol/, generic over a game's wire
// types) narrowed to this game's seats, view, decisions and results. The protocol knows none of
// these; Pericles' page reads its messages through them (client.ts re-exports them).
import type * as api from '../../protocol/api.js';
import type * as messages from '../../protocol/messages.js';
import type { GameWire } from '../../protocol/wire.js';
import type { Aids } from './aids.js';
import type { DecisionKind } from './decisions/registry.js';
import type { OfferedSeatKind } from './engine/seats.js';
import type { PendingDecision } from './engine/types.js';
import type { ClosedOption } from './explain/types.js';
import type { Faction } from './model/ids.js';
import type { GameResult } from './model/state.js';
import type { GameView } from './view.js';

export interface PericlesWire extends GameWire {
  seat: Faction;
  view: GameView;
  pending: PendingDecision;
  kind: DecisionKind;
  aids: Aids;
  closed: ClosedOption;
  result: GameResult;
  offeredSeatKind: OfferedSeatKind;
  /** 4.1: a turn begins at War or at Peace. */
  turnMark: 'war' | 'peace';
}

export type ViewMessage = messages.ViewMessage<PericlesWire>;
export type ViewSeat = messages.ViewSeat<PericlesWire>;
export type BotReasonView = messages.BotReasonView<PericlesWire>;
export type PericlesApi = api.PericlesApi<PericlesWire>;
export type NewGameRequest = api.NewGameRequest<PericlesWire>;
export type GameStarted = api.GameStarted<PericlesWire>;
export type SaveInfo = api.SaveInfo<PericlesWire>;
export type FinishedGame = api.FinishedGame<PericlesWire>;
export type ReplayFrame = api.ReplayFrame<PericlesWire>;
export type ReplayInfo = api.ReplayInfo<PericlesWire>;
export type ReplayTurn = api.ReplayTurn<PericlesWire>;
export type LogPage = api.LogPage<PericlesWire>;
export type HostMessage = messages.HostMessage<PericlesWire>;
export type LoadedGame = api.LoadedGame<PericlesWire>;
export type TakenOver = api.TakenOver<PericlesWire>;
