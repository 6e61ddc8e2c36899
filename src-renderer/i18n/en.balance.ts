// English strings for the scenarios' balance adjustments (#30 "Fair scenarios"): this edition's
// changes to a scenario's setup, shown to the players as such under "How to win" on the start
// screen. The measured figure's {share} and {games} come from the scenario data's `balance`.
export const balanceEn = {
  'scenario.balanceHead': 'Balance adjustment (this edition’s, not the rulebook’s)',
  'scenario.balanceMeasured': 'Measured with Normal bots in all four seats: Athens won {share}% of {games} games.',
  'scenario.war-in-time-of-peace.balance': 'The Spartan Factions start with 22 Honor and the Athenian Factions 10, to offset Athens’ larger end-of-game Economic bonus (11.14 B).',
  'scenario.archidamian-war.balance': 'The Eurypontids start with 27 Honor and the Agiads 26, the Athenian Factions 10, so that a Peace made at once is a tie of the City-States, decided by the Faction with the most Honor (11.14). As one point of Honor more or less would decide every such Peace (over half the games), two units differ from the 430 map of the Second Peloponnesian War: a third Athenian land unit in Chalcidice (Hagnon’s reinforcement of the siege of Potidaea, 430), and one Peloponnesian League land unit in Sicily instead of two (the help the Sicilian Dorians promised Sparta never came).',
  'scenario.first-peloponnesian-war.balance': 'The Athenian Factions start with 30 Honor and the Spartan Factions 55, and Corinth has a third land unit at the Isthmus: the army that marched on Megara in 458.',
  'scenario.second-peloponnesian-war.balance': 'The Spartan Factions start with 30 Honor and the Athenian Factions 10, to offset Athens’ larger end-of-game Economic bonus (11.14 B), and Potidaea has fallen: it surrendered to the Athenian siege in the winter of 430/429, so no Peloponnesian unit or base is left in Chalcidice.',
  'scenario.campaign.balance': 'The Athenian Factions start with 40 Honor and the Spartan Factions 74, and the Peloponnesian League has three more bases than the 460 map: Gela and Acragas beside Syracuse in Sicily, Leucas beside Ambracia, and the cities of Boeotia.',
} as const;
