// A picture (picture.ts) as a standalone SVG file: its markup, the element's
// stylesheet cut down and resolved for it (image-css.ts), a background, and
// the fonts embedded when given, so that it looks the same in any viewer and
// rasterises the same on any machine. Pure text in, text out: the page
// (toSVG) and Node (the command line) make the same bytes from the same input.
import { classesIn, hostVariables, imageCss, resolveVars } from './image-css.js';
import { templateText } from './template-text.js';
import type { Picture } from './picture.js';

/** The class of every image's root element; its stylesheet is scoped under it. */
export const IMAGE_ROOT = 'hexmap-image';

/** A font face to embed (WOFF2 bytes as base64). */
export interface FontFace {
  family: string;
  weight: 'normal' | 'bold';
  style: 'normal' | 'italic';
  woff2: string;
}

export interface ImageOptions {
  /** Pixels per map unit for the width and height attributes (default 1). */
  scale?: number;
  /** The element's stylesheet, as text. */
  css: string;
  /** Custom property values (a page's theme); the stylesheet's own defaults otherwise. */
  vars?: (name: string) => string | undefined;
  /** The font stack written on the root (default: the stylesheet's --hex-font). */
  fontFamily?: string;
  /** Faces embedded with @font-face (none: the viewer's fonts). */
  fonts?: readonly FontFace[];
  /** The picture's accessible name. */
  title?: string;
}

/** Words of the legend band, which only images have. */
const LEGEND_CSS =
  '.legend-band{fill:var(--hex-bg);stroke:var(--hex-border)}.legend-caption{font-size:10px;font-weight:700}.legend-key{font-size:9px}';

const fmt = (n: number) => String(Math.round(n * 100) / 100);

export function svgDocument(p: Picture, o: ImageOptions): string {
  const markup = templateText(p.body).replace(/>\s+</g, '><').trim();
  const defaults = hostVariables(o.css);
  const vars = (name: string) => o.vars?.(name) || defaults.get(name);
  const resolve = (v: string) => resolveVars(v, vars);
  const css = imageCss(o.css + LEGEND_CSS, classesIn(markup), vars, IMAGE_ROOT);
  // a face is embedded only when the picture's stylesheet asks for it
  const used = (f: FontFace) =>
    (f.style === 'normal' || /font-style:italic/.test(css)) &&
    (f.weight === 'normal' || /font-weight:(bold|700)/.test(css));
  const fonts = (o.fonts ?? [])
    .filter(used)
    .map(
      (f) =>
        `@font-face{font-family:"${f.family}";font-weight:${f.weight};font-style:${f.style};src:url(data:font/woff2;base64,${f.woff2}) format("woff2")}`,
    )
    .join('');
  const [x, y, w, h] = p.viewBox;
  const scale = o.scale ?? 1;
  const family = o.fontFamily ?? resolve('var(--hex-font)');
  const title = o.title ? `<title>${o.title.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`)}</title>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" class="${IMAGE_ROOT}" viewBox="${fmt(x)} ${fmt(y)} ${fmt(w)} ${fmt(h)}"` +
    ` width="${fmt(w * scale)}" height="${fmt(h * scale)}" role="img"` +
    ` font-family="${family.replace(/"/g, "'")}" color="${resolve('var(--hex-fg)')}">` +
    `${title}<style>${fonts}${css}</style>` +
    `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(w)}" height="${fmt(h)}" fill="${resolve('var(--hex-bg)')}"></rect>` +
    `${markup}</svg>\n`
  );
}
