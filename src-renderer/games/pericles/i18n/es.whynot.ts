// Spanish strings for en.whynot.ts (#18). Same keys and {placeholders} as English.
// {unitKind} is whynot.kind.* (plural adjective: "unidades {unitKind}"), {linkType} whynot.link.*
// (feminine adjective: "conexión {linkType}"), {strengthKind} inspect.unitKind.* ("fuerza {strengthKind}");
// {side}, {enemy}, {force} and {base} are nouns ("de {force}"), {issue} an issue's name.
export const esWhynot: Record<string, string> = {
  'whynot.withRule': '{text} (regla {rule})',
  'whynot.ruleRow': 'fila {row}',
  'whynot.join': '{first} {rest}',
  'whynot.clickHeading': '¿Por qué no {option}?',
  'whynot.dismiss': 'Cerrar',
  'whynot.unitIn': 'la {unit} de {force} en {theater}',
  'whynot.moveTo': 'un movimiento a {theater}',
  'whynot.notAnOption': '{theater} no es ahora una de las opciones.',
  'whynot.unknown': 'Las reglas no lo permiten ahora.',
  'whynot.kind.land': 'terrestres', 'whynot.kind.naval': 'navales',
  'whynot.link.coastal': 'costera', 'whynot.link.sea': 'marítima', 'whynot.link.land': 'terrestre', 'whynot.link.naval': 'naval',

  // Movement (9.32, 9.33, 7.42 B, 12.1, 13.1, 13.2, 3.3)
  'whynot.move.linkKind': 'Las unidades {unitKind} no pueden usar una conexión {linkType}.',
  'whynot.move.exitStrength': 'Las unidades {unitKind} que salen de {from} por una conexión {linkType} necesitan que la fuerza {strengthKind} de {side} que queda allí sea al menos igual a la del Enemigo: {friendly} contra {hostile}.',
  'whynot.move.exitBase': 'Las unidades {unitKind} solo pueden salir de {from} por esta conexión con una base Amiga allí, y {side} no tiene ninguna.',
  'whynot.move.persia': 'Ninguna unidad puede entrar nunca en Persia.',
  'whynot.noTheater': 'No existe el Teatro {n}.',
  'whynot.theaterOutOfPlay': '{theater} está fuera de juego: la Guerra con Persia no está en curso.',
  'whynot.outsidePlayArea': '{theater} está fuera de la zona de juego de esta lección.',
  'whynot.argosStays': 'Las unidades argivas nunca salen de {theater}.',
  'whynot.peace.units': 'En Paz, las unidades de Ciudad-estado de {side} no pueden entrar en {theater}: allí hay unidades de Ciudad-estado de {enemy}.',
  'whynot.peace.base': 'En Paz, las unidades de Ciudad-estado de {side} no pueden entrar en {theater}: {enemy} tiene allí una base de Ciudad-estado.',
  'whynot.peace.unitsAndBase': 'En Paz, las unidades de Ciudad-estado de {side} no pueden entrar en {theater}: allí hay unidades y una base de Ciudad-estado de {enemy}.',
  'whynot.move.inExpedition': 'Las unidades que ya están en el Teatro de Expedición, {theater}, se quedan allí.',
  'whynot.move.arrived': 'Estas unidades se pararon en {theater} durante esta Asamblea de Expedición y no vuelven a mover.',
  'whynot.move.noStop': 'Ninguna ruta abierta desde {theater} termina donde una unidad pueda pararse.',
  'whynot.move.passThrough': 'Una unidad solo puede atravesar {theater}: solo se para en el Teatro de Expedición ({expedition}) o en un Teatro del que no pueda salir.',
  'whynot.move.noPath': 'Ninguna ruta abierta lleva esta unidad a {theater}.',

  // The Political Phase (7.41 D, 7.44, 7.45) and the Oracle (8.53)
  'whynot.peace.noCityStateBase': 'Tras la Paz, las unidades de Ciudad-estado de {side} solo pueden estar en su Teatro Natal o donde {side} tenga una base de Ciudad-estado; {theater} no tiene ninguna.',
  'whynot.citizenship.noDelianBase': 'La Ciudadanía convierte una base de la Liga de Delos, y {theater} no tiene ninguna.',
  'whynot.colony.notControlled': 'Una Colonia va a un Teatro que Atenas controla o disputa; {theater} no es ninguna de las dos cosas.',
  'whynot.krypteia.noTreachery': 'La Krypteia retira marcadores de Traición atenienses, y {theater} no tiene ninguno.',
  'whynot.oracle.usedTheater': 'Los marcadores de Traición del Oráculo van a tres Teatros distintos: {theater} ya tiene uno.',

  // Theater markers (8.3, 13.1)
  'whynot.place.persiaClosed': 'Persia solo admite marcadores cuando Esparta tiene una base en {theater} o Alcibíades está en Persia.',

  // Bases and Strategos (8.2, 8.5, 8.52, 9.2, 9.31, 8.51)
  'whynot.baseLimit': '{theater} ya tiene {bases} bases: como máximo {limit} por Teatro, sumando los dos Bandos.',
  'whynot.noBaseLeft': 'Las {limit} bases de {base} están todas en el mapa.',
  'whynot.noLeagueBaseHere': 'No hay ninguna base de {base} en {theater} que convertir.',
  'whynot.strategosCost': 'Cuesta {cost} Strategos y tienes {held}.',
  'whynot.strategosHeld': 'Tienes {held} Strategos: no puedes asignar {n}.',
  'whynot.raidNotContested': 'Una Incursión necesita un Teatro En Disputa, y {theater} no está En Disputa.',
  'whynot.noTreacheryLeft': 'Los {limit} marcadores de Traición de {side} están todos en el mapa.',

  // The Boulé's issue choice (5.32, 3.14)
  'whynot.boule.noTile': '{side} no tiene ningún marcador de la cuestión «{issue}».',
  'whynot.boule.picked': 'En este paso ya elegiste «{issue}» tantas veces como marcadores de esa cuestión le quedan a tu Bando ({picked}).',
  'whynot.boule.removed': 'El marcador «{issue}» de {side} ha sido retirado de la partida.',
  'whynot.boule.onTrack': '{onTrack, plural, one {El único marcador «{issue}» de {side} ya está} other {Los # marcadores «{issue}» de {side} ya están}} en el contador.',

  // Battle casualties (9.44, 9.45)
  'whynot.casualty.noneLeft': 'Todas las unidades {unitKind} de {force} en la Batalla ya están elegidas.',
  'whynot.casualty.fullLoser': 'Lo elegido ya suma {n, plural, one {# baja} other {# bajas}}, el máximo que permite la tabla con un diferencial de {differential}.',
  'whynot.casualty.fullWinner': 'Lo elegido ya suma {n, plural, one {# baja} other {# bajas}}, el máximo que permite la tabla según las unidades perdedoras eliminadas.',
  'whynot.casualty.otherRow': 'Las bajas salen de una sola fila de la tabla, nunca combinadas, y la fila que sigue lo elegido no incluye unidades de {force}.',

  // Base destruction (9.44)
  'whynot.bases.max': 'Cada base destruida consume {per} del diferencial que queda tras las bajas, y quedan {left}: como máximo {max}, no {n}.',

  // Persian Gold (9.11)
  'whynot.gold.cap': 'El Oro Persa construye en {theater} como máximo {cap, plural, one {# unidad} other {# unidades}} de este tipo (unidades {unitKind} de {force}), y esta construcción ya ha llegado a ese número.',
  'whynot.gold.poolEmpty': 'Todas las unidades {unitKind} de {force} están en el mapa: el Oro Persa no tiene ninguna que construir en {theater}.',

  // Builds (3.1, 9.1, 8.52, 12.1, 12.4)
  'whynot.poolShort': 'Unidades {unitKind} de {force} fuera del mapa: {left}; esta construcción necesita {n}. Las piezas son un límite estricto.',
  'whynot.the300.onMap': 'Los 300 ya están en el mapa, en {theater}: solo hay una pieza así.',
  'whynot.the300.lost': 'Los 300 se han perdido para siempre.',

  // Redeployment (11.3)
  'whynot.redeploy.needsLeagueBase': 'Las unidades de {force} solo se redespliegan en Teatros con una base de {force}; {theater} no tiene ninguna.',
  'whynot.redeploy.needsSpartanBase': 'Las unidades espartanas solo se redespliegan en Teatros con una base espartana; {theater} no tiene ninguna.',
  'whynot.redeploy.needsAthenianBase': 'Las unidades atenienses solo se redespliegan en Teatros con una base ateniense o de la Liga de Delos; {theater} no tiene ninguna de las dos.',
  'whynot.redeploy.stackLimit': '{theater} ya tiene {units, plural, one {# unidad} other {# unidades}} de {side}: como máximo {limit} tras el redespliegue.',

  // Cards (5.23, 6.12)
  'whynot.card.entourage': '{card} está en tu Séquito, apartada de tu mano: solo un Consejo Asesor recurre a ella.',
  'whynot.card.notInHand': '{card} no está en tu mano.',

  // The Assembly (6.15)
  'whynot.issueCaptured': 'Esta cuestión «{issue}» está capturada (casilla 7): no se vuelve a debatir.',
};
