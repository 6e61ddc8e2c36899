// The bots' turns: when a seat a bot plays must decide, its decision is asked for off the current
// call stack (after a pause, botDelayMs, so people can follow), checked like anyone's, and dropped
// when the game moved on meanwhile (a person acted, a game was loaded). A bot's illegal answer is
// replaced by a random legal one, so a bot never stalls a game.
import type { Action, Reason } from '../../src-shared/games/contract.js';
import type { NoticeMessage } from '../../src-shared/protocol/messages.js';
import { botChoice, botKindOfSeat, botRng, randomBot, type BotKind, type BotPlayer } from './bots.js';
import type { BotReasonNote } from './reasons.js';
import type { HostGame, Seat } from './running.js';

/** A bot's reason when its own bot failed or answered wrong and the random bot played instead. */
const botReason = (key: 'engine.bot.failed' | 'engine.bot.illegal'): Reason => ({ key });

interface BotJob {
  cancelled: boolean;
  cancelTimer: () => void;
}

/** What the bot runner asks of the host. */
export interface BotRunnerDeps {
  /** The bot that plays `kind` in `game` (bots.ts gameBots: every game's levels in the bots' worker, in the app). */
  bots: (game: HostGame, kind: BotKind) => BotPlayer;
  /** Seed of the bots' own random streams (default: the game's seed). */
  botSeed: string | undefined;
  delayMs: number;
  /** The module the game is played by, and its state (null: no game). */
  game(): { game: HostGame; state: unknown } | null;
  /** Bumped by every change: an answer thought out for an older version is stale. */
  version(): number;
  decisionsMade(): number;
  disposed(): boolean;
  /** Applies the bot's decision like anyone's, its reason noted beside it (decisions.ts). */
  decide(seat: Seat, action: Action, why?: BotReasonNote): void;
  /** No bot work is pending any more (the autosave waiting for the bots may go). */
  idle(): void;
  log(message: string, error?: unknown): void;
  notice(level: NoticeMessage['level'], code: string, message: string): void;
}

export class BotRunner {
  private job: BotJob | null = null;
  private idleWaiters: Array<() => void> = [];

  constructor(private readonly deps: BotRunnerDeps) {}

  /** Bot work is pending. */
  get busy(): boolean {
    return this.job !== null;
  }

  /** Schedules the next bot decision, if a bot seat must decide. Never runs it synchronously. */
  schedule(): void {
    this.cancel();
    const d = this.deps;
    const playing = d.game();
    const p = playing && !d.disposed() ? playing.game.pending(playing.state) : null;
    const kinds = playing ? playing.game.seatKinds(playing.state) : null;
    const seat = p?.seats.find((f) => kinds![f] !== 'human');
    const seatKind = seat ? kinds![seat] ?? 'human' : 'human';
    if (!playing || !seat || seatKind === 'human') {
      this.settleIdle();
      return;
    }
    const kind = botKindOfSeat(seatKind, playing.game);
    const version = d.version();
    const job: BotJob = { cancelled: false, cancelTimer: () => undefined };
    const run = () => void this.run(job, version, seat, kind).catch((e: unknown) => {
      // Never an unhandled rejection: that would end the process.
      d.log(`bot ${kind} for ${seat} could not decide; bots stop until the next change`, e);
      if (this.job === job) this.job = null;
      this.settleIdle();
    });
    if (d.delayMs > 0) {
      const t = setTimeout(run, d.delayMs);
      job.cancelTimer = () => clearTimeout(t);
    } else {
      const t = setImmediate(run);
      job.cancelTimer = () => clearImmediate(t);
    }
    this.job = job;
  }

  private async run(job: BotJob, version: number, seat: Seat, kind: BotKind): Promise<void> {
    const d = this.deps;
    const stale = () => job.cancelled || version !== d.version() || d.disposed();
    if (stale()) return;
    const playing = d.game();
    if (!playing) throw new Error('No game is running.');
    const { game, state } = playing;
    const legal = game.legalActions(state, seat);
    const rng = botRng(d.botSeed ?? game.setupOf(state, []).seed, seat, d.decisionsMade());
    const decisionKind = game.pending(state)?.kind;
    const turn = game.summary(state).turn;
    let action: Action;
    let reason: Reason | null;
    try {
      // The bot's seat's view without the log (bots do not read it; it is most of a late game's view).
      ({ action, reason } = botChoice(await d.bots(game, kind)(game.view(state, seat, { withoutLog: true }), legal, rng)));
    } catch (e) {
      d.log(`bot ${kind} for ${seat} failed`, e);
      action = randomBot(game.view(state, seat), legal, rng) as Action;
      reason = botReason('engine.bot.failed');
    }
    // The game may have moved on (a human acted, a game was loaded) while the bot thought.
    if (stale()) return;
    this.job = null;
    // Noted with the decision, before it is published (decide publishes), so the view carries it.
    const note = (): BotReasonNote | undefined => (reason !== null && decisionKind ? { kind: decisionKind, turn, reason } : undefined);
    try {
      d.decide(seat, action, note());
    } catch (e) {
      if (stale()) return;
      d.log(`bot ${kind} for ${seat} chose an illegal action; playing a random legal one`, e);
      d.notice('warning', 'bot-fallback', `The ${seat} bot chose an illegal action; it played a random legal one instead.`);
      try {
        reason = botReason('engine.bot.illegal');
        d.decide(seat, randomBot(game.view(state, seat), legal, rng) as Action, note());
      } catch (e2) {
        d.log(`bot fallback for ${seat} failed too; bots stop until the next change`, e2);
        this.settleIdle();
      }
    }
  }

  /** Cancels pending bot work (it is scheduled again after the next change). */
  cancel(): void {
    if (this.job) {
      this.job.cancelled = true;
      this.job.cancelTimer();
      this.job = null;
    }
  }

  /** Resolves once no bot work is pending (humans must decide, the game is over, or no game). */
  whenIdle(): Promise<void> {
    if (!this.job) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** No bot work is pending: the autosave waiting for the bots goes, and whoever waits for idle is told. */
  settleIdle(): void {
    this.deps.idle();
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const w of waiters) w();
  }
}
