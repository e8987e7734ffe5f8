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
import { KeyedTable } from './keyed-table.js';

/** A key's head: the seed, its head start and the target; then the penalties, one per slot. */
const HEAD = 3;

export class RouteMemo {
  /** The penalties the next cost() is asked with (set them with set()). */
  readonly penalty: Int32Array;
  /** Searches made so far (the other answers were kept ones). */
  searched = 0;
  /** Per hex: its place among the hexes a step can enter, or -1 (its penalty is never read). */
  readonly #slot: Int32Array;
  /** Per slot: the number its penalty is hashed with. */
  readonly #mix: Int32Array;
  /** The penalties' part of the hash. */
  #hash = 0;
  readonly #table: KeyedTable;
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
    this.#mix = new Int32Array(slots);
    let x = 0x9e3779b9;
    for (let k = 0; k < slots; k++) {
      // a fixed odd multiplier per slot (xorshift): the hash is the sum of penalty × multiplier
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      this.#mix[k] = x | 1;
    }
    this.#table = new KeyedTable(HEAD + slots, sets);
  }

  /** Sets h's penalty for the next cost(); whether that can change an answer (a penalty a step can read changed). */
  set(h: number, penalty: number): boolean {
    const old = this.penalty[h]!;
    if (old === penalty) return false;
    this.penalty[h] = penalty;
    const k = this.#slot[h]!;
    if (k < 0) return false;
    this.#table.key[HEAD + k] = penalty;
    this.#hash = (this.#hash + Math.imul(penalty - old, this.#mix[k]!)) | 0;
    return true;
  }

  /** The cost of the cheapest route from `from` (head start `fromCost`) to `target`, UNREACHED when none. */
  cost(from: number, fromCost: number, target: number): number {
    let hash = Math.imul(this.#hash ^ from, 0x01000193);
    hash = Math.imul(hash ^ fromCost, 0x01000193);
    hash = Math.imul(hash ^ target, 0x01000193);
    const key = this.#table.key;
    key[0] = from;
    key[1] = fromCost;
    key[2] = target;
    const kept = this.#table.find(hash);
    if (kept >= 0) return this.#table.answers[kept]!;
    this.searched++;
    const q = this.#query;
    q.from[0] = from;
    q.fromCost[0] = fromCost;
    q.target = target;
    const answer = this.search.search(q);
    this.#table.keep(answer);
    return answer;
  }
}
