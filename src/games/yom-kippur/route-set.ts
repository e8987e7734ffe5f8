// One counter's routes, as movement.ts's searches find them (B-G): per hex
// the cheapest cost offered and how (normal, column, canal crossing, raft),
// in the order the hexes were first found; then which of them are
// destinations and which are full (B-G.1). Flat arrays made once per game
// definition and reused by every search: a listing of legal actions asks
// for every counter's routes after each action, and a new Map a question
// was most of a random game's garbage. A search from one hex takes its
// fill already sorted by the kernel (takeSorted): copied natively, with no
// loop over the hexes found. A set is valid until the next routes() call.
import type { Board } from '../../engine/board.js';

export type MoveMode = 'normal' | 'column' | 'canal' | 'raft';
const MODES: readonly MoveMode[] = ['normal', 'column', 'canal', 'raft'];
const modeIndex = (m: MoveMode): number => (m === 'normal' ? 0 : m === 'column' ? 1 : m === 'canal' ? 2 : 3);

/**
 * Per hex, a byte: what a found hex is once the searches are over (the low
 * two bits), and how the cheapest way found reaches it (the mode's index,
 * above them). The kernel's sorted fill (takeSorted) is copied as it is: its
 * statuses are these, and its ways all normal (0).
 */
const UNSEEN = 0,
  FOUND = 1,
  DESTINATION = 2,
  FULL = 3,
  WHAT = 3,
  WAY = 2;

export class RouteSet {
  /** The destinations, first found first (`count` of them). */
  readonly hexes: Int32Array;
  count = 0;
  /** The route to the destination asked for (`target`), its start first; empty when none was asked or found. */
  path: number[] = [];
  #target = -1;
  readonly #cost: Int32Array;
  /** Per hex: what it is to this search and how it is reached (above). */
  readonly #status: Uint8Array;
  /** The statuses are the last search's until the first offer, takeSorted or finish clears them. */
  #stale = false;
  readonly #found: Int32Array;
  /** Per hex found: its place in `#found` (the order destinations are listed in), written when first asked (`#ordered`). */
  readonly #order: Int32Array;
  #ordered = false;
  #foundCount = 0;
  /** How many of the hexes found are sorted (finish, takeSorted). */
  #sorted = 0;
  /** Counts the changes of the destinations (a new search, a hex sorted anew): a listing kept since a version is exact while it stands. */
  version = 0;

  constructor(hexCount: number) {
    this.hexes = new Int32Array(hexCount);
    this.#cost = new Int32Array(hexCount);
    this.#status = new Uint8Array(hexCount);
    this.#found = new Int32Array(hexCount);
    this.#order = new Int32Array(hexCount);
  }

  /** Empties the set for a new search; `target`: the hex whose route is wanted (-1: none). */
  begin(target: number): void {
    this.#stale = true; // what the last search found is unseen to this one: cleared when first written
    this.#foundCount = 0;
    this.#sorted = 0;
    this.#ordered = false;
    this.count = 0;
    this.version++;
    this.#target = target;
    if (this.path.length) this.path = [];
  }

  /**
   * A way to `hex` at `cost` cost units: kept when it is the first or the
   * cheapest, except that a landing (B-G.4b, B-G.5b), which binds the unit
   * to attack, is offered only where no other move goes. True when kept and
   * `hex` is the target: the caller then gives its path (`path`).
   */
  offer(hex: number, cost: number, mode: MoveMode): boolean {
    if (this.#stale) this.#clear();
    let what = this.#status[hex]! & WHAT;
    if (what === UNSEEN) {
      what = FOUND;
      this.#order[hex] = this.#foundCount;
      this.#found[this.#foundCount++] = hex;
    } else if (this.#cost[hex]! <= cost || mode === 'canal' || mode === 'raft') return false;
    this.#status[hex] = what | (modeIndex(mode) << WAY);
    this.#cost[hex] = cost;
    return hex === this.#target;
  }

  #clear(): void {
    this.#status.fill(0); // native
    this.#stale = false;
  }

  /**
   * The last flood fill from one start as the kernel sorted it
   * (Board.sortEnds, the start aside), as offer() and finish(ends) would
   * keep and sort it when it is the search's first offers and no route is
   * asked for: each hex is new, so none is compared. The ends some unit
   * holds are judged by `ends` (B-G.1: room to stop). False (nothing kept)
   * otherwise: offer them one by one.
   */
  takeSorted(board: Board, ends: number, judge: (hex: number) => 0 | 1 | 2): boolean {
    if (this.#foundCount !== 0 || this.#target >= 0) return false;
    const found = board.foundCount;
    this.#status.set(board.endStatus); // every way normal (0)
    this.#stale = false;
    this.#cost.set(board.cost);
    this.#found.set(board.foundView(found));
    this.#foundCount = this.#sorted = found;
    this.hexes.set(board.endView(ends));
    this.count = ends;
    for (let i = 0; i < board.crowdedCount; i++) {
      const h = board.crowdList[i]!;
      const e = judge(h);
      if (e === 1) continue;
      this.#status[h] = e === 2 ? FULL : FOUND; // and normal
      const at = this.hexes.lastIndexOf(h, this.count - 1);
      this.hexes.copyWithin(at, at + 1, this.count--);
    }
    return true;
  }

  /** Sorts what was found since the last sort, in the order found: destinations where `ends` says 1, full hexes (B-G.1) where 2, dropped where 0. */
  finish(ends: (hex: number) => 0 | 1 | 2): void {
    if (this.#stale) this.#clear();
    for (let i = this.#sorted; i < this.#foundCount; i++) {
      const h = this.#found[i]!;
      const e = ends(h);
      this.#status[h] = (this.#status[h]! & ~WHAT) | (e === 1 ? DESTINATION : e === 2 ? FULL : FOUND);
      if (e === 1) this.hexes[this.count++] = h;
    }
    this.#sorted = this.#foundCount;
    this.version++;
    if (this.path.length && !this.has(this.#target)) this.path = [];
  }

  /**
   * One hex found sorted again (`e` as for finish), the others as they
   * were: a friendly counter came or went there (B-G.1). The destinations
   * stay in the order found.
   */
  restatus(hex: number, e: 0 | 1 | 2): void {
    const status = this.#status[hex]!;
    const was = status & WHAT;
    const now = e === 1 ? DESTINATION : e === 2 ? FULL : FOUND;
    if (was === UNSEEN || was === now) return;
    this.#status[hex] = (status & ~WHAT) | now;
    if (was !== DESTINATION && now !== DESTINATION) return;
    this.version++;
    if (!this.#ordered) {
      for (let i = 0; i < this.#foundCount; i++) this.#order[this.#found[i]!] = i;
      this.#ordered = true;
    }
    // where hex goes among the destinations: after those found before it
    const order = this.#order[hex]!;
    let lo = 0,
      hi = this.count;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.#order[this.hexes[mid]!]! < order) lo = mid + 1;
      else hi = mid;
    }
    if (now === DESTINATION) {
      this.hexes.copyWithin(lo + 1, lo, this.count++);
      this.hexes[lo] = hex;
    } else {
      this.hexes.copyWithin(lo, lo + 1, this.count--);
    }
  }

  /** How many hexes the search found, and the i-th in the order found (a kept search marks them, route-cache.ts). */
  get foundCount(): number {
    return this.#foundCount;
  }
  foundAt(i: number): number {
    return this.#found[i]!;
  }

  /** Makes this set a copy of `o`: a search another counter made that this one's would repeat. */
  copyFrom(o: RouteSet): void {
    this.begin(-1);
    for (let i = 0; i < o.#foundCount; i++) this.#found[i] = o.#found[i]!;
    this.#status.set(o.#status);
    this.#stale = o.#stale;
    this.#cost.set(o.#cost);
    this.#foundCount = this.#sorted = o.#foundCount;
    this.hexes.set(o.hexes.subarray(0, o.count));
    this.count = o.count;
  }

  has(hex: number): boolean {
    return hex >= 0 && (this.#status[hex]! & WHAT) === DESTINATION;
  }

  /** Reached but with no room to stop in (B-G.1, B-M.1a). */
  isFull(hex: number): boolean {
    return hex >= 0 && (this.#status[hex]! & WHAT) === FULL;
  }

  /** Cost units to reach a destination. */
  costOf(hex: number): number {
    return this.#cost[hex]!;
  }

  modeOf(hex: number): MoveMode {
    return MODES[this.#status[hex]! >>> WAY]!;
  }
}
