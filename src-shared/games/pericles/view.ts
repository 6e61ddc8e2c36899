// viewFor(state, seat): the redacted view a seat may see (4.1 Public & Secret Information).
// The renderer and the bots only ever receive this, never the GameState.
import { sideOf, type Faction, type Side } from './model/ids.js';
import { cloneJson } from '../../kit/clone.js';
import { answeredSeats } from './engine/decisions.js';
import { handicapRecipients } from './engine/handicap.js';
import type { DecisionKind } from './decisions/registry.js';
import type {
  CityStateState, GameState, LogEntry, PlacedMarker, TheaterMarker,
} from './model/state.js';

/** A face-down marker shows only its Side (3.15) and who placed it. */
export interface QueueItemView {
  side: Side;
  placedBy: Faction;
  /** Only for the viewer's own Side's markers that the viewer owns or placed (it knows them). */
  known?: { owner: Faction; kind: TheaterMarker['kind'] };
}

export interface FactionView {
  honor: number;
  /** 4.1 B: exact for the viewer; null for everyone else. */
  strategos: number | null;
  handCount: number;
  hand: string[] | null;
  entourageCount: number;
  entourage: string[] | null;
  brainTrustUsed: boolean;
  markerCount: number;
  markers: TheaterMarker[] | null;
}

export type CityStateView = Omit<CityStateState, 'politicalDeck' | 'discard' | 'battleDeck'> & {
  politicalDeckCount: number;
  battleDeckCount: number;
  discard: string[];
};

export interface PendingView {
  kind: DecisionKind;
  rule: string;
  seats: Faction[];
  /** Seats that have finished answering a simultaneous secret choice (not what they chose). */
  answered: Faction[];
  /** The viewer's own hidden answer, if it gave one (or its picks so far, 5.32 C/D). */
  myAnswer?: unknown;
}

export interface GameView {
  seat: Faction | 'spectator';
  scenario: string;
  // No seed and no random state (4.1): with them, newGame rebuilds every hand and deck order.
  seats: GameState['seats'];
  /** Solo handicap given at setup to each Faction of `handicapped` (0: none). */
  handicap: number;
  /** The Factions the handicap went to (engine/handicap.ts). */
  handicapped: Faction[];
  turn: number;
  lastTurn: number;
  war: GameState['war'];
  plague: GameState['plague'];
  alcibiades: GameState['alcibiades'];
  stateShipAvailable: boolean;
  persianWar: GameState['persianWar'];
  /** A training vignette's play area (3.3): the only theaters markers and units may go to. Absent: the whole map. */
  playArea?: number[];
  persianBases: number;
  persiaOpen: boolean;
  theaters: GameState['theaters'];
  sides: Record<Side, CityStateView>;
  factions: Record<Faction, FactionView>;
  aristophanesDeckCount: number;
  currentAristophanes: string | null;
  aristophanesDiscard: string[];
  queues: Record<string, QueueItemView[]>;
  honorOrder: Faction[];
  phase: GameState['flow']['phase'];
  segment: string;
  pending: PendingView | null;
  /** Public segment data (e.g. the current debate); secret parts are never stored there. */
  flowData: Record<string, unknown>;
  log: LogEntry[];
  result: GameState['result'];
}

function factionView(g: GameState, f: Faction, viewer: Faction | 'spectator'): FactionView {
  const s = g.factions[f];
  const mine = viewer === f;
  return {
    honor: s.honor,
    strategos: mine ? s.strategos : null,
    handCount: s.hand.length,
    hand: mine ? [...s.hand] : null,
    entourageCount: s.entourage.length,
    entourage: mine ? [...s.entourage] : null,
    brainTrustUsed: s.brainTrustUsed,
    markerCount: s.markers.length,
    markers: mine ? s.markers.map((m) => ({ ...m })) : null,
  };
}

function queueItemView(m: PlacedMarker, viewer: Faction | 'spectator'): QueueItemView {
  const item: QueueItemView = { side: sideOf(m.owner), placedBy: m.placedBy };
  // 4.1 C: a Faction knows the markers it owns or placed itself.
  if (viewer !== 'spectator' && (m.owner === viewer || m.placedBy === viewer)) item.known = { owner: m.owner, kind: m.kind };
  return item;
}

function cityStateView(s: CityStateState): CityStateView {
  const { politicalDeck, battleDeck, discard, ...rest } = s;
  return {
    ...cloneJson(rest),
    politicalDeckCount: politicalDeck.length,
    battleDeckCount: battleDeck.length,
    discard: [...discard],
  };
}

/** The entries of the log `seat` may read (4.1: an entry `to` some seats is theirs alone). */
export function seatLog(g: GameState, seat: Faction | 'spectator'): LogEntry[] {
  return g.log.filter((e) => !e.to || (seat !== 'spectator' && e.to.includes(seat)));
}

export interface ViewOptions {
  /** Leave the log out (checks and bots that do not read it); the log is the only part that grows all game. */
  withoutLog?: boolean;
}

/** What `seat` may see of the game. Spectators see only public information. */
export function viewFor(g: GameState, seat: Faction | 'spectator', opts: ViewOptions = {}): GameView {
  const p = g.flow.pending;
  let pendingView: PendingView | null = null;
  if (p) {
    pendingView = {
      kind: p.kind, rule: p.rule, seats: [...p.seats], answered: answeredSeats(p),
    };
    if (seat !== 'spectator' && seat in p.secret) pendingView.myAnswer = cloneJson(p.secret[seat]);
  }
  const queues: Record<string, QueueItemView[]> = {};
  for (const [place, q] of Object.entries(g.queues)) queues[place] = q.map((m) => queueItemView(m, seat));
  return {
    seat,
    scenario: g.scenario,
    seats: { ...g.seats },
    handicap: g.handicap ?? 0,
    handicapped: handicapRecipients(g),
    turn: g.turn,
    lastTurn: g.lastTurn,
    war: g.war,
    plague: g.plague,
    alcibiades: g.alcibiades,
    stateShipAvailable: g.stateShipAvailable,
    persianWar: g.persianWar,
    ...(g.rules.playArea ? { playArea: [...g.rules.playArea] } : {}),
    persianBases: g.persianBases,
    persiaOpen: g.persiaOpen,
    theaters: cloneJson(g.theaters),
    sides: { athens: cityStateView(g.sides.athens), sparta: cityStateView(g.sides.sparta) },
    factions: {
      aristocrats: factionView(g, 'aristocrats', seat),
      demagogues: factionView(g, 'demagogues', seat),
      eurypontids: factionView(g, 'eurypontids', seat),
      agiads: factionView(g, 'agiads', seat),
    },
    aristophanesDeckCount: g.aristophanesDeck.length,
    currentAristophanes: g.currentAristophanes,
    aristophanesDiscard: [...g.aristophanesDiscard],
    queues,
    honorOrder: [...g.honorOrder],
    phase: g.flow.phase,
    segment: g.flow.segment,
    pending: pendingView,
    flowData: cloneJson(g.flow.data),
    log: opts.withoutLog ? [] : seatLog(g, seat),
    result: g.result ? { ...g.result } : null,
  };
}
