// Scenario setups as data (Playbook 14.0 is lost to us: RECONSTRUCTION.md §8).
import type { BaseOwner, Faction, Force, Side } from '../../model/ids.js';
import type { Phase, ScenarioRules, UnitCounts } from '../../model/state.js';
import type { Provenance } from '../board.js';

export interface TheaterSetup {
  units?: Partial<Record<Force, Partial<UnitCounts>>>;
  bases?: Partial<Record<BaseOwner, number>>;
  treachery?: Partial<Record<Side, number>>;
}

export interface ScenarioSetup {
  id: string;
  name: string;
  /** Short historical introduction shown before starting. */
  intro: string;
  /** Victory conditions in plain words, shown before starting. */
  victory: string;
  provenance: Provenance;
  provenanceNote: string;
  firstTurn: number;
  lastTurn: number;
  war: 'war' | 'peace';
  plague: 'pre' | 'post';
  plagueLossesPermanent: boolean;
  alcibiades: 'athens' | 'persia';
  persianWar: 'inProgress' | 'callias';
  persianBases: number;
  dominant: Record<Side, Faction>;
  favor: Record<Side, -1 | 0 | 1>;
  honor: Record<Faction, number>;
  theaters: Record<number, TheaterSetup>;
  /** Aristophanes cards in the deck; 'all' for the whole deck. */
  aristophanes: 'all' | string[];
  hostages?: Partial<Record<Side, boolean>>;
  rules: ScenarioRules;
}

export const ALL_PHASES: Phase[] = [
  'aristophanes', 'politicalCards', 'boule', 'assembly', 'political', 'theaterPlacement', 'theaterResolution', 'end',
];
