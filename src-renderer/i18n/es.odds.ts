// Spanish strings for en.odds.ts (#18). Same keys and {placeholders} as English.
export const esOdds: Record<string, string> = {
};
