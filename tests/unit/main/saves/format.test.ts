import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, hashJson } from '../../../../src-shared/kit/hash.js';
import {
  computeChecksum, createEnvelope, CURRENT_FORMAT, gameStateOfSnapshot, parseSave, SaveError, sealEnvelope,
  serializeEnvelope, THUMBNAIL_MAX_CHARS, MAX_REASON_DEPTH, MAX_REASON_TEXT, MAX_SAVED_BOT_REASONS, type SaveEnvelope,
  type SavedBotReason,
} from '../../../../src-main/saves/format.js';
import { makeEnvelope, makeInput } from './helpers.js';

function fail(text: string | Uint8Array, opts = {}): SaveError {
  const r = parseSave(text, opts);
  if (r.ok) throw new Error('expected the parse to fail');
  expect(r.error).toBeInstanceOf(SaveError);
  return r.error;
}

/** Re-seals a hand-edited document (so only the edited field is wrong, not the checksum). */
function resealed(doc: Record<string, unknown>): string {
  return canonicalJson({ ...doc, checksum: computeChecksum(doc) });
}

describe('canonicalJson with a memo (one save serializes its game once)', () => {
  it('writes the same text, shared parts and all, and keeps each part\'s text', () => {
    fc.assert(fc.property(fc.jsonValue(), (v) => {
      const shared = { v, list: [v, { v }] };
      const memo = new Map<object, string>();
      expect(canonicalJson(shared, memo)).toBe(canonicalJson(shared));
      expect(hashJson(shared.list, memo)).toBe(hashJson(shared.list));
      for (const [part, text] of memo) expect(text).toBe(canonicalJson(part));
    }));
  });

  it('a sealed envelope\'s checksum and bytes are those of the memo-less functions', () => {
    const env = makeEnvelope(3);
    expect(env.checksum).toBe(computeChecksum(env));
    expect(serializeEnvelope(env)).toBe(canonicalJson(env) + '\n');
  });
});

describe('createEnvelope / serialize / parse', () => {
  it('round-trips a sealed envelope', () => {
    const env = makeEnvelope(7);
    expect(env.kind).toBe('pericles-save');
    expect(env.format).toBe(CURRENT_FORMAT);
    expect(env.stateHash).toBe(hashJson(env.snapshot));
    expect(env.checksum).toMatch(/^sha256:[0-9a-f]{64}$/);
    const r = parseSave(serializeEnvelope(env));
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(canonicalJson(r.envelope)).toBe(canonicalJson(env));
      expect(r.migratedFrom).toBeUndefined();
    }
  });

  it('accepts bytes and a UTF-8 BOM', () => {
    const text = '\ufeff' + serializeEnvelope(makeEnvelope(1));
    expect(parseSave(new TextEncoder().encode(text)).ok).toBe(true);
  });

  it('uses the caller-supplied state selector for stateHash, and checks it on parse', () => {
    const env = createEnvelope(makeInput(3), gameStateOfSnapshot);
    const game = (env.snapshot as { context: { game: unknown } }).context.game;
    expect(env.stateHash).toBe(hashJson(game));
    expect(parseSave(serializeEnvelope(env), { stateOf: gameStateOfSnapshot }).ok).toBe(true);
    const err = fail(serializeEnvelope(env), { stateOf: (s: unknown) => s });
    expect(err.code).toBe('state-hash-mismatch');
    expect(err.message).toMatch(/does not match the recorded state hash/);
  });

  it('refuses to seal non-JSON snapshots, bad fields and oversized thumbnails', () => {
    const bad = (over: object) => {
      try {
        sealEnvelope({ ...makeEnvelope(1), ...over } as SaveEnvelope);
      } catch (e) {
        return e as SaveError;
      }
      throw new Error('expected sealEnvelope to throw');
    };
    expect(bad({ snapshot: { a: new Map() } }).message).toBe('Cannot save: snapshot.a is a Map; a save holds plain JSON only.');
    expect(bad({ snapshot: { a: [1, Number.NaN] } }).field).toBe('snapshot.a[1]');
    expect(bad({ snapshot: { f: () => 1 } }).message).toMatch(/snapshot\.f is a function/);
    expect(bad({ summary: { turn: -1, phase: 'x', factionsHonor: {} } }).code).toBe('invalid-envelope');
    expect(bad({ thumbnail: 'data:image/png;base64,' + 'A'.repeat(THUMBNAIL_MAX_CHARS) }).field).toBe('thumbnail');
    expect(bad({ thumbnail: 'http://example.com/x.png' }).message).toMatch(/data:image\/png;base64/);
    expect(bad({ seats: { aristocrats: 'human' } }).field).toBe('seats.demagogues');
  });
});

describe('corrupt files: each case gives its own clear message', () => {
  const good = serializeEnvelope(makeEnvelope(1));
  const doc = () => JSON.parse(good) as Record<string, unknown>;

  it('empty file', () => {
    for (const text of ['', '   \n', new Uint8Array(0)]) {
      const e = fail(text);
      expect(e.code).toBe('empty');
      expect(e.message).toBe('This save file is empty (0 bytes of data). It was probably interrupted while being written.');
    }
  });

  it('truncated file', () => {
    for (const cut of [1, 10, Math.floor(good.length / 2), good.length - 3]) {
      const e = fail(good.slice(0, cut));
      expect(e.code, `cut at ${cut}`).toBe('truncated');
      expect(e.message).toBe('This save file is incomplete: it stops part-way through (it was cut off while being written or copied).');
    }
  });

  it('zero-filled file (crash after size update, before data)', () => {
    expect(fail(new Uint8Array(4096)).code).toBe('truncated');
    expect(fail(good.slice(0, 100) + '\u0000'.repeat(50)).code).toBe('truncated');
  });

  it('not JSON', () => {
    for (const text of ['hello world', 'PK\u0003\u0004binary', '{"kind": pericles}']) {
      const e = fail(text);
      expect(e.code).toBe('not-json');
      expect(e.message).toMatch(/^This file is not a Pericles save: it is not valid JSON \(/);
    }
    const e = fail(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe, 0x00, 0x01]));
    expect(e.code).toBe('not-json');
    expect(e.message).toBe('This file is not a Pericles save: it is not text (it may be a different kind of file, or damaged).');
  });

  it('foreign JSON', () => {
    for (const text of ['[]', '42', '"pericles-save"', 'null', '{"name":"package","version":"1.0.0"}', '{"kind":"other-save","format":1}']) {
      const e = fail(text);
      expect(e.code).toBe('foreign');
      expect(e.message).toBe('This file is not a Pericles save (it is JSON, but of some other kind).');
    }
  });

  it('wrong field types name the field path', () => {
    const cases: Array<[string, (d: Record<string, unknown>) => void, string, RegExp]> = [
      ['summary.turn', (d) => { (d.summary as Record<string, unknown>).turn = 'three'; }, 'summary.turn', /should be number, but it is the text "three"/],
      ['seats', (d) => { (d.seats as Record<string, unknown>).agiads = 'robot'; }, 'seats.agiads', /is invalid/],
      ['decisions', (d) => { (d.decisions as unknown[])[1] = { action: 1 }; }, 'decisions[1].seat', /is missing/],
      ['savedAt', (d) => { d.savedAt = 'yesterday'; }, 'savedAt', /is invalid/],
      ['appVersion', (d) => { delete d.appVersion; }, 'appVersion', /is missing \(expected string\)/],
      ['honor', (d) => { ((d.summary as Record<string, unknown>).factionsHonor as Record<string, unknown>).agiads = null; }, 'summary.factionsHonor.agiads', /should be number, but it is null/],
      ['decisions list', (d) => { d.decisions = {}; }, 'decisions', /should be array, but it is an object/],
      ['snapshot', (d) => { delete d.snapshot; }, 'snapshot', /is missing/],
    ];
    for (const [label, edit, field, problem] of cases) {
      const d = doc();
      edit(d);
      const e = fail(resealed(d));
      expect(e.code, label).toBe('corrupt-field');
      expect(e.field, label).toBe(field);
      expect(e.message, label).toMatch(new RegExp(`^This save is damaged: field "${field.replace(/[[\].]/g, '\\$&')}" `));
      expect(e.message, label).toMatch(problem);
    }
  });

  it('non-integer format is a corrupt field', () => {
    const d = doc();
    d.format = '1';
    const e = fail(JSON.stringify(d));
    expect(e.code).toBe('corrupt-field');
    expect(e.message).toBe('This save is damaged: field "format" should be a whole number, but it is the text "1".');
  });

  it('an edited value fails the checksum', () => {
    const d = doc();
    (d.summary as Record<string, unknown>).turn = 9;
    let e = fail(JSON.stringify(d));
    expect(e.code).toBe('checksum-mismatch');
    expect(e.message).toBe('This save has been changed or damaged since it was written (its checksum does not match its contents), so it cannot be trusted.');
    // A flipped character deep in the snapshot, an added key, a removed checksum.
    e = fail(good.replace('"honor":12', '"honor":13'));
    expect(e.code).toBe('checksum-mismatch');
    e = fail(JSON.stringify({ ...doc(), extra: 1 }));
    expect(e.code).toBe('checksum-mismatch');
    const noSum = doc();
    delete noSum.checksum;
    e = fail(JSON.stringify(noSum));
    expect(e.code).toBe('corrupt-field');
    expect(e.field).toBe('checksum');
  });

  it('reformatting (whitespace, key order) is not an edit', () => {
    const d = doc();
    const reordered = Object.fromEntries(Object.entries(d).reverse());
    expect(parseSave(JSON.stringify(reordered, null, 2)).ok).toBe(true);
  });

  it('a newer format is refused politely', () => {
    const d = { ...doc(), format: CURRENT_FORMAT + 2, newField: { x: 1 } };
    const e = fail(resealed(d));
    expect(e.code).toBe('newer-format');
    expect(e.message).toBe(
      `This save was made by a newer version of Pericles (format ${CURRENT_FORMAT + 2}); this version reads up to ${CURRENT_FORMAT}. Update Pericles to open it.`,
    );
  });
});

describe('a save names its game (#32)', () => {
  const sealed = () => JSON.parse(serializeEnvelope(makeEnvelope(2))) as Record<string, unknown>;

  it('this build writes Pericles\' saves as such, and names a game it has', () => {
    expect(makeEnvelope(1).game).toBe('pericles');
    expect(createEnvelope({ ...makeInput(1), game: 'pericles' }).game).toBe('pericles');
    expect(() => createEnvelope({ ...makeInput(1), game: 'no-such-game' })).toThrow(expect.objectContaining({ code: 'invalid-envelope', field: 'game' }));
  });

  it('a save of a game this build does not have, or of none, is refused as such (sealed as written: no other fault)', () => {
    const { game: _g, ...noGame } = sealed();
    for (const [d, message] of [
      [{ ...sealed(), game: 'no-such-game' }, /does not have \(its field "game" is the text "no-such-game"\)/],
      [{ ...sealed(), game: 7 }, /does not have \(its field "game" is number 7\)/],
      [noGame, /does not say which game it belongs to/],
    ] as const) {
      const e = fail(resealed(d));
      expect(e.code).toBe('unknown-game');
      expect(e.field).toBe('game');
      expect(e.message).toMatch(message);
    }
  });

  it('options are the game\'s: one it does not know is refused, not dropped', () => {
    const e = fail(resealed({ ...sealed(), options: { handicap: 5, timeTravel: true } }));
    expect([e.code, e.field]).toEqual(['corrupt-field', 'options']);
    expect(parseSave(resealed({ ...sealed(), options: { handicap: 5 } }))).toMatchObject({ ok: true, envelope: { options: { handicap: 5 } } });
  });

  it('the game named checks its own setup and summary (its module\'s setupSchema, summarySchema): the same fields, another game\'s rules', () => {
    // A Perikles save: three colours, its summary without Pericles' Honor.
    const perikles = { ...sealed(), game: 'perikles', scenario: 'standard', seats: { red: 'human', green: 'bot:hard', black: 'bot:easy' }, summary: { turn: 1, phase: 'influence' } };
    expect(parseSave(resealed(perikles))).toMatchObject({ ok: true, envelope: { game: 'perikles', seats: { red: 'human' } } });
    // The same seats and summary in a Pericles save: its Factions are missing, its Honor too.
    expect(fail(resealed({ ...perikles, game: 'pericles', scenario: 'campaign' }))).toMatchObject({ code: 'corrupt-field', field: expect.stringMatching(/^seats/) });
    expect(fail(resealed({ ...sealed(), summary: { turn: 1, phase: 'influence' } }))).toMatchObject({ code: 'corrupt-field', field: 'summary.factionsHonor' });
    // Pericles' Factions, or a level Perikles has not, in a Perikles save: refused by Perikles' setup check.
    expect(fail(resealed({ ...perikles, seats: { aristocrats: 'human', demagogues: 'human', eurypontids: 'human', agiads: 'human' } }))).toMatchObject({ code: 'corrupt-field', field: 'seats' });
    expect(fail(resealed({ ...perikles, seats: { red: 'human', green: 'bot:expert', black: 'bot:easy' } }))).toMatchObject({ code: 'corrupt-field', field: 'seats' });
    // A seat handed to a level the game does not offer.
    const change = { seat: 'green', action: { type: 'seat.change', from: 'bot:hard', to: 'bot:expert' } };
    expect(fail(resealed({ ...perikles, decisions: [change] }))).toMatchObject({ code: 'corrupt-field', field: 'decisions[0].action.to', message: expect.stringMatching(/a seat change: .*Perikles/) });
    expect(parseSave(resealed({ ...perikles, decisions: [{ ...change, action: { ...change.action, to: 'bot:normal' } }] }))).toMatchObject({ ok: true });
  });
});

describe('property: random JSON snapshots survive serialize -> parse', () => {
  it('byte-identical canonical JSON and matching stateHash', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.array(fc.record({ seat: fc.constantFrom('aristocrats', 'agiads'), action: fc.jsonValue() }), { maxLength: 5 }), (snapshot, decisions) => {
        const env = createEnvelope(makeInput(1, { snapshot, decisions }));
        const r = parseSave(serializeEnvelope(env), { stateOf: (s) => s });
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        expect(canonicalJson(r.envelope.snapshot)).toBe(canonicalJson(snapshot));
        expect(canonicalJson(r.envelope.decisions)).toBe(canonicalJson(decisions));
        expect(r.envelope.stateHash).toBe(hashJson(snapshot));
        expect(hashJson(r.envelope.snapshot)).toBe(env.stateHash);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the bots\' reasons (#29 item 3): optional, sealed with the rest, bounded', () => {
  /** The agiads' reason for decision 1 (makeInput: decision 0 is the aristocrats', 1 the agiads'). */
  const secret = 'engine.bot.secret';
  const reason = (over: Partial<SavedBotReason> = {}): SavedBotReason => ({
    decision: 1, seat: 'agiads', turn: 3, kind: 'muster.commit', logLength: 4,
    reason: { key: secret, args: { n: 3, theater: 7, why: { key: 'engine.bot.secret.safe' }, cards: ['spa-03', 'spa-07'] } },
    ...over,
  });
  const withReasons = (botReasons: unknown): string => {
    const { checksum: _c, ...doc } = makeEnvelope(5) as unknown as Record<string, unknown>;
    return resealed({ ...doc, botReasons });
  };

  it('a save without reasons (every save made before) still reads, with none', () => {
    const r = parseSave(serializeEnvelope(makeEnvelope(5)));
    expect(r.ok && r.envelope.botReasons).toBeUndefined();
  });

  it('round-trips them, and the checksum covers them: an edited reason is a damaged save', () => {
    const env = makeEnvelope(5, { botReasons: [reason()] });
    const text = serializeEnvelope(env);
    const r = parseSave(text);
    expect(r.ok && r.envelope.botReasons).toEqual([reason()]);
    const edited = text.replace('"n":3', '"n":4');
    expect(edited).not.toBe(text);
    expect(fail(edited).code).toBe('checksum-mismatch');
  });

  const bad: [string, unknown, RegExp][] = [
    ['not a list', { 0: reason() }, /"botReasons" should be array, but it is an object/],
    ['a decision that is no number', [{ ...reason(), decision: '1' }], /"botReasons\[0\]\.decision" should be number, but it is a string/],
    ['a decision out of the save', [reason({ decision: 2 })], /"botReasons\[0\]\.decision" is invalid: must be a decision of this save \(it has 2\)/],
    ['another seat\'s decision', [reason({ decision: 0 })], /"botReasons\[0\]\.decision" is invalid: must be a decision of the same seat/],
    ['two reasons for one decision', [reason(), reason()], /"botReasons\[1\]\.decision" is invalid: must follow the reason before it/],
    ['an unknown seat', [{ ...reason(), seat: 'persia' }], /"botReasons\[0\]\.seat" is invalid/],
    ['a key that is no message key', [reason({ reason: { key: 'Because I say so' as never } })], /"botReasons\[0\]\.reason\.key" is invalid: must be a message key/],
    ['a text too long', [reason({ reason: { key: secret, args: { card: 'x'.repeat(MAX_REASON_TEXT + 1) } } })], /"botReasons\[0\]\.reason\.args\.card" is invalid: must be at most 64 characters/],
    ['too many arguments', [reason({ reason: { key: secret, args: Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`a${i}`, i])) } })], /"botReasons\[0\]\.reason\.args" is invalid: must have at most 12 arguments/],
    ['nested too deep', [reason({ reason: Array.from({ length: MAX_REASON_DEPTH }).reduce<SavedBotReason['reason']>((r) => ({ key: secret, args: { why: r } }), { key: secret }) })], /"botReasons\[0\]\.reason(\.args\.why){4}" is invalid: must be a text, a number, a list of texts or a reason, nested at most 4 deep/],
    ['a key beside key and args', [reason({ reason: { key: secret, note: 'hidden' } as never })], /"botReasons\[0\]\.reason\.note" is invalid: is not part of a reason/],
    ['a list holding a number', [reason({ reason: { key: secret, args: { cards: ['spa-03', 7] as never } } })], /"botReasons\[0\]\.reason\.args\.cards" is invalid: must list at most 40 texts/],
    ['an argument of the wrong kind', [reason({ reason: { key: secret, args: { n: true as never } } })], /"botReasons\[0\]\.reason\.args\.n" is invalid: must be a text, a number/],
    ['too many reasons', Array.from({ length: MAX_SAVED_BOT_REASONS + 1 }, () => reason()), /"botReasons" is invalid: must hold at most 20000 reasons/],
  ];
  for (const [what, botReasons, message] of bad) {
    it(`refuses ${what}, naming the field and quoting none of the reasoning`, () => {
      const e = fail(withReasons(botReasons));
      expect(e.code).toBe('corrupt-field');
      expect(e.message).toMatch(message);
      expect(e.message).not.toMatch(/spa-0|engine\.bot|Because|xxxx/);
    });
  }

  it('refuses to write malformed ones: a save is never made that would not load', () => {
    expect(() => makeEnvelope(5, { botReasons: [reason({ decision: 9 })] })).toThrow(/botReasons\[0\]\.decision/);
  });
});
