// Hexsides opened over the class that closes them, for as long as a game
// says (a counter that spans a hexside: a bridge over a canal): the step
// tables' slots of those hexsides hold the opening's cost, and the costs
// they held at load are put back when the openings change.
import { MapDataError } from './map-data.js';
import type { HexId } from './hex-id.js';

/** One hexside opened: between adjacent hexes a and b, at `cost` cost units a step. */
export interface HexsideOpening {
  a: number;
  b: number;
  cost: number;
}

export class HexsideOpenings {
  /** Step-table slots opened and the costs they held. */
  #opened: { slot: number; was: number }[] = [];
  #key = '';

  constructor(
    /** The kernel's step tables (step-tables.ts), `tables` tables of 6 × `hexCount` slots. */
    readonly steps: Int16Array,
    readonly hexCount: number,
    readonly tables: number,
  ) {}

  /**
   * Replaces the openings of the last call, for every table and both ways;
   * returns the hexes whose steps out changed (the last openings' and these),
   * or null (nothing done) when they are the same openings.
   */
  set(
    openings: readonly HexsideOpening[],
    grid: { direction(a: number, b: number): number; id(index: number): HexId },
  ): number[] | null {
    const key = openings.map((o) => `${o.a}:${o.b}:${o.cost}`).join(',');
    if (key === this.#key) return null;
    const changed = new Set<number>();
    for (let i = this.#opened.length - 1; i >= 0; i--) {
      const { slot, was } = this.#opened[i]!;
      this.steps[slot] = was;
      changed.add(Math.floor(slot / 6) % this.hexCount);
    }
    this.#opened = [];
    const n = this.hexCount;
    for (const { a, b, cost } of openings) {
      const d = grid.direction(a, b);
      if (d < 0) throw new MapDataError('openings', `${grid.id(a)} and ${grid.id(b)} are not adjacent`);
      changed.add(a).add(b);
      for (let table = 0; table < this.tables; table++) {
        for (const slot of [(table * n + a) * 6 + d, (table * n + b) * 6 + ((d + 3) % 6)]) {
          this.#opened.push({ slot, was: this.steps[slot]! });
          this.steps[slot] = cost;
        }
      }
    }
    this.#key = key;
    return [...changed];
  }
}
