// #13 item 9: the saves folder's smaller defects — orphan temp files swept on opening, Continue
// not fooled by a date written inside a save, no absolute path reaching a client, thumbnails
// that are real small PNGs, and no symbolic link followed out of the folder.
import { mkdir, readdir, symlink, utimes, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isSmallPng, serializeEnvelope } from '../../../../src-main/saves/format.js';
import { SaveStore } from '../../../../src-main/saves/store.js';
import { openSaveStore } from '../../../../src-main/host/persistence.js';
import { withoutPaths } from '../../../../src-main/host/host.js';
import { makeEnvelope, makeTempDir, seqOf } from './helpers.js';

const PNG_1x1 = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir, cleanup } = await makeTempDir()));
afterEach(async () => cleanup());

describe('#13 item 9: the saves folder', () => {
  it('sweeps orphan temp files when the store is opened', async () => {
    const orphan = path.join(dir, '.Mine.json.1234.tmp');
    await writeFile(orphan, '{"half":');
    const old = new Date(Date.now() - 10 * 60_000);
    await utimes(orphan, old, old);
    openSaveStore(dir);
    await expect.poll(async () => (await readdir(dir)).includes(path.basename(orphan))).toBe(false);
  });

  it('Continue takes the save written last, not one dated 9999 inside', async () => {
    const store = new SaveStore(dir);
    await store.save('Forged', makeEnvelope(1, { savedAt: '9999-01-01T00:00:00.000Z' }));
    const past = new Date(Date.now() - 3_600_000);
    await utimes(path.join(dir, 'Forged.json'), past, past);
    await store.save('Real', makeEnvelope(2, { savedAt: new Date().toISOString() }));
    expect(seqOf((await store.latest())!.envelope)).toBe(2);
  });

  it('does not list or open a symbolic link, even to a valid save outside the folder', async () => {
    const outside = path.join(dir, '..', `${path.basename(dir)}-outside.json`);
    await writeFile(outside, serializeEnvelope(makeEnvelope(5)));
    const saves = path.join(dir, 'saves');
    await mkdir(saves);
    await symlink(outside, path.join(saves, 'Link.json'));
    const store = new SaveStore(saves);
    expect((await store.list()).map((e) => e.name)).not.toContain('Link');
    await expect(store.load('Link')).rejects.toMatchObject({ code: 'not-found' });
  });

  it('accepts a real PNG thumbnail and refuses one that only starts like a PNG', () => {
    expect(isSmallPng(PNG_1x1)).toBe(true);
    expect(isSmallPng('data:image/png;base64,iVBORw0KGgo=')).toBe(false);
    expect(isSmallPng('data:image/png;base64,' + 'A'.repeat(100))).toBe(false);
    expect(() => makeEnvelope(1, { thumbnail: 'data:image/png;base64,iVBORw0KGgo=' })).toThrow(/PNG picture/);
  });

  it('messages to clients carry no absolute path', () => {
    expect(withoutPaths('Pericles is not allowed to read /home/ann/.config/Pericles/saves/Mine.json (permission denied).'))
      .toBe('Pericles is not allowed to read Mine.json (permission denied).');
    expect(withoutPaths('No save named "a/b" exists; rule 9.44, 3/4.')).toBe('No save named "a/b" exists; rule 9.44, 3/4.');
  });
});
