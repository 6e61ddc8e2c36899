// IPC channel names shared by main.ts and preload.ts (plain constants: the sandboxed preload
// bundle must not pull in Node-only code).
export const CHANNELS = {
  /** invoke: ClientMessage → OkMessage | ErrorMessage (see src-shared/protocol/messages.ts). */
  request: 'pericles:request',
  /** main → renderer: pushed HostMessage (view, notice). */
  message: 'pericles:message',
  /** main → renderer: MenuCommand from the File menu. */
  menu: 'pericles:menu',
  /** invoke: save name → export through a native dialog. */
  exportSave: 'pericles:export-save',
  /** invoke: () → import through a native dialog. */
  importSave: 'pericles:import-save',
  /** send: the page's language ('en' | 'es' | 'el'), so the native menu follows it (#18). */
  setLocale: 'pericles:set-locale',
} as const;

/** The renderer is served from this custom protocol origin (never file://). */
export const APP_SCHEME = 'pericles';
export const APP_HOST = 'app';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
