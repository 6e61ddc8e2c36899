// English strings for battle odds and the advisor (#17.3, #17.4). Keys start with 'odds.'.
export const oddsEn = {
} as const;
