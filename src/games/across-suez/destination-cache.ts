// Each unit's destinations, kept while they hold. A flood fill for a unit
// reads (assembly/reach.ts; movement.ts, collect) only:
// - on the hexes it reached (its start included): whether any unit stands
//   there (4.4: a move never ends on another unit) and whether an enemy
//   Zone of Control covers it (4.5: entering one stops the unit);
// - on their neighbours: whether an enemy unit stands there (never
//   entered) and whether an enemy Zone of Control covers it (4.5: leaving
//   one). Friendly Zones of Control are never read (context.ts gives the
//   kernel this policy for both sides).
// A unit that comes or goes changes those facts only on its hex and, 4.5,
// the six hexes around it. So a kept fill still holds, with the same
// origin and Movement Points to spend, unless since it was made a friendly
// unit left or entered a hex it reached, or an enemy unit left or entered a
// hex within two of one it reached. Exact as long as nothing else a fill
// reads changes: the unit's side and movement class (fixed) and the board's
// step tables and Zone of Control policy (set once per game definition).
import type { Board } from '../../engine/board.js';
import { Destinations } from './destinations.js';

export class DestinationCache {
  /** The empty answer, for a unit that may not move. */
  readonly none: Destinations;
  readonly #byUnit: Destinations[];
  readonly #side: Uint8Array;
  readonly #units: number;
  /** Per unit: is its buffer a fill that still holds, and for which origin (-1: entering) and budget. */
  readonly #valid: Uint8Array;
  readonly #origin: Int32Array;
  readonly #budget: Int32Array;
  /** Per unit: the hexes its fills reached, a bit a hex, `#words` 32-bit words a unit. */
  readonly #reached: Uint32Array;
  readonly #words: number;
  /** Per unit: where every unit stood (`#units` hexes, -1 off the map) when its fill was last known to hold, and that state's stamp. */
  readonly #where: Int32Array;
  readonly #stamp: Float64Array;
  /** Per hex: the hexes within two of it (`#near` from `#nearStart[h]` to `#nearStart[h + 1]`). */
  readonly #near: Int32Array;
  readonly #nearStart: Int32Array;

  constructor(board: Board, unitSide: Uint8Array) {
    const n = board.hexCount,
      units = unitSide.length;
    this.none = new Destinations(n);
    this.#byUnit = Array.from({ length: units }, () => new Destinations(n));
    this.#side = unitSide;
    this.#units = units;
    this.#valid = new Uint8Array(units);
    this.#origin = new Int32Array(units);
    this.#budget = new Int32Array(units);
    this.#words = (n + 31) >>> 5;
    this.#reached = new Uint32Array(units * this.#words);
    this.#where = new Int32Array(units * units);
    this.#stamp = new Float64Array(units).fill(NaN);
    [this.#near, this.#nearStart] = withinTwo(board);
  }

  /**
   * Unit u's destinations, when its kept fill was made from `origin` with
   * `budget` and still holds with the units at `where` (each unit's hex, -1
   * off the map) in the state stamped `stamp`; else null.
   */
  kept(u: number, origin: number, budget: number, stamp: number, where: ArrayLike<number>): Destinations | null {
    if (!this.#valid[u] || this.#origin[u] !== origin || this.#budget[u] !== budget) return null;
    if (stamp !== this.#stamp[u]) {
      const units = this.#units,
        base = u * units,
        seen = this.#where;
      for (let v = 0; v < units; v++) {
        const was = seen[base + v]!,
          now = where[v]!;
        if (was === now) continue;
        const stale =
          this.#side[v] === this.#side[u]
            ? this.#reaches(u, was) || this.#reaches(u, now)
            : this.#reachesNear(u, was) || this.#reachesNear(u, now);
        if (stale) {
          this.#valid[u] = 0;
          return null;
        }
        seen[base + v] = now; // the fill holds for this arrangement as well
      }
      this.#stamp[u] = stamp;
    }
    return this.#byUnit[u]!;
  }

  /** Unit u's buffer, emptied, for a fill from `origin` with `budget` with the units at `where` (followed by `explored` for each search). */
  refill(u: number, origin: number, budget: number, stamp: number, where: ArrayLike<number>): Destinations {
    this.#reached.fill(0, u * this.#words, (u + 1) * this.#words);
    this.#valid[u] = 1;
    this.#origin[u] = origin;
    this.#budget[u] = budget;
    this.#stamp[u] = stamp;
    this.#where.set(where, u * this.#units);
    const out = this.#byUnit[u]!;
    out.clear();
    return out;
  }

  /** A search for unit u started at `start` and reached `reached`: noted, to forget the fill when what it read changes. */
  explored(u: number, start: number, reached: Int32Array): void {
    const bits = this.#reached,
      base = u * this.#words;
    bits[base + (start >>> 5)]! |= 1 << (start & 31);
    for (let i = 0; i < reached.length; i++) {
      const h = reached[i]!;
      bits[base + (h >>> 5)]! |= 1 << (h & 31);
    }
  }

  /** Did unit u's fill reach hex h (never for -1)? */
  #reaches(u: number, h: number): boolean {
    return h >= 0 && (this.#reached[u * this.#words + (h >>> 5)]! & (1 << (h & 31))) !== 0;
  }

  /** Did unit u's fill reach a hex within two of h (never for -1)? */
  #reachesNear(u: number, h: number): boolean {
    if (h < 0) return false;
    for (let i = this.#nearStart[h]!; i < this.#nearStart[h + 1]!; i++)
      if (this.#reaches(u, this.#near[i]!)) return true;
    return false;
  }
}

/** Per hex, the hexes within two of it (itself included), as a flat list and where each hex's part starts. */
function withinTwo(board: Board): [Int32Array, Int32Array] {
  const n = board.hexCount;
  const start = new Int32Array(n + 1);
  const near: number[] = [];
  for (let h = 0; h < n; h++) {
    start[h] = near.length;
    const ring = new Set([h]);
    for (let step = 0; step < 2; step++) {
      for (const x of [...ring]) {
        for (let d = 0; d < 6; d++) {
          const y = board.neighbour(x, d);
          if (y >= 0) ring.add(y);
        }
      }
    }
    near.push(...ring);
  }
  start[n] = near.length;
  return [Int32Array.from(near), start];
}
