// Board thumbnails for the saves browser: the PixiJS board canvas drawn down to a small PNG data
// URL (240 px wide, smaller if needed to stay under the protocol's MAX_THUMBNAIL_CHARS).
// The scene draws the picture small and reads back only its pixels (BoardScene.thumbnailCanvas);
// without a scene (or before it can), the WebGL canvas is copied, rendered first in the same
// task since its drawing buffer is only valid right after a render.
//
// captureBoardThumbnail is self-contained (no module-scope references), so tests can also run
// it in a page as is (Playwright's page.evaluate).

/** Same limit as src-shared/protocol/messages.ts MAX_THUMBNAIL_CHARS (a unit test keeps them equal). */
export const THUMBNAIL_LIMIT = 60_000;

/** A PNG data URL of the board now, or null when no board is shown (or it cannot be read). */
export function captureBoardThumbnail(limit: number = 60_000): string | null {
  type SceneLike = { app?: { render(): void; canvas: HTMLCanvasElement }; thumbnailCanvas?(width: number): HTMLCanvasElement | null };
  const host = document.querySelector<HTMLElement & { __boardScene?: SceneLike }>('[data-board-canvas-host]');
  const scene = host?.__boardScene;
  const app = scene?.app;
  const canvas = app?.canvas ?? document.querySelector<HTMLCanvasElement>('canvas[data-board-canvas]');
  if (!canvas || !canvas.width || !canvas.height) return null;
  try {
    if (scene?.thumbnailCanvas) {
      for (const width of [240, 200, 160, 120]) {
        const url = scene.thumbnailCanvas(width)?.toDataURL('image/png');
        if (!url) return null;
        if (url.startsWith('data:image/png;base64,') && url.length <= limit) return url;
      }
      return null;
    }
    app?.render();
    for (const width of [240, 200, 160, 120]) {
      const w = Math.min(width, canvas.width);
      const h = Math.max(1, Math.round((canvas.height / canvas.width) * w));
      const out = document.createElement('canvas');
      out.width = w;
      out.height = h;
      const ctx = out.getContext('2d');
      if (!ctx) return null;
      ctx.imageSmoothingQuality = 'high';
      ctx.drawImage(canvas, 0, 0, w, h);
      const url = out.toDataURL('image/png');
      if (url.startsWith('data:image/png;base64,') && url.length <= limit) return url;
    }
  } catch {
    // A tainted or lost canvas: save without a picture.
  }
  return null;
}
