// #31 "The desktop shell under test": a save file opens the app on it. The file comes as a launch
// argument (Windows, Linux: the first launch's or a second launch's argv) or by 'open-file'
// (macOS, possibly before the app is ready), and waits until the page listens.
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SAVE_FILE_EXTENSION, SaveFileQueue, isSaveFileName, saveFilesInArgv } from '../../../../src-main/electron/openFile.js';

describe('save files named by a launch', () => {
  const cwd = path.resolve('/home/player/games');

  it('takes the files with the save extension, made absolute from the launch folder', () => {
    expect(SAVE_FILE_EXTENSION).toBe('pericles');
    const abs = path.resolve('/tmp/Evening game.pericles');
    // A packaged app: [exe, file]; development: [electron, '.', file]; Chromium's switches on a second launch.
    expect(saveFilesInArgv(['/opt/Pericles/pericles', abs], cwd)).toEqual([abs]);
    expect(saveFilesInArgv(['electron', '.', 'campaign.PERICLES'], cwd)).toEqual([path.join(cwd, 'campaign.PERICLES')]);
    expect(saveFilesInArgv(['pericles', '--allow-file-access-from-files', '--original-process-start-time=1', 'a.pericles'], cwd))
      .toEqual([path.join(cwd, 'a.pericles')]);
  });

  it('ignores everything else', () => {
    // The executable itself, even if named like a save; switches; other files; macOS's -psn_ argument.
    expect(saveFilesInArgv(['x.pericles'], cwd)).toEqual([]);
    expect(saveFilesInArgv(['pericles', '.', '--x=a.pericles', '-psn_0_12345', 'notes.txt', 'save.json', 'pericles', 'a.pericles.bak'], cwd)).toEqual([]);
    expect(isSaveFileName('a.pericles')).toBe(true);
    expect(isSaveFileName('.pericles')).toBe(false); // a dotfile has no extension
    expect(isSaveFileName('a.pericles.json')).toBe(false);
  });
});

describe('the queue of files to open', () => {
  it('holds files until the page listens, then opens them one at a time, in order', async () => {
    const log: string[] = [];
    let release: () => void = () => {};
    const queue = new SaveFileQueue(async (file) => {
      log.push(`start ${file}`);
      if (file === 'a') await new Promise<void>((r) => { release = r; });
      log.push(`end ${file}`);
    });
    queue.add('a');
    queue.add('b');
    await queue.settled();
    expect(log).toEqual([]); // the page does not listen yet
    queue.pageListens();
    await Promise.resolve();
    await Promise.resolve();
    expect(log).toEqual(['start a']); // b waits for a
    release();
    await queue.settled();
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b']);
    queue.add('c'); // the page listens: at once
    await queue.settled();
    expect(log.slice(-2)).toEqual(['start c', 'end c']);
  });

  it('goes on after a file that fails, and waits again once the page is gone', async () => {
    const opened: string[] = [];
    const queue = new SaveFileQueue(async (file) => {
      if (file === 'bad') throw new Error('damaged');
      opened.push(file);
    });
    queue.pageListens();
    queue.add('bad');
    queue.add('good');
    await queue.settled();
    expect(opened).toEqual(['good']);
    queue.pageGone();
    queue.add('later');
    await queue.settled();
    expect(opened).toEqual(['good']);
    queue.pageListens();
    await queue.settled();
    expect(opened).toEqual(['good', 'later']);
  });
});
