// English strings for the data area (#18).
// Display names of the game's data: theaters, scenarios, card titles (the data keeps ids and facts).
export const dataEn = {
} as const;
