// Dijkstra's queue for small whole costs (Dial's buckets): one list of
// hexes per cost, an entry left behind when its hex is reached cheaper. The
// fast playouts' threat map (playout-reach.ts) and line plan
// (playout-line.ts) run on it; nothing is allocated after construction.

/** A hex's cost before it is reached. */
export const UNREACHED_COST = 0x7fff;

export class BucketQueue {
  /** The cheapest cost found for each hex so far. */
  readonly cost: Int16Array;
  readonly #head: Int32Array;
  readonly #hex: Int32Array;
  readonly #next: Int32Array;
  #entries = 0;

  constructor(
    hexCount: number,
    /** Costs 0…buckets-1 can be queued. */
    readonly buckets: number,
  ) {
    this.cost = new Int16Array(hexCount);
    this.#head = new Int32Array(buckets);
    // a hex is queued again only when a settled neighbour makes it cheaper: six times at most, and once as a seed
    this.#hex = new Int32Array(hexCount * 7);
    this.#next = new Int32Array(hexCount * 7);
  }

  /** Empties the queue; every hex unreached. */
  clear(): void {
    this.cost.fill(UNREACHED_COST);
    this.#head.fill(-1);
    this.#entries = 0;
  }

  /** Queues hex h at cost c (below `buckets`), its cheapest so far. */
  push(h: number, c: number): void {
    this.cost[h] = c;
    this.#hex[this.#entries] = h;
    this.#next[this.#entries] = this.#head[c]!;
    this.#head[c] = this.#entries++;
  }

  /** The first entry queued at cost c, -1 for none; then next(entry) until -1. */
  first(c: number): number {
    return this.#head[c]!;
  }

  next(entry: number): number {
    return this.#next[entry]!;
  }

  /** The hex of an entry, or -1 when it was reached cheaper since it was queued (skip it). */
  settles(entry: number, c: number): number {
    const h = this.#hex[entry]!;
    return this.cost[h] === c ? h : -1;
  }
}
