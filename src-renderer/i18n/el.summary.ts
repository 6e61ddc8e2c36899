// Greek strings for en.summary.ts (#18). Same keys and {placeholders} as English.
export const elSummary: Record<string, string> = {
};
