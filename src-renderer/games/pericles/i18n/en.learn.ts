// English strings for the lessons (Learn to play, #17.1). Keys start with 'learn.'.
// Lesson text: learn.<lesson>.title / .summary, one key per step (learn.<lesson>.<step>), and
// learn.<lesson>.<step>.mistake where a step explains a choice the lesson did not mean.
export const learnEn = {
  // The Learn section of the start screen and the lesson bar.
  'learn.heading': 'Learn to play',
  'learn.intro': '{n, plural, one {# short lesson} other {# short lessons}}, each on a real position: you take one Faction, bots play the others, and the lesson points at the board and the panels as you go.',
  'learn.lessonNumber': 'Lesson {n}',
  'learn.done': 'Done',
  'learn.start': 'Start',
  'learn.again': 'Play again',
  'learn.bar': 'Lesson',
  'learn.stepOf': 'Step {n} of {total}',
  'learn.next': 'Next',
  'learn.finish': 'Finish the lesson',
  'learn.waiting': 'The other Factions are deciding; the lesson goes on when it is your turn.',
  'learn.yourTurn': 'Your decision: use the prompt above the board.',
  'learn.complete': 'Lesson complete. Well played!',
  'learn.backToLessons': 'Back to the lessons',
  'learn.leave': 'Leave the lesson',
  'learn.mistakeHeading': 'Before you send that',
  'learn.mistakeGoOn': 'Do it anyway',
  'learn.mistakeRetry': 'Choose again',
  'learn.pointTheater': 'Look at the highlighted theater on the board.',

  // 1. The board and its four link types (3.12, 9.32).
  'learn.board.title': 'The board and its links',
  'learn.board.summary': 'Theaters, Land and Naval Theaters, the four link types and the links that need a base.',
  'learn.board.theaters': 'The map has {theaters} Theaters numbered 1–{theaters}, plus Persia (3.12). A brown border marks a Land Theater, a blue border a Naval Theater: land and naval units may be in either, the type only decides which Battle is mandatory there (9.4). This training vignette is played around Amphipolis (12), highlighted on the board.',
  'learn.board.links': 'Two theaters are adjacent only if a line links them, wherever they sit on the map. There are four link types (9.32): the dark-blue coastal link (land units test land strength, naval units naval strength), the solid-blue sea link (every unit tests naval strength), the land-only link (no naval unit may use it) and the parallel-blue naval-only link (no land unit may use it). Athens, highlighted, has three of the four.',
  'learn.board.special': 'Some links also need a friendly base in the theater being left. A Spartan land unit may go from Ionia (highlighted) to Lesbos only with a friendly base in Ionia as well as the land strength test (9.32). Ships portage across the Isthmus of Corinth only with a base there.',
  'learn.board.hover': 'Hover over a link on the board to read its rule. Units leave a theater only if the strength they leave behind is at least the enemy\'s there (the exit test, 9.32); entering a theater is never tested. The Movement explorer on the start screen lets you try this outside a game.',
  'learn.board.place': 'Your first real decision: place one of your Theater markers face down on a theater (8.3). Click a theater on the board or in the prompt, then confirm. The next lessons explain what the markers do.',
  'learn.board.done': 'That is the map. Theater numbers, the four link types and the exit test come back in every expedition: lesson 6 moves units along these links.',

  // 2. The Boulé and the Assembly tracks (3.12, 5.3, 6.16, 7.2).
  'learn.assembly.title': 'The Boulé and the Assembly tracks',
  'learn.assembly.summary': 'Each City-State\'s Assembly track, the Dominant and Opposition Factions, and how the seven issues are placed.',
  'learn.assembly.tracks': 'Each City-State has an Assembly track (3.12): a central box 0 and, on each side, one Faction\'s half with boxes 1 to 7+. The debate issues are placed and moved on it. The Assembly panel, outlined, shows the track in words.',
  'learn.assembly.roles': 'In each City-State one Faction is Dominant and the other is the Opposition. Beside the track, the Assembly Favor track has three boxes; after the debates the Faction that won more issues becomes Dominant and the Favor marker moves one box toward it (7.2).',
  'learn.assembly.boule': 'In the Boulé the two Factions of a City-State place 7 issues between them (5.32): A, the Dominant Faction puts 1 in its own box 2; B, the Opposition 1 in its box 1; C, the Dominant Faction 3 in box 0; D, the Opposition 2 in box 0. Ostracism and War/Peace always go to box 0. Issues already on your track before the Boulé (placed by the Aristophanes card, a Major Defeat or Hostages) are debated too: {extras} this turn.',
  'learn.assembly.pickA': 'You are the Aristocrats, Athens\' Dominant Faction. Choose the issue for your box 2. After the six debates every issue in boxes 1–7+ of your half is yours (6.16), so an issue that starts in your box 2 is one you are likely to win. The lesson suggests the outlined issue: a won Military issue gives you a Military marker for the Theater Phase (7.5).',
  'learn.assembly.pickA.mistake': 'Ostracism and War/Peace always go to box 0, whichever step chose them (5.32 E). Chosen now, it would not sit in your box 2: you would give up the two-box head start that step A gives the Dominant Faction. The lesson suggests an issue that stays in your box 2.',
  'learn.assembly.pickC': 'Step C: choose three issues for box 0, one at a time. Issues in box 0 are won by nobody unless a debate moves them: pick issues you are ready to fight for.',
  'learn.assembly.done': 'Both City-States did the same at once. Your City-State\'s track now holds {issues} issues: the {boule} chosen in the Boulé and {extras} placed before it. Next come the six debates (lesson 3).',

  // 3. Debates, card values and the Brain Trust (6.1–6.3).
  'learn.debates.title': 'Debates, card values and the Brain Trust',
  'learn.debates.summary': 'Choosing the issue, playing a card, how far the issue moves, and the Leader\'s Brain Trust.',
  'learn.debates.values': 'Every Political card and Leader has a base value from 1 to 5 (6.2). A card adds its bonus when its alignment matches the debated issue (or a condition like War or Peace applies), and then also gives you its Strategos from your Side\'s stock, win or lose (6.21). Your hand is outlined.',
  'learn.debates.issue': 'Each City-State holds six debates. The Dominant Faction chooses the issue for debates 1, 3 and 5, the Opposition for 2, 4 and 6 (6.11): any issue on the track, in any box, except a captured one. Choose one in the prompt.',
  'learn.debates.card': 'Now each Faction secretly plays one card (6.12). The higher modified value wins, and the issue moves toward the winner by exactly the difference of the two values; equal values leave it where it is (6.13). The lesson suggests the outlined card: your highest base value that is not your Leader.',
  'learn.debates.card.mistake': 'That is your Leader. It is strong, and only a Leader opens the Brain Trust (6.31), but played now it is gone for the five other debates and for the Strategoi Council, where the one card you keep gives you Strategos, most of all if it is your Leader (7.3). The lesson keeps it for later.',
  'learn.debates.result': 'Both cards are revealed together and go to the discard pile. Look at the Assembly panel: the issue moved by the difference of the two values, toward the winner. An issue that reaches box 7 is captured and counts 7 for Oration (6.15).',
  'learn.debates.brainTrust': 'The Brain Trust (6.31): when you play your Leader and your Compatriot did not play theirs in that debate, you may add the base value of one random card of your Entourage to the Leader\'s value, once. Your whole Entourage is then shown, and next turn you are dealt only 6 cards and form no Entourage.',

  // 4. Oration, the Dominant Faction and the political issues (7.1, 7.2, 7.4).
  'learn.politics.title': 'Oration, the Dominant Faction and the political issues',
  'learn.politics.summary': 'Oration Honor, who becomes Dominant, War and Peace, Ostracism and the issues resolved in the Political Phase.',
  'learn.politics.oration': 'The debates are over; the Political Phase began (7.1). Each Faction\'s Oration value is the sum of the box numbers of the issues it won (a captured issue counts 7). The higher Faction gains the difference in Honor, at most 3, and the lower loses as much. The Honor panel shows the result.',
  'learn.politics.dominant': 'Then each City-State names its Dominant Faction (7.2): the Faction that won Ostracism, or else the one that won more issues. The Favor marker moves one box toward it; if it was already in its box, that Faction gains 1 Honor and its Compatriot loses 1.',
  'learn.politics.warPeace': 'War and Peace (7.41), on the status strip: at Peace, if a Faction of either Side wins War/Peace, War is declared. At War, Peace comes only if Factions of both Sides win it, and each of them gains 10 Honor. In some scenarios Peace ends the game at once.',
  'learn.politics.ostracism': 'Ostracism (7.1): a Faction that wins it gains 3 Honor, its Compatriot loses 3, no Oration is compared, and it becomes Dominant with the Favor marker in its box. The log, outlined, tells what happened this turn.',
  'learn.politics.citizenship': 'Now the other won issues are resolved in order: War/Peace, Games, Citizenship, Colony, Krypteia, Agoge (7.4). You won Citizenship (7.44A): you may turn one Delian League base into an Athenian base for 2 Honor, and add 1 Athenian naval unit or 2 land units there. Choose in the prompt.',
  'learn.politics.done': 'Citizenship is now removed from the game, whatever was converted. Last, each Faction takes a Theater marker for every won Diplomatic, League, Military or Oracle issue, plus 2 Rumors, and the Faction with more markers lends some to its Compatriot (7.5).',

  // 5. Theater markers and the Honor Order (8.1, 8.3, 8.4).
  'learn.theater.title': 'Theater markers and the Honor Order',
  'learn.theater.summary': 'Placing markers face down in Honor Order, the queues on each theater, and revealing them.',
  'learn.theater.honorOrder': 'The Theater Phase is played in Honor Order (8.1): the four Factions ranked by Honor at the start of the phase, highest first. It stays fixed for the whole phase; ties go to Athens Dominant, Sparta Dominant, Athens Opposition, Sparta Opposition. The status strip, outlined, shows the order.',
  'learn.theater.markers': 'Each Faction places its Military, League, Diplomatic, Oracle and Rumor markers face down, one at a time, in Honor Order, until all are placed (8.3). Markers on the same theater form a queue: the last placed is on top and is resolved first (8.31).',
  'learn.theater.place': 'Place a marker: choose it in the prompt, then a theater on the board or in the list. Athens (7) is your home theater: a Military marker there lets you build units (9.1). You place all your markers, one per round.',
  'learn.theater.reveal': 'All markers are placed. Now, again in Honor Order, each Faction reveals one marker of its own Side from the top of a queue anywhere on the map, and the Faction whose colour it is resolves it (8.41). A Rumor is removed with no effect. Choose which to reveal.',
  'learn.theater.done': 'The revealed marker was resolved; the log says how. Revealing goes round until every marker is resolved, then the End Phase comes (lesson 8).',

  // 6. Muster, movement and exit tests (9.1, 9.31, 9.32).
  'learn.muster.title': 'Muster, movement and exit tests',
  'learn.muster.summary': 'A Military issue: building units, committing Strategos and moving units along the links.',
  'learn.muster.cinc': 'You revealed a Military issue: you are its Commander-in-Chief, and the theater it sits on, highlighted, is the Expedition Theater (9.0). With no Strategos at all a Military issue does nothing.',
  'learn.muster.build': 'The Expedition Theater is your home theater, so you may first build City-State units there: 1 naval unit or 2 land units per City-State base you have in it (9.1). Choose in the prompt.',
  'learn.muster.commit': 'Expeditionary Muster (9.31): the theater is Friendly-Controlled or Neutral, so only you commit, 1 to 5 Strategos. Each Strategos committed lets one friendly unit move (9.32).',
  'learn.muster.move': 'Move your units (9.32). A unit must stop when it enters the Expedition Theater, or where it cannot leave by any link; nowhere else. To leave a theater, the strength that stays behind must be at least the enemy\'s there (land units 1, Spartan land 2, Athenian naval 2, a base 2). Select a unit, then its destination; end when you are done.',
  'learn.muster.done': 'The muster is resolved. Because the Expedition Theater was not Contested after the moves, no Battle is fought (9.4); lesson 7 shows one.',

  // 7. Battle, casualties and Battle Honor (9.31 B, 9.4, 9.5).
  'learn.battle.title': 'Battle, casualties and Battle Honor',
  'learn.battle.summary': 'Committing Strategos in a Contested theater, Battle totals, casualties and the Honor a Battle gives.',
  'learn.battle.contested': 'A Military issue is resolved in a Contested theater, highlighted: both Sides have units or bases there. All four Factions commit Strategos secretly and at once (9.31 B): the Commander-in-Chief 1 to 5, each of the other three 0 to 4. Committed Strategos pay for moves and add to the Side\'s Battle total.',
  'learn.battle.commit': 'Commit your Strategos in the outlined prompt; the Strategos panel shows how many you hold. Each one adds 1 to Athens\' Battle total, and the units moved to the theater add their strength.',
  'learn.battle.move': 'You are the Commander-in-Chief: move units, one per Strategos you and your Compatriot committed (9.32). Units that enter the Expedition Theater stop there and fight; each unit that moves in adds its strength to the Battle (an Athenian naval unit 2). End the moves when you are done.',
  'learn.battle.stateShip': 'The Athenian State Ship (12.3): as Athens\' Dominant Faction you may commit it after every commitment is revealed; it counts as one more Strategos in the Battle. Decide in the prompt.',
  'learn.battle.casualties': 'The Battle is decided (9.42–9.43): each Side adds its units of the Battle\'s type, 2 per base, its committed Strategos and the top card of its Battle deck. The loser loses units, no more than the difference of the totals; the enemy lost all its units here and you committed more Strategos, so the rest of the difference may destroy bases, 1 per 2 (9.44). Decide in the prompt.',
  'learn.battle.honor': 'Battle Honor (9.5): if the Commander-in-Chief\'s Side wins, its Faction gains 2 Honor per enemy unit or base eliminated and its Compatriot 1; if the other Side wins, each of its Factions gains 1 per unit or base. Both Factions of the losing Side lose 1 Honor per unit or base of their own eliminated. The log, outlined, shows this Battle.',

  // 8. The End Phase (11.1–11.4).
  'learn.end.title': 'The End Phase',
  'learn.end.summary': 'Victory checks, upkeep, redeployment and the Will of the Assembly.',
  'learn.end.victory': 'Every marker is resolved: the End Phase begins with the victory checks (11.1). Before the last turn, only automatic victories end the game: an Honor Victory (11.11), a conquest of the enemy home theater (11.12), or Athens without a Granary base (11.13). The Honor panel shows where the Factions stand.',
  'learn.end.upkeep': 'Upkeep (11.2): each Side can keep 4 points of units per base it has on the map; each naval unit costs 2 and each land unit 1. Sparta has more than it can keep, and as its Dominant Faction you choose which units go back to the pool. Choose in the prompt.',
  'learn.end.redeploy': 'Redeployment (11.3), in the order Delian League, Athens, Peloponnesian League, Sparta: links and exit tests do not apply. Spartan units may go only to theaters with a Spartan base; a theater with no base keeps at most one unit of a Side, and no theater more than 15. Move units, or end the redeployment.',
  'learn.end.will': 'Last, the Will of the Assembly (11.4): for each Side, if this turn\'s Aristophanes card set a condition and the Side met it, each of its Factions gains 5 Honor; if not, each loses 5 and the Side has 5 fewer Strategos next turn. A new turn then begins; the log shows the End Phase.',
} as const;
