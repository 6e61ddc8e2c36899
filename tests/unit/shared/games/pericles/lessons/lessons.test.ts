// #17.1 Learn to play: every lesson's position is reached from its scenario and seed, and played
// on (the player by the rule bot, taking the lesson's intended choice) every step's position
// comes, in order, and the lesson finishes.
import { describe, expect, it } from 'vitest';
import { legalActions, applyInPlace, pending as pendingOf, viewFor, type Action, type GameState } from '../../../../../../src-shared/engine.js';
import { decide } from '../../../../../../src-shared/games/pericles/bots/index.js';
import { seedRng } from '../../../../../../src-shared/kit/random.js';
import { FACTIONS, type Faction } from '../../../../../../src-shared/games/pericles/model/ids.js';
import { LESSONS, START, lessonStart, lessonTextArgs, mistakeOf, onAct, onNext, onSight, type Lesson, type LessonSight } from '../../../../../../src-shared/games/pericles/lessons/index.js';
import { setLocale, t } from '../../../../../../src-renderer/i18n/index.js';
import { en } from '../../../../../../src-renderer/i18n/en.js';

let decided = 0;
function sightOf(g: GameState, seat: Faction): LessonSight {
  const view = viewFor(g, seat);
  const pending = pendingOf(g);
  return { view, pending, legalActions: pending?.seats.includes(seat) ? legalActions(g, seat) : [], decisions: decided };
}

/** Plays the lesson as the lesson bar would see it; returns the steps shown, in order. */
function playLesson(lesson: Lesson): { shown: string[]; finished: boolean } {
  const { game: g } = lessonStart(lesson);
  const rngs = Object.fromEntries(FACTIONS.map((f) => [f, seedRng(`test:${f}`)])) as Record<Faction, ReturnType<typeof seedRng>>;
  let p = START;
  const shown: string[] = [lesson.steps[0]!.id];
  for (let i = 0; i < 600 && !p.finished; i++) {
    const s = sightOf(g, lesson.player);
    const before = p.step;
    p = onSight(lesson, p, s);
    shown.push(lesson.steps[p.step]!.id);
    const step = lesson.steps[p.step]!;
    // A read step is read (Next) once its position has come.
    if (!step.act && step.when(s)) p = onNext(lesson, p);
    if (p.finished) break;
    if (p.step !== before) continue;
    const pend = g.flow.pending;
    if (!pend) break;
    const seat = pend.seats.includes(lesson.player) ? lesson.player : pend.seats[0]!;
    const legal = legalActions(g, seat);
    let action: Action = decide('rule', viewFor(g, seat, { withoutLog: true }), legal, rngs[seat]).action;
    if (seat === lesson.player) {
      if (mistakeOf(lesson, p, action, s)) action = legal.find((a) => !mistakeOf(lesson, p, a, s))!;
      const at = p.step;
      p = onAct(lesson, p, s);
      if (p.step !== at) shown.push(lesson.steps[p.step]!.id);
    }
    applyInPlace(g, seat, action);
    decided++;
  }
  return { shown: shown.filter((id, k) => shown.indexOf(id) === k), finished: p.finished };
}

describe('lessons (#17.1)', () => {
  it('there are at least 8, with distinct ids', () => {
    expect(LESSONS.length).toBeGreaterThanOrEqual(8);
    expect(new Set(LESSONS.map((l) => l.id)).size).toBe(LESSONS.length);
  });

  for (const lesson of LESSONS) {
    describe(lesson.id, () => {
      it('reaches its starting position: the player is asked the start decision', () => {
        const { game } = lessonStart(lesson);
        expect(game.flow.pending?.kind).toBe(lesson.start.kind);
        expect(game.flow.pending?.seats).toContain(lesson.player);
        expect(game.seats[lesson.player]).toBe('human');
      });

      it('every step\'s position comes and the lesson finishes', () => {
        const { shown, finished } = playLesson(lesson);
        const required = lesson.steps.filter((s) => !s.optional).map((s) => s.id);
        for (const id of required) expect(shown, `step ${id}`).toContain(id);
        expect(finished).toBe(true);
      });

      it('every text it shows is an English string', () => {
        const keys = [`learn.${lesson.id}.title`, `learn.${lesson.id}.summary`, ...lesson.steps.map((s) => `learn.${lesson.id}.${s.id}`),
          ...lesson.steps.filter((s) => s.intended).map((s) => `learn.${lesson.id}.${s.id}.mistake`)];
        for (const k of keys) expect((en as Record<string, string>)[k], k).toBeTruthy();
      });
    });
  }

  it('an act step ends when the player is asked that kind again in a later decision (bots answered at once)', () => {
    const debates = LESSONS.find((l) => l.id === 'debates')!;
    const lesson: Lesson = { ...debates, steps: [debates.steps[2]!, { id: 'after', when: () => true }] };
    const { game: g } = lessonStart(debates);
    const s = sightOf(g, debates.player);
    const asked = { ...s, pending: { ...s.pending!, kind: 'debate.card' as const }, decisions: 5 };
    const acted = onAct(lesson, { step: 0, acted: false, finished: false }, asked);
    expect(onSight(lesson, acted, asked).step).toBe(0); // the same decision: still this step
    expect(onSight(lesson, acted, { ...asked, decisions: 9 }).step).toBe(1);
  });

  it('the debates lesson: a card played and the next debate\'s card already asked (bots answered at once) shows the result step', () => {
    const debates = LESSONS.find((l) => l.id === 'debates')!;
    const card = debates.steps.findIndex((x) => x.id === 'card');
    const { game: g } = lessonStart(debates);
    const s = sightOf(g, debates.player);
    const asked = { ...s, pending: { ...s.pending!, kind: 'debate.card' as const, seats: [debates.player] }, decisions: 5 };
    const acted = onAct(debates, { step: card, acted: false, finished: false }, asked);
    expect(onSight(debates, acted, asked).step).toBe(card);
    expect(debates.steps[onSight(debates, acted, { ...asked, decisions: 9 }).step]!.id).toBe('result');
  });

  it('the End Phase lesson: a redeployment move and the next one asked keeps the redeployment step (moves come in a series)', () => {
    const end = LESSONS.find((l) => l.id === 'end')!;
    const redeploy = end.steps.findIndex((x) => x.id === 'redeploy');
    const { game: g } = lessonStart(end);
    const s = sightOf(g, end.player);
    const asked = { ...s, pending: { ...s.pending!, kind: 'redeploy.move' as const, seats: [end.player] }, decisions: 5 };
    const acted = onAct(end, { step: redeploy, acted: false, finished: false }, asked);
    expect(onSight(end, acted, { ...asked, decisions: 9 }).step).toBe(redeploy);
  });

  it('a choice the lesson did not mean is explained (5.32 E: Ostracism and War/Peace never sit in box 2)', () => {
    const lesson = LESSONS.find((l) => l.id === 'assembly')!;
    const { game: g } = lessonStart(lesson);
    const s = sightOf(g, lesson.player);
    const p = onNext(lesson, onNext(lesson, onNext(lesson, START)));
    const byKind = (k: string) => s.legalActions.find((a) => (a as { kind?: string }).kind === k)!;
    expect(mistakeOf(lesson, p, byKind('ostracism'), s)).toBe('pickA');
    expect(mistakeOf(lesson, p, byKind('warPeace'), s)).toBe('pickA');
    expect(mistakeOf(lesson, p, byKind('military'), s)).toBeNull();
  });

  it('a choice the lesson did not mean is explained (6.3: the Leader kept for later)', () => {
    const lesson = LESSONS.find((l) => l.id === 'debates')!;
    const { game: g } = lessonStart(lesson);
    // Up to the card: the issue is chosen by the player's rule bot.
    let s: LessonSight;
    let p = onNext(lesson, START);
    while (g.flow.pending?.kind !== 'debate.card' || !g.flow.pending.seats.includes(lesson.player)) {
      const seat = g.flow.pending!.seats.includes(lesson.player) ? lesson.player : g.flow.pending!.seats[0]!;
      s = sightOf(g, lesson.player);
      if (seat === lesson.player) p = onAct(lesson, p, s);
      applyInPlace(g, seat, decide('rule', viewFor(g, seat), legalActions(g, seat), seedRng('x')).action);
    }
    s = sightOf(g, lesson.player);
    const leader = s.legalActions.find((a) => (a as { card?: string }).card === `leader-${lesson.player}`);
    const other = s.legalActions.find((a) => (a as { card?: string }).card !== `leader-${lesson.player}`);
    expect(leader && other).toBeTruthy();
    expect(mistakeOf(lesson, p, leader!, s)).toBe('card');
    expect(mistakeOf(lesson, p, other!, s)).toBeNull();
  });

  it('counts in a lesson\'s text come from the position (#29): lesson 2 names the issues its track holds, the Boulé\'s and the extras', () => {
    const lesson = LESSONS.find((l) => l.id === 'assembly')!;
    const { game: g } = lessonStart(lesson);
    const rngs = seedRng('counts');
    while (g.flow.phase !== 'assembly') {
      const seat = g.flow.pending!.seats[0]!;
      applyInPlace(g, seat, decide('rule', viewFor(g, seat), legalActions(g, seat), rngs).action);
    }
    const s = sightOf(g, lesson.player);
    const done = lesson.steps.find((x) => x.id === 'done')!;
    expect(done.when(s)).toBe(true);
    const track = g.sides.athens.track;
    const args = lessonTextArgs(s);
    expect(args).toMatchObject({ issues: track.length, boule: 7, extras: track.length - 7, theaters: 20 });
    expect(args.extras).toBeGreaterThan(0); // the Aristophanes card put one up: eight issues, not seven
    for (const lang of ['en', 'es', 'el'] as const) {
      setLocale(lang);
      const text = t('learn.assembly.done', args);
      expect(text, lang).toContain(String(track.length));
      expect(text, lang).not.toMatch(/\{\w+\}|seven|siete|επτά/);
    }
    setLocale('en');
  });
});
