// A weighted search kept between positions and repaired, not searched
// again, when a few hexes' penalties, stops or seeds change: what a
// computer player needs when it scores thousands of positions that differ
// by a unit or two. Generic hex machinery beside weighted-search.ts; the
// search and its repair are the kernel's (assembly/repair.ts, one slot
// each), with the same meaning of every input as the full search
// (assembly/weighted.ts), and a repair gives exactly its costs:
//
//  - forward: a hex's cost is its cheapest seed's head start plus, for each
//    hex entered, the step's cost and the hex's penalty (negative: it may
//    not be entered); a route ends on a stop hex unless it is a seed;
//  - reverse: a hex's cost is that of the cheapest route from it to a
//    seed, the step into each hex costing its penalty too (negative: no
//    route passes through it);
//  - nothing beyond `budget`.
//
// Its inputs are set hex by hex (a caller that knows what moved sets only
// that, and an update looks only at the hexes set since the last). The
// repair drops every route through a hex that became dearer, closed or
// stopping, settles the dropped and changed hexes again from their
// neighbours, and runs a Dijkstra from them while costs fall. Costs are
// unique whatever the order of settling (steps and penalties are never
// negative), so they are the full search's; the route tree may differ where
// two routes tie, which no caller reads as anything but a route.
import { UNREACHED, type WeightedSearch } from './weighted-search.js';
import { REPAIR_FLIPPED, REPAIR_PENDING } from './wasm/kernel.js';

const INF = UNREACHED;
/** The kernel's arrays of a slot (assembly/repair.ts). */
const COST = 0,
  FROM = 1,
  CHANGED = 2,
  NEXT_PENALTY = 5,
  NEXT_SEED = 6,
  NEXT_STOP = 8,
  REACHED = 9,
  COVERED = 11;

export interface RepairOptions {
  /** The step table loaded in the engine's search (its index). */
  table: number;
  reverse?: boolean;
  /** Keep `reached` and `covered` (a hex reached, or next to one), and list the hexes whose cover flips. */
  cover?: boolean;
}

export class RepairedSearch {
  /** Each hex's cost (UNREACHED when none) after the last update. */
  readonly cost: Int32Array;
  /** The hex each one's route came from (-1 a seed, -2 none). */
  readonly from: Int32Array;
  /** The hexes whose cost the last update may have changed: the first `changedCount`, or every hex when it is -1. */
  readonly changed: Int32Array;
  changedCount = -1;
  /** With `cover`: 1 on each hex reached within the budget, and on each hex reached or next to one reached. */
  readonly reached: Uint8Array;
  readonly covered: Uint8Array;
  /** With `cover`: the hexes whose `covered` the last update flipped, the first `flippedCount` (-1: maybe any). Read it at once: the next update writes over it. */
  readonly flipped: Int32Array;
  flippedCount = -1;
  // the next update's inputs, in the kernel (set hex by hex; the hexes set are pending)
  readonly #nextPenalty: Int32Array;
  readonly #nextStop: Uint8Array;
  readonly #nextSeedCost: Int32Array;
  readonly #pending: Int32Array;
  readonly #isPending: Uint8Array;
  #pendingCount = 0;
  /** The kernel's list of pending hexes, written before each update. */
  readonly #kernelPending: Int32Array;
  readonly #slot: number;

  constructor(
    private readonly search: WeightedSearch,
    options: RepairOptions,
  ) {
    const n = search.hexCount;
    const k = search.engine;
    const slot = search.claimRepairSlot();
    this.#slot = slot;
    k.repairReset(slot, options.table, options.reverse ? 1 : 0, options.cover ? 1 : 0);
    const buf = k.memory.buffer;
    const words = (which: number) => new Int32Array(buf, k.repairPtr(slot, which), n);
    this.cost = words(COST);
    this.from = words(FROM);
    this.changed = words(CHANGED);
    this.#nextPenalty = words(NEXT_PENALTY);
    this.#nextSeedCost = words(NEXT_SEED);
    this.#nextStop = new Uint8Array(buf, k.repairPtr(slot, NEXT_STOP), n);
    this.reached = new Uint8Array(buf, k.repairPtr(slot, REACHED), n);
    this.covered = new Uint8Array(buf, k.repairPtr(slot, COVERED), n);
    this.flipped = new Int32Array(buf, k.searchPtr(REPAIR_FLIPPED), 8 * n);
    this.#pending = new Int32Array(n);
    this.#isPending = new Uint8Array(n);
    this.#kernelPending = new Int32Array(buf, k.searchPtr(REPAIR_PENDING), n);
  }

  /** Gives the kernel's slot back: the search is not used again. */
  release(): void {
    this.search.releaseRepairSlot(this.#slot);
  }

  /** For the next update: entering h adds `penalty` to its step (negative: it may not be entered; reverse: no route passes it). Starts at 0. */
  setPenalty(h: number, penalty: number): void {
    if (this.#nextPenalty[h] === penalty) return;
    this.#nextPenalty[h] = penalty;
    this.#touch(h);
  }

  /** For the next update (forward): a route that enters h ends there unless h is a seed. Starts at none. */
  setStop(h: number, stop: boolean): void {
    const v = stop ? 1 : 0;
    if (this.#nextStop[h] === v) return;
    this.#nextStop[h] = v;
    this.#touch(h);
  }

  /** For the next update: h is a seed with this head start (UNREACHED: not a seed). Starts with none. */
  setSeed(h: number, cost: number): void {
    if (this.#nextSeedCost[h] === cost) return;
    this.#nextSeedCost[h] = cost;
    this.#touch(h);
  }

  #touch(h: number): void {
    if (this.#isPending[h]) return;
    this.#isPending[h] = 1;
    this.#pending[this.#pendingCount++] = h;
  }

  /** Takes another search's costs and inputs, the next update's included (same options), as its own. */
  copy(other: RepairedSearch): void {
    this.search.engine.repairCopy(this.#slot, other.#slot);
    for (let i = 0; i < this.#pendingCount; i++) this.#isPending[this.#pending[i]!] = 0;
    this.#pendingCount = 0;
    for (let i = 0; i < other.#pendingCount; i++) this.#touch(other.#pending[i]!);
    this.changedCount = -1;
    this.flippedCount = -1;
  }

  /** Brings the costs to the inputs set since the last update, within `budget`. */
  update(budget = INF): void {
    const count = this.#pendingCount;
    const pending = this.#pending,
      out = this.#kernelPending;
    for (let i = 0; i < count; i++) {
      const h = pending[i]!;
      this.#isPending[h] = 0;
      out[i] = h;
    }
    this.#pendingCount = 0;
    const k = this.search.engine;
    this.changedCount = k.repairUpdate(this.#slot, count, budget);
    this.flippedCount = k.repairFlips.value as number;
  }
}
