// English strings for the Display settings (#29 "Everyone can read the table"): colour-blind mode,
// text size, and the board mirror's words for the Honor markers.
export const displayEn = {
  'display.label': 'Display',
  'display.title': 'Display settings',
  'display.colorBlind': 'Colour-blind mode',
  'display.textSize': 'Text size',
  'display.textSize.normal': 'Normal',
  'display.textSize.large': 'Large',
  'display.textSize.larger': 'Larger',
  'board.mirror.markers': 'Honor markers',
  'board.mirror.marker.circle': '{faction}: Honor {honor}, marker {mark}',
  'board.mirror.marker.diamond': '{faction}: Honor {honor}, marker {mark} on a diamond',
} as const;
