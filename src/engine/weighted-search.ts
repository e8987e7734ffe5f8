// The engine's weighted search (assembly/weighted.ts) seen from TypeScript:
// Dijkstra over a step-cost table loaded once, with a per-hex penalty and
// stop flag written before each search. Generic hex machinery: it knows
// nothing of any game; the computer player decides what the costs mean.
import type { KernelExports } from './wasm/kernel.js';

/** Unreached hexes' cost in `dist`. */
export const UNREACHED = 1 << 29;
/** Step tables the engine holds. */
export const STEP_TABLES = 4;

export interface WeightedQuery {
  /** Which loaded step table to walk (0…3). */
  table: number;
  /** Seeds: hex indices and their starting costs (default 0). */
  from: readonly number[];
  fromCost?: readonly number[];
  /** Stop expanding beyond this cost (default: no limit). */
  budget?: number;
  /** Stop as soon as this hex is settled, and return its cost. */
  target?: number;
  /** Costs *to* the seeds, walking a reverse table (cost to step into h from its neighbour). */
  reverse?: boolean;
}

export class WeightedSearch {
  /** Added on entering each hex; negative = may not be entered. Write before search(). */
  readonly penalty: Int32Array;
  /** 1 = a route that enters the hex ends there. Write before search(). */
  readonly stop: Uint8Array;
  /** The last search's cost to each hex (UNREACHED when unreached). */
  readonly dist: Int32Array;
  /** The hex each one was reached from (-1 a seed, -2 unreached). */
  readonly prev: Int32Array;
  /** The hexes the last search settled, cheapest first: the first (return value) of them, for a search without target. */
  readonly order: Int32Array;
  readonly #steps: Int16Array;
  readonly #seedHex: Int32Array;
  readonly #seedCost: Int32Array;

  constructor(
    private readonly engine: KernelExports,
    readonly hexCount: number,
  ) {
    const buf = engine.memory.buffer;
    const n = hexCount;
    this.#steps = new Int16Array(buf, engine.wStepPtr(), STEP_TABLES * n * 6);
    this.penalty = new Int32Array(buf, engine.wPenaltyPtr(), n);
    this.stop = new Uint8Array(buf, engine.wStopPtr(), n);
    this.#seedHex = new Int32Array(buf, engine.wSeedHexPtr(), n);
    this.#seedCost = new Int32Array(buf, engine.wSeedCostPtr(), n);
    this.dist = new Int32Array(buf, engine.wDistPtr(), n);
    this.prev = new Int32Array(buf, engine.wPrevPtr(), n);
    this.order = new Int32Array(buf, engine.wOrderPtr(), n);
  }

  /** Loads step table `table`: steps[h * 6 + d] = cost of the step in direction d (-1 none). */
  loadTable(table: number, steps: Int16Array): void {
    if (table < 0 || table >= STEP_TABLES || steps.length !== this.hexCount * 6)
      throw new RangeError('step table out of range');
    this.#steps.set(steps, table * this.hexCount * 6);
  }

  /** Runs the search; with a target, returns its cost (UNREACHED if none), else the number of hexes settled. */
  search(q: WeightedQuery): number {
    const seeds = Math.min(q.from.length, this.hexCount);
    for (let k = 0; k < seeds; k++) {
      this.#seedHex[k] = q.from[k]!;
      this.#seedCost[k] = q.fromCost?.[k] ?? 0;
    }
    return this.engine.weightedSearch(q.table, seeds, q.budget ?? UNREACHED, q.target ?? -1, q.reverse ? 1 : 0);
  }
}
