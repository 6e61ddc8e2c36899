// The application menu. File commands go to the renderer, which owns the dialogs (new-game setup,
// saves browser, save-as name); the main process only forwards them.
import { Menu, type MenuItemConstructorOptions } from 'electron';
import type { MenuCommand } from '../../src-shared/protocol/messages.js';
import { MENU_WORDS, type MenuLocale } from './menuWords.js';

/** A save offered under File > Open Recent. */
export interface RecentSave { name: string; label: string }

export function buildMenu(
  send: (command: MenuCommand) => void,
  recent: readonly RecentSave[] = [],
  openRecent: (name: string) => void = () => {},
  isMac = process.platform === 'darwin',
  locale: MenuLocale = 'en',
): Menu {
  const w = MENU_WORDS[locale];
  const recentItems: MenuItemConstructorOptions[] = recent.length
    ? recent.map((r) => ({ label: r.label, click: () => openRecent(r.name) }))
    : [{ label: w.noSaves, enabled: false }];
  const file: MenuItemConstructorOptions = {
    label: w.file,
    submenu: [
      { label: w.newGame, accelerator: 'CmdOrCtrl+N', click: () => send('new') },
      { label: w.open, accelerator: 'CmdOrCtrl+O', click: () => send('open') },
      { label: w.openRecent, submenu: recentItems },
      { type: 'separator' },
      { label: w.save, accelerator: 'CmdOrCtrl+S', click: () => send('save') },
      { label: w.saveAs, accelerator: 'CmdOrCtrl+Shift+S', click: () => send('saveAs') },
      { type: 'separator' },
      { label: w.seats, click: () => send('seats') },
      ...(isMac ? [] : [{ type: 'separator' as const }, { role: 'quit' as const }]),
    ],
  };
  const template: MenuItemConstructorOptions[] = [
    ...(isMac ? [{ role: 'appMenu' as const }] : []),
    file,
    { role: 'editMenu' },
    {
      label: w.view,
      submenu: [{ role: 'resetZoom' }, { role: 'zoomIn' }, { role: 'zoomOut' }, { type: 'separator' }, { role: 'togglefullscreen' }],
    },
    { role: 'windowMenu' },
  ];
  return Menu.buildFromTemplate(template);
}
