// Perikles' words (#33): every name a player reads of this game comes from its glossary
// (i18n/en|es|el.perikles.ts) through these functions; no engine id is ever shown. Light: no board,
// so lists of saves load it alone (games/words.ts).
import type { SaveInfo } from '../../../src-shared/protocol/api.js';
import { PERIKLES } from '../../../src-shared/games/catalog.js';
import { has, t, type MessageKey } from '../../i18n/index.js';
import type { GameWords } from '../contract.js';
import { SEATS } from '../../../src-shared/games/perikles/client.js';

/** A glossary entry by its kind and id ('city', 'athens'); an id the glossary lacks reads as '?' rather than as a token. */
export function term(kind: 'seat' | 'city' | 'phase' | 'unit' | 'side' | 'space' | 'special' | 'loc' | 'seatKind', id: string): string {
  const key = `perikles.${kind}.${id}`;
  return has(key) ? t(key) : '?';
}

/** A seat, a city's force or the Persians, as a commander or a counter's owner. */
export function whoName(id: string): string {
  if (id === 'persia') return t('perikles.force.persia');
  if (id === 'persians') return t('perikles.seat.persians');
  if (has(`perikles.city.${id}`)) return term('city', id);
  return term('seat', id);
}

/** How a seat is played: a person, or a bot at a level. */
export function seatKindName(kind: string): string {
  if (kind === 'human') return t('perikles.seatKind.human');
  const level = kind.replace(/^bot:/, '');
  return has(`perikles.seatKind.${level}`) ? t(`perikles.seatKind.${level}` as MessageKey) : t('perikles.seatKind.bot');
}

function humansOf(s: Pick<SaveInfo, 'seats'>): string[] | null {
  if (!s.seats) return null;
  return Object.entries(s.seats as Record<string, string>).filter(([, k]) => k === 'human').map(([seat]) => seat);
}

export const periklesWords: GameWords = {
  id: PERIKLES.id,
  names: {
    game: () => t('perikles.game'),
    scenario: (id) => (has(`perikles.scenario.${id}`) ? t(`perikles.scenario.${id}` as MessageKey) : t('perikles.game')),
    seat: (seat) => term('seat', seat),
    phase: (phase) => (has(`perikles.phase.${phase}`) ? t(`perikles.phase.${phase}` as MessageKey) : ''),
  },
  saveTitle(s) {
    const humans = humansOf(s);
    const total = s.seats ? Object.keys(s.seats).length : 0;
    const who = humans === null ? '' : humans.length === total ? t('perikles.allHuman') : humans.length === 0 ? t('perikles.botsOnly') : humans.map((h) => term('seat', h)).join(', ');
    return t('perikles.save.title', { who, turn: s.turn ?? 0 });
  },
  playedBy(s) {
    const humans = humansOf(s);
    if (humans === null) return null;
    if (humans.length === 0) return t('perikles.botsOnly');
    return t('perikles.playedBy', { seats: humans.map((h) => term('seat', h)).join(', ') });
  },
  seats: SEATS,
  // Perikles' bot levels have not been renamed: a record's kind is today's.
  botLevel: (kind) => kind,
};
