// A board's WebGL context (any game's PixiJS board), made before Pixi sees it so software GL can be recognised and
// Pixi's batch shader kept cheap there (see makeContext).

/** The WebGL renderer string (e.g. "… SwiftShader …"), when the browser tells it. */
function glRendererName(gl: WebGLRenderingContext | WebGL2RenderingContext): string {
  try {
    const ext = gl.getExtension('WEBGL_debug_renderer_info');
    return String(gl.getParameter(ext ? ext.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
  } catch {
    return '';
  }
}

/**
 * The board's canvas and WebGL context, made here rather than by Pixi so the renderer can be
 * checked first. On software GL (SwiftShader) Pixi's batch shader, which picks one of up to 16
 * textures per pixel with an if/else chain, samples every one of them for every pixel (SIMD
 * lanes run both sides of each branch): drawing one full-screen sprite cost ~450 ms. Reporting a
 * single texture unit makes Pixi build branch-free shaders (one texture per batch; more draw
 * calls, which are cheap there).
 */
export function makeContext(options: { opaque?: boolean } = {}): { canvas: HTMLCanvasElement; gl: WebGL2RenderingContext | WebGLRenderingContext | null; renderer: string; software: boolean } {
  const canvas = document.createElement('canvas');
  const attrs: WebGLContextAttributes = {
    // Transparent unless the board paints every pixel itself: Pericles' map is under the canvas,
    // in the page (mapRaster.ts). An opaque canvas is copied to the screen, not blended.
    alpha: !options.opaque, premultipliedAlpha: true, antialias: false, stencil: true, preserveDrawingBuffer: false, powerPreference: 'default',
  };
  const gl = canvas.getContext('webgl2', attrs) ?? canvas.getContext('webgl', attrs);
  if (!gl) return { canvas, gl: null, renderer: '', software: false };
  const renderer = glRendererName(gl);
  const software = /swiftshader|llvmpipe|software/i.test(renderer);
  if (software) {
    const units = gl.MAX_TEXTURE_IMAGE_UNITS;
    const get = gl.getParameter.bind(gl) as (p: number) => unknown;
    Object.defineProperty(gl, 'getParameter', { value: (p: number): unknown => (p === units ? 1 : get(p)), configurable: true });
  }
  return { canvas, gl, renderer, software };
}

