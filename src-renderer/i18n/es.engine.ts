// Spanish strings for en.engine.ts (#18). Same keys and {placeholders} as English.
export const esEngine: Record<string, string> = {
};
