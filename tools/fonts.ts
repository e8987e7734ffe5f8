// The fonts shipped with the package (assets/fonts/: DejaVu Sans, subset to
// Latin-1 and punctuation; Bitstream Vera licence, LICENSE-DejaVu.txt), so
// that an image is drawn with the same glyphs on any machine: embedded in SVG
// files, given to the rasteriser for PNG.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FontFace } from '../component/hexmap/export/standalone.js';

export const FONT_FAMILY = 'DejaVu Sans';

const FACES = [
  { file: 'DejaVuSans', weight: 'normal', style: 'normal' },
  { file: 'DejaVuSans-Bold', weight: 'bold', style: 'normal' },
  { file: 'DejaVuSans-Oblique', weight: 'normal', style: 'italic' },
] as const;

/** assets/fonts/ from this module: tools/ in the sources, dist/esm/ in the package. */
function fontDir(): string {
  for (const up of ['../assets/fonts/', '../../assets/fonts/']) {
    const dir = fileURLToPath(new URL(up, import.meta.url));
    if (existsSync(`${dir}${FACES[0].file}.ttf`)) return dir;
  }
  throw new Error("the package's fonts (assets/fonts/) are missing");
}

/** The TrueType files, for the rasteriser. */
export function fontFiles(): string[] {
  const dir = fontDir();
  return FACES.map((f) => `${dir}${f.file}.ttf`);
}

/** The faces as WOFF2, to embed in an SVG file. */
export function embeddedFaces(): FontFace[] {
  const dir = fontDir();
  return FACES.map((f) => ({
    family: FONT_FAMILY,
    weight: f.weight,
    style: f.style,
    woff2: readFileSync(`${dir}${f.file}.woff2`).toString('base64'),
  }));
}
