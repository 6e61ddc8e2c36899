// Greek strings for en.engine.ts (#18). Same keys and {placeholders} as English.
export const elEngine: Record<string, string> = {
};
