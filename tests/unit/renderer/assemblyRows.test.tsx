// #29 "Words": rows of the Assembly panel that would look the same say what they are: tiles a
// player cannot tell apart (same issue, box, origin, not debated now) are one row with their
// count; an extra on top of the Boulé picks (5.3) says where it came from.
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { newGame, pending, viewFor } from '../../../src-shared/engine.js';
import type { TrackIssue } from '../../../src-shared/games/pericles/model/state.js';
import { setLocale } from '../../../src-renderer/i18n/index.js';
import { AssemblyPanel } from '../../../src-renderer/games/pericles/panels/Panels.js';

const game = newGame({ scenario: 'development', seed: 'assembly-rows' });
const base = viewFor(game, pending(game)!.seats[0]!);
const tile = (id: string, kind: TrackIssue['kind'], pos: number, source: TrackIssue['source'] = 'boule'): TrackIssue => ({ id, kind, pos, captured: false, source });
const track: TrackIssue[] = [
  tile('a1', 'military', 0), tile('a2', 'military', 0), tile('a3', 'military', 0, 'aristophanes'),
  tile('a4', 'league', 0), tile('a5', 'military', 2),
];
const view = { ...base, sides: { ...base.sides, athens: { ...base.sides.athens, track } } };
const rows = (html: string): string[] => [...html.matchAll(/<li [^>]*data-track-issue[^>]*>([\s\S]*?)<\/li>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, '\'').replace(/\s+/g, ' ').trim());
const athens = (html: string): string => html.slice(html.indexOf('data-track="athens"'), html.indexOf('data-track="sparta"'));

afterEach(() => setLocale('en'));

describe('the Assembly panel\'s rows (#29)', () => {
  it('no two rows read the same: two like tiles are one row with their count, an extra says its origin', () => {
    const html = athens(renderToString(<AssemblyPanel view={view} />));
    const shown = rows(html);
    expect(new Set(shown).size).toBe(shown.length);
    expect(shown, JSON.stringify(shown)).toHaveLength(4);
    expect(shown, JSON.stringify(shown)).toContain('Military (2 tiles) box 0 (nobody\'s)');
    expect(shown.find((r) => r.includes('Aristophanes'))).toBe('Military box 0 (nobody\'s) placed by an Aristophanes card (5.11)');
    expect(html).toContain('data-track-count="2"');
  });

  it('a tile debated now is a row of its own, marked so', () => {
    const debating = { ...view, flowData: { ...view.flowData, selected: { athens: 'a1', sparta: null } } };
    const shown = rows(athens(renderToString(<AssemblyPanel view={debating} />)));
    expect(new Set(shown).size).toBe(shown.length);
    expect(shown).toContain('Military box 0 (nobody\'s) debated now');
    expect(shown).toContain('Military box 0 (nobody\'s)');
  });

  it('in Spanish and Greek, counted by their own rules', () => {
    setLocale('es');
    expect(rows(athens(renderToString(<AssemblyPanel view={view} />))).some((r) => r.startsWith('Militar (2 marcadores)'))).toBe(true);
    setLocale('el');
    expect(rows(athens(renderToString(<AssemblyPanel view={view} />))).some((r) => r.includes('(2 πλακίδια)'))).toBe(true);
  });
});
