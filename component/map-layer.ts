// The printed map: terrain, hexsides, hex numbers and places. It depends on
// the map only, so it is built once per map and reused on every render.
import { svg, type SVGTemplateResult } from 'lit';
import type { MapData } from '../src/engine/map-data.js';
import { points, type Layout } from './geometry.js';

export function mapLayer(map: MapData, layout: Layout): SVGTemplateResult {
  const hexes = Object.entries(map.hexes).map(([id, t]) => {
    const [x, y] = layout.centre(id);
    const mark =
      t === 'bar-lev'
        ? svg`<rect class="mark" x=${x - 9} y=${y - 6} width="18" height="12" fill="none" stroke="#5a2d0c" stroke-width="2.5"></rect>`
        : t === 'chinese-farm'
          ? svg`<path class="mark" d=${`M${x - 10},${y + 6} h20 M${x - 10},${y} h20 M${x - 10},${y - 6} h20 M${x - 6},${y - 10} v20 M${x + 6},${y - 10} v20`} stroke="#2f4d1a" stroke-width="1.5"></path>`
          : t === 'swamp'
            ? svg`<path class="mark" d=${`M${x - 12},${y} q3,-4 6,0 t6,0 t6,0 t6,0 M${x - 12},${y + 6} q3,-4 6,0 t6,0 t6,0 t6,0`} stroke="#2f5d50" fill="none" stroke-width="1.3"></path>`
            : t === 'elevated-sand'
              ? svg`<path class="mark" d=${`M${x - 10},${y + 8} l5,-8 l5,8 M${x},${y + 8} l5,-8 l5,8`} stroke="#7b4f1d" fill="none" stroke-width="1.2"></path>`
              : null;
    return svg`<polygon class=${`hex t-${t}`} points=${points(layout.corners(id))}></polygon>${mark}`;
  });
  const line =
    (cls: string) =>
    ([a, b]: [string, string]) => {
      const [x1, y1] = layout.centre(a),
        [x2, y2] = layout.centre(b);
      return svg`<line class=${cls} x1=${x1} y1=${y1} x2=${x2} y2=${y2}></line>`;
    };
  const side =
    (cls: string) =>
    ([a, b]: [string, string]) =>
      svg`<polyline class=${cls} points=${points(layout.side(a, b))}></polyline>`;
  const pairs = (cls: string) => map.hexsides[cls] ?? [];
  const places = Object.entries(map.places).map(([id, name]) => {
    const [x, y] = layout.centre(id);
    return svg`<text class="place" x=${x} y=${y + 21} text-anchor="middle">${name}</text>`;
  });
  return svg`<g part="terrain">${hexes}</g>
    <g part="hexsides">${pairs('trail').map(line('trail'))}${pairs('road').map(line('road'))}${pairs('ridge').map(side('ridge'))}${pairs('blocked').map(side('blocked'))}</g>
    <g part="places">${places}</g>`;
}

export function hexNumbers(map: MapData, layout: Layout): SVGTemplateResult {
  return svg`<g part="hex-numbers">${Object.keys(map.hexes).map((id) => {
    const [x, y] = layout.centre(id);
    return svg`<text class="hexnum" x=${x} y=${y - 17} text-anchor="middle">${id}</text>`;
  })}</g>`;
}
