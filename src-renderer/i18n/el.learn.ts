// Greek strings for en.learn.ts (#18). Same keys and {placeholders} as English.
export const elLearn: Record<string, string> = {
};
