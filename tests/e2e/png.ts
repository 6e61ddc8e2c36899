// A minimal PNG reader (8-bit RGB/RGBA, not interlaced — what Chromium's screenshots are), so the
// tests can look at the pixels the board drew without an image library.
import { inflateSync } from 'node:zlib';

export interface Image { width: number; height: number; channels: number; data: Uint8Array }

export function decodePng(png: Buffer): Image {
  if (png.readUInt32BE(0) !== 0x89504e47) throw new Error('not a PNG');
  let pos = 8;
  let width = 0, height = 0, colorType = 0, bitDepth = 0, interlace = 0;
  const idat: Buffer[] = [];
  while (pos < png.length) {
    const len = png.readUInt32BE(pos);
    const type = png.toString('ascii', pos + 4, pos + 8);
    const body = png.subarray(pos + 8, pos + 8 + len);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      bitDepth = body[8]!;
      colorType = body[9]!;
      interlace = body[12]!;
    } else if (type === 'IDAT') idat.push(body);
    else if (type === 'IEND') break;
    pos += 12 + len;
  }
  if (bitDepth !== 8 || interlace !== 0 || (colorType !== 2 && colorType !== 6)) {
    throw new Error(`unsupported PNG (depth ${bitDepth}, colour type ${colorType}, interlace ${interlace})`);
  }
  const channels = colorType === 6 ? 4 : 3;
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const data = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const out = y * stride;
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? data[out + x - channels]! : 0;
      const b = y > 0 ? data[out - stride + x]! : 0;
      const c = x >= channels && y > 0 ? data[out - stride + x - channels]! : 0;
      let v = line[x]!;
      switch (filter) {
        case 1: v += a; break;
        case 2: v += b; break;
        case 3: v += (a + b) >> 1; break;
        case 4: {
          const p = a + b - c;
          const pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
          v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
          break;
        }
      }
      data[out + x] = v & 0xff;
    }
  }
  return { width, height, channels, data };
}

/** How many distinct colours the image has (RGB, alpha ignored). */
export function distinctColours(img: Image): number {
  const seen = new Set<number>();
  for (let i = 0; i < img.data.length; i += img.channels) {
    seen.add((img.data[i]! << 16) | (img.data[i + 1]! << 8) | img.data[i + 2]!);
  }
  return seen.size;
}

/** The share of pixels equal to the most common colour (1 = a blank, single-colour image). */
export function dominantShare(img: Image): number {
  const counts = new Map<number, number>();
  let max = 0;
  for (let i = 0; i < img.data.length; i += img.channels) {
    const k = (img.data[i]! << 16) | (img.data[i + 1]! << 8) | img.data[i + 2]!;
    const n = (counts.get(k) ?? 0) + 1;
    counts.set(k, n);
    if (n > max) max = n;
  }
  return max / (img.width * img.height);
}
