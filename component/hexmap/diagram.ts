// What a diagram shows besides the game: hexes to ring, arrows between hexes,
// and the part of the map in view. Attributes a page author writes by hand,
// so whatever is not a hex of the map is ignored. The element and its
// exported images (export/) draw them with the same functions.
import { svg, type SVGTemplateResult } from 'lit';
import { points, type Layout } from './geometry.js';

/** "0112 0411" (spaces or commas) → the hexes of the map among them. */
export function hexList(attribute: string | null, hexes: Record<string, string>): string[] {
  return (attribute ?? '').split(/[\s,]+/).filter((h) => h in hexes);
}

/** "0308-0410 0410-0411" → the arrows between hexes of the map. */
export function arrowList(attribute: string | null, hexes: Record<string, string>): [string, string][] {
  return (attribute ?? '')
    .split(/[\s,]+/)
    .map((a) => a.split('-'))
    .filter((a): a is [string, string] => a.length === 2 && a.every((h) => h in hexes));
}

/** The viewBox showing the hexes between two corners ("0107 0815"), or the whole map. */
export function viewBox(layout: Layout, view: string | null, hexes: Record<string, string>): string {
  const corners = (view ?? '').split(/[\s,-]+/).filter((h) => h in hexes);
  if (corners.length !== 2) return `0 0 ${layout.width} ${layout.height}`;
  const [[x1, y1], [x2, y2]] = corners.map((h) => layout.centre(h)) as [[number, number], [number, number]];
  const pad = 36;
  const x = Math.min(x1, x2) - pad,
    y = Math.min(y1, y2) - pad;
  return `${x} ${y} ${Math.abs(x2 - x1) + pad * 2} ${Math.abs(y2 - y1) + pad * 2}`;
}

/** The arrowhead the arrows and the last move end with (in the map's <defs>). */
export const arrowMarker = svg`<marker id="arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
    <path d="M0,0 L10,5 L0,10 z" fill="#8a1c0c"></path>
  </marker>`;

/** Hexes filled with a CSS class (a diagram's rings are the class `highlight`). */
export function hexFills(layout: Layout, hexes: readonly string[], cls: string): SVGTemplateResult[] {
  return hexes.map((h) => svg`<polygon class=${cls} points=${points(layout.corners(h))}></polygon>`);
}

/** Lines from hex centre to hex centre, with the class `cls` (a diagram's arrows are the class `arrow`). */
export function hexLines(
  layout: Layout,
  pairs: readonly (readonly [string, string])[],
  cls: string,
): SVGTemplateResult[] {
  return pairs.map(([a, b]) => {
    const [x1, y1] = layout.centre(a),
      [x2, y2] = layout.centre(b);
    return svg`<line class=${cls} x1=${x1} y1=${y1} x2=${x2} y2=${y2}></line>`;
  });
}
