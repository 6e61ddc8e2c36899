// English strings for the players' rulebook (#17.6). Keys start with 'rules.'.
export const rulesEn = {
} as const;
