// Greek strings for en.files.ts (#31). Same keys and {placeholders} as English.
export const elFiles: Record<string, string> = {
  'files.export': 'Εξαγωγή…',
  'files.exportHint': 'Φυλάξτε αυτό το αποθηκευμένο παιχνίδι ως αρχείο .pericles για να το αντιγράψετε, να το στείλετε ή να το ανοίξετε ξανά',
  'files.exportCurrent': 'Εξαγωγή αυτού του παιχνιδιού…',
  'files.exportCurrentHint': 'Το παιχνίδι που παίζεται, ως αρχείο .pericles',
  'files.import': 'Εισαγωγή…',
  'files.importHint': 'Άνοιγμα αρχείου παιχνιδιού .pericles',
  'files.exported': 'Εξήχθη ως «{file}».',
  'engine.notice.open-file-refused': 'Το «{file}» δεν άνοιξε. {why}',
};
