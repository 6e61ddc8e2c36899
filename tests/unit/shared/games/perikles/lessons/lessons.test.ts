// #33 Perikles' lessons (tiles and influence; elections; a battle): every lesson's position is
// reached from its seed, each step checks what the player did in the player's own view, and
// played on (the player by the rule bot, taking the lesson's intended choice) every required
// step's position comes, in order, and the lesson finishes. A choice the lesson did not mean is
// explained first; the text of every step exists in English, Spanish and Greek.
import { describe, expect, it } from 'vitest';
import type { Action } from '../../../../../../src-shared/kit/types.js';
import { seedRng } from '../../../../../../src-shared/kit/random.js';
import { START, mistakeOf, onAct, onNext, onSight, type LessonProgress } from '../../../../../../src-shared/kit/lessons.js';
import { applyInPlace, legalActions, pending as pendingOf } from '../../../../../../src-shared/games/perikles/flow.js';
import { viewFor } from '../../../../../../src-shared/games/perikles/view.js';
import { ruleDecide } from '../../../../../../src-shared/games/perikles/bots/rule.js';
import type { PeriklesState, Seat } from '../../../../../../src-shared/games/perikles/state.js';
import {
  PERIKLES_LESSONS, battleOutcome, electionResults, lessonStart, outcomeSide, periklesLessonById, periklesStepPoint, tileTaken,
  type PeriklesLesson, type PeriklesLessonSight,
} from '../../../../../../src-shared/games/perikles/lessons/index.js';
import { LOCATION_BY_ID } from '../../../../../../src-shared/games/perikles/data/index.js';
import { perikles } from '../../../../../../src-shared/games/perikles/module.js';
import { lessonsEn } from '../../../../../../src-renderer/games/perikles/i18n/en.lessons.js';
import { lessonsEs } from '../../../../../../src-renderer/games/perikles/i18n/es.lessons.js';
import { lessonsEl } from '../../../../../../src-renderer/games/perikles/i18n/el.lessons.js';

function sightOf(g: PeriklesState, seat: Seat, decided: number, reword = false): PeriklesLessonSight {
  const pending = pendingOf(g);
  const view = viewFor(g, seat);
  // Every English sentence of the log reworded (its message keys kept): the lessons read keys only.
  if (reword) view.log = view.log.map((e) => ({ ...e, text: `reworded: ${e.text.toUpperCase()}` }));
  return { view, pending, legalActions: pending?.seats.includes(seat) ? legalActions(g, seat) : [], decisions: decided };
}

interface PlayOptions {
  /** The lesson reads a log whose English sentences are reworded. */
  reword?: boolean;
  /** Stops before the player's decision when this holds (the progress and sight then). */
  until?: (p: LessonProgress, s: PeriklesLessonSight) => boolean;
}

/** Plays the lesson as the lesson bar would see it; returns the steps shown, in order, the last sight and progress. */
function playLesson(lesson: PeriklesLesson, opts: PlayOptions = {}): { shown: string[]; finished: boolean; last: PeriklesLessonSight; progress: LessonProgress } {
  const { game: g, decisions } = lessonStart(lesson);
  let decided = decisions.length;
  const rng = seedRng(`test:${lesson.id}`);
  let p = START;
  const shown: string[] = [lesson.steps[0]!.id];
  let s = sightOf(g, lesson.player, decided, opts.reword);
  for (let i = 0; i < 800 && !p.finished; i++) {
    s = sightOf(g, lesson.player, decided, opts.reword);
    const before = p.step;
    p = onSight(lesson, p, s);
    shown.push(lesson.steps[p.step]!.id);
    const step = lesson.steps[p.step]!;
    if (!step.act && step.when(s)) p = onNext(lesson, p); // a read step is read (Next) once its position has come
    if (p.finished) break;
    if (p.step !== before) continue;
    const pend = g.decision;
    if (!pend) break;
    const seat = pend.seat;
    const legal = legalActions(g, seat);
    let action: Action = ruleDecide(viewFor(g, seat, { withoutLog: true }), legal, rng).action;
    if (seat === lesson.player) {
      if (opts.until?.(p, s)) break;
      if (mistakeOf(lesson, p, action, s)) action = legal.find((a) => !mistakeOf(lesson, p, a, s))!;
      const at = p.step;
      p = onAct(lesson, p, s);
      if (p.step !== at) shown.push(lesson.steps[p.step]!.id);
    }
    applyInPlace(g, action);
    decided++;
  }
  return { shown: shown.filter((id, k) => shown.indexOf(id) === k), finished: p.finished, last: s, progress: p };
}

describe('Perikles lessons (#33)', () => {
  it('three, with ids no other game uses, served by the module', () => {
    expect(PERIKLES_LESSONS.map((l) => l.id)).toEqual(['perikles-influence', 'perikles-elections', 'perikles-battle']);
    expect(perikles.lessons?.list.map((l) => l.id)).toEqual(PERIKLES_LESSONS.map((l) => l.id));
    expect(() => perikles.lessons!.start('nope')).toThrow(/Unknown lesson/);
  });

  for (const lesson of PERIKLES_LESSONS) {
    describe(lesson.id, () => {
      it('reaches its starting position: the player is asked the start decision, the others are bots', () => {
        const { game, decisions } = lessonStart(lesson);
        expect(game.decision?.kind).toBe(lesson.start.kind);
        expect(game.decision?.seat).toBe(lesson.player);
        expect(game.kinds[lesson.player]).toBe('human');
        expect(Object.values(game.kinds).filter((k) => k === 'human')).toHaveLength(1);
        // Its record replays to it from the setup, through the module (the host verifies saves so).
        let replayed = perikles.replayStart(perikles.savedSetup(game, []));
        for (const d of decisions) replayed = perikles.replayEntry(replayed, d);
        expect(perikles.hash(replayed)).toBe(perikles.hash(game));
        expect(perikles.hash(perikles.lessons!.start(lesson.id).state)).toBe(perikles.hash(game));
      });

      it('every required step\'s position comes, in order, and the lesson finishes', () => {
        const { shown, finished } = playLesson(lesson);
        const required = lesson.steps.filter((st) => !st.optional).map((st) => st.id);
        expect(shown.filter((id) => required.includes(id))).toEqual(required);
        expect(finished).toBe(true);
      });

      it('reads the log by its message keys, not its English sentences: a reworded log gives the same progress and facts', () => {
        const plain = playLesson(lesson);
        const reworded = playLesson(lesson, { reword: true });
        expect(reworded.shown).toEqual(plain.shown);
        expect(reworded.finished).toBe(true);
        expect(reworded.last.view.log.every((e) => e.text.startsWith('reworded: '))).toBe(true);
        expect(tileTaken(reworded.last)).toBe(tileTaken(plain.last));
        expect(electionResults(reworded.last).map((e) => e.city)).toEqual(electionResults(plain.last).map((e) => e.city));
        expect(battleOutcome(reworded.last)?.slot).toBe(battleOutcome(plain.last)?.slot);
        expect(battleOutcome(reworded.last) && outcomeSide(battleOutcome(reworded.last)!)).toBe(battleOutcome(plain.last) && outcomeSide(battleOutcome(plain.last)!));
      });

      it('each act step outlines one option of the prompt, one the lesson means', () => {
        const { game, decisions } = lessonStart(lesson);
        const s = sightOf(game, lesson.player, decisions.length);
        const step = lesson.steps.find((st) => st.act === lesson.start.kind)!;
        const ui = periklesStepPoint(step, s).ui ?? '';
        const option = Number(/\[data-option="(\d+)"\]/.exec(ui)?.[1]);
        expect(s.legalActions[option], ui).toBeDefined();
        if (step.intended) expect(step.intended(s.legalActions[option]!, s)).toBe(true);
      });

      it('every text it shows is written in English, Spanish and Greek', () => {
        const keys = [`perikles.learn.${lesson.id}.title`, `perikles.learn.${lesson.id}.summary`, ...lesson.steps.map((st) => `perikles.learn.${lesson.id}.${st.id}`),
          ...lesson.steps.filter((st) => st.intended).map((st) => `perikles.learn.${lesson.id}.${st.id}.mistake`)];
        for (const dict of [lessonsEn, lessonsEs, lessonsEl] as Record<string, string>[]) for (const k of keys) expect(dict[k], k).toBeTruthy();
      });
    });
  }

  it('tiles and influence: the lesson asks for a tile, explains a Special tile played instead, and sees the tile taken', () => {
    const lesson = periklesLessonById('perikles-influence')!;
    const { game, decisions } = lessonStart(lesson);
    const s = sightOf(game, 'red', decisions.length);
    const p = { step: lesson.steps.findIndex((st) => st.id === 'take'), acted: false, finished: false };
    expect(tileTaken(s)).toBeUndefined();
    const take = s.legalActions.find((a) => a.type === 'take')!;
    expect(mistakeOf(lesson, p, take, s)).toBeNull();
    const special = s.legalActions.find((a) => a.type === 'special');
    if (special) expect(mistakeOf(lesson, p, special, s)).toBe('take');
    applyInPlace(game, take);
    expect(tileTaken(sightOf(game, 'red', decisions.length + 1))).toBe(s.view.display[take.box as number]);
  });

  it('elections: proposing another\'s cube is explained first; after Phase 4 every city\'s result is read', () => {
    const lesson = periklesLessonById('perikles-elections')!;
    const { game, decisions } = lessonStart(lesson);
    const s = sightOf(game, 'red', decisions.length);
    const p = { step: lesson.steps.findIndex((st) => st.id === 'propose'), acted: false, finished: false };
    const own = s.legalActions.find((a) => a.cube === 'red')!;
    const other = s.legalActions.find((a) => a.cube !== 'red')!;
    expect(mistakeOf(lesson, p, own, s)).toBeNull();
    expect(mistakeOf(lesson, p, other, s)).toBe('propose');
    expect(electionResults(s)).toHaveLength(0);
    const { last } = playLesson(lesson);
    expect(electionResults(last)).toHaveLength(6);
  });

  it('a battle: "done" without a counter is explained first; the lesson ends on the outcome of the player\'s own battle', () => {
    const lesson = periklesLessonById('perikles-battle')!;
    const { game, decisions } = lessonStart(lesson);
    const s = sightOf(game, 'green', decisions.length);
    const p = { step: lesson.steps.findIndex((st) => st.id === 'send'), acted: false, finished: false };
    expect(mistakeOf(lesson, p, { type: 'done' }, s)).toBe('send');
    expect(mistakeOf(lesson, p, s.legalActions.find((a) => a.type === 'send' && a.side === 'attack')!, s)).toBeNull();
    expect(battleOutcome(s)).toBeUndefined();
    const { last } = playLesson(lesson);
    const outcome = battleOutcome(last)!;
    expect(outcome.rule).toMatch(/^Phase 6 Resolve Battles/);
    expect(last.view.log.some((e) => e.msg === 'commit.send' && e.seat === 'green' && e.slot === outcome.slot && e.turn === outcome.turn)).toBe(true);
  });

  // The player decides Phase 3's proposals and Phase 5's counters more than once a turn: the
  // step teaches the same at each of them, not only at the first.
  it('elections: the player\'s later proposals in Phase 3 Propose Candidates are the "propose" step\'s too, and checked', () => {
    const lesson = periklesLessonById('perikles-elections')!;
    const propose = lesson.steps.findIndex((st) => st.id === 'propose');
    let asked = 0;
    const { progress: p, last: s } = playLesson(lesson, { until: (_p, x) => x.pending?.kind === 'candidates.propose' && ++asked === 2 });
    expect(asked).toBe(2);
    expect(p.step).toBe(propose);
    const own = s.legalActions.find((a) => a.cube === 'red');
    const other = s.legalActions.find((a) => a.cube !== 'red')!;
    expect(own, 'the position has an own cube to propose').toBeDefined();
    expect(mistakeOf(lesson, p, own!, s)).toBeNull();
    expect(mistakeOf(lesson, p, other, s)).toBe('propose');
    expect(periklesStepPoint(lesson.steps[propose]!, s).ui).toMatch(/\[data-option="\d+"\]/);
  });

  it('a battle: after the first counter, each later Phase 5 decision is still the "send" step\'s: "done" is then fine, a send asking permission is not', () => {
    const lesson = periklesLessonById('perikles-battle')!;
    const send = lesson.steps.findIndex((st) => st.id === 'send');
    let asked = 0;
    const { progress: p, last: s } = playLesson(lesson, { until: (_p, x) => x.pending?.kind === 'commit.send' && ++asked === 2 });
    expect(asked).toBe(2);
    expect(p.step).toBe(send);
    expect(s.view.log.some((e) => e.msg === 'commit.send' && e.seat === 'green' && e.turn === s.view.turn)).toBe(true);
    expect(mistakeOf(lesson, p, { type: 'done' }, s)).toBeNull();
    const unasked = s.legalActions.find((a) => a.type === 'send' && a.side === 'attack');
    if (unasked) expect(mistakeOf(lesson, p, unasked, s)).toBeNull();
    // Defending another leader's Location asks his permission: explained first, as at the first counter.
    const leaderOf = (a: Action): string | null => s.view.cities[LOCATION_BY_ID[s.view.slots[a.slot as number]!.tile!]!.city].leader;
    const asking = s.legalActions.find((a) => a.type === 'send' && a.side === 'defend' && ![null, 'green'].includes(leaderOf(a)));
    expect(asking, 'the position has a send that asks permission').toBeDefined();
    expect(mistakeOf(lesson, p, asking!, s)).toBe('send');
  });
});
