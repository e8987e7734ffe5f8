// A priority queue of hexes by integer cost for the engine's searches run
// in TypeScript (weighted-repair.ts): a bucket per cost below `buckets` (a
// push and a pop in a few steps, the pop scanning up from the cheapest
// bucket that may hold anything), a binary heap for dearer costs. Entries
// are never removed but superseded (lazy deletion: the search skips a hex
// popped at a cost it no longer has). Generic hex machinery, no allocation
// after construction.
export class CostQueue {
  /** The cost of the entry the last pop() removed. */
  popped = 0;
  #size = 0;
  // buckets: per cost the first entry (-1 none); per entry its hex and the next entry in its bucket
  readonly #head: Int32Array;
  readonly #next: Int32Array;
  readonly #hex: Int32Array;
  #entries = 0;
  #inBuckets = 0;
  /** No bucket below it holds an entry. */
  #low = 0;
  readonly #heapCost: Int32Array;
  readonly #heapHex: Int32Array;
  #heapSize = 0;

  /** `capacity`: entries held at once at most. */
  constructor(capacity: number, buckets = 1024) {
    this.#head = new Int32Array(buckets).fill(-1);
    this.#next = new Int32Array(capacity);
    this.#hex = new Int32Array(capacity);
    this.#heapCost = new Int32Array(capacity);
    this.#heapHex = new Int32Array(capacity);
    this.#low = buckets;
  }

  get size(): number {
    return this.#size;
  }

  push(cost: number, hex: number): void {
    this.#size++;
    if (cost < this.#head.length) {
      const e = this.#entries++;
      this.#hex[e] = hex;
      this.#next[e] = this.#head[cost]!;
      this.#head[cost] = e;
      this.#inBuckets++;
      if (cost < this.#low) this.#low = cost;
      return;
    }
    const costs = this.#heapCost,
      hexes = this.#heapHex;
    let i = this.#heapSize++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (costs[parent]! <= cost) break;
      costs[i] = costs[parent]!;
      hexes[i] = hexes[parent]!;
      i = parent;
    }
    costs[i] = cost;
    hexes[i] = hex;
  }

  /** Removes the cheapest entry (the queue must not be empty) and returns its hex; its cost is left in `popped`. */
  pop(): number {
    this.#size--;
    if (this.#inBuckets > 0) {
      const head = this.#head;
      let c = this.#low;
      while (head[c]! < 0) c++;
      const e = head[c]!;
      head[c] = this.#next[e]!;
      this.#low = c;
      this.popped = c;
      // the pool of entries starts again once the buckets are empty
      if (--this.#inBuckets === 0) [this.#entries, this.#low] = [0, head.length];
      return this.#hex[e]!;
    }
    const costs = this.#heapCost,
      hexes = this.#heapHex;
    const top = hexes[0]!;
    this.popped = costs[0]!;
    const size = --this.#heapSize;
    const c = costs[size]!,
      h = hexes[size]!;
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= size) break;
      if (child + 1 < size && costs[child + 1]! < costs[child]!) child++;
      if (costs[child]! >= c) break;
      costs[i] = costs[child]!;
      hexes[i] = hexes[child]!;
      i = child;
    }
    costs[i] = c;
    hexes[i] = h;
    return top;
  }
}
