// The one glossary of Martin Wallace's *Perikles* (#33) in the app's three languages. The game has no
// Spanish or Greek rulebook, so these are the app's own terms; the players' rulebooks (rules.*.json)
// use exactly these words (the unit test checks a core set), and so should every screen of the game.
// German, French and Italian are the seeds' own terms (PERIKLES.md §11), for reference only.

import { fold } from '../../../rulebook/rules.js';

export interface PeriklesTerm {
  id: string;
  en: string;
  es: string;
  el: string;
  de?: string;
  fr?: string;
  it?: string;
}

export const PERIKLES_GLOSSARY: readonly PeriklesTerm[] = [
  // The cities and the Persians.
  { id: 'athens', en: 'Athens', es: 'Atenas', el: 'Αθήνα', de: 'Athen', fr: 'Athènes', it: 'Atene' },
  { id: 'sparta', en: 'Sparta', es: 'Esparta', el: 'Σπάρτη', de: 'Sparta', fr: 'Sparte', it: 'Sparta' },
  { id: 'argos', en: 'Argos', es: 'Argos', el: 'Άργος', de: 'Argos', fr: 'Argos', it: 'Argo' },
  { id: 'corinth', en: 'Corinth', es: 'Corinto', el: 'Κόρινθος', de: 'Korinth', fr: 'Corinthe', it: 'Corinto' },
  { id: 'thebes', en: 'Thebes', es: 'Tebas', el: 'Θήβα', de: 'Theben', fr: 'Thèbes', it: 'Tebe' },
  { id: 'megara', en: 'Megara', es: 'Mégara', el: 'Μέγαρα', de: 'Megara', fr: 'Mégare', it: 'Megara' },
  { id: 'persians', en: 'Persians', es: 'persas', el: 'Πέρσες', de: 'Perser', fr: 'Perses', it: 'Persiani' },
  { id: 'persianShield', en: 'Persian shield', es: 'escudo persa', el: 'περσική ασπίδα', de: 'Persischer Schild', fr: 'bouclier Perse', it: 'scudo persiano' },
  // Components.
  { id: 'influenceTile', en: 'Influence tile', es: 'loseta de Influencia', el: 'πλακίδιο Επιρροής', de: 'Einflußplättchen', fr: 'tuile Influence', it: 'tessera Influenza' },
  { id: 'locationTile', en: 'Location tile', es: 'loseta de Lugar', el: 'πλακίδιο Τοποθεσίας', de: 'Ortsplättchen', fr: 'tuile Lieu', it: 'tessera Località' },
  { id: 'specialTile', en: 'Special tile', es: 'loseta especial', el: 'Ειδικό πλακίδιο', de: 'Sonderplättchen', fr: 'tuile Spéciale', it: 'tessera Speciale' },
  { id: 'influenceCube', en: 'Influence cube', es: 'cubo de Influencia', el: 'κύβος Επιρροής', de: 'Einflußmarker', fr: 'cube Influence', it: 'cubo Influenza' },
  { id: 'militaryCounter', en: 'Military counter', es: 'ficha militar', el: 'στρατιωτική μάρκα', de: 'Militärcounter', fr: 'pion Armée', it: 'tessera Militare' },
  { id: 'leaderCounter', en: 'Leader counter', es: 'ficha de Líder', el: 'μάρκα Ηγέτη', de: 'Anführercounter', fr: 'pion Leader', it: 'pedina Leader' },
  { id: 'defeatCounter', en: 'Defeat counter', es: 'ficha de Derrota', el: 'μάρκα Ήττας', de: 'Niederlagencounter', fr: 'pion Défaite', it: 'pedina Sconfitta' },
  { id: 'battleToken', en: 'Battle token', es: 'marcador de Batalla', el: 'δείκτης Μάχης', de: 'Kampfmarker', fr: 'pion Combat', it: 'pedina Battaglia' },
  { id: 'dice', en: 'dice', es: 'dados', el: 'ζάρια', de: 'Würfel', fr: 'dés', it: 'dadi' },
  { id: 'shard', en: 'pottery shard', es: 'fragmento de cerámica', el: 'όστρακο', de: 'Tonscherbe', fr: 'morceau de poterie', it: 'ostrakon' },
  { id: 'combatResultsTable', en: 'Combat Results Table', es: 'Tabla de Resultados de Combate', el: 'Πίνακας Αποτελεσμάτων Μάχης', de: 'Kampftabelle', fr: 'table de combats', it: 'Tabella di Combattimento' },
  // Board spaces.
  { id: 'temple', en: 'temple', es: 'templo', el: 'ναός', de: 'Tempel', fr: 'temple', it: 'tempio' },
  { id: 'candidateSpace', en: 'candidate space', es: 'casilla de candidato', el: 'θέση υποψηφίου', de: 'Kandidatenfeld', fr: 'case Candidat', it: 'spazio candidati' },
  { id: 'leaderBox', en: 'Leader box', es: 'casilla de Líder', el: 'πλαίσιο Ηγέτη', de: 'Feld für Anführercounter', fr: 'case Leader', it: 'box Leader' },
  { id: 'militaryForcesBox', en: 'Military Forces box', es: 'casilla de Fuerzas Militares', el: 'πλαίσιο Στρατιωτικών Δυνάμεων', de: 'Feld für Militärcounter', fr: 'case des armées', it: 'box Forze Militari' },
  { id: 'deadPile', en: 'dead pile', es: 'pila de bajas', el: 'σωρός απωλειών', de: '„tote“ Militärcounter', fr: 'pions morts', it: 'pila delle perdite' },
  { id: 'statueArea', en: 'statue area', es: 'zona de estatuas', el: 'χώρος αγαλμάτων' },
  // People and pieces in play.
  { id: 'leader', en: 'leader', es: 'líder', el: 'ηγέτης', de: 'Anführer', fr: 'leader', it: 'leader' },
  { id: 'candidate', en: 'candidate', es: 'candidato', el: 'υποψήφιος', de: 'Kandidat', fr: 'candidat', it: 'candidato' },
  { id: 'statue', en: 'statue', es: 'estatua', el: 'άγαλμα', de: 'Statue', fr: 'statue', it: 'statua' },
  { id: 'hoplite', en: 'hoplite', es: 'hoplita', el: 'οπλίτης', de: 'Hoplit', fr: 'hoplite', it: 'oplita' },
  { id: 'trireme', en: 'trireme', es: 'trirreme', el: 'τριήρης', de: 'Trieme', fr: 'trirème', it: 'trireme' },
  { id: 'intrinsicDefender', en: 'intrinsic defender', es: 'defensor intrínseco', el: 'εγγενής αμυνόμενος', de: 'einheimische Miliz', fr: 'défenseur intrinsèque', it: 'difesa di base' },
  { id: 'rebels', en: 'rebels', es: 'rebeldes', el: 'επαναστάτες', de: 'Rebellen', fr: 'rebelles', it: 'ribelli' },
  { id: 'mainAttacker', en: 'main attacker', es: 'atacante principal', el: 'κύριος επιτιθέμενος', de: 'Hauptangreifer', fr: 'attaquant principal', it: 'attaccante principale' },
  { id: 'mainDefender', en: 'main defender', es: 'defensor principal', el: 'κύριος αμυνόμενος', de: 'Hauptverteidiger', fr: 'défenseur principal', it: 'difensore principale' },
  { id: 'alliedAttackers', en: 'allied attackers', es: 'atacantes aliados', el: 'σύμμαχοι επιτιθέμενοι', de: 'verbündete Angreifer', fr: 'attaquants alliés', it: 'attaccanti alleati' },
  { id: 'alliedDefenders', en: 'allied defenders', es: 'defensores aliados', el: 'σύμμαχοι αμυνόμενοι', de: 'verbündete Verteidiger', fr: 'défenseurs alliés', it: 'difensori alleati' },
  { id: 'firstPlayer', en: 'first player', es: 'jugador inicial', el: 'πρώτος παίκτης', de: 'Startspieler', fr: 'premier joueur', it: 'primo giocatore' },
  // Influence tile symbols.
  { id: 'anyCity', en: 'Any City', es: 'Cualquier ciudad', el: 'Όποια πόλη', de: 'Beliebige Stadt', fr: 'Any city', it: 'Any city' },
  { id: 'candidateSymbol', en: 'Candidate symbol', es: 'símbolo de Candidato', el: 'σύμβολο Υποψηφίου', de: 'Kandidatensymbol', fr: 'symbole Candidat', it: 'simbolo Candidato' },
  { id: 'assassinSymbol', en: 'Assassin symbol', es: 'símbolo de Asesino', el: 'σύμβολο Δολοφόνου', de: 'Attentätersymbol', fr: 'symbole Assassin', it: 'simbolo Assassinio' },
  // The turn.
  { id: 'turn', en: 'turn', es: 'turno', el: 'γύρος', de: 'Spielrunde', fr: 'tour', it: 'turno' },
  { id: 'phase', en: 'Phase', es: 'Fase', el: 'Φάση', de: 'Phase', fr: 'Phase', it: 'Fase' },
  { id: 'phase1', en: 'Location and Influence Tiles', es: 'Losetas de Lugar y de Influencia', el: 'Πλακίδια Τοποθεσίας και Επιρροής' },
  { id: 'phase2', en: 'Take Influence Tiles', es: 'Tomar losetas de Influencia', el: 'Λήψη πλακιδίων Επιρροής' },
  { id: 'phase3', en: 'Propose Candidates', es: 'Proponer candidatos', el: 'Πρόταση υποψηφίων' },
  { id: 'phase4', en: 'Hold Elections', es: 'Celebrar elecciones', el: 'Διεξαγωγή εκλογών' },
  { id: 'phase5', en: 'Commit Military Forces', es: 'Enviar fuerzas militares', el: 'Αποστολή στρατιωτικών δυνάμεων' },
  { id: 'phase6', en: 'Resolve Battles', es: 'Resolver batallas', el: 'Επίλυση μαχών' },
  { id: 'phase7', en: 'End of Turn', es: 'Fin del turno', el: 'Τέλος του γύρου' },
  { id: 'election', en: 'election', es: 'elección', el: 'εκλογή', de: 'Wahl', fr: 'élection', it: 'elezione' },
  { id: 'battle', en: 'battle', es: 'batalla', el: 'μάχη', de: 'Kampf', fr: 'bataille', it: 'battaglia' },
  { id: 'combatRound', en: 'round of combat', es: 'asalto de combate', el: 'γύρος μάχης', de: 'Kampfrunde', fr: 'round', it: 'round' },
  { id: 'victoryPoints', en: 'victory points', es: 'puntos de victoria', el: 'πόντοι νίκης', de: 'Siegpunkte', fr: 'points de victoire', it: 'punti vittoria' },
  { id: 'defeat', en: 'defeat', es: 'derrota', el: 'ήττα', de: 'Niederlage', fr: 'défaite', it: 'sconfitta' },
  // The eight Special tiles.
  { id: 'alkibiades', en: 'Alkibiades', es: 'Alcibíades', el: 'Αλκιβιάδης', de: 'Alkibiades', fr: 'Alcibiade', it: 'Alcibiade' },
  { id: 'brasidas', en: 'Brasidas', es: 'Brásidas', el: 'Βρασίδας', de: 'Brasidas', fr: 'Brasidas', it: 'Brasida' },
  { id: 'perikles', en: 'Perikles', es: 'Pericles', el: 'Περικλής', de: 'Perikles', fr: 'Périclès', it: 'Pericle' },
  { id: 'persianFleet', en: 'Persian Fleet', es: 'Flota persa', el: 'Περσικός στόλος', de: 'Persische Flotte', fr: 'Flotte Perse', it: 'Flotta persiana' },
  { id: 'phormio', en: 'Phormio', es: 'Formión', el: 'Φορμίων', de: 'Phormio', fr: 'Phormion', it: 'Phormio' },
  { id: 'plague', en: 'Plague', es: 'Peste', el: 'Λοιμός', de: 'Pest', fr: 'Peste', it: 'Peste' },
  { id: 'slaveRevolt', en: 'Slave Revolt', es: 'Revuelta de esclavos', el: 'Εξέγερση των ειλώτων', de: 'Sklavenaufstand', fr: 'Révolte des esclaves', it: 'Rivolta degli schiavi' },
  { id: 'thessalianAllies', en: 'Thessalian Allies', es: 'Aliados tesalios', el: 'Θεσσαλοί σύμμαχοι', de: 'Thessalische Verbündete', fr: 'Alliés de Thessalie', it: 'Alleati tessaliani' },
];

/**
 * Whether `text` uses `term` in any of its forms: each word of the term matched by its stem (a word
 * of four letters less its last, a longer one less its last two), case and accents aside, so "hoplites", "hoplitas" and "οπλίτες"
 * count as "hoplite", "hoplita" and "οπλίτης".
 */
const stem = (w: string): string => (w.length <= 3 ? w : w.length === 4 ? w.slice(0, 3) : w.slice(0, Math.max(4, w.length - 2)));

export function usesTerm(text: string, term: string): boolean {
  const stems = fold(term).split(/[^\p{L}\d:+−-]+/u).filter(Boolean)
    .map((w) => stem(w).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(?<!\\p{L})${stems.join('\\p{L}*[^\\p{L}]+')}`, 'u').test(fold(text));
}

const BY_ID = new Map(PERIKLES_GLOSSARY.map((t) => [t.id, t]));

/** A term in one of the app's languages (English when the locale is not one of them). */
export function periklesTerm(id: string, locale: string): string {
  const t = BY_ID.get(id);
  if (!t) throw new Error(`perikles glossary: no term "${id}"`);
  return locale === 'es' ? t.es : locale === 'el' ? t.el : t.en;
}
