// #31: a save goes out as a `.pericles` file and comes back in. The exported file is the save's
// own envelope (its checksum a load accepts, nothing a save does not hold); a file is taken in only
// when a load would accept it (the whole load check, before anything is written); the same file
// opened twice is one game; a refused file's notice says why (saveFiles.ts, host importFile/exportFile).
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import type { GameState } from '../../../../src-shared/engine.js';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameHost } from '../../../../src-main/host/host.js';
import { openSaveStore, saveStorePersistence, type Persistence } from '../../../../src-main/host/persistence.js';
import { attachmentHeader, exportFileName, openFileRefused, writeExportedSave } from '../../../../src-main/host/saveFiles.js';
import { computeChecksum, parseSave, serializeEnvelope, type SaveEnvelope } from '../../../../src-main/saves/format.js';
import { legalActions, pending } from '../../../../src-shared/engine.js';
import { parseArgs } from '../../../../src-main/web/cli.js';

let root: string;
let n = 0;
beforeAll(async () => { root = await mkdtemp(path.join(tmpdir(), 'pericles-savefiles-')); });
afterAll(() => rm(root, { recursive: true, force: true }));

const persistenceIn = (dir: string): Persistence => saveStorePersistence(openSaveStore(dir), { appVersion: 'test', rulesDataVersion: 'test' });
const folder = () => path.join(root, `f${n++}`);
/** The named saves (a game's autosaves come and go as it is played). */
const namedSaves = async (dir: string) => (await jsonFiles(dir)).filter((f) => !f.startsWith('autosave-'));
const jsonFiles = async (dir: string) => (await readdir(dir)).filter((f) => f.endsWith('.json') && !f.startsWith('.')).sort();

async function played(dir: string, seed: string, decisions: number): Promise<GameHost<GameState>> {
  const host = new GameHost<GameState>({ persistence: persistenceIn(dir), log: () => {} });
  host.newGame({ scenario: 'development', seed });
  for (let i = 0; i < decisions; i++) playOne(host, i);
  await host.whenIdle();
  return host;
}

function playOne(host: GameHost<GameState>, i = 0): void {
  const g = host.game!;
  const seat = pending(g)!.seats[0]!;
  host.act(seat, legalActions(g, seat)[i % 2]!);
}

const bytesOf = (text: string) => new TextEncoder().encode(text);

describe('Export…', () => {
  it('makes the save\'s own file: what a load accepts, checksum and all, and nothing but the save', async () => {
    const dir = folder();
    const host = await played(dir, 'export-1', 4);
    await host.save('Evening game');
    const exported = await host.exportFile({ save: 'Evening game' });
    const onDisk = await readFile(path.join(dir, 'Evening game.json'), 'utf8');
    expect(exported).toEqual({ name: 'Evening game', text: onDisk });
    const parsed = parseSave(bytesOf(exported.text));
    expect(parsed.ok).toBe(true);
    const env = JSON.parse(exported.text) as SaveEnvelope;
    expect(env.checksum).toBe(computeChecksum(env as unknown as Record<string, unknown>));
    expect(exported.text).not.toContain(dir); // no folder of the player's

    // The game being played, under the title the page gives it: a save of it now.
    playOne(host);
    const current = await host.exportFile({ title: 'Development, turn 1' });
    const cur = JSON.parse(current.text) as SaveEnvelope;
    expect(cur).toMatchObject({ name: 'Development, turn 1', gameId: host.record().gameId, decisions: host.record().decisions });
    expect(parseSave(bytesOf(current.text)).ok).toBe(true);
    await host.dispose();
  });

  it('is written where the player chose, byte for byte; a folder that is not there changes nothing', async () => {
    const dir = folder();
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, 'out.pericles');
    expect(await writeExportedSave({ name: 'x', text: 'the text' }, file)).toEqual({ file, bytes: 8 });
    expect(await readFile(file, 'utf8')).toBe('the text');
    await expect(writeExportedSave({ name: 'x', text: 'other' }, path.join(dir, 'no', 'such', 'x.pericles'))).rejects.toMatchObject({ name: 'SaveError', code: 'missing-folder' });
    expect(await readdir(dir)).toEqual(['out.pericles']);
  });

  it('names the file after the save, safely, and sends that name as a download\'s', () => {
    expect(exportFileName('Evening game')).toBe('Evening game.pericles');
    expect(exportFileName('a/b: "c"?')).toBe('a b c.pericles');
    expect(exportFileName('...')).toBe('Pericles game.pericles');
    expect(attachmentHeader('Πελοπόννησος, γύρος 2.pericles'))
      .toBe(`attachment; filename="____________, _____ 2.pericles"; filename*=UTF-8''${encodeURIComponent('Πελοπόννησος, γύρος 2.pericles')}`);
    expect(attachmentHeader('it\'s "x" 100%.pericles')).toBe('attachment; filename="it\'s _x_ 100_.pericles"; filename*=UTF-8\'\'it%27s%20%22x%22%20100%25.pericles');
  });
});

describe('Import… and a file opened', () => {
  it('the same file twice is one game: the save that holds it is answered and nothing is written', async () => {
    const dir = folder();
    const host = await played(dir, 'twice', 3);
    await host.save('Mine');
    const { text } = await host.exportFile({ save: 'Mine' });
    const before = await namedSaves(dir);
    await host.flush(); // its autosave holds the same game now: the save the file names is still the one answered
    expect(await host.importFile({ bytes: bytesOf(text), fileName: 'Mine.pericles' })).toEqual({ name: 'Mine', existing: true });
    expect(await host.importFile({ bytes: bytesOf(text), fileName: 'Mine.pericles' })).toEqual({ name: 'Mine', existing: true });
    expect(await namedSaves(dir)).toEqual(before);
    // From a path too (the desktop's dialog, a double-click).
    const file = path.join(root, `mine-${n}.pericles`);
    await writeFile(file, text);
    expect(await host.importFile({ file })).toEqual({ name: 'Mine', existing: true });
    // Renamed in the folder meanwhile, and the autosave is another position: still recognised by
    // its game and content, not its name.
    await host.flush();
    playOne(host);
    await host.flush();
    await host.saves!.rename('Mine', 'Renamed');
    expect(await host.importFile({ file })).toEqual({ name: 'Renamed', existing: true });
    expect(await namedSaves(dir)).toEqual(before.map((f) => (f === 'Mine.json' ? 'Renamed.json' : f)).sort());
    await host.dispose();
  });

  it('the game being played, exported and opened again, continues it (its newest autosave)', async () => {
    const dir = folder();
    const host = await played(dir, 'current', 3);
    const { text } = await host.exportFile({ title: 'Now' });
    const id = host.record().gameId!;
    expect(await host.importFile({ bytes: bytesOf(text), fileName: 'Now.pericles' })).toEqual({ name: `autosave-${id}`, existing: true });
    await host.dispose();
  });

  it('the same game id with other content is added as a save of its own', async () => {
    const dir = folder();
    const host = await played(dir, 'moved-on', 2);
    await host.save('Early');
    const { text } = await host.exportFile({ save: 'Early' });
    playOne(host);
    await host.save('Early', undefined); // the save moved on: the file is now another position of the game
    const r = await host.importFile({ bytes: bytesOf(text), fileName: 'Early.pericles' });
    expect(r).toEqual({ name: 'Early (2)', existing: false });
    const loaded = await host.load(r.name);
    expect(loaded.name).toBe('Early (2)');
    expect(host.record().decisions).toHaveLength(2);
    await host.dispose();
  });

  it('goes through the load\'s whole check before anything is written, and says why it refuses', async () => {
    const dir = folder();
    const host = await played(dir, 'forged', 2);
    await host.save('Honest');
    const env = JSON.parse((await host.exportFile({ save: 'Honest' })).text) as SaveEnvelope;
    // A summary that lies, re-sealed so the file's own checks pass (#31 item 3): only the load check sees it.
    const forged = serializeEnvelope({ ...env, name: 'Forged', summary: { ...env.summary, turn: 99 } } as SaveEnvelope);
    const resealed = parseSave(bytesOf(forged));
    expect(resealed.ok).toBe(false); // the checksum catches a hand edit …
    const { sealEnvelope } = await import('../../../../src-main/saves/format.js');
    const sealed = serializeEnvelope(sealEnvelope({ ...env, name: 'Forged', summary: { ...env.summary, turn: 99 } }));
    expect(parseSave(bytesOf(sealed)).ok).toBe(true); // … a re-sealed one passes the file's checks
    const before = await jsonFiles(dir);
    await expect(host.importFile({ bytes: bytesOf(sealed), fileName: 'Forged.pericles' }))
      .rejects.toMatchObject({ code: 'bad-save', reason: { key: 'engine.damaged.summary' } });
    await expect(host.importFile({ bytes: bytesOf(forged), fileName: 'Edited.pericles' })).rejects.toMatchObject({ code: 'checksum-mismatch' });
    await expect(host.importFile({ bytes: bytesOf('{"kind":"pericles-save","format":9}'), fileName: 'New.pericles' })).rejects.toMatchObject({ code: 'newer-format' });
    await expect(host.importFile({ bytes: bytesOf('hello'), fileName: 'x.pericles' })).rejects.toMatchObject({ code: 'not-json' });
    expect(await jsonFiles(dir)).toEqual(before);
    await host.dispose();
  });

  it('a name inside the file that would be a path is only a name: the save goes in the saves folder under a safe one', async () => {
    const dir = folder();
    const host = await played(dir, 'path-name', 2);
    const { sealEnvelope } = await import('../../../../src-main/saves/format.js');
    const env = JSON.parse((await host.exportFile({ title: 'x' })).text) as SaveEnvelope;
    const text = serializeEnvelope(sealEnvelope({ ...env, name: '../../outside/evil', gameId: 'abcdef0123456789' }));
    expect(await host.importFile({ bytes: bytesOf(text), fileName: '../x.pericles' })).toEqual({ name: 'outside evil', existing: false });
    expect(await jsonFiles(dir)).toContain('outside evil.json');
    expect(await readdir(root)).not.toContain('outside');
    await host.dispose();
  });

  it('a file opened from outside (a double-click, --open) is loaded; refused, every page is told which and why', async () => {
    const dir = folder();
    const host = await played(dir, 'opened', 2);
    await host.save('Opened');
    const file = path.join(root, `opened-${n}.pericles`);
    await writeFile(file, (await host.exportFile({ save: 'Opened' })).text);
    expect(await host.openFile(file)).toMatchObject({ name: 'Opened', scenario: 'development' });
    const notices: unknown[] = [];
    host.connect((m) => { if (m.type === 'notice') notices.push(m); });
    const bad = path.join(root, `bad-${n}.pericles`);
    await writeFile(bad, '{"kind":"pericles-save","format":9}');
    expect(await host.openFile(bad)).toBeNull();
    expect(notices).toEqual([expect.objectContaining({ code: 'open-file-failed', file: path.basename(bad), refusal: { code: 'newer-format' } })]);
    await host.dispose();
  });

  it('--open FILE on the web host\'s command line, never beside --scenario', () => {
    expect(parseArgs(['--open', 'a.pericles'], '/repo').file).toBe(path.resolve('a.pericles'));
    expect(() => parseArgs(['--open', 'a.pericles', '--scenario', 'development'], '/repo')).toThrow(/--open and --scenario/);
  });

  it('a refused file\'s notice names the file (never its folder) and the refusal, for the page to word', () => {
    const notice = openFileRefused('/home/ann/Downloads/Evening.pericles', {
      code: 'bad-save', message: 'damaged', reason: { key: 'engine.damaged.summary' },
    });
    expect(notice).toEqual({
      type: 'notice', level: 'warning', code: 'open-file-failed', message: 'Evening.pericles: damaged', file: 'Evening.pericles',
      refusal: { code: 'bad-save', reason: { key: 'engine.damaged.summary' } },
    });
    expect(JSON.stringify(notice)).not.toContain('/home/ann');
  });
});
