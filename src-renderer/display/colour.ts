// Colour arithmetic every game's board uses: a shade of a colour (the lit and shadowed faces of a
// wooden piece) and the ink that reads on a colour.

/** `color` darkened (f < 1) or lightened toward white (f > 1). */
export function shade(color: number, f: number): number {
  const r = (color >> 16) & 0xff;
  const g = (color >> 8) & 0xff;
  const b = color & 0xff;
  const m = (c: number): number => Math.max(0, Math.min(255, Math.round(f >= 1 ? c + (255 - c) * (f - 1) : c * f)));
  return (m(r) << 16) | (m(g) << 8) | m(b);
}

/** Black or white, whichever reads on `color` (relative luminance, as the page's contrast rules). */
export function inkOn(color: number): number {
  const lin = (c: number): number => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * lin((color >> 16) & 0xff) + 0.7152 * lin((color >> 8) & 0xff) + 0.0722 * lin(color & 0xff);
  return l > 0.18 ? 0x1a140e : 0xffffff;
}
