// English strings for the engine area (#18).
// Words the shared engine and bots produce for a player (bot reasons, refusal reasons), as keys.
export const engineEn = {
} as const;
