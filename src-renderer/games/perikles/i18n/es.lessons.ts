// Perikles' lessons (#33), Spanish: the same keys as en.lessons.ts, in the glossary's terms (rulebook/glossary.ts).
import type { lessonsEn } from './en.lessons.js';

export const lessonsEs: Record<keyof typeof lessonsEn, string> = {
  'perikles.learn.heading': 'Aprende a jugar a Perikles',
  'perikles.learn.intro': '{n, plural, one {# lección breve} other {# lecciones breves}}, cada una sobre una posición real de una partida de 4 jugadores: tú llevas un color, los bots llevan los demás, y la lección te señala el tablero y los paneles a medida que avanzas.',
  'perikles.learn.waiting': 'Los demás jugadores están decidiendo; la lección sigue cuando te toque.',
  'perikles.learn.rules': 'Reglas: {rules}',

  'perikles.learn.perikles-influence.title': 'Losetas de Influencia y las ciudades',
  'perikles.learn.perikles-influence.summary': 'Fase 2 Tomar losetas de Influencia: la reserva a la vista, los fragmentos de cerámica, los cubos de Influencia y los símbolos de Candidato y de Asesino.',
  'perikles.learn.perikles-influence.display': 'Fase 2 Tomar losetas de Influencia. Las diez losetas de Influencia a la vista están resaltadas en el tablero. Cada una muestra el color de una ciudad y uno o dos fragmentos de cerámica; las losetas marrones son de «Cualquier ciudad». Algunas llevan además un símbolo de Candidato o un símbolo de Asesino.',
  'perikles.learn.perikles-influence.shards': '«Coloca inmediatamente tantos cubos de Influencia como fragmentos de cerámica tenga la loseta en la ciudad del mismo color que la loseta.» Tus cubos de Influencia en cada ciudad se cuentan en el panel de las ciudades: quien tiene más cubos en una ciudad es el más fuerte en su elección.',
  'perikles.learn.perikles-influence.take': 'Te toca: elige una loseta de Influencia en el recuadro de decisión. No puedes pasar, ni elegir una loseta de un color que ya hayas tomado este turno (salvo que no quede otra).',
  'perikles.learn.perikles-influence.take.mistake': 'Eso juega tu loseta especial en lugar de tomar una loseta de Influencia. La lección trata de las losetas: toma una primero (la loseta especial la puedes jugar después).',
  'perikles.learn.perikles-influence.anyCity': 'Una loseta de «Cualquier ciudad»: elige la ciudad a la que va tu cubo de Influencia.',
  'perikles.learn.perikles-influence.candidate': 'Una loseta con el símbolo de Candidato: propones inmediatamente un candidato en cualquier ciudad (la Fase 3 Proponer candidatos explica las casillas de candidato).',
  'perikles.learn.perikles-influence.assassin': 'Una loseta con el símbolo de Asesino: retiras inmediatamente un cubo de cualquier color de cualquier ciudad; vuelve a su dueño.',
  'perikles.learn.perikles-influence.placed': 'Has tomado una loseta de {city} con {shards, plural, one {# fragmento de cerámica} other {# fragmentos de cerámica}}: {shards, plural, one {un cubo de Influencia está} other {# cubos de Influencia están}} ahora en el templo de {city}. La loseta queda delante de ti: en la Fase 5 Enviar fuerzas militares te permite enviar fichas militares.',
  'perikles.learn.perikles-influence.done': 'El juego sigue en el sentido de las agujas del reloj hasta que cada jugador ha tomado sus losetas (cinco cada uno con cuatro jugadores, cuatro con cinco). Después viene la Fase 3 Proponer candidatos.',

  'perikles.learn.perikles-elections.title': 'Candidatos y elecciones',
  'perikles.learn.perikles-elections.summary': 'Fase 3 Proponer candidatos y Fase 4 Celebrar elecciones: las casillas de candidato α y β, quién gana y cuánto le cuesta.',
  'perikles.learn.perikles-elections.spaces': 'Fase 3 Proponer candidatos. Cada ciudad tiene dos casillas de candidato, α y β. Por turnos, desde el jugador inicial en el sentido de las agujas del reloj, cada jugador sube un cubo de Influencia del templo de una ciudad a una casilla de candidato libre: el primer cubo va a α, el segundo a β.',
  'perikles.learn.perikles-elections.count': 'Se puede proponer un cubo propio o de otro jugador. Mira el panel de las ciudades: un candidato es fuerte donde su dueño tiene muchos cubos en el templo.',
  'perikles.learn.perikles-elections.propose': 'Te toca: propón un candidato en el recuadro de decisión. Elige uno de tus propios cubos, en una ciudad donde tengas al menos tantos cubos como el jugador que pueda oponerse a ti.',
  'perikles.learn.perikles-elections.propose.mistake': 'Eso propone el cubo de otro jugador. Puede ser astuto (un rival débil frente a tu propio candidato), pero aquí la lección quiere que te presentes tú: elige uno de tus propios cubos.',
  'perikles.learn.perikles-elections.held': 'Fase 4 Celebrar elecciones. El candidato con más cubos de Influencia en la ciudad se convierte en su líder; en caso de empate gana el jugador de la casilla α. Los dos cubos candidatos vuelven a sus dueños, y el ganador retira además tantos cubos suyos como tenga allí su oponente.',
  'perikles.learn.perikles-elections.leaders': 'Los resultados: {results}. Eres líder de {mine, plural, =0 {ninguna ciudad: tomas el control de las fuerzas persas} one {# ciudad: mandas sus fichas militares} other {# ciudades: mandas sus fichas militares}}.',

  'perikles.learn.perikles-battle.title': 'Una batalla',
  'perikles.learn.perikles-battle.summary': 'Fase 5 Enviar fuerzas militares y Fase 6 Resolver batallas: enviar fichas, hoplitas y trirremes, la Tabla de Resultados de Combate.',
  'perikles.learn.perikles-battle.locations': 'Fase 5 Enviar fuerzas militares. Las siete losetas de Lugar están resaltadas en el tablero; su color indica qué ciudad controla cada una. Tomas las fichas militares de cada ciudad de la que eres líder.',
  'perikles.learn.perikles-battle.forces': 'Cada loseta de Influencia que tomaste te permite enviar entre cero y dos fichas militares, boca abajo, a atacar o defender Lugares; primero se usan las losetas de 2 fragmentos. Nunca puedes atacar un Lugar de una ciudad que lideras, y defender el Lugar de otro líder requiere su permiso.',
  'perikles.learn.perikles-battle.send': 'Te toca: envía una ficha desde el recuadro de decisión — un hoplita o un trirreme, a atacar un Lugar o a defender uno de tus propias ciudades.',
  'perikles.learn.perikles-battle.send.mistake': 'Eso terminaría tu turno con esta loseta sin enviar aquí ninguna ficha (o pediría permiso a otro líder, que puede negarlo). La lección quiere una batalla: envía una ficha a atacar, o a defender un Lugar de tu propia ciudad.',
  'perikles.learn.perikles-battle.special': 'Antes de un asalto de combate, cada jugador con una loseta especial sin jugar puede jugarla. Juega la tuya si ayuda aquí, o pasa.',
  'perikles.learn.perikles-battle.rounds': 'Fase 6 Resolver batallas, de la loseta de arriba a la de abajo. Una batalla tiene hasta dos asaltos, de hoplitas y de trirremes, en el orden que muestra la loseta de Lugar. Cada bando revela sus fichas y suma su fuerza; la Tabla de Resultados de Combate da a cada uno el número que debe igualar o superar con dos dados. El ganador del primer asalto empieza el segundo con un marcador de Batalla; el ganador del segundo asalto gana la batalla.',
  'perikles.learn.perikles-battle.result': 'La batalla por {location} ha terminado: {outcome} El ganador de la batalla se lleva la loseta de Lugar y sus puntos de victoria; si perdió el bando defensor, la ciudad sufre una derrota (una ficha de Derrota en su casilla de puntos de victoria más alta).',
  'perikles.learn.perikles-battle.outcome.attack': '{winner} atacó y ganó.',
  'perikles.learn.perikles-battle.outcome.defend': '{winner} lo defendió y lo conservó.',
  'perikles.learn.perikles-battle.outcome.aside': 'nadie lo ganó, y se aparta.',
};
