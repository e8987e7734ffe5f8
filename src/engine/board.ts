// A hex map loaded into the Wasm engine's flat arrays: the generic hex
// machinery every game on this engine shares. It knows terrain costs,
// hexsides, occupants and Zones of Control, but no game's rules.
import { instantiateEngine, type EngineExports } from './wasm/kernel.js';
import { formatHexId, parseHexId, type HexId } from './hex-id.js';
import { checkMapData, type MapData, type TerrainChart } from './map-data.js';
import { WeightedSearch } from './weighted-search.js';

// Keep in step with assembly/board.ts.
export const HEX_ON_MAP = 1;
export const HEX_CLEAR_OR_ROAD = 2;
export const HEX_ROAD = 4;
export const SIDE_ROAD = 1;
export const SIDE_TRAIL = 2;
export const SIDE_RIDGE = 4;
export const SIDE_BLOCKED = 8;
export const OCC_ZOC = 4;
/** reach() flag, 14.2: clear and road hexes only. */
export const REACH_CLEAR_OR_ROAD_ONLY = 1;

/** Directions of the six hexsides, in the engine's order. */
export const DIRECTIONS = ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const;

/** A side's number in the engine: 1 or 2. */
export type SideNumber = 1 | 2;

/** What a unit standing on a hex means to the searches. */
export interface Occupant {
  hex: number;
  side: SideNumber;
  /** Exerts a Zone of Control (4.5). */
  zoc: boolean;
}

const half = (mp: number): number => Math.round(mp * 2);

export class Board {
  readonly cols: number;
  readonly rows: number;
  readonly hexCount: number;
  /** Terrain name of each hex index; undefined off the sheet. */
  readonly terrain: readonly (string | undefined)[];
  /** i32 × 6N neighbour table (read-only view into the engine). */
  readonly neighbours: Int32Array;
  readonly hexFlags: Uint8Array;
  readonly sideFlags: Uint8Array;
  readonly occupant: Uint8Array;
  readonly zoc: Uint8Array;
  readonly cost: Int32Array;
  readonly from: Int32Array;
  readonly reached: Int32Array;
  readonly out: Int32Array;
  /** Dijkstra over caller-given step tables and penalties, for search and evaluation (not the rules). */
  readonly weighted: WeightedSearch;
  /** The id of each hex index, made once (ids are asked for in every search result). */
  readonly #ids: string[];
  /** Half Movement Points to enter each hex; 0 = may not be entered. */
  readonly #enterCost: Uint8Array;
  /** Where each unit stood when placeOccupants last placed them (null: unknown). */
  #placed: Int32Array | null = null;

  private constructor(
    readonly engine: EngineExports,
    readonly map: MapData,
    readonly chart: TerrainChart,
  ) {
    this.cols = map.columns;
    this.rows = map.rows;
    this.hexCount = this.cols * this.rows;
    engine.init(this.cols, this.rows, map.layout.shiftedColumns === 'even' ? 1 : 0);
    const buf = engine.memory.buffer; // init is the last call that can grow memory
    const n = this.hexCount;
    this.neighbours = new Int32Array(buf, engine.neighboursPtr(), n * 6);
    const enterCost = (this.#enterCost = new Uint8Array(buf, engine.enterCostPtr(), n));
    this.hexFlags = new Uint8Array(buf, engine.hexFlagsPtr(), n);
    this.sideFlags = new Uint8Array(buf, engine.sideFlagsPtr(), n * 6);
    this.occupant = new Uint8Array(buf, engine.occupantPtr(), n);
    this.zoc = new Uint8Array(buf, engine.zocPtr(), n);
    this.cost = new Int32Array(buf, engine.costPtr(), n);
    this.from = new Int32Array(buf, engine.fromPtr(), n);
    this.reached = new Int32Array(buf, engine.reachedPtr(), n);
    this.out = new Int32Array(buf, engine.outPtr(), 8);
    this.weighted = new WeightedSearch(engine, n);
    this.#ids = Array.from({ length: n }, (_, i) => formatHexId(Math.floor(i / this.rows) + 1, (i % this.rows) + 1));

    const terrain: (string | undefined)[] = new Array(n).fill(undefined);
    for (const [id, t] of Object.entries(map.hexes)) {
      const i = this.index(id);
      terrain[i] = t;
      const type = chart.terrain[t]!;
      enterCost[i] = type.move === null ? 0 : half(type.move);
      this.hexFlags[i] = this.hexFlags[i]! | HEX_ON_MAP | (type.clearForLoc ? HEX_CLEAR_OR_ROAD : 0);
    }
    this.terrain = terrain;
    const mark = (pairs: [HexId, HexId][], flag: number, what: string): void => {
      for (const [a, b] of pairs) {
        const i = this.index(a),
          j = this.index(b);
        const d = this.direction(i, j);
        if (d < 0) throw new Error(`map ${what}: ${a} and ${b} are not adjacent`);
        this.sideFlags[i * 6 + d] = this.sideFlags[i * 6 + d]! | flag;
        this.sideFlags[j * 6 + ((d + 3) % 6)] = this.sideFlags[j * 6 + ((d + 3) % 6)]! | flag;
        // 14.1, 7.1: a hex a road runs through is a road hex
        if (flag === SIDE_ROAD) {
          this.hexFlags[i] = this.hexFlags[i]! | HEX_ROAD | HEX_CLEAR_OR_ROAD;
          this.hexFlags[j] = this.hexFlags[j]! | HEX_ROAD | HEX_CLEAR_OR_ROAD;
        }
      }
    };
    mark(map.roads, SIDE_ROAD, 'roads');
    mark(map.trails, SIDE_TRAIL, 'trails');
    mark(map.ridges, SIDE_RIDGE, 'ridges');
    mark(map.blocked, SIDE_BLOCKED, 'blocked');
    const hs = chart.hexsides;
    engine.setMoveCosts(half(hs.road.move), half(hs.trail.move), half(hs.ridge.extraMove));
  }

  /** Loads a map into a fresh engine instance. Throws MapDataError on a malformed map. */
  static async create(map: MapData, chart: TerrainChart): Promise<Board> {
    checkMapData(map, chart);
    return new Board(await instantiateEngine(), map, chart);
  }

  /** Index of a hex id on this grid, or -1 when it is not one. */
  index(id: HexId): number {
    const p = parseHexId(id);
    if (!p || p.col < 1 || p.col > this.cols || p.row < 1 || p.row > this.rows) return -1;
    return (p.col - 1) * this.rows + (p.row - 1);
  }

  id(index: number): HexId {
    return this.#ids[index] ?? formatHexId(Math.floor(index / this.rows) + 1, (index % this.rows) + 1);
  }

  /** True for a hex printed on the map (not off the grid, not a missing hex of a short column). */
  onMap(index: number): boolean {
    return index >= 0 && index < this.hexCount && (this.hexFlags[index]! & HEX_ON_MAP) !== 0;
  }

  neighbour(index: number, dir: number): number {
    return this.neighbours[index * 6 + dir]!;
  }

  /** The direction from a to its neighbour b, or -1 when they are not adjacent. */
  direction(a: number, b: number): number {
    for (let d = 0; d < 6; d++) if (this.neighbours[a * 6 + d] === b) return d;
    return -1;
  }

  adjacent(a: number, b: number): boolean {
    return this.direction(a, b) >= 0;
  }

  distance(a: number, b: number): number {
    return this.engine.distance(a, b);
  }

  /**
   * Half Movement Points to step from hex a in direction dir on an empty map
   * (4.2 terrain, road, trail and ridge hexsides, the chart's costs), or -1
   * when the step is closed (off the map, prohibited terrain, a blocked hexside).
   */
  stepCost(a: number, dir: number): number {
    const b = this.neighbours[a * 6 + dir]!;
    if (!this.onMap(b) || this.#enterCost[b] === 0) return -1;
    return this.engine.stepCost(b, this.sideFlags[a * 6 + dir]!);
  }

  hasSide(a: number, dir: number, flag: number): boolean {
    return (this.sideFlags[a * 6 + dir]! & flag) !== 0;
  }

  /** Places the units the searches must see, and recomputes every Zone of Control (4.5). */
  setOccupants(units: Iterable<Occupant>): void {
    this.occupant.fill(0);
    for (const u of units) this.occupant[u.hex] = u.side | (u.zoc ? OCC_ZOC : 0);
    this.engine.computeZoc();
    this.#placed = null;
  }

  /**
   * The same, skipped when `where` (each unit's hex, -1 off the map) is what
   * was placed last: games and their clones share one board and ask many
   * questions in a row about the same position.
   */
  placeOccupants(where: Int32Array, units: () => Iterable<Occupant>): void {
    const last = this.#placed;
    if (last && last.length === where.length && last.every((h, i) => h === where[i])) return;
    this.setOccupants(units());
    this.#placed = where.slice();
  }

  /** True when the hex is in a Zone of Control of a unit of `side`. */
  inZocOf(index: number, side: SideNumber): boolean {
    return (this.zoc[index]! & side) !== 0;
  }

  /**
   * Flood fill from `start` (a hex index) or, with `fromEntry`, into the map
   * at that hex; `budget` in half Movement Points. Returns the hexes reached
   * (the origin included): read `cost` and `from` for each.
   */
  reach(start: number, budget: number, side: SideNumber, flags = 0, fromEntry = false): Int32Array {
    const n = fromEntry
      ? this.engine.reachFromEntry(start, budget, side, flags)
      : this.engine.reach(start, budget, side, flags);
    return this.reached.subarray(0, n);
  }

  /** The path the last reach() found to `hex`, origin first. */
  pathTo(hex: number): number[] {
    const path: number[] = [];
    for (let h = hex; h >= 0; h = this.from[h]!) path.push(h);
    return path.reverse();
  }

  /** 14.1: the shortest line of communication of `side`, as hex indices from start to goal, or null. */
  lineOfCommunication(start: number, goal: number, side: SideNumber): number[] | null {
    return this.engine.lineOfCommunication(start, goal, side) < 0 ? null : this.pathTo(goal);
  }
}
