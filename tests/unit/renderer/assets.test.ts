// #16 "The desktop app": the top-level assets/ folder holds the app icon in the sizes
// electron-builder and the window need, and the bundled font with its licence.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../root.js';

const ROOT = REPO_ROOT;

/** Width and height from a PNG's IHDR chunk (null when the file is not a PNG). */
function pngSize(file: string): { width: number; height: number } | null {
  const b = readFileSync(file);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!b.subarray(0, 8).equals(signature) || b.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

/**
 * The keys this test reads from electron-builder.yml: top-level scalars and lists, and the
 * scalars of one level of sections (`linux: icon: …`). Enough for that file; not a YAML parser.
 */
function readBuilderConfig(text: string): BuilderConfig {
  const config: Record<string, unknown> = {};
  let section: string | null = null;
  for (const line of text.split('\n')) {
    if (/^\s*(#|$)/.test(line)) continue;
    const top = /^(\w+):\s*(.*)$/.exec(line);
    if (top) {
      section = top[1]!;
      if (top[2]) config[section] = top[2].trim();
      continue;
    }
    const item = /^ {2}- (.+)$/.exec(line);
    if (item && section) ((config[section] ??= []) as string[]).push(item[1]!.trim());
    const sub = /^ {2}(\w+):\s*(.+)$/.exec(line);
    if (sub && section) ((config[section] ??= {}) as Record<string, string>)[sub[1]!] = sub[2]!.trim();
  }
  return config as BuilderConfig;
}

interface BuilderConfig {
  icon?: string;
  files?: string[];
  linux?: { icon?: string };
  mac?: { icon?: string };
  win?: { icon?: string };
}

describe('assets (#16 the desktop app)', () => {
  const config = readBuilderConfig(readFileSync(join(ROOT, 'electron-builder.yml'), 'utf8'));

  it('electron-builder.yml names an app icon that exists, a 512×512 PNG (macOS and Windows need ≥ 512 and ≥ 256)', () => {
    expect(config.icon).toBeDefined();
    const file = join(ROOT, config.icon!);
    expect(existsSync(file), `${config.icon} exists`).toBe(true);
    expect(pngSize(file)).toEqual({ width: 512, height: 512 });
    // Packaged with the app, so the window can load it at run time (src-main/electron/main.ts).
    expect(config.files).toContain(config.icon);
  });

  it('the Linux icon set holds every size its file name claims, 256 and 512 among them', () => {
    const dir = join(ROOT, config.linux?.icon ?? 'missing');
    expect(statSync(dir).isDirectory()).toBe(true);
    for (const size of [16, 32, 48, 64, 128, 256, 512]) {
      expect(pngSize(join(dir, `${size}x${size}.png`)), `${size}x${size}.png`).toEqual({ width: size, height: size });
    }
  });

  it('the window and the page use the same icon file (security.ts windowOptions, index.html)', () => {
    expect(readFileSync(join(ROOT, 'src-main', 'electron', 'security.ts'), 'utf8')).toContain("icon: path.join(appPath, 'assets', 'icon.png')");
    const html = readFileSync(join(ROOT, 'src-renderer', 'index.html'), 'utf8');
    const href = /<link rel="icon"[^>]*href="([^"]+)"/.exec(html)?.[1];
    expect(href).toBeDefined();
    expect(pngSize(join(ROOT, 'src-renderer', href!))).toEqual({ width: 256, height: 256 });
  });

  it('the bundled font is DejaVu Sans (regular and bold, TrueType) with its licence', () => {
    for (const name of ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf']) {
      const b = readFileSync(join(ROOT, 'assets', 'fonts', name));
      expect(b.readUInt32BE(0), `${name} is TrueType`).toBe(0x00010000);
      // The 'name' table spells the family in UTF-16BE.
      expect(b.includes(Buffer.from('DejaVu Sans', 'utf16le').swap16())).toBe(true);
    }
    expect(readFileSync(join(ROOT, 'assets', 'fonts', 'LICENSE-DejaVu.txt'), 'utf8')).toMatch(/Bitstream Vera/);
    const css = readFileSync(join(ROOT, 'src-renderer', 'styles.css'), 'utf8');
    expect(css).toMatch(/@font-face\s*{\s*font-family: 'Pericles Sans';\s*src: url\('\.\.\/assets\/fonts\/DejaVuSans\.ttf'\)/);
  });
});
