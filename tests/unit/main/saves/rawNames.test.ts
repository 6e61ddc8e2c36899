// #31 item 6: a save whose file name is not UTF-8 (a Latin-1 name copied from an old system) has
// no text that opens it: it is listed and loaded by a safe handle (`raw:` and a digest of the
// name's bytes), never by a path the client could choose.
import { readdirSync, renameSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SaveStore, rawRef } from '../../../../src-main/saves/store.js';
import { makeEnvelope, makeTempDir, seqOf } from './helpers.js';

let dir: string;
let cleanup: () => Promise<void>;
beforeAll(async () => ({ dir, cleanup } = await makeTempDir('pericles-raw-names-')));
afterAll(() => cleanup());

// "Partida de Atenas, año 3.json" in Latin-1: é, ñ as single bytes, which UTF-8 cannot read.
const LATIN1 = Buffer.from('Partida de Atenas, a\xf1o 3.json', 'latin1');

describe('a save whose file name is not UTF-8', () => {
  it('is listed, and loads by its handle', async () => {
    const store = new SaveStore(dir);
    await store.save('Made here', makeEnvelope(7));
    renameSync(store.fileOf('Made here'), Buffer.concat([Buffer.from(dir + path.sep), LATIN1]));
    const list = await store.list();
    expect(list).toHaveLength(1);
    const entry = list[0]!;
    expect(entry).toMatchObject({ ok: true, name: rawRef(LATIN1), title: 'Made here', kind: 'save' });
    expect(entry.name).toMatch(/^raw:[0-9a-f]{16}$/);
    const loaded = await store.load(entry.name);
    expect(seqOf(loaded.envelope)).toBe(7);
    // It can be kept under a proper name.
    await store.duplicate(entry.name, 'Atenas, turn 3');
    expect(seqOf((await store.load('Atenas, turn 3')).envelope)).toBe(7);
  });

  it('is renamed to a proper name, or deleted (to the trash), by its handle', async () => {
    const { dir: own, cleanup: done } = await makeTempDir('pericles-raw-names-');
    const store = new SaveStore(own);
    const place = Buffer.concat([Buffer.from(own + path.sep), LATIN1]);
    await store.save('One', makeEnvelope(8));
    renameSync(store.fileOf('One'), place);
    await store.rename(rawRef(LATIN1), 'Atenas');
    expect((await store.list()).map((e) => e.name)).toEqual(['Atenas']);
    await store.save('Two', makeEnvelope(9));
    renameSync(store.fileOf('Two'), place);
    await store.delete(rawRef(LATIN1));
    expect((await store.list()).map((e) => e.name)).toEqual(['Atenas']);
    expect(readdirSync(store.trashDir)).toHaveLength(1);
    await done();
  });

  it('a handle that names no file is not found', async () => {
    await expect(new SaveStore(dir).load('raw:0000000000000000')).rejects.toMatchObject({ code: 'not-found' });
  });
});
