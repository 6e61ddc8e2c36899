// English strings for the lessons (Learn to play, #17.1). Keys start with 'learn.'.
export const learnEn = {
} as const;
