// Spanish strings for the core keys of en.ts (#18). Same keys and {placeholders} as English.
export const esCore: Record<string, string> = {
};
