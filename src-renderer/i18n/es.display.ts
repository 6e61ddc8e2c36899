// Spanish strings for the Display settings (#29): the keys of en.display.ts.
export const esDisplay: Readonly<Record<string, string>> = {
  'display.label': 'Pantalla',
  'display.title': 'Ajustes de pantalla',
  'display.colorBlind': 'Modo para daltónicos',
  'display.textSize': 'Tamaño del texto',
  'display.textSize.normal': 'Normal',
  'display.textSize.large': 'Grande',
  'display.textSize.larger': 'Más grande',
  'board.mirror.markers': 'Marcadores de Honor',
  'board.mirror.marker.circle': '{faction}: Honor {honor}, marcador {mark}',
  'board.mirror.marker.diamond': '{faction}: Honor {honor}, marcador {mark} en un rombo',
};
