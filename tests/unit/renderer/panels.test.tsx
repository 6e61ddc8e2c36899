// Panels and the generic prompt rendered to HTML (react-dom/server: no DOM needed).
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { legalActions, newGame, pending, viewFor } from '../../../src-shared/engine.js';
import { actionKey, actionLabel } from '../../../src-renderer/games/pericles/game/actions.js';
import { t } from '../../../src-renderer/i18n/index.js';
import { en } from '../../../src-renderer/i18n/en.js';
import { HandPanel, HonorPanel, LogPanel, StatePanel, StrategosPanel } from '../../../src-renderer/games/pericles/panels/Panels.js';
import { LOG_SHOWN } from '../../../src-renderer/games/pericles/panels/LogPanel.js';
import { Prompt } from '../../../src-renderer/games/pericles/panels/Prompt.js';
import { StatusLine } from '../../../src-renderer/games/pericles/panels/StatusLine.js';
import { Handoff } from '../../../src-renderer/screens/Handoff.js';

const game = newGame({ scenario: 'development', seed: 'panels' });
const seat = pending(game)!.seats[0]!;
const view = viewFor(game, seat);

describe('i18n', () => {
  it('fills placeholders and falls back to the key', () => {
    expect(t('status.turn', { turn: 3, last: 10 })).toBe('Turn 3 of 10');
    expect(t('nope.missing' as keyof typeof en)).toBe('nope.missing');
  });
});

describe('actions', () => {
  it('keys are canonical JSON regardless of field order', () => {
    expect(actionKey({ type: 'x', b: 1, a: [2] })).toBe(actionKey({ a: [2], b: 1, type: 'x' }));
    expect(JSON.parse(actionKey({ type: 'x', a: 1 }))).toEqual({ type: 'x', a: 1 });
  });
  it('labels every legal action readably', () => {
    for (const a of legalActions(game, seat)) expect(actionLabel(a).length).toBeGreaterThan(0);
  });
});

describe('panels', () => {
  it('status line carries the turn and rule', () => {
    const html = renderToString(<StatusLine view={view} />);
    expect(html).toContain(`data-turn="${view.turn}"`);
    expect(html).toContain(`data-rule="${view.pending!.rule}"`);
  });
  it('prompt has one button per legal action', () => {
    const actions = legalActions(game, seat);
    const html = renderToString(<Prompt view={view} seat={seat} actions={actions} onAct={() => undefined} />);
    expect(html).toContain(`data-prompt="${view.pending!.kind}"`);
    expect(html.match(/data-action=/g)?.length).toBe(actions.length);
  });
  it('shows own Strategos, hides the others, and lists the four Factions\' Honor', () => {
    const html = renderToString(<><HonorPanel view={view} /><StrategosPanel view={view} /><StatePanel view={view} /></>);
    expect(html.match(/data-honor=/g)?.length).toBe(4);
    expect(html.match(/panel\.hidden|hidden-value/g)?.length).toBe(3);
  });
  it('hand shows only the viewer\'s cards; spectators see no hand', () => {
    expect(renderToString(<HandPanel view={view} />)).toContain(`data-hand="${seat}"`);
    expect(renderToString(<HandPanel view={viewFor(game, 'spectator')} />)).toBe('');
  });
  it('log lists entries newest first', () => {
    const html = renderToString(<LogPanel view={view} />);
    expect(html).toContain(`data-log-count="${view.log.length}"`);
  });
  it('a long log shows its newest LOG_SHOWN entries and offers the earlier ones', () => {
    const entry = (i: number) => ({ turn: 6, rule: '9.42', msg: 'honor', args: { faction: 'aristocrats', delta: 1, why: `step ${i}`, honor: i } });
    const long = { ...view, log: Array.from({ length: LOG_SHOWN + 40 }, (_, i) => entry(i)) };
    const html = renderToString(<LogPanel view={long} />);
    expect(html).toContain(`data-log-count="${LOG_SHOWN + 40}"`);
    expect(html.match(/data-log-index=/g)).toHaveLength(LOG_SHOWN);
    expect(html).toContain(`data-log-index="${LOG_SHOWN + 39}"`); // the newest
    expect(html).not.toContain('data-log-index="39"'); // the 40 earliest wait behind the button
    expect(html).toContain('Show the 40 earlier entries');
    const short = renderToString(<LogPanel view={view} />);
    expect(short).not.toContain('data-log-more');
  });
  it('hand-off shows no secrets', () => {
    const html = renderToString(<Handoff seat="demagogues" onTake={() => undefined} />);
    expect(html).toContain('data-handoff="demagogues"');
    expect(html).not.toMatch(/data-card|data-action/);
  });
});
