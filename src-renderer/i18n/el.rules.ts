// Greek strings for en.rules.ts (#18). Same keys and {placeholders} as English.
export const elRules: Record<string, string> = {
};
