// The rules' one refusal, the same class for every game (#32 "a refusal is one EngineError turned
// into one reply"): the host answers it as a refused decision, never as a crash.

export type EngineErrorCode = 'not-your-turn' | 'illegal-action' | 'game-over' | 'bad-action' | 'bad-setup'
  /** A seat change refused (Pericles: engine/seats.ts). */
  | 'seat-mid-secret' | 'seat-unchanged';

/** Thrown by a game's `check`/`apply` for anything it refuses; the input state is never changed. */
export class EngineError extends Error {
  readonly code: EngineErrorCode;
  constructor(code: EngineErrorCode, message: string) {
    super(message);
    this.name = 'EngineError';
    this.code = code;
  }
}
