// Greek strings for the core keys of en.ts (#18). Same keys and {placeholders} as English.
export const elCore: Record<string, string> = {
};
