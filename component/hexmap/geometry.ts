// Pixel layout of the map: flat-topped hexes in columns, every other column
// half a hex lower (Red Blob Games' "offset coordinates"). Rendering only.
import type { MapData } from '../../src/engine/map-data.js';
import { formatHexId, parseHexId } from '../../src/engine/hex-id.js';

/** Hex radius in SVG user units; everything scales with the viewBox. */
export const R = 30;
const W = R * 2;
const H = Math.sqrt(3) * R;
const MARGIN = 6;

export interface Layout {
  width: number;
  height: number;
  centre(id: string): [number, number];
  corners(id: string): [number, number][];
  /** The two ends of the hexside between adjacent hexes a and b. */
  side(a: string, b: string): [number, number][];
  /** Hex ids row by row (for the ARIA grid and keyboard moves). */
  rows: string[][];
}

export function layoutFor(map: MapData): Layout {
  const evenLow = map.layout.shiftedColumns === 'even';
  const centre = (id: string): [number, number] => {
    const { col, row } = parseHexId(id)!;
    const low = (col % 2 === 0) === evenLow;
    return [MARGIN + R + (col - 1) * W * 0.75, MARGIN + H / 2 + (row - 1) * H + (low ? H / 2 : 0)];
  };
  const corners = (id: string): [number, number][] => {
    const [x, y] = centre(id);
    return Array.from({ length: 6 }, (_, i) => [
      x + R * Math.cos((Math.PI / 3) * i),
      y + R * Math.sin((Math.PI / 3) * i),
    ]);
  };
  const side = (a: string, b: string): [number, number][] => {
    const cb = corners(b);
    return corners(a).filter(([x, y]) => cb.some(([u, v]) => Math.hypot(x - u, y - v) < 0.5));
  };
  const rows: string[][] = [];
  for (let r = 1; r <= map.rows; r++) {
    const row: string[] = [];
    for (let c = 1; c <= map.columns; c++) if (formatHexId(c, r) in map.hexes) row.push(formatHexId(c, r));
    rows.push(row);
  }
  return {
    width: MARGIN * 2 + R * 2 + (map.columns - 1) * W * 0.75,
    height: MARGIN * 2 + H * (map.rows + 0.5),
    centre,
    corners,
    side,
    rows,
  };
}

export const points = (p: [number, number][]): string => p.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');

/** The hex a keyboard arrow leads to: up/down along the column, left/right to the nearest hex in the next column. */
export function step(map: MapData, id: string, key: string): string {
  const { col, row } = parseHexId(id)!;
  let c = col,
    r = row;
  if (key === 'ArrowUp') r--;
  else if (key === 'ArrowDown') r++;
  else if (key === 'ArrowLeft') c--;
  else if (key === 'ArrowRight') c++;
  const next = formatHexId(c, r);
  return next in map.hexes ? next : id;
}
