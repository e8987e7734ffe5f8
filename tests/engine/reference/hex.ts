// Reference hex geometry, written from Red Blob Games' offset-coordinate
// rules independently of the engine: flat-topped hexes in columns, the even
// (1-based) columns half a hex lower.
import type { MapData } from '../../../src/engine/map-data.js';

export const id = (c: number, r: number): string => `${String(c).padStart(2, '0')}${String(r).padStart(2, '0')}`;
export const colRow = (h: string): [number, number] => [Number(h.slice(0, 2)), Number(h.slice(2))];

export function neighbours(map: MapData, h: string): string[] {
  const [c, r] = colRow(h);
  const low = c % 2 === 0;
  const around = low
    ? [
        [c, r - 1],
        [c, r + 1],
        [c + 1, r],
        [c + 1, r + 1],
        [c - 1, r],
        [c - 1, r + 1],
      ]
    : [
        [c, r - 1],
        [c, r + 1],
        [c + 1, r - 1],
        [c + 1, r],
        [c - 1, r - 1],
        [c - 1, r],
      ];
  return around.map(([x, y]) => id(x!, y!)).filter((n) => n in map.hexes);
}

/** A hexside's features, looked up in the map's lists (either order). */
export function hexside(map: MapData, a: string, b: string) {
  const has = (list: [string, string][]) => list.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
  const of = (cls: string) => has(map.hexsides[cls] ?? []);
  return { road: of('road'), trail: of('trail'), ridge: of('ridge'), blocked: of('blocked') };
}

export const roadHex = (map: MapData, h: string): boolean =>
  (map.hexsides.road ?? []).some(([a, b]) => a === h || b === h);
