// The players' rulebook in Spanish and Greek (#18, #17 item 6): rules.es.json and rules.el.json,
// made by scripts/player-rules-seeds.ts from the printed rulebooks themselves (shared/seeds/001_*
// Spanish, 000_* Greek), so a player reads the words of their own rulebook. Each rule keeps the id
// it has in rules.en.json (a prompt's rule link lands on its paragraph in any language); the
// "How this app reads it" notes, the glossary's other terms and the index by term come translated
// from the English book (seedTranslations.ts, RULES.md Appendix D). Scan noise (page footers, the
// table of contents, misprinted rule numbers, columns read out of order) is cleaned by the fixes
// below, each an exact string, so a changed seed stops the generator instead of slipping through.
// Pure: the unit test regenerates both files with it and compares.
import type { GlossaryEntry, IndexEntry, PlayerRulebook, PlayerSection, TermNames } from './playerRules.js';
import { INDEX_TRANSLATIONS, INDEX_WORDS, NOTE_TRANSLATIONS } from './seedTranslations.js';

export type SeedLocale = 'es' | 'el';

/** Rules that begin with a sentence, not a heading (the printed rule has no title). */
const UNTITLED = new Set(['5.11', '5.21', '5.22', '6.11', '6.12', '6.13', '6.14', '8.31', '8.32', '8.41', '8.42', '9.43', '13.22']);

/** Where a note of the English book sits in a part the printed rulebooks do not have. */
const NOTE_HOME: Readonly<Record<string, string>> = { 'A.1': '2.0', 'A.2': '2.0' };

/** Labels of the rulebooks' asides ("Designer's Note on Ionia:"): each starts its own paragraph, the label in bold. */
const LABELS: Record<SeedLocale, RegExp> = {
  es: /^(Comentario del Diseñador(?: sobre (?:el |la )?[A-ZÁÉÍÓÚ][^:]{1,30})?|Nota sobre el Diseño Geográfico|Nota para la Primera Partida|Nota sobre el Juego|Nota para el Juego|Nota Histórica|Comentario sobre el Juego|Ejemplo|Nota):\s*/,
  el: /^(Σχεδιαστικό Σημείωμα(?: για (?:την |τον |το )?[Α-ΩΆΈΉΊΌΎΏ][^:]{1,30})?|Γεωγραφικό Σχεδιαστικό Σημείωμα|Σημείωμα για Παίχτες που Παίζουν Πρώτη Φορά|Σημείωμα Παιχνιδιού|Ιστορικό Σημείωμα|Παράδειγμα|Σημείωμα):\s*/,
};
/** The same labels inside running Spanish text. */
const ES_LABELS_IN_TEXT = new RegExp(` (?=${LABELS.es.source.slice(1).replace(/\\s\*$/, '')} )`, 'g');

const boldLabel = (locale: SeedLocale) => (p: string): string => p.replace(LABELS[locale], (_, label: string) => `**${label}:** `);

// ---------------------------------------------------------------------------------------------
// Spanish: the scan is one long line, columns and page furniture interleaved.

/** Headings as printed (what follows the rule number), and how the app shows a garbled one. */
const ES_TITLES: Readonly<Record<string, string | readonly [string, string]>> = {
  '1.0': 'Introducción', '2.0': 'Componentes', '3.0': 'Transcurso General de la Partida', '3.1': 'Descripción de los Componentes',
  '3.11': 'Fichas del Juego', '3.12': 'Mapa', '3.13': 'Ejemplos de Cartas', '3.14': 'Cuestiones de Debate', '3.15': 'Cuestiones de Teatro',
  '3.2': 'Glosario', '3.3': 'Preparación del juego', '4.0': 'Secuencia Abreviada de Juego', '4.1': 'Información Pública y Secreta',
  '4.2': 'Discusiones General sobre Estrategia', '5.0': 'Fase de Aristófanes', '5.1': 'Segmento de Carta de Aristófanes',
  '5.12': 'Voluntad de la Asamblea', '5.13': 'Plaga', '5.14': 'Efectos de la Plaga', '5.2': 'Segmento de Cartas Políticas', '5.23': 'Séquito',
  '5.3': 'Segmento de Boulé', '5.31': 'Reposición de la Reserva', '5.32': 'Selección de las Cuestiones', '5.33': 'Rehenes',
  '6.0': 'Fase de Asamblea', '6.1': 'Primer Debate', '6.15': 'Captura de una Cuestión', '6.16': 'Ganar una Cuestión',
  '6.2': 'Valores y Atributos de las Cartas', '6.21': 'Recepción de Fichas de Strategos', '6.22': 'Escasez de Strategos',
  '6.3': 'Líderes de Facción', '6.31': 'Consejo Asesor', '7.0': 'Fase Política', '7.1': 'Honor por Oratoria',
  '7.2': 'Segmento de Facción Dominante', '7.3': 'Segmento de Consejo de Strategoi', '7.4': 'Segmento de Cuestiones Políticas',
  '7.41': 'Guerra/Paz', '7.42': 'Efecto de la Guerra y la Paz', '7.43': 'Juegos', '7.44': 'Cuestiones Exclusivas de Atenas',
  '7.45': 'Cuestiones Exclusivas de Esparta', '7.5': 'Recepción de Cuestiones de Teatro', '7.51': 'Distribución de las Cuestiones de Teatro',
  '8.0': 'Fase de Teatros', '8.1': 'Orden de Honor', '8.2': 'Límite de Bases por Teatro',
  '8.3': ['Segmento de Colocación Cuestiones de Teatro de', 'Segmento de Colocación de Cuestiones de Teatro'],
  '8.4': ['Segmento de Resolución Cuestiones de Teatro de', 'Segmento de Resolución de Cuestiones de Teatro'],
  '8.5': 'Resolución de las Cuestiones', '8.51': 'Cuestiones Diplomáticas', '8.52': 'Cuestiones de Liga', '8.53': 'Cuestión del Oráculo',
  '8.54': 'Cuestiones Militares', '8.6': 'Capital Política', '9.0': 'Resolución de Cuestiones Militares',
  '9.1': 'Construcción de Unidades Militares de las Ciudad-estado', '9.11': 'Oro Persa', '9.2': 'Incursión', '9.3': 'Asamblea de Expedición',
  '9.31': 'Asignación de Strategos', '9.32': 'Movimiento de Unidades Militares', '9.33': 'Movimiento Durante la Paz', '9.4': 'Batalla',
  '9.41': 'Resolución de la Batalla', '9.42': 'Procedimiento para la Batalla', '9.44': 'Bajas del Perdedor de la Batalla',
  '9.45': 'Bajas del Ganador de la Batalla', '9.46': 'Rehenes', '9.5': 'Honor por Batalla', '9.51': 'El Comandante en Jefe Gana',
  '9.52': 'La Oposición Gana Honor', '9.53': 'Reducción de Honor para el Perdedor', '9.54': 'Derrota Mayor', '9.6': 'Opción de Segunda Batalla',
  '9.7': 'Resolución de la Expedición Militar', '9.8': 'Marcadores de Traición', '9.81': 'Eliminación mediante Cuestión',
  '9.82': 'Eliminación por Conversión de Base', '9.83': 'Eliminación por Bajas en Batalla',
  // The scan garbles this heading; the table of contents prints it whole.
  '10.0': ['Honor, Traición Rehenes y', 'Honor, Rehenes y Traición'],
  '10.1': 'Honor', '10.12': 'Resumen del Honor', '11.0': 'Fase Final', '11.1': 'Determinación de la Victoria',
  '11.11': 'Victoria Automática por Honor', '11.12': 'Victoria Automática por Conquista', '11.13': 'Graneros Atenienses',
  '11.14': 'Victoria por Fin de Partida', '11.2': 'Segmento de Mantenimiento', '11.3': 'Segmento de Redespliegue',
  '11.4': 'Voluntad de la Asamblea', '11.41': 'Construcción o Conversión de Base', '11.42': 'Controlar o Disputar un Teatro',
  '12.0': 'Unidades Especiales', '12.1': 'Argos', '12.2': 'Alcibíades', '12.3': 'Barco de Estado Ateniense',
  '12.4': '“Caballería de A Pie” Espartana', '13.0': 'Persia', '13.1': 'Bases Persas', '13.2': 'Guerra con Persia', '13.21': 'Paz de Calias',
};

/**
 * The scan read some columns out of order: [piece, the text it follows]. The piece is cut from
 * where it stands and put back after that text (9.33 and 9.44 were split mid-sentence).
 */
const ES_MOVES: ReadonlyArray<readonly [string, string]> = [
  ['Años, que duró ~14 años, y la Paz de Nicias, durante la que se luchó la mayor Batalla terrestre del período (Mantinea).',
    'siendo el más famoso el de la Paz de los Treinta'],
  ['A. Para que una unidad terrestre salga de un Teatro por una conexión con líneas paralelas marrones o con línea azul oscuro (es decir, o o ) el valor de fuerza militar terrestre que permanece en el teatro después de que la unidad salga debe de ser igual o superior al valor de fuerza militar terrestre del Enemigo. Si esta condición no se',
    'Cada base tiene una fuerza terrestre y naval de 2.'],
  ['identidad, mientras que la otra indica la cuestión y la Facción propietaria. El conjunto completo de cuestiones de Teatro de cada Facción comprende: seis Militares, tres de Liga, tres Diplomáticas y una de Oráculo.',
    'es un icono genérico de Ciudad-estado que oculta su'],
  ['ateniense o espatana que comienza en un Teatro en el que el otro Bando está presente sí puede salir, lo que no puede es entrar. (Las unidades de Ligas de ambos Bandos no se ven afectadas por esta restricción.) Las unidades atenienses y espartanas siguen contando a efectos de calcular el movimiento de asamblea y para los requisitos para salir de Teatros.',
    'y viceversa. Durante la Paz, una unidad'],
  ['completamente las condiciones, y no puede combinar bajas de diferentes filas de la tabla. Cualquier fracción se ignora. Las unidades eliminas se devuelven a la reserva de su Bando y están disponibles inmediatamente. Si son eliminadas una o más bases, el perdedor retira todos los marcadores de Traición amigos del Teatro.',
    'no puede escoger eliminar unidades que no cumplan'],
  ['Si todas las unidades militares del Bando perdedor son eliminadas y el Bando ganador asignó más fichas de Strategos, el Bando ganador puede aplicar las restantes bajas para eliminar bases Enemigas. Para ello, resta el número de unidades ya eliminadas del diferencial de bajas y elimina una base Enemiga por cada dos, redondeando las fracciones hacia abajo. Nota sobre el Juego: Aunque las bases se usan para determinar la fuerza total aplicada en una batalla y el diferencial de bajas, no causan ninguna baja directa. Por ejemplo, si toda la fuerza terrestre espartana entra en Atenas y pierde una batalla naval, Esparta no sufriría bajas, puesto que no había unidades navales espartanas, pero sólo Atenas podría decidir lugar la segunda batalla opcional.',
    'el perdedor retira todos los marcadores de Traición amigos del Teatro.'],
];

/** Page furniture and captions of lost pictures and tables: exact text → what stays. */
const ES_NOISE: ReadonlyArray<readonly [string, string]> = [
  [' Nº Valor de la unidad/ficha durante el combate; carta = valor de la carta ', ' '],
  [' Tabla de Bajas del Perdedor de la Batalla ', ' '],
  [' Tabla de Bajas del Ganador de la Batalla ', ' '],
  ['no cumplan 25 9.45', 'no cumplan 9.45'],
  ['(7.41B) 27 •', '(7.41B) •'],
  ['de 7 izquierda a derecha', 'de izquierda a derecha'],
  ['(1ª y 2ª Guerra del Peloponeso) 9 y el período', '(1ª y 2ª Guerra del Peloponeso) y el período'],
  ['oculta su 5 Nota sobre el Diseño Geográfico:', 'oculta su Nota sobre el Diseño Geográfico:'],
  ['(6.0). 13 Ejemplo:', '(6.0). Ejemplo:'],
  ['Paz de los Treinta 17 Nota sobre el Juego:', 'Paz de los Treinta Nota sobre el Juego:'],
  ['Si esta condición no se 23 Ejemplo:', 'Si esta condición no se Ejemplo:'],
  ['valor de 15 la carta', 'valor de la carta'],
  ['que 21 puedan', 'que puedan'],
  ['es 29 el último', 'es el último'],
  ['una 31 unidad', 'una unidad'],
  ['indicada. 11 Nota:', 'indicada. Nota:'],
  // The picture of the Aristophanes card is lost; the numbered callouts are those of the Leader card.
  ['Carta de Líder de Facción (Agíadas Espartanos) 3.13 Ejemplos de Cartas Carta de Aristófanes 1:', '3.13 Ejemplos de Cartas Carta de Líder de Facción (Agíadas Espartanos) 1:'],
  // Two icons of the card legend whose captions the scan interleaved.
  ['Requiere que Guerra/Paz Requiere que Diplomática la cuestión sea la cuestión sea 4 Requiere', 'Requiere que la cuestión sea Guerra/Paz Requiere que la cuestión sea Diplomática Requiere'],
];

function esSource(seed: string): string {
  let text = seed.replace(/\s+/g, ' ');
  const from = text.indexOf('1.0 Introducción Pericles');
  const to = text.lastIndexOf(' Índice Aristófanes');
  if (from < 0 || to < 0) throw new Error('player-rules-seeds: the Spanish seed no longer has its introduction or index where expected');
  text = text.slice(from, to);
  for (const [from2, to2] of ES_NOISE) {
    if (!text.includes(from2)) throw new Error(`player-rules-seeds: Spanish noise no longer found: ${from2}`);
    text = text.split(from2).join(to2);
  }
  for (const [piece, after] of ES_MOVES) {
    const at = text.indexOf(piece);
    if (at < 0) throw new Error(`player-rules-seeds: Spanish piece to move not found: ${piece.slice(0, 50)}`);
    text = `${text.slice(0, at)} ${text.slice(at + piece.length)}`;
    const to2 = text.indexOf(after);
    if (to2 < 0) throw new Error(`player-rules-seeds: Spanish anchor not found: ${after}`);
    text = `${text.slice(0, to2 + after.length)} ${piece} ${text.slice(to2 + after.length)}`;
  }
  // The link icons of 9.32 are lost: "(es decir, )" says nothing.
  text = text.replace(/\s*\(es decir,\s*(?:o\s*)*\)/g, '');
  // Page footers: "© 2016 GMT Games, LLC" and the page number after it (or before it, when the
  // column broke there).
  text = text.replace(/\s*© 2016 GMT Games, LLC \d{1,2}(?= )\s*|(?: \d{1,2})?\s*© 2016 GMT Games, LLC\s*/g, ' ');
  return text.replace(/ {2,}/g, ' ');
}

interface Raw { id: string; title: string; body: string }

/** The Spanish rules, cut at each heading the table of titles names (first occurrence, not a cross-reference). */
function esSections(seed: string): Raw[] {
  const text = esSource(seed);
  const found: Array<{ id: string; at: number; title: string; skip: number }> = [];
  const ids = [...new Set([...Object.keys(ES_TITLES), ...UNTITLED])];
  for (const id of ids) {
    const printed = ES_TITLES[id];
    const head = typeof printed === 'string' ? printed : printed?.[0] ?? '';
    const shown = typeof printed === 'string' ? printed : printed?.[1] ?? '';
    const needle = head ? `${id} ${head}` : `${id} `;
    let at = -1;
    for (let i = text.indexOf(needle); i >= 0; i = text.indexOf(needle, i + 1)) {
      const before = text.slice(Math.max(0, i - 12), i);
      // A cross-reference ("véase 9.32", "(6.31)", "en 9.32.") is not a heading.
      if (/[\d.(,]$|\b(?:en|ver|véase|véanse|según)\s$/.test(before)) continue;
      if (!head && !/^[A-ZÁÉÍÓÚÑ¿“]/.test(text.slice(i + needle.length))) continue;
      at = i;
      break;
    }
    if (at < 0) throw new Error(`player-rules-seeds: Spanish rule ${id} "${head}" not found`);
    found.push({ id, at, title: shown ? `${id} ${shown}` : id, skip: needle.length });
  }
  found.sort((a, b) => a.at - b.at);
  return found.map((f, i) => ({ id: f.id, title: f.title, body: text.slice(f.at + f.skip, found[i + 1]?.at ?? text.length).trim() }));
}

const ES_PIECES_GUIDE: ReadonlyArray<readonly [string, string]> = [
  ['Guía de las Fichas Cubos Unidades Terrestres Varitas Navales Unidades Militares Militares Discos Bases Fortificadas Cilindros Hexagonales Fichas de Strategos (rojos y azules) ',
    'Guía de las Fichas\n- Cubos — Unidades Militares Terrestres\n- Varitas — Unidades Militares Navales\n- Discos — Bases Fortificadas\n- Cilindros Hexagonales (rojos y azules) — Fichas de Strategos\n'],
  ['Cilindro Hexagonal (negro con icono de barco) ', '- Cilindro Hexagonal (negro con icono de barco) — '],
  [' Cilindros Redondos ', '\n- Cilindros Redondos — '],
  [' Meeple de Alcibíades (negro) ', '\n- Meeple de Alcibíades (negro) — '],
  [' Meeple Espartano (rojo) ', '\n- Meeple Espartano (rojo) — '],
  [' Peones (negro y blanco) ', '\n- Peones (negro y blanco) — '],
  [' Peones (rojo y azul) ', '\n- Peones (rojo y azul) — '],
  [' Guía de Colores: ', '\n\nGuía de Colores:\n- '],
  [' Liga de Delos (blanco) ', '\n- Liga de Delos (blanco)\n- '],
  [' Liga del Peloponeso (amarillo) ', '\n- Liga del Peloponeso (amarillo)\n- '],
  ['Argos (canela) ', 'Argos (canela)\n- '],
];

/** Lists the scan ran together: the components (2.0) and the card examples and legend (3.13). */
function esLists(id: string, body: string): string {
  if (id === '2.0') {
    return body
      .replace(/ (?=(?:Fichas de Madera|Miscelánea|Cartas): )/g, '\n\n')
      .replace(/(Fichas de Madera|Miscelánea|Cartas): /g, '$1:\n')
      .replace(/([^,:\n]) (?=\d{1,3} (?:[A-ZÁÉÍÓÚ]|dado )|(?:Liga de Delos|Esparta|Liga del Peloponeso) \(\w+\): )/g, '$1\n')
      .replace(/(^|\n)(?=[^\n])/g, '$1- ')
      .replace(/- ((?:Fichas de Madera|Miscelánea|Cartas):)/g, '$1');
  }
  if (id === '3.11') {
    // The pieces' guide: a picture of each piece (lost) beside its name; the scan interleaved the
    // first rows' two columns.
    let t = body;
    for (const [from, to] of ES_PIECES_GUIDE) {
      if (!t.includes(from)) throw new Error(`player-rules-seeds: Spanish pieces guide no longer has: ${from}`);
      t = t.replace(from, to);
    }
    return t;
  }
  // The Military issue's abbreviated sequence (9.0): numbered steps, the muster's lettered sub-steps.
  if (id === '9.0') {
    return body
      .replace(/ (Secuencia Abreviada para Cuestiones Militares) /, '\n\n$1\n\n')
      .replace(/ (\d)\. (?=[A-ZÁÉÍÓÚ])/g, '\n$1. ')
      .replace(/ ([a-e])\. (?=[A-ZÁÉÍÓÚ])/g, '\n  - $1. ');
  }
  // The Honor Summary (10.12): one lettered line each, some printed without a full stop.
  if (id === '10.12') return body.replace(/ (?=[B-R]\. [A-ZÁÉÍÓÚ])/g, '\n\n');
  // The conditions of a card's bonus (6.2): one a line.
  if (id === '6.2') return body.replace(/ (?=[A-D]\. (?:Pre|Si la Facción|Estatus))/g, '\n\n');
  if (id === '3.13') {
    return body
      .replace(/ (?=Carta Política \(Ateniense\)|LEYENDA DE LAS CARTAS)/g, '\n\n')
      .replace(/ (\d): /g, '\n- $1: ')
      .replace(/ (?=\+2 Valor|Alcibíades debe|La bonificación se|Requiere que|AF =|DF =|EK =|AK =|Atenas debe|NOT Requiere|Se ganan)/g, '\n- ');
  }
  return body;
}

/** Running Spanish text as paragraphs: asides, lettered steps and bullets start lines. */
function esParagraphs(body: string): string[] {
  let t = ` ${body} `;
  t = t.replace(ES_LABELS_IN_TEXT, '\n\n');
  // The theaters' descriptions (3.15): one paragraph each.
  t = t.replace(/([.:)”]) (?=[A-ZÁÉÍÓÚÑ][^.:()]{1,30} \(Teatro \d{1,2}\): )/g, '$1\n\n');
  // The sequence of play (4.0): each phase heads its own list.
  t = t.replace(/ (Fase [A-Za-zÁÉÍÓÚáéíóúñ ]{3,25} \(\d{1,2}\.0\)) (?=•)/g, '\n\n$1\n\n');
  t = t.replace(/\s•\s/g, '\n- ').replace(/\s◊\s/g, '\n  - ');
  // Lettered steps (A. B. …) after the end of a sentence.
  t = t.replace(/([.:)”]) ([A-R])\. (?=[A-ZÁÉÍÓÚÑ¿“])/g, '$1\n\n$2. ');
  const paras = t.split(/\n\n/).map((p) => p.trim()).filter(Boolean).map(boldLabel('es'));
  return paras.flatMap((p, i) => [...p.split('\n').map((l) => l.trimEnd()), ...(i < paras.length - 1 ? [''] : [])]);
}

// ---------------------------------------------------------------------------------------------
// Greek: structured text, one paragraph a line (some split), a few misprinted rule numbers.

/** Exact-text fixes to the Greek scan: misprints of the scan, not of the translation. */
const EL_NOISE: ReadonlyArray<readonly [string, string]> = [
  ['πiónι', 'πιόνι'],
  ['Βασιλιάς Άγισ\n', 'Βασιλιάς Άγις\n'],
];

/** Sentences a page or column cut (the next paragraph of the scan goes on with them). */
const EL_CUT = ['χερσαία και ναυτικά κομμάτια, συν μια', 'δεν μπορεί ποτέ να μπει σε ένα Θέατρο με μια'];

/** Heading lines whose number is misprinted (RULES.md D24): line → the rule it is. */
const EL_RENUMBER: ReadonlyArray<readonly [string, string]> = [
  ['5.2 Τμήμα Βουλής', '5.3'],
  ['8.5 Πολιτική Προτεύουσα', '8.6'],
  ['9.2 Συγκέντρωση Αποστολής', '9.3'],
];

/** Captions and footnotes of the tables whose numbers are lost from the scan (the rules state the same in words). */
const EL_LOST = /^(?:ΠΙΝΑΚΑΣ ΣΤΡΑΤΙΩΤΙΚΗΣ ΑΞΙΑΣ|Αξία της μονάδας\/δείκτη κατά τη διάρκεια της μάχης\. Κάρτα = Αξία Κάρτας|Πίνακας Απ[ωο]λειών του (?:Ηττημένου|Νικητή) της Μάχης|ΑΠΩΛΕΙΕΣ (?:ΧΕΡΣΑΙΑΣ ΜΑΧΗΣ|ΝΑΥΜΑΧΙΑΣ): (?:Ηττημένος|Νικητής) Μάχης|• Οι (?:ναυτικές|χερσαίες) μονάδες δεν μπορούν να λογιστούν σαν απώλειες σε μια (?:Χερσαία Μάχη|Ναυμαχία))$/;

function elSections(seed: string): Raw[] {
  let text = seed;
  for (const [from, to] of EL_NOISE) {
    if (!text.includes(from)) throw new Error(`player-rules-seeds: Greek noise no longer found: ${from}`);
    text = text.split(from).join(to);
  }
  // The link icons of 9.32 are lost: "(δηλ. ή )" says nothing.
  text = text.replace(/\s*\(δηλ\.\s*(?:ή\s*)*\)/g, '');
  const lines = text.split(/\r?\n/);
  const start = lines.findIndex((l, i) => l.trim() === '1.0 Εισαγωγή' && i > 0);
  const end = lines.findIndex((l) => l.trim() === 'Ευρετήριο');
  if (start < 0 || end < 0) throw new Error('player-rules-seeds: the Greek seed no longer has its introduction or index where expected');
  const out: Raw[] = [];
  const renumbered = new Set<string>();
  for (const line of lines.slice(start, end)) {
    const m = /^(\d{1,2})\.(\d{1,2})\.?\s+(.*)$/.exec(line.trim());
    if (m) {
      let id = `${m[1]}.${m[2]}`;
      const fix = EL_RENUMBER.find(([from]) => line.trim() === from);
      if (fix) { id = fix[1]; renumbered.add(fix[0]); }
      const rest = m[3]!.trim();
      const untitled = UNTITLED.has(id) || /[.·;]$/.test(rest) || rest.length > 80;
      out.push({ id, title: untitled ? id : `${id} ${rest}`, body: untitled ? rest : '' });
      continue;
    }
    if (!out.length) continue;
    out[out.length - 1]!.body += `\n${line}`;
  }
  const stale = EL_RENUMBER.filter(([from]) => !renumbered.has(from));
  if (stale.length) throw new Error(`player-rules-seeds: Greek renumbering no longer matches: ${stale.map((s) => s[0]).join(', ')}`);
  // 9.33 is printed twice: a first copy cut short at a page end, then the whole rule. The cut
  // copy's table (the map link summary, "all references are from 9.32") belongs to 9.32.
  const merged: Raw[] = [];
  for (const s of out) {
    const again = merged.findIndex((x) => x.id === s.id);
    if (again < 0) { merged.push(s); continue; }
    const first = merged[again]!;
    const paras = first.body.split(/\n\s*\n/);
    const cut = paras.findIndex((p) => p.trim() && s.body.replace(/\s+/g, ' ').includes(p.trim().replace(/\s+/g, ' ').slice(0, 60)));
    if (cut < 0) throw new Error(`player-rules-seeds: Greek rule ${s.id} printed twice, differently`);
    const rest = paras.filter((_, i) => i !== cut).join('\n\n');
    merged[again - 1]!.body += `\n\n${rest}`;
    merged[again] = s;
  }
  return merged;
}

/** Greek lines as paragraphs: split paragraphs joined, tab tables as tables, markup tidied. */
function elParagraphs(body: string): string[] {
  const lines = body.split('\n').map((l) => l.replace(/\s+$/, ''));
  const paras: string[] = [];
  let blankBefore = true;
  for (const raw of lines) {
    if (!raw.trim()) { blankBefore = true; continue; }
    let line = raw
      .replace(/<\/p>\s*<p>/g, ' — ').replace(/<\/?p>/g, '')
      .replace(/\^\{([^}]*)\}/g, '$1').replace(/\^(?=\S)/g, '')
      // "***Label:** text*": the label bold, the text in italics.
      .replace(/^\*\*\*([^*]+)\*\*\s*(.*?)\*$/, '**$1** *$2*');
    if (line.includes('\t')) {
      // Tab-separated rows of a table or a legend; a row indented by a tab is an item of it.
      const cells = line.split('\t').map((c) => c.trim()).filter(Boolean);
      if (cells.length === 0) continue;
      if (cells.length > 1) { paras.push(`| ${cells.join(' | ')} |`); blankBefore = false; continue; }
      if (line.startsWith('\t')) { paras.push(`- ${cells[0]!}`); blankBefore = false; continue; }
      line = cells[0]!;
    }
    line = line.trim();
    const prev = paras[paras.length - 1];
    // A word broken at a line's end ("Πόλης-" / "Κράτους"), or a sentence a page cut.
    if (prev && (/[α-ωά-ώ]-$/.test(prev) || EL_CUT.some((c) => prev.endsWith(c)))) {
      paras[paras.length - 1] = /-$/.test(prev) ? `${prev}${line}` : `${prev} ${line}`;
      blankBefore = false;
      continue;
    }
    // A line that starts in lower case goes on with the paragraph the page or column cut.
    if (prev && !/^(?:\||- )/.test(prev) && /^[a-zα-ωά-ώ«(]/.test(line) && !/[.:·;!]$/.test(prev)) {
      paras[paras.length - 1] = `${prev} ${line}`;
    } else {
      if (!blankBefore && prev && !/^(?:\||- )/.test(prev)) paras.push(`${paras.pop()} ${line}`);
      else paras.push(line);
    }
    blankBefore = false;
  }
  const out: string[] = [];
  for (let i = 0; i < paras.length; i++) {
    let p = paras[i]!;
    if (EL_LOST.test(p)) continue;
    if (p.startsWith('|')) {
      // A run of tab rows: a table when it has a heading row and rows under it; pairs (an icon
      // lost, its meaning kept) as a list; a table whose numbers were lost ("N/A") goes.
      const rows: string[][] = [];
      for (; i < paras.length && paras[i]!.startsWith('|'); i++) rows.push(paras[i]!.slice(1, -1).split('|').map((c) => c.trim()));
      i--;
      const kept = rows.filter((r) => !r.includes('N/A'));
      if (kept.length < 2) continue;
      if (out.length) out.push('');
      if (kept[0]!.length >= 3 && kept.slice(1).every((r) => r.length >= 2)) out.push(...kept.map((r) => `| ${r.join(' | ')} |`));
      else out.push(...kept.map((r) => `- ${r.join(' — ')}`));
      continue;
    }
    // Numbered steps run together on one line ("1. … 2. … 5. … - α. …"): one a line.
    if (/^\d\. /.test(p) && / \d\. [Α-ΩΆΈΉΊΌΎΏ]/.test(p)) {
      const steps = p.replace(/ (?=\d\. [Α-ΩΆΈΉΊΌΎΏ])/g, '\n').replace(/ - (?=[α-ε]\. )/g, '\n  - ').split('\n');
      if (out.length) out.push('');
      out.push(...steps);
      continue;
    }
    // A lettered sub-step after the ones above (9.0 "ε.").
    if (/^[α-ε]\. /.test(p) && /^ {2}- [α-δ]\. /.test(out[out.length - 1] ?? '')) { out.push(`  - ${p}`); continue; }
    if (p.startsWith('• ')) p = `- ${p.slice(2)}`;
    if (/^[◊◇] /.test(p)) p = `  - ${p.slice(2)}`;
    p = boldLabel('el')(p);
    // List items stay together; everything else is its own paragraph.
    const item = (l: string): boolean => /^\s*(?:- |\d+\. )/.test(l);
    if (out.length && !(item(p) && item(out[out.length - 1]!))) out.push('');
    out.push(p);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------

/** The glossary of the printed rulebook (3.2): "Term: definition", the asides after a term kept with it. */
function seedGlossary(locale: SeedLocale, body: readonly string[]): GlossaryEntry[] {
  const out: GlossaryEntry[] = [];
  for (const p of body) {
    if (!p.trim()) continue;
    const aside = /^\*\*[^*]+:\*\*/.test(p);
    const m = aside ? null : /^([^:*]{2,90}):\s*(.*)$/.exec(p);
    if (m && /^[A-ZÁÉÍÓÚΑ-ΩΆΈΉΊΌΎΏ]/.test(m[1]!)) out.push({ term: m[1]!.trim(), body: m[2] ? [m[2]] : [], rule: '3.2' });
    else if (out.length) out[out.length - 1]!.body.push('', p);
  }
  return out;
}

/** The Spanish glossary is one run of text: cut it at its terms, which it prints in this order. */
const ES_GLOSSARY_TERMS = ['Amiga', 'Alineamiento de la Cuestión', 'Asamblea', 'Bando', 'Base', 'Cero', 'Ciudad-estado', 'Comandante en Jefe',
  'Compatriota', 'Consejo de Strategoi', 'Contador de Facción', 'Coste de Construcción/Mantenimiento', 'Enemiga', 'Escudo', 'Facción Dominante',
  'Facción Oponente', 'Facción Propietaria', 'Honor', 'Liga', 'Marcador de Traición', 'Mar Egeo', 'Mazo de Batalla', 'Reserva de Strategos',
  'Séquito', 'Strategos de Barco de Estado Ateniense', 'Teatro Controlado', 'Teatro En Disputa', 'Teatro Neutral', 'Valor de Carta', 'Valor Militar'];

function esGlossaryParagraphs(body: string): string[] {
  let t = body;
  let from = 0;
  for (const term of ES_GLOSSARY_TERMS) {
    const at = t.indexOf(`${term}: `, from);
    if (at < 0) throw new Error(`player-rules-seeds: Spanish glossary term not found: ${term}`);
    t = `${t.slice(0, at)}\n\n${t.slice(at)}`;
    from = at + term.length + 2;
  }
  return t.split('\n\n').map((p) => p.trim()).filter(Boolean).flatMap((p) => esParagraphs(p).concat(['']));
}

const fold = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ς/g, 'σ');

/** A term of Appendix D in one language: its first spelling, without the English remarks. */
function termName(names: TermNames, locale: SeedLocale): string {
  const raw = names[locale]
    .replace(/\s*\((?:[^()]*[A-Za-z][^()]*)\)/g, (m) => (locale === 'el' ? '' : m))
    .replace(/\s*\(sic\)/, '')
    .trim();
  return raw.charAt(0).toUpperCase() + raw.slice(1);
}

/** The rulebook's own definitions, then each other term of the English glossary under its name in this language. */
function glossary(locale: SeedLocale, defined: GlossaryEntry[], en: PlayerRulebook, ids: Set<string>): GlossaryEntry[] {
  const known = new Set(defined.map((g) => fold(g.term.replace(/\s*\([^)]*\)/g, ''))));
  const more: GlossaryEntry[] = [];
  for (const g of en.glossary) {
    if (g.body.length || !ids.has(g.rule)) continue;
    const names = en.terms.find((x) => x.en.replace(/ \((?:[A-Z]{2}|Zero)\)$/, '') === g.term);
    if (!names) throw new Error(`player-rules-seeds: no Appendix D row for the glossary term ${g.term}`);
    const term = termName(names, locale);
    if (!term || known.has(fold(term.replace(/\s*\([^)]*\)/g, '')))) continue;
    known.add(fold(term));
    more.push({ term, body: [], rule: g.rule });
  }
  return [...defined, ...more].sort((a, b) => a.term.localeCompare(b.term, locale));
}

function translateNote(line: string, locale: SeedLocale): string {
  const m = /^> (reading|editions): (.*)$/.exec(line)!;
  const tr = NOTE_TRANSLATIONS[m[2]!];
  if (!tr) throw new Error(`player-rules-seeds: no ${locale} translation for the note: ${m[2]}`);
  return `> ${m[1]}: ${tr[locale]}`;
}

function translateIndex(e: IndexEntry, locale: SeedLocale): IndexEntry {
  const topic = INDEX_TRANSLATIONS[e.topic];
  if (!topic) throw new Error(`player-rules-seeds: no ${locale} translation for the index topic ${e.topic}`);
  let rules = e.rules.replace(/,\s*Appendix A\b/, '');
  let left = rules;
  for (const [word, tr] of Object.entries(INDEX_WORDS).sort((a, b) => b[0].length - a[0].length)) {
    const re = new RegExp(`(^|; )${word.replace(/[&]/g, '\\$&')}(?= \\d)`, 'g');
    rules = rules.replace(re, `$1${tr[locale]}`);
    left = left.replace(re, '$1');
  }
  // Every English word of the list was translated ("9.0 (5e)" is a rule's step, not a word).
  if (/[A-Za-z]{2,}/.test(left.replace(/\(5e\)/g, ''))) throw new Error(`player-rules-seeds: index rules left in English: ${e.rules}`);
  return { topic: topic[locale], rules };
}

/** Builds the Spanish or Greek players' rulebook from its seed and the English book. */
export function seedRulebook(locale: SeedLocale, seed: string, en: PlayerRulebook): PlayerRulebook {
  const raw = locale === 'es' ? esSections(seed) : elSections(seed);
  const enById = new Map(en.sections.map((s) => [s.id, s]));
  const order = (id: string): number[] => id.split('.').map((n, i) => (i === 1 ? Number(`0.${n}`) : Number(n)));
  raw.sort((a, b) => { const x = order(a.id); const y = order(b.id); return x[0]! - y[0]! || x[1]! - y[1]!; });

  let glossaryParas: string[] = [];
  const sections: PlayerSection[] = raw.map((r) => {
    const body = locale === 'es' ? (r.id === '3.2' ? esGlossaryParagraphs(r.body) : esParagraphs(esLists(r.id, r.body))) : elParagraphs(r.body);
    if (r.id === '3.2') glossaryParas = body;
    while (body.length && !body[body.length - 1]!.trim()) body.pop();
    const level = enById.get(r.id)?.level ?? (r.id.endsWith('.0') ? 2 : r.id.split('.')[1]!.length === 1 ? 3 : 4);
    return { id: r.id, title: r.title, level, body };
  });
  const byId = new Map(sections.map((s) => [s.id, s]));
  // The app's notes, at the rule the English book puts them.
  for (const s of en.sections) {
    const notes = s.body.filter((l) => /^> (reading|editions): /.test(l));
    if (!notes.length) continue;
    const home = byId.get(s.id) ?? byId.get(NOTE_HOME[s.id] ?? '');
    if (!home) throw new Error(`player-rules-seeds: no ${locale} rule to hold the notes of ${s.id}`);
    for (const n of notes) home.body.push('', translateNote(n, locale));
  }
  const ids = new Set(sections.map((s) => s.id));
  return {
    locale,
    sections,
    glossary: glossary(locale, seedGlossary(locale, glossaryParas), en, ids),
    index: en.index.map((e) => translateIndex(e, locale)),
    terms: en.terms,
  };
}
