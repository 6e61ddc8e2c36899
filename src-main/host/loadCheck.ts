// Moved to the Pericles module's save checks (#32); this re-export goes when the host asks the module.
export * from '../../src-shared/games/pericles/saveChecks.js';
