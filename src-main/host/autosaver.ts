// The autosaver: the running game written to its autosave after changes, without keeping the host
// busy. A person's decision is written at once; while bots play a run of decisions, at most every
// `intervalDuringBotsMs` (bot decisions replay from the bot seed, so a crash in a run loses no one's
// work); with a journal holding every decision, after the page has drawn the change. It also keeps
// the board picture (thumbnail) the next saves carry.
import type { GameRecord, Persistence } from './persistence.js';
import type { NoticeMessage } from '../../src-shared/protocol/messages.js';
import { describeError } from './session.js';

/**
 * How long an autosave waits after a change when a journal already holds the decisions: long enough
 * for the page to draw the change first (its slowest decisions take ~150 ms on software GL).
 */
const AUTOSAVE_AFTER_CHANGE_MS = 300;

/** What the autosaver asks of the host. */
export interface AutosaverDeps {
  persistence: Persistence | null;
  /** Autosaves are on (GameHostOptions.autosave). */
  enabled: boolean;
  intervalDuringBotsMs: number;
  /** A game is running. */
  hasGame(): boolean;
  /** The game is a lesson: never autosaved. */
  inLesson(): boolean;
  /** A journal holds every decision already (decisions.ts). */
  journaled(): boolean;
  /** Bot work is pending (botRunner.ts). */
  botsBusy(): boolean;
  /** What a save holds now (library.ts). */
  record(): GameRecord;
  log(message: string, error?: unknown): void;
  notice(level: NoticeMessage['level'], code: string, message: string): void;
}

export class Autosaver {
  /** The board as a player last saw it (renderer-captured PNG), stored in the next saves. */
  thumbnail: string | null = null;
  /** The autosave waiting for the page to draw the last change (schedule). */
  private timer: ReturnType<typeof setTimeout> | null = null;
  private dirty = false;
  private autosaving: Promise<void> | null = null;
  /** When the last autosave started (performance.now()), for the bot-run interval. */
  private lastAt = -Infinity;
  /** A person's decision not yet in an autosave: written at once, whatever the bots are doing. */
  private humanDecisionUnsaved = false;
  /** An autosave went out without a board picture: the first picture rewrites it (#16). */
  private withoutThumbnail = false;

  constructor(private readonly deps: AutosaverDeps) {}

  /** The game changed in a way the autosave must hold. */
  markDirty(): void {
    this.dirty = true;
  }

  /** A person decided (or a seat changed hands): written at once, not after the bots' interval. */
  noteHumanDecision(): void {
    this.humanDecisionUnsaved = true;
  }

  /** `now`: its wait for the page is over (the delay is up, or flush() waits for it). */
  schedule(now = false): void {
    const d = this.deps;
    if (!this.dirty || !d.persistence || !d.enabled || !d.hasGame() || d.inLesson()) return;
    if (this.waitsForBots()) return; // written when the bots stop (settleIdle) or the interval is up
    if (this.autosaving) return; // coalesced: the newest state is written when the one under way is done
    // With a journal every decision is on the disk before it is shown: the autosave (tens of ms of
    // serializing a late game) waits until the page has drawn the decision (#16 speed).
    if (d.journaled() && !now) {
      this.timer ??= setTimeout(() => this.now(), AUTOSAVE_AFTER_CHANGE_MS);
      return;
    }
    this.autosaving = this.run();
  }

  /** Writes the waiting autosave now (its delay is up, or someone waits for it). */
  private now(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.schedule(true);
  }

  private waitsForBots(): boolean {
    return !this.humanDecisionUnsaved && this.deps.botsBusy() && performance.now() - this.lastAt < this.deps.intervalDuringBotsMs;
  }

  private async run(): Promise<void> {
    const d = this.deps;
    try {
      // A lesson begun while an autosave of the game before it was on its way is never written (#29 item 14).
      while (this.dirty && d.hasGame() && !d.inLesson() && d.persistence && !this.waitsForBots()) {
        this.dirty = false;
        this.humanDecisionUnsaved = false;
        this.lastAt = performance.now();
        try {
          this.withoutThumbnail = !this.thumbnail;
          await d.persistence.autosave(d.record());
        } catch (e) {
          d.log('autosave failed', e);
          d.notice('warning', 'autosave-failed', `Autosave failed: ${describeError(e).message}`);
        }
      }
    } finally {
      this.autosaving = null;
    }
  }

  /**
   * The picture arrives after the decision's autosave (the board is drawn first): an autosave
   * written without one is written again with it, so the saves browser shows the board.
   */
  rewriteWithPicture(): void {
    if (!this.withoutThumbnail || !this.thumbnail) return;
    this.withoutThumbnail = false;
    this.dirty = true;
    this.humanDecisionUnsaved = true; // written now, not after the bots' interval
    this.schedule();
  }

  /** Resolves when pending autosaves are written. */
  async flush(): Promise<void> {
    if (this.timer) this.now();
    while (this.autosaving) await this.autosaving;
  }
}
