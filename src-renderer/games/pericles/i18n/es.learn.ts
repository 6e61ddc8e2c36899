// Spanish strings for en.learn.ts (#18). Same keys and {placeholders} as English.
// Words of the Spanish rulebook (RULES.md Appendix D): Facción Dominante/Oponente, Contador de Asamblea,
// casilla, cuestión, asignar Strategos, Teatro de Expedición, Comandante en Jefe, Séquito, Consejo Asesor.
export const esLearn: Record<string, string> = {
  // The Learn section of the start screen and the lesson bar.
  'learn.heading': 'Aprende a jugar',
  'learn.intro': '{n, plural, one {# lección breve} other {# lecciones breves}}, cada una sobre una posición real: llevas una Facción, los bots juegan las demás, y la lección te señala el tablero y los paneles a medida que avanzas.',
  'learn.lessonNumber': 'Lección {n}',
  'learn.done': 'Hecha',
  'learn.start': 'Empezar',
  'learn.again': 'Jugar otra vez',
  'learn.bar': 'Lección',
  'learn.stepOf': 'Paso {n} de {total}',
  'learn.next': 'Siguiente',
  'learn.finish': 'Terminar la lección',
  'learn.waiting': 'Las otras Facciones están decidiendo; la lección sigue cuando sea tu turno.',
  'learn.yourTurn': 'Te toca decidir: usa el recuadro de decisión sobre el tablero.',
  'learn.complete': 'Lección completada. ¡Bien jugado!',
  'learn.backToLessons': 'Volver a las lecciones',
  'learn.leave': 'Salir de la lección',
  'learn.mistakeHeading': 'Antes de enviarlo',
  'learn.mistakeGoOn': 'Hacerlo de todos modos',
  'learn.mistakeRetry': 'Elegir otra vez',
  'learn.pointTheater': 'Mira el Teatro resaltado en el tablero.',

  // 1. The board and its four link types (3.12, 9.32).
  'learn.board.title': 'El tablero y sus conexiones',
  'learn.board.summary': 'Teatros, Teatros Terrestres y Navales, los cuatro tipos de conexión y las conexiones que exigen una base.',
  'learn.board.theaters': 'El mapa tiene {theaters} Teatros numerados del 1 al {theaters}, más Persia (3.12). Un borde marrón indica un Teatro Terrestre, un borde azul un Teatro Naval: las unidades terrestres y navales pueden estar en ambos; el tipo solo decide qué Batalla es obligatoria allí (9.4). Esta viñeta de entrenamiento se juega en torno a Anfípolis (12), resaltada en el tablero.',
  'learn.board.links': 'Dos Teatros son adyacentes solo si una línea los une, estén donde estén en el mapa. Hay cuatro tipos de conexión (9.32): la conexión costera azul oscura (las unidades terrestres comprueban la fuerza terrestre y las navales la naval), la conexión marítima azul gruesa (toda unidad comprueba la fuerza naval), la conexión solo terrestre (ninguna unidad naval puede usarla) y la conexión solo naval de líneas azules paralelas (ninguna unidad terrestre puede usarla). Atenas, resaltada, tiene tres de las cuatro.',
  'learn.board.special': 'Algunas conexiones exigen además una base Amiga en el Teatro del que se sale. Una unidad terrestre espartana puede ir de Jonia (resaltada) a Lesbos solo con una base Amiga en Jonia, además de superar la comprobación de fuerza terrestre (9.32). Los barcos cruzan por tierra el Istmo de Corinto solo con una base allí.',
  'learn.board.hover': 'Pasa el ratón sobre una conexión del tablero para leer su regla. Las unidades salen de un Teatro solo si la fuerza que dejan atrás es al menos igual a la del Enemigo allí (la comprobación de salida, 9.32); entrar en un Teatro nunca se comprueba. El explorador de movimiento de la pantalla de inicio te deja probarlo fuera de una partida.',
  'learn.board.place': 'Tu primera decisión real: coloca bocabajo uno de tus marcadores de cuestión de Teatro en un Teatro (8.3). Pulsa un Teatro en el tablero o en el recuadro de decisión y confirma. Las próximas lecciones explican qué hacen los marcadores.',
  'learn.board.done': 'Eso es el mapa. Los números de los Teatros, los cuatro tipos de conexión y la comprobación de salida vuelven en cada expedición: la lección 6 mueve unidades por estas conexiones.',

  // 2. The Boulé and the Assembly tracks (3.12, 5.3, 6.16, 7.2).
  'learn.assembly.title': 'La Boulé y los Contadores de Asamblea',
  'learn.assembly.summary': 'El Contador de Asamblea de cada Ciudad-estado, las Facciones Dominante y Oponente, y cómo se colocan las siete cuestiones.',
  'learn.assembly.tracks': 'Cada Ciudad-estado tiene un Contador de Asamblea (3.12): una casilla central 0 y, a cada lado, la mitad de una Facción con las casillas 1 a 7+. Las cuestiones de debate se colocan y se mueven en él. El panel de Asamblea, remarcado, describe el contador con palabras.',
  'learn.assembly.roles': 'En cada Ciudad-estado una Facción es la Dominante y la otra la Oponente. Junto al contador, el contador de Favor de la Asamblea tiene tres casillas; tras los debates, la Facción que ganó más cuestiones pasa a ser la Dominante y el marcador de Favor avanza una casilla hacia ella (7.2).',
  'learn.assembly.boule': 'En la Boulé las dos Facciones de una Ciudad-estado colocan entre ambas 7 cuestiones (5.32): A, la Facción Dominante pone 1 en su casilla 2; B, la Oponente 1 en su casilla 1; C, la Facción Dominante 3 en la casilla 0; D, la Oponente 2 en la casilla 0. El Ostracismo y Guerra/Paz van siempre a la casilla 0. Las cuestiones que ya estaban en tu contador antes de la Boulé (colocadas por la carta de Aristófanes, una Derrota Mayor o los Rehenes) también se debaten: {extras} este turno.',
  'learn.assembly.pickA': 'Llevas a los Aristócratas, la Facción Dominante de Atenas. Elige la cuestión para tu casilla 2. Tras los seis debates, toda cuestión que esté en las casillas 1–7+ de tu mitad es tuya (6.16), así que una cuestión que empieza en tu casilla 2 es una que probablemente ganarás. La lección sugiere la cuestión remarcada: una cuestión Militar ganada te da un marcador Militar para la Fase de Teatros (7.5).',
  'learn.assembly.pickA.mistake': 'El Ostracismo y Guerra/Paz van siempre a la casilla 0, sea cual sea el paso que las eligió (5.32 E). Elegida ahora, no quedaría en tu casilla 2: renunciarías a la ventaja de dos casillas que el paso A da a la Facción Dominante. La lección sugiere una cuestión que se queda en tu casilla 2.',
  'learn.assembly.pickC': 'Paso C: elige tres cuestiones para la casilla 0, una cada vez. Las cuestiones de la casilla 0 no las gana nadie salvo que un debate las mueva: elige cuestiones por las que estés dispuesto a luchar.',
  'learn.assembly.done': 'Las dos Ciudades-estado hicieron lo mismo a la vez. El contador de tu Ciudad-estado tiene ahora {issues} cuestiones: las {boule} elegidas en la Boulé y {extras} colocadas antes. Ahora vienen los seis debates (lección 3).',

  // 3. Debates, card values and the Brain Trust (6.1–6.3).
  'learn.debates.title': 'Debates, valores de carta y el Consejo Asesor',
  'learn.debates.summary': 'Elegir la cuestión, jugar una carta, cuánto se mueve la cuestión y el Consejo Asesor del Líder.',
  'learn.debates.values': 'Cada carta Política y cada Líder tiene un valor básico de 1 a 5 (6.2). Una carta suma su bonificación cuando su alineamiento coincide con la cuestión debatida (o se cumple una condición como Guerra o Paz), y entonces también te da sus Strategos de la reserva de tu Bando, ganes o pierdas (6.21). Tu mano está remarcada.',
  'learn.debates.issue': 'Cada Ciudad-estado celebra seis debates. La Facción Dominante elige la cuestión de los debates 1, 3 y 5, la Oponente la de los 2, 4 y 6 (6.11): cualquier cuestión del contador, en cualquier casilla, salvo una capturada. Elige una en el recuadro de decisión.',
  'learn.debates.card': 'Ahora cada Facción juega en secreto una carta (6.12). Gana el mayor valor modificado, y la cuestión se mueve hacia el ganador exactamente la diferencia entre los dos valores; con valores iguales se queda donde está (6.13). La lección sugiere la carta remarcada: tu mayor valor básico que no sea tu Líder.',
  'learn.debates.card.mistake': 'Ese es tu Líder. Es fuerte, y solo un Líder abre el Consejo Asesor (6.31), pero si lo juegas ahora lo pierdes para los otros cinco debates y para el Consejo de Strategoi, donde la única carta que conservas te da Strategos, sobre todo si es tu Líder (7.3). La lección lo guarda para más tarde.',
  'learn.debates.result': 'Las dos cartas se revelan a la vez y van al descarte. Mira el panel de Asamblea: la cuestión se movió la diferencia de los dos valores, hacia el ganador. Una cuestión que llega a la casilla 7 queda capturada y vale 7 para la Oratoria (6.15).',
  'learn.debates.brainTrust': 'El Consejo Asesor (6.31): cuando juegas tu Líder y tu Compatriota no jugó el suyo en ese debate, puedes sumar al valor del Líder el valor básico de una carta al azar de tu Séquito, una sola vez. Después se muestra todo tu Séquito, y el turno siguiente recibes solo 6 cartas y no formas Séquito.',

  // 4. Oration, the Dominant Faction and the political issues (7.1, 7.2, 7.4).
  'learn.politics.title': 'Oratoria, la Facción Dominante y las cuestiones políticas',
  'learn.politics.summary': 'El Honor por Oratoria, quién pasa a ser Dominante, Guerra y Paz, el Ostracismo y las cuestiones que se resuelven en la Fase Política.',
  'learn.politics.oration': 'Los debates han terminado; empezó la Fase Política (7.1). El valor de Oratoria de cada Facción es la suma de los números de las casillas de las cuestiones que ganó (una cuestión capturada vale 7). La Facción con más gana la diferencia en Honor, como máximo 3, y la de menos pierde lo mismo. El panel de Honor muestra el resultado.',
  'learn.politics.dominant': 'Después cada Ciudad-estado designa su Facción Dominante (7.2): la Facción que ganó el Ostracismo o, si no, la que ganó más cuestiones. El marcador de Favor avanza una casilla hacia ella; si ya estaba en su casilla, esa Facción gana 1 de Honor y su Compatriota pierde 1.',
  'learn.politics.warPeace': 'Guerra y Paz (7.41), en la franja de estado: en Paz, si una Facción de cualquier Bando gana Guerra/Paz, se declara la Guerra. En Guerra, la Paz solo llega si la ganan Facciones de los dos Bandos, y cada una de ellas gana 10 de Honor. En algunos escenarios la Paz termina la partida en el acto.',
  'learn.politics.ostracism': 'Ostracismo (7.1): la Facción que lo gana gana 3 de Honor, su Compatriota pierde 3, no se compara la Oratoria, y pasa a ser la Dominante con el marcador de Favor en su casilla. El registro, remarcado, cuenta lo que ocurrió este turno.',
  'learn.politics.citizenship': 'Ahora se resuelven en orden las demás cuestiones ganadas: Guerra/Paz, Juegos, Ciudadanía, Colonia, Krypteia, Agogé (7.4). Ganaste Ciudadanía (7.44A): puedes convertir una base de la Liga de Delos en una base ateniense por 2 de Honor, y añadir allí 1 unidad naval ateniense o 2 unidades terrestres. Elige en el recuadro de decisión.',
  'learn.politics.done': 'La Ciudadanía queda ahora retirada de la partida, se haya convertido lo que se haya convertido. Por último, cada Facción toma un marcador de Teatro por cada cuestión Diplomática, de Liga, Militar o de Oráculo ganada, más 2 Rumores, y la Facción con más marcadores presta algunos a su Compatriota (7.5).',

  // 5. Theater markers and the Honor Order (8.1, 8.3, 8.4).
  'learn.theater.title': 'Marcadores de Teatro y el Orden de Honor',
  'learn.theater.summary': 'Colocar marcadores bocabajo en Orden de Honor, las colas de cada Teatro y su revelación.',
  'learn.theater.honorOrder': 'La Fase de Teatros se juega en Orden de Honor (8.1): las cuatro Facciones clasificadas por su Honor al empezar la fase, de mayor a menor. Queda fijo durante toda la fase; los empates se resuelven a favor de la Dominante de Atenas, la Dominante de Esparta, la Oponente de Atenas y la Oponente de Esparta, por ese orden. La franja de estado, remarcada, muestra el orden.',
  'learn.theater.markers': 'Cada Facción coloca bocabajo sus marcadores Militares, de Liga, Diplomáticos, de Oráculo y de Rumor, uno cada vez, en Orden de Honor, hasta colocarlos todos (8.3). Los marcadores de un mismo Teatro forman una cola: el último colocado queda encima y se resuelve primero (8.31).',
  'learn.theater.place': 'Coloca un marcador: elígelo en el recuadro de decisión y después un Teatro en el tablero o en la lista. Atenas (7) es tu Teatro Natal: un marcador Militar allí te permite construir unidades (9.1). Colocas todos tus marcadores, uno por ronda.',
  'learn.theater.reveal': 'Todos los marcadores están colocados. Ahora, de nuevo en Orden de Honor, cada Facción revela un marcador de su propio Bando que esté encima de una cola en cualquier lugar del mapa, y lo resuelve la Facción de su color (8.41). Un Rumor se retira sin efecto. Elige cuál revelar.',
  'learn.theater.done': 'El marcador revelado se resolvió; el registro dice cómo. Las revelaciones siguen por turnos hasta resolver todos los marcadores, y entonces llega la Fase Final (lección 8).',

  // 6. Muster, movement and exit tests (9.1, 9.31, 9.32).
  'learn.muster.title': 'Asamblea de Expedición, movimiento y comprobaciones de salida',
  'learn.muster.summary': 'Una cuestión Militar: construir unidades, asignar Strategos y mover unidades por las conexiones.',
  'learn.muster.cinc': 'Revelaste una cuestión Militar: eres su Comandante en Jefe, y el Teatro en que está, resaltado, es el Teatro de Expedición (9.0). Sin ningún Strategos, una cuestión Militar no hace nada.',
  'learn.muster.build': 'El Teatro de Expedición es tu Teatro Natal, así que primero puedes construir allí unidades de la Ciudad-estado: 1 unidad naval o 2 unidades terrestres por cada base de la Ciudad-estado que tengas en él (9.1). Elige en el recuadro de decisión.',
  'learn.muster.commit': 'Asamblea de Expedición (9.31): el Teatro está bajo Control Amigo o es Neutral, así que solo asignas tú, de 1 a 5 Strategos. Cada Strategos asignado permite mover una unidad Amiga (9.32).',
  'learn.muster.move': 'Mueve tus unidades (9.32). Una unidad debe pararse cuando entra en el Teatro de Expedición, o donde no pueda salir por ninguna conexión; en ningún otro sitio. Para salir de un Teatro, la fuerza que se queda debe ser al menos igual a la del Enemigo allí (unidades terrestres 1, terrestre espartana 2, naval ateniense 2, una base 2). Selecciona una unidad y luego su destino; termina cuando acabes.',
  'learn.muster.done': 'La Asamblea de Expedición está resuelta. Como el Teatro de Expedición no estaba En Disputa tras los movimientos, no se libra ninguna Batalla (9.4); la lección 7 muestra una.',

  // 7. Battle, casualties and Battle Honor (9.31 B, 9.4, 9.5).
  'learn.battle.title': 'Batalla, bajas y Honor de Batalla',
  'learn.battle.summary': 'Asignar Strategos en un Teatro En Disputa, totales de Batalla, bajas y el Honor que da una Batalla.',
  'learn.battle.contested': 'Una cuestión Militar se resuelve en un Teatro En Disputa, resaltado: los dos Bandos tienen unidades o bases allí. Las cuatro Facciones asignan Strategos en secreto y a la vez (9.31 B): el Comandante en Jefe de 1 a 5, cada una de las otras tres de 0 a 4. Los Strategos asignados pagan los movimientos y se suman al total de Batalla del Bando.',
  'learn.battle.commit': 'Asigna tus Strategos en el recuadro de decisión remarcado; el panel de Strategos muestra cuántos tienes. Cada uno suma 1 al total de Batalla de Atenas, y las unidades que se mueven al Teatro suman su fuerza.',
  'learn.battle.move': 'Eres el Comandante en Jefe: mueve unidades, una por cada Strategos que tú y tu Compatriota asignasteis (9.32). Las unidades que entran en el Teatro de Expedición se paran allí y combaten; cada unidad que entra suma su fuerza a la Batalla (una unidad naval ateniense, 2). Termina los movimientos cuando acabes.',
  'learn.battle.stateShip': 'El Barco de Estado Ateniense (12.3): como Facción Dominante de Atenas puedes usarlo después de que se revelen todas las asignaciones; cuenta como un Strategos más en la Batalla. Decide en el recuadro de decisión.',
  'learn.battle.casualties': 'La Batalla está decidida (9.42–9.43): cada Bando suma sus unidades del tipo de la Batalla, 2 por base, sus Strategos asignados y la carta superior de su Mazo de Batalla. El perdedor pierde unidades, no más que la diferencia de los totales; el enemigo perdió aquí todas sus unidades y tú asignaste más Strategos, así que el resto de la diferencia puede destruir bases, 1 por cada 2 (9.44). Decide en el recuadro de decisión.',
  'learn.battle.honor': 'Honor de Batalla (9.5): si gana el Bando del Comandante en Jefe, su Facción gana 2 de Honor por cada unidad o base enemiga eliminada y su Compatriota 1; si gana el otro Bando, cada una de sus Facciones gana 1 por unidad o base. Las dos Facciones del Bando perdedor pierden 1 de Honor por cada unidad o base propia eliminada. El registro, remarcado, muestra esta Batalla.',

  // 8. The End Phase (11.1–11.4).
  'learn.end.title': 'La Fase Final',
  'learn.end.summary': 'Comprobaciones de victoria, mantenimiento, redespliegue y la Voluntad de la Asamblea.',
  'learn.end.victory': 'Todos los marcadores están resueltos: la Fase Final empieza con las comprobaciones de victoria (11.1). Antes del último turno, solo las victorias automáticas terminan la partida: una Victoria Automática por Honor (11.11), la conquista del Teatro Natal enemigo (11.12), o Atenas sin ninguna base de Granero (11.13). El panel de Honor muestra cómo están las Facciones.',
  'learn.end.upkeep': 'Mantenimiento (11.2): cada Bando puede mantener 4 puntos de unidades por cada base que tenga en el mapa; cada unidad naval cuesta 2 y cada unidad terrestre 1. Esparta tiene más de lo que puede mantener, y como su Facción Dominante eliges qué unidades vuelven a la reserva. Elige en el recuadro de decisión.',
  'learn.end.redeploy': 'Redespliegue (11.3), en el orden Liga de Delos, Atenas, Liga del Peloponeso, Esparta: las conexiones y las comprobaciones de salida no se aplican. Las unidades espartanas solo pueden ir a Teatros con una base espartana; un Teatro sin base admite como mucho una unidad de cada Bando, y ningún Teatro más de 15. Mueve unidades o termina el redespliegue.',
  'learn.end.will': 'Por último, la Voluntad de la Asamblea (11.4): para cada Bando, si la carta de Aristófanes de este turno fijó una condición y el Bando la cumplió, cada una de sus Facciones gana 5 de Honor; si no, cada una pierde 5 y el Bando tiene 5 Strategos menos el turno siguiente. Después empieza un nuevo turno; el registro muestra la Fase Final.',
};
