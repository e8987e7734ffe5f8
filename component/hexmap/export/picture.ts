// A game's board as a still picture: the element's own board (board.ts: the
// printed map, a diagram's rings and arrows, the last action's marks,
// counters fanned out in stacks, hex numbers and place names, stack badges)
// without what takes input (cells, cursor, the bar, zoom). `el.toSVG()`, the
// command line and the Markdown plugin all draw through here, so an image
// looks like the diagram on the page.
import { svg, nothing, type SVGTemplateResult } from 'lit';
import type { HexId } from '../../../src/engine/hex-id.js';
import type { MapData } from '../../../src/engine/map-data.js';
import { layoutFor, R, type Layout } from '../geometry.js';
import { hexNumbers, mapLayer, placeNames, type MapStyle } from '../map-layer.js';
import type { CounterState, SideLook } from '../counter.js';
import { StackController, stacksOf } from '../stacks.js';
import { arrowList, hexList, viewBox } from '../diagram.js';
import { board } from '../board.js';
import { lastStepLines, noMarks, type ActionMarks } from '../marks.js';
import type { GameKit, HexGame, LogLine, MapUnit } from '../hex-game.js';
import { fill, hexmapText } from '../text.js';

/** How a game looks, for pictures made without its element (Node, build tools). */
export interface GameLook<G extends HexGame> {
  /** The game's id (its records' first word, the fence of a Markdown block). */
  id: string;
  /** The tag of the game's element (for "copy the tag"). */
  tag: string;
  kit: GameKit<G>;
  style: MapStyle;
  sides: Readonly<Record<string, SideLook>>;
  /** The element's stylesheet, as text. */
  css: string;
  /** A place's name in a language (the printed name by default). */
  placeName?(hex: HexId, printed: string, lang: string): string;
  /** A counter's tooltip in the game's words. */
  unitLabel?(game: G, unit: MapUnit, lang: string): string;
  /** The counters as drawn, when they differ from the game's `units()` (a short designation, the reduced face). */
  units?(game: G): MapUnit[];
  /** The marks of an action (its log lines), as the element shows the last one. */
  actionMarks?(game: G, lines: readonly LogLine[], lang: string): ActionMarks;
  /** The legend under the picture: a caption, and terrain and side keys in the game's words. */
  legend?(game: G, lang: string): Legend;
}

export interface Legend {
  caption: string;
  keys: { kind: 'terrain' | 'side'; id: string; label: string }[];
}

/** What a picture shows: the element's diagram attributes. */
export interface PictureOptions {
  /** Two corner hexes, "0107 0815": the part of the map shown (default: all of it). */
  view?: string | null;
  /** Hexes to ring: "0411 0412". */
  highlights?: string | null;
  /** Arrows between hexes: "0308-0410 0410-0411". */
  arrows?: string | null;
  /** Hex numbers (default true). */
  hexNumbers?: boolean;
  /** The last action's marks (default true). */
  lastAction?: boolean;
  /** A legend under the map (default none). */
  legend?: Legend | null;
  lang?: string;
}

/** What the element adds from its live state: the tops of browsed stacks, its counters' marks. */
export interface PictureState {
  stacks?: StackController;
  counterState?(unit: MapUnit): CounterState;
}

export interface Picture {
  body: SVGTemplateResult;
  /** x y width height, in the map's units. */
  viewBox: [number, number, number, number];
}

const noHost = { addController() {}, removeController() {}, requestUpdate() {}, updateComplete: Promise.resolve(true) };

export function picture<G extends HexGame>(
  game: G,
  look: Omit<GameLook<G>, 'id' | 'tag' | 'kit' | 'css' | 'legend'>,
  o: PictureOptions,
  live: PictureState = {},
): Picture {
  const map = game.map;
  const lang = o.lang ?? 'en';
  const layout = layoutFor(map);
  const stacks = live.stacks ?? new StackController(noHost);
  const byHex = stacksOf(look.units?.(game) ?? game.units());
  const box = viewBox(layout, o.view ?? null, map.hexes)
    .split(' ')
    .map(Number) as Picture['viewBox'];
  const shown = o.view ? cropped(map, layout, box) : map;
  const t = hexmapText(lang);
  const lines = o.lastAction === false ? [] : lastStepLines(game.log);
  const drawn = board({
    layout,
    ground: mapLayer(shown, layout, look.style),
    places: placeNames(
      shown,
      layout,
      look.style,
      (hex, printed) => look.placeName?.(hex, printed, lang) ?? printed,
      o.view ? box : null,
    ),
    numbers: o.hexNumbers === false ? nothing : hexNumbers(shown, layout),
    hexes: [],
    labels: [],
    path: [],
    rings: hexList(o.highlights ?? null, map.hexes),
    arrows: arrowList(o.arrows ?? null, map.hexes),
    last: lines.length && look.actionMarks ? look.actionMarks(game, lines, lang) : noMarks,
    placed: [...byHex].flatMap(([hex, stack]) => stacks.placed(hex, stack, layout.centre(hex))),
    look: (u) => look.sides[u.side] ?? { mark: 'top-bar', radius: 1 },
    state: (u) => live.counterState?.(u) ?? {},
    tooltip: (u) => look.unitLabel?.(game, u, lang) ?? u.name,
    badges: [...byHex].map(([hex, stack]) =>
      stacks.badge(
        hex,
        stack,
        layout.centre(hex),
        fill(t.stack, { n: stack.length, top: stacks.top(hex, stack)!.name }),
      ),
    ),
    cursor: null,
  });
  if (!o.legend) return { body: drawn, viewBox: box };
  // the key names only the terrain the picture shows
  const drawnTerrain = new Set(Object.values(shown.hexes));
  const key = { ...o.legend, keys: o.legend.keys.filter((k) => k.kind !== 'terrain' || drawnTerrain.has(k.id)) };
  return {
    body: svg`${drawn}${legend(key, box)}`,
    viewBox: [box[0], box[1], box[2], box[3] + legendHeight(key, box)],
  };
}

/** The map data of the hexes in view (with a hex's margin), drawn in the whole map's layout. */
function cropped(map: MapData, layout: Layout, [x, y, w, h]: Picture['viewBox']): MapData {
  const inView = (id: string) => {
    const [cx, cy] = layout.centre(id);
    return cx > x - R && cx < x + w + R && cy > y - R && cy < y + h + R;
  };
  const keep = <T>(o: Record<string, T>) => Object.fromEntries(Object.entries(o).filter(([id]) => inView(id)));
  const hexsides = Object.fromEntries(
    Object.entries(map.hexsides).map(([cls, pairs]) => [cls, pairs.filter(([a, b]) => inView(a) || inView(b))]),
  );
  return { ...map, hexes: keep(map.hexes), places: keep(map.places), hexsides };
}

/** Rough widths of a letter of the legend's caption (10 px bold) and keys (9 px), to break lines before the picture's edge. */
const CAPTION_LETTER = 6.2;
const KEY_LETTER = 5.6;

/** The caption in lines no wider than the picture: broken between its " · " parts, and between words only in a part too long alone. */
function captionLines(l: Legend, width: number): string[] {
  const fits = (text: string) => text.length * CAPTION_LETTER <= width - 16;
  const lines: string[] = [];
  const add = (piece: string, joint: string) => {
    const last = lines.at(-1);
    if (last !== undefined && fits(`${last}${joint}${piece}`)) lines[lines.length - 1] = `${last}${joint}${piece}`;
    else lines.push(piece);
  };
  for (const part of l.caption.split(' · ')) {
    if (fits(part)) add(part, ' · ');
    else part.split(' ').forEach((word, i) => (i === 0 ? lines.push(word) : add(word, ' ')));
  }
  return lines;
}

/** The legend's keys in rows as wide as the picture: where each key goes. */
function legendRows(l: Legend, width: number): { key: Legend['keys'][number]; dx: number; row: number }[] {
  let dx = 0,
    row = 0;
  return l.keys.map((key) => {
    const w = 26 + key.label.length * KEY_LETTER;
    if (dx > 0 && dx + w > width - 16) [dx, row] = [0, row + 1];
    const at = { key, dx, row };
    dx += w;
    return at;
  });
}

const legendHeight = (l: Legend, [, , w]: Picture['viewBox']) =>
  20 + 13 * (captionLines(l, w).length - 1) + 14 * ((legendRows(l, w).at(-1)?.row ?? 0) + 1);

/** A band under the map: the caption, then a swatch and a word for each key. */
function legend(l: Legend, box: Picture['viewBox']): SVGTemplateResult {
  const [x, y, w, h] = box;
  const top = y + h;
  const caption = captionLines(l, w);
  const keysTop = top + 19 + 13 * (caption.length - 1);
  const keys = legendRows(l, w).map(({ key: k, dx, row }) => {
    const [kx, ky] = [x + 8 + dx, keysTop + row * 14];
    const swatch =
      k.kind === 'terrain'
        ? svg`<rect class=${`hex t-${k.id}`} x=${kx} y=${ky} width="14" height="9"></rect>`
        : svg`<g class=${`counter ${k.id}`}><rect class="body" x=${kx} y=${ky} width="14" height="9"></rect></g>`;
    return svg`${swatch}<text class="legend-key" x=${kx + 18} y=${ky + 8}>${k.label}</text>`;
  });
  const lines = caption.map(
    (line, i) => svg`<text class="legend-caption" x=${x + 8} y=${top + 13 + 13 * i}>${line}</text>`,
  );
  return svg`<g class="legend" part="legend">
    <rect class="legend-band" x=${x} y=${top} width=${w} height=${legendHeight(l, box)}></rect>
    ${lines}${keys}</g>`;
}
