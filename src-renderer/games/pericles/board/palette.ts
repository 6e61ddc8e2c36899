// The board's colours for Sides, Forces and Factions, in the mode the player chose (#29): the
// printed colours (3.11, layout.ts), or in colour-blind mode the Okabe–Ito palette, where the
// four Factions also differ in lightness and every Faction marker carries its letter and its
// Side's shape (FactionMark.tsx does the same for the page).
import type { Faction, Force, Side } from '../../../../src-shared/games/pericles/client.js';
import { getDisplay } from '../../../display/settings.js';
import { FACTION_COLOR, FORCE_COLOR } from './layout.js';

/** Okabe & Ito (2008), "Color Universal Design": the eight colours told apart by every kind of colour vision. */
export const OKABE_ITO = {
  black: 0x000000, orange: 0xe69f00, skyBlue: 0x56b4e9, bluishGreen: 0x009e73,
  yellow: 0xf0e442, blue: 0x0072b2, vermillion: 0xd55e00, reddishPurple: 0xcc79a7,
} as const;

export const SAFE_FORCE_COLOR: Readonly<Record<Force, number>> = {
  athens: OKABE_ITO.blue,
  delian: FORCE_COLOR.delian,
  sparta: OKABE_ITO.vermillion,
  the300: OKABE_ITO.vermillion,
  peloponnesian: OKABE_ITO.yellow,
  argos: FORCE_COLOR.argos,
};

/**
 * Four lightnesses, apart under every colour vision (relative luminance, normal / deuteranopia /
 * protanopia by Machado 2009: black 0, vermillion .22/.26/.16, sky blue .41/.38/.45, yellow
 * .74/.76/.71), so even the two Athenian or Spartan Factions never differ by hue alone: Athens
 * sky blue and black, Sparta yellow and vermillion (its printed warm colours).
 */
export const SAFE_FACTION_COLOR: Readonly<Record<Faction, number>> = {
  aristocrats: OKABE_ITO.skyBlue, demagogues: OKABE_ITO.black, eurypontids: OKABE_ITO.yellow, agiads: OKABE_ITO.vermillion,
};

/** The shape a Faction's marker has in colour-blind mode: its Side's (the replay viewer's diamond for Sparta). */
export const SIDE_SHAPE: Readonly<Record<Side, 'circle' | 'diamond'>> = { athens: 'circle', sparta: 'diamond' };

export function colorBlindMode(): boolean {
  return getDisplay().colorBlind;
}

export function forceColor(f: Force): number {
  return (colorBlindMode() ? SAFE_FORCE_COLOR : FORCE_COLOR)[f];
}

export function sideColor(side: Side): number {
  return forceColor(side);
}

export function factionColor(f: Faction): number {
  return (colorBlindMode() ? SAFE_FACTION_COLOR : FACTION_COLOR)[f];
}

export { inkOn } from '../../../display/colour.js';
