import { describe, expect, it } from 'vitest';
import { canonicalJson, hashJson } from '../../../../src-shared/kit/hash.js';
import { computeChecksum, CURRENT_FORMAT, parseSave, serializeEnvelope } from '../../../../src-main/saves/format.js';
import { format0Schema, format1Schema, migrate0to1, migrate1to2, MIGRATIONS, summaryFromSnapshot, type Format0Save } from '../../../../src-main/saves/migrations.js';
import type { Faction } from '../../../../src-shared/games/pericles/model/ids.js';
import { makeEnvelope, makeSnapshot } from './helpers.js';

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

/**
 * A save as format 1 wrote it (#13 .. #31): no `game`, the handicap fields at the top level, sealed.
 * `setup`: the handicap fields it had (a save made before #29 has `handicap` without `handicapped`).
 */
function format1(setup: { handicap?: number; handicapped?: Faction[] }): Record<string, unknown> {
  const { game: _game, options: _options, checksum: _checksum, ...rest } = makeEnvelope(4);
  const doc = { ...rest, format: 1, ...setup };
  return { ...doc, checksum: computeChecksum(doc) };
}

describe('format 1 -> 2: a save names its game (#32)', () => {
  it('every format-1 save is of Pericles; its handicap fields become its options, each only when it had it', () => {
    const cases: [{ handicap?: number; handicapped?: Faction[] }, unknown][] = [
      [{ handicap: 20, handicapped: ['eurypontids', 'agiads'] }, { handicap: 20, handicapped: ['eurypontids', 'agiads'] }],
      // Before #29 no Factions were named: every bot got it, and a replay must give it so again.
      [{ handicap: 20 }, { handicap: 20 }],
      [{}, undefined],
    ];
    for (const [setup, options] of cases) {
      const v1 = format1(setup);
      const v2 = migrate1to2(v1);
      expect(v2).toMatchObject({ format: 2, game: 'pericles' });
      expect(v2.options).toEqual(options);
      expect('handicap' in v2 || 'handicapped' in v2 || 'checksum' in v2).toBe(false);
      const r = parseSave(JSON.stringify(v1), { stateOf: (s) => s });
      expect(r.ok && r.migratedFrom).toBe(1);
      if (!r.ok) continue;
      expect(r.envelope.game).toBe('pericles');
      expect(r.envelope.options).toEqual(options);
      // The game and its hash are untouched; the migrated envelope is resealed.
      expect(canonicalJson(r.envelope.snapshot)).toBe(canonicalJson(v1.snapshot));
      expect(r.envelope.stateHash).toBe(v1.stateHash);
      expect(r.envelope.checksum).toBe(computeChecksum(r.envelope));
      const again = parseSave(serializeEnvelope(r.envelope));
      expect(again.ok && again.migratedFrom === undefined && again.envelope.options).toEqual(options);
    }
  });

  it('a format-0 draft goes through both steps', () => {
    const r = parseSave(JSON.stringify(format0(true)));
    expect(r.ok && [r.migratedFrom, r.envelope.format, r.envelope.game, r.envelope.options]).toEqual([0, CURRENT_FORMAT, 'pericles', undefined]);
  });

  it('the checksum is checked on the file as written, before it is converted', () => {
    const edited = { ...format1({ handicap: 20 }), handicap: 40 };
    expect(parseSave(JSON.stringify(edited))).toMatchObject({ ok: false, error: { code: 'checksum-mismatch' } });
    const { checksum: _c, ...unsealed } = format1({});
    expect(parseSave(JSON.stringify(unsealed))).toMatchObject({ ok: false, error: { code: 'corrupt-field', field: 'checksum' } });
  });

  it('a fault in what the step moves is named as the file has it', () => {
    for (const [setup, field] of [[{ handicap: -5 }, 'handicap'], [{ handicap: 5, handicapped: ['persia'] }, 'handicapped[0]']] as const) {
      const r = parseSave(JSON.stringify(format1(setup as { handicap: number })));
      expect(r).toMatchObject({ ok: false, error: { code: 'corrupt-field', field } });
    }
  });

  it('the frozen format-1 schema reads a format-1 file, not a format-2 one', () => {
    expect(format1Schema.safeParse(format1({ handicap: 3 })).success).toBe(true);
    expect(format1Schema.safeParse(makeEnvelope(1)).success).toBe(false);
  });
});
