// The fonts every game's board draws its canvas words in.

/** The bundled font (assets/fonts, DejaVu Sans; @font-face in styles.css): Greek and Spanish everywhere. */
export const BUNDLED = '"Pericles Sans"';
export const FONT = `Georgia, "DejaVu Serif", ${BUNDLED}, serif`;
export const SANS = `${BUNDLED}, "DejaVu Sans", Verdana, Arial, sans-serif`;

/** Canvas text does not redraw when a font arrives: load the bundled faces before the first draw. */
export async function loadBundledFont(): Promise<void> {
  if (typeof document === 'undefined' || !document.fonts) return;
  await Promise.all([`400 16px ${BUNDLED}`, `700 16px ${BUNDLED}`].map((f) => document.fonts.load(f))).catch(() => undefined);
}
