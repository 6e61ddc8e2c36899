// The saves UI for the App to mount: the saves browser, the game screen's save controls, and
// the replay viewer. See src-main/host/replay.ts for the load-verification policy.
export { SavesBrowser, type SavesBrowserProps } from './SavesBrowser.js';
export { SaveControls, shortcutOf, type SaveControlsProps } from './SaveControls.js';
export { ReplayViewer, type ReplayViewerProps } from './ReplayViewer.js';
export { captureBoardThumbnail, THUMBNAIL_LIMIT } from './thumbnail.js';
