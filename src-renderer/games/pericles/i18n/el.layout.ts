// Greek strings of the prompt bar's and the board's layout (#29.6–9). Keys start with 'layout.'.
export const elLayout: Record<string, string> = {
  // A decision's list with options beyond its rows (decisions/OptionList.tsx).
  'layout.more': '+{n} ακόμη',
  'layout.fewer': 'Λιγότερα',
};
