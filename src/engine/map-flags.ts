// A loaded map's marks and their names: which hex flags (terrain flags,
// hexes marked by a hexside class) and hexside classes each hex and hexside
// has, as bits in the kernel's arrays, and the map's features (named sets of
// hexes). The bits are made on first use; what a flag means is the game's.
import type { HexId } from './hex-id.js';
import { MapDataError, type MapData, type TerrainChart } from './map-data.js';

const MAX_FLAGS = 16;

/** What marking a map needs of its grid. */
export interface MarkedGrid {
  readonly hexCount: number;
  index(id: HexId): number;
  direction(a: number, b: number): number;
}

export class MapFlags {
  readonly #flags = new Map<string, number>();
  readonly #hexsideFlags = new Map<string, number>();
  readonly #features = new Map<string, Set<number>>();

  constructor(
    /** u16 × N: each hex's flags (the kernel's). */
    readonly hexFlags: Uint16Array,
    /** u16 × 6N: each hexside's classes (the kernel's). */
    readonly sideFlags: Uint16Array,
  ) {}

  /**
   * Marks the map: 'on-map' (bit 1) and its terrain's flags on every hex
   * printed, the features, each hexside's classes on both its hexes' sides
   * and the hexes a class marks. Returns each hex's terrain class.
   */
  load(map: MapData, chart: TerrainChart, grid: MarkedGrid): (string | undefined)[] {
    this.flag('on-map');
    const terrain: (string | undefined)[] = new Array(grid.hexCount).fill(undefined);
    for (const [id, t] of Object.entries(map.hexes)) {
      const i = grid.index(id);
      terrain[i] = t;
      this.#mark(i, ['on-map', ...(chart.terrain[t]!.flags ?? [])]);
    }
    // features stay out of the kernel's 16 flag bits: the searches never ask about them
    for (const [feature, hexes] of Object.entries(map.features ?? {})) {
      this.#features.set(feature, new Set(hexes.map((id) => grid.index(id))));
    }
    for (const [cls, pairs] of Object.entries(map.hexsides)) {
      const bit = this.hexsideFlag(cls);
      const marks = chart.hexsides[cls]!.marksHexes;
      for (const [a, b] of pairs) {
        const i = grid.index(a),
          j = grid.index(b);
        const d = grid.direction(i, j);
        if (d < 0) throw new MapDataError(`hexsides.${cls}`, `${a} and ${b} are not adjacent`);
        this.setSide(i, d, j, bit, true);
        if (marks) {
          this.#mark(i, [marks]);
          this.#mark(j, [marks]);
        }
      }
    }
    return terrain;
  }

  /** The bit of a hex flag (terrain flags, hexes marked by a hexside class); made on first use. Features are not flags (see hexHas). */
  flag(name: string): number {
    let bit = this.#flags.get(name);
    if (bit === undefined) {
      if (this.#flags.size >= MAX_FLAGS) throw new MapDataError('flags', `more than ${MAX_FLAGS} hex flags`);
      this.#flags.set(name, (bit = 1 << this.#flags.size));
    }
    return bit;
  }

  /** The bits of several hex flags. */
  flags(names: readonly string[]): number {
    return names.reduce((m, f) => m | this.flag(f), 0);
  }

  /** The bit of a hexside class; made on first use. */
  hexsideFlag(name: string): number {
    let bit = this.#hexsideFlags.get(name);
    if (bit === undefined) {
      if (this.#hexsideFlags.size >= MAX_FLAGS) throw new MapDataError('hexsides', `more than ${MAX_FLAGS} classes`);
      this.#hexsideFlags.set(name, (bit = 1 << this.#hexsideFlags.size));
    }
    return bit;
  }

  /** The bits of several hexside classes. */
  hexsideFlags(names: readonly string[]): number {
    return names.reduce((m, c) => m | this.hexsideFlag(c), 0);
  }

  /**
   * Gives (`on`) or takes the class bits `bit` on the hexside between hex a
   * and its neighbour b in direction d, seen from both; returns whether
   * a's side had them before.
   */
  setSide(a: number, d: number, b: number, bit: number, on: boolean): boolean {
    const ab = a * 6 + d,
      ba = b * 6 + ((d + 3) % 6);
    const had = (this.sideFlags[ab]! & bit) !== 0;
    if (on) {
      this.sideFlags[ab]! |= bit;
      this.sideFlags[ba]! |= bit;
    } else {
      this.sideFlags[ab]! &= ~bit;
      this.sideFlags[ba]! &= ~bit;
    }
    return had;
  }

  /** Does the hex have this flag, or this map feature? */
  hexHas(index: number, flag: string): boolean {
    const feature = this.#features.get(flag);
    if (feature) return feature.has(index);
    return (this.hexFlags[index]! & this.flag(flag)) !== 0;
  }

  /** The hexes of a map feature (empty when the map has none). */
  featureHexes(feature: string): number[] {
    return [...(this.#features.get(feature) ?? [])].sort((a, b) => a - b);
  }

  #mark(index: number, flags: string[]): void {
    for (const f of flags) this.hexFlags[index]! |= this.flag(f);
  }
}
