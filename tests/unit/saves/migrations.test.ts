import { describe, expect, it } from 'vitest';
import { canonicalJson, hashJson } from '../../../src-shared/model/hash.js';
import { computeChecksum, CURRENT_FORMAT, parseSave, serializeEnvelope } from '../../../src-main/saves/format.js';
import { format0Schema, migrate0to1, MIGRATIONS, summaryFromSnapshot, type Format0Save } from '../../../src-main/saves/migrations.js';
import { makeSnapshot } from './helpers.js';

/** A save as written by the format-0 development builds. */
function format0(withChecksum: boolean): Format0Save {
  const snapshot = makeSnapshot(5);
  const doc: Format0Save = {
    kind: 'pericles-save',
    format: 0,
    appVersion: '0.0.9',
    rulesDataVersion: 'rules-0',
    savedAt: '2024-11-02T10:00:00.000Z',
    name: 'Old draft game',
    scenario: 'campaign',
    seed: 's0',
    seats: { aristocrats: 'human', demagogues: 'human', eurypontids: 'bot:rule', agiads: 'bot:rule' },
    snapshot,
    stateHash: hashJson(snapshot),
    moves: [
      { faction: 'aristocrats', action: { type: 'debate.card', card: 'c1' } },
      { faction: 'agiads', action: null },
    ],
  };
  return withChecksum ? { ...doc, checksum: computeChecksum(doc) } : doc;
}

describe('migration registry', () => {
  it('has one step for every format below the current one, each producing the next', () => {
    for (let f = 0; f < CURRENT_FORMAT; f++) {
      const step = MIGRATIONS[f];
      expect(step, `migration from format ${f}`).toBeDefined();
      expect(step!.from).toBe(f);
    }
    expect(MIGRATIONS[CURRENT_FORMAT]).toBeUndefined();
  });
});

describe('format 0 -> 1', () => {
  it('renames moves to decisions and derives the summary from the snapshot', () => {
    const v1 = migrate0to1(format0(false) as unknown as Record<string, unknown>);
    expect(v1.format).toBe(1);
    expect(v1.moves).toBeUndefined();
    expect(v1.decisions).toEqual([
      { seat: 'aristocrats', action: { type: 'debate.card', card: 'c1' } },
      { seat: 'agiads', action: null },
    ]);
    expect(v1.summary).toEqual({ turn: 3, phase: 'assembly', factionsHonor: { aristocrats: 12, demagogues: 9, eurypontids: 15, agiads: 7 } });
    expect(v1.checksum).toBeUndefined();
    expect(format0Schema.safeParse(format0(true)).success).toBe(true);
  });

  it('uses neutral summary values when the snapshot has no game state', () => {
    expect(summaryFromSnapshot({ weird: true })).toEqual({
      turn: 0, phase: 'unknown', factionsHonor: { aristocrats: 0, demagogues: 0, eurypontids: 0, agiads: 0 },
    });
    expect(summaryFromSnapshot(null).phase).toBe('unknown');
  });

  it('an old file loads through parseSave, keeping snapshot and stateHash, with a fresh checksum', () => {
    for (const withChecksum of [false, true]) {
      const old = format0(withChecksum);
      const r = parseSave(JSON.stringify(old, null, 2), { stateOf: (s) => s });
      expect(r.ok).toBe(true);
      if (!r.ok) continue;
      expect(r.migratedFrom).toBe(0);
      expect(r.envelope.format).toBe(CURRENT_FORMAT);
      expect(canonicalJson(r.envelope.snapshot)).toBe(canonicalJson(old.snapshot));
      expect(r.envelope.stateHash).toBe(old.stateHash);
      expect(r.envelope.decisions).toHaveLength(2);
      expect(r.envelope.checksum).toBe(computeChecksum(r.envelope));
      // Written back, it is a normal current-format save.
      const again = parseSave(serializeEnvelope(r.envelope));
      expect(again.ok && again.migratedFrom === undefined).toBe(true);
    }
  });

  it('an edited format-0 file with a checksum is still caught', () => {
    const old = format0(true);
    old.name = 'Edited';
    const r = parseSave(JSON.stringify(old));
    expect(!r.ok && r.error.code).toBe('checksum-mismatch');
  });

  it('a damaged format-0 file names the field in the old shape', () => {
    const old = format0(false) as unknown as Record<string, unknown>;
    (old.moves as unknown[])[1] = { faction: 'spartans', action: 1 };
    const r = parseSave(JSON.stringify(old));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('corrupt-field');
      expect(r.error.field).toBe('moves[1].faction');
      expect(r.error.message).toMatch(/^This save is damaged: field "moves\[1\]\.faction" is invalid/);
    }
  });
});
