// el.toSVG() and el.toPNG(): the element's board as it is now, as an image
// file. Loaded on first use (the element's own module stays small): the
// picture is drawn by the element's board (picture.ts), its colours are the
// page's theme (the element's computed custom properties), its font the
// element's.
import type { LitElement } from 'lit';
import type { HexId } from '../../../src/engine/hex-id.js';
import type { CounterState } from '../counter.js';
import type { HexGame, LogLine, MapUnit } from '../hex-game.js';
import type { ActionMarks } from '../marks.js';
import type { StackController } from '../stacks.js';
import { picture, type GameLook } from './picture.js';
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

/**
 * The element as the image reads it (hex-map-element.ts hands itself over, its game's look included: what it
 * protects from pages is read here, in its own module loaded on first use): its game, its attributes, its look.
 */
export interface ImagedElement<G extends HexGame> extends HTMLElement {
  readonly game: G | null;
  readonly lang: string;
  readonly view: string | null;
  readonly highlights: string | null;
  readonly arrows: string | null;
  readonly hexNumbers: boolean;
  readonly config: Pick<GameLook<G>, 'style' | 'sides' | 'units' | 'legend'>;
  placeName(hex: HexId, printed: string): string;
  unitLabel(game: G, unit: MapUnit): string;
  actionMarks(game: G, lines: readonly LogLine[]): ActionMarks;
  counterState(unit: MapUnit): CounterState;
}

export function elementSvg<G extends HexGame>(
  el: ImagedElement<G>,
  stacks: StackController,
  r: ImageRequest = {},
): string {
  const game = el.game;
  if (!game) throw new Error('no game yet: await el.ready first');
  const p = picture(
    game,
    {
      ...el.config,
      placeName: (hex, printed) => el.placeName(hex, printed),
      unitLabel: (g, unit) => el.unitLabel(g, unit),
      actionMarks: (g, lines) => el.actionMarks(g, lines),
    },
    {
      view: r.view === undefined ? el.view : r.view,
      highlights: r.highlights === undefined ? el.highlights : r.highlights,
      arrows: r.arrows === undefined ? el.arrows : r.arrows,
      hexNumbers: r.hexNumbers ?? el.hexNumbers,
      legend: r.legend ? (el.config.legend?.(game, el.lang) ?? null) : null,
      lang: el.lang,
    },
    { stacks, counterState: (u) => el.counterState(u) },
  );
  const style = getComputedStyle(el);
  return svgDocument(p, {
    css: stylesText((el.constructor as typeof LitElement).elementStyles),
    vars: (name) => style.getPropertyValue(name).trim() || undefined,
    scale: r.scale ?? 1,
  });
}

/** The SVG drawn on a canvas, as a PNG file. */
export async function elementPng<G extends HexGame>(
  el: ImagedElement<G>,
  stacks: StackController,
  r: ImageRequest = {},
): Promise<Blob> {
  const svg = elementSvg(el, stacks, { ...r, scale: r.scale ?? 2 });
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
