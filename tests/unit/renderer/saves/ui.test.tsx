// The saves UI's pure parts: shortcuts, the thumbnail limit (same as the protocol's), the
// protocol messages it sends, and the components' first render (react-dom/server, no DOM).
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { PericlesApi } from '../../../../src-shared/protocol/api.js';
import { MAX_MESSAGE_BYTES, MAX_THUMBNAIL_CHARS, parseClientValue } from '../../../../src-shared/protocol/messages.js';
import { THUMBNAIL_MAX_CHARS } from '../../../../src-main/saves/format.js';
import { ReplayViewer, SaveControls, SavesBrowser, shortcutOf, THUMBNAIL_LIMIT } from '../../../../src-renderer/saves/index.js';
import { SAVES_EN, ts } from '../../../../src-renderer/saves/strings.js';

// The board is a PixiJS canvas (needs a browser); the replay viewer's own markup is tested here.
vi.mock('../../../../src-renderer/games/pericles/board/Board.js', () => ({ Board: () => null }));

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) => ({
  key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods,
});

describe('save shortcuts', () => {
  it('maps Ctrl/Cmd+S, Ctrl/Cmd+Shift+S, Ctrl/Cmd+O, Ctrl/Cmd+N', () => {
    expect(shortcutOf(key('s', { ctrlKey: true }))).toBe('save');
    expect(shortcutOf(key('S', { metaKey: true, shiftKey: true }))).toBe('saveAs');
    expect(shortcutOf(key('o', { ctrlKey: true }))).toBe('open');
    expect(shortcutOf(key('n', { metaKey: true }))).toBe('new');
    expect(shortcutOf(key('s'))).toBeNull();
    expect(shortcutOf(key('s', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(shortcutOf(key('x', { ctrlKey: true }))).toBeNull();
  });
});

describe('thumbnails', () => {
  it('the renderer cap equals the protocol cap, which fits a message and the envelope cap', () => {
    expect(THUMBNAIL_LIMIT).toBe(MAX_THUMBNAIL_CHARS);
    expect(MAX_THUMBNAIL_CHARS + 1024).toBeLessThan(MAX_MESSAGE_BYTES);
    expect(MAX_THUMBNAIL_CHARS).toBeLessThan(THUMBNAIL_MAX_CHARS);
  });

  it('save and thumbnail messages accept a small PNG data URL and refuse anything else', () => {
    const png = 'data:image/png;base64,' + 'A'.repeat(1000);
    expect(parseClientValue({ type: 'save', name: 'x', thumbnail: png }).ok).toBe(true);
    expect(parseClientValue({ type: 'thumbnail', data: png }).ok).toBe(true);
    expect(parseClientValue({ type: 'thumbnail', data: 'data:image/svg+xml;base64,AAAA' }).ok).toBe(false);
    expect(parseClientValue({ type: 'thumbnail', data: 'data:image/png;base64,<script>' }).ok).toBe(false);
    expect(parseClientValue({ type: 'thumbnail', data: 'data:image/png;base64,' + 'A'.repeat(MAX_THUMBNAIL_CHARS) }).ok).toBe(false);
  });

  it('replay messages are validated', () => {
    expect(parseClientValue({ type: 'replayInfo' }).ok).toBe(true);
    expect(parseClientValue({ type: 'replayInfo', source: { save: 'My game' } }).ok).toBe(true);
    expect(parseClientValue({ type: 'replayView', at: 3, source: 'current', asSpectator: true }).ok).toBe(true);
    expect(parseClientValue({ type: 'replayView', at: -1 }).ok).toBe(false);
    expect(parseClientValue({ type: 'replayView', at: 1.5 }).ok).toBe(false);
    // A hot-seat replay may be watched from another seat: the host shows it only when it is a
    // human seat of that game, never a bot's (tests/unit/main/host/replaySeat.test.ts).
    expect(parseClientValue({ type: 'replayView', at: 1, seat: 'agiads' }).ok).toBe(true);
    expect(parseClientValue({ type: 'replayView', at: 1, seat: 'persia' }).ok).toBe(false);
  });
});

describe('components', () => {
  const api = { onMenu: () => () => undefined, listSaves: async () => ({ ok: true, value: [] }) } as unknown as PericlesApi;
  it('render their first frame', () => {
    const controls = renderToString(<SaveControls api={api} onOpen={() => undefined} onNew={() => undefined} onReplay={() => undefined} />);
    for (const c of ['save', 'saveAs', 'open', 'new', 'replay']) expect(controls).toContain(`data-control="${c}"`);
    expect(controls).toContain('aria-keyshortcuts="Control+S Meta+S"');
    expect(renderToString(<SavesBrowser api={api} onLoaded={() => undefined} />)).toContain('data-saves-continue');
    expect(renderToString(<ReplayViewer api={api} />)).toContain('data-replay-step="first"');
  });

  it('strings fill their placeholders', () => {
    expect(ts('replay.position', { at: 3, total: 10 })).toBe('Step 3 of 10');
    expect(Object.keys(SAVES_EN).every((k) => /^(saves|controls|replay)\./.test(k))).toBe(true);
  });
});
