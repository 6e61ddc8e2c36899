// Greek strings for en.whynot.ts (#18). Same keys and {placeholders} as English.
// {unitKind} is whynot.kind.* and {force} force.* (feminine singular adjectives: "μια {force} {unitKind}
// μονάδα"), {linkType} whynot.link.* ("με {linkType} σύνδεση"), {strengthKind} inspect.unitKind.*
// ("η {strengthKind} δύναμη"); {side} and {enemy} are city names in the nominative ("η {side}", "στην {side}"),
// so no sentence puts them in the genitive; {theater} follows "το Θέατρο" as in el.ts.
export const elWhynot: Record<string, string> = {
  'whynot.withRule': '{text} (κανόνας {rule})',
  'whynot.ruleRow': 'γραμμή {row}',
  'whynot.join': '{first} {rest}',
  'whynot.clickHeading': 'Γιατί όχι {option};',
  'whynot.dismiss': 'Κλείσιμο',
  'whynot.unitIn': 'η {force} {unit} στο Θέατρο {theater}',
  'whynot.moveTo': 'μετακίνηση στο Θέατρο {theater}',
  'whynot.notAnOption': 'Το Θέατρο {theater} δεν είναι τώρα μία από τις επιλογές.',
  'whynot.unknown': 'Οι κανόνες δεν το επιτρέπουν τώρα.',
  'whynot.kind.land': 'χερσαία', 'whynot.kind.naval': 'ναυτική',
  'whynot.link.coastal': 'παράκτια', 'whynot.link.sea': 'θαλάσσια', 'whynot.link.land': 'χερσαία', 'whynot.link.naval': 'ναυτική',

  // Movement (9.32, 9.33, 7.42 B, 12.1, 13.1, 13.2, 3.3)
  'whynot.move.linkKind': 'Μια {unitKind} μονάδα δεν μπορεί να χρησιμοποιήσει {linkType} σύνδεση.',
  'whynot.move.exitStrength': 'Μια {unitKind} μονάδα εξέρχεται από το Θέατρο {from} με {linkType} σύνδεση μόνο αν η {strengthKind} δύναμη που αφήνει εκεί η {side} είναι τουλάχιστον ίση με την Εχθρική: {friendly} έναντι {hostile}.',
  'whynot.move.exitBase': 'Μια {unitKind} μονάδα μπορεί να εξέλθει από το Θέατρο {from} με αυτή τη σύνδεση μόνο με Φιλική βάση εκεί, και η {side} δεν έχει.',
  'whynot.move.persia': 'Καμία μονάδα δεν μπορεί ποτέ να μπει στην Περσία.',
  'whynot.noTheater': 'Δεν υπάρχει Θέατρο {n}.',
  'whynot.theaterOutOfPlay': 'Το Θέατρο {theater} είναι εκτός παιχνιδιού: ο Περσικός Πόλεμος δεν βρίσκεται σε εξέλιξη.',
  'whynot.outsidePlayArea': 'Το Θέατρο {theater} είναι έξω από την περιοχή παιχνιδιού αυτού του μαθήματος.',
  'whynot.argosStays': 'Οι Αργείες μονάδες δεν εξέρχονται ποτέ από το Θέατρο {theater}.',
  'whynot.peace.units': 'Σε Ειρήνη, οι μονάδες Πόλης-Κράτους που ανήκουν στην {side} δεν μπορούν να μπουν στο Θέατρο {theater}: εκεί βρίσκονται μονάδες Πόλης-Κράτους που ανήκουν στην {enemy}.',
  'whynot.peace.base': 'Σε Ειρήνη, οι μονάδες Πόλης-Κράτους που ανήκουν στην {side} δεν μπορούν να μπουν στο Θέατρο {theater}: η {enemy} έχει εκεί βάση Πόλης-Κράτους.',
  'whynot.peace.unitsAndBase': 'Σε Ειρήνη, οι μονάδες Πόλης-Κράτους που ανήκουν στην {side} δεν μπορούν να μπουν στο Θέατρο {theater}: εκεί βρίσκονται μονάδες και βάση Πόλης-Κράτους που ανήκουν στην {enemy}.',
  'whynot.move.inExpedition': 'Οι μονάδες που είναι ήδη στο Θέατρο Αποστολής ({theater}) μένουν εκεί.',
  'whynot.move.arrived': 'Αυτές οι μονάδες σταμάτησαν στο Θέατρο {theater} σε αυτή τη Συγκέντρωση Αποστολής και δεν μετακινούνται ξανά.',
  'whynot.move.noStop': 'Καμία ανοιχτή διαδρομή από το Θέατρο {theater} δεν καταλήγει εκεί όπου μια μονάδα μπορεί να σταματήσει.',
  'whynot.move.passThrough': 'Μια μονάδα μπορεί μόνο να περάσει από το Θέατρο {theater}: σταματά μόνο στο Θέατρο Αποστολής ({expedition}) ή σε Θέατρο από το οποίο δεν μπορεί να εξέλθει.',
  'whynot.move.noPath': 'Καμία ανοιχτή διαδρομή δεν οδηγεί αυτή τη μονάδα στο Θέατρο {theater}.',

  // The Political Phase (7.41 D, 7.44, 7.45) and the Oracle (8.53)
  'whynot.peace.noCityStateBase': 'Μετά την Ειρήνη, οι μονάδες Πόλης-Κράτους που ανήκουν στην {side} μπορούν να βρίσκονται μόνο στο Θέατρο Καταγωγής ή όπου η {side} έχει βάση Πόλης-Κράτους· το Θέατρο {theater} δεν έχει.',
  'whynot.citizenship.noDelianBase': 'Η Υπηκοότητα μετατρέπει μια βάση της Συμμαχίας της Δήλου, και το Θέατρο {theater} δεν έχει.',
  'whynot.colony.notControlled': 'Μια Αποικία πηγαίνει σε Θέατρο που η Αθήνα ελέγχει ή διεκδικεί· το Θέατρο {theater} δεν είναι τίποτα από τα δύο.',
  'whynot.krypteia.noTreachery': 'Η Κρυπτεία αφαιρεί Αθηναϊκά πλακίδια Προδοσίας, και το Θέατρο {theater} δεν έχει.',
  'whynot.oracle.usedTheater': 'Τα πλακίδια Προδοσίας του Χρησμού πηγαίνουν σε τρία διαφορετικά Θέατρα: το Θέατρο {theater} έχει ήδη ένα.',

  // Theater markers (8.3, 13.1)
  'whynot.place.persiaClosed': 'Η Περσία δέχεται πλακίδια μόνο όταν η Σπάρτη έχει βάση στο Θέατρο {theater} ή ο Αλκιβιάδης είναι στην Περσία.',

  // Bases and Strategos (8.2, 8.5, 8.52, 9.2, 9.31, 8.51)
  'whynot.baseLimit': 'Το Θέατρο {theater} έχει ήδη {bases} βάσεις: το πολύ {limit} ανά Θέατρο, και για τις δύο Πλευρές μαζί.',
  'whynot.noBaseLeft': 'Κάθε {base} βάση ({limit} συνολικά) είναι ήδη στον χάρτη.',
  'whynot.noLeagueBaseHere': 'Δεν υπάρχει {base} βάση στο Θέατρο {theater} για μετατροπή.',
  'whynot.strategosCost': 'Κοστίζει {cost, plural, one {# Στρατηγό} other {# Στρατηγούς}} και έχετε {held}.',
  'whynot.strategosHeld': 'Έχετε {held, plural, one {# Στρατηγό} other {# Στρατηγούς}}: δεν μπορείτε να δεσμεύσετε {n}.',
  'whynot.raidNotContested': 'Μια Επιδρομή απαιτεί Διεκδικούμενο Θέατρο, και το Θέατρο {theater} δεν είναι Διεκδικούμενο.',
  'whynot.noTreacheryLeft': 'Και τα {limit} πλακίδια Προδοσίας που ανήκουν στην {side} είναι ήδη στον χάρτη.',

  // The Boulé's issue choice (5.32, 3.14)
  'whynot.boule.noTile': 'Η {side} δεν έχει πλακίδιο ζητήματος «{issue}».',
  'whynot.boule.picked': 'Σε αυτό το βήμα έχετε ήδη επιλέξει το «{issue}» τόσες φορές όσα πλακίδιά του απομένουν στην Πλευρά σας ({picked}).',
  'whynot.boule.removed': 'Το πλακίδιο «{issue}» που ανήκει στην {side} έχει αφαιρεθεί από το παιχνίδι.',
  'whynot.boule.onTrack': '{onTrack, plural, one {Το μοναδικό πλακίδιο «{issue}» που ανήκει στην {side} είναι} other {Και τα # πλακίδια «{issue}» που ανήκουν στην {side} είναι}} ήδη στην μπάρα.',

  // Battle casualties (9.44, 9.45)
  'whynot.casualty.noneLeft': 'Κάθε {force} {unitKind} μονάδα της Μάχης έχει ήδη επιλεγεί.',
  'whynot.casualty.fullLoser': 'Οι επιλογές κάνουν ήδη {n, plural, one {# απώλεια} other {# απώλειες}}, το μέγιστο που επιτρέπει ο πίνακας με διαφορά απωλειών {differential}.',
  'whynot.casualty.fullWinner': 'Οι επιλογές κάνουν ήδη {n, plural, one {# απώλεια} other {# απώλειες}}, το μέγιστο που επιτρέπει ο πίνακας για τις μονάδες του ηττημένου που εξοντώθηκαν.',
  'whynot.casualty.otherRow': 'Οι απώλειες προκύπτουν από μία γραμμή του πίνακα, ποτέ συνδυασμένες, και η γραμμή που ακολουθούν οι επιλογές δεν περιλαμβάνει καμία {force} μονάδα.',

  // Base destruction (9.44)
  'whynot.bases.max': 'Κάθε βάση που καταστρέφεται απαιτεί {per} από τη διαφορά απωλειών που μένει μετά τις απώλειες, και μένουν {left}: το πολύ {max}, όχι {n}.',

  // Persian Gold (9.11)
  'whynot.gold.cap': 'Ο Περσικός Χρυσός κατασκευάζει στο Θέατρο {theater} το πολύ {cap, plural, one {# μονάδα} other {# μονάδες}} αυτού του είδους ({force} {unitKind}), και αυτή η κατασκευή έφτασε το όριο.',
  'whynot.gold.poolEmpty': 'Κάθε {force} {unitKind} μονάδα είναι ήδη στον χάρτη: ο Περσικός Χρυσός δεν έχει καμία να κατασκευάσει στο Θέατρο {theater}.',

  // Builds (3.1, 9.1, 8.52, 12.1, 12.4)
  'whynot.poolShort': 'Μονάδες εκτός χάρτη ({force} {unitKind}): {left}· αυτή η κατασκευή χρειάζεται {n}. Τα πιόνια είναι αυστηρό όριο.',
  'whynot.the300.onMap': 'Οι «300» είναι ήδη στον χάρτη, στο Θέατρο {theater}: υπάρχει μόνο ένα τέτοιο πιόνι.',
  'whynot.the300.lost': 'Οι «300» χάθηκαν οριστικά.',

  // Redeployment (11.3)
  'whynot.redeploy.needsLeagueBase': 'Μια {force} μονάδα ανασυντάσσεται μόνο σε Θέατρα με {force} βάση· το Θέατρο {theater} δεν έχει.',
  'whynot.redeploy.needsSpartanBase': 'Οι Σπαρτιατικές μονάδες ανασυντάσσονται μόνο σε Θέατρα με Σπαρτιατική βάση· το Θέατρο {theater} δεν έχει.',
  'whynot.redeploy.needsAthenianBase': 'Οι Αθηναϊκές μονάδες ανασυντάσσονται μόνο σε Θέατρα με Αθηναϊκή βάση ή βάση της Συμμαχίας της Δήλου· το Θέατρο {theater} δεν έχει καμία από τις δύο.',
  'whynot.redeploy.stackLimit': 'Το Θέατρο {theater} έχει ήδη {units, plural, one {# μονάδα που ανήκει} other {# μονάδες που ανήκουν}} στην {side}: το πολύ {limit} μετά την Ανασύνταξη.',

  // Cards (5.23, 6.12)
  'whynot.card.entourage': 'Η κάρτα {card} είναι στη Συνοδεία σας, χωριστά από το χέρι σας: μόνο ένα Συμβούλιο Εμπιστοσύνης αντλεί από αυτήν.',
  'whynot.card.notInHand': 'Η κάρτα {card} δεν είναι στο χέρι σας.',

  // The Assembly (6.15)
  'whynot.issueCaptured': 'Αυτό το ζήτημα «{issue}» έχει δεσμευτεί (θέση 7): δεν συζητείται ξανά.',
};
