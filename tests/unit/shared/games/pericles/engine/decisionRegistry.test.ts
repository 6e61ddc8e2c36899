// #15 item 1: the decision registry is the one place a decision kind is described. The engine asks
// only kinds it has, with the rule the registry names; what the renderer and the host derive from
// it stays what it was.
import { describe, expect, it } from 'vitest';
import { apply, legalActions, newGame, type GameState } from '../../../../../../src-shared/engine.js';
import { DECISIONS, DECISION_KINDS, actionSchema, decisionSpec, isDecisionKind, kindsWhere } from '../../../../../../src-shared/games/pericles/decisions/registry.js';
import { SCENARIOS } from '../../../../../../src-shared/games/pericles/data/scenarios/index.js';
import { testRng } from '../../../../testRng.js';

const ALL_HUMAN = { aristocrats: 'human', demagogues: 'human', eurypontids: 'human', agiads: 'human' } as const;

describe('the decision registry (#15 item 1)', () => {
  it('every kind the engine asks in random games of every scenario is in the registry, asked under its rule in its segment', () => {
    const seen = new Map<string, Set<string>>();
    for (const sc of SCENARIOS) {
      for (let s = 0; s < 3; s++) {
        const rand = testRng(s * 7 + sc.id.length);
        let g: GameState = newGame({ scenario: sc.id, seed: `reg-${s}`, seats: ALL_HUMAN });
        for (let n = 0; n < 1500 && g.flow.pending && g.flow.phase !== 'over'; n++) {
          const p = g.flow.pending;
          if (!seen.has(p.kind)) seen.set(p.kind, new Set());
          seen.get(p.kind)!.add(`${p.rule} in ${g.flow.segment}`);
          const seat = p.seats[0]!;
          const acts = legalActions(g, seat);
          g = apply(g, seat, acts[Math.floor(rand() * acts.length)]!);
        }
      }
    }
    expect(seen.size).toBeGreaterThan(30);
    for (const [kind, rules] of seen) {
      expect(isDecisionKind(kind), kind).toBe(true);
      expect([...rules], kind).toEqual([`${decisionSpec(kind)!.rule} in ${decisionSpec(kind)!.segment}`]);
    }
  });

  it('secret kinds are the simultaneous ones (4.1): no single seat\'s answer is hidden from a seat that waits', () => {
    expect([...kindsWhere('secret')].sort()).toEqual([...kindsWhere('simultaneous')].sort());
  });

  it('a stepwise kind\'s reason is public or its kind is a marker loan (the loan names face-down markers)', () => {
    for (const k of kindsWhere('stepwise')) expect(DECISIONS[k].publicReason || k === 'markers.lend', k).toBe(true);
  });

  it('no secret kind publishes a bot\'s reason while the game runs', () => {
    for (const k of DECISION_KINDS) if (DECISIONS[k].secret) expect(DECISIONS[k].publicReason, k).toBe(false);
  });

  it('a kind\'s theater field is a field of its actions\' schema', () => {
    /** The field names of an object schema, or of every option of a (nested) discriminated union. */
    const fieldsOf = (schema: unknown): string[] => {
      const z = schema as { shape?: Record<string, unknown>; options?: unknown[] };
      if (z.shape) return Object.keys(z.shape);
      return (z.options ?? []).flatMap(fieldsOf);
    };
    for (const k of DECISION_KINDS) {
      const fields = fieldsOf(actionSchema(k));
      expect(fields, k).toContain('type');
      const f = DECISIONS[k].theaterField;
      if (f) expect(fields, k).toContain(f);
    }
  });
});
