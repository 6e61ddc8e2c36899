// A decision is sent at most once (#13 item 3). The page remembers the decision count it was sent
// at and, once the host has taken it, the count that includes it (ActResult.decisions); the prompt
// stays closed until a view shows that count. Another count alone does not end the wait: a bot
// answering the same simultaneous decision moves the count while this answer is on its way, and the
// prompt it would open again is the one already answered (a second answer, which the host refuses).

/** A decision on its way: the count it was sent at, and the count that includes it once taken. */
export interface Sending { at: number; done: number | null }

/** The view's count ends the wait: it includes the decision, or an undo went back past its sending. */
export function sendingSettled(sending: Sending, decisions: number): boolean {
  return decisions < sending.at || (sending.done !== null && decisions >= sending.done);
}
