// Greek strings for en.whynot.ts (#18). Same keys and {placeholders} as English.
export const elWhynot: Record<string, string> = {
};
