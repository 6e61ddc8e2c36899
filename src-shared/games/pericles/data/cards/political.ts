// The Political decks (3.13, 5.2): per Side 30 dual-orientation cards plus the Side's two
// Faction Leader cards = 32 (Q41). The lists are lost (Gap G12): the published examples of
// 3.13 and RECONSTRUCTION.md §7 are kept exactly; the rest is our design (./DESIGN.md).
import type { Faction, IssueKind, Side } from '../../model/ids.js';
import type {
  AlignmentEntry, AthenianFaction, CardHalf, CardProvenance, DeckCard, EntryConditions, IssueMatch,
  LeaderCard, PoliticalCard, SpartanFaction,
} from './types.js';

export { ALL_ARISTOPHANES_IDS, aristophanesCard } from './aristophanes.js';

// ---- compact constructors -------------------------------------------------------------

function e(issue: IssueMatch, bonus: number, strategos: number, conditions?: EntryConditions): AlignmentEntry {
  return conditions ? { issue, bonus, strategos, conditions } : { issue, bonus, strategos };
}
const not = (issue: IssueKind): IssueMatch => ({ not: issue });
/** A half whose entries do not add up: the best single applying entry counts. */
const h = (...entries: AlignmentEntry[]): CardHalf => ({ entries });
/** A half whose applying entries all add up (printed "+N more if …" icons). */
const cum = (...entries: AlignmentEntry[]): CardHalf => ({ entries, cumulative: true });

const PRE: EntryConditions = { plague: 'pre' };
const POST: EntryConditions = { plague: 'post' };
const DOM: EntryConditions = { dominant: true };
const WAR: EntryConditions = { war: 'war' };
const PEACE: EntryConditions = { war: 'peace' };
const ALC_ATHENS: EntryConditions = { alcibiades: 'athens' };
const ALC_PERSIA: EntryConditions = { alcibiades: 'persia' };

/** 3.13: Athenian cards are titled with the ten Athenian tribes (no game effect). */
export const ATHENIAN_TRIBES: readonly string[] = [
  'Erechtheis', 'Aegeis', 'Pandionis', 'Leontis', 'Acamantis',
  'Oeneis', 'Cecropis', 'Hippothontis', 'Aiantis', 'Antiochis',
];
/** Our titles for Spartan cards: the five villages (obai) of Sparta and five allies. */
export const SPARTAN_TITLES: readonly string[] = [
  'Pitana', 'Mesoa', 'Limnai', 'Kynosoura', 'Amyklai',
  'Corinth', 'Thebes', 'Megara', 'Elis', 'Tegea',
];

const pad = (n: number): string => String(n).padStart(2, '0');

interface Extra { provenance?: CardProvenance; note?: string }

function ath(n: number, value: number, aristocrats: CardHalf, demagogues: CardHalf, extra: Extra = {}): PoliticalCard {
  return {
    kind: 'political', id: `ath-${pad(n)}`, side: 'athens', title: ATHENIAN_TRIBES[(n - 1) % 10] ?? '',
    value, provenance: extra.provenance ?? 'reconstructed', ...(extra.note ? { note: extra.note } : {}),
    halves: { aristocrats, demagogues },
  };
}
function spa(n: number, value: number, eurypontids: CardHalf, agiads: CardHalf, extra: Extra = {}): PoliticalCard {
  return {
    kind: 'political', id: `spa-${pad(n)}`, side: 'sparta', title: SPARTAN_TITLES[(n - 1) % 10] ?? '',
    value, provenance: extra.provenance ?? 'reconstructed', ...(extra.note ? { note: extra.note } : {}),
    halves: { eurypontids, agiads },
  };
}

// ---- Athens: Aristocrats half first, Demagogues half second ---------------------------
// Values: 4 × 1, 7 × 2, 8 × 3, 7 × 4, 4 × 5 (mean 3). Low cards carry the big bonuses.

export const ATHENIAN_CARDS: readonly PoliticalCard[] = [
  ath(1, 1, h(e('colony', 4, 1)), h(e('military', 3, 1, WAR))),
  ath(2, 1, h(e('warPeace', 4, 2, PEACE)), h(e('league', 3, 1))),
  ath(3, 1, h(e('oracle', 3, 1)), h(e('ostracism', 3, 2, DOM))),
  ath(4, 1, h(e(not('military'), 2, 0)), h(e('citizenship', 4, 1))),
  ath(5, 2, h(e('diplomatic', 3, 1)), h(e('military', 2, 2))),
  ath(6, 2, h(e('diplomatic', 3, 1, PRE)), h(e('warPeace', 3, 1, WAR))),
  ath(7, 2, h(e('games', 3, 2)), cum(e('league', 2, 1), e('league', 1, 0, DOM))),
  ath(8, 2, h(e('ostracism', 3, 1)), h(e('military', 3, 1, POST))),
  ath(9, 2, h(e('military', 2, 1, ALC_ATHENS), e('diplomatic', 2, 1)), h(e('colony', 3, 1))),
  ath(10, 2, h(e('warPeace', 3, 1, WAR)), h(e('diplomatic', 2, 1), e('games', 2, 1))),
  ath(11, 2, h(e('citizenship', 2, 1)), h(e('any', 1, 1, DOM))),
  ath(12, 3,
    h(e('military', 2, 3, ALC_PERSIA), e('military', 3, 3, ALC_ATHENS)),
    h(e('league', 1, 1)),
    { provenance: 'published', note: '3.13 ES example: both halves published; the value 3 is "value 3 with +1 League" (§7).' }),
  ath(13, 3, h(e('league', 1, 1), e('diplomatic', 1, 1)), h(e('military', 2, 2, WAR))),
  ath(14, 3, h(e('warPeace', 2, 1, PEACE)), h(e('ostracism', 2, 1))),
  ath(15, 3, h(e('oracle', 2, 2, PRE)), h(e('games', 2, 2, WAR))),
  ath(16, 3, h(e('military', 1, 2)), h(e('citizenship', 2, 1, POST))),
  ath(17, 3, h(e(not('warPeace'), 1, 0, DOM)), h(e('league', 2, 2))),
  ath(18, 3, h(e('colony', 2, 1)), h(e('diplomatic', 1, 1), e('military', 1, 1))),
  ath(19, 3, h(e('ostracism', 2, 1), e('games', 1, 1)), h(e('warPeace', 2, 2, WAR))),
  ath(20, 4, h(e('league', 2, 1)), h(e('military', 1, 1)),
    { provenance: 'published', note: 'Published: value 4 with +2 League (§7). Side, Strategos and the Demagogues half are ours.' }),
  ath(21, 4, h(e('diplomatic', 1, 1)), h(e('military', 2, 1, ALC_ATHENS))),
  ath(22, 4, h(e('ostracism', 1, 1, DOM)), h(e('league', 1, 1, PRE), e('league', 2, 2, POST))),
  ath(23, 4, h(e('military', 1, 2, WAR)), h(e('colony', 1, 1))),
  ath(24, 4, h(e('oracle', 1, 1)), h(e(not('ostracism'), 1, 0))),
  ath(25, 4, h(e('games', 2, 1, PEACE)), h(e('diplomatic', 1, 1, ALC_PERSIA))),
  ath(26, 4, h(e('citizenship', 1, 1)), h(e('warPeace', 1, 1))),
  ath(27, 5, h(e('warPeace', 1, 0)), h(e('league', 0, 2))),
  ath(28, 5, h(e('military', 0, 1)), h(e('military', 1, 1, DOM))),
  ath(29, 5, h(e('diplomatic', 0, 2, PEACE)), h(e('ostracism', 1, 0))),
  ath(30, 5, h(e('any', 0, 1, PRE)), h(e('games', 0, 1))),
];

// ---- Sparta: Eurypontids half first, Agiads half second -------------------------------
// Same value spread as Athens and a matching spread of bonuses, with Spartan issues.

export const SPARTAN_CARDS: readonly PoliticalCard[] = [
  spa(1, 1, h(e('military', 3, 1, WAR)), h(e('oracle', 4, 1)),
    { provenance: 'published', note: 'Published: value 1 with +4 Oracle (§7). Side, Strategos and the Eurypontid half are ours.' }),
  spa(2, 1, h(e('agoge', 4, 1)), h(e('warPeace', 4, 2, PEACE))),
  spa(3, 1, h(e('league', 3, 1)), h(e('ostracism', 3, 2, DOM))),
  spa(4, 1, h(e(not('oracle'), 2, 0)), h(e('krypteia', 4, 1))),
  spa(5, 2, h(e('league', 3, 1)), h(e('diplomatic', 2, 2)),
    { provenance: 'published', note: 'Published: value 2 with +3 League (§7). Side, Strategos and the Agiad half are ours.' }),
  spa(6, 2, h(e('military', 3, 1, POST)), h(e('diplomatic', 3, 1, PRE))),
  spa(7, 2, cum(e('military', 2, 1), e('military', 1, 0, DOM)), h(e('games', 3, 2))),
  spa(8, 2, h(e('warPeace', 3, 1, WAR)), h(e('ostracism', 3, 1))),
  spa(9, 2, h(e('agoge', 3, 1)), h(e('games', 3, 1, PEACE), e('oracle', 2, 1))),
  spa(10, 2, h(e('military', 2, 1, ALC_ATHENS), e('league', 2, 1)), h(e('warPeace', 3, 1, WAR))),
  spa(11, 2, h(e('krypteia', 2, 1)), h(e('any', 1, 1, DOM))),
  spa(12, 3, h(e('diplomatic', 2, 3, ALC_PERSIA), e('diplomatic', 1, 2)), h(e('league', 1, 1))),
  spa(13, 3, h(e('military', 2, 2, WAR)), h(e('league', 1, 1), e('diplomatic', 1, 1))),
  spa(14, 3, h(e('ostracism', 2, 1)), h(e('warPeace', 2, 1, PEACE))),
  spa(15, 3, h(e('games', 2, 2, WAR)), h(e('oracle', 2, 2, PRE))),
  spa(16, 3, h(e('agoge', 2, 1, POST)), h(e('military', 1, 2))),
  spa(17, 3, h(e('league', 2, 2)), h(e(not('warPeace'), 1, 0, DOM))),
  spa(18, 3, h(e('diplomatic', 1, 1), e('military', 1, 1)), h(e('krypteia', 2, 1))),
  spa(19, 3, h(e('warPeace', 2, 2, WAR)), h(e('ostracism', 2, 1), e('games', 1, 1))),
  spa(20, 4, h(e('military', 1, 1)), h(e('league', 2, 1))),
  spa(21, 4, h(e('military', 2, 1, ALC_PERSIA)), h(e('diplomatic', 1, 1))),
  spa(22, 4, h(e('league', 1, 1, PRE), e('league', 2, 2, POST)), h(e('ostracism', 1, 1, DOM))),
  spa(23, 4, h(e('military', 1, 2, WAR)), h(e('krypteia', 1, 1))),
  spa(24, 4, h(e(not('ostracism'), 1, 0)), h(e('oracle', 1, 1))),
  spa(25, 4, h(e('diplomatic', 1, 1, ALC_ATHENS)), h(e('games', 2, 1, PEACE))),
  spa(26, 4, h(e('agoge', 1, 1)), h(e('warPeace', 1, 1))),
  spa(27, 5, h(e('league', 0, 2)), h(e('warPeace', 1, 0))),
  spa(28, 5, h(e('military', 1, 1, DOM)), h(e('military', 0, 1))),
  spa(29, 5, h(e('ostracism', 1, 0)), h(e('diplomatic', 0, 2, PEACE))),
  spa(30, 5, h(e('games', 0, 1)), h(e('any', 0, 1, POST))),
];

// ---- Faction Leaders (3.13, 5.22, 6.3, 7.3) ---------------------------------------------

function leader(
  faction: AthenianFaction | SpartanFaction, side: Side, title: string, value: number,
  half: CardHalf, council: { pre: number; post: number }, extra: Extra = {},
): LeaderCard {
  return {
    kind: 'leader', id: `leader-${faction}`, side, faction, title, value,
    provenance: extra.provenance ?? 'reconstructed', ...(extra.note ? { note: extra.note } : {}),
    ...half, council,
  };
}

export const LEADER_CARDS: readonly LeaderCard[] = [
  leader('aristocrats', 'athens', 'Nicias', 3,
    h(e('diplomatic', 3, 1), e('warPeace', 3, 1, PEACE), e('any', 1, 1)), { pre: 3, post: 2 }),
  leader('demagogues', 'athens', 'Cleon', 3,
    h(e('military', 3, 1, WAR), e('league', 3, 1), e('any', 1, 1)), { pre: 2, post: 4 }),
  leader('eurypontids', 'sparta', 'Archidamus', 3,
    h(e('military', 3, 1, WAR), e('agoge', 3, 1), e('any', 1, 1)), { pre: 3, post: 2 }),
  leader('agiads', 'sparta', 'Pleistoanax', 3,
    h(e('ostracism', 1, 1), e(not('ostracism'), 2, 1)), { pre: 2, post: 4 },
    { provenance: 'published', note: '3.13 ES example: entries and Council 2/4 published; value 3 and title are ours.' }),
];

// ---- decks and lookups -----------------------------------------------------------------

export const POLITICAL_CARDS: readonly PoliticalCard[] = [...ATHENIAN_CARDS, ...SPARTAN_CARDS];
export const ALL_DECK_CARDS: readonly DeckCard[] = [...POLITICAL_CARDS, ...LEADER_CARDS];

/** Each Side's full 32-card deck: 30 Political cards, then its two Leaders (Q41). */
export const POLITICAL_DECK_IDS: Readonly<Record<Side, readonly string[]>> = {
  athens: [...ATHENIAN_CARDS, ...LEADER_CARDS.filter((c) => c.side === 'athens')].map((c) => c.id),
  sparta: [...SPARTAN_CARDS, ...LEADER_CARDS.filter((c) => c.side === 'sparta')].map((c) => c.id),
};
/** The 30 cards of each Side that are shuffled and dealt (5.21; Leaders are never dealt). */
export const DEALT_CARD_IDS: Readonly<Record<Side, readonly string[]>> = {
  athens: ATHENIAN_CARDS.map((c) => c.id),
  sparta: SPARTAN_CARDS.map((c) => c.id),
};
export const LEADER_CARD_IDS: Readonly<Record<Faction, string>> = {
  aristocrats: 'leader-aristocrats',
  demagogues: 'leader-demagogues',
  eurypontids: 'leader-eurypontids',
  agiads: 'leader-agiads',
};

const BY_ID: ReadonlyMap<string, DeckCard> = new Map(ALL_DECK_CARDS.map((c) => [c.id, c]));

/** A Political or Leader card by id; throws on an unknown id. */
export function politicalCard(id: string): DeckCard {
  const card = BY_ID.get(id);
  if (!card) throw new Error(`No Political card ${id}`);
  return card;
}

export function isLeaderCard(id: string): boolean {
  return BY_ID.get(id)?.kind === 'leader';
}

/** The Faction's own Leader card (5.22). */
export function leaderCardOf(faction: Faction): LeaderCard {
  const card = politicalCard(LEADER_CARD_IDS[faction]);
  if (card.kind !== 'leader') throw new Error(`${card.id} is not a Leader card`);
  return card;
}
