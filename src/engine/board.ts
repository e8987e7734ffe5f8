// A hex map loaded into the Wasm kernel's flat arrays: the generic hex
// machinery every game on this engine shares. It turns a game's map and
// terrain chart into flags and step-cost tables, places units for the
// searches, and asks the kernel about Zones of Control, legal moves and
// paths — but it knows no game's rules: what a flag means, which side is
// whose enemy and how Zones of Control act are given to it as data. Its
// parts: the kernel's arrays (kernel-views.ts), the map's flags
// (map-flags.ts), hexsides opened at run time (hexside-openings.ts), step
// costs (step-tables.ts), the units placed (unit-placement.ts), Zone of
// Control policies (zoc-policy.ts), path rules (path-search.ts) and the
// last flood fill (fill-memo.ts).
import { instantiateKernel, type KernelExports } from './wasm/kernel.js';
import { kernelViews } from './kernel-views.js';
import { formatHexId, parseHexId, type HexId } from './hex-id.js';
import { checkMapData, MapDataError, NORMAL_CLASS, type MapData, type TerrainChart } from './map-data.js';
import { fillStepTables } from './step-tables.js';
import { FillMemo } from './fill-memo.js';
import { UnitPlacement, type Occupant } from './unit-placement.js';
import { MapFlags } from './map-flags.js';
import { HexsideOpenings, type HexsideOpening } from './hexside-openings.js';
import { writeZocPolicy, type ZocPolicy } from './zoc-policy.js';
import { PathSearch, type PathRule } from './path-search.js';

export type { Occupant, ZocPolicy, PathRule };
export { MAX_SIDES } from './zoc-policy.js';

/** Directions of the six hexsides, in the kernel's order. */
export const DIRECTIONS = ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const;
/** The movement class every unit has unless its game says otherwise. */
export { NORMAL_CLASS };

/** reach() flags (assembly/reach.ts): a unit may always move one hex, whatever it costs; `from` left as it was. */
const MINIMUM_MOVE = 1;
const NO_ROUTES = 2;

export class Board {
  readonly cols: number;
  readonly rows: number;
  readonly hexCount: number;
  /** Terrain class of each hex index; undefined off the sheet. */
  readonly terrain: readonly (string | undefined)[];
  /** i32 × 6N neighbour table (read-only view into the kernel). */
  readonly neighbours: Int32Array;
  /** u16 × N: each hex's flags (see flag()). */
  readonly hexFlags: Uint16Array;
  /** u16 × 6N: each hexside's classes (see hexsideFlag()). */
  readonly sideFlags: Uint16Array;
  /** u8 × N: the sides with a unit in the hex. */
  readonly occupant: Uint8Array;
  /** u8 × N: the sides whose Zone of Control covers the hex. */
  readonly zoc: Uint8Array;
  /** u8 × N: per hex, the sides whose units a flood fill never moves into it (setBarred). */
  readonly barred: Uint8Array;
  readonly cost: Int32Array;
  readonly from: Int32Array;
  readonly reached: Int32Array;
  /** What listVacant found: the hexes, in the order the fill reached them, and per hex its cost (-1: not listed). */
  readonly vacant: Int32Array;
  readonly vacantCost: Int32Array;
  /** What sortEnds made of the last fill: per hex 2 an end, 1 reached, 0 neither; every hex reached, a bit each. */
  readonly endStatus: Uint8Array;
  readonly reachedBits: Uint32Array;
  /** sortEnds' lists, in the order reached: the hexes reached, the ends, the ends some unit holds. */
  readonly foundList: Int32Array;
  readonly endList: Int32Array;
  readonly crowdList: Int32Array;
  /** lineFill's hexes in the order reached, their costs, and per hex the hex it was reached from (itself for a seed, -1 unreached). */
  readonly lineList: Int32Array;
  readonly lineCost: Int32Array;
  readonly lineFrom: Int32Array;
  readonly out: Int32Array;
  /** i32 × N: the unit standing on each hex, by its index in what placeUnits placed (-1: none, or placed otherwise). */
  readonly unitOn: Int32Array;
  /** The movement classes, 'normal' first. */
  readonly movementClasses: readonly string[];
  readonly #ids: string[];
  /** The names of the hex flags and hexside classes, and the features. */
  readonly #names: MapFlags;
  /** Hexsides opened over their class (bridges). */
  readonly #openings: HexsideOpenings;
  /** The units the searches see (placeUnits, setOccupants…). */
  readonly #units: UnitPlacement;
  /** The hexside classes no Zone of Control extends across (setZocBlockers). */
  #zocBlockSides = 0;
  /** Path rules made into the kernel's masks (path, pathsFrom). */
  readonly #paths: PathSearch;
  readonly #steps: Int16Array;
  /**
   * The last flood fill (`cost`, `from` and `reached` hold its result):
   * forgotten by anything that changes what a fill would find (units, Zones
   * of Control, step tables) or overwrites those arrays (a path search).
   */
  readonly #fill = new FillMemo();
  /** The last search was a flood fill that left `from` as it was (routes: false): pathTo has nothing to follow. */
  #routeless = false;
  /** Views of `reached` by length, made once each (reach() returns one per call). */
  readonly #reachedViews: Int32Array[] = [];

  private constructor(
    readonly kernel: KernelExports,
    readonly map: MapData,
    readonly chart: TerrainChart,
  ) {
    this.cols = map.columns;
    this.rows = map.rows;
    this.hexCount = this.cols * this.rows;
    this.movementClasses = [NORMAL_CLASS, ...Object.keys(chart.movementClasses ?? {})];
    const classes = this.movementClasses.length;
    kernel.init(this.cols, this.rows, map.layout.shiftedColumns === 'even' ? 1 : 0, classes);
    kernel.initSearch?.(); // the weighted search's arrays, where the kernel has it (weighted-search.ts)
    const n = this.hexCount;
    const v = kernelViews(kernel, n, classes); // after init and initSearch, the last calls that can grow memory
    ({ neighbours: this.neighbours, hexFlags: this.hexFlags, sideFlags: this.sideFlags, steps: this.#steps } = v);
    ({ zoc: this.zoc, barred: this.barred, cost: this.cost, from: this.from, reached: this.reached } = v);
    ({
      vacant: this.vacant,
      vacantCost: this.vacantCost,
      endStatus: this.endStatus,
      reachedBits: this.reachedBits,
    } = v);
    ({ foundList: this.foundList, endList: this.endList, crowdList: this.crowdList, out: this.out } = v);
    ({ lineList: this.lineList, lineCost: this.lineCost, lineFrom: this.lineFrom } = v);
    this.#openings = new HexsideOpenings(this.#steps, n, 2 * classes);
    this.#units = new UnitPlacement(kernel, n);
    this.occupant = this.#units.occupant;
    this.unitOn = this.#units.unitOn;
    this.#ids = Array.from({ length: n }, (_, i) => formatHexId(Math.floor(i / this.rows) + 1, (i % this.rows) + 1));
    this.#names = new MapFlags(this.hexFlags, this.sideFlags);
    this.#paths = new PathSearch(kernel, this.#names, n);
    this.terrain = this.#names.load(map, chart, this);
    fillStepTables(this, this.#steps, v.entry);
    kernel.stepsChanged();
  }

  /** Loads a map into a fresh kernel instance. Throws MapDataError on a malformed map. */
  static async create(map: MapData, chart: TerrainChart): Promise<Board> {
    checkMapData(map, chart);
    return new Board(await instantiateKernel(), map, chart);
  }

  /** The bit of a hex flag (terrain flags, hexes marked by a hexside class); made on first use. Features are not flags (see hexHas). */
  flag(name: string): number {
    return this.#names.flag(name);
  }

  /** The bits of several hex flags. */
  flags(names: readonly string[]): number {
    return this.#names.flags(names);
  }

  /** The bit of a hexside class; made on first use. */
  hexsideFlag(name: string): number {
    return this.#names.hexsideFlag(name);
  }

  /**
   * Gives or takes a class on the hexside between adjacent hexes a and b
   * (a bridge laid or removed). Paths see it at once; the movement step
   * tables, built at load, do not.
   */
  setHexside(a: number, b: number, cls: string, on: boolean): void {
    const d = this.direction(a, b);
    if (d < 0) throw new MapDataError(`hexsides.${cls}`, `${this.id(a)} and ${this.id(b)} are not adjacent`);
    const bit = this.hexsideFlag(cls);
    const had = this.#names.setSide(a, d, b, bit, on);
    // a class no Zone of Control crosses, changed: they are computed again at the next placement
    if (had !== on && bit & this.#zocBlockSides) this.#units.invalidate();
    this.#fill.forget();
  }

  /** Does the hex have this flag, or this map feature? */
  hexHas(index: number, flag: string): boolean {
    return this.#names.hexHas(index, flag);
  }

  /** The hexes of a map feature (empty when the map has none). */
  featureHexes(feature: string): number[] {
    return this.#names.featureHexes(feature);
  }

  /**
   * Opens hexsides their class closes, for every movement class and both
   * ways, at `cost` cost units a step (a counter that spans a hexside: a
   * bridge over a canal). Each call replaces the openings of the last; a
   * call with the same openings is free, so games and their clones, which
   * share one board, set theirs before each search.
   */
  openHexsides(openings: readonly HexsideOpening[]): void {
    const changed = this.#openings.set(openings, this);
    if (!changed) return;
    for (const h of changed) this.kernel.stepsChangedAt(h); // only their cheapest steps out (the flood fill's bound) change
    this.#fill.forget();
  }

  /** Is the hexside in direction `dir` of hex a of this class? */
  hasSide(a: number, dir: number, cls: string): boolean {
    return (this.sideFlags[a * 6 + dir]! & this.hexsideFlag(cls)) !== 0;
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
    return index >= 0 && index < this.hexCount && (this.hexFlags[index]! & 1) !== 0;
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
    return this.kernel.distance(a, b);
  }

  /** Index of a movement class (0 = 'normal'). */
  movementClass(name: string): number {
    const i = this.movementClasses.indexOf(name);
    if (i < 0) throw new MapDataError('movementClasses', `no movement class "${name}"`);
    return i;
  }

  /**
   * Cost units to step from hex a in direction dir on an empty map (terrain,
   * hexsides, the chart's costs), or -1 when the step is closed.
   */
  stepCost(a: number, dir: number, moveClass = 0): number {
    return this.#steps[2 * moveClass * this.hexCount * 6 + a * 6 + dir]!;
  }

  /** Makes a Zone of Control policy the kernel's for one side. */
  setZocPolicy(side: number, policy: ZocPolicy): void {
    writeZocPolicy(this.kernel, side, policy);
    this.#fill.forget();
  }

  /** Hexes (by flag) no Zone of Control extends into, and hexside classes none extends across. */
  setZocBlockers(hexFlags: readonly string[], hexsides: readonly string[]): void {
    this.#zocBlockSides = this.#names.hexsideFlags(hexsides);
    this.kernel.setZocBlockers(this.flags(hexFlags), this.#zocBlockSides);
    this.#units.invalidate(); // the Zones of Control are computed again at the next placement
    this.#fill.forget();
  }

  /** Places the units the searches must see, and recomputes every Zone of Control. */
  setOccupants(units: Iterable<Occupant>): void {
    this.#units.setOccupants(units);
    this.#fill.forget();
  }

  /**
   * The same, skipped when `where` (each unit's hex, -1 off the map) is what
   * was placed last: games and their clones share one board and ask many
   * questions in a row about the same position.
   */
  placeOccupants(where: Int32Array, units: () => Iterable<Occupant>): void {
    if (this.#units.placeOccupants(where, units)) this.#fill.forget();
  }

  /**
   * Places units given as parallel arrays — each unit's hex (-1 off the
   * map), side, and whether it exerts a Zone of Control (non-zero) — with
   * their Zones of Control; skipped when nothing moved, and only the hexes
   * units left or entered are placed again when few moved. Allocates
   * nothing: search states call it before each search. `unitOn` then tells
   * which unit (its index here) stands on a hex. `stamp`: a number the
   * caller gives each arrangement of its units (a new one whenever a unit
   * moves): the same number again is taken as unchanged without comparing.
   * `before` and `moved`: when the arrangement stamped `stamp` is the one
   * stamped `before` with unit `moved` alone moved, that unit alone is
   * placed again when the board holds `before` (no comparing either).
   */
  placeUnits(
    where: ArrayLike<number>,
    side: ArrayLike<number>,
    zoc: ArrayLike<number>,
    stamp = NaN,
    before = NaN,
    moved = -1,
  ): void {
    if (this.#units.placeUnits(where, side, zoc, stamp, before, moved)) this.#fill.forget();
  }

  /** True when the hex is in a Zone of Control of a unit of `side`. */
  inZocOf(index: number, side: number): boolean {
    return (this.zoc[index]! & (1 << side)) !== 0;
  }

  /** True when the hex holds a unit of `side`. */
  holds(index: number, side: number): boolean {
    return (this.occupant[index]! & (1 << side)) !== 0;
  }

  /**
   * Bars (or opens again) the hexes to the moves of `side`'s units: a flood
   * fill for that side neither ends nor passes there (a border closed to it).
   */
  setBarred(hexes: ArrayLike<number>, side: number, barred: boolean): void {
    const bit = 1 << side;
    for (let i = 0; i < hexes.length; i++) {
      const h = hexes[i]!;
      this.barred[h] = barred ? this.barred[h]! | bit : this.barred[h]! & ~bit;
    }
    this.#fill.forget();
  }

  /**
   * Flood fill from `start` (a hex index) or, with `fromEntry`, into the map
   * at that hex; `budget` in cost units. Returns the hexes reached (the
   * origin included): read `cost` and `from` for each. `routes: false`: no
   * `from` (nor pathTo) is wanted, only the hexes and their costs.
   */
  reach(
    start: number,
    budget: number,
    side: number,
    options: { moveClass?: number; fromEntry?: boolean; minimumMove?: boolean; routes?: boolean } = {},
  ): Int32Array {
    const cls = options.moveClass ?? 0;
    const flags = options.minimumMove ? MINIMUM_MOVE : 0;
    const entry = options.fromEntry ? 1 : 0;
    const routes = options.routes ?? true;
    // the same fill again on the same board (a move sampled, then applied): its result is still there
    const known = this.#fill.count(start, budget, side, cls, flags, entry, routes);
    if (known >= 0) return this.#reachedView(known);
    const all = flags | (routes ? 0 : NO_ROUTES);
    const n = entry
      ? this.kernel.reachFromEntry(start, budget, side, cls, all)
      : this.kernel.reach(start, budget, side, cls, all);
    this.#fill.keep(start, budget, side, cls, flags, entry, n, routes);
    this.#routeless = !routes;
    return this.#reachedView(n);
  }

  /**
   * Of the first `count` hexes the last flood fill reached (reach), those no
   * unit holds, `skip` aside, into `vacant` in the order reached, with their
   * costs in `vacantCost` (the hexes listed last time no longer); returns how many.
   */
  listVacant(count: number, skip: number): number {
    return this.kernel.listVacant(count, skip);
  }

  /**
   * The same list for the first `count` of `hexes`, a fill kept from
   * earlier (`cost`: per hex what it spent): they are written where a fill
   * leaves its result, so the last fill is forgotten.
   */
  listVacantAmong(hexes: Int32Array, count: number, cost: Int32Array, skip: number): number {
    this.#fill.forget();
    for (let i = 0; i < count; i++) {
      const h = hexes[i]!;
      this.reached[i] = h;
      this.cost[h] = cost[h]!;
    }
    return this.kernel.listVacant(count, skip);
  }

  /**
   * The last flood fill's hexes (its first `count`, `skip` aside) sorted in
   * the kernel as where a move of `side`'s unit may end: not barred to the
   * side, with a flag of `endFlags` (any hex when 0). Fills `endStatus`,
   * `reachedBits`, `foundList` (foundCount), `endList` (the ends, returned
   * as how many) and `crowdList` (the ends some unit holds, crowdedCount:
   * whether they have room is the caller's to judge), in the order reached.
   */
  sortEnds(count: number, skip: number, side: number, endFlags: number): number {
    const ends = this.kernel.sortEnds(count, skip, side, endFlags);
    this.foundCount = this.kernel.sortedFound();
    this.crowdedCount = this.kernel.sortedCrowded();
    return ends;
  }
  /** What the last sortEnds listed in `foundList` and `crowdList`. */
  foundCount = 0;
  crowdedCount = 0;

  /**
   * A breadth-first fill from `seeds` at `step` cost units a step (column
   * movement on roads): only across hexsides with a flag of `sideMask`, into
   * hexes with a flag of `hexMask` that hold no unit of the sides `foes` and
   * lie in none of their Zones of Control, and not barred to `side`; none
   * past `budget`. The seeds open so (barring aside) cost `first` and come
   * first (lineSeedCount of them). Fills `lineList` (the hexes in the order
   * reached), `lineCost` and `lineFrom` (linePathTo), and adds each hex's
   * bit to `reachedBits`; returns how many hexes. Leaves the flood fill's
   * arrays as they were.
   */
  lineFill(
    seeds: readonly number[],
    first: number,
    step: number,
    budget: number,
    side: number,
    hexMask: number,
    sideMask: number,
    foes: number,
  ): number {
    for (let i = 0; i < seeds.length; i++) this.lineList[i] = seeds[i]!;
    const n = this.kernel.lineFill(seeds.length, first, step, budget, side, hexMask, sideMask, foes);
    this.lineSeedCount = this.kernel.lineSeeds();
    return n;
  }
  lineSeedCount = 0;

  /** The hexes of the last lineFill from its seed to `hex`, the seed first. */
  linePathTo(hex: number): number[] {
    const path = [hex];
    for (let h = hex; this.lineFrom[h] !== h; h = this.lineFrom[h]!) path.push(this.lineFrom[h]!);
    return path.reverse();
  }

  /** Views of the first n hexes of `foundList` and of `endList`, made once per length (no view a call). */
  foundView(n: number): Int32Array {
    return (this.#foundViews[n] ??= this.foundList.subarray(0, n));
  }
  endView(n: number): Int32Array {
    return (this.#endViews[n] ??= this.endList.subarray(0, n));
  }
  readonly #foundViews: Int32Array[] = [];
  readonly #endViews: Int32Array[] = [];

  #reachedView(n: number): Int32Array {
    return (this.#reachedViews[n] ??= this.reached.subarray(0, n));
  }

  /** The path the last search found to `hex`, origin first. */
  pathTo(hex: number): number[] {
    if (this.#routeless) throw new Error('pathTo: the last flood fill kept no routes (reach with routes: false)');
    const path: number[] = [];
    for (let h = hex; h >= 0; h = this.from[h]!) path.push(h);
    return path.reverse();
  }

  /** The shortest path of `side` from start to goal under `rule`, as hex indices, or null. */
  path(start: number, goal: number, side: number, rule: PathRule): number[] | null {
    return this.#pathSearch(start, goal, side, rule) < 0 ? null : this.pathTo(goal);
  }

  /** Every hex a path of `side` from start reaches under `rule`; `cost[h]` is its length in hexes. */
  pathsFrom(start: number, side: number, rule: PathRule): Int32Array {
    const n = this.#pathSearch(start, -1, side, rule);
    return this.#reachedView(Math.max(0, n));
  }

  #pathSearch(start: number, goal: number, side: number, rule: PathRule): number {
    this.#fill.forget(); // it writes cost, from and reached
    this.#routeless = false;
    return this.#paths.run(start, goal, side, rule);
  }
}
