// Spanish strings for en.files.ts (#31). Same keys and {placeholders} as English.
export const esFiles: Record<string, string> = {
  'files.export': 'Exportar…',
  'files.exportHint': 'Guarda esta partida como archivo .pericles para copiarla, enviarla o abrirla de nuevo',
  'files.exportCurrent': 'Exportar esta partida…',
  'files.exportCurrentHint': 'La partida en curso, como archivo .pericles',
  'files.import': 'Importar…',
  'files.importHint': 'Abrir un archivo de partida .pericles',
  'files.exported': 'Exportada como «{file}».',
  'engine.notice.open-file-refused': 'No se pudo abrir «{file}». {why}',
};
