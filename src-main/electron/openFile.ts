// A save file opens the app on it (electron-builder.yml `fileAssociations`). The system hands the
// file over as a launch argument on Windows and Linux (the first launch's process.argv, a second
// launch's argv through 'second-instance') and through 'open-file' on macOS, which may come
// before the app is ready. Files wait until the page listens, then each is imported into the
// saves folder and loaded. Plain functions, no Electron: unit-tested directly.
import * as path from 'node:path';
import { SAVE_FILE_EXTENSION } from '../host/saveFiles.js';

export { SAVE_FILE_EXTENSION };

/** Whether `file` names a save file by its extension (the system associates only these). */
export function isSaveFileName(file: string): boolean {
  return path.extname(file).toLowerCase() === `.${SAVE_FILE_EXTENSION}`;
}

/**
 * The save files a launch names in its arguments, as absolute paths (relative ones from the
 * launch's working folder). Switches (`--foo`, which Chromium adds to a second launch's argv)
 * and anything without the save extension (the app's own path, `.` in development) are not files
 * to open.
 */
export function saveFilesInArgv(argv: readonly string[], cwd: string): string[] {
  return argv.slice(1)
    .filter((a) => !a.startsWith('-') && isSaveFileName(a))
    .map((a) => path.resolve(cwd, a));
}

/**
 * Holds the files asked for until the page listens (it cannot show a game it does not hear of),
 * then opens them in order, one at a time; afterwards a file opens at once.
 */
export class SaveFileQueue {
  private readonly pending: string[] = [];
  private listening = false;
  private running: Promise<void> = Promise.resolve();

  constructor(private readonly open: (file: string) => Promise<void>) {}

  /** A file to open (a launch argument, or macOS's 'open-file'). */
  add(file: string): void {
    this.pending.push(file);
    if (this.listening) this.drain();
  }

  /** The page has spoken, so its listeners are in place: open what waited. */
  pageListens(): void {
    if (this.listening) return;
    this.listening = true;
    this.drain();
  }

  /** The page is gone (its window closed): files wait for the next one. */
  pageGone(): void {
    this.listening = false;
  }

  /** Resolves when every file asked for so far has been opened (or failed). */
  settled(): Promise<void> {
    return this.running;
  }

  private drain(): void {
    while (this.pending.length > 0) {
      const file = this.pending.shift()!;
      this.running = this.running.then(() => this.open(file)).catch(() => undefined);
    }
  }
}
