// English strings for "why not?" reasons (#17.2). Keys start with 'whynot.'.
export const whynotEn = {
} as const;
