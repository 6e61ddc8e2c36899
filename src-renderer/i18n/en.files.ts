// English strings for save files in and out of the saves browser (#31): Export… a save or the
// game being played as a `.pericles` file, Import… one, and why a file the app was asked to open
// was refused (the refusal itself is worded by engine.error.*, en.engine.ts and en.load.ts).
export const filesEn = {
  'files.export': 'Export…',
  'files.exportHint': 'Keep this save as a .pericles file you can copy, send or open again',
  'files.exportCurrent': 'Export this game…',
  'files.exportCurrentHint': 'The game being played, as a .pericles file',
  'files.import': 'Import…',
  'files.importHint': 'Open a .pericles save file',
  'files.exported': 'Exported as “{file}”.',
  'engine.notice.open-file-refused': '“{file}” could not be opened. {why}',
} as const;
