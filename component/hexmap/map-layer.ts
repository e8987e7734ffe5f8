// The printed map: terrain, hexsides, hex numbers and places, drawn from the
// map data through the game's style table. It depends on the map only, so it
// is built once per map and reused on every render.
import { svg, type SVGTemplateResult } from 'lit';
import type { MapData } from '../../src/engine/map-data.js';
import { points, type Layout } from './geometry.js';

/** A hex number's baseline, above its hex's centre: digits up to 9 units tall stay below the hex's top edge, less a pixel. */
const NUMBER_BASELINE = 20.5;
/**
 * A place name's baseline below its hex's centre, by default: 7.5-unit names just clear the
 * counters' bottom edge (18 below the centre); a style with larger names sets its own.
 */
const PLACE_BASELINE = 25.5;
/** A generous width for one letter of a place name (10.5-unit italic, the largest a game's style draws), to keep names inside a view. */
const PLACE_EM_WIDE = 6;

/** How a game's map looks: what its data declares, drawn its own way. */
export interface MapStyle {
  /**
   * Hexside classes in drawing order: 'centres' draws a line from hex centre
   * to hex centre (roads, trails), 'edge' along the side the hexes share
   * (ridges, rivers). Classes the map has and the table lacks are drawn as
   * edges, after these. Each line's CSS class is its hexside class.
   */
  hexsides: readonly { class: string; draw: 'centres' | 'edge' }[];
  /** A mark drawn over a terrain class's fill (its fill is the CSS class `t-<class>`), centred on (x, y). */
  terrainMarks?: Readonly<Record<string, (x: number, y: number) => SVGTemplateResult>>;
  /** A mark drawn on each hex of a map feature (towns, passes…: `map.features`), centred on (x, y), over the hexsides. */
  featureMarks?: Readonly<Record<string, (x: number, y: number) => SVGTemplateResult>>;
  /**
   * Where its place names' baseline sits below a hex's centre, for the size its CSS gives
   * them: low enough to clear the counters, high enough that they clear the number of the
   * hex below (default 25.5, for 7.5-unit names).
   */
  placeBaseline?: number;
}

export function mapLayer(map: MapData, layout: Layout, style: MapStyle): SVGTemplateResult {
  const hexes = Object.entries(map.hexes).map(([id, t]) => {
    const [x, y] = layout.centre(id);
    return svg`<polygon class=${`hex t-${t}`} points=${points(layout.corners(id))}></polygon>${style.terrainMarks?.[t]?.(x, y) ?? null}`;
  });
  const listed = new Set(style.hexsides.map((h) => h.class));
  const hexsides = [
    ...style.hexsides,
    ...Object.keys(map.hexsides)
      .filter((c) => !listed.has(c))
      .map((c) => ({ class: c, draw: 'edge' as const })),
  ];
  const line = (cls: string, draw: 'centres' | 'edge', [a, b]: [string, string]) => {
    if (draw === 'edge') return svg`<polyline class=${cls} points=${points(layout.side(a, b))}></polyline>`;
    const [x1, y1] = layout.centre(a),
      [x2, y2] = layout.centre(b);
    return svg`<line class=${cls} x1=${x1} y1=${y1} x2=${x2} y2=${y2}></line>`;
  };
  const features = Object.entries(style.featureMarks ?? {}).flatMap(([name, mark]) =>
    (map.features?.[name] ?? []).map((id) => mark(...layout.centre(id))),
  );
  return svg`<g part="terrain">${hexes}</g>
    <g part="hexsides">${hexsides.map((h) => (map.hexsides[h.class] ?? []).map((pair) => line(h.class, h.draw, pair)))}</g>
    ${features.length ? svg`<g part="features">${features}</g>` : null}`;
}

/**
 * Place names along the bottom edge of their hex, drawn over the counters
 * (which stop short of the edge), each name in the game's words. Within a
 * cropped view (`within`: x y width height) a name is kept inside it: moved
 * sideways off an edge it would run over, and left out when its hex is out
 * of the view, so no name is cut in half at a diagram's border.
 */
export function placeNames(
  map: MapData,
  layout: Layout,
  style: MapStyle,
  name: (hex: string, printed: string) => string,
  within: readonly [number, number, number, number] | null = null,
): SVGTemplateResult {
  const baseline = style.placeBaseline ?? PLACE_BASELINE;
  const names = Object.entries(map.places).flatMap(([id, printed]) => {
    const [centre, y] = layout.centre(id);
    let x = centre;
    const text = name(id, printed);
    if (within) {
      const [bx, by, bw, bh] = within;
      if (x < bx || x > bx + bw || y < by || y + baseline > by + bh) return [];
      const half = (text.length * PLACE_EM_WIDE) / 2;
      x = Math.min(Math.max(x, bx + half + 1), bx + bw - half - 1);
    }
    return [svg`<text class="place" x=${x} y=${y + baseline} text-anchor="middle">${text}</text>`];
  });
  return svg`<g part="places">${names}</g>`;
}

/** Hex numbers along the top edge of each hex, over the counters. */
export function hexNumbers(map: MapData, layout: Layout): SVGTemplateResult {
  return svg`<g part="hex-numbers">${Object.keys(map.hexes).map((id) => {
    const [x, y] = layout.centre(id);
    return svg`<text class="hexnum" x=${x} y=${y - NUMBER_BASELINE} text-anchor="middle">${id}</text>`;
  })}</g>`;
}
