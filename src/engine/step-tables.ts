// What each step of a move costs, from a game's terrain chart: the tables
// the kernel's flood fill reads (assembly/board.ts), per movement class,
// with and without roads, in the chart's cost units. Filled once when a
// map is loaded (board.ts); the rules never re-derive a cost.
import { MapDataError, NORMAL_CLASS, type TerrainChart } from './map-data.js';

/** What the tables are made from: a loaded board's hexes, hexsides and chart. */
export interface StepTableSource {
  readonly hexCount: number;
  readonly neighbours: Int32Array;
  readonly hexFlags: Uint16Array;
  readonly sideFlags: Uint16Array;
  readonly terrain: readonly (string | undefined)[];
  readonly chart: TerrainChart;
  readonly movementClasses: readonly string[];
  flags(names: readonly string[]): number;
  hexsideFlag(name: string): number;
  onMap(index: number): boolean;
}

type HexsideType = { name: string; t: TerrainChart['hexsides'][string]; bit: number };

/** The cost units of a chart figure, which must come out whole. */
function units(chart: TerrainChart, mp: number, what: string): number {
  const c = mp * chart.costUnits;
  if (Math.abs(c - Math.round(c)) > 1e-9 || c < 0 || c > 0x7fff) {
    throw new MapDataError(what, `${mp} MP is not a whole number of cost units (costUnits ${chart.costUnits})`);
  }
  return Math.round(c);
}

/** Cost units to enter a hex of this terrain for movement class `cls`, or -1. */
function terrainCost(chart: TerrainChart, terrain: string, cls: string): number {
  const move = chart.terrain[terrain]!.move;
  const mp = move !== null && typeof move === 'object' ? (move[cls] ?? move[NORMAL_CLASS] ?? null) : move;
  return mp === null || mp === undefined ? -1 : units(chart, mp, `chart.terrain.${terrain}.move`);
}

/** Terrain cost of entering hex b for class c, -1 when it may not (terrain or the class's restriction). */
function entryCost(src: StepTableSource, b: number, c: number): number {
  if (!src.onMap(b)) return -1;
  const cls = src.movementClasses[c]!;
  const cost = terrainCost(src.chart, src.terrain[b]!, cls);
  const only = src.chart.movementClasses?.[cls]?.entersOnly;
  if (cost >= 0 && only && (src.hexFlags[b]! & src.flags(only)) === 0) return -1;
  return cost;
}

/** One step from a across hexside d into b: the road along it, else the terrain entered with the hexside's effects. */
function stepCost(
  src: StepTableSource,
  a: number,
  d: number,
  b: number,
  c: number,
  roads: boolean,
  applies: readonly HexsideType[],
): number {
  const enter = entryCost(src, b, c);
  if (enter < 0) return -1;
  const sides = src.sideFlags[a * 6 + d]!;
  let road = -1,
    cap = -1,
    extra = 0;
  for (const h of applies) {
    if ((sides & h.bit) === 0) continue;
    const mp = () => units(src.chart, h.t.move ?? 0, `chart.hexsides.${h.name}.move`);
    if (h.t.effect === 'block') return -1;
    if (h.t.effect === 'road' && roads) road = road < 0 ? mp() : Math.min(road, mp());
    else if (h.t.effect === 'min') cap = cap < 0 ? mp() : Math.min(cap, mp());
    else if (h.t.effect === 'add') extra += mp();
  }
  if (road >= 0) return road; // road travel, whatever the terrain
  const normal = enter + extra;
  return cap >= 0 && cap < normal ? cap : normal; // nobody is forced onto a trail
}

/**
 * Fills the step tables of every movement class, twice: with roads and at
 * terrain cost. A step costs the terrain of the hex entered; a road along
 * the hexside replaces it, a 'min' class caps it, an 'add' class adds to
 * it, a 'block' class closes it; a class with `entersOnly` enters only hexes
 * with one of those flags. `entry` gets the cost of entering each hex from
 * off the map (by road where a road runs through it).
 */
export function fillStepTables(src: StepTableSource, steps: Int16Array, entry: Int16Array): void {
  const n = src.hexCount;
  const hexsideTypes: HexsideType[] = Object.entries(src.chart.hexsides).map(([name, t]) => ({
    name,
    t,
    bit: src.hexsideFlag(name),
  }));
  const roadMarks = src.flags(
    hexsideTypes.filter((h) => h.t.effect === 'road' && h.t.marksHexes).map((h) => h.t.marksHexes!),
  );
  src.movementClasses.forEach((cls, c) => {
    const applies = hexsideTypes.filter((h) => !h.t.except?.includes(cls));
    for (const roads of [true, false]) {
      const table = (2 * c + (roads ? 0 : 1)) * n;
      for (let b = 0; b < n; b++) {
        let enter = entryCost(src, b, c);
        if (enter >= 0 && roads && (src.hexFlags[b]! & roadMarks) !== 0) {
          const road = applies.find((h) => h.t.effect === 'road' && h.t.marksHexes);
          if (road) enter = units(src.chart, road.t.move ?? 0, `chart.hexsides.${road.name}.move`);
        }
        entry[table + b] = enter;
      }
      for (let a = 0; a < n; a++) {
        for (let d = 0; d < 6; d++) {
          const b = src.neighbours[a * 6 + d]!;
          steps[table * 6 + a * 6 + d] = src.onMap(a) && b >= 0 ? stepCost(src, a, d, b, c, roads, applies) : -1;
        }
      }
    }
  });
}
