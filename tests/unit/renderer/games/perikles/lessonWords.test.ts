// #33 Perikles' lessons: the facts a step's words quote come from the position shown (the tile the
// player took, the elections' results, the battle's outcome), named by the glossary, never a token.
import { describe, expect, it } from 'vitest';
import { setLocale } from '../../../../../src-renderer/i18n/index.js';
import { stepWords } from '../../../../../src-renderer/games/perikles/learn/LessonBar.js';
import { wordsToShow } from '../../../../../src-renderer/learn/LessonBar.js';
import { applyInPlace, legalActions, pending } from '../../../../../src-shared/games/perikles/flow.js';
import { viewFor } from '../../../../../src-shared/games/perikles/view.js';
import { ruleDecide } from '../../../../../src-shared/games/perikles/bots/rule.js';
import { seedRng } from '../../../../../src-shared/kit/random.js';
import { INFLUENCE_BY_ID, type PeriklesState, type Seat } from '../../../../../src-shared/games/perikles/state.js';
import { battleOutcome, electionResults, lessonStart, periklesLessonById, type PeriklesLessonSight } from '../../../../../src-shared/games/perikles/lessons/index.js';

const sight = (g: PeriklesState, seat: Seat): PeriklesLessonSight => ({ view: viewFor(g, seat), pending: pending(g), legalActions: legalActions(g, seat) });
const TOKEN = /\{|\}|perikles\.|undefined|\?/;

/** Plays on with the rule bot in every seat until `stop` holds. */
function playUntil(g: PeriklesState, stop: () => boolean): void {
  const rng = seedRng('words');
  for (let i = 0; i < 2000 && g.decision && !stop(); i++) applyInPlace(g, ruleDecide(viewFor(g, g.decision.seat), legalActions(g, g.decision.seat), rng).action);
}

describe('Perikles lesson words from the position (#33)', () => {
  setLocale('en');

  it('tiles and influence: the city and the pottery shards of the tile taken; an Any City tile said so', () => {
    const lesson = periklesLessonById('perikles-influence')!;
    const colour = lessonStart(lesson);
    const s0 = sight(colour.game, 'red');
    const city = s0.legalActions.find((a) => a.type === 'take' && INFLUENCE_BY_ID[s0.view.display[a.box as number]!]!.colour === 'thebes')!;
    applyInPlace(colour.game, city);
    const said = stepWords(lesson.id, 'placed', sight(colour.game, 'red'));
    expect(said).toContain('Thebes');
    expect(said).toMatch(/2 pottery shards/);
    expect(said).not.toMatch(TOKEN);

    const any = lessonStart(lesson);
    const s1 = sight(any.game, 'red');
    applyInPlace(any.game, s1.legalActions.find((a) => a.type === 'take' && INFLUENCE_BY_ID[s1.view.display[a.box as number]!]!.colour === 'any')!);
    const anySaid = stepWords(lesson.id, 'placed', sight(any.game, 'red'));
    expect(anySaid).toContain('the city you chose');
    expect(anySaid).not.toMatch(TOKEN);
  });

  it('elections: every city\'s new leader by name, and how many the player leads', () => {
    const lesson = periklesLessonById('perikles-elections')!;
    const { game } = lessonStart(lesson);
    playUntil(game, () => electionResults(sight(game, 'red')).length > 0);
    const s = sight(game, 'red');
    const said = stepWords(lesson.id, 'leaders', s);
    for (const c of ['Athens', 'Sparta', 'Argos', 'Corinth', 'Thebes', 'Megara']) expect(said).toContain(`${c}: `);
    const mine = electionResults(s).filter((e) => e.seat === 'red').length;
    expect(said).toContain(mine === 0 ? 'no city' : `${mine} cit`);
    expect(said).not.toMatch(TOKEN);
  });

  it('a battle: the Location fought for and who won it', () => {
    const lesson = periklesLessonById('perikles-battle')!;
    const { game } = lessonStart(lesson);
    playUntil(game, () => battleOutcome(sight(game, 'green')) !== undefined);
    const said = stepWords(lesson.id, 'result', sight(game, 'green'));
    expect(said).toMatch(/^The battle for \w+ is over: /);
    expect(said).not.toMatch(TOKEN);
  });

  it('a battle\'s result step reached while its battle still has a round to fight: the words read before stay, never a placeholder', () => {
    const lesson = periklesLessonById('perikles-battle')!;
    const result = lesson.steps.find((st) => st.id === 'result')!;
    const rounds = lesson.steps.find((st) => st.id === 'rounds')!;
    const { game } = lessonStart(lesson);
    playUntil(game, () => rounds.when(sight(game, 'green')));
    const s = sight(game, 'green');
    expect(result.when(s)).toBe(false); // the battle is not over
    const before = stepWords(lesson.id, 'rounds', s);
    expect(stepWords(lesson.id, 'result', s)).toMatch(/\{location\}/); // what the words would say too soon
    const shown = wordsToShow(result, result.when(s), () => stepWords(lesson.id, 'result', s), before);
    expect(shown).toBe(before);
    expect(shown).not.toMatch(TOKEN);
    // Once the battle is over, the result's own words.
    playUntil(game, () => result.when(sight(game, 'green')));
    const after = sight(game, 'green');
    expect(wordsToShow(result, true, () => stepWords(lesson.id, 'result', after), before)).toMatch(/^The battle for \w+ is over: /);
  });
});
