// Prompts that say what a choice does and keep a running total (#16 "Words a player uses").
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { applyInPlace, legalActions, newGame, pending, viewFor, type Action, type GameState } from '../../../src-shared/engine.js';
import { expeditionOf } from '../../../src-shared/games/pericles/viewSelectors.js';
import { seedRng } from '../../../src-shared/kit/random.js';
import { pickRandom } from '../../../src-shared/games/pericles/bots/random.js';
import { sideOf, type Faction, type IssueKind } from '../../../src-shared/games/pericles/model/ids.js';
import { ChoicePick, MusterTotals, choiceHelp } from '../../../src-renderer/games/pericles/decisions/pickers.js';
import { actionLabel } from '../../../src-renderer/games/pericles/game/actions.js';
import { ENGINE_TOKEN } from '../../../src-renderer/games/pericles/cards/text.js';

/** Random play until `kind` is pending and `when` holds; null if no seed gets there. */
function reach(kind: string, when: (g: GameState, seat: Faction) => boolean = () => true): { g: GameState; seat: Faction } | null {
  for (const seed of ['w1', 'w2', 'w3', 'w4', 'w5', 'w6']) {
    const g = newGame({ scenario: 'campaign', seed });
    const rng = seedRng(`${seed}-bots`);
    for (let i = 0; i < 4000 && !g.result; i++) {
      const p = pending(g);
      if (!p || !p.seats.length) break;
      const seat = p.seats[0] as Faction;
      if (p.kind === kind && when(g, seat)) return { g, seat };
      applyInPlace(g, seat, pickRandom(rng, legalActions(g, seat)));
    }
  }
  return null;
}

const totals = (g: GameState, seat: Faction): [number, number] => {
  const m = /data-muster-totals="(\d+):(\d+)"/.exec(renderToString(<MusterTotals view={viewFor(g, seat)} />));
  if (!m) throw new Error('no muster totals');
  return [Number(m[1]), Number(m[2])];
};

describe('what an issue does when won (7.4, 7.5)', () => {
  it('every issue a player can choose says what winning it does, in words', () => {
    const kinds: IssueKind[] = ['military', 'league', 'diplomatic', 'oracle', 'ostracism', 'games', 'warPeace', 'citizenship', 'colony', 'krypteia', 'agoge'];
    for (const kind of kinds) {
      const help = choiceHelp({ type: 'chooseIssue', kind });
      expect(help, kind).toMatch(/^If won/);
      expect(help!).not.toMatch(ENGINE_TOKEN);
    }
    expect(choiceHelp({ type: 'pass' })).toBeNull();
    for (const option of ['buildBase', 'convertBase', 'units', 'removeTreachery', 'argos']) expect(choiceHelp({ type: 'league', option }), option).toMatch(/8\.52|12\.1/);
    for (const option of ['honor', 'removeUnit', 'treachery']) expect(choiceHelp({ type: 'oracle', option }), option).toMatch(/8\.53/);
  });

  it('a debate\'s issue choice names its track box, not a theater (6.11)', () => {
    const at = reach('debate.issue');
    expect(at).not.toBeNull();
    const { g, seat } = at!;
    for (const a of legalActions(g, seat)) {
      const label = actionLabel(a, viewFor(g, seat));
      expect(label).toMatch(/\(now in box \d/);
      expect(label).not.toMatch(ENGINE_TOKEN);
    }
  });
});

describe('a muster\'s running total (9.31, 9.32, 9.42)', () => {
  it('a unit moved into the Expedition Theater raises its Side\'s total; moves left fall by one', () => {
    // A move that ends in the Expedition Theater itself.
    const into = (g: GameState, seat: Faction): Action | undefined =>
      legalActions(g, seat).find((a) => 'to' in a && Number(a.to) === expeditionOf(viewFor(g, seat, { withoutLog: true }))?.theater);
    const at = reach('muster.move', (g, seat) => (expeditionOf(viewFor(g, seat, { withoutLog: true }))?.moves ?? 0) >= 2 && into(g, seat) !== undefined);
    expect(at).not.toBeNull();
    const { g, seat } = at!;
    const before = totals(g, seat);
    const movesBefore = expeditionOf(viewFor(g, seat))!.moves;
    const html = renderToString(<MusterTotals view={viewFor(g, seat)} />);
    expect(html).toMatch(/Athens \d+ v Sparta \d+/);
    expect(html).toContain(`Moves left: ${movesBefore} of`);
    const mine = sideOf(seat) === 'athens' ? 0 : 1;
    applyInPlace(g, seat, into(g, seat)!);
    expect(pending(g)?.kind).toBe('muster.move');
    const after = totals(g, seat);
    expect(after[mine]).toBeGreaterThan(before[mine]);
    expect(after[1 - mine]).toBe(before[1 - mine]);
    expect(expeditionOf(viewFor(g, seat))!.moves).toBe(movesBefore - 1);
  });
});

describe('casualties so far (9.44)', () => {
  it('the losing Side\'s casualty prompt says who won by how much and what is removed so far', () => {
    const at = reach('battle.loserCasualty');
    expect(at).not.toBeNull();
    const { g, seat } = at!;
    const view = viewFor(g, seat);
    const html = (): string => renderToString(
      <ChoicePick view={view} seat={seat} kind="battle.loserCasualty" actions={legalActions(g, seat)} busy={false} confirm={false} onAct={() => undefined} boardClick={null} onHighlight={() => undefined} />,
    );
    const battle = expeditionOf(view)!.battle!;
    expect(html()).toContain(`${battle.winner === 'athens' ? 'Athens' : 'Sparta'} won by ${battle.differential} (9.43)`);
    expect(html()).toContain('None removed yet.');
    // A pick made earlier in the same decision (the engine asks again while the row is open).
    battle.picked = { [Object.keys(battle.loserPresent)[0]!]: 2 };
    expect(html()).toMatch(/Removed so far: 2 [A-Z][a-z]+/);
  });
});
