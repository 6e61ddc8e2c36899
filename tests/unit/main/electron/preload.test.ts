// #31 "The desktop shell under test": the preload (src-main/electron/preload.ts) against a fake
// contextBridge and ipcRenderer. It exposes `window.pericles` with exactly PericlesApi's methods
// (never ipcRenderer), each request one protocol message on the request channel.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CHANNELS } from '../../../../src-main/electron/channels.js';
import type { PericlesApi } from '../../../../src-shared/games/pericles/wire.js';
import type { requestMethods } from '../../../../src-shared/protocol/commands.js';
import { parseClientValue } from '../../../../src-shared/protocol/messages.js';

const bridge = vi.hoisted(() => {
  type Listener = (event: unknown, ...args: unknown[]) => void;
  const listeners = new Map<string, Listener[]>();
  return {
    exposed: [] as Array<{ key: string; api: unknown }>,
    listeners,
    invoke: null as unknown as import('vitest').Mock<(channel: string, ...args: unknown[]) => Promise<unknown>>,
    send: null as unknown as import('vitest').Mock<(channel: string, ...args: unknown[]) => void>,
    emit(channel: string, ...args: unknown[]) {
      for (const l of listeners.get(channel) ?? []) l({ sender: 'the IPC event', ports: [] }, ...args);
    },
  };
});

vi.mock('electron', async () => {
  const { vi: v } = await import('vitest');
  bridge.invoke = v.fn(async (_channel: string, ..._args: unknown[]): Promise<unknown> => ({ type: 'ok', re: null, value: 'answer' }));
  bridge.send = v.fn();
  return {
    contextBridge: { exposeInMainWorld: (key: string, api: unknown) => bridge.exposed.push({ key, api }) },
    ipcRenderer: {
      invoke: (...a: [string, ...unknown[]]) => bridge.invoke(...a),
      send: (channel: string, ...a: unknown[]) => bridge.send(channel, ...a),
      on: (channel: string, l: (event: unknown, ...args: unknown[]) => void) => {
        bridge.listeners.set(channel, [...(bridge.listeners.get(channel) ?? []), l]);
      },
      removeListener: (channel: string, l: (event: unknown, ...args: unknown[]) => void) => {
        bridge.listeners.set(channel, (bridge.listeners.get(channel) ?? []).filter((x) => x !== l));
      },
    },
  };
});

// PericlesApi's methods: its requests (commands.ts's table) and the rest, listed here. The two
// checks below fail to compile if the interface gains or loses a method this list does not.
const OTHER_METHODS = ['onView', 'onNotice', 'onMenu', 'exportSave', 'importSave', 'setLocale'] as const;
const REQUEST_METHODS = [
  'newGame', 'act', 'viewAs', 'undo', 'setSeat', 'sync', 'listScenarios', 'listGames', 'save', 'setThumbnail', 'replayInfo', 'replayView', 'replayTakeOver',
  'listRecords', 'load', 'continueLatest', 'listSaves', 'deleteSave', 'renameSave', 'duplicateSave', 'logPage',
  'query',
] as const satisfies ReadonlyArray<keyof ReturnType<typeof requestMethods>>;
/** The browser's own (a file input's File cannot cross contextBridge): the preload has none of these. */
type BrowserOnly = 'importSaveFile';
type Listed = (typeof OTHER_METHODS)[number] | (typeof REQUEST_METHODS)[number] | BrowserOnly;
const everyMethodListed: Exclude<keyof PericlesApi, Listed> extends never ? true : false = true;
const onlyItsMethodsListed: Exclude<Listed, keyof PericlesApi> extends never ? true : false = true;

let api: PericlesApi;
beforeAll(async () => {
  await import('../../../../src-main/electron/preload.js');
  api = bridge.exposed[0]!.api as PericlesApi;
});

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
/** Each request method, called as the renderer calls it, and the message type it must send. */
const CALLS: Record<(typeof REQUEST_METHODS)[number], [(a: Required<PericlesApi>) => Promise<unknown>, string]> = {
  newGame: [(a) => a.newGame({ scenario: 'second-peloponnesian-war', seed: 7, seats: { agiads: 'bot:rule' }, handicap: 20 }), 'newGame'],
  act: [(a) => a.act('aristocrats', { type: 'pass' } as never), 'act'],
  viewAs: [(a) => a.viewAs('spectator'), 'viewAs'],
  undo: [(a) => a.undo('agiads'), 'undo'],
  setSeat: [(a) => a.setSeat('agiads', 'bot:hard'), 'setSeat'],
  sync: [(a) => a.sync(), 'sync'],
  listScenarios: [(a) => a.listScenarios(), 'listScenarios'],
  listGames: [(a) => a.listGames(), 'listGames'],
  save: [(a) => a.save('Evening game', PNG), 'save'],
  setThumbnail: [(a) => a.setThumbnail(PNG), 'thumbnail'],
  replayInfo: [(a) => a.replayInfo({ save: 'Evening game' }), 'replayInfo'],
  replayView: [(a) => a.replayView(3, 'current', true, 'spectator'), 'replayView'],
  replayTakeOver: [(a) => a.replayTakeOver(2), 'replayTakeOver'],
  listRecords: [(a) => a.listRecords(), 'listRecords'],
  load: [(a) => a.load('Evening game'), 'load'],
  continueLatest: [(a) => a.continueLatest(), 'continue'],
  listSaves: [(a) => a.listSaves(), 'listSaves'],
  deleteSave: [(a) => a.deleteSave('Evening game'), 'deleteSave'],
  renameSave: [(a) => a.renameSave('Evening game', 'Night game'), 'renameSave'],
  duplicateSave: [(a) => a.duplicateSave('Evening game', 'Copy'), 'duplicateSave'],
  logPage: [(a) => a.logPage(0, 200), 'logPage'],
  query: [(a) => a.query({ kind: 'reach', from: 7, force: 'athens', unit: 'land', expedition: 0 }), 'query'],
};

describe('the preload', () => {
  it('exposes exactly PericlesApi\'s methods as window.pericles, and nothing of ipcRenderer', () => {
    expect(everyMethodListed && onlyItsMethodsListed).toBe(true);
    expect(bridge.exposed.map((e) => e.key)).toEqual(['pericles']);
    expect(Object.keys(api).sort()).toEqual([...REQUEST_METHODS, ...OTHER_METHODS].sort());
    for (const [name, value] of Object.entries(api)) expect(typeof value, name).toBe('function');
  });

  it('sends each request as one protocol message that the host\'s schema accepts, on the request channel', async () => {
    for (const [method, [call, type]] of Object.entries(CALLS)) {
      bridge.invoke.mockClear();
      expect(await call(api as Required<PericlesApi>), method).toEqual({ ok: true, value: 'answer' });
      expect(bridge.invoke, method).toHaveBeenCalledTimes(1);
      const [channel, message] = bridge.invoke.mock.calls[0]!;
      expect(channel, method).toBe(CHANNELS.request);
      const parsed = parseClientValue(message);
      expect(parsed.ok ? parsed.message.type : parsed.error.message, method).toBe(type);
    }
  });

  it('answers a refusal or a broken channel as a Result, never a rejection', async () => {
    bridge.invoke.mockResolvedValueOnce({ type: 'error', re: null, code: 'forbidden', message: 'no' });
    expect(await api.sync()).toEqual({ ok: false, code: 'forbidden', message: 'no' });
    bridge.invoke.mockRejectedValueOnce(new Error('channel closed'));
    expect(await api.listSaves()).toEqual({ ok: false, code: 'internal', message: 'channel closed' });
    bridge.invoke.mockRejectedValueOnce(new Error('gone'));
    expect(await api.exportSave!({ save: 'x' })).toMatchObject({ ok: false, code: 'internal' });
  });

  it('hands listeners the message, never the IPC event, and unsubscribes them', () => {
    const views: unknown[] = [];
    const notices: unknown[] = [];
    const menus: unknown[] = [];
    const offView = api.onView((m) => views.push(m));
    api.onNotice((m) => notices.push(m));
    const offMenu = api.onMenu((c) => menus.push(c));
    bridge.emit(CHANNELS.message, { type: 'view', seat: 'spectator' });
    bridge.emit(CHANNELS.message, { type: 'notice', level: 'info', code: 'x', message: 'y' });
    bridge.emit(CHANNELS.menu, 'save');
    expect(views).toEqual([{ type: 'view', seat: 'spectator' }]);
    expect(notices).toEqual([{ type: 'notice', level: 'info', code: 'x', message: 'y' }]);
    expect(menus).toEqual(['save']);
    offView();
    offMenu();
    bridge.emit(CHANNELS.message, { type: 'view', seat: 'agiads' });
    bridge.emit(CHANNELS.menu, 'new');
    expect(views).toHaveLength(1);
    expect(menus).toHaveLength(1);
  });

  it('uses the desktop\'s own channels for the dialogs and the menu\'s language', async () => {
    bridge.invoke.mockClear();
    await api.exportSave!({ save: 'Evening game' });
    await api.importSave!();
    expect(bridge.invoke.mock.calls).toEqual([[CHANNELS.exportSave, { save: 'Evening game' }], [CHANNELS.importSave]]);
    api.setLocale!('el');
    expect(bridge.send).toHaveBeenCalledWith(CHANNELS.setLocale, 'el');
  });
});
