// English strings for "why not?" reasons (#17.2). Keys start with 'whynot.'.
// The engine's reasons (src-shared/games/pericles/explain) name a key and its numbers; whyNotText fills theater,
// Side, force and unit-kind names in.
export const whynotEn = {
  'whynot.withRule': '{text} (rule {rule})',
  // A row of 9.32's link table inside a rule number (the engine writes '9.32 row 4').
  'whynot.ruleRow': 'row {row}',
  'whynot.join': '{first} {rest}',
  'whynot.clickHeading': 'Why not {option}?',
  'whynot.dismiss': 'Close',
  'whynot.unitIn': 'the {force} {unit} in {theater}',
  'whynot.moveTo': 'a move to {theater}',
  'whynot.notAnOption': '{theater} is not one of the choices now.',
  'whynot.unknown': 'The rules do not allow it now.',
  'whynot.kind.land': 'Land', 'whynot.kind.naval': 'Naval',
  'whynot.link.coastal': 'Coastal', 'whynot.link.sea': 'Sea', 'whynot.link.land': 'Land', 'whynot.link.naval': 'Naval',

  // Movement (9.32, 9.33, 7.42 B, 12.1, 13.1, 13.2, 3.3)
  'whynot.move.linkKind': '{unitKind} units cannot use a {linkType} link.',
  'whynot.move.exitStrength': '{unitKind} units leaving {from} by a {linkType} link need {side}’s {strengthKind} strength left there to be at least the enemy’s: {friendly} against {hostile}.',
  'whynot.move.exitBase': '{unitKind} units may leave {from} by this link only with a friendly base there, and {side} has none.',
  'whynot.move.persia': 'No unit may ever enter Persia.',
  'whynot.noTheater': 'There is no theater {n}.',
  'whynot.theaterOutOfPlay': '{theater} is out of play: the Persian War is not in progress.',
  'whynot.outsidePlayArea': '{theater} is outside this lesson’s play area.',
  'whynot.argosStays': 'Argive units never leave {theater}.',
  'whynot.peace.units': 'At Peace, {side}’s City-State units may not enter {theater}: {enemy}’s City-State units are there.',
  'whynot.peace.base': 'At Peace, {side}’s City-State units may not enter {theater}: {enemy} has a City-State base there.',
  'whynot.peace.unitsAndBase': 'At Peace, {side}’s City-State units may not enter {theater}: {enemy}’s City-State units and base are there.',
  'whynot.move.inExpedition': 'Units already in the Expedition Theater, {theater}, stay there.',
  'whynot.move.arrived': 'These units stopped in {theater} during this muster and do not move again.',
  'whynot.move.noStop': 'No open path out of {theater} ends where a unit may stop.',
  'whynot.move.passThrough': 'A unit can only pass through {theater}: it stops only in the Expedition Theater ({expedition}) or in a theater it cannot leave.',
  'whynot.move.noPath': 'No open path leads this unit to {theater}.',

  // The Political Phase (7.41 D, 7.44, 7.45) and the Oracle (8.53)
  'whynot.peace.noCityStateBase': 'After Peace, {side}’s City-State units may only be at home or where {side} has a City-State base; {theater} has none.',
  'whynot.citizenship.noDelianBase': 'Citizenship converts a Delian League base, and {theater} has none.',
  'whynot.colony.notControlled': 'A Colony goes to a theater Athens controls or contests; {theater} is neither.',
  'whynot.krypteia.noTreachery': 'The Krypteia removes Athenian Treachery markers, and {theater} has none.',
  'whynot.oracle.usedTheater': 'The Oracle’s Treachery markers go to three different theaters: {theater} already has one.',

  // Theater markers (8.3, 13.1)
  'whynot.place.persiaClosed': 'Persia opens to markers only once Sparta has a base in {theater} or Alcibiades is in Persia.',

  // Bases and Strategos (8.2, 8.5, 8.52, 9.2, 9.31, 8.51)
  'whynot.baseLimit': '{theater} already has {bases} bases: at most {limit} per theater, both Sides together.',
  'whynot.noBaseLeft': 'All {limit} {base} bases are on the map.',
  'whynot.noLeagueBaseHere': 'There is no {base} base in {theater} to convert.',
  'whynot.strategosCost': 'It costs {cost} Strategos and you hold {held}.',
  'whynot.strategosHeld': 'You hold {held} Strategos: you cannot commit {n}.',
  'whynot.raidNotContested': 'A Raid needs a Contested theater, and {theater} is not Contested.',
  'whynot.noTreacheryLeft': 'All {limit} of {side}’s Treachery markers are on the map.',

  // The Boulé's issue choice (5.32, 3.14)
  'whynot.boule.noTile': '{side} has no {issue} debate tile.',
  'whynot.boule.picked': 'This step you already picked {issue} as many times as your Side has tiles of it left ({picked}).',
  'whynot.boule.removed': '{side}’s {issue} tile has been removed from the game.',
  'whynot.boule.onTrack': '{onTrack, plural, one {{side}’s only {issue} tile is} other {All # of {side}’s {issue} tiles are}} already on the track.',

  // Battle casualties (9.44, 9.45)
  'whynot.casualty.noneLeft': 'Every {force} {unitKind} unit in the Battle is already picked.',
  'whynot.casualty.fullLoser': 'The picks already make {n, plural, one {# casualty} other {# casualties}}, the most the table allows with a differential of {differential}.',
  'whynot.casualty.fullWinner': 'The picks already make {n, plural, one {# casualty} other {# casualties}}, the most the table allows for the losing units eliminated.',
  'whynot.casualty.otherRow': 'The casualties come from one row of the table, never combined, and the row the picks follow takes no {force} units.',

  // Base destruction (9.44)
  'whynot.bases.max': 'Each base destroyed takes {per} of the differential left after the casualties, and {left} is left: at most {max}, not {n}.',

  // Persian Gold (9.11)
  'whynot.gold.cap': 'Persian Gold builds at most {cap, plural, one {# {force} {unitKind} unit} other {# {force} {unitKind} units}} in {theater}, and this build has reached that.',
  'whynot.gold.poolEmpty': 'Every {force} {unitKind} unit is on the map: Persian Gold has none to build in {theater}.',

  // Builds (3.1, 9.1, 8.52, 12.1, 12.4)
  'whynot.poolShort': '{force} {unitKind} units left off the map: {left}; this build needs {n}. Pieces are a hard limit.',
  'whynot.the300.onMap': 'The 300 are already on the map, in {theater}: there is only one such piece.',
  'whynot.the300.lost': 'The 300 are lost for good.',

  // Redeployment (11.3)
  'whynot.redeploy.needsLeagueBase': '{force} units redeploy only to theaters with a {force} base; {theater} has none.',
  'whynot.redeploy.needsSpartanBase': 'Spartan units redeploy only to theaters with a Spartan base; {theater} has none.',
  'whynot.redeploy.needsAthenianBase': 'Athenian units redeploy only to theaters with an Athenian or Delian League base; {theater} has neither.',
  'whynot.redeploy.stackLimit': '{theater} already holds {units} of {side}’s units: at most {limit} after redeployment.',

  // Cards (5.23, 6.12)
  'whynot.card.entourage': '{card} is in your Entourage, set aside from your hand: only a Brain Trust draws on it.',
  'whynot.card.notInHand': '{card} is not in your hand.',

  // The Assembly (6.15)
  'whynot.issueCaptured': 'This {issue} issue is captured (box 7): it is not debated again.',
} as const;
