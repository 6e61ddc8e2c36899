// Board thumbnails for the saves browser: the PixiJS board canvas drawn down to a small PNG data
// URL (240 px wide, smaller if needed to stay under the protocol's MAX_THUMBNAIL_CHARS).
// The scene draws the picture small and reads back only its pixels (BoardScene.thumbnailCanvas):
// copying the whole WebGL canvas made software GL finish and read back every queued frame.
//
// captureBoardThumbnail is self-contained (no module-scope references), so tests can also run
// it in a page as is (Playwright's page.evaluate).

/** Same limit as src-shared/protocol/messages.ts MAX_THUMBNAIL_CHARS (a unit test keeps them equal). */
export const THUMBNAIL_LIMIT = 60_000;

/** A PNG data URL of the board now, or null when no board is shown (or it cannot be read). */
export function captureBoardThumbnail(limit: number = 60_000): string | null {
  type SceneLike = { thumbnailCanvas(width: number): HTMLCanvasElement | null };
  const scene = document.querySelector<HTMLElement & { __boardScene?: SceneLike }>('[data-board-canvas-host]')?.__boardScene;
  if (!scene) return null;
  try {
    for (const width of [240, 200, 160, 120]) {
      const url = scene.thumbnailCanvas(width)?.toDataURL('image/png');
      if (!url) return null;
      if (url.startsWith('data:image/png;base64,') && url.length <= limit) return url;
    }
  } catch {
    // A lost GL context: save without a picture.
  }
  return null;
}
