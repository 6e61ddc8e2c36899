// What the board scene is given and what it reports (Board.tsx is its only client).
import type { Force, UnitKind } from '../../../../../src-shared/games/pericles/client.js';
import type { PlateFit } from './labels.js';

export interface BoardHighlight {
  /** Theaters the selected unit can end its move in (9.32). */
  reachable: number[];
  /** Path from the start to each reachable theater, both ends included. */
  paths: Record<number, number[]>;
  /** Links the unit cannot take, with the engine's reason. */
  blocked: { link: string; reason: string }[];
  /** The theater the unit starts in. */
  from?: number;
  /**
   * #29.8: the theaters a click on the board chooses for the decision being made (the prompt's
   * own options): any part of one — its area, name plate, number, pieces — chooses it.
   */
  choosable?: (number | 'persia')[];
}

export interface UnitRef { theater: number; force: Force; kind: UnitKind }

export interface SceneCallbacks {
  onTheaterTap(id: number | 'persia'): void;
  onUnitTap(u: UnitRef): void;
  onLinkHover(key: string | null, clientX: number, clientY: number): void;
  /** The name plates were sized for a new zoom (#16: the smallest name on screen, overlaps). */
  onPlates?(fit: PlateFit): void;
  /** #29.9: where the DOM toolbar goes: in a row above the map (true), or a column beside it. */
  onToolbar?(above: boolean): void;
  /** The board's first frame is on the canvas: from now on it shows the map and takes clicks. */
  onFirstFrame?(): void;
}
