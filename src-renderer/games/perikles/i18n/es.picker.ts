// Perikles' send-forces picker, allied casualties and end screen, Spanish (#33; see en.picker.ts).
import type { periklesPickerEn } from './en.picker.js';

export const periklesPickerEs: Record<keyof typeof periklesPickerEn, string> = {
  'perikles.picker.counter': '1. Ficha militar',
  'perikles.picker.location': '2. Loseta de Lugar (aquí o en el tablero)',
  'perikles.picker.side': '3. Atacar o defender',
  'perikles.picker.strength': '{unit} {strength}',
  'perikles.picker.chosen': 'Elegido: {unit} de {force} ({strength}) a {location}',
  'perikles.picker.noneOpen': 'Ningún Lugar está abierto a esta ficha.',
  'perikles.picker.more': 'O bien:',
  'perikles.prompt.battle.casualty': 'Tu bando perdió el asalto de combate de {unit} en {location}: elige de qué ciudad es la baja',
  'perikles.act.casualty': 'Perder un {unit} de {force} ({strength})',
  'whynot.perikles.casualty.mainFirst': 'La fuerza principal aún tiene un {kind} aquí: pierde primero (Fase 6 Resolver batallas).',
  'whynot.perikles.casualty.higher': 'Los {kind} de {force} aquí tienen más valor: se pierde el de menor valor (Fase 6 Resolver batallas).',
  'perikles.end.wins': 'Gana {seat}',
  'perikles.end.share': '{seats} comparten la victoria',
  'perikles.end.by.points': 'con más puntos de victoria.',
  'perikles.end.by.locations': 'Empate a puntos: decide quién tiene más puntos de victoria en losetas de Lugar.',
  'perikles.end.by.statues': 'Empate a puntos y en losetas de Lugar: decide quién tiene más estatuas.',
  'perikles.end.by.shared': 'Empate a puntos, losetas de Lugar y estatuas: la victoria se comparte.',
  'perikles.end.place': 'Puesto', 'perikles.end.player': 'Jugador', 'perikles.end.total': 'Total',
  'perikles.end.cubes': 'Cubos de Influencia', 'perikles.end.locations': 'Losetas de Lugar', 'perikles.end.statues': 'Estatuas',
  'perikles.end.tie': 'Desempate',
  'perikles.end.tie.locations': 'losetas de Lugar', 'perikles.end.tie.statues': 'estatuas', 'perikles.end.tie.shared': 'compartido',
};
