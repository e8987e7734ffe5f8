// Each unit's destinations, kept while they hold. A flood fill for a unit
// reads (assembly/reach.ts) only:
// - on the hexes it reached (its start included): whether an enemy Zone of
//   Control covers it (4.5: entering one stops the unit);
// - on their neighbours: whether an enemy unit stands there (never
//   entered) and whether an enemy Zone of Control covers it (4.5: leaving
//   one). Friendly units and their Zones of Control are never read
//   (context.ts gives the kernel this policy for both sides).
// Its destinations are then the hexes it reached where no unit stands
// (4.4; the board lists them, movement.ts). A unit that comes or goes changes those
// facts only on its hex and, 4.5, the six hexes around it. So a kept fill
// still holds, with the same origin and Movement Points to spend, unless
// an enemy unit left or entered a hex within two of one it reached; and
// when a friendly unit left or entered a hex it reached, only its
// destinations are listed again from what it reached. Exact as long as
// nothing else a fill reads changes: the unit's side and movement class
// (fixed) and the board's step tables and Zone of Control policy (set once
// per game definition).
import type { Board } from '../../engine/board.js';
import { Destinations } from './destinations.js';

/** What check() finds of a unit's kept fill. */
export const HOLDS = 0,
  COLLECT_AGAIN = 1,
  FILL_AGAIN = 2;

/** What a unit's buffer holds (beside no fill, 0). */
const KEPT = 1,
  ONCE = 2;

export class DestinationCache {
  /** The empty answer, for a unit that may not move. */
  readonly none: Destinations;
  readonly #byUnit: Destinations[];
  /** The one buffer of the fills from a hex given again only in the same state (ONCE): the board's vacant list; and the unit it holds now (-1: none). */
  readonly #once: Destinations;
  #onceUnit = -1;
  readonly #side: Uint8Array;
  /** Per unit: its buffer is no fill (0), a fill kept and checked against later moves (KEPT), or one for the state stamped `#stamp[u]` only (ONCE); for which origin (-1: entering) and budget. */
  readonly #valid: Uint8Array;
  readonly #stamp: Float64Array;
  readonly #origin: Int32Array;
  readonly #budget: Int32Array;
  /** Per unit: the hexes its fills reached, a bit a hex, `#words` 32-bit words a unit. */
  readonly #reached: Uint32Array;
  readonly #words: number;
  /** Per unit filled from one hex (on the map): the hexes it reached in order, and per hex its cost and the hex it came from. */
  readonly #order: Int32Array[];
  readonly #orderCount: Int32Array;
  readonly #cost: Int32Array[];
  readonly #from: Int32Array[];
  /** The units' moves between the arrangements seen, and per unit how many of them its kept fill has been checked against. */
  readonly #moves: MoveLog;
  readonly #checked: Float64Array;
  /** Per hex: the hexes within two of it (`#near` from `#nearStart[h]` to `#nearStart[h + 1]`). */
  readonly #near: Int32Array;
  readonly #nearStart: Int32Array;

  constructor(board: Board, unitSide: Uint8Array) {
    const n = board.hexCount,
      units = unitSide.length;
    this.none = new Destinations(n);
    this.#byUnit = Array.from({ length: units }, () => new Destinations(n));
    this.#once = new Destinations(n, { cost: board.vacantCost, hexes: board.vacant });
    this.#side = unitSide;
    this.#valid = new Uint8Array(units);
    this.#stamp = new Float64Array(units);
    this.#origin = new Int32Array(units);
    this.#budget = new Int32Array(units);
    this.#words = (n + 31) >>> 5;
    this.#reached = new Uint32Array(units * this.#words);
    this.#order = Array.from({ length: units }, () => new Int32Array(n));
    this.#orderCount = new Int32Array(units);
    this.#cost = Array.from({ length: units }, () => new Int32Array(n));
    this.#from = Array.from({ length: units }, () => new Int32Array(n));
    this.#moves = new MoveLog(units);
    this.#checked = new Float64Array(units);
    [this.#near, this.#nearStart] = withinTwo(board);
  }

  /**
   * Does unit u's kept fill, made from `origin` with `budget`, hold with the
   * units at `where` (each unit's hex, -1 off the map) in the state stamped
   * `stamp`: HOLDS, COLLECT_AGAIN (only who stands on hexes it reached
   * changed, and it was filled from one hex) or FILL_AGAIN.
   */
  check(u: number, origin: number, budget: number, stamp: number, where: ArrayLike<number>): number {
    const valid = this.#valid[u];
    if (!valid || this.#origin[u] !== origin || this.#budget[u] !== budget) return FILL_AGAIN;
    if (valid === ONCE) return stamp === this.#stamp[u] ? HOLDS : FILL_AGAIN;
    const moves = this.#moves;
    moves.see(stamp, where);
    const end = moves.count;
    let i = this.#checked[u]!;
    if (i === end) return HOLDS;
    if (i < moves.oldest) return this.#forget(u); // moves no longer kept
    let found = HOLDS;
    for (; i < end; i++) {
      const v = moves.unit(i),
        was = moves.left(i),
        now = moves.entered(i);
      if (this.#side[v] !== this.#side[u]) {
        if (this.#reachesNear(u, was) || this.#reachesNear(u, now)) return this.#forget(u);
      } else if (this.#reaches(u, was) || this.#reaches(u, now)) {
        if (origin < 0) return this.#forget(u); // entering: listed over several fills, filled again
        found = COLLECT_AGAIN;
      }
    }
    this.#checked[u] = end; // the fill holds for this arrangement as well
    return found;
  }

  /** Unit u's buffer. */
  of(u: number): Destinations {
    return this.#valid[u] === ONCE && this.#origin[u]! >= 0 ? this.#once : this.#byUnit[u]!;
  }

  /**
   * Unit u's buffer, emptied, for a fill from `origin` with `budget` with
   * the units at `where` in the state stamped `stamp` (followed by
   * `explored` for each search). `keep`: the fill is kept and checked
   * against later moves (for a caller that asks about every unit after
   * each action); else it is given again only in this state (a question
   * asked twice: a move sampled, then applied); from a hex, in the one
   * buffer such fills share, the board's vacant list (the unit it held
   * before loses its fill).
   */
  refill(
    u: number,
    origin: number,
    budget: number,
    stamp: number,
    where: ArrayLike<number>,
    keep: boolean,
  ): Destinations {
    this.#valid[u] = keep ? KEPT : ONCE;
    this.#origin[u] = origin;
    this.#budget[u] = budget;
    this.#stamp[u] = stamp;
    if (keep) {
      this.#reached.fill(0, u * this.#words, (u + 1) * this.#words);
      this.#moves.see(stamp, where);
      this.#checked[u] = this.#moves.count;
    }
    let out = this.#byUnit[u]!;
    if (!keep && origin >= 0) {
      // the buffer given once passes to u: the unit it held has no fill left
      if (this.#onceUnit !== u) this.releaseOnce();
      this.#onceUnit = u;
      out = this.#once;
    }
    out.clear();
    out.origin = origin;
    out.toCrossing = -1;
    return out;
  }

  /** The board's vacant list, the buffer fills asked once share, is about to be overwritten: the unit it held has no fill left. */
  releaseOnce(): void {
    const held = this.#onceUnit;
    if (held >= 0 && this.#valid[held] === ONCE && this.#origin[held]! >= 0) this.#valid[held] = 0;
    this.#onceUnit = -1;
  }

  /**
   * A search for unit u started at `start` and reached `reached` (`cost`
   * and `from`: per hex what it spent there and the hex it came from):
   * noted, to know when what it read changes; from one hex, kept as well, to
   * list its destinations again and give its paths.
   */
  explored(u: number, start: number, reached: Int32Array, cost: Int32Array, from: Int32Array): void {
    if (this.#valid[u] !== KEPT) return;
    const bits = this.#reached,
      base = u * this.#words;
    bits[base + (start >>> 5)]! |= 1 << (start & 31);
    const keep = this.#origin[u]! >= 0;
    if (keep) {
      this.#order[u]!.set(reached);
      this.#orderCount[u] = reached.length;
    }
    const keptCost = this.#cost[u]!,
      keptFrom = this.#from[u]!;
    for (let i = 0; i < reached.length; i++) {
      const h = reached[i]!;
      bits[base + (h >>> 5)]! |= 1 << (h & 31);
      if (keep) {
        keptCost[h] = cost[h]!;
        keptFrom[h] = from[h]!;
      }
    }
  }

  /** What unit u's kept fill from one hex reached, in order, how many, and per hex the cost. */
  order(u: number): Int32Array {
    return this.#order[u]!;
  }
  orderCount(u: number): number {
    return this.#orderCount[u]!;
  }
  cost(u: number): Int32Array {
    return this.#cost[u]!;
  }

  /** Does unit u's buffer hold a fill from one hex kept with its routes? */
  hasRoutes(u: number): boolean {
    return this.#valid[u] === KEPT && this.#origin[u]! >= 0;
  }

  /** The route unit u's kept fill from one hex found to `hex` (one it reached), its hex first (see hasRoutes). */
  path(u: number, hex: number): number[] {
    const from = this.#from[u]!;
    const path: number[] = [];
    for (let h = hex; h >= 0; h = from[h]!) path.push(h);
    return path.reverse();
  }

  #forget(u: number): number {
    this.#valid[u] = 0;
    return FILL_AGAIN;
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

/** Moves kept: more than this since a unit's fill was last checked, and it is made again. */
const KEPT_MOVES = 1024;

/**
 * The units' moves between the arrangements of units seen one after the
 * other (a move: a unit, the hex it left and the hex it entered, -1 off the
 * map), numbered from the first; the last KEPT_MOVES are kept.
 */
class MoveLog {
  count = 0;
  readonly #unit = new Int32Array(KEPT_MOVES);
  readonly #left = new Int32Array(KEPT_MOVES);
  readonly #entered = new Int32Array(KEPT_MOVES);
  /** The arrangement seen last (no unit on the map at first), and its state's stamp (state.ts). */
  readonly #where: Int32Array;
  #stamp = NaN;

  constructor(units: number) {
    this.#where = new Int32Array(units).fill(-1);
  }

  get oldest(): number {
    return Math.max(0, this.count - KEPT_MOVES);
  }

  /** Notes the moves from the arrangement seen last to `where`, in the state stamped `stamp`. */
  see(stamp: number, where: ArrayLike<number>): void {
    if (stamp === this.#stamp) return;
    this.#stamp = stamp;
    const seen = this.#where;
    for (let v = 0; v < seen.length; v++) {
      if (seen[v] === where[v]) continue;
      const i = this.count++ % KEPT_MOVES;
      this.#unit[i] = v;
      this.#left[i] = seen[v]!;
      this.#entered[i] = seen[v] = where[v]!;
    }
  }

  unit(i: number): number {
    return this.#unit[i % KEPT_MOVES]!;
  }
  left(i: number): number {
    return this.#left[i % KEPT_MOVES]!;
  }
  entered(i: number): number {
    return this.#entered[i % KEPT_MOVES]!;
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
