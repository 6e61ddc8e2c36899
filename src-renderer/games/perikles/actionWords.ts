// A Perikles decision's options in words (#33): each action the engine offers, worded from the
// glossary for the seat that reads it. Nothing here decides a rule: the engine gave the options.
import type { PeriklesView } from '../../../src-shared/games/perikles/client.js';
import { INFLUENCE_BY_ID } from '../../../src-shared/games/perikles/client.js';
import { LOCATION_BY_ID } from '../../../src-shared/games/perikles/client.js';
import { t, type MessageKey } from '../../i18n/index.js';
import { term, whoName } from './words.js';

type Act = Readonly<Record<string, unknown>> & { type?: unknown };
const s = (v: unknown): string => (typeof v === 'string' ? v : '');

/** An Influence tile in words: its city (or any city) and its symbol or shards. */
export function tileName(id: string): string {
  const tile = INFLUENCE_BY_ID[id];
  if (!tile) return '?';
  const city = tile.colour === 'any' ? t('perikles.city.any') : term('city', tile.colour);
  if (tile.symbol === 'candidate') return t('perikles.act.tileCandidate', { city });
  if (tile.symbol === 'assassin') return t('perikles.act.tileAssassin', { city });
  return tile.shards === 1 ? t('perikles.act.tileOne', { city }) : t('perikles.act.tile', { city, shards: tile.shards });
}

/** A Location tile in words (its name), by the tile's id. */
export function locationName(id: string): string {
  return LOCATION_BY_ID[id] ? term('loc', id) : '?';
}

/** The option `a` of the open decision, in the reader's language. */
export function actionText(a: unknown, view: PeriklesView): string {
  const x = (a ?? {}) as Act;
  const city = term('city', s(x.city));
  switch (x.type) {
    case 'place': return t('perikles.act.place', { city });
    case 'take': {
      const box = typeof x.box === 'number' ? x.box : -1;
      return t('perikles.act.take', { n: box + 1, tile: tileName(view.display[box] ?? '') });
    }
    case 'propose': return t('perikles.act.propose', { seat: term('seat', s(x.cube)), city });
    case 'assassinate': return t('perikles.act.assassinate', { seat: term('seat', s(x.cube)), city, space: term('space', s(x.space)) });
    case 'endTurn': return t('perikles.act.endTurn');
    case 'special': {
      const tile = term('special', s(x.tile));
      if (x.city) return t('perikles.act.specialCity', { tile, city });
      // Thessalian Allies / Persian Fleet: "one side in that battle starts with one battle token" — the attacker or the defender.
      if (x.side) return t(x.side === 'attack' ? 'perikles.act.specialSide.attack' : 'perikles.act.specialSide.defend', { tile });
      return t('perikles.act.special', { tile });
    }
    case 'alkibiadesTo': return t('perikles.act.alkibiadesTo', { city });
    case 'alkibiadesMove': return t('perikles.act.alkibiadesMove', { seat: term('seat', s(x.cube)), city });
    case 'firstPlayer': return t('perikles.act.firstPlayer', { seat: term('seat', s(x.seat)) });
    case 'recover': return t('perikles.act.recover', { unit: term('unit', s(x.kind)) });
    case 'send': {
      const slot = typeof x.slot === 'number' ? view.slots[x.slot] : undefined;
      const args = { force: whoName(s(x.force)), unit: term('unit', s(x.kind)), location: slot ? locationName(slot.tile) : '?', side: term('side', s(x.side)) };
      return typeof x.strength === 'number' && x.strength > 0 ? t('perikles.act.send', { ...args, strength: x.strength }) : t('perikles.act.sendHidden', args);
    }
    case 'spendCube': return t('perikles.act.spendCube', { city });
    case 'done': return t('perikles.act.done');
    case 'permit': return t('perikles.act.permit');
    case 'refuse': return t('perikles.act.refuse');
    case 'pass': return t('perikles.act.pass');
    case 'casualty': {
      // The counter lost is the city's lowest of the type on the losing side, face up by now (DE:680).
      const d = view.decision?.kind === 'battle.casualty' ? view.decision : null;
      const here = view.counters.filter((c) => d && c.place === 'location' && c.slot === d.slot && c.side === d.side && c.kind === d.unit && c.force === x.force && c.strength !== null);
      const strength = here.length > 0 ? Math.min(...here.map((c) => c.strength!)) : '?';
      return t('perikles.act.casualty', { force: whoName(s(x.force)), unit: term('unit', d?.unit ?? ''), strength });
    }
    default: return t('perikles.act.other');
  }
}

/** The open decision's question, in the reader's language. */
export function promptText(view: PeriklesView): string {
  const d = view.decision;
  if (!d) return '';
  const args: Record<string, string> = {};
  if (d.kind === 'commit.recover') args.city = term('city', d.city);
  if (d.kind === 'commit.permission') {
    // Which Location and which counter the leader is asked about (its strength stays hidden from him).
    const slot = view.slots[d.send.slot];
    Object.assign(args, { asker: term('seat', d.asker), location: slot ? locationName(slot.tile) : '?', force: whoName(d.send.force), unit: term('unit', d.send.kind) });
  }
  if (d.kind === 'battle.casualty') { args.unit = term('unit', d.unit); args.location = locationName(view.slots[d.slot]?.tile ?? ''); }
  if (d.kind === 'battle.special' && view.battle) {
    // Which battle and which round the tile would be played before (asked twice in a row otherwise alike).
    const tile = view.slots[view.battle.slot]?.tile ?? '';
    const kind = LOCATION_BY_ID[tile]?.rounds[view.battle.round];
    if (kind) return t('perikles.prompt.battle.specialAt', { location: locationName(tile), round: t(`perikles.odds.round.${kind}` as MessageKey) });
  }
  return t(`perikles.prompt.${d.kind}` as MessageKey, args);
}
