// The bots' reasons, kept beside their decisions, never in the game state (the game and its log
// replay from the decisions alone). Saves and the journal keep them beside the decisions too (#29
// item 3), so a game loaded or recovered still shows them when it ends. What people may read of a
// reason is bots.ts `publicReason`'s to say: a secret decision's reason only once the game is over.
import type { GameState } from '../../src-shared/engine.js';
import type { Faction } from '../../src-shared/model/ids.js';
import { isDecisionKind, type DecisionKind } from '../../src-shared/decisions/registry.js';
import type { Reason } from '../../src-shared/bots/types.js';
import { BOT_REASONS_KEPT, type BotReasonView, type ViewSeat } from '../../src-shared/protocol/messages.js';
import type { SavedBotReason } from '../saves/format.js';
import type { Decision } from './persistence.js';
import { PUBLIC_REASON_KINDS, publicReason } from './bots.js';
import { HostError } from './session.js';

/** A bot decision's reason as the host keeps it. */
export interface BotReasonRecord {
  seat: Faction;
  decision: number;
  turn: number;
  kind: DecisionKind;
  /** The game log's length right after the decision. */
  logLength: number;
  /** In full, as the bot wrote it for its own seat; bots.ts `publicReason` decides what people see. */
  reason: Reason;
}

/** What a bot says of the decision it is about to make: the decision's kind and turn, and why. */
export interface BotReasonNote { kind: DecisionKind; turn: number; reason: Reason }

/** The game the reasons are of, as the host has it now. */
export interface ReasonsGame {
  game(): GameState | null;
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
  note(seat: Faction, decision: number, why: BotReasonNote): BotReasonRecord | undefined {
    const game = this.source.game();
    if (!game) return undefined;
    const record = { seat, decision, turn: why.turn, kind: why.kind, logLength: game.log.length, reason: why.reason };
    this.records.push(record);
    return record;
  }

  private view(r: BotReasonRecord, game: GameState, seat: ViewSeat, over: boolean): BotReasonView {
    const at = game.log.slice(0, r.logLength).filter((e) => !e.to || (seat !== 'spectator' && e.to.includes(seat))).length;
    return { seat: r.seat, decision: r.decision, turn: r.turn, kind: r.kind, at, reason: publicReason(r.kind, r.reason, over) };
  }

  /** The bots' latest reasons as `seat` may see them (bots.ts `publicReason`). */
  for(seat: ViewSeat): BotReasonView[] {
    const game = this.source.game();
    if (!game) return [];
    const over = this.source.over();
    return this.latest.map((r) => this.view(r, game, seat, over));
  }

  /**
   * Once the game is over, the reasons of every secret bot decision of the game (those withheld
   * while it ran: PUBLIC_REASON_KINDS is the rest), for the end screen; before, none at all.
   */
  secretFor(seat: ViewSeat): BotReasonView[] | undefined {
    const game = this.source.game();
    if (!game || !this.source.over()) return undefined;
    return this.records.filter((r) => !PUBLIC_REASON_KINDS.has(r.kind)).map((r) => this.view(r, game, seat, true));
  }

  /** The reason of the bot decision with index `decision` (0-based) as people may read it now, if one was kept. */
  of(decision: number): { seat: Faction; reason: Reason } | null {
    const r = this.records.find((x) => x.decision === decision);
    const reason = r ? publicReason(r.kind, r.reason, this.source.over()) : null;
    return r && reason ? { seat: r.seat, reason } : null;
  }
}

/**
 * The bots' reasons a save or a journal brings back, for the decisions it brings back: only those
 * of a decision that is there, by the seat that made it (a decision taken back, or a journal cut
 * short, takes its reason with it), of a kind the rules know. `strict` (a save): any other is a
 * damaged save, refused; a journal's (written as play went) are only filtered.
 */
export function restoredReasons(saved: readonly SavedBotReason[] | undefined, decisions: readonly Decision[], strict: boolean): BotReasonRecord[] {
  const out: BotReasonRecord[] = [];
  for (const r of saved ?? []) {
    const fits = r.decision < decisions.length && decisions[r.decision]!.seat === r.seat && isDecisionKind(r.kind)
      && (out.at(-1)?.decision ?? -1) < r.decision;
    if (fits) out.push({ ...structuredClone(r), kind: r.kind as DecisionKind });
    else if (strict) throw new HostError('bad-save', 'This save cannot be played: a bot\'s reason in it does not fit its decisions (one to a decision, by the seat that made it, of a kind of decision the rules know). The game you had stays open.');
  }
  return out;
}
