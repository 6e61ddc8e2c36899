// Greek strings for en.endgame.ts (#29). Same keys and {placeholders} as English.
export const elEndgame: Record<string, string> = {
  'end.why.heading': 'Τι το έκρινε',
  'end.why.battlesOf': 'Οι Μάχες του τελευταίου γύρου (γύρος {turn}), που μετακίνησαν την Τιμή παραπάνω:',
  'end.why.noBattle': 'Στον τελευταίο γύρο (γύρος {turn}) δεν δόθηκε καμία Μάχη: καμία Τιμή Μάχης δεν άλλαξε τα σύνολα παραπάνω.',
  'end.why.battleHonor': 'Τιμή Μάχης (9.5): {changes}.',
  'end.why.change': '{faction} {delta}',
  'end.bots.heading': 'Οι μυστικές αποφάσεις των αυτόματων παικτών',
  'end.bots.intro': 'Τώρα που τίποτα δεν είναι κρυφό, τι αποφάσισε μυστικά κάθε αυτόματος παίκτης και γιατί.',
  'end.bots.item': 'Γύρος {turn} · {line}',
  'end.bots.none': 'Οι αυτόματοι παίκτες δεν πήραν καμία μυστική απόφαση σε αυτό το παιχνίδι.',
  'replayUi.botReason': 'Το σκεπτικό του: {reason}',
};
