// The game view as keyed parts: a theater's contents, Persia, each section of a Side's display,
// the Honor markers. A part's key is JSON of exactly what its drawing reads of the view, so the
// scene rebuilds (and bakes again) only the parts whose key changed.
import type { Container, RenderTexture } from 'pixi.js';
import { THEATERS, FACTIONS_OF, type Faction, type Side, type GameView } from '../../../../../src-shared/games/pericles/client.js';
import { DISPLAY_SECTIONS, drawDisplaySection, drawHonorMarkers, type DisplaySection } from './displays.js';
import { clearLayer } from './draw.js';
import { drawPersia, drawTheaterContents } from './theaterParts.js';
import type { UnitRef } from './types.js';

/** An atlas shared by the view parts baked together; destroyed when no part uses it any more. */
export interface SharedAtlas { tex: RenderTexture; refs: number }
/** A drawn part of the view: its key (null: not drawn), its slot on its layer, its atlas. */
export interface ViewPart { key: string | null; slot: Container; atlas: SharedAtlas | null }
/** How to draw a part: the items to bake (off the stage); hit areas go straight into `slot`. */
export interface PartSpec { id: string; layer: Container; key: string; draw: (slot: Container) => Container[] }
/** The stage layers the parts are drawn on. */
export interface PartLayers { pieces: Container; displays: Container; honor: Container }

/**
 * The parts of a view, in drawing order within each layer, each with its key: JSON of exactly
 * what its draw function reads of the view (equal keys, same pictures).
 */
export function viewParts(view: GameView, layers: PartLayers, onUnitTap: (u: UnitRef) => void): PartSpec[] {
  const specs: PartSpec[] = [];
  const queueSides = (place: string): Side[] => (view.queues[place] ?? []).map((m) => m.side);
  for (const t of THEATERS) {
    const id = t.id;
    const outOfPlay = !!t.onlyDuringPersianWar && view.persianWar !== 'inProgress';
    const key = outOfPlay
      ? 'out'
      : JSON.stringify([
        view.theaters[String(id)] ?? null, queueSides(String(id)),
        view.sides.athens.will?.theater === id, view.sides.sparta.will?.theater === id,
      ]);
    specs.push({ id: `theater:${id}`, layer: layers.pieces, key, draw: (slot) => drawTheaterContents(id, view, slot, onUnitTap) });
  }
  specs.push({
    id: 'persia', layer: layers.pieces,
    key: JSON.stringify([view.persianBases, view.alcibiades === 'persia', queueSides('persia'), view.persiaOpen]),
    draw: () => [drawPersia(view)],
  });
  for (const side of ['athens', 'sparta'] as const) {
    const cs = view.sides[side];
    const keys: Record<DisplaySection, unknown> = {
      status: side === 'athens' ? [view.turn, view.lastTurn, view.war, view.plague] : [view.persianWar, view.persianBases],
      dominant: cs.dominant,
      track: cs.track.map((is) => [is.kind, is.pos, is.captured]),
      favor: cs.favor,
      council: [cs.council, cs.stock, cs.withheld],
      extras: [side === 'athens' && [view.stateShipAvailable, view.alcibiades === 'athens'], cs.will?.theater ?? null, cs.hostage],
      factions: FACTIONS_OF[side].map((f) => {
        const fv = view.factions[f];
        return [fv.honor, fv.handCount, fv.entourageCount, fv.strategos];
      }),
      decks: [cs.politicalDeckCount, cs.battleDeckCount, cs.discard.length],
    };
    for (const section of DISPLAY_SECTIONS) {
      specs.push({
        id: `display:${side}:${section}`, layer: layers.displays, key: JSON.stringify(keys[section]),
        draw: () => [drawDisplaySection(side, section, view)],
      });
    }
  }
  const honors = (['aristocrats', 'demagogues', 'eurypontids', 'agiads'] as Faction[]).map((f) => view.factions[f].honor);
  specs.push({ id: 'honor', layer: layers.honor, key: JSON.stringify(honors), draw: () => drawHonorMarkers(view) });
  return specs;
}

/** Removes a part's sprites and hit areas and lets go of its atlas (destroyed with its last part). */
export function dropPart(p: ViewPart): void {
  clearLayer(p.slot);
  const a = p.atlas;
  p.atlas = null;
  p.key = null;
  if (a && --a.refs <= 0) a.tex.destroy(true);
}
