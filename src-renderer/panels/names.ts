// Translated names of the engine's ids.
import type { Faction, Side } from '../../src-shared/model/ids.js';
import type { GameView } from '../../src-shared/engine.js';
import { has, t, type MessageKey } from '../i18n/index.js';

export function factionName(f: Faction | string): string {
  const key = `faction.${f}`;
  return has(key) ? t(key) : f;
}
export function sideName(s: Side): string {
  return t(`side.${s}` as MessageKey);
}
export function seatName(seat: Faction | 'spectator'): string {
  return seat === 'spectator' ? t('spectator') : factionName(seat);
}
export function phaseName(phase: GameView['phase']): string {
  const key = `phase.${phase}`;
  return has(key) ? t(key) : phase;
}
