// Hex geometry and JSON loading for the Yom Kippur data tests. Written here,
// not imported from src/, so that the data can be checked on its own while
// the engine is being restructured. Layout: flat-topped hexes in vertical
// columns, ids CCRR from 0101, the even (1-based) columns half a hex lower.
import { readFileSync } from 'node:fs';

export const load = <T>(file: string): T =>
  JSON.parse(readFileSync(new URL(`../../../data/yom-kippur/${file}`, import.meta.url), 'utf8')) as T;

export const id = (col: number, row: number): string => String(col).padStart(2, '0') + String(row).padStart(2, '0');

export function parse(hex: string): { col: number; row: number } {
  if (!/^\d{4}$/.test(hex)) throw new Error(`not a hex id: ${hex}`);
  return { col: Number(hex.slice(0, 2)), row: Number(hex.slice(2)) };
}

/** The six neighbours of a hex (some may lie off the map). */
export function neighbours(hex: string): string[] {
  const { col: c, row: r } = parse(hex);
  const steps =
    c % 2 === 0
      ? [
          [0, -1],
          [0, 1],
          [1, 0],
          [1, 1],
          [-1, 0],
          [-1, 1],
        ]
      : [
          [0, -1],
          [0, 1],
          [1, -1],
          [1, 0],
          [-1, -1],
          [-1, 0],
        ];
  return steps.filter(([dc, dr]) => c + dc! >= 1 && r + dr! >= 1).map(([dc, dr]) => id(c + dc!, r + dr!));
}

export const adjacent = (a: string, b: string): boolean => neighbours(a).includes(b);

/** Hex distance, through cube coordinates of the "odd-q" layout (0-based columns). */
export function distance(a: string, b: string): number {
  const cube = (hex: string) => {
    const { col, row } = parse(hex);
    const q = col - 1;
    const z = row - 1 - (q - (q & 1)) / 2;
    return [q, -q - z, z];
  };
  const p = cube(a);
  const q = cube(b);
  return Math.max(...p.map((v, i) => Math.abs(v - q[i]!)));
}

/** A set of unordered hex pairs, for hexside look-ups. */
export function sideSet(pairs: [string, string][]): Set<string> {
  return new Set(pairs.map(([a, b]) => (a < b ? `${a}-${b}` : `${b}-${a}`)));
}
export const sideKey = (a: string, b: string): string => (a < b ? `${a}-${b}` : `${b}-${a}`);

/** Hexes reached from `from` stepping only into hexes `ok` accepts and never across a hexside in `barred`. */
export function flood(from: string[], ok: (hex: string) => boolean, barred: Set<string>): Set<string> {
  const seen = new Set(from.filter(ok));
  const todo = [...seen];
  while (todo.length > 0) {
    const h = todo.pop()!;
    for (const n of neighbours(h)) {
      if (seen.has(n) || !ok(n) || barred.has(sideKey(h, n))) continue;
      seen.add(n);
      todo.push(n);
    }
  }
  return seen;
}
