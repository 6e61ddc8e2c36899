// The words the Spanish and Greek rulebooks (#18) need beyond the printed text: the "How this app
// reads it" notes and the index by term, translated from rules.en.json with each rulebook's own
// vocabulary (RULES.md Appendix D). Keyed by the English text, so a changed English note stops the
// generator (scripts/player-rules-seeds.ts) until its translation follows.

export interface Translated { es: string; el: string }

/** "How this app reads it" and "the rulebooks differ" notes: English text → Spanish, Greek. */
export const NOTE_TRANSLATIONS: Readonly<Record<string, Translated>> = {
  'A build that needs more pieces than the Side has left builds what is available; the rest is lost.': {
    es: 'Una construcción que necesita más piezas de las que le quedan al Bando construye las que haya; el resto se pierde.',
    el: 'Μια κατασκευή που χρειάζεται περισσότερα κομμάτια από όσα έχουν απομείνει στην Πλευρά κατασκευάζει όσα υπάρχουν· τα υπόλοιπα χάνονται.',
  },
  'The Peace of Callias check and the Persian War penalty come at the start of the End Phase, before the victory checks.': {
    es: 'La comprobación de la Paz de Calias y la penalización de la Guerra con Persia se hacen al comienzo de la Fase Final, antes de determinar la victoria.',
    el: 'Ο έλεγχος για την Ειρήνη του Καλλία και η ποινή του Περσικού Πολέμου γίνονται στην αρχή της Τελικής Φάσης, πριν από τον Καθορισμό Νίκης.',
  },
  'Each Side picks which of its own units the Plague removes. A Contested Athens suffers both removals (rules 1 and 2).': {
    es: 'Cada Bando elige cuáles de sus propias unidades retira la Plaga. Una Atenas En Disputa sufre ambas retiradas (reglas 1 y 2).',
    el: 'Κάθε Πλευρά διαλέγει ποιες από τις δικές της μονάδες αφαιρεί η Πανώλη. Μια Διεκδικούμενη Αθήνα υφίσταται και τις δύο αφαιρέσεις (κανόνες 1 και 2).',
  },
  'If a Side\'s Battle deck runs out during the turn, its discards are shuffled into a new Battle deck.': {
    es: 'Si el Mazo de Batalla de un Bando se agota durante el turno, sus descartes se barajan para formar un nuevo Mazo de Batalla.',
    el: 'Αν η Τράπουλα Μάχης μιας Πλευράς τελειώσει κατά τη διάρκεια του γύρου, οι πεταμένες κάρτες της ανακατεύονται σε μια νέα Τράπουλα Μάχης.',
  },
  'Forming an Entourage is required whenever 9 cards were dealt, so that the hand is 6 cards plus the Leader.': {
    es: 'Crear un Séquito es obligatorio siempre que se hayan repartido 9 cartas, de modo que la mano sea de 6 cartas más el Líder.',
    el: 'Η δημιουργία Συνοδείας είναι υποχρεωτική κάθε φορά που μοιράστηκαν 9 κάρτες, ώστε το χέρι να είναι 6 κάρτες συν τον Αρχηγό.',
  },
  'If the stock holds fewer Strategos than the Council needs, the Council gets what there is.': {
    es: 'Si la Reserva tiene menos fichas de Strategos de las que necesita el Consejo de Strategoi, el Consejo recibe las que haya.',
    el: 'Αν το Απόθεμα έχει λιγότερους δείκτες Στρατηγών από όσους χρειάζεται ο Πίνακας Στρατηγικής, ο Πίνακας παίρνει όσους υπάρχουν.',
  },
  'The winner may stop the W/P issue at box 0 only when the move would carry it from the opponent\'s half onto the winner\'s half.': {
    es: 'El ganador puede detener la cuestión Guerra/Paz en la casilla cero solo cuando el movimiento la llevaría de la mitad del contrario a la mitad del ganador.',
    el: 'Ο νικητής μπορεί να σταματήσει το ζήτημα Πόλεμος/Ειρήνη στη θέση μηδέν μόνο όταν η κίνηση θα το μετέφερε από το μισό του αντιπάλου στο μισό του νικητή.',
  },
  'The Spanish rulebook reads "Dominant Faction **or** aligned"; the Greek rulebook, the glossary and the card legend say **and**, which this app follows.': {
    es: 'Este reglamento dice «Facción Dominante **o** Alineada»; el reglamento griego, el glosario y la leyenda de las cartas dicen **y**, que es lo que sigue esta aplicación.',
    el: 'Το ισπανικό βιβλίο κανόνων γράφει «Φατρία στην Εξουσία **ή** στοίχιση»· αυτό το βιβλίο, το γλωσσάρι και το υπόμνημα της κάρτας λένε **και**, όπως ακολουθεί αυτή η εφαρμογή.',
  },
  'The exposed Entourage cards go to the discard pile and return to the deck at the next 5.21.': {
    es: 'Las cartas del Séquito descubiertas van al descarte y vuelven al mazo en el siguiente 5.21.',
    el: 'Οι αποκαλυμμένες κάρτες της Συνοδείας πηγαίνουν στις πεταμένες κάρτες και επιστρέφουν στην τράπουλα στο επόμενο 5.21.',
  },
  'Only Oration stops short at 0 Honor on both sides. Ostracism and Favor: the winner gains in full; the loser loses down to 0.': {
    es: 'Solo la Oratoria se detiene en 0 de Honor para ambas partes. Ostracismo y Favor: el ganador gana la cantidad completa; el perdedor pierde hasta llegar a 0.',
    el: 'Μόνο η Αγόρευση σταματά στο 0 Τιμής και για τις δύο πλευρές. Εξοστρακισμός και Εύνοια: ο νικητής κερδίζει ολόκληρο το ποσό· ο ηττημένος χάνει μέχρι το 0.',
  },
  'A Peace that ends the game ends it at once, at the War/Peace step; the game is scored by 11.14 in full, and the later political issues are not resolved.': {
    es: 'Una Paz que termina la partida la termina en ese momento, en el paso de Guerra/Paz; la partida se puntúa según 11.14 completo, y las cuestiones políticas posteriores no se resuelven.',
    el: 'Μια Ειρήνη που τελειώνει το παιχνίδι το τελειώνει αμέσως, στο βήμα Πόλεμος/Ειρήνη· το παιχνίδι βαθμολογείται πλήρως κατά το 11.14, και τα επόμενα πολιτικά ζητήματα δεν επιλύονται.',
  },
  'Each Side chooses where its own units go; a unit already in an allowed theater may stay; the 300 moves as a Spartan land unit.': {
    es: 'Cada Bando elige adónde van sus propias unidades; una unidad que ya está en un Teatro permitido puede quedarse; los 300 se mueven como una unidad terrestre espartana.',
    el: 'Κάθε Πλευρά διαλέγει πού πηγαίνουν οι δικές της μονάδες· μια μονάδα που είναι ήδη σε επιτρεπτό Θέατρο μπορεί να μείνει· οι «300» κινούνται ως Σπαρτιάτικη χερσαία μονάδα.',
  },
  '"Controlled" here means Friendly-Controlled.': {
    es: '«Controlado» significa aquí bajo Control Amigo.',
    el: '«Ελεγχόμενο» εδώ σημαίνει Φιλικά Ελεγχόμενο.',
  },
  'All four side-specific issues leave the game after they are resolved in 7.4, even when their War/Peace condition was not met (7.42D); they cannot be chosen in later Boulé Segments.': {
    es: 'Las cuatro cuestiones exclusivas de cada Bando salen del juego tras resolverse en 7.4, aunque no se cumpliera su condición de Guerra/Paz (7.42D); no pueden elegirse en Segmentos de Boulé posteriores.',
    el: 'Και τα τέσσερα μοναδικά ζητήματα των Πλευρών αφαιρούνται από το παιχνίδι αφού επιλυθούν στο 7.4, ακόμη κι αν δεν ίσχυε η συνθήκη Πολέμου/Ειρήνης τους (7.42D)· δεν μπορούν να επιλεγούν σε επόμενα Τμήματα Βουλής.',
  },
  'The debate tiles return to the Side\'s available tiles; only side-specific tiles ever leave the game.': {
    es: 'Las fichas de cuestiones debatidas vuelven a las disponibles del Bando; solo las cuestiones exclusivas de cada Bando salen del juego.',
    el: 'Τα πλακίδια των συζητήσεων επιστρέφουν στα διαθέσιμα πλακίδια της Πλευράς· μόνο τα μοναδικά ζητήματα της Πλευράς αφαιρούνται ποτέ από το παιχνίδι.',
  },
  'The Faction with more markers gives to the one with fewer (usually the Opposition Faction) and chooses which markers to give; Rumors may be among them.': {
    es: 'La Facción con más marcadores da a la que tiene menos (normalmente la Facción Oponente) y elige qué marcadores da; pueden incluir marcadores de Rumor.',
    el: 'Η Φατρία με τα περισσότερα πλακίδια δίνει σε αυτήν με τα λιγότερα (συνήθως τη Φατρία στην Αντιπολίτευση) και διαλέγει ποια πλακίδια θα δώσει· μπορεί να είναι και πλακίδια Φημών.',
  },
  'Strategos spent or committed while resolving an issue go to the Side\'s stock.': {
    es: 'Las fichas de Strategos gastadas o asignadas al resolver una cuestión van a la Reserva de Strategos del Bando.',
    el: 'Οι δείκτες Στρατηγών που ξοδεύονται ή δεσμεύονται στην επίλυση ενός ζητήματος πηγαίνουν στο Απόθεμα Στρατηγών της Πλευράς.',
  },
  'If the attack succeeds but no enemy League base is there, nothing is converted and no Treachery marker is placed.': {
    es: 'Si el ataque tiene éxito pero no hay allí ninguna base de Liga enemiga, no se convierte nada y no se coloca marcador de Traición.',
    el: 'Αν η επίθεση πετύχει αλλά δεν υπάρχει εκεί εχθρική Συμμαχική βάση, τίποτα δεν μετατρέπεται και δεν τοποθετείται πλακίδιο Προδοσίας.',
  },
  'A League issue in a Neutral or Enemy-Controlled theater has no effect (Persia excepted, 13.1).': {
    es: 'Una cuestión de Liga en un Teatro Neutral o bajo Control Enemigo no tiene efecto (salvo en Persia, 13.1).',
    el: 'Ένα ζήτημα Συμμαχίας σε Ουδέτερο ή Εχθρικά Ελεγχόμενο Θέατρο δεν έχει αποτέλεσμα (εκτός από την Περσία, 13.1).',
  },
  'The Oracle may remove an Argos unit: Argos units are Delian League land units (12.1).': {
    es: 'El Oráculo puede retirar una unidad de Argos: las unidades de Argos son unidades terrestres de la Liga de Delos (12.1).',
    el: 'Ο Χρησμός μπορεί να αφαιρέσει μια μονάδα του Άργους: οι μονάδες του Άργους είναι χερσαίες μονάδες της Συμμαχίας της Δήλου (12.1).',
  },
  'Building in the home theater comes first and does not replace the muster: build, then muster as the theater\'s status allows.': {
    es: 'La construcción en el Teatro natal va primero y no sustituye a la Asamblea de Expedición: se construye y después se reúne la expedición según permita el estatus del Teatro.',
    el: 'Η κατασκευή στο Θέατρο Καταγωγής γίνεται πρώτα και δεν αντικαθιστά τη Συγκέντρωση Αποστολής: κατασκευή, και μετά συγκέντρωση όπως επιτρέπει η κατάσταση του Θεάτρου.',
  },
  'The Greek rulebook counts every friendly base; the Spanish one only friendly City-State bases, which this app follows.': {
    es: 'El reglamento griego cuenta todas las bases amigas; este reglamento solo las bases amigas de la Ciudad-estado, que es lo que sigue esta aplicación.',
    el: 'Αυτό το βιβλίο μετρά κάθε φιλική βάση· το ισπανικό μόνο τις φιλικές βάσεις της Πόλης-Κράτους, όπως ακολουθεί αυτή η εφαρμογή.',
  },
  'The Persian Gold limits count per resolution and per place.': {
    es: 'Los límites del Oro Persa se cuentan por cada resolución y por cada lugar.',
    el: 'Τα όρια του Περσικού Χρυσού μετρούν ανά επίλυση και ανά τοποθεσία.',
  },
  'Units move one at a time, each finishing its move before the next starts; the Commander-in-Chief chooses the order.': {
    es: 'Las unidades mueven de una en una, y cada una termina su movimiento antes de que empiece la siguiente; el Comandante en Jefe elige el orden.',
    el: 'Οι μονάδες κινούνται μία κάθε φορά, και η καθεμία τελειώνει την κίνησή της πριν ξεκινήσει η επόμενη· ο Επικεφαλής Στρατηγός διαλέγει τη σειρά.',
  },
  'A new Battle-deck card is drawn for each Battle, the second Battle included.': {
    es: 'Se roba una nueva carta del Mazo de Batalla para cada Batalla, incluida la segunda Batalla.',
    el: 'Τραβιέται νέα κάρτα από την Τράπουλα Μάχης για κάθε Μάχη, μαζί και για τη δεύτερη Μάχη.',
  },
  'The opposing Side always chooses the loser\'s casualties (12.4 note): the Commander-in-Chief when its Side won; the winning Side\'s Dominant Faction when the Commander-in-Chief lost.': {
    es: 'Las bajas del perdedor las elige siempre el Bando contrario (nota de 12.4): el Comandante en Jefe cuando ganó su Bando; la Facción Dominante del Bando ganador cuando perdió el Comandante en Jefe.',
    el: 'Τις απώλειες του ηττημένου τις διαλέγει πάντα η αντίπαλη Πλευρά (σημείωμα του 12.4): ο Επικεφαλής Στρατηγός όταν κέρδισε η Πλευρά του· η Φατρία στην Εξουσία της νικήτριας Πλευράς όταν ο Επικεφαλής Στρατηγός έχασε.',
  },
  'Bases are destroyed only when all of the losing Side\'s military units in the theater, land and naval alike, were eliminated. An all-land force that loses a naval Battle suffers nothing.': {
    es: 'Las bases solo se eliminan cuando han sido eliminadas todas las unidades militares del Bando perdedor en el Teatro, terrestres y navales. Una fuerza solo terrestre que pierde una Batalla naval no sufre nada.',
    el: 'Οι βάσεις καταστρέφονται μόνο όταν έχουν εξολοθρευτεί όλες οι στρατιωτικές μονάδες της ηττημένης Πλευράς στο Θέατρο, χερσαίες και ναυτικές. Μια μόνο χερσαία δύναμη που χάνει μια Ναυμαχία δεν παθαίνει τίποτα.',
  },
  'Only Athenian (blue) naval units and Spartan (red, the 300 included) land units count for Hostages; League units do not.': {
    es: 'Solo cuentan para los Rehenes las unidades navales atenienses (azules) y las unidades terrestres espartanas (rojas, incluidos los 300); las unidades de Liga no.',
    el: 'Για τους Ομήρους μετρούν μόνο οι Αθηναϊκές (μπλε) ναυτικές μονάδες και οι Σπαρτιάτικες (κόκκινες, μαζί με τους «300») χερσαίες μονάδες· οι Συμμαχικές μονάδες όχι.',
  },
  '"5 Honor in total" adds up both Factions\' losses before the 0 floor, plus 5 if the Side lost Hostages.': {
    es: '«5 de Honor en total» suma las pérdidas de ambas Facciones antes de aplicar el mínimo de 0, más 5 si el Bando perdió Rehenes.',
    el: 'Το «5 Τιμή συνολικά» αθροίζει τις απώλειες και των δύο Φατριών πριν από το κατώτατο όριο του 0, συν 5 αν η Πλευρά έχασε Ομήρους.',
  },
  'On the scenario\'s last turn the game ends after victory determination; upkeep, redeployment and the Will of the Assembly are skipped.': {
    es: 'En el último turno del escenario la partida termina tras la Determinación de la Victoria; no se hacen Mantenimiento, Redespliegue ni Voluntad de la Asamblea.',
    el: 'Στον τελευταίο γύρο του σεναρίου το παιχνίδι τελειώνει μετά τον Καθορισμό Νίκης· η Συντήρηση, η Ανασύνταξη και η Βούληση της Συνέλευσης παραλείπονται.',
  },
  'The automatic victories are checked in the order 11.11, 11.12, 11.13; the first that applies ends the game.': {
    es: 'Las victorias automáticas se comprueban en el orden 11.11, 11.12, 11.13; la primera que se cumple termina la partida.',
    el: 'Οι αυτόματες νίκες ελέγχονται με τη σειρά 11.11, 11.12, 11.13· η πρώτη που ισχύει τελειώνει το παιχνίδι.',
  },
  'Controlled by Sparta means controlled by the Spartan Side, Peloponnesian League pieces included.': {
    es: 'Controlado por Esparta significa controlado por el Bando espartano, incluidas las piezas de la Liga del Peloponeso.',
    el: 'Ελεγχόμενο από τη Σπάρτη σημαίνει ελεγχόμενο από τη Σπαρτιάτικη Πλευρά, μαζί με τα κομμάτια της Πελοποννησιακής Συμμαχίας.',
  },
  'A Delian League base counts as an Athenian base here.': {
    es: 'Aquí una base de la Liga de Delos cuenta como base ateniense.',
    el: 'Εδώ μια βάση της Συμμαχίας της Δήλου μετρά ως Αθηναϊκή βάση.',
  },
  'If the two Athenian Factions still tie, the Dominant Faction wins.': {
    es: 'Si las dos Facciones atenienses siguen empatadas, gana la Facción Dominante.',
    el: 'Αν οι δύο Αθηναϊκές Φατρίες είναι ακόμη ισόπαλες, κερδίζει η Φατρία στην Εξουσία.',
  },
  'Persian bases do not count toward Sparta\'s upkeep or its end-of-game bonus: they are not on the map\'s theaters.': {
    es: 'Las bases persas no cuentan para el Mantenimiento de Esparta ni para su bonificación de final de partida: no están en los Teatros del mapa.',
    el: 'Οι Περσικές βάσεις δεν μετρούν για τη Συντήρηση της Σπάρτης ούτε για το μπόνους της στο τέλος του παιχνιδιού: δεν βρίσκονται στα Θέατρα του χάρτη.',
  },
  'The Greek rulebook applies the cap of 15 to a theater with at least one unit, the Spanish one to a theater with at least one base. This app applies it to every theater.': {
    es: 'El reglamento griego aplica el límite de 15 a un Teatro con al menos una unidad; este reglamento, a un Teatro con al menos una base. Esta aplicación lo aplica a todos los Teatros.',
    el: 'Αυτό το βιβλίο εφαρμόζει το όριο των 15 σε Θέατρο με τουλάχιστον μία μονάδα· το ισπανικό σε Θέατρο με τουλάχιστον μία βάση. Αυτή η εφαρμογή το εφαρμόζει σε κάθε Θέατρο.',
  },
  'Surplus units in a theater without a base that have nowhere allowed to go return to the Side\'s pool.': {
    es: 'Las unidades sobrantes en un Teatro sin base que no tienen ningún lugar permitido al que ir vuelven a la reserva del Bando.',
    el: 'Οι πλεονάζουσες μονάδες σε Θέατρο χωρίς βάση που δεν έχουν πουθενά επιτρεπτό να πάνε επιστρέφουν στα διαθέσιμα κομμάτια της Πλευράς.',
  },
  'The 5 Strategos are set aside at once and return to the stock at the end of the next turn; if the stock holds fewer, what is there is set aside.': {
    es: 'Las 5 fichas de Strategos se apartan en ese momento y vuelven a la Reserva al final del turno siguiente; si la Reserva tiene menos, se apartan las que haya.',
    el: 'Οι 5 δείκτες Στρατηγών παραμερίζονται αμέσως και επιστρέφουν στο Απόθεμα στο τέλος του επόμενου γύρου· αν το Απόθεμα έχει λιγότερους, παραμερίζονται όσοι υπάρχουν.',
  },
  '"All bases already built" means the Side has no League disc left to build and no City-State disc left to convert with.': {
    es: '«Todas las bases ya construidas» significa que al Bando no le queda ningún disco de Liga para construir ni ningún disco de Ciudad-estado para convertir.',
    el: 'Το «όλες οι βάσεις έχουν ήδη κατασκευαστεί» σημαίνει ότι η Πλευρά δεν έχει πια δίσκο Συμμαχίας για κατασκευή ούτε δίσκο Πόλης-Κράτους για μετατροπή.',
  },
  'Building Argos units is one more League issue option, with no cost.': {
    es: 'Construir unidades de Argos es una opción más de la cuestión de Liga, sin coste.',
    el: 'Η κατασκευή μονάδων του Άργους είναι μία ακόμη επιλογή του ζητήματος Συμμαχίας, χωρίς κόστος.',
  },
  'The State Ship counts as a committed Strategos when comparing who committed more (9.44).': {
    es: 'El Barco de Estado cuenta como una ficha de Strategos asignada al comparar quién asignó más (9.44).',
    el: 'Το Αθηναϊκό Πλοίο μετρά ως δεσμευμένος Στρατηγός όταν συγκρίνεται ποιος δέσμευσε περισσότερους (9.44).',
  },
  'When a Spartan Faction is Commander-in-Chief, the 300 gives one extra move; it adds 1 (as a Strategos) to any Battle in its theater.': {
    es: 'Cuando una Facción espartana es Comandante en Jefe, los 300 dan un movimiento adicional; suman 1 (como una ficha de Strategos) a cualquier Batalla en su Teatro.',
    el: 'Όταν μια Σπαρτιάτικη Φατρία είναι Επικεφαλής Στρατηγός, οι «300» δίνουν μία επιπλέον κίνηση· προσθέτουν 1 (ως Στρατηγός) σε κάθε Μάχη στο Θέατρό τους.',
  },
  'Any Spartan-side base in Ionia (Spartan or Peloponnesian League) opens Persia, and Persia stays open afterwards.': {
    es: 'Cualquier base del Bando espartano en Jonia (espartana o de la Liga del Peloponeso) abre Persia, y Persia sigue abierta después.',
    el: 'Οποιαδήποτε βάση της Σπαρτιάτικης Πλευράς στην Ιωνία (Σπαρτιάτικη ή της Πελοποννησιακής Συμμαχίας) ανοίγει την Περσία, και η Περσία μένει ανοιχτή στη συνέχεια.',
  },
  'Building a Persian base costs like the 8.52 "build a base" option: 4 Strategos, and gains 2 Honor.': {
    es: 'Construir una base persa cuesta como la opción «construir una base» de 8.52: 4 fichas de Strategos, y da 2 de Honor.',
    el: 'Η κατασκευή Περσικής βάσης κοστίζει όπως η επιλογή «κατασκευή βάσης» του 8.52: 4 Στρατηγούς, και κερδίζει 2 Τιμή.',
  },
  'The Athenian Dominant Faction loses 1 Honor only when the Eastern Mediterranean is neither Athenian-Controlled nor holds an Athenian naval unit.': {
    es: 'La Facción Dominante ateniense pierde 1 de Honor solo cuando el Mediterráneo Oriental ni está bajo control ateniense ni tiene una unidad naval ateniense.',
    el: 'Η Αθηναϊκή Φατρία στην Εξουσία χάνει 1 Τιμή μόνο όταν η Ανατολική Μεσόγειος ούτε ελέγχεται από την Αθήνα ούτε έχει Αθηναϊκή ναυτική μονάδα.',
  },
  'The Greek rulebook lists 4 Spartan naval units (rods), the Spanish one 3. This app uses 4.': {
    es: 'El reglamento griego indica 4 unidades navales espartanas (varitas); este reglamento, 3. Esta aplicación usa 4.',
    el: 'Αυτό το βιβλίο αναφέρει 4 Σπαρτιάτικες ναυτικές μονάδες (ράβδους), το ισπανικό 3. Αυτή η εφαρμογή χρησιμοποιεί 4.',
  },
  'The 32 Political cards of a Side include its two Faction Leader cards.': {
    es: 'Las 32 cartas Políticas de un Bando incluyen sus dos cartas de Líder de Facción.',
    el: 'Οι 32 Πολιτικές κάρτες μιας Πλευράς περιλαμβάνουν τις δύο κάρτες Αρχηγού Φατρίας της.',
  },
};

/** The index by term: English topic → Spanish, Greek (the rule numbers stay as they are). */
export const INDEX_TRANSLATIONS: Readonly<Record<string, Translated>> = {
  'Aristophanes Phase / card': { es: 'Fase / carta de Aristófanes', el: 'Φάση / κάρτα του Αριστοφάνη' },
  'Alcibiades': { es: 'Alcibíades', el: 'Αλκιβιάδης' },
  'Argos': { es: 'Argos', el: 'Άργος' },
  'Assembly (Favor) track': { es: 'Contador de Asamblea (Favor)', el: 'Μπάρα Συνέλευσης (Εύνοια)' },
  'Assembly Phase / Debate': { es: 'Fase de Asamblea / Debate', el: 'Φάση της Συνέλευσης / Συζήτηση' },
  'Assembly (Faction) track': { es: 'Contador de Asamblea (de Facción)', el: 'Μπάρα Συνέλευσης (Φατρίας)' },
  'Athenian Granaries': { es: 'Graneros Atenienses', el: 'Αθηναϊκές Σιταποθήκες' },
  'Athenian State Ship': { es: 'Barco de Estado Ateniense', el: 'Αθηναϊκό Πλοίο' },
  'Bases': { es: 'Bases', el: 'Βάσεις' },
  'Battle': { es: 'Batalla', el: 'Μάχη' },
  'Battle deck': { es: 'Mazo de Batalla', el: 'Τράπουλα Μάχης' },
  'Boulé Segment': { es: 'Segmento de Boulé', el: 'Τμήμα Βουλής' },
  'Brain Trust': { es: 'Consejo Asesor', el: 'Συμβούλιο Εμπιστοσύνης' },
  'Cards (values, attributes)': { es: 'Cartas (valores, atributos)', el: 'Κάρτες (αξίες, ιδιότητες)' },
  'Citizenship': { es: 'Ciudadanía', el: 'Υπηκοότητα' },
  'Colony': { es: 'Colonia', el: 'Αποικία' },
  'Compatriot': { es: 'Compatriota', el: 'Συμπατριώτης' },
  'Components': { es: 'Componentes', el: 'Περιεχόμενα' },
  'Controlled/Contested/Neutral': { es: 'Controlado / En Disputa / Neutral', el: 'Ελεγχόμενο / Διεκδικούμενο / Ουδέτερο' },
  'Diplomatic issue': { es: 'Cuestión Diplomática', el: 'Διπλωματικό ζήτημα' },
  'Dominant / Opposition Faction': { es: 'Facción Dominante / Oponente', el: 'Φατρία στην Εξουσία / στην Αντιπολίτευση' },
  'End Phase': { es: 'Fase Final', el: 'Τελική Φάση' },
  'Entourage': { es: 'Séquito', el: 'Συνοδεία' },
  'Expeditionary Muster': { es: 'Asamblea de Expedición', el: 'Συγκέντρωση Αποστολής' },
  'Faction Leader': { es: 'Líder de Facción', el: 'Αρχηγός Φατρίας' },
  'Games': { es: 'Juegos', el: 'Αγώνες' },
  'Honor': { es: 'Honor', el: 'Τιμή' },
  'Hostages': { es: 'Rehenes', el: 'Όμηροι' },
  'Krypteia / Agoge': { es: 'Krypteia / Agogé', el: 'Κρυπτεία / Αγωγή' },
  'League issue': { es: 'Cuestión de Liga', el: 'Ζήτημα Συμμαχίας' },
  'Major Defeat': { es: 'Derrota Mayor', el: 'Μεγάλη Ήττα' },
  'Map, theaters, links': { es: 'Mapa, Teatros, conexiones', el: 'Χάρτης, Θέατρα, σύνδεσμοι' },
  'Military issue': { es: 'Cuestión Militar', el: 'Στρατιωτικό ζήτημα' },
  'Oracle': { es: 'Oráculo', el: 'Χρησμός' },
  'Persia / Persian bases / Persian War / Persian Gold': { es: 'Persia / Bases persas / Guerra con Persia / Oro Persa', el: 'Περσία / Περσικές βάσεις / Περσικός Πόλεμος / Περσικός Χρυσός' },
  'Plague': { es: 'Plaga', el: 'Πανώλη' },
  'Political Capital': { es: 'Capital Política', el: 'Πολιτική Πρωτεύουσα' },
  'Political Card Segment': { es: 'Segmento de Cartas Políticas', el: 'Τμήμα Πολιτικών Καρτών' },
  'Political Phase': { es: 'Fase Política', el: 'Πολιτική Φάση' },
  'Raid': { es: 'Incursión', el: 'Επιδρομή' },
  'Redeployment': { es: 'Redespliegue', el: 'Ανασύνταξη' },
  'Strategos tokens': { es: 'Fichas de Strategos', el: 'Δείκτες Στρατηγών' },
  'Theater issue placement / queue': { es: 'Colocación / cola de Cuestiones de Teatro', el: 'Τοποθέτηση / σειρά Ζητημάτων Θεάτρου' },
  'Treachery': { es: 'Traición', el: 'Προδοσία' },
  'Upkeep': { es: 'Mantenimiento', el: 'Συντήρηση' },
  'Victory': { es: 'Victoria', el: 'Νίκη' },
  'War/Peace': { es: 'Guerra/Paz', el: 'Πόλεμος/Ειρήνη' },
  'Will of the Assembly': { es: 'Voluntad de la Asamblea', el: 'Βούληση της Συνέλευσης' },
};

/** Words inside the index's rule lists ("limit 8.2; building 8.52"): English → Spanish, Greek. */
export const INDEX_WORDS: Readonly<Record<string, Translated>> = {
  'card legend': { es: 'leyenda de las cartas', el: 'υπόμνημα κάρτας' },
  'legend': { es: 'leyenda', el: 'υπόμνημα' },
  'limit': { es: 'límite', el: 'όριο' },
  'building': { es: 'construcción', el: 'κατασκευή' },
  'conversion': { es: 'conversión', el: 'μετατροπή' },
  'resolution': { es: 'resolución', el: 'επίλυση' },
  'procedure & Military Value Table': { es: 'procedimiento y Tabla de Valores Militares', el: 'διαδικασία και Πίνακας Στρατιωτικής Αξίας' },
  'outcome': { es: 'resultado', el: 'αποτέλεσμα' },
  'casualties': { es: 'bajas', el: 'απώλειες' },
  'second Battle': { es: 'segunda Batalla', el: 'δεύτερη Μάχη' },
  'issue choice': { es: 'selección de cuestiones', el: 'επιλογή ζητημάτων' },
  'Hostages': { es: 'Rehenes', el: 'Όμηροι' },
  'summary': { es: 'resumen', el: 'περίληψη' },
  'Oration': { es: 'Oratoria', el: 'Αγόρευση' },
  'Honor Order': { es: 'Orden de Honor', el: 'Σειρά Τιμής' },
  'track': { es: 'contador', el: 'μπάρα' },
  'issues segment': { es: 'Segmento de Cuestiones', el: 'Τμήμα Ζητημάτων' },
  'Strategoi Council segment': { es: 'Segmento de Consejo de Strategoi', el: 'Τμήμα Πίνακα Στρατηγικής' },
  'Theater Issue Award': { es: 'Recepción de Cuestiones de Teatro', el: 'Επιβράβευση Ζητήματος Θεάτρου' },
  'commitment': { es: 'asignación', el: 'δέσμευση' },
  'scarcity': { es: 'escasez', el: 'έλλειψη' },
  'award': { es: 'recepción', el: 'επιβράβευση' },
  'Strategoi Council': { es: 'Consejo de Strategoi', el: 'Πίνακας Στρατηγικής' },
  'automatic': { es: 'automática', el: 'αυτόματη' },
  'conquest': { es: 'conquista', el: 'κατάκτηση' },
  'Granaries': { es: 'Graneros', el: 'Σιταποθήκες' },
  'end of game': { es: 'fin de partida', el: 'τέλος του παιχνιδιού' },
};
