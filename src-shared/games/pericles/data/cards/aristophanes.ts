// The 24 Aristophanes cards (3.13, 5.1): eight plays × versions A, B, C. Card texts are lost
// (Gap G11); the published facts (5.13, 12.2, RECONSTRUCTION.md §7) are kept exactly and the
// rest is our design. Theaters: 1–19 only (20 exists only during the Persian War, 13.2).
import type { Force, IssueKind, Side, TheaterId, UnitKind } from '../../model/ids.js';
import type { WillGoal } from '../../model/state.js';
import type { AristophanesCard, AristophanesEffect, IssuePlacement } from './types.js';

// Small constructors keep the table below readable.
function place(side: Side, kind: IssueKind, at: IssuePlacement): AristophanesEffect {
  return { type: 'placeIssue', side, kind, ...at };
}
const ZERO: IssuePlacement = { box: 0, half: 'zero' };
const dom = (box: 1 | 2 | 3): IssuePlacement => ({ box, half: 'dominant' });
const opp = (box: 1 | 2 | 3): IssuePlacement => ({ box, half: 'opposition' });
const stock = (side: Side, delta: number): AristophanesEffect => ({ type: 'stockStrategos', side, delta });
const give = (side: Side, role: 'dominant' | 'opposition', n: number): AristophanesEffect =>
  ({ type: 'giveStrategos', side, role, n });
const add = (force: Force, kind: UnitKind, theater: TheaterId, n: number): AristophanesEffect =>
  ({ type: 'addUnits', force, kind, theater, n });
const remove = (force: Force, kind: UnitKind, theater: TheaterId, n: number): AristophanesEffect =>
  ({ type: 'removeUnits', force, kind, theater, n });
const will = (side: Side, theater: TheaterId, require: WillGoal['require']): AristophanesEffect =>
  ({ type: 'will', side, theater, require });
const PLAGUE: AristophanesEffect = { type: 'plague' };
const ALCIBIADES: AristophanesEffect = { type: 'alcibiadesToPersia' };

export const ARISTOPHANES_CARDS: readonly AristophanesCard[] = [
  // The Acharnians (425): all three cause a Plague (5.13, published).
  {
    id: 'acharnians-A', play: 'The Acharnians', version: 'A', year: 425, provenance: 'published',
    note: 'Plague published (5.13); the other effects are reconstructed.',
    quote: 'I have made my own private peace; let the rest of you fight on.',
    effects: [PLAGUE, place('athens', 'warPeace', opp(1)), stock('sparta', 2)],
  },
  {
    id: 'acharnians-B', play: 'The Acharnians', version: 'B', year: 425, provenance: 'published',
    note: 'Plague published (5.13); the other effects are reconstructed.',
    quote: 'The charcoal-burners of Acharnae want vengeance for their vines.',
    effects: [PLAGUE, place('athens', 'military', dom(2)), place('sparta', 'military', dom(1))],
  },
  {
    id: 'acharnians-C', play: 'The Acharnians', version: 'C', year: 425, provenance: 'published',
    note: 'Plague published (5.13); the other effects are reconstructed.',
    quote: 'Crowded behind the Long Walls, the city sickens while the fields burn.',
    effects: [PLAGUE, place('athens', 'games', ZERO), stock('athens', -3)],
  },

  // The Knights (424): Cleon, Pylos and Sphacteria.
  {
    id: 'knights-A', play: 'The Knights', version: 'A', year: 424, provenance: 'reconstructed',
    quote: 'To lead the people you need a loud voice, low birth and a talent for flattery.',
    effects: [place('athens', 'ostracism', ZERO), give('athens', 'opposition', 2)],
  },
  {
    id: 'knights-B', play: 'The Knights', version: 'B', year: 424, provenance: 'reconstructed',
    quote: 'He stole the Pylos cake another man had baked, and served it as his own.',
    effects: [
      place('sparta', 'warPeace', opp(2)), remove('sparta', 'land', 6, 1), add('athens', 'naval', 4, 1),
    ],
  },
  {
    id: 'knights-C', play: 'The Knights', version: 'C', year: 424, provenance: 'reconstructed',
    quote: 'Even a sausage-seller can outshout the Paphlagonian.',
    effects: [place('athens', 'military', dom(1)), will('athens', 4, 'controlOrContest'), will('sparta', 5, 'control')],
  },

  // The Clouds (423): Socrates in his basket.
  {
    id: 'clouds-A', play: 'The Clouds', version: 'A', year: 423, provenance: 'published',
    note: 'Published: W/P on both Dominant halves, 6 Strategos out of each stock. Box 1 is our choice.',
    quote: 'Make the weaker argument the stronger, and the debts will vanish.',
    effects: [
      place('athens', 'warPeace', dom(1)), place('sparta', 'warPeace', dom(1)),
      stock('athens', -6), stock('sparta', -6),
    ],
  },
  {
    id: 'clouds-B', play: 'The Clouds', version: 'B', year: 423, provenance: 'reconstructed',
    quote: 'Zeus does not send the rain; the clouds do.',
    effects: [place('athens', 'oracle', opp(2)), place('sparta', 'diplomatic', ZERO)],
  },
  {
    id: 'clouds-C', play: 'The Clouds', version: 'C', year: 423, provenance: 'reconstructed',
    quote: 'While the city argues in the Thinkery, Brasidas marches north.',
    effects: [place('sparta', 'military', dom(1)), will('athens', 11, 'control'), will('sparta', 12, 'controlOrContest')],
  },

  // The Wasps (422): the jury-mad old men; Cleon and Brasidas fall at Amphipolis.
  {
    id: 'wasps-A', play: 'The Wasps', version: 'A', year: 422, provenance: 'reconstructed',
    quote: 'The allies pay the tribute; the juror collects his three obols.',
    effects: [place('athens', 'league', dom(1)), give('athens', 'dominant', 2)],
  },
  {
    id: 'wasps-B', play: 'The Wasps', version: 'B', year: 422, provenance: 'reconstructed',
    quote: 'Sting first, hear the case afterwards.',
    effects: [will('athens', 12, 'controlOrContest'), will('sparta', 12, 'control')],
  },
  {
    id: 'wasps-C', play: 'The Wasps', version: 'C', year: 422, provenance: 'reconstructed',
    quote: 'Keep the old man at home and let him judge the dog for stealing cheese.',
    effects: [place('athens', 'citizenship', ZERO), place('sparta', 'krypteia', ZERO), stock('sparta', 2)],
  },

  // Peace (421): Trygaeus frees Peace; the Peace of Nicias.
  {
    id: 'peace-A', play: 'Peace', version: 'A', year: 421, provenance: 'reconstructed',
    quote: 'Haul on the ropes, all Greeks together, and pull Peace out of the pit.',
    effects: [place('athens', 'warPeace', ZERO), place('sparta', 'warPeace', ZERO), stock('athens', 2), stock('sparta', 2)],
  },
  {
    id: 'peace-B', play: 'Peace', version: 'B', year: 421, provenance: 'reconstructed',
    quote: 'Bring out the festival baskets; the fields are ours again.',
    effects: [place('athens', 'games', dom(1)), place('sparta', 'games', dom(1))],
  },
  {
    id: 'peace-C', play: 'Peace', version: 'C', year: 421, provenance: 'reconstructed',
    quote: 'The arms dealers weep; the sickle-makers rejoice.',
    effects: [
      place('athens', 'diplomatic', opp(1)), place('sparta', 'diplomatic', opp(1)),
      will('athens', 12, 'control'), will('sparta', 5, 'controlOrContest'),
    ],
  },

  // The Birds (414): Cloudcuckooland, staged as the Sicilian Expedition sails.
  {
    id: 'birds-A', play: 'The Birds', version: 'A', year: 414, provenance: 'reconstructed',
    quote: 'Build a city in the clouds and starve the gods of their sacrifices.',
    effects: [add('athens', 'naval', 1, 2), will('athens', 1, 'controlOrContest'), will('sparta', 1, 'controlOrContest')],
  },
  {
    id: 'birds-B', play: 'The Birds', version: 'B', year: 414, provenance: 'reconstructed',
    quote: 'Wings for everyone: the sky belongs to whoever dares to fly.',
    effects: [place('athens', 'military', dom(2)), place('sparta', 'league', dom(1)), give('sparta', 'opposition', 2)],
  },
  {
    id: 'birds-C', play: 'The Birds', version: 'C', year: 414, provenance: 'published',
    note: 'Published: Ostracism placed and Strategos removed. Both tracks, box 0 and 3 per Side are our choices.',
    quote: 'Every citizen an informer; someone must be sent away.',
    effects: [place('athens', 'ostracism', ZERO), place('sparta', 'ostracism', ZERO), stock('athens', -3), stock('sparta', -3)],
  },

  // Lysistrata (411): the women's strike; Decelea, Chios and the Hellespont.
  {
    id: 'lysistrata-A', play: 'Lysistrata', version: 'A', year: 411, provenance: 'reconstructed',
    quote: 'No peace, no pleasure: the women of Greece have seized the Acropolis.',
    effects: [place('athens', 'warPeace', opp(2)), place('sparta', 'warPeace', opp(2))],
  },
  {
    id: 'lysistrata-B', play: 'Lysistrata', version: 'B', year: 411, provenance: 'reconstructed',
    quote: 'Untangle the city like wool: card out the knots, then weave it whole.',
    effects: [add('peloponnesian', 'land', 8, 2), will('athens', 13, 'controlOrContest'), will('sparta', 16, 'control')],
  },
  {
    id: 'lysistrata-C', play: 'Lysistrata', version: 'C', year: 411, provenance: 'published',
    note: 'Published: Diplomatic in both Assemblies; Wills Macedonia (Athens) and Thessaly (Sparta). Box 0 is our choice.',
    quote: 'Spartan and Athenian alike, sit down and divide Greece like a map.',
    effects: [
      place('athens', 'diplomatic', ZERO), place('sparta', 'diplomatic', ZERO),
      will('athens', 10, 'buildOrConvertBase'), will('sparta', 9, 'buildOrConvertBase'),
    ],
  },

  // The Frogs (405): all three send Alcibiades to Persia (12.2, ES reading D16).
  {
    id: 'frogs-A', play: 'The Frogs', version: 'A', year: 405, provenance: 'published',
    note: 'Alcibiades to Persia published (12.2); the Citizenship placement is reconstructed.',
    quote: 'Slaves who rowed at Arginusae are citizens; restore the rights of the rest.',
    effects: [ALCIBIADES, place('athens', 'citizenship', dom(1))],
  },
  {
    id: 'frogs-B', play: 'The Frogs', version: 'B', year: 405, provenance: 'published',
    note: 'Alcibiades to Persia published (12.2); the other effects are reconstructed.',
    quote: 'The city longs for him, hates him, and wants him back.',
    effects: [
      ALCIBIADES, add('peloponnesian', 'naval', 13, 2),
      will('athens', 13, 'controlOrContest'), will('sparta', 13, 'control'),
    ],
  },
  {
    id: 'frogs-C', play: 'The Frogs', version: 'C', year: 405, provenance: 'published',
    note: 'Published: Alcibiades to Persia, Ostracism placed, 6 Strategos out of each stock. Both tracks, box 0 are our choices.',
    quote: 'Bring back a poet from Hades to save the city.',
    effects: [
      ALCIBIADES, place('athens', 'ostracism', ZERO), place('sparta', 'ostracism', ZERO),
      stock('athens', -6), stock('sparta', -6),
    ],
  },
];

export const ALL_ARISTOPHANES_IDS: readonly string[] = ARISTOPHANES_CARDS.map((c) => c.id);

const BY_ID: ReadonlyMap<string, AristophanesCard> = new Map(ARISTOPHANES_CARDS.map((c) => [c.id, c]));

/** The Aristophanes card with this id; throws on an unknown id. */
export function aristophanesCard(id: string): AristophanesCard {
  const card = BY_ID.get(id);
  if (!card) throw new Error(`No Aristophanes card ${id}`);
  return card;
}
