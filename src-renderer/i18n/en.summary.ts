// English strings for turn and game summaries, the record of finished games (#17.5). Keys start with 'summary.'.
export const summaryEn = {
} as const;
