// A diagram as an image file, in Node with no browser: what the command line
// and the Markdown plugin make, from the element's own attributes (a position
// as JSON or compact string, or a record and a ply; view, highlights, arrows,
// lang). SVG through the element's drawing (component/hexmap/export/); PNG
// through resvg with the package's fonts, so the same input gives the same
// bytes on any machine.
import { positionGame } from '../src/engine/position-text.js';
import { recordHeader } from '../src/engine/record.js';
import { picture } from '../component/hexmap/export/picture.js';
import { svgDocument } from '../component/hexmap/export/standalone.js';
import { PositionError } from '../src/engine/position-error.js';
import { lookOf, looks } from './games.js';
import { embeddedFaces, FONT_FAMILY, fontFiles } from './fonts.js';

export interface DiagramRequest {
  /** The game's id (default: the one the record or the position's header names, else the one game whose rules read the position). */
  game?: string;
  /** A position: its JSON or the game's compact string. Neither position nor record: the standard set-up. */
  position?: string;
  /** A record to replay, up to `ply` actions (default: all of them). */
  record?: string;
  ply?: number;
  /** Two corner hexes, "0107 0815" or "0107,0815". */
  view?: string;
  highlights?: string;
  arrows?: string;
  lang?: string;
  /** A legend under the map: the turn and phase, the sides and terrain in the game's words. */
  legend?: boolean;
  hexNumbers?: boolean;
  /** Embed the package's fonts in the SVG (default true; false: the viewer's sans-serif). */
  embedFonts?: boolean;
  /** Pixels per map unit (default 1; PNG default 2). */
  scale?: number;
}

/**
 * The game a request is about: the one it names, or its record's, or its
 * position's header's; a position with no header belongs to the one game
 * whose rules read it. No game is assumed: a RangeError asks for `game`
 * when nothing says which, or when several games read the position.
 */
export async function gameOf(r: DiagramRequest): Promise<string> {
  if (r.game) return r.game;
  if (r.record) return recordHeader(r.record).game;
  const named = r.position && positionGame(r.position);
  if (named) return named;
  const ids = Object.keys(looks);
  if (!r.position) {
    if (ids.length === 1) return ids[0]!;
    throw new RangeError(`which game's set-up? Name the game (--game): ${ids.join(' or ')}`);
  }
  const readers: string[] = [];
  const refusals: string[] = [];
  for (const id of ids) {
    try {
      await looks[id]!.kit.create({ seed: 1, position: r.position });
      readers.push(id);
    } catch (e) {
      if (!(e instanceof PositionError)) throw e;
      refusals.push(`${id}: ${e.message}`);
    }
  }
  if (readers.length === 1) return readers[0]!;
  if (readers.length > 1)
    throw new RangeError(`the position reads as ${readers.join(' and ')}: name the game (--game)`);
  throw new PositionError('', `is no game's position (${refusals.join('; ')})`);
}

/** The diagram as a standalone SVG file. */
export async function diagramSvg(r: DiagramRequest): Promise<string> {
  const look = lookOf(await gameOf(r));
  const game = r.record
    ? await look.kit.fromRecord(r.record, r.ply === undefined ? {} : { upTo: r.ply })
    : await look.kit.create({ seed: 1, ...(r.position && { position: r.position }) });
  const lang = r.lang ?? 'en';
  const p = picture(game, look, {
    view: r.view ?? null,
    highlights: r.highlights ?? null,
    arrows: r.arrows ?? null,
    hexNumbers: r.hexNumbers ?? true,
    legend: r.legend && look.legend ? look.legend(game, lang) : null,
    lang,
  });
  const embed = r.embedFonts ?? true;
  return svgDocument(p, {
    css: look.css,
    scale: r.scale ?? 1,
    fontFamily: `${FONT_FAMILY}, sans-serif`,
    fonts: embed ? embeddedFaces() : [],
    title: look.legend?.(game, lang).caption,
  });
}

/** The diagram as a PNG (needs the optional peer dependency @resvg/resvg-js). */
export async function diagramPng(r: DiagramRequest): Promise<Uint8Array> {
  return (await rasterise(await diagramSvg({ ...r, embedFonts: false, scale: r.scale ?? 2 }))).asPng();
}

/** An SVG drawn by resvg with the package's fonts (and no others, so every machine draws the same pixels). */
export async function rasterise(svg: string) {
  const resvg = await import('@resvg/resvg-js').catch(() => {
    throw new Error('PNG images need @resvg/resvg-js: npm install @resvg/resvg-js');
  });
  const font = { fontFiles: fontFiles(), loadSystemFonts: false, defaultFontFamily: FONT_FAMILY };
  return new resvg.Resvg(svg, { font }).render();
}
