// A route's cost from one hex to another over the engine's weighted search
// (weighted-search.ts), kept by what it was asked with: a computer player
// asks the same route of thousands of positions, and many of them differ
// from one asked before only where the route cannot go, or not at all where
// it can (a unit moved off the road and back). The answer depends only on
// the step table, the seed, its head start, the target and the penalties of
// the hexes a step of the table can enter (the search reads no other), so
// those are the key: a table of answers keyed by a hash of them, each entry
// holding the whole key, compared in full on a hit. Exact: the answer kept
// is the one the search gives. Forward searches without stops only. Generic
// hex machinery; typed arrays made once.
import type { WeightedSearch } from './weighted-search.js';

export class RouteMemo {
  /** The penalties the next cost() is asked with (set them with set()). */
  readonly penalty: Int32Array;
  /** Searches made so far (the other answers were kept ones). */
  searched = 0;
  /** Per hex: its place among the hexes a step can enter, or -1 (its penalty is never read). */
  readonly #slot: Int32Array;
  /** Per slot: its hex's penalty now (the key), and the number it is hashed with. */
  readonly #now: Int32Array;
  readonly #mix: Int32Array;
  #hash = 0;
  // entries, two a set: the seed, head start, target, penalties (per slot) and answer, and which way of a set is newer
  readonly #sets: number;
  readonly #keys: Int32Array;
  readonly #head: Int32Array;
  readonly #hashes: Int32Array;
  readonly #filled: Uint8Array;
  readonly #answers: Int32Array;
  readonly #newer: Uint8Array;
  /** The query asked of the search, made once. */
  readonly #query: { table: number; from: Int32Array; fromCost: Int32Array; penalty: Int32Array; target: number };

  /** `steps`: the table's steps as loaded in the search (steps[h * 6 + d], -1 none); `neighbours` likewise; `sets` a power of two. */
  constructor(
    readonly search: WeightedSearch,
    private readonly table: number,
    steps: Int16Array,
    neighbours: Int16Array,
    sets = 512,
  ) {
    const n = search.hexCount;
    this.penalty = new Int32Array(n);
    this.#query = { table, from: new Int32Array(1), fromCost: new Int32Array(1), penalty: this.penalty, target: -1 };
    this.#slot = new Int32Array(n).fill(-1);
    let slots = 0;
    for (let i = 0; i < n * 6; i++) {
      const b = neighbours[i]!;
      if (b >= 0 && steps[i]! >= 0 && this.#slot[b]! < 0) this.#slot[b] = slots++;
    }
    this.#now = new Int32Array(slots);
    this.#mix = new Int32Array(slots);
    let x = 0x9e3779b9;
    for (let k = 0; k < slots; k++) {
      // a fixed odd multiplier per slot (xorshift): the hash is the sum of penalty × multiplier
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      this.#mix[k] = x | 1;
    }
    this.#sets = sets;
    this.#keys = new Int32Array(2 * sets * slots);
    this.#head = new Int32Array(2 * sets * 3);
    this.#hashes = new Int32Array(2 * sets);
    this.#filled = new Uint8Array(2 * sets);
    this.#answers = new Int32Array(2 * sets);
    this.#newer = new Uint8Array(sets);
  }

  /** Sets h's penalty for the next cost(); whether that can change an answer (a penalty a step can read changed). */
  set(h: number, penalty: number): boolean {
    const old = this.penalty[h]!;
    if (old === penalty) return false;
    this.penalty[h] = penalty;
    const k = this.#slot[h]!;
    if (k < 0) return false;
    this.#now[k] = penalty;
    this.#hash = (this.#hash + Math.imul(penalty - old, this.#mix[k]!)) | 0;
    return true;
  }

  /** The cost of the cheapest route from `from` (head start `fromCost`) to `target`, UNREACHED when none. */
  cost(from: number, fromCost: number, target: number): number {
    let hash = Math.imul(this.#hash ^ from, 0x01000193);
    hash = Math.imul(hash ^ fromCost, 0x01000193);
    hash = Math.imul(hash ^ target, 0x01000193);
    const set = (hash >>> 0) & (this.#sets - 1);
    for (let way = 0; way < 2; way++) {
      const e = 2 * set + way;
      if (this.#filled[e] && this.#hashes[e] === hash && this.#same(e, from, fromCost, target)) {
        this.#newer[set] = way;
        return this.#answers[e]!;
      }
    }
    this.searched++;
    const q = this.#query;
    q.from[0] = from;
    q.fromCost[0] = fromCost;
    q.target = target;
    const answer = this.search.search(q);
    const way = this.#filled[2 * set] ? 1 - this.#newer[set]! : 0;
    const e = 2 * set + way;
    this.#keys.set(this.#now, e * this.#now.length);
    this.#head[3 * e] = from;
    this.#head[3 * e + 1] = fromCost;
    this.#head[3 * e + 2] = target;
    this.#hashes[e] = hash;
    this.#filled[e] = 1;
    this.#answers[e] = answer;
    this.#newer[set] = way;
    return answer;
  }

  #same(e: number, from: number, fromCost: number, target: number): boolean {
    if (this.#head[3 * e] !== from || this.#head[3 * e + 1] !== fromCost || this.#head[3 * e + 2] !== target)
      return false;
    const now = this.#now,
      keys = this.#keys;
    const slots = now.length;
    for (let k = 0, at = e * slots; k < slots; k++) if (keys[at + k] !== now[k]) return false;
    return true;
  }
}
