// el.toSVG() and el.toPNG(): the element's board as it is now, as an image
// file. Loaded on first use (the element's own module stays small): the
// picture is drawn by the element's board (picture.ts), its colours are the
// page's theme (the element's computed custom properties), its font the
// element's.
import type { CSSResultOrNative } from 'lit';
import type { HexGame } from '../hex-game.js';
import { picture, type GameLook, type Legend, type PictureState } from './picture.js';
import { svgDocument } from './standalone.js';
import { stylesText } from './image-css.js';

/** What the caller may ask of an image; the element's own attributes are the defaults. */
export interface ImageRequest {
  /** Two corner hexes, "0107 0815" (default: the element's `view`). */
  view?: string | null;
  highlights?: string | null;
  arrows?: string | null;
  hexNumbers?: boolean;
  /** A legend under the map (default false). */
  legend?: boolean;
  /** Pixels per map unit (default 1 for SVG, 2 for PNG). */
  scale?: number;
}

/** What the element hands over: its game, its attributes, its look and its live state. */
export interface ElementImageSource<G extends HexGame> {
  game: G;
  host: HTMLElement;
  lang: string;
  attributes: { view: string | null; highlights: string | null; arrows: string | null; hexNumbers: boolean };
  look: Omit<GameLook<G>, 'id' | 'tag' | 'kit' | 'css' | 'legend'>;
  styles: readonly CSSResultOrNative[];
  live: PictureState;
  legend?(game: G): Legend | null;
}

export function elementSvg<G extends HexGame>(src: ElementImageSource<G>, r: ImageRequest = {}): string {
  const a = src.attributes;
  const p = picture(
    src.game,
    src.look,
    {
      view: r.view === undefined ? a.view : r.view,
      highlights: r.highlights === undefined ? a.highlights : r.highlights,
      arrows: r.arrows === undefined ? a.arrows : r.arrows,
      hexNumbers: r.hexNumbers ?? a.hexNumbers,
      legend: r.legend ? (src.legend?.(src.game) ?? null) : null,
      lang: src.lang,
    },
    src.live,
  );
  const style = getComputedStyle(src.host);
  return svgDocument(p, {
    css: stylesText(src.styles),
    vars: (name) => style.getPropertyValue(name).trim() || undefined,
    scale: r.scale ?? 1,
  });
}

/** The SVG drawn on a canvas, as a PNG file. */
export async function elementPng<G extends HexGame>(src: ElementImageSource<G>, r: ImageRequest = {}): Promise<Blob> {
  const svg = elementSvg(src, { ...r, scale: r.scale ?? 2 });
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [img.naturalWidth, img.naturalHeight];
    canvas.getContext('2d')!.drawImage(img, 0, 0);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('the canvas made no PNG'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
