// The application menu. File commands go to the renderer, which owns the dialogs (new-game setup,
// saves browser, save-as name); the main process only forwards them.
import { Menu, type MenuItemConstructorOptions } from 'electron';
import type { MenuCommand } from '../../src-shared/protocol/messages.js';

/** A save offered under File > Open Recent. */
export interface RecentSave { name: string; label: string }

export function buildMenu(
  send: (command: MenuCommand) => void,
  recent: readonly RecentSave[] = [],
  openRecent: (name: string) => void = () => {},
  isMac = process.platform === 'darwin',
): Menu {
  const recentItems: MenuItemConstructorOptions[] = recent.length
    ? recent.map((r) => ({ label: r.label, click: () => openRecent(r.name) }))
    : [{ label: 'No saved games', enabled: false }];
  const file: MenuItemConstructorOptions = {
    label: '&File',
    submenu: [
      { label: '&New Game…', accelerator: 'CmdOrCtrl+N', click: () => send('new') },
      { label: '&Open…', accelerator: 'CmdOrCtrl+O', click: () => send('open') },
      { label: 'Open &Recent', submenu: recentItems },
      { type: 'separator' },
      { label: '&Save', accelerator: 'CmdOrCtrl+S', click: () => send('save') },
      { label: 'Save &As…', accelerator: 'CmdOrCtrl+Shift+S', click: () => send('saveAs') },
      ...(isMac ? [] : [{ type: 'separator' as const }, { role: 'quit' as const }]),
    ],
  };
  const template: MenuItemConstructorOptions[] = [
    ...(isMac ? [{ role: 'appMenu' as const }] : []),
    file,
    { role: 'editMenu' },
    {
      label: '&View',
      submenu: [{ role: 'resetZoom' }, { role: 'zoomIn' }, { role: 'zoomOut' }, { type: 'separator' }, { role: 'togglefullscreen' }],
    },
    { role: 'windowMenu' },
  ];
  return Menu.buildFromTemplate(template);
}
