// Perikles' component data (PERIKLES.md), in one import.
export * from './cities.js';
export * from './locations.js';
export * from './rules.js';
export * from './specials.js';
