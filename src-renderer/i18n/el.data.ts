// Greek strings for en.data.ts (#18). Same keys and {placeholders} as English.
export const elData: Record<string, string> = {
};
