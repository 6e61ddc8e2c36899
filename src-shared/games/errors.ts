// A game's refusal (#32 "The contract"): every game's rules throw this one error for what they refuse,
// so the host turns any game's refusal into one reply. Game-neutral: each game imports it from here,
// never from another game (Pericles' engine/types.ts re-exports it for its own files).
export type EngineErrorCode = 'not-your-turn' | 'illegal-action' | 'game-over' | 'bad-action' | 'bad-setup'
  /** A seat change refused (Pericles: engine/seats.ts). */
  | 'seat-mid-secret' | 'seat-unchanged';

/** Thrown by `apply` for anything it refuses; the input state is never changed. */
export class EngineError extends Error {
  readonly code: EngineErrorCode;
  constructor(code: EngineErrorCode, message: string) {
    super(message);
    this.name = 'EngineError';
    this.code = code;
  }
}
