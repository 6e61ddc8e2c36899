// The bots' reasons, kept beside their decisions, never in the game state (the game and its log
// replay from the decisions alone). Saves and the journal keep them beside the decisions too (#29
// item 3), so a game loaded or recovered still shows them when it ends. What people may read of a
// reason is bots.ts `publicReason`'s to say: a secret decision's reason only once the game is over.
import type { Reason } from '../../src-shared/games/contract.js';
import { BOT_REASONS_KEPT, type BotReasonView, type ViewSeat } from '../../src-shared/protocol/messages.js';
import type { SavedBotReason } from '../saves/format.js';
import type { Decision } from './persistence.js';
import { seenOf, type HostGame, type Seat } from './running.js';
import { HostError } from './session.js';

/** A bot decision's reason as the host keeps it. */
export interface BotReasonRecord {
  seat: Seat;
  decision: number;
  turn: number;
  kind: BotReasonView['kind'];
  /** The game log's length right after the decision. */
  logLength: number;
  /** In full, as the bot wrote it for its own seat; bots.ts `publicReason` decides what people see. */
  reason: Reason;
}

/** What a bot says of the decision it is about to make: the decision's kind and turn, and why. */
export interface BotReasonNote { kind: BotReasonView['kind']; turn: number; reason: Reason }

/** The game the reasons are of, as the host has it now. */
export interface ReasonsGame {
  /** The module the game is played by, and its state (null: no game). */
  game(): { game: HostGame; state: unknown } | null;
  over(): boolean;
}

export class BotReasons {
  /**
   * Every bot reason of this game, oldest first: the latest BOT_REASONS_KEPT go out with each view,
   * and once the game is over the secret decisions' reasons all go out (secretFor).
   */
  private records: BotReasonRecord[] = [];

  constructor(private readonly source: ReasonsGame) {}

  /** Every reason of the game, oldest first (saves and the journal keep them). */
  get all(): readonly BotReasonRecord[] {
    return this.records;
  }

  /** The bots' latest reasons in full (host side only: people get `for(seat)`). */
  get latest(): readonly Readonly<BotReasonRecord>[] {
    return this.records.slice(-BOT_REASONS_KEPT);
  }

  /** A new game's reasons (restoredReasons), or none. */
  reset(records: BotReasonRecord[] = []): void {
    this.records = records;
  }

  /** Only those of the first `decisions` decisions stay (an undo takes its reasons back). */
  keepBefore(decisions: number): void {
    this.records = this.records.filter((r) => r.decision < decisions);
  }

  /** Notes the reason of decision `decision` just made by `seat`; returns the record, for the journal. */
  note(seat: Seat, decision: number, why: BotReasonNote): BotReasonRecord | undefined {
    const playing = this.source.game();
    if (!playing) return undefined;
    const logLength = playing.game.logAddressees(playing.state).length;
    const record = { seat, decision, turn: why.turn, kind: why.kind, logLength, reason: why.reason };
    this.records.push(record);
    return record;
  }

  private view(r: BotReasonRecord, playing: { game: HostGame; state: unknown }, seat: ViewSeat, over: boolean): BotReasonView {
    const at = seenOf(playing.game.logAddressees(playing.state), r.logLength, seat);
    return { seat: r.seat, decision: r.decision, turn: r.turn, kind: r.kind, at, reason: playing.game.bots.publicReason(r.kind, r.reason, over) };
  }

  /** The bots' latest reasons as `seat` may see them (bots.ts `publicReason`). */
  for(seat: ViewSeat): BotReasonView[] {
    const playing = this.source.game();
    if (!playing) return [];
    const over = this.source.over();
    return this.latest.map((r) => this.view(r, playing, seat, over));
  }

  /**
   * Once the game is over, the reasons of every secret bot decision of the game (those withheld
   * while it ran: PUBLIC_REASON_KINDS is the rest), for the end screen; before, none at all.
   */
  secretFor(seat: ViewSeat): BotReasonView[] | undefined {
    const playing = this.source.game();
    if (!playing || !this.source.over()) return undefined;
    // A secret decision's reason is one withheld while the game runs.
    const secret = (r: BotReasonRecord) => playing.game.bots.publicReason(r.kind, r.reason, false) === null;
    return this.records.filter(secret).map((r) => this.view(r, playing, seat, true));
  }

  /** The reason of the bot decision with index `decision` (0-based) as people may read it now, if one was kept. */
  of(decision: number): { seat: Seat; reason: Reason } | null {
    const r = this.records.find((x) => x.decision === decision);
    const playing = this.source.game();
    const reason = r && playing ? playing.game.bots.publicReason(r.kind, r.reason, this.source.over()) : null;
    return r && reason ? { seat: r.seat, reason } : null;
  }
}

/**
 * The bots' reasons a save or a journal brings back, for the decisions it brings back: only those
 * of a decision that is there, by the seat that made it (a decision taken back, or a journal cut
 * short, takes its reason with it), of a kind the rules know. `strict` (a save): any other is a
 * damaged save, refused; a journal's (written as play went) are only filtered.
 */
export function restoredReasons(game: HostGame, saved: readonly SavedBotReason[] | undefined, decisions: readonly Decision[], strict: boolean): BotReasonRecord[] {
  const out: BotReasonRecord[] = [];
  for (const r of saved ?? []) {
    const fits = r.decision < decisions.length && decisions[r.decision]!.seat === r.seat && game.saveChecks.isDecisionKind(r.kind)
      && (out.at(-1)?.decision ?? -1) < r.decision;
    if (fits) out.push({ ...structuredClone(r), kind: r.kind as BotReasonRecord['kind'] });
    else if (strict) throw new HostError('bad-save', 'This save cannot be played: a bot\'s reason in it does not fit its decisions (one to a decision, by the seat that made it, of a kind of decision the rules know). The game you had stays open.');
  }
  return out;
}
