// The printed map: terrain, hexsides, hex numbers and places, drawn from the
// map data through the game's style table. It depends on the map only, so it
// is built once per map and reused on every render.
import { svg, type SVGTemplateResult } from 'lit';
import type { MapData } from '../../src/engine/map-data.js';
import { points, type Layout } from './geometry.js';

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
 * (which stop short of the edge), each name in the game's words.
 */
export function placeNames(
  map: MapData,
  layout: Layout,
  name: (hex: string, printed: string) => string,
): SVGTemplateResult {
  return svg`<g part="places">${Object.entries(map.places).map(([id, printed]) => {
    const [x, y] = layout.centre(id);
    return svg`<text class="place" x=${x} y=${y + 25.5} text-anchor="middle">${name(id, printed)}</text>`;
  })}</g>`;
}

/** Hex numbers along the top edge of each hex, over the counters. */
export function hexNumbers(map: MapData, layout: Layout): SVGTemplateResult {
  return svg`<g part="hex-numbers">${Object.keys(map.hexes).map((id) => {
    const [x, y] = layout.centre(id);
    return svg`<text class="hexnum" x=${x} y=${y - 20.5} text-anchor="middle">${id}</text>`;
  })}</g>`;
}
