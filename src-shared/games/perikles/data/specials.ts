// Perikles' eight Special tiles (rulebook [Spec] EN:346-398; PERIKLES.md §6). Each is dealt face
// down to one player, used once, then discarded.

export const SPECIAL_IDS = ['alkibiades', 'brasidas', 'perikles', 'persianFleet', 'phormio', 'plague', 'slaveRevolt', 'thessalianAllies'] as const;
export type SpecialId = (typeof SPECIAL_IDS)[number];

/** When a tile may be played. */
export type SpecialWindow = 'ownInfluenceTurn' | 'beforeHopliteRound' | 'beforeTriremeRound' | 'ownCommitTurn';

export interface SpecialData {
  id: SpecialId;
  name: string;
  window: SpecialWindow;
  source: string;
}

export const SPECIALS: Readonly<Record<SpecialId, SpecialData>> = {
  alkibiades: { id: 'alkibiades', name: 'Alkibiades', window: 'ownInfluenceTurn', source: 'rulebook [Spec] ALKIBIADES EN:350-354; window: O5 working reading (implementation Special:19)' },
  brasidas: { id: 'brasidas', name: 'Brasidas', window: 'beforeHopliteRound', source: 'rulebook [Spec] BRASIDAS EN:356-360' },
  perikles: { id: 'perikles', name: 'Perikles', window: 'ownInfluenceTurn', source: 'rulebook [Spec] PERIKLES EN:362-366 ("Action tile" = Influence tile, D6)' },
  persianFleet: { id: 'persianFleet', name: 'Persian Fleet', window: 'beforeTriremeRound', source: 'rulebook [Spec] PERSIAN FLEET EN:368-372' },
  phormio: { id: 'phormio', name: 'Phormio', window: 'beforeTriremeRound', source: 'rulebook [Spec] PHORMIO EN:374-380' },
  plague: { id: 'plague', name: 'Plague', window: 'ownInfluenceTurn', source: 'rulebook [Spec] PLAGUE EN:382-386' },
  slaveRevolt: { id: 'slaveRevolt', name: 'Slave Revolt', window: 'ownCommitTurn', source: 'rulebook [Spec] SLAVE REVOLT EN:388-392 (optional: D4)' },
  thessalianAllies: { id: 'thessalianAllies', name: 'Thessalian Allies', window: 'beforeHopliteRound', source: 'rulebook [Spec] THESSALIAN ALLIES EN:394-398 (name: D12)' },
};

/** Cubes and counters named by the tiles' effects. */
export const SPECIAL_EFFECTS = {
  /** Perikles: two of the owner's cubes into Athens (EN:366). */
  perikles: { cubes: 2, city: 'athens' as const },
  /** Alkibiades: two cubes moved into one city (EN:354). */
  alkibiades: { cubes: 2 },
  /** Brasidas: Spartan hoplites ×2 (EN:360); Phormio: Athenian triremes ×2 (EN:378). */
  brasidas: { city: 'sparta' as const, kind: 'hoplite' as const },
  phormio: { city: 'athens' as const, kind: 'trireme' as const },
  /** Persian Fleet / Thessalian Allies: one side starts the round with a token (EN:372, EN:398). */
  persianFleet: { kind: 'trireme' as const },
  thessalianAllies: { kind: 'hoplite' as const },
  /** Slave Revolt: one Spartan hoplite out of play for the turn (EN:392). */
  slaveRevolt: { city: 'sparta' as const, kind: 'hoplite' as const },
} as const;
