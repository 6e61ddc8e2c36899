// The engine's public API (issue "Foundation"): few names, all pure.
export * from './games/pericles/index.js';
