// One counter's routes, as movement.ts's searches find them (B-G): per hex
// the cheapest cost offered and how (normal, column, canal crossing, raft),
// in the order the hexes were first found; then which of them are
// destinations and which are full (B-G.1). Flat arrays made once per game
// definition and reused by every search: a listing of legal actions asks
// for every counter's routes after each action, and a new Map a question
// was most of a random game's garbage. A set is valid until the next
// routes() call.

export type MoveMode = 'normal' | 'column' | 'canal' | 'raft';
const MODES: readonly MoveMode[] = ['normal', 'column', 'canal', 'raft'];
const modeIndex = (m: MoveMode): number => (m === 'normal' ? 0 : m === 'column' ? 1 : m === 'canal' ? 2 : 3);

/** What a found hex is once the searches are over. */
const UNSEEN = 0,
  FOUND = 1,
  DESTINATION = 2,
  FULL = 3;

export class RouteSet {
  /** The destinations, first found first (`count` of them). */
  readonly hexes: Int32Array;
  count = 0;
  /** The route to the destination asked for (`target`), its start first; empty when none was asked or found. */
  path: number[] = [];
  #target = -1;
  readonly #cost: Int32Array;
  readonly #mode: Uint8Array;
  /** Per hex: the search that found it (`#search`) times four plus what it is (above); another search's: unseen. */
  readonly #status: Int32Array;
  #search = 1;
  readonly #found: Int32Array;
  /** Per hex found: its place in `#found` (the order destinations are listed in). */
  readonly #order: Int32Array;
  #foundCount = 0;
  /** Counts the changes of the destinations (a new search, a hex sorted anew): a listing kept since a version is exact while it stands. */
  version = 0;

  constructor(hexCount: number) {
    this.hexes = new Int32Array(hexCount);
    this.#cost = new Int32Array(hexCount);
    this.#mode = new Uint8Array(hexCount);
    this.#status = new Int32Array(hexCount);
    this.#found = new Int32Array(hexCount);
    this.#order = new Int32Array(hexCount);
  }

  /** Empties the set for a new search; `target`: the hex whose route is wanted (-1: none). */
  begin(target: number): void {
    // what the last search found is unseen to this one (no loop over it)
    if (++this.#search === 1 << 29) {
      this.#status.fill(0);
      this.#search = 1;
    }
    this.#foundCount = 0;
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
    if (this.#statusOf(hex) === UNSEEN) {
      this.#status[hex] = (this.#search << 2) | FOUND;
      this.#order[hex] = this.#foundCount;
      this.#found[this.#foundCount++] = hex;
    } else if (this.#cost[hex]! <= cost || mode === 'canal' || mode === 'raft') return false;
    this.#cost[hex] = cost;
    this.#mode[hex] = modeIndex(mode);
    return hex === this.#target;
  }

  /**
   * The hexes of one flood fill from one start (`reached`, its costs in
   * `cost` by hex), `skip` (the start) aside, as offer() would keep them when
   * they are the search's first offers and no route is asked for: each is
   * new, so none is compared. False (nothing kept) otherwise: offer them one
   * by one.
   */
  offerFirst(reached: Int32Array, cost: Int32Array, skip: number): boolean {
    if (this.#foundCount !== 0 || this.#target >= 0) return false;
    const status = this.#status,
      order = this.#order,
      found = this.#found,
      costs = this.#cost,
      mode = this.#mode;
    const tag = (this.#search << 2) | FOUND;
    let n = 0;
    for (let i = 0; i < reached.length; i++) {
      const h = reached[i]!;
      if (h === skip) continue;
      status[h] = tag;
      order[h] = n;
      found[n++] = h;
      costs[h] = cost[h]!;
      mode[h] = 0; // normal
    }
    this.#foundCount = n;
    return true;
  }

  /** Sorts what was found, in the order found: destinations where `ends` says 1, full hexes (B-G.1) where 2, dropped where 0 (again: the same offers sorted anew). */
  finish(ends: (hex: number) => 0 | 1 | 2): void {
    this.count = 0;
    for (let i = 0; i < this.#foundCount; i++) {
      const h = this.#found[i]!;
      const e = ends(h);
      this.#status[h] = (this.#search << 2) | (e === 1 ? DESTINATION : e === 2 ? FULL : FOUND);
      if (e === 1) this.hexes[this.count++] = h;
    }
    this.version++;
    if (this.path.length && !this.has(this.#target)) this.path = [];
  }

  /**
   * One hex found sorted again (`e` as for finish), the others as they
   * were: a friendly counter came or went there (B-G.1). The destinations
   * stay in the order found.
   */
  restatus(hex: number, e: 0 | 1 | 2): void {
    const was = this.#statusOf(hex);
    const now = e === 1 ? DESTINATION : e === 2 ? FULL : FOUND;
    if (was === UNSEEN || was === now) return;
    this.#status[hex] = (this.#search << 2) | now;
    if (was !== DESTINATION && now !== DESTINATION) return;
    this.version++;
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
    for (let i = 0; i < o.#foundCount; i++) {
      const h = o.#found[i]!;
      this.#found[i] = h;
      this.#order[h] = i;
      this.#status[h] = (this.#search << 2) | o.#statusOf(h);
      this.#cost[h] = o.#cost[h]!;
      this.#mode[h] = o.#mode[h]!;
    }
    this.#foundCount = o.#foundCount;
    this.hexes.set(o.hexes.subarray(0, o.count));
    this.count = o.count;
  }

  /** What hex h is to this set's search (UNSEEN when another search's). */
  #statusOf(h: number): number {
    const v = this.#status[h]!;
    return v >>> 2 === this.#search ? v & 3 : UNSEEN;
  }

  has(hex: number): boolean {
    return hex >= 0 && this.#statusOf(hex) === DESTINATION;
  }

  /** Reached but with no room to stop in (B-G.1, B-M.1a). */
  isFull(hex: number): boolean {
    return hex >= 0 && this.#statusOf(hex) === FULL;
  }

  /** Cost units to reach a destination. */
  costOf(hex: number): number {
    return this.#cost[hex]!;
  }

  modeOf(hex: number): MoveMode {
    return MODES[this.#mode[hex]!]!;
  }
}
