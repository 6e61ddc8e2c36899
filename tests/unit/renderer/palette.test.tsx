// The command palette (#16 "Words a player uses"): closed, it keeps one hidden `data-action` button
// per legal action in the prompt (the test contract), in words; its filter matches every typed word.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { legalActions, newGame, pending, viewFor } from '../../../src-shared/engine.js';
import { actionKey, actionLabel } from '../../../src-renderer/games/pericles/game/actions.js';
import { CommandPalette, paletteMatches } from '../../../src-renderer/games/pericles/panels/CommandPalette.js';
import { Prompt } from '../../../src-renderer/games/pericles/panels/Prompt.js';

const game = newGame({ scenario: 'development', seed: 'palette' });
const seat = pending(game)!.seats[0]!;
const view = viewFor(game, seat);
const actions = legalActions(game, seat);

describe('command palette', () => {
  it('filters on every word of the query, in any order and case', () => {
    expect(paletteMatches('Lose a Delian League naval unit in 7 Athens', 'athens delian')).toBe(true);
    expect(paletteMatches('Lose a Delian League naval unit in 7 Athens', 'DELIAN')).toBe(true);
    expect(paletteMatches('Lose a Delian League naval unit in 7 Athens', 'delian sparta')).toBe(false);
    expect(paletteMatches('anything', '   ')).toBe(true);
  });
  it('closed, every legal action is a hidden button in words, inside the prompt; no generic list shows', () => {
    const html = renderToString(<Prompt view={view} seat={seat} actions={actions} onAct={() => undefined} />);
    expect(html).toContain('data-palette="closed"');
    expect(html).toMatch(/<div[^>]*hidden=""[^>]*data-palette="closed"|<div[^>]*data-palette="closed"[^>]*hidden=""/);
    expect(html).toContain('data-palette-open');
    expect(html).not.toContain('prompt-quick');
    expect(html.match(/data-action=/g)?.length).toBe(actions.length);
  });
  it('open, each entry carries its action key and label', () => {
    const html = renderToString(<CommandPalette view={view} actions={actions} open onClose={() => undefined} onAct={() => undefined} />);
    expect(html).toContain('data-palette="open"');
    for (const a of actions) {
      const key = actionKey(a).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
      expect(html).toContain(`data-action="${key}"`);
      expect(html).toContain(actionLabel(a, view).replace(/&/g, '&amp;'));
    }
  });
});
