// English strings for the data area (#18).
// Display names of the game's data: theaters, scenarios, card titles (the data keeps ids and facts).
// Read through src-renderer/games/pericles/names.ts; tests/unit/renderer/dataNames.test.ts checks they equal the data's English.
import { SCENARIOS } from '../../../../src-shared/games/pericles/client.js';

type ScenarioText = 'name' | 'intro' | 'victory';
const SCENARIO_TEXTS: readonly ScenarioText[] = ['name', 'intro', 'victory'];

/**
 * Scenarios: name, introduction and victory conditions (start screen, records, saves). The English
 * is written once, in the scenario data (src-shared/games/pericles/data/scenarios), which the host reads too; the
 * keys are made from it here, and es/el translate the same keys (#32).
 */
const scenarioEn = Object.fromEntries(
  SCENARIOS.flatMap((s) => SCENARIO_TEXTS.map((part) => [`scenario.${s.id}.${part}`, s[part]])),
) as Record<`scenario.${string}.${ScenarioText}`, string>;

export const dataEn = {
  ...scenarioEn,
  // Theaters (3.12; RULES.md Appendix D). Persia is place.persia in en.ts.
  'place.1': 'Sicily',
  'place.2': 'Corcyra',
  'place.3': 'Aetolia',
  'place.4': 'Naupactus',
  'place.5': 'Isthmus of Corinth',
  'place.6': 'Sparta',
  'place.7': 'Athens',
  'place.8': 'Boeotia',
  'place.9': 'Thessaly',
  'place.10': 'Macedonia',
  'place.11': 'Chalcidice',
  'place.12': 'Amphipolis',
  'place.13': 'Hellespont',
  'place.14': 'Ionia',
  'place.15': 'Lesbos',
  'place.16': 'Chios',
  'place.17': 'Samos',
  'place.18': 'Cyclades',
  'place.19': 'Southern Sporades',
  'place.20': 'Eastern Mediterranean',


  // Political card titles (3.13: the ten Athenian tribes; our Spartan titles) and Leaders.
  'cardTitle.erechtheis': 'Erechtheis',
  'cardTitle.aegeis': 'Aegeis',
  'cardTitle.pandionis': 'Pandionis',
  'cardTitle.leontis': 'Leontis',
  'cardTitle.acamantis': 'Acamantis',
  'cardTitle.oeneis': 'Oeneis',
  'cardTitle.cecropis': 'Cecropis',
  'cardTitle.hippothontis': 'Hippothontis',
  'cardTitle.aiantis': 'Aiantis',
  'cardTitle.antiochis': 'Antiochis',
  'cardTitle.pitana': 'Pitana',
  'cardTitle.mesoa': 'Mesoa',
  'cardTitle.limnai': 'Limnai',
  'cardTitle.kynosoura': 'Kynosoura',
  'cardTitle.amyklai': 'Amyklai',
  'cardTitle.corinth': 'Corinth',
  'cardTitle.thebes': 'Thebes',
  'cardTitle.megara': 'Megara',
  'cardTitle.elis': 'Elis',
  'cardTitle.tegea': 'Tegea',
  'cardTitle.nicias': 'Nicias',
  'cardTitle.cleon': 'Cleon',
  'cardTitle.archidamus': 'Archidamus',
  'cardTitle.pleistoanax': 'Pleistoanax',

  // Aristophanes cards (3.13, 5.1): the eight plays, the versions and each card's line.
  'play.acharnians': 'The Acharnians',
  'play.knights': 'The Knights',
  'play.clouds': 'The Clouds',
  'play.wasps': 'The Wasps',
  'play.peace': 'Peace',
  'play.birds': 'The Birds',
  'play.lysistrata': 'Lysistrata',
  'play.frogs': 'The Frogs',
  'playVersion.A': 'A',
  'playVersion.B': 'B',
  'playVersion.C': 'C',
  'playQuote.acharnians-A': 'I have made my own private peace; let the rest of you fight on.',
  'playQuote.acharnians-B': 'The charcoal-burners of Acharnae want vengeance for their vines.',
  'playQuote.acharnians-C': 'Crowded behind the Long Walls, the city sickens while the fields burn.',
  'playQuote.knights-A': 'To lead the people you need a loud voice, low birth and a talent for flattery.',
  'playQuote.knights-B': 'He stole the Pylos cake another man had baked, and served it as his own.',
  'playQuote.knights-C': 'Even a sausage-seller can outshout the Paphlagonian.',
  'playQuote.clouds-A': 'Make the weaker argument the stronger, and the debts will vanish.',
  'playQuote.clouds-B': 'Zeus does not send the rain; the clouds do.',
  'playQuote.clouds-C': 'While the city argues in the Thinkery, Brasidas marches north.',
  'playQuote.wasps-A': 'The allies pay the tribute; the juror collects his three obols.',
  'playQuote.wasps-B': 'Sting first, hear the case afterwards.',
  'playQuote.wasps-C': 'Keep the old man at home and let him judge the dog for stealing cheese.',
  'playQuote.peace-A': 'Haul on the ropes, all Greeks together, and pull Peace out of the pit.',
  'playQuote.peace-B': 'Bring out the festival baskets; the fields are ours again.',
  'playQuote.peace-C': 'The arms dealers weep; the sickle-makers rejoice.',
  'playQuote.birds-A': 'Build a city in the clouds and starve the gods of their sacrifices.',
  'playQuote.birds-B': 'Wings for everyone: the sky belongs to whoever dares to fly.',
  'playQuote.birds-C': 'Every citizen an informer; someone must be sent away.',
  'playQuote.lysistrata-A': 'No peace, no pleasure: the women of Greece have seized the Acropolis.',
  'playQuote.lysistrata-B': 'Untangle the city like wool: card out the knots, then weave it whole.',
  'playQuote.lysistrata-C': 'Spartan and Athenian alike, sit down and divide Greece like a map.',
  'playQuote.frogs-A': 'Slaves who rowed at Arginusae are citizens; restore the rights of the rest.',
  'playQuote.frogs-B': 'The city longs for him, hates him, and wants him back.',
  'playQuote.frogs-C': 'Bring back a poet from Hades to save the city.',
} as const;
