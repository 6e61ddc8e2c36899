// Renders assets/icon.svg to the PNGs the app needs (`npx tsx scripts/make-icons.ts`; the PNGs are committed):
// assets/icon.png (512×512: electron-builder, the window, the web page's favicon) and
// assets/icons/NxN.png (electron-builder's Linux icon set). Drawn by headless Chromium.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const ROOT = join(import.meta.dirname, '..');
const SIZES = [16, 32, 48, 64, 128, 256, 512];

const svg = readFileSync(join(ROOT, 'assets', 'icon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  mkdirSync(join(ROOT, 'assets', 'icons'), { recursive: true });
  for (const size of SIZES) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg.replace('width="512" height="512"', `width="${size}" height="${size}"`)}</body></html>`);
    const file = join(ROOT, 'assets', 'icons', `${size}x${size}.png`);
    await page.screenshot({ path: file, omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    if (size === 512) await page.screenshot({ path: join(ROOT, 'assets', 'icon.png'), omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    console.log(`icons: ${file}`);
  }
} finally {
  await browser.close();
}
