import { mkdir, readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AtomicWriteError, atomicWriteFile, isTempFileName, prepareAtomicWrite, sweepTempFiles } from '../../../../src-main/saves/atomicWrite.js';
import { faultyFs, makeTempDir } from './helpers.js';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir, cleanup } = await makeTempDir()));
afterEach(() => cleanup());

async function rejection(p: Promise<unknown>): Promise<AtomicWriteError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(AtomicWriteError);
    return e as AtomicWriteError;
  }
  throw new Error('expected a rejection');
}

describe('atomicWriteFile', () => {
  it('creates and replaces a file, leaving no temp files', async () => {
    const target = path.join(dir, 'a.json');
    await atomicWriteFile(target, 'one');
    await atomicWriteFile(target, 'two');
    expect(await readFile(target, 'utf8')).toBe('two');
    expect(await readdir(dir)).toEqual(['a.json']);
  });

  it('keeps the old file until commit, and abort removes the temp file', async () => {
    const target = path.join(dir, 'a.json');
    await atomicWriteFile(target, 'old');
    const p = await prepareAtomicWrite(target, 'new');
    expect(isTempFileName(path.basename(p.tempPath))).toBe(true);
    expect(await readFile(target, 'utf8')).toBe('old');
    expect(await readFile(p.tempPath, 'utf8')).toBe('new');
    await p.abort();
    expect(await readdir(dir)).toEqual(['a.json']);
    const q = await prepareAtomicWrite(target, 'new');
    await q.commit();
    expect(await readFile(target, 'utf8')).toBe('new');
  });

  for (const point of ['open', 'write', 'sync'] as const) {
    it(`disk full during ${point}: clear error, old file intact, temp removed`, async () => {
      const target = path.join(dir, 'save.json');
      await atomicWriteFile(target, 'previous good save');
      const e = await rejection(atomicWriteFile(target, 'x'.repeat(10_000), { fs: faultyFs(point, 'ENOSPC') }));
      expect(e.code).toBe('disk-full');
      expect(e.errno).toBe('ENOSPC');
      expect(e.message).toBe(`Not enough disk space to write "save.json" in ${dir}. The previous version, if any, is unchanged. Free some space and try again.`);
      expect(await readFile(target, 'utf8')).toBe('previous good save');
      expect(await readdir(dir)).toEqual(['save.json']);
    });
  }

  it('read-only disk (EROFS) and permission denied (EACCES/EPERM)', async () => {
    const target = path.join(dir, 'save.json');
    await atomicWriteFile(target, 'kept');
    let e = await rejection(atomicWriteFile(target, 'new', { fs: faultyFs('open', 'EROFS') }));
    expect(e.code).toBe('read-only');
    expect(e.message).toBe(`Cannot write "save.json": the folder ${dir} is on a read-only disk. The previous version, if any, is unchanged.`);
    e = await rejection(atomicWriteFile(target, 'new', { fs: faultyFs('rename', 'EACCES') }));
    expect(e.code).toBe('permission');
    expect(e.message).toMatch(/not allowed to write in .* \(permission denied\)/);
    e = await rejection(atomicWriteFile(target, 'new', { fs: faultyFs('open', 'EPERM') }));
    expect(e.code).toBe('permission');
    expect(await readFile(target, 'utf8')).toBe('kept');
    expect(await readdir(dir)).toEqual(['save.json']);
  });

  it('missing folder, and a "folder" that is really a file', async () => {
    let e = await rejection(atomicWriteFile(path.join(dir, 'nope', 'save.json'), 'x'));
    expect(e.code).toBe('missing-folder');
    expect(e.message).toBe(`Cannot write "save.json": the folder ${path.join(dir, 'nope')} does not exist.`);
    await writeFile(path.join(dir, 'file'), 'not a folder');
    e = await rejection(atomicWriteFile(path.join(dir, 'file', 'save.json'), 'x'));
    expect(e.code).toBe('missing-folder');
    expect(e.message).toMatch(/is not a folder/);
  });

  it('sweepTempFiles removes only old temp files', async () => {
    await mkdir(dir, { recursive: true });
    const old = path.join(dir, '.a.json.1.abcd.tmp');
    await writeFile(old, 'x');
    await utimes(old, new Date(Date.now() - 3_600_000), new Date(Date.now() - 3_600_000));
    await writeFile(path.join(dir, '.b.json.1.abcd.tmp'), 'fresh');
    await writeFile(path.join(dir, 'keep.json'), '{}');
    expect(await sweepTempFiles(dir)).toEqual(['.a.json.1.abcd.tmp']);
    expect((await readdir(dir)).sort()).toEqual(['.b.json.1.abcd.tmp', 'keep.json']);
  });
});
