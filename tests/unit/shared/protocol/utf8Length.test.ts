// The protocol's size check (src-shared/protocol/messages.ts) counts UTF-8 bytes without Node's
// Buffer, since src-shared runs in the renderer too: it must count exactly as Buffer does.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utf8Length } from '../../../../src-shared/protocol/messages.js';

describe('utf8Length', () => {
  it('counts as Buffer.byteLength for Greek, emoji, lone surrogates and any string', () => {
    for (const s of ['', 'abc', 'Αθήνα', '😀x', '\ud800', 'a\udc00b', '\u07ff\u0800']) expect(utf8Length(s), s).toBe(Buffer.byteLength(s, 'utf8'));
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (s) => utf8Length(s) === Buffer.byteLength(s, 'utf8')), { numRuns: 2000 });
  });
});
