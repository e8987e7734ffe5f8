// A weighted search kept between positions and repaired, not searched
// again, when a few hexes' penalties, stops or seeds change: what a
// computer player needs when it scores thousands of positions that differ
// by a unit or two. Generic hex machinery beside weighted-search.ts; the
// full search is the engine's (assembly/weighted.ts), with the same
// meaning of every input, and a repair gives exactly its costs:
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
// neighbours, and runs a Dijkstra (cost-queue.ts) from them while costs
// fall. Costs are unique whatever the order of settling (steps and
// penalties are never negative), so they are the full search's; the route
// tree may differ where two routes tie, which no caller reads as anything
// but a route.
import { UNREACHED, type WeightedSearch } from './weighted-search.js';
import { CostQueue } from './cost-queue.js';

const INF = UNREACHED;

export interface RepairOptions {
  /** The step table loaded in the engine's search (its index), and the same steps here: steps[h * 6 + d]. */
  table: number;
  steps: Int16Array;
  /** Six neighbours a hex (-1 none), in the engine's direction order. */
  neighbours: Int16Array;
  reverse?: boolean;
}

export class RepairedSearch {
  /** Each hex's cost (UNREACHED when none) after the last update. */
  readonly cost: Int32Array;
  /** The hex each one's route came from (-1 a seed, -2 none). */
  readonly from: Int32Array;
  /** The hexes whose cost the last update may have changed: the first `changedCount`, or every hex when it is -1. */
  readonly changed: Int32Array;
  changedCount = -1;
  // the inputs the costs are for, and those of the next update (set hex by hex; the hexes set are pending)
  readonly #penalty: Int32Array;
  readonly #stop: Uint8Array;
  readonly #seedCost: Int32Array;
  readonly #nextPenalty: Int32Array;
  readonly #nextStop: Uint8Array;
  readonly #nextSeedCost: Int32Array;
  /** A full search's seeds, listed. */
  readonly #seedHexes: Int32Array;
  readonly #seedCosts: Int32Array;
  readonly #pending: Int32Array;
  readonly #isPending: Uint8Array;
  #pendingCount = 0;
  #budget = -2;
  #valid = false;
  readonly #n: number;
  readonly #opposite: Int8Array;
  readonly #queue: CostQueue;
  readonly #dropped: Int32Array;
  #drops = 0;
  /** Changed hexes beyond which a full search is made instead. */
  readonly #maxChanged: number;

  constructor(
    private readonly search: WeightedSearch,
    private readonly options: RepairOptions,
  ) {
    const n = search.hexCount;
    this.#n = n;
    this.cost = new Int32Array(n).fill(INF);
    this.from = new Int32Array(n).fill(-2);
    this.changed = new Int32Array(n);
    this.#penalty = new Int32Array(n);
    this.#stop = new Uint8Array(n);
    this.#seedCost = new Int32Array(n).fill(INF);
    this.#nextPenalty = new Int32Array(n);
    this.#nextStop = new Uint8Array(n);
    this.#nextSeedCost = new Int32Array(n).fill(INF);
    this.#seedHexes = new Int32Array(n);
    this.#seedCosts = new Int32Array(n);
    this.#pending = new Int32Array(n);
    this.#isPending = new Uint8Array(n);
    this.#queue = new CostQueue(16 * n + 8);
    this.#dropped = new Int32Array(n);
    this.#maxChanged = Math.max(8, n >> 3);
    // the direction from each neighbour back to the hex
    const nb = options.neighbours;
    this.#opposite = new Int8Array(n * 6).fill(-1);
    for (let h = 0; h < n; h++)
      for (let d = 0; d < 6; d++) {
        const b = nb[h * 6 + d]!;
        if (b >= 0) for (let e = 0; e < 6; e++) if (nb[b * 6 + e] === h) this.#opposite[h * 6 + d] = e;
      }
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
    this.cost.set(other.cost);
    this.from.set(other.from);
    this.#penalty.set(other.#penalty);
    this.#stop.set(other.#stop);
    this.#seedCost.set(other.#seedCost);
    this.#nextPenalty.set(other.#nextPenalty);
    this.#nextStop.set(other.#nextStop);
    this.#nextSeedCost.set(other.#nextSeedCost);
    for (let i = 0; i < this.#pendingCount; i++) this.#isPending[this.#pending[i]!] = 0;
    this.#pendingCount = 0;
    for (let i = 0; i < other.#pendingCount; i++) this.#touch(other.#pending[i]!);
    this.#budget = other.#budget;
    this.#valid = other.#valid;
    this.changedCount = -1;
  }

  /** Brings the costs to the inputs set since the last update, within `budget`. */
  update(budget = INF): void {
    let count = 0;
    for (let i = 0; i < this.#pendingCount; i++) {
      const h = this.#pending[i]!;
      this.#isPending[h] = 0;
      if (
        this.#nextPenalty[h] !== this.#penalty[h] ||
        this.#nextStop[h] !== this.#stop[h] ||
        this.#nextSeedCost[h] !== this.#seedCost[h]
      )
        this.changed[count++] = h;
    }
    this.#pendingCount = 0;
    if (this.#valid && budget === this.#budget) {
      if (count === 0) {
        this.changedCount = 0;
        return;
      }
      if (count <= this.#maxChanged && this.#repair(budget, count)) return;
    }
    this.#full(budget);
  }

  #full(budget: number): void {
    const s = this.search;
    this.#penalty.set(this.#nextPenalty);
    this.#stop.set(this.#nextStop);
    this.#seedCost.set(this.#nextSeedCost);
    this.#budget = budget;
    this.#valid = true;
    let seeds = 0;
    for (let h = 0; h < this.#n; h++) {
      if (this.#seedCost[h]! >= INF) continue;
      this.#seedHexes[seeds] = h;
      this.#seedCosts[seeds++] = this.#seedCost[h]!;
    }
    s.search({
      table: this.options.table,
      from: this.#seedHexes,
      fromCost: this.#seedCosts,
      seeds,
      penalty: this.#penalty,
      stop: this.options.reverse ? undefined : this.#stop,
      budget,
      reverse: this.options.reverse,
    });
    this.cost.set(s.dist);
    this.from.set(s.prev);
    this.changedCount = -1;
  }

  /** The repair (see the file comment); false when it drops so much that a full search is cheaper. */
  #repair(budget: number, count: number): boolean {
    const { cost, from, changed } = this;
    const reverse = this.options.reverse === true;
    const nb = this.options.neighbours;
    const oldPenalty = this.#penalty,
      oldStop = this.#stop,
      oldSeed = this.#seedCost;
    const penalty = this.#nextPenalty,
      stop = this.#nextStop,
      seedCost = this.#nextSeedCost;
    this.#drops = 0;
    for (let i = 0; i < count; i++) {
      const h = changed[i]!;
      if (cost[h]! >= INF) continue;
      const dearer = penalty[h]! < 0 ? oldPenalty[h]! >= 0 : oldPenalty[h]! >= 0 && penalty[h]! > oldPenalty[h]!;
      // its own cost: a seed's head start, or (forward) the penalty of entering it
      if ((from[h] === -1 && seedCost[h]! > oldSeed[h]!) || (!reverse && dearer && from[h]! >= 0)) this.#drop(h);
      // the routes through it: it no longer passes them on, or (reverse) passing through it is dearer
      else if (
        (this.#leaves(h, oldPenalty, oldStop, oldSeed) && !this.#leaves(h, penalty, stop, seedCost)) ||
        (reverse && dearer)
      )
        this.#dropRoutesFrom(h);
    }
    for (let i = 0; i < this.#drops; i++) this.#dropRoutesFrom(this.#dropped[i]!);
    if (this.#drops > this.#n >> 2) return false;
    for (let i = 0; i < count; i++) {
      const h = changed[i]!;
      oldPenalty[h] = penalty[h]!;
      oldStop[h] = stop[h]!;
      oldSeed[h] = seedCost[h]!;
    }
    for (let i = 0; i < count; i++) this.#settle(changed[i]!, budget, true);
    for (let i = 0; i < this.#drops; i++) this.#settle(this.#dropped[i]!, budget, false);
    const steps = this.options.steps;
    let total = count;
    const queue = this.#queue;
    while (queue.size > 0) {
      const h = queue.pop(),
        c = queue.popped;
      if (cost[h] !== c || !this.#leaves(h, penalty, stop, seedCost)) continue;
      for (let d = 0; d < 6; d++) {
        const b = nb[h * 6 + d]!;
        const st = steps[h * 6 + d]!;
        if (b < 0 || st < 0) continue;
        const pen = reverse ? penalty[h]! : penalty[b]!;
        if (pen < 0) continue;
        const nc = c + st + pen;
        if (nc <= budget && nc < cost[b]!) {
          cost[b] = nc;
          from[b] = h;
          queue.push(nc, b);
          if (total < this.#n) changed[total++] = b;
        }
      }
    }
    for (let i = 0; i < this.#drops && total < this.#n; i++) changed[total++] = this.#dropped[i]!;
    this.changedCount = total < this.#n ? total : -1;
    return true;
  }

  /** A route may go on from h: (reverse) no unit blocks it; (forward) a seed, or not a stop. */
  #leaves(h: number, penalty: Int32Array, stop: Uint8Array, seedCost: Int32Array): boolean {
    return this.options.reverse ? penalty[h]! >= 0 : seedCost[h]! < INF || stop[h] === 0;
  }

  #drop(h: number): void {
    this.cost[h] = INF;
    this.from[h] = -2;
    this.#dropped[this.#drops++] = h;
  }

  /** Drops the hexes whose route comes through h (its children in the route tree; theirs follow from the dropped list). */
  #dropRoutesFrom(h: number): void {
    const nb = this.options.neighbours;
    for (let d = 0; d < 6; d++) {
      const b = nb[h * 6 + d]!;
      if (b >= 0 && this.from[b] === h && this.cost[b]! < INF) this.#drop(b);
    }
  }

  /** h's cheapest cost from its seed head start and its neighbours' costs now; queued to pass it on (always, if `passOn`). */
  #settle(h: number, budget: number, passOn: boolean): void {
    const { cost, from } = this;
    const reverse = this.options.reverse === true;
    const nb = this.options.neighbours,
      steps = this.options.steps;
    const penalty = this.#penalty,
      stop = this.#stop,
      seedCost = this.#seedCost;
    let best = cost[h]!;
    const was = best;
    if (seedCost[h]! < best) {
      best = seedCost[h]!;
      from[h] = -1;
    }
    if (reverse || penalty[h]! >= 0) {
      for (let d = 0; d < 6; d++) {
        const p = nb[h * 6 + d]!;
        if (p < 0 || cost[p]! >= INF) continue;
        const back = this.#opposite[h * 6 + d]!;
        const st = back < 0 ? -1 : steps[p * 6 + back]!;
        if (st < 0) continue;
        if (reverse ? penalty[p]! < 0 : seedCost[p]! >= INF && stop[p] === 1) continue;
        const c = cost[p]! + st + (reverse ? penalty[p]! : penalty[h]!);
        if (c <= budget && c < best) {
          best = c;
          from[h] = p;
        }
      }
    }
    cost[h] = best;
    if (best < INF && (passOn || best < was)) this.#queue.push(best, h);
  }
}
