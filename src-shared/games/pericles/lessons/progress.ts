// How a lesson moves on is every game's (src-shared/kit/lessons.ts): Pericles' lessons use it as it is.
export { START, onSight, onNext, onAct, mistakeOf, type LessonProgress } from '../../../kit/lessons.js';
