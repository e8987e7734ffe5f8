// What a page author would write with no engine: a general hex library
// (honeycomb-grid) for the grid and neighbours, string keys, Maps and a
// general binary-heap Dijkstra. Same rules as the engine (4.2–4.5), for the
// speed comparison only.
import { defineHex, Direction, Grid, Orientation, rectangle } from 'honeycomb-grid';
import type { MapData, TerrainChart } from '../src/engine/map-data.js';

class MinHeap<T> {
  #items: { key: number; value: T }[] = [];
  get size() {
    return this.#items.length;
  }
  push(key: number, value: T): void {
    const a = this.#items;
    a.push({ key, value });
    for (let i = a.length - 1; i > 0;) {
      const p = (i - 1) >> 1;
      if (a[p]!.key <= a[i]!.key) break;
      [a[p], a[i]] = [a[i]!, a[p]!];
      i = p;
    }
  }
  pop(): { key: number; value: T } {
    const a = this.#items;
    const top = a[0]!;
    const last = a.pop()!;
    if (a.length) {
      a[0] = last;
      for (let i = 0; ;) {
        const l = 2 * i + 1,
          r = l + 1;
        let m = i;
        if (l < a.length && a[l]!.key < a[m]!.key) m = l;
        if (r < a.length && a[r]!.key < a[m]!.key) m = r;
        if (m === i) break;
        [a[m], a[i]] = [a[i]!, a[m]!];
        i = m;
      }
    }
    return top;
  }
}

const DIRECTIONS = [Direction.N, Direction.NE, Direction.SE, Direction.S, Direction.SW, Direction.NW];
const Tile = defineHex({ orientation: Orientation.FLAT, offset: -1 }); // the even (1-based) columns lower

/** A page author's map: a honeycomb-grid Grid of the map's rectangle. */
export function naiveGrid(map: MapData): Grid<InstanceType<typeof Tile>> {
  return new Grid(Tile, rectangle({ width: map.columns, height: map.rows }));
}

/** Dijkstra over the library's hexes, string keys, Maps and a binary heap; the same rules as the engine. */
export function naiveReach(
  map: MapData,
  chart: TerrainChart,
  grid: Grid<InstanceType<typeof Tile>>,
  units: { hex: string; side: number }[],
  start: string,
  budgetMp: number,
  side: number,
): Map<string, number> {
  const idOf = (h: { col: number; row: number }) =>
    `${String(h.col + 1).padStart(2, '0')}${String(h.row + 1).padStart(2, '0')}`;
  const hexOf = (id: string) => grid.getHex({ col: Number(id.slice(0, 2)) - 1, row: Number(id.slice(2)) - 1 })!;
  const around = (id: string) =>
    DIRECTIONS.map((d) => grid.neighborOf(hexOf(id), d, { allowOutside: false }))
      .filter((h) => h !== undefined)
      .map(idOf)
      .filter((k) => k in map.hexes);
  const sideKey = (a: string, b: string) => (a < b ? `${a}-${b}` : `${b}-${a}`);
  const sides = (cls: string) => new Set((map.hexsides[cls] ?? []).map(([a, b]) => sideKey(a, b)));
  const [roads, trails, ridges, blocked] = ['road', 'trail', 'ridge', 'blocked'].map(sides) as Set<string>[];
  const mp = (cls: string) => chart.hexsides[cls]!.move!;
  const holder = new Map(units.map((u) => [u.hex, u.side]));
  const zoc = new Set<string>();
  for (const u of units) if (u.side !== side) for (const n of around(u.hex)) zoc.add(n);
  const best = new Map<string, number>();
  const heap = new MinHeap<string>();
  heap.push(0, start);
  while (heap.size) {
    const { key: cost, value: h } = heap.pop();
    if (best.has(h)) continue;
    best.set(h, cost);
    if (h !== start && zoc.has(h)) continue;
    for (const n of around(h)) {
      if (best.has(n)) continue;
      const move = chart.terrain[map.hexes[n]!]!.move as number | null;
      if (move === null || blocked!.has(sideKey(h, n))) continue;
      const other = holder.get(n);
      if (other !== undefined && other !== side) continue;
      if (h === start && zoc.has(start) && zoc.has(n)) continue;
      const k = sideKey(h, n);
      let step = roads!.has(k) ? mp('road') : move + (ridges!.has(k) ? mp('ridge') : 0);
      if (!roads!.has(k) && trails!.has(k)) step = Math.min(step, mp('trail'));
      if (cost + step <= budgetMp) heap.push(cost + step, n);
    }
  }
  return best;
}
