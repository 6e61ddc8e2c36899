// Which lessons a player has finished (#17.1), remembered on this machine (localStorage).
const KEY = 'pericles.lessons.done';

export function lessonsDone(): Set<string> {
  try {
    const raw = globalThis.localStorage?.getItem(KEY);
    const list = raw ? (JSON.parse(raw) as unknown) : [];
    return new Set(Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : []);
  } catch {
    return new Set();
  }
}

export function markLessonDone(id: string): void {
  const done = lessonsDone();
  done.add(id);
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify([...done]));
  } catch {
    // Storage full or refused: the lesson is still finished, only not remembered.
  }
}

// Where the player is in the lesson being played (this window only): the bar picks it up again
// when the game screen comes back (after the rules, the saves or the replay).
const stepKey = (id: string): string => `pericles.lesson.at.${id}`;

export function savedLessonProgress<T>(id: string): T | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(stepKey(id));
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function saveLessonProgress(id: string, progress: unknown): void {
  try { globalThis.sessionStorage?.setItem(stepKey(id), JSON.stringify(progress)); } catch { /* not remembered */ }
}

export function forgetLessonProgress(id: string): void {
  try { globalThis.sessionStorage?.removeItem(stepKey(id)); } catch { /* nothing to forget */ }
}
