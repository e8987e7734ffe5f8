// The obviously-correct versions of the engine's searches, for comparison:
// plain Dijkstra over a sorted list, plain sets, no cleverness.
import type { MapData, TerrainChart } from '../../../src/engine/map-data.js';
import { hexside, neighbours, roadHex } from './hex.js';

export interface Unit {
  hex: string;
  side: 1 | 2;
  zoc: boolean;
}

/** 4.5: hexes adjacent to a ZOC-exerting unit of `side`. */
export function zocOf(map: MapData, units: Unit[], side: 1 | 2): Set<string> {
  const out = new Set<string>();
  for (const u of units) if (u.side === side && u.zoc) for (const n of neighbours(map, u.hex)) out.add(n);
  return out;
}

/** Across Suez's chart figures, read plainly: Movement Points to enter a terrain, and each hexside's figure. */
const terrainMp = (chart: TerrainChart, t: string) => chart.terrain[t]!.move as number | null;
const sideMp = (chart: TerrainChart, cls: string) => chart.hexsides[cls]!.move!;

/** 4.2: Movement Points (in halves) to go from a into b, or null if it may not. */
export function entryCost(map: MapData, chart: TerrainChart, a: string, b: string): number | null {
  const side = hexside(map, a, b);
  const move = terrainMp(chart, map.hexes[b]!);
  if (side.blocked || move === null) return null;
  if (side.road) return sideMp(chart, 'road') * 2;
  const normal = move * 2 + (side.ridge ? sideMp(chart, 'ridge') * 2 : 0);
  return side.trail ? Math.min(sideMp(chart, 'trail') * 2, normal) : normal;
}

export interface ReachQuery {
  start: string;
  budget: number;
  side: 1 | 2;
  bridge: boolean;
  fromEntry: boolean;
}

/** Every hex reachable, with half-MP spent: the origin (or entry hex) included. */
export function reach(map: MapData, chart: TerrainChart, units: Unit[], q: ReachQuery): Map<string, number> {
  const enemyZoc = zocOf(map, units, q.side === 1 ? 2 : 1);
  const holder = new Map(units.map((u) => [u.hex, u.side]));
  const enterable = (h: string) =>
    terrainMp(chart, map.hexes[h]!) !== null &&
    (holder.get(h) === undefined || holder.get(h) === q.side) &&
    (!q.bridge || map.hexes[h] === 'clear' || roadHex(map, h));
  const best = new Map<string, number>();
  const queue: [string, number][] = [];
  if (q.fromEntry) {
    if (!enterable(q.start)) return best;
    const c = roadHex(map, q.start) ? sideMp(chart, 'road') * 2 : terrainMp(chart, map.hexes[q.start]!)! * 2;
    if (c > q.budget) return best;
    queue.push([q.start, c]);
  } else {
    queue.push([q.start, 0]);
  }
  const startInZoc = !q.fromEntry && enemyZoc.has(q.start);
  while (queue.length > 0) {
    queue.sort((a, b) => a[1] - b[1]);
    const [h, c] = queue.shift()!;
    if (best.has(h)) continue;
    best.set(h, c);
    const isStart = !q.fromEntry && h === q.start;
    if (!isStart && enemyZoc.has(h)) continue; // a ZOC hex ends the move
    for (const n of neighbours(map, h)) {
      if (best.has(n) || !enterable(n)) continue;
      if (isStart && startInZoc && enemyZoc.has(n)) continue;
      const step = entryCost(map, chart, h, n);
      if (step === null || c + step > q.budget) continue;
      queue.push([n, c + step]);
    }
  }
  return best;
}

/** 14.1: the length (in hexes) of the shortest line of communication, or null. */
export function lineLength(map: MapData, units: Unit[], from: string, to: string, side: 1 | 2): number | null {
  const enemyZoc = zocOf(map, units, side === 1 ? 2 : 1);
  const holder = new Map(units.map((u) => [u.hex, u.side]));
  const open = (h: string) =>
    (map.hexes[h] === 'clear' || roadHex(map, h)) &&
    holder.get(h) !== (side === 1 ? 2 : 1) &&
    (!enemyZoc.has(h) || holder.get(h) === side);
  if (!open(from) || !open(to)) return null;
  const seen = new Map([[from, 1]]);
  const queue = [from];
  while (queue.length) {
    const h = queue.shift()!;
    if (h === to) return seen.get(h)!;
    for (const n of neighbours(map, h)) {
      if (seen.has(n) || !open(n) || hexside(map, h, n).blocked) continue;
      seen.set(n, seen.get(h)! + 1);
      queue.push(n);
    }
  }
  return null;
}

export interface WeightedProblem {
  /** neighbour of hex h in direction d at nbr[h * 6 + d], -1 none */
  nbr: Int32Array;
  /** step cost at table[h * 6 + d], -1 no step (forward: h → its neighbour; reverse: into h from it) */
  table: Int16Array;
  penalty: Int32Array;
  stop: Uint8Array;
  seeds: { hex: number; cost: number }[];
  budget: number;
  reverse: boolean;
}

/**
 * The weighted search, the slow and obvious way: Dijkstra picking the
 * cheapest unsettled hex by a linear scan. A route pays each hex it enters
 * its step and its penalty; a negative penalty closes the hex; forward, a
 * route entering a stop hex (other than a seed) ends there.
 */
export function weightedCosts(p: WeightedProblem): number[] {
  const n = p.penalty.length;
  const INF = 1 << 29;
  const dist = new Array<number>(n).fill(INF);
  const seed = new Array<boolean>(n).fill(false);
  const done = new Array<boolean>(n).fill(false);
  for (const s of p.seeds) {
    dist[s.hex] = Math.min(dist[s.hex]!, s.cost);
    seed[s.hex] = true;
  }
  for (;;) {
    let h = -1;
    for (let i = 0; i < n; i++) if (!done[i] && dist[i]! < INF && (h < 0 || dist[i]! < dist[h]!)) h = i;
    if (h < 0) return dist;
    done[h] = true;
    for (let d = 0; d < 6; d++) {
      const b = p.nbr[h * 6 + d]!;
      const step = p.table[h * 6 + d]!;
      if (b < 0 || step < 0) continue;
      // forward: h → b, entering b; reverse: b → h, entering h (the route runs towards the seeds)
      const entered = p.reverse ? h : b;
      if (p.penalty[entered]! < 0) continue;
      if (!p.reverse && p.stop[h] && !seed[h]) continue;
      const c = dist[h]! + step + p.penalty[entered]!;
      if (c <= p.budget && c < dist[b]!) dist[b] = c;
    }
  }
}
