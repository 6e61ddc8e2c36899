// Built positions for end-to-end tests: the real host (GameHost over the real save store) plays a
// game with seeded random legal decisions until a chosen decision kind is pending, and autosaves
// it into a user-data folder. A web host started on that folder then opens it with Continue, so
// the page meets that decision exactly as a player would after reopening the app.
import { summaryOf } from '../../src-shared/games/pericles/engine/summary.js';
import { join } from 'node:path';
import { GameHost } from '../../src-main/host/host.js';
import { openSaveStore, saveStorePersistence } from '../../src-main/host/persistence.js';
import { APP_VERSION, RULES_DATA_VERSION } from '../../src-main/host/version.js';
import { legalActions } from '../../src-shared/engine.js';
import type { GameState } from '../../src-shared/games/pericles/model/state.js';
import type { Faction } from '../../src-shared/games/pericles/model/ids.js';
import type { SeatKind } from '../../src-shared/games/pericles/model/state.js';
import { testRng } from '../unit/testRng.js';

export interface PositionWanted {
  scenario: string;
  /** Seeds tried in turn until one reaches the kind. */
  seeds: readonly string[];
  kind: string;
  /** Stop only where this also holds (default: anywhere `kind` is pending). */
  when?(g: GameState): boolean;
  /**
   * Changes the game before it is saved, to set up what random play rarely reaches (a card
   * left over for the Council, Persian bases for Persian Gold). The save then no longer replays
   * from its decisions: loading it says so, and the position is played on as saved.
   */
  alter?(g: GameState): void;
  /** Seats at the table (default: all human, hot-seat). */
  seats?: Partial<Record<Faction, SeatKind>>;
  maxDecisions?: number;
}

export interface BuiltPosition { seed: string; decisions: number; seat: Faction; kind: string }

function gameOf(host: GameHost): GameState {
  return (host.record().snapshot as { context: { game: GameState } }).context.game;
}

/** Plays until `wanted.kind` is pending, autosaves into `userData`, and says where it stopped. */
export async function buildPosition(userData: string, wanted: PositionWanted): Promise<BuiltPosition> {
  for (const seed of wanted.seeds) {
    const persistence = saveStorePersistence(openSaveStore(join(userData, 'saves')), { appVersion: APP_VERSION, rulesDataVersion: RULES_DATA_VERSION });
    const host = new GameHost({ persistence });
    try {
      host.newGame({ scenario: wanted.scenario, seed, ...(wanted.seats ? { seats: wanted.seats } : {}) });
      const rand = testRng([...seed].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7));
      for (let n = 0; n < (wanted.maxDecisions ?? 3000); n++) {
        const g = gameOf(host);
        const p = g.flow.pending;
        if (!p || g.flow.phase === 'over') break;
        const seat = p.seats[0]!;
        if (p.kind === wanted.kind && (!wanted.when || wanted.when(g))) {
          await host.flush();
          if (wanted.alter) {
            const record = host.record();
            const game = (record.snapshot as { context: { game: GameState } }).context.game;
            wanted.alter(game);
            // The altered game is the position: its summary is made from it, as the host's own
            // saves are (a summary that is not its game's is refused as altered, #31 item 3).
            await persistence.autosave({ ...record, summary: summaryOf(game) });
          }
          return { seed, decisions: n, seat, kind: p.kind };
        }
        const actions = legalActions(g, seat);
        host.act(seat, actions[Math.floor(rand() * actions.length)]!);
      }
    } finally {
      await host.dispose();
    }
  }
  throw new Error(`no seed of ${wanted.seeds.join(', ')} reached ${wanted.kind} in ${wanted.scenario}`);
}
