// Shared helpers for the Theater and End Phase tests (8.0–13.22).
import { expect } from 'vitest';
import {
  BASE_OWNERS, FACTIONS, FACTIONS_OF, FORCES, SIDES, UNIT_KINDS,
  type Faction,
} from '../../../../../../src-shared/games/pericles/model/ids.js';
import type { GameState } from '../../../../../../src-shared/games/pericles/model/state.js';
import { apply, legalActions, pending } from '../../../../../../src-shared/games/pericles/engine/driver.js';
import type { Action } from '../../../../../../src-shared/games/pericles/engine/types.js';
import { STRATEGOS_PER_SIDE, unitLimit } from '../../../../../../src-shared/games/pericles/data/components.js';

export { THEATER_PHASES, position, marker, queue, t, who, kind, act, battleCard } from '../../../../../fixtures/theaterPosition.js';
import { queue, who } from '../../../../../fixtures/theaterPosition.js';

export function legal(g: GameState, seat?: Faction): Action[] {
  return legalActions(g, seat ?? who(g));
}

/** Invariants of the brief: counts never negative, component limits, Honor ≥ 0, ≤ 3 bases, ≤ 10 Treachery, Strategos conserved. */
export function invariantErrors(g: GameState): string[] {
  const out: string[] = [];
  for (const f of FACTIONS) {
    if (!(g.factions[f].honor >= 0)) out.push(`${f} honor ${g.factions[f].honor}`);
    if (!(g.factions[f].strategos >= 0)) out.push(`${f} strategos ${g.factions[f].strategos}`);
  }
  for (const force of FORCES) {
    for (const k of UNIT_KINDS) {
      let n = 0;
      for (const th of Object.values(g.theaters)) {
        if (th.units[force][k] < 0) out.push(`negative ${force} ${k}`);
        n += th.units[force][k];
      }
      if (n > unitLimit(force, k)) out.push(`${n} ${force} ${k} > limit`);
    }
  }
  for (const [id, th] of Object.entries(g.theaters)) {
    const b = BASE_OWNERS.reduce((s, o) => s + th.bases[o], 0);
    if (b > 3) out.push(`theater ${id} has ${b} bases`);
    for (const o of BASE_OWNERS) if (th.bases[o] < 0) out.push(`negative base ${o} in ${id}`);
    for (const s of SIDES) if (th.treachery[s] < 0) out.push(`negative treachery in ${id}`);
  }
  for (const s of SIDES) {
    const tr = Object.values(g.theaters).reduce((n, th) => n + th.treachery[s], 0);
    if (tr > 10) out.push(`${s} treachery ${tr}`);
    const side = g.sides[s];
    const held = FACTIONS_OF[s].reduce((n, f) => n + g.factions[f].strategos, 0);
    const total = side.stock + side.council + side.withheld + held;
    if (total !== STRATEGOS_PER_SIDE[s].value) out.push(`${s} strategos total ${total}`);
  }
  if (g.persianBases < 0 || g.persianBases > 3) out.push(`persian bases ${g.persianBases}`);
  return out;
}

export function expectSound(g: GameState): void {
  expect(invariantErrors(g)).toEqual([]);
}

/** Answers a simultaneous secret decision for every seat still owing one. */
export function answerAll(g: GameState, answers: Partial<Record<Faction, Action>>): GameState {
  let s = g;
  for (const f of FACTIONS) {
    const p = pending(s);
    if (!p || !p.seats.includes(f)) continue;
    const a = answers[f];
    if (!a) throw new Error(`no answer for ${f} at ${p.kind}`);
    s = apply(s, f, a);
  }
  return s;
}

/** 9.31 B: every Faction commits (defaults 0; the CinC must give ≥ 1). */
export function commitAll(g: GameState, n: Partial<Record<Faction, number>>): GameState {
  const answers: Partial<Record<Faction, Action>> = {};
  for (const f of FACTIONS) answers[f] = { type: 'commit', n: n[f] ?? 0 };
  return answerAll(g, answers);
}

/**
 * Keeps the Resolution Segment open after the issue under test (so 8.6 does not return the
 * Strategos yet): a Rumor of each Side in the queues of theaters 10 and 12.
 */
export function keepAlive(g: GameState): void {
  queue(g, 12, 'eurypontids', 'rumor');
  queue(g, 10, 'demagogues', 'rumor');
}
