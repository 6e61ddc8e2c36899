// The saves list's index (#31 item 5): a listing reads a save in full only when the index does not
// know that very file; the host's own writes go in at once; a damaged index is rebuilt.
import { readFile, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nodeFs, type FsLike } from '../../../../src-main/saves/atomicWrite.js';
import { serializeEnvelope } from '../../../../src-main/saves/format.js';
import { INDEX_FILE } from '../../../../src-main/saves/listIndex.js';
import { SaveStore } from '../../../../src-main/saves/store.js';
import { makeEnvelope, makeTempDir } from './helpers.js';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir, cleanup } = await makeTempDir()));
afterEach(() => cleanup());

/** node's fs, counting the files read in full (by name). */
function countingFs(): { fs: FsLike; reads: string[] } {
  const reads: string[] = [];
  return { reads, fs: { ...nodeFs, readFile: (file) => { reads.push(path.basename(file.toString())); return nodeFs.readFile(file); } } };
}
const savesRead = (reads: string[]) => reads.filter((f) => f !== INDEX_FILE);
const shown = (list: Awaited<ReturnType<SaveStore['list']>>) => list.map(({ file: _f, ...rest }) => rest);

describe('saves list index', () => {
  it('a new process lists known saves from the index, reading none of them in full', async () => {
    const a = new SaveStore(dir);
    for (let seq = 1; seq <= 3; seq++) await a.save(`Game ${seq}`, makeEnvelope(seq));
    await a.autosave(makeEnvelope(4, { gameId: 'abcdef0123' }));
    const first = await a.list();
    const { fs, reads } = countingFs();
    const b = new SaveStore(dir, { fs });
    expect(shown(await b.list())).toEqual(shown(first));
    expect(savesRead(reads)).toEqual([]);
    // The index holds no seed (4.1), like the listing.
    expect(await readFile(path.join(dir, INDEX_FILE), 'utf8')).not.toContain('seed-42');
  });

  it("the host's own saves and rotated autosaves need no full read; a file changed behind the index does", async () => {
    const { fs, reads } = countingFs();
    const store = new SaveStore(dir, { fs });
    for (let seq = 1; seq <= 3; seq++) await store.autosave(makeEnvelope(seq, { gameId: 'abcdef0123' }));
    await store.save('Mine', makeEnvelope(5));
    reads.length = 0;
    expect((await store.list()).map((e) => e.name)).toEqual(['Mine', 'autosave-abcdef0123', 'autosave-abcdef0123.1', 'autosave-abcdef0123.2']);
    expect(savesRead(reads)).toEqual([]);
    // Replaced by another hand: its line is not the index's any more.
    await writeFile(path.join(dir, 'Mine.json'), serializeEnvelope(makeEnvelope(6, { name: 'Mine', summary: { turn: 7, phase: 'theater', factionsHonor: { aristocrats: 1, demagogues: 2, eurypontids: 3, agiads: 4 } } })));
    reads.length = 0;
    const mine = (await store.list()).find((e) => e.name === 'Mine');
    expect(mine).toMatchObject({ ok: true, turn: 7, phase: 'theater' });
    expect(savesRead(reads)).toEqual(['Mine.json']);
    // Damaged behind the index: listed as damaged, with its reason.
    await writeFile(path.join(dir, 'Mine.json'), '{"kind":"pericles-save","form');
    expect((await store.list()).find((e) => e.name === 'Mine')).toMatchObject({ ok: false, error: { code: 'truncated' } });
  });

  it('a damaged index is rebuilt from the saves', async () => {
    const a = new SaveStore(dir);
    await a.save('One', makeEnvelope(1));
    await a.save('Two', makeEnvelope(2));
    const before = await a.list();
    await writeFile(path.join(dir, INDEX_FILE), '{"index":1,"lines":[{"id":"x","line":{"ok":true,"title":"Lie"');
    const { fs, reads } = countingFs();
    const b = new SaveStore(dir, { fs });
    expect(shown(await b.list())).toEqual(shown(before));
    expect(savesRead(reads).sort()).toEqual(['One.json', 'Two.json']);
    reads.length = 0;
    expect(shown(await new SaveStore(dir, { fs }).list())).toEqual(shown(before));
    expect(savesRead(reads)).toEqual([]);
  });
});
