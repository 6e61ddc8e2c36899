// Spanish strings for seats changing hands mid-game (#30); see en.seats.ts.
export const esSeats: Record<string, string> = {
  'seats.open': 'Jugadores…',
  'seats.openHint': 'Dar una Facción a un bot, o tomar la Facción de un bot',
  'seats.title': 'Quién lleva cada Facción',
  'seats.hint': 'Da una Facción a un bot del nivel que elijas, o toma la Facción de un bot. El cambio queda en el registro y se guarda; las decisiones anteriores ya no se pueden deshacer.',
  'seats.apply': 'Cambiar jugadores',
  'seats.close': 'Cerrar',
  'seats.now': 'ahora: {kind}',
  'seats.midSecret': 'Los {faction} ya han dado una respuesta secreta que aún no se ha revelado: podrán cambiar de manos cuando se resuelva esa elección.',
  'seats.botChoosing': 'El bot de los {faction} está haciendo una elección secreta: una persona podrá tomar su puesto cuando se revele.',
  'seats.allBots': 'Ninguna Facción la lleva una persona: ves jugar a los bots, y puedes retomar una Facción aquí en cualquier momento.',
  'seats.replay': 'Cambia quién lleva a los {faction}.',
  'log.seat.handedToBot': 'Los {faction} pasan a un bot ({level}).',
  'log.seat.takenOver': 'Los {faction} pasan a manos de un jugador.',
  'log.ruleTag.seats': 'Jugadores',
  'log.ruleTagTitle.seats': 'No es una regla del reglamento: quién lleva una Facción, cambiado durante la partida desde el menú Jugadores…',
  // #30 pulido: una repetición que sigue a una Facción tomada a mitad de partida.
  'replay.followedBot': 'Un bot llevaba a los {faction} en este momento: ves lo que veían todos los jugadores.',
  // #30: "Watch as" offers every Faction of a finished game; one a bot played is marked so.
  'replay.watchBot': '{faction} (los llevaba un bot)',
};
