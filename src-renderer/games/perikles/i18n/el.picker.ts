// Perikles' send-forces picker, allied casualties and end screen, Greek (#33; see en.picker.ts).
import type { periklesPickerEn } from './en.picker.js';

export const periklesPickerEl: Record<keyof typeof periklesPickerEn, string> = {
  'perikles.picker.counter': '1. Στρατιωτική μάρκα',
  'perikles.picker.location': '2. Πλακίδιο Τοποθεσίας (εδώ ή στον πίνακα)',
  'perikles.picker.side': '3. Επίθεση ή άμυνα',
  'perikles.picker.strength': '{unit} {strength}',
  'perikles.picker.chosen': 'Επιλογή: {unit} ({force}, {strength}) προς {location}',
  'perikles.picker.noneOpen': 'Καμία Τοποθεσία δεν είναι ανοιχτή σε αυτή τη μάρκα.',
  'perikles.picker.more': 'Ή:',
  'perikles.prompt.battle.casualty': 'Η πλευρά σου έχασε τον γύρο μάχης ({unit}) στο πλακίδιο {location}: διάλεξε ποιας πόλης η μονάδα χάνεται',
  'perikles.act.casualty': 'Απώλεια: {unit} ({force}, {strength})',
  'whynot.perikles.casualty.mainFirst': 'Η κύρια δύναμη έχει ακόμη {kind} εδώ: αυτή χάνει πρώτη (Φάση 6 Επίλυση μαχών).',
  'whynot.perikles.casualty.higher': 'Οι μονάδες ({kind}) της πόλης {force} εδώ έχουν μεγαλύτερη αξία: χάνεται η μικρότερη (Φάση 6 Επίλυση μαχών).',
  'perikles.end.wins': 'Νικά ο {seat}',
  'perikles.end.share': 'Μοιράζονται τη νίκη: {seats}',
  'perikles.end.by.points': 'με τους περισσότερους πόντους νίκης.',
  'perikles.end.by.locations': 'Ισοπαλία σε πόντους: κρίνουν οι περισσότεροι πόντοι νίκης από πλακίδια Τοποθεσίας.',
  'perikles.end.by.statues': 'Ισοπαλία σε πόντους και σε πλακίδια Τοποθεσίας: κρίνουν τα περισσότερα αγάλματα.',
  'perikles.end.by.shared': 'Ισοπαλία σε πόντους, πλακίδια Τοποθεσίας και αγάλματα: η νίκη μοιράζεται.',
  'perikles.end.place': 'Θέση', 'perikles.end.player': 'Παίκτης', 'perikles.end.total': 'Σύνολο',
  'perikles.end.cubes': 'Κύβοι Επιρροής', 'perikles.end.locations': 'Πλακίδια Τοποθεσίας', 'perikles.end.statues': 'Αγάλματα',
  'perikles.end.tie': 'Ισοβαθμία',
  'perikles.end.tie.locations': 'πλακίδια Τοποθεσίας', 'perikles.end.tie.statues': 'αγάλματα', 'perikles.end.tie.shared': 'κοινή',
};
