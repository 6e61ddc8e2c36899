// Spanish strings for en.rules.ts (#18). Same keys and {placeholders} as English.
export const esRules: Record<string, string> = {
};
