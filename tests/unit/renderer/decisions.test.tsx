// Dedicated prompts, log formatting and the rules reference, rendered to HTML (no DOM needed).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { apply, legalActions, newGame, pending, viewFor, type Action, type GameState } from '../../../src-shared/engine.js';
import { buildPosition } from '../../fixtures/positionBase.js';
import { playRandomGame } from '../../../src-shared/games/pericles/engine/simulate.js';
import { evaluateCard } from '../../../src-shared/games/pericles/rules/cardValue.js';
import { sideOf, type Faction } from '../../../src-shared/games/pericles/model/ids.js';
import { has } from '../../../src-renderer/i18n/index.js';
import { Prompt } from '../../../src-renderer/games/pericles/panels/Prompt.js';
import { LogPanel, SincePanel, ReservesPanel, SidesPanel, StatePanel, HandPanel } from '../../../src-renderer/games/pericles/panels/Panels.js';
import { formatLogEntry } from '../../../src-renderer/games/pericles/panels/log.js';
import { decisionText } from '../../../src-renderer/games/pericles/decisions/kinds.js';
import { parseRules, ruleAnchor, ruleSections, searchRules } from '../../../src-renderer/rulebook/rules.js';
import { RulesPage } from '../../../src-renderer/rulebook/RulesPage.js';
import { REPO_ROOT } from '../root.js';

const ROOT = REPO_ROOT;

function render(g: GameState, seat: Faction, extra: Partial<Parameters<typeof Prompt>[0]> = {}): string {
  return renderToString(<Prompt view={viewFor(g, seat)} seat={seat} actions={legalActions(g, seat)} onAct={() => undefined} {...extra} />);
}

/** Plays the first legal action for every pending seat until `kind` is open (or gives up). */
function playUntil(g: GameState, kind: string, limit = 400): GameState {
  for (let i = 0; i < limit; i++) {
    const p = pending(g);
    if (!p) break;
    if (p.kind === kind) return g;
    const seat = p.seats[0]!;
    g = apply(g, seat, legalActions(g, seat)[0] as Action);
  }
  throw new Error(`${kind} never opened`);
}

describe('dedicated prompts', () => {
  const start = newGame({ scenario: 'development', seed: 'decisions' });

  it('every prompt has a title, the stake, a rule link and exactly one data-action per legal action', () => {
    let g = start;
    const seen = new Set<string>();
    for (let i = 0; i < 300 && pending(g); i++) {
      const p = pending(g)!;
      const seat = p.seats[0]!;
      const actions = legalActions(g, seat);
      if (!seen.has(p.kind)) {
        seen.add(p.kind);
        const html = render(g, seat);
        expect(html).toContain(`data-prompt="${p.kind}"`);
        expect(html).toContain('data-rule-link=');
        expect(html.match(/data-action=/g)?.length, p.kind).toBe(actions.length);
        expect(decisionText(viewFor(g, seat), p.kind, seat).title, p.kind).not.toBe('Your decision');
      }
      g = apply(g, seat, actions[0] as Action);
    }
    expect(seen.size).toBeGreaterThan(4);
  });

  it('Entourage forming shows each card with its value and alignment entries', () => {
    const g = playUntil(start, 'entourage.form');
    const seat = pending(g)!.seats[0]!;
    const html = render(g, seat);
    expect(html).toContain('data-picker="cards"');
    const card = g.factions[seat].hand.find((c) => !c.startsWith('lead'))!;
    expect(html).toContain(`data-choice-card="${card}"`);
    expect(html).toMatch(/value \d/);
    expect(html).toContain('Strategos');
  });

  it('a debate card shows its value now as evaluateCard computes it', () => {
    const g = playUntil(start, 'debate.card');
    const seat = pending(g)!.seats[0]!;
    const html = render(g, seat);
    const view = viewFor(g, seat);
    const d = view.flowData as { selected: Record<string, string> };
    const issue = view.sides[sideOf(seat)].track.find((x) => x.id === d.selected[sideOf(seat)])!.kind;
    for (const card of g.factions[seat].hand) {
      const ev = evaluateCard({ cardId: card, faction: seat, issue, plague: g.plague, war: g.war, alcibiades: g.alcibiades, isDominant: g.sides[sideOf(seat)].dominant === seat });
      expect(html).toMatch(new RegExp(`data-choice-card="${card}"[^]*?data-card-now="${ev.value}"`));
    }
  });

  it('waiting seats see no choices; the undo button shows only when allowed', () => {
    const g = playUntil(start, 'debate.issue');
    const seat = pending(g)!.seats[0]!;
    const other = (['aristocrats', 'demagogues', 'eurypontids', 'agiads'] as const).find((f) => f !== seat)!;
    const waiting = renderToString(<Prompt view={viewFor(g, other)} seat={other} actions={[]} onAct={() => undefined} />);
    expect(waiting).toContain('data-waiting="true"');
    expect(waiting).not.toContain('data-action');
    expect(render(g, seat)).not.toContain('data-undo');
    expect(render(g, seat, { canUndo: true, onUndo: () => undefined })).toContain('data-undo');
  });

  it('redeployment moves units one by one with the board list of targets', () => {
    const g = buildPosition({
      phases: ['theaterPlacement', 'theaterResolution', 'end'], persianWar: 'callias', at: 'end.persianWar', turn: 7,
      theaters: { 7: { units: { athens: { land: 1 } }, bases: { athens: 1 } }, 13: { bases: { delian: 1 } }, 9: { units: { delian: { land: 2 } } }, 6: { units: { sparta: { land: 1 } }, bases: { sparta: 1 } } },
    });
    expect(pending(g)?.kind).toBe('redeploy.move');
    const html = render(g, pending(g)!.seats[0]!);
    expect(html).toContain('data-picker="move"');
    expect(html).toContain('data-choice-unit="delian/land/9"');
  });
});

describe('log', () => {
  it('has an English string for every log key the engine emits', () => {
    const keys = new Set<string>();
    const walk = (dir: string): void => {
      for (const name of readdirSync(dir)) {
        const p = join(dir, name);
        // Another game's log words are its own (src-shared/games/<id>, #33), not this dictionary's.
        if (statSync(p).isDirectory()) { if (!otherGame(p)) walk(p); }
        else if (p.endsWith('.ts')) {
          const text = readFileSync(p, 'utf8');
          for (const m of text.matchAll(/\blog\(\s*g\s*,\s*[^,]+,\s*(?:'([\w.]+)'|([^,]+))/g)) {
            if (m[1]) keys.add(m[1]);
            else for (const q of (m[2] ?? '').matchAll(/'([\w.]+)'/g)) keys.add(q[1]!);
          }
        }
      }
    };
    const games = join(ROOT, 'src-shared', 'games');
    const otherGame = (dir: string): boolean => dirname(dir) === games && basename(dir) !== 'pericles';
    walk(join(ROOT, 'src-shared'));
    expect(keys.size).toBeGreaterThan(50);
    const missing = [...keys].filter((k) => !has(`log.${k}`));
    expect(missing).toEqual([]);
  });

  it('names what the Will of the Assembly requires in words', () => {
    const will = { turn: 1, rule: '5.12', msg: 'aristophanes.will', args: { side: 'sparta', require: 'controlOrContest', theater: 12 } };
    expect(formatLogEntry(will)).toContain('control or contest in');
    expect(formatLogEntry(will)).not.toContain('controlOrContest');
  });

  it('whole random games log nothing a player would read as an engine token or a gap', () => {
    const raw: string[] = [];
    for (const scenario of ['campaign', 'first-peloponnesian-war', 'war-in-time-of-peace', 'training-aegean']) {
      const r = playRandomGame({ scenario, seed: 'words' });
      expect(r.final).not.toBeNull();
      for (const e of r.final!.log) {
        const text = formatLogEntry(e);
        const bad = text.match(/\b[a-z]+[A-Z][A-Za-z]*\b|\{\w+\}|\bundefined\b|\bnull\b|\[object/g);
        if (bad) raw.push(`${e.msg}: ${bad.join(', ')} in "${text}"`);
      }
    }
    expect([...new Set(raw)].slice(0, 10)).toEqual([]);
  });

  it('shows outcomes and reasons in words, never as engine tokens', () => {
    const honor = { turn: 1, rule: '11.3', msg: 'honor', args: { faction: 'demagogues', delta: -2, why: 'ravagesOfWar.treatyBroken', honor: 25 } };
    expect(formatLogEntry(honor)).toContain('(Ravages of War: treaty broken)');
    const done = { turn: 1, rule: '9.0', msg: 'issue.done', args: { kind: 'military', owner: 'aristocrats', place: 15, outcome: 'noBattle' } };
    expect(formatLogEntry(done)).toContain(': no battle.');
    const removed = { turn: 1, rule: '9.0', msg: 'base.removed', args: { theater: 4, owner: 'delian' } };
    expect(formatLogEntry(removed)).not.toContain('{n}');
  });

  it('formats Battle totals with their parts and debates with both values', () => {
    const battle = { turn: 6, rule: '9.42', msg: 'battle.total', args: { theater: 7, kind: 'land', number: 1, side: 'athens', total: 6, parts: JSON.stringify([{ item: 'units', force: 'athens', count: 2, each: 1, value: 2, rule: '9.42 (1)' }, { item: 'card', count: 1, each: 4, value: 4, rule: '9.42 (5)' }]) } };
    expect(formatLogEntry(battle)).toContain('6 = Athenian units 2×1 = 2 + Battle card 4 = 4');
    const debate = { turn: 6, rule: '6.13', msg: 'debate.values', args: { side: 'athens', debate: 1, issue: 'military', aristocrats: 5, demagogues: 3, aristocratsCard: 'ath-02', demagoguesCard: null } };
    expect(formatLogEntry(debate)).toMatch(/Aristocrats 5 with Aegeis \(1\) — Demagogues 3/);
  });

  it('highlights what happened since the seat\'s last decision and notes undos', () => {
    const g = playUntil(newGame({ scenario: 'development', seed: 'decisions' }), 'debate.issue');
    const view = viewFor(g, 'aristocrats');
    const since = Math.max(0, view.log.length - 3);
    const html = renderToString(<LogPanel view={view} since={since} undos={[{ seat: 'aristocrats', turn: 6, at: since }]} />);
    expect(html.match(/data-since="true"/g)?.length).toBe(view.log.length - since);
    expect(html).toContain('Aristocrats took back a decision.');
    expect(renderToString(<SincePanel view={view} since={since} />)).toContain(`data-since-count="${view.log.length - since}"`);
  });
});

describe('panels', () => {
  const g = newGame({ scenario: 'development', seed: 'panels-2' });
  it('state, sides and reserves show public counts; the hand shows card details', () => {
    const view = viewFor(g, 'aristocrats');
    const html = renderToString(<><StatePanel view={view} /><SidesPanel view={view} /><ReservesPanel view={view} /><HandPanel view={view} /></>);
    expect(html).toContain(`data-alcibiades="${g.alcibiades}"`);
    expect(html).toContain(`data-deck="athens"`);
    expect(html).toContain('data-reserve="athens"');
    for (const c of g.factions.aristocrats.hand) expect(html).toContain(`data-card="${c}"`);
    for (const c of g.factions.demagogues.hand) expect(html).not.toContain(c);
  });
});

describe('rules reference', () => {
  it('parses numbered sections and links rule references to the most specific one', () => {
    const s = ruleSections();
    expect(s.length).toBeGreaterThan(60);
    expect(ruleAnchor('5.21')).toBe('5.21');
    expect(ruleAnchor('5.32 A')).toMatch(/^5\.3/);
    expect(ruleAnchor('9.42 (1)')).toMatch(/^9\.4/);
    expect(searchRules('State Ship').some((x) => x.id.startsWith('12.3'))).toBe(true);
    expect(parseRules('## 1.0 A\ntext\n**1.1 B** more')).toMatchObject([{ id: '1.0' }, { id: '1.1', body: ['more'] }]);
  });
  it('renders with an anchor per rule', () => {
    const html = renderToString(<RulesPage at="5.21" onClose={() => undefined} />);
    expect(html).toContain('id="rule-5.21"');
    expect(html).toContain('data-rules-search');
  });
});
