// Perikles' send-forces picker, allied casualties and end screen, English (#33).
// Spread into en.perikles.ts in one line; es/el mirror these keys in their .picker.ts.
export const periklesPickerEn = {
  // Phase 5 Commit military forces: the grouped picker (prompts/SendForces.tsx).
  'perikles.picker.counter': '1. Military counter',
  'perikles.picker.location': '2. Location tile (here or on the board)',
  'perikles.picker.side': '3. Attack or defend',
  'perikles.picker.strength': '{unit} {strength}',
  'perikles.picker.chosen': 'Chosen: {force} {unit} ({strength}) to {location}',
  'perikles.picker.noneOpen': 'No Location is open to this counter.',
  'perikles.picker.more': 'Or:',
  // Phase 2, the Assassin symbol: the city, then the cube (prompts/Assassin.tsx).
  'perikles.picker.city': '1. City (here or on the board)',
  'perikles.picker.cube': '2. Cube to remove in {city}',
  'perikles.picker.temple': 'Temple:',
  'perikles.picker.candidates': 'Candidates:',
  // The cities panel's defeats column (table.tsx): its header's words and tooltip.
  'perikles.word.defeatsColumn': 'Defeats',
  'perikles.word.defeatsTip': 'Defeats: the defeat counters on the city',
  // Phase 6 Resolve Battles: a casualty among allied cities (DE:680).
  'perikles.prompt.battle.casualty': 'Your side lost the {unit} round at {location}: choose whose {unit} is the casualty',
  'perikles.act.casualty': 'Lose a {force} {unit} ({strength})',
  'whynot.perikles.casualty.mainFirst': 'The main force still has a {kind} here: it loses first (Phase 6 Resolve Battles).',
  'whynot.perikles.casualty.higher': 'The {kind}s of {force} here are of higher value: the lowest is lost (Phase 6 Resolve Battles).',
  // Ending the game: the ranking and the tie-break.
  'perikles.end.wins': '{seat} wins',
  'perikles.end.share': '{seats} share the victory',
  'perikles.end.by.points': 'with the most victory points.',
  'perikles.end.by.locations': 'Tied on points: the most victory points from Location tiles decides.',
  'perikles.end.by.statues': 'Tied on points and on Location tiles: the most statues decides.',
  'perikles.end.by.shared': 'Tied on points, Location tiles and statues: the victory is shared.',
  'perikles.end.place': 'Place', 'perikles.end.player': 'Player', 'perikles.end.total': 'Total',
  'perikles.end.cubes': 'Influence cubes', 'perikles.end.locations': 'Location tiles', 'perikles.end.statues': 'Statues',
  'perikles.end.tie': 'Tie-break',
  'perikles.end.tie.locations': 'Location tiles', 'perikles.end.tie.statues': 'statues', 'perikles.end.tie.shared': 'shared',
} as const;
