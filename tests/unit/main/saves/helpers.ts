// Shared fixtures for the saves tests.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { nodeFs, type FileHandleLike, type FsLike } from '../../../../src-main/saves/atomicWrite.js';
import { createEnvelope, type EnvelopeInput, type SaveEnvelope } from '../../../../src-main/saves/format.js';

export async function makeTempDir(prefix = 'pericles-saves-'): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** A snapshot shaped like a persisted XState snapshot, carrying a sequence number. */
export function makeSnapshot(seq: number, padding = 0): unknown {
  return {
    status: 'active',
    value: { playing: 'assembly' },
    context: {
      game: {
        format: 1,
        seq,
        turn: 3,
        flow: { phase: 'assembly', segment: 'debate', pending: null, data: {} },
        factions: {
          aristocrats: { honor: 12 }, demagogues: { honor: 9 }, eurypontids: { honor: 15 }, agiads: { honor: 7 },
        },
        log: Array.from({ length: padding }, (_, i) => ({ turn: 1, rule: '6.1', msg: 'log.x', args: { i, seq } })),
      },
    },
    historyValue: {},
    children: {},
  };
}

export function makeInput(seq = 1, overrides: Partial<EnvelopeInput> = {}): EnvelopeInput {
  return {
    appVersion: '0.1.0',
    rulesDataVersion: 'rules-1',
    savedAt: new Date(Date.UTC(2025, 0, 1, 12, 0, seq % 60, 0) + seq * 60_000).toISOString(),
    name: 'Test game',
    scenario: 'campaign',
    seed: 'seed-42',
    seats: { aristocrats: 'human', demagogues: 'bot:rule', eurypontids: 'bot:random', agiads: 'bot:search' },
    summary: { turn: 3, phase: 'assembly', factionsHonor: { aristocrats: 12, demagogues: 9, eurypontids: 15, agiads: 7 } },
    snapshot: makeSnapshot(seq),
    decisions: [
      { seat: 'aristocrats', action: { type: 'debate.card', card: 'c12' } },
      { seat: 'agiads', action: { type: 'pass' } },
    ],
    ...overrides,
  };
}

export function makeEnvelope(seq = 1, overrides: Partial<EnvelopeInput> = {}): SaveEnvelope {
  return createEnvelope(makeInput(seq, overrides));
}

export function seqOf(env: SaveEnvelope): number {
  return (env.snapshot as { context: { game: { seq: number } } }).context.game.seq;
}

export function errnoError(code: string, syscall: string, file: string): NodeJS.ErrnoException {
  const e = new Error(`${code}: simulated, ${syscall} '${file}'`) as NodeJS.ErrnoException;
  e.code = code;
  e.syscall = syscall;
  e.path = file;
  return e;
}

export type FaultPoint = 'open' | 'write' | 'sync' | 'rename' | 'mkdir';

/** A real fs whose chosen operation fails with `code` (for paths matching `when`). */
export function faultyFs(point: FaultPoint, code: string, when: (file: string) => boolean = () => true): FsLike & { armed: boolean } {
  const fs: FsLike & { armed: boolean } = {
    ...nodeFs,
    armed: true,
    async open(file, flags, mode) {
      if (fs.armed && point === 'open' && flags !== 'r' && when(file)) throw errnoError(code, 'open', file);
      const h = await nodeFs.open(file, flags, mode);
      if (!(fs.armed && (point === 'write' || point === 'sync') && flags !== 'r' && when(file))) return h;
      const wrapped: FileHandleLike = {
        async writeFile(data) {
          if (point === 'write') {
            // Like a full disk: part of the data lands, then the write fails.
            await h.writeFile(typeof data === 'string' ? data.slice(0, Math.floor(data.length / 3)) : data.subarray(0, Math.floor(data.length / 3)));
            throw errnoError(code, 'write', file);
          }
          await h.writeFile(data);
        },
        async sync() {
          if (point === 'sync') throw errnoError(code, 'fsync', file);
          await h.sync();
        },
        close: () => h.close(),
      };
      return wrapped;
    },
    async rename(from, to) {
      if (fs.armed && point === 'rename' && when(to)) throw errnoError(code, 'rename', to);
      return nodeFs.rename(from, to);
    },
    async mkdir(dir, opts) {
      if (fs.armed && point === 'mkdir' && when(dir)) throw errnoError(code, 'mkdir', dir);
      return nodeFs.mkdir(dir, opts);
    },
  };
  return fs;
}
