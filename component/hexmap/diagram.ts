// What a diagram shows besides the game: hexes to ring, arrows between hexes,
// and the part of the map in view. Attributes a page author writes by hand,
// so whatever is not a hex of the map is ignored.
import type { Layout } from './geometry.js';

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

/**
 * The viewBox showing the hexes between two corners ("0107 0815"), or the whole map. Given the frame it
 * is drawn in (view-frame.ts), a view taller than the frame is widened to the frame's shape, within the
 * map where it can be, so that all of it shows at once.
 */
export function viewBox(
  layout: Layout,
  view: string | null,
  hexes: Record<string, string>,
  frame?: { width: number; height: number } | null,
): string {
  const corners = (view ?? '').split(/[\s,-]+/).filter((h) => h in hexes);
  if (corners.length !== 2) return `0 0 ${layout.width} ${layout.height}`;
  const [[x1, y1], [x2, y2]] = corners.map((h) => layout.centre(h)) as [[number, number], [number, number]];
  const pad = 36;
  let x = Math.min(x1, x2) - pad,
    width = Math.abs(x2 - x1) + pad * 2;
  const y = Math.min(y1, y2) - pad,
    height = Math.abs(y2 - y1) + pad * 2;
  const fitted = frame ? (height * frame.width) / frame.height : 0;
  if (fitted > width) {
    x = Math.max(Math.min(x - (fitted - width) / 2, layout.width - fitted), Math.min(0, (layout.width - fitted) / 2));
    width = fitted;
  }
  return `${x} ${y} ${width} ${height}`;
}
