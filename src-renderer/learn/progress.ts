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
