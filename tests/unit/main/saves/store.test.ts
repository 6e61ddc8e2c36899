import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { canonicalJson, hashJson } from '../../../../src-shared/kit/hash.js';
import { computeChecksum, createEnvelope, CURRENT_FORMAT, gameStateOfSnapshot, SaveError, serializeEnvelope } from '../../../../src-main/saves/format.js';
import { sanitizeSaveName, SaveStore, validateSaveName } from '../../../../src-main/saves/store.js';
import { faultyFs, makeEnvelope, makeInput, makeTempDir, seqOf } from './helpers.js';

let dir: string;
let cleanup: () => Promise<void>;
let store: SaveStore;
beforeEach(async () => {
  ({ dir, cleanup } = await makeTempDir());
  dir = path.join(dir, 'saves'); // the store creates its folder
  store = new SaveStore(dir);
});
afterEach(() => cleanup());

async function saveError(p: Promise<unknown>): Promise<SaveError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(SaveError);
    return e as SaveError;
  }
  throw new Error('expected a SaveError');
}

const visible = async (d = dir) => (await readdir(d)).filter((n) => n !== '.trash').sort();

describe('names', () => {
  it('accepts ordinary names and refuses dangerous ones', () => {
    for (const ok of ['My campaign', 'Pericles 431 BC', 'Ελλάς', 'a.b', 'x'.repeat(80)]) expect(validateSaveName(ok)).toBe(ok);
    const bad: Array<[unknown, RegExp]> = [
      ['', /empty/], ['   ', /empty/], ['a/b', /contains one of/], ['a\\b', /contains one of/], ['..', /\.\./],
      ['a..b', /\.\./], ['.hidden', /starts with a dot/], ['x'.repeat(81), /longer than 80/], [' padded', /space/],
      ['CON', /reserved device/], ['autosave', /reserved for autosaves/], ['Autosave.3', /reserved/], ['tab\tname', /control/],
      ['trailing.', /ends with a dot/], [42, /not text/],
    ];
    for (const [name, why] of bad) {
      let err: unknown;
      try {
        validateSaveName(name);
      } catch (e) {
        err = e;
      }
      expect(err, String(name)).toBeInstanceOf(SaveError);
      expect((err as SaveError).code).toBe('invalid-name');
      expect((err as SaveError).message, String(name)).toMatch(why);
    }
    expect(sanitizeSaveName('../../etc/passwd')).toBe('etc passwd');
    expect(sanitizeSaveName('autosave')).toBe('autosave game');
    expect(sanitizeSaveName('///')).toBe('Imported game');
  });

  it('store methods reject bad names without touching the disk', async () => {
    expect((await saveError(store.save('../evil', makeEnvelope(1)))).code).toBe('invalid-name');
    expect((await saveError(store.load('../../etc/passwd'))).code).toBe('invalid-name');
    expect((await saveError(store.delete('a/b'))).code).toBe('invalid-name');
    await expect(readdir(dir)).rejects.toThrow();
  });
});

describe('save / load / list / latest', () => {
  it('saves and loads a named game', async () => {
    const env = makeEnvelope(4);
    const w = await store.save('Campaign', env);
    expect(w.file).toBe(path.join(dir, 'Campaign.json'));
    const r = await store.load('Campaign');
    expect(seqOf(r.envelope)).toBe(4);
    expect(r.envelope.name).toBe('Campaign');
    expect(r.notice).toBeUndefined();
    expect(canonicalJson(r.envelope.snapshot)).toBe(canonicalJson(env.snapshot));
    expect(w.bytes).toBe((await readFile(w.file)).length);
  });

  it('refuses an envelope whose stateHash does not match the store selector', async () => {
    const gameHashed = createEnvelope(makeInput(1), gameStateOfSnapshot);
    expect((await saveError(store.save('x', gameHashed))).code).toBe('invalid-envelope');
    const gameStore = new SaveStore(dir, { stateOf: gameStateOfSnapshot });
    await gameStore.save('x', gameHashed);
    expect((await gameStore.load('x')).envelope.stateHash).toBe(hashJson((gameHashed.snapshot as { context: { game: unknown } }).context.game));
  });

  it('missing save: not-found', async () => {
    const e = await saveError(store.load('Nothing'));
    expect(e.code).toBe('not-found');
    expect(e.message).toBe('No save named "Nothing" exists.');
    expect(await store.list()).toEqual([]);
    expect(await store.latest()).toBeNull();
  });

  it('lists metadata newest first, with damaged files and their error instead of throwing', async () => {
    await store.save('Older', makeEnvelope(1, { thumbnail: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==' }));
    await store.save('Newer', makeEnvelope(9));
    await store.autosave(makeEnvelope(5));
    await writeFile(path.join(dir, 'Broken.json'), '{"kind":"pericles-save","form');
    await writeFile(path.join(dir, 'Foreign.json'), '{"hello":"world"}');
    await writeFile(path.join(dir, '.Newer.json.123.abcd.tmp'), 'half a save');
    await writeFile(path.join(dir, 'notes.txt'), 'ignored');
    const list = await store.list();
    expect(list.map((e) => e.name).slice(0, 3)).toEqual(['Newer', 'autosave', 'Older']);
    const older = list.find((e) => e.name === 'Older');
    expect(older).toMatchObject({
      ok: true, kind: 'save', title: 'Older', scenario: 'campaign', turn: 3, phase: 'assembly',
      honor: { aristocrats: 12, demagogues: 9, eurypontids: 15, agiads: 7 }, thumbnail: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    });
    expect(older!.sizeBytes).toBeGreaterThan(500);
    expect(list.find((e) => e.name === 'autosave')?.kind).toBe('autosave');
    const broken = list.find((e) => e.name === 'Broken');
    expect(broken).toMatchObject({ ok: false, error: { code: 'truncated' } });
    expect(list.find((e) => e.name === 'Foreign')).toMatchObject({ ok: false, error: { code: 'foreign' } });
    expect(list.some((e) => e.file.endsWith('.tmp'))).toBe(false);
    expect(list).toHaveLength(5);
    const latest = await store.latest();
    expect(latest?.name).toBe('Newer');
  });

  it('loads an older-format file with a notice', async () => {
    const snapshot = makeInput(2).snapshot;
    const v0: Record<string, unknown> = {
      ...makeInput(2), kind: 'pericles-save', format: 0, stateHash: hashJson(snapshot),
      moves: [{ faction: 'demagogues', action: { type: 'x' } }],
    };
    delete v0.summary;
    delete v0.decisions;
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'Draft.json'), JSON.stringify(v0));
    const r = await store.load('Draft');
    expect(r.migratedFrom).toBe(0);
    expect(r.notice).toMatch(/older version of Pericles \(format 0\)/);
    expect(r.envelope.decisions).toEqual([{ seat: 'demagogues', action: { type: 'x' } }]);
    await store.save('Draft', r.envelope);
    const again = await store.load('Draft');
    expect(again.migratedFrom).toBeUndefined();
    expect(again.envelope.format).toBe(CURRENT_FORMAT);
  });

  it('a newer-format file is refused and left alone', async () => {
    const doc = { ...JSON.parse(serializeEnvelope(makeEnvelope(1))), format: 7 };
    const text = JSON.stringify({ ...doc, checksum: computeChecksum(doc) });
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'Future.json'), text);
    const e = await saveError(store.load('Future'));
    expect(e.code).toBe('newer-format');
    expect(e.message).toBe(`This save was made by a newer version of Pericles (format 7); this version reads up to ${CURRENT_FORMAT}. Update Pericles to open it.`);
    expect(e.file).toBe(path.join(dir, 'Future.json'));
    expect(await readFile(path.join(dir, 'Future.json'), 'utf8')).toBe(text);
  });
});

describe('autosave rotation', () => {
  it('keeps N backups, newest in autosave.json', async () => {
    const s = new SaveStore(dir, { autosaveBackups: 3 });
    for (let seq = 1; seq <= 7; seq++) await s.autosave(makeEnvelope(seq));
    expect(await visible()).toEqual(['autosave.1.json', 'autosave.2.json', 'autosave.3.json', 'autosave.json']);
    expect(seqOf((await s.load('autosave')).envelope)).toBe(7);
    expect(seqOf((await s.load('autosave.1')).envelope)).toBe(6);
    expect(seqOf((await s.load('autosave.3')).envelope)).toBe(4);
    const kinds = (await s.list()).map((e) => `${e.name}:${e.kind}`);
    expect(kinds).toEqual(['autosave:autosave', 'autosave.1:autosave-backup', 'autosave.2:autosave-backup', 'autosave.3:autosave-backup']);
  });

  it('default keeps 5 backups; lowering the setting prunes extras', async () => {
    for (let seq = 1; seq <= 8; seq++) await store.autosave(makeEnvelope(seq));
    expect((await visible()).length).toBe(6);
    const s2 = new SaveStore(dir, { autosaveBackups: 2 });
    await s2.autosave(makeEnvelope(9));
    expect(await visible()).toEqual(['autosave.1.json', 'autosave.2.json', 'autosave.json']);
  });

  it('falls back to the newest loadable backup when the newest autosave is corrupt, and says so', async () => {
    for (let seq = 1; seq <= 4; seq++) await store.autosave(makeEnvelope(seq));
    await writeFile(path.join(dir, 'autosave.json'), (await readFile(path.join(dir, 'autosave.json'), 'utf8')).slice(0, 300));
    let r = await store.load('autosave');
    expect(seqOf(r.envelope)).toBe(3);
    expect(r.name).toBe('autosave.1');
    expect(r.fellBack?.reasons[0]?.error.code).toBe('truncated');
    expect(r.notice).toMatch(/^The latest autosave could not be read \(This save file is incomplete.*\)\. Loaded the previous autosave "autosave.1" from 2025-/);
    // Two damaged in a row, the first one missing.
    await writeFile(path.join(dir, 'autosave.1.json'), '');
    await writeFile(path.join(dir, 'autosave.json'), '');
    r = await store.load('autosave');
    expect(seqOf(r.envelope)).toBe(2);
    expect(r.fellBack?.reasons.map((x) => x.error.code)).toEqual(['empty', 'empty']);
    // "Continue" skips the damaged ones too.
    expect(seqOf((await store.latest())!.envelope)).toBe(2);
    // A new autosave after that still works and is the newest.
    await store.autosave(makeEnvelope(10));
    expect(seqOf((await store.load('autosave')).envelope)).toBe(10);
  });

  it('missing autosave.json (crash mid-rotation) falls back; none at all is not-found', async () => {
    expect((await saveError(store.load('autosave'))).message).toBe('There is no autosave yet.');
    await store.autosave(makeEnvelope(1));
    await store.autosave(makeEnvelope(2));
    await store['fs'].rename(path.join(dir, 'autosave.json'), path.join(dir, 'elsewhere.bak'));
    const r = await store.load('autosave');
    expect(seqOf(r.envelope)).toBe(1);
    expect(r.notice).toMatch(/^The latest autosave is missing\./);
  });

  it('all autosaves damaged: the error says why', async () => {
    await store.autosave(makeEnvelope(1));
    await writeFile(path.join(dir, 'autosave.json'), '{"hello":1}');
    const e = await saveError(store.load('autosave'));
    expect(e.code).toBe('foreign');
    expect(e.message).toMatch(/^No autosave could be loaded: This file is not a Pericles save/);
  });

  it('a failed autosave write (disk full) leaves every autosave as it was', async () => {
    for (let seq = 1; seq <= 3; seq++) await store.autosave(makeEnvelope(seq));
    const before = await visible();
    const full = new SaveStore(dir, { fs: faultyFs('write', 'ENOSPC') });
    const e = await saveError(full.autosave(makeEnvelope(4)));
    expect(e.code).toBe('disk-full');
    expect(await visible()).toEqual(before);
    expect(seqOf((await store.load('autosave')).envelope)).toBe(3);
    expect(seqOf((await store.load('autosave.1')).envelope)).toBe(2);
  });
});

describe('write failures', () => {
  it('disk full: clear error, previous save intact, no temp left', async () => {
    await store.save('Game', makeEnvelope(1));
    const full = new SaveStore(dir, { fs: faultyFs('write', 'ENOSPC') });
    const e = await saveError(full.save('Game', makeEnvelope(2)));
    expect(e.code).toBe('disk-full');
    expect(e.message).toMatch(/^Not enough disk space to write "Game.json" in .*\. The previous version, if any, is unchanged\. Free some space and try again\.$/);
    expect(seqOf((await store.load('Game')).envelope)).toBe(1);
    expect(await visible()).toEqual(['Game.json']);
  });

  it('read-only disk (EROFS injected): clear error, previous save intact', async () => {
    await store.save('Game', makeEnvelope(1));
    const ro = new SaveStore(dir, { fs: faultyFs('open', 'EROFS') });
    const e = await saveError(ro.save('Game', makeEnvelope(2)));
    expect(e.code).toBe('read-only');
    expect(e.message).toMatch(/is on a read-only disk/);
    expect(seqOf((await store.load('Game')).envelope)).toBe(1);
  });

  it('saves folder under a regular file: clear error (runs as root, so no chmod)', async () => {
    const parentFile = path.join(path.dirname(dir), 'not-a-folder');
    await writeFile(parentFile, 'x');
    const s = new SaveStore(path.join(parentFile, 'saves'));
    const e = await saveError(s.save('Game', makeEnvelope(1)));
    expect(e.code).toBe('missing-folder');
    expect(e.message).toMatch(/is not a folder/);
    expect(await s.list()).toEqual([]);
  });
});

describe('managing saves', () => {
  it('delete moves to .trash', async () => {
    await store.save('Game', makeEnvelope(1));
    await store.delete('Game');
    expect(await visible()).toEqual([]);
    const trash = await readdir(path.join(dir, '.trash'));
    expect(trash).toHaveLength(1);
    expect(trash[0]).toMatch(/^Game\..*\.json$/);
    expect((await saveError(store.delete('Game'))).code).toBe('not-found');
    expect(await store.list()).toEqual([]);
  });

  it("delete('autosave') moves the autosave and its backups", async () => {
    for (let seq = 1; seq <= 3; seq++) await store.autosave(makeEnvelope(seq));
    await store.delete('autosave');
    expect(await visible()).toEqual([]);
    expect(await readdir(path.join(dir, '.trash'))).toHaveLength(3);
  });

  it('duplicate copies under a new name and refuses to overwrite', async () => {
    await store.save('Game', makeEnvelope(1));
    await store.save('Other', makeEnvelope(2));
    await store.duplicate('Game', 'Game copy');
    expect((await store.load('Game copy')).envelope.name).toBe('Game copy');
    expect(seqOf((await store.load('Game copy')).envelope)).toBe(1);
    const e = await saveError(store.duplicate('Game', 'Other'));
    expect(e.code).toBe('exists');
    expect(e.message).toBe('A save named "Other" already exists. Choose another name.');
    expect(seqOf((await store.load('Other')).envelope)).toBe(2);
  });

  it('rename moves a save, refuses to overwrite, handles case-only changes and autosaves', async () => {
    await store.save('Game', makeEnvelope(1));
    await store.save('Other', makeEnvelope(2));
    await store.rename('Game', 'Renamed');
    expect(await visible()).toEqual(['Other.json', 'Renamed.json']);
    expect((await store.load('Renamed')).envelope.name).toBe('Renamed');
    expect((await saveError(store.rename('Renamed', 'Other'))).code).toBe('exists');
    await store.rename('Renamed', 'RENAMED');
    expect(await visible()).toEqual(['Other.json', 'RENAMED.json']);
    await store.autosave(makeEnvelope(3));
    await store.rename('autosave', 'Kept');
    expect(seqOf((await store.load('Kept')).envelope)).toBe(3);
    expect((await saveError(store.rename('Missing', 'X'))).code).toBe('not-found');
  });

  it('rename of a damaged save refuses with its error', async () => {
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'Bad.json'), 'garbage');
    expect((await saveError(store.rename('Bad', 'Good'))).code).toBe('not-json');
    expect(await visible()).toEqual(['Bad.json']);
  });

  it('export then import round-trips, with a unique name', async () => {
    await store.save('Game', makeEnvelope(6));
    const out = path.join(path.dirname(dir), 'exported.json');
    await writeFile(out, await readFile(store.fileOf('Game'))); // an export is the save's own bytes (host/saveFiles.ts)
    const imported = await store.importFrom(out);
    expect(imported.name).toBe('Game (2)');
    expect(seqOf(imported.envelope)).toBe(6);
    expect((await store.importFrom(out, 'Named')).name).toBe('Named');
    expect((await saveError(store.importFrom(out, 'Named'))).code).toBe('exists');
    expect(await visible()).toEqual(['Game (2).json', 'Game.json', 'Named.json']);
  });

  it('import refuses bad files without changing anything', async () => {
    await store.save('Game', makeEnvelope(1));
    const before = await visible();
    const outside = path.dirname(dir);
    const good = serializeEnvelope(makeEnvelope(1));
    const files: Array<[string, string, string]> = [
      ['empty.json', '', 'empty'],
      ['cut.json', good.slice(0, good.length / 2), 'truncated'],
      ['text.json', 'just text', 'not-json'],
      ['pkg.json', '{"name":"x"}', 'foreign'],
      ['edited.json', good.replace('"turn":3', '"turn":4'), 'checksum-mismatch'],
    ];
    for (const [name, text, code] of files) {
      await writeFile(path.join(outside, name), text);
      const e = await saveError(store.importFrom(path.join(outside, name)));
      expect(e.code, name).toBe(code);
      expect(e.file).toBe(path.join(outside, name));
    }
    expect((await saveError(store.importFrom(path.join(outside, 'absent.json')))).code).toBe('not-found');
    expect(await visible()).toEqual(before);
  });

  it('import refuses oversized files before reading them', async () => {
    const small = new SaveStore(dir, { maxFileBytes: 100 });
    const f = path.join(path.dirname(dir), 'big.json');
    await writeFile(f, serializeEnvelope(makeEnvelope(1)));
    expect((await saveError(small.importFrom(f))).code).toBe('too-large');
  });

  it('concurrent writes are serialized', async () => {
    await Promise.all([
      store.autosave(makeEnvelope(1)), store.save('A', makeEnvelope(2)), store.autosave(makeEnvelope(3)),
      store.duplicate('A', 'B').catch(() => undefined), store.autosave(makeEnvelope(4)),
    ]);
    expect(seqOf((await store.load('autosave')).envelope)).toBe(4);
    expect(seqOf((await store.load('autosave.2')).envelope)).toBe(1);
    expect(seqOf((await store.load('B')).envelope)).toBe(2);
  });
});

describe('property: random snapshots survive save -> load through the store', () => {
  it('canonical JSON equal and stateHash matches', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 6 }), fc.boolean(), async (snapshot, auto) => {
        const env = createEnvelope(makeInput(1, { snapshot }));
        if (auto) await store.autosave(env);
        else await store.save('Prop', env);
        const r = await store.load(auto ? 'autosave' : 'Prop');
        expect(canonicalJson(r.envelope.snapshot)).toBe(canonicalJson(snapshot));
        expect(r.envelope.stateHash).toBe(hashJson(snapshot));
        expect(hashJson(r.envelope.snapshot)).toBe(r.envelope.stateHash);
      }),
      { numRuns: 150 },
    );
  });
});
