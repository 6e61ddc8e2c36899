// Greek strings for en.odds.ts (#18). Same keys and {placeholders} as English.
export const elOdds: Record<string, string> = {
};
