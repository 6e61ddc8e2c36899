// Greek strings for the Display settings (#29): the keys of en.display.ts.
export const elDisplay: Readonly<Record<string, string>> = {
  'display.label': 'Εμφάνιση',
  'display.title': 'Ρυθμίσεις εμφάνισης',
  'display.colorBlind': 'Λειτουργία για αχρωματοψία',
  'display.textSize': 'Μέγεθος κειμένου',
  'display.textSize.normal': 'Κανονικό',
  'display.textSize.large': 'Μεγάλο',
  'display.textSize.larger': 'Πολύ μεγάλο',
  'board.mirror.markers': 'Δείκτες Τιμής',
  'board.mirror.marker.circle': '{faction}: Τιμή {honor}, δείκτης {mark}',
  'board.mirror.marker.diamond': '{faction}: Τιμή {honor}, δείκτης {mark} σε ρόμβο',
};
