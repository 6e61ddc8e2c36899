// Moved to src-renderer/display/webgl.ts (every game's board uses it).
export { makeContext } from '../../../../display/webgl.js';
