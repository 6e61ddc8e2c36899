// #16 Layout: the status strip speaks the rulebook's words (4.0) — every turn segment has its
// name, the strip never shows a segment id or a decision kind, and the end of the game is said
// in words, not `endOfGame`.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { newGame, pending, viewFor } from '../../../src-shared/engine.js';
import { TURN } from '../../../src-shared/games/pericles/engine/turn.js';
import { has, setLocale } from '../../../src-renderer/i18n/index.js';
import { StatusLine, rulePhaseName, segmentName } from '../../../src-renderer/games/pericles/panels/StatusLine.js';

const game = newGame({ scenario: 'development', seed: 'strip' });
const seat = pending(game)!.seats[0]!;
const view = viewFor(game, seat);
const text = (html: string): string => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, '\'').replace(/\s+/g, ' ');

describe('status strip', () => {
  it('names every segment of the turn and its phase in the rulebook\'s words', () => {
    for (const s of TURN) {
      expect(has(`segment.${s.id}`), s.id).toBe(true);
      expect(segmentName(s.id)).not.toContain(s.id);
      expect(rulePhaseName({ phase: view.phase, segment: s.id }), s.id).toMatch(/Phase \(\d+\.0\)|Start of the turn/);
    }
  });
  it('shows turn, phase, step, War/Peace, Plague and the four Factions\' Honor, without engine tokens', () => {
    const html = renderToString(<StatusLine view={view} />);
    const words = text(html);
    expect(words).toMatch(/Turn \d+ of \d+/);
    expect(words).toContain(rulePhaseName(view));
    expect(words).toMatch(/\b(War|Peace)\b/);
    expect(words).toMatch(/(Pre|Post)-Plague/);
    expect(html.match(/data-honor-of=/g)).toHaveLength(4);
    expect(words).not.toContain(view.segment);
    expect(words).not.toContain(view.pending!.kind);
    expect(words).not.toMatch(/nobody|Step:/);
  });
  it('says who won and why once the game is over', () => {
    const over = { ...view, phase: 'over' as const, pending: null, result: { reason: 'endOfGame' as const, winningSide: 'athens' as const, winner: 'demagogues' as const, rule: '11.14' } };
    const words = text(renderToString(<StatusLine view={over} />));
    expect(words).toContain('The Demagogues win: end-of-game victory (11.14)');
    expect(words).not.toMatch(/endOfGame|No decision open/);
  });
  it('a one-turn scenario (a training vignette) says so, not "Turn 7 of 7"; data-turn stays the turn (#29)', () => {
    const vignette = newGame({ scenario: 'training-amphipolis', seed: 'strip' });
    const v = viewFor(vignette, pending(vignette)!.seats[0]!);
    expect(v.turn).toBe(v.lastTurn);
    const html = renderToString(<StatusLine view={v} />);
    expect(html).toContain(`data-turn="${v.turn}"`);
    expect(text(html)).toContain(`Turn ${v.turn} (one-turn scenario)`);
    expect(text(html)).not.toMatch(/Turn \d+ of \d+/);
    try {
      setLocale('es');
      expect(text(renderToString(<StatusLine view={v} />))).toContain(`Turno ${v.turn} (escenario de un solo turno)`);
      setLocale('el');
      expect(text(renderToString(<StatusLine view={v} />))).toContain(`Γύρος ${v.turn} (σενάριο ενός γύρου)`);
    } finally { setLocale('en'); }
    // A Campaign's last turn is still "Turn 10 of 10".
    expect(text(renderToString(<StatusLine view={{ ...view, turn: view.lastTurn }} />))).toContain(`Turn ${view.lastTurn} of ${view.lastTurn}`);
  });
  it('names each bot still thinking and its level; the humans who decide stay plain names (#30 Fast)', () => {
    const game2 = newGame({ scenario: 'development', seed: 'strip', seats: { [seat]: 'bot:hard' } });
    const v = viewFor(game2, 'spectator');
    const html = renderToString(<StatusLine view={v} botsPending={[seat]} />);
    expect(html).toContain(`data-thinking="${seat}"`);
    expect(text(html)).toMatch(/To decide: .+ \(Bot: Hard, thinking…\)/);
    try {
      setLocale('es');
      expect(text(renderToString(<StatusLine view={v} botsPending={[seat]} />))).toContain('(Bot: Difícil, pensando…)');
      setLocale('el');
      expect(text(renderToString(<StatusLine view={v} botsPending={[seat]} />))).toContain('(Αυτόματος: Δύσκολος, σκέφτεται…)');
    } finally { setLocale('en'); }
    // The same moment with nobody thinking: no "thinking" and no level.
    const idle = text(renderToString(<StatusLine view={v} />));
    expect(idle).not.toMatch(/thinking|Bot:/);
  });
});
