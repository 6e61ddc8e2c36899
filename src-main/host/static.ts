// Serving the built renderer safely, shared by the loopback web server and Electron's custom
// protocol: content types, the Content-Security-Policy, and URL → file resolution that can
// never leave the static root (no `..`, no encoded separators, no symlinks out, no dotfiles).
import { promises as fs } from 'node:fs';
import * as path from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.xml': 'application/xml',
};

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The renderer's CSP; `connectSrc` adds the WebSocket origin in the browser host. Only the app's
 * own scripts run; no plugin, no frame, no <base> or form may point the page elsewhere, and no
 * other page may frame it.
 */
export function contentSecurityPolicy(connectSrc: string[] = []): string {
  return [
    "default-src 'self'",
    `connect-src ${["'self'", ...connectSrc].join(' ')}`,
    "img-src 'self' data: blob:",
    "style-src 'self' 'unsafe-inline'",
    "script-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "frame-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The file under `root` that URL path `urlPath` names ('/' → index.html), or null when the path
 * is malformed, escapes the root, names a dotfile or a folder, or does not exist.
 */
export async function resolveStaticFile(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (!decoded.startsWith('/') || decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter((s) => s !== '');
  if (segments.some((s) => s === '..' || s.startsWith('.'))) return null;
  if (segments.length === 0) segments.push('index.html');
  let realRoot: string;
  try {
    realRoot = await fs.realpath(root);
  } catch {
    return null;
  }
  const candidate = path.join(realRoot, ...segments);
  try {
    // realpath resolves symlinks, so a link pointing outside the root is caught here.
    const real = await fs.realpath(candidate);
    const rel = path.relative(realRoot, real);
    if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return null;
    if (!(await fs.stat(real)).isFile()) return null;
    return real;
  } catch {
    return null;
  }
}
