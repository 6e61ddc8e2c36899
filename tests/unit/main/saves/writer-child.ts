// Child process for crash.test.ts: writes saves in a loop until it is killed.
// Usage: node --import tsx tests/unit/main/saves/writer-child.ts <savesDir> [--wait-go]
// (crash.test.ts runs it bundled by esbuild, which starts ~15x faster than tsx.)
// With --wait-go it prints "ready" once warmed up and waits for "go" on stdin before touching
// the folder. It resumes from the sequence number of the current "Game" save; after each completed write it
// prints "saved <seq>" or "auto <seq>" (stdout to a pipe is synchronous on Linux).
import { sealEnvelope, serializeEnvelope } from '../../../../src-main/saves/format.js';
import { SaveStore } from '../../../../src-main/saves/store.js';
import { makeEnvelope, makeSnapshot, seqOf } from './helpers.js';

export const CHILD_PADDING = 300;
export const CHILD_BACKUPS = 3;

export function childEnvelope(seq: number) {
  return makeEnvelope(seq, { snapshot: makeSnapshot(seq, CHILD_PADDING), decisions: Array.from({ length: seq % 50 }, (_, i) => ({ seat: 'agiads', action: { i } })) });
}

/** Resolves on the first "go" line on stdin (the parent may start us before the previous writer dies). */
function waitForGo(): Promise<void> {
  return new Promise((resolve) => {
    let buf = '';
    process.stdin.setEncoding('utf8').on('data', (chunk: string) => {
      buf += chunk;
      if (buf.includes('go\n')) resolve();
    });
  });
}

async function main(dir: string, waitGo: boolean): Promise<void> {
  // Warm up (schema compilation, JIT) without touching the folder, so kills land in writes.
  for (let i = 0; i < 5; i++) serializeEnvelope(sealEnvelope(childEnvelope(i + 1)));
  process.stdout.write('ready\n');
  if (waitGo) await waitForGo();
  const store = new SaveStore(dir, { autosaveBackups: CHILD_BACKUPS });
  let seq = 0;
  try {
    seq = seqOf((await store.load('Game')).envelope);
  } catch {
    // No save yet: start at 1.
  }
  for (;;) {
    seq++;
    const env = childEnvelope(seq);
    await store.save('Game', env);
    process.stdout.write(`saved ${seq}\n`);
    await store.autosave(env);
    process.stdout.write(`auto ${seq}\n`);
  }
}

const dir = process.argv[2];
if (dir) {
  main(dir, process.argv[3] === '--wait-go').catch((e: unknown) => {
    process.stderr.write(`writer-child failed: ${String((e as Error)?.stack ?? e)}\n`);
    process.exit(1);
  });
}
