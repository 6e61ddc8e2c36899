// Invariants the simulator checks after every decision (issue "Solo play"): component limits
// (3.1, Appendix A), Honor ≥ 0 (3.12), ≤ 3 bases per theater (8.2), ≤ 10 Treachery per Side
// (9.8), conserved Strategos, every theater and card accounted for exactly once (wholeGame.ts),
// and no hidden information in another seat's view (4.1).
import { BASE_OWNERS, FACTIONS, FACTIONS_OF, FORCES, SIDES, UNIT_KINDS, type Faction } from '../model/ids.js';
import type { GameState } from '../model/state.js';
import {
  BASES_PER_THEATER, PERSIAN_BASE_LIMIT, STRATEGOS_PER_SIDE, TREACHERY_PER_SIDE, baseLimit, unitLimit,
} from '../data/components.js';
import { conservationProblems } from './wholeGame.js';
import { isDecisionKind } from '../decisions/registry.js';
import { viewFor } from '../view.js';

function isCount(n: unknown): boolean {
  return typeof n === 'number' && Number.isInteger(n) && n >= 0;
}

/** Every broken invariant, as a sentence; empty when the state is sound. */
export function checkInvariants(g: GameState, opts: { views?: boolean } = {}): string[] {
  const out: string[] = [];
  for (const f of FACTIONS) {
    if (!isCount(g.factions[f].honor)) out.push(`3.12 ${f} Honor is ${g.factions[f].honor}`);
    if (!isCount(g.factions[f].strategos)) out.push(`${f} holds ${g.factions[f].strategos} Strategos`);
  }
  for (const force of FORCES) {
    for (const kind of UNIT_KINDS) {
      let n = 0;
      for (const t of Object.values(g.theaters)) {
        const c = t.units[force][kind];
        if (!isCount(c)) out.push(`negative or fractional ${force} ${kind} count ${c}`);
        n += c;
      }
      const limit = unitLimit(force, kind) - g.lostForGood[force][kind];
      if (n > limit) out.push(`3.1 ${n} ${force} ${kind} units on the map, limit ${limit}`);
    }
  }
  for (const owner of BASE_OWNERS) {
    const n = Object.values(g.theaters).reduce((s, t) => s + t.bases[owner], 0);
    if (n > baseLimit(owner)) out.push(`3.1 ${n} ${owner} bases, limit ${baseLimit(owner)}`);
  }
  for (const [id, t] of Object.entries(g.theaters)) {
    const bases = BASE_OWNERS.reduce((s, o) => s + t.bases[o], 0);
    if (bases > BASES_PER_THEATER.value) out.push(`8.2 theater ${id} has ${bases} bases`);
  }
  if (!isCount(g.persianBases) || g.persianBases > PERSIAN_BASE_LIMIT.value) out.push(`13.1 ${g.persianBases} Persian bases`);
  for (const side of SIDES) {
    const treachery = Object.values(g.theaters).reduce((s, t) => s + t.treachery[side], 0);
    if (treachery > TREACHERY_PER_SIDE[side].value) out.push(`9.8 ${side} has ${treachery} Treachery markers in play`);
    const s = g.sides[side];
    if (!FACTIONS_OF[side].includes(s.dominant)) out.push(`2.0 the Dominant Faction of ${side} is ${s.dominant}, not one of its Factions`);
    const held = FACTIONS_OF[side].reduce((n, f) => n + g.factions[f].strategos, 0);
    const counted = s.stock + s.council + s.withheld + held;
    if (![s.stock, s.council, s.withheld].every(isCount)) out.push(`${side} Strategos pools negative`);
    if (counted > STRATEGOS_PER_SIDE[side].value) out.push(`2.0 ${side} has ${counted} Strategos, limit ${STRATEGOS_PER_SIDE[side].value}`);
  }
  // Every theater and card accounted for exactly once (wholeGame.ts).
  for (const p of conservationProblems(g)) out.push(p.text);
  if (g.honorOrder.length !== FACTIONS.length || !FACTIONS.every((f) => g.honorOrder.includes(f))) out.push(`8.1 the Honor Order ${g.honorOrder.join(', ')} is not the four Factions`);
  if (g.flow.pending && !isDecisionKind(g.flow.pending.kind)) out.push(`4.0 the pending decision "${g.flow.pending.kind}" is no kind of decision the rules ask`);
  if (opts.views) out.push(...checkViews(g));
  return out;
}

/** Private log entries `seat` may read, most recent first, stopping at the start of this turn. */
function privateEntries(g: GameState, seat: Faction): unknown[] {
  const out: unknown[] = [];
  for (let i = g.log.length - 1; i >= 0; i--) {
    const e = g.log[i];
    if (!e || e.turn < g.turn) break;
    if (e.to?.includes(seat)) out.push(e);
  }
  return out;
}

/**
 * 4.1 A: no seat's view holds a card in another Faction's hand or Entourage. Public log entries
 * are skipped: a card discarded face up (4.1 A) may later be reshuffled and dealt to a hand.
 */
export function checkViews(g: GameState): string[] {
  const out: string[] = [];
  for (const seat of FACTIONS) {
    const json = JSON.stringify(viewFor(g, seat, { withoutLog: true })) + JSON.stringify(privateEntries(g, seat));
    const strings = new Set<string>();
    for (const m of json.matchAll(/"((?:[^"\\]|\\.)*)"/g)) strings.add(m[1] as string);
    for (const other of FACTIONS) {
      if (other === seat) continue;
      for (const c of [...g.factions[other].hand, ...g.factions[other].entourage]) {
        if (strings.has(c)) out.push(`4.1 ${seat}'s view shows ${other}'s card ${c}`);
      }
    }
  }
  return out;
}
