// #31 "The desktop shell under test": the application menu (menu.ts) built in English, Spanish
// and Greek, with Electron's Menu faked to keep the template it is given.
import { describe, expect, it, vi } from 'vitest';
import { buildMenu } from '../../../../src-main/electron/menu.js';
import { MENU_WORDS, type MenuLocale } from '../../../../src-main/electron/menuWords.js';

interface Item { label?: string; role?: string; accelerator?: string; enabled?: boolean; submenu?: Item[]; click?: () => void }
vi.mock('electron', () => ({ Menu: { buildFromTemplate: (template: unknown) => ({ template }) } }));
const templateOf = (menu: unknown) => (menu as { template: Item[] }).template;

describe('the application menu', () => {
  for (const locale of ['en', 'es', 'el'] as const satisfies readonly MenuLocale[]) {
    it(`is worded in ${locale}, and its File commands go to the page`, () => {
      const w = MENU_WORDS[locale];
      const sent: string[] = [];
      const opened: string[] = [];
      const template = templateOf(buildMenu((c) => sent.push(c), [{ name: 'autosave-1', label: 'Campaign' }], (n) => opened.push(n), false, locale));
      expect(template.map((m) => m.label ?? m.role)).toEqual([w.file, 'editMenu', w.view, 'windowMenu']);
      const file = template[0]!.submenu!;
      expect(file.filter((i) => i.label).map((i) => i.label)).toEqual([w.newGame, w.open, w.openRecent, w.save, w.saveAs, w.seats]);
      expect(file.at(-1)!.role).toBe('quit'); // Windows and Linux quit from File
      for (const label of [w.newGame, w.open, w.save, w.saveAs, w.seats]) file.find((i) => i.label === label)!.click!();
      expect(sent).toEqual(['new', 'open', 'save', 'saveAs', 'seats']);
      file.find((i) => i.label === w.openRecent)!.submenu![0]!.click!();
      expect(opened).toEqual(['autosave-1']);
      expect(file.find((i) => i.label === w.newGame)!.accelerator).toBe('CmdOrCtrl+N');
    });
  }

  it('says there are no saves when there are none, and follows macOS\'s layout there', () => {
    const template = templateOf(buildMenu(() => undefined, [], () => undefined, true, 'es'));
    expect(template[0]!.role).toBe('appMenu'); // Quit lives in the app menu on macOS
    const file = template[1]!.submenu!;
    expect(file.some((i) => i.role === 'quit')).toBe(false);
    expect(file.find((i) => i.label === MENU_WORDS.es.openRecent)!.submenu).toEqual([{ label: MENU_WORDS.es.noSaves, enabled: false }]);
  });
});
