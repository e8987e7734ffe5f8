// The engine's weighted search (assembly/weighted.ts) seen from TypeScript:
// Dijkstra over a step-cost table loaded once, with a per-hex penalty and
// stop flag. Every query states its inputs in full (no penalty and no stop
// when it gives none), so no search depends on what an earlier one left in
// the kernel's buffers. Generic hex machinery: it knows nothing of any game;
// the computer player decides what the costs mean.
import {
  W_DIST,
  W_ORDER,
  W_PENALTY,
  W_PREV,
  W_SEED_COST,
  W_SEED_HEX,
  W_STEP,
  W_STOP,
  kernelNow,
  type KernelExports,
} from './wasm/kernel.js';
// the kernel with the search (the board's, kernel.ts's, is the rules' alone in a page's element: vite.lib.config.ts)
import searchKernelText from './wasm/kernel.wasm.text.js';

/** Unreached hexes' cost in `dist`. */
export const UNREACHED = 1 << 29;
/** Step tables the engine holds. */
export const STEP_TABLES = 12;

export interface WeightedQuery {
  /** Which loaded step table to walk (0…STEP_TABLES-1). */
  table: number;
  /** Seeds: hex indices and their starting costs (default 0). */
  from: ArrayLike<number>;
  fromCost?: ArrayLike<number>;
  /** How many of `from` are seeds (default: all). */
  seeds?: number;
  /** Added on entering each hex; negative = may not be entered (default: nothing added). */
  penalty?: Int32Array;
  /** Forward: 1 = a route that enters the hex ends there, unless it is a seed (default: none does). */
  stop?: Uint8Array;
  /** Stop expanding beyond this cost (default: no limit). */
  budget?: number;
  /** Stop as soon as this hex is settled, and return its cost. */
  target?: number;
  /** Costs *to* the seeds, walking a reverse table (cost to step into h from its neighbour). */
  reverse?: boolean;
}

export class WeightedSearch {
  /** The last search's cost to each hex (UNREACHED when unreached). */
  readonly dist: Int32Array;
  /** The hex each one was reached from (-1 a seed, -2 unreached). */
  readonly prev: Int32Array;
  /** The hexes the last search settled, cheapest first: the first (return value) of them, for a search without target. */
  readonly order: Int32Array;
  readonly #steps: Int16Array;
  readonly #penalty: Int32Array;
  readonly #stop: Uint8Array;
  /** The kernel's penalties are all 0 (a query without penalties then writes nothing). */
  #noPenalty = true;
  readonly #seedHex: Int32Array;
  readonly #seedCost: Int32Array;
  /** Slots from here up were claimed (claimTable); loadTable's fixed slots lie below. */
  #claimed = STEP_TABLES;
  readonly #claims: Int16Array[] = [];

  /** Repair slots in the kernel (assembly/repair.ts) free for a RepairedSearch (weighted-repair.ts). */
  readonly #freeRepairSlots: number[];

  constructor(
    readonly engine: KernelExports,
    readonly hexCount: number,
  ) {
    const buf = engine.memory.buffer;
    const n = hexCount;
    this.#steps = new Int16Array(buf, engine.searchPtr(W_STEP), STEP_TABLES * n * 6);
    this.#penalty = new Int32Array(buf, engine.searchPtr(W_PENALTY), n);
    this.#stop = new Uint8Array(buf, engine.searchPtr(W_STOP), n);
    this.#seedHex = new Int32Array(buf, engine.searchPtr(W_SEED_HEX), n);
    this.#seedCost = new Int32Array(buf, engine.searchPtr(W_SEED_COST), n);
    this.dist = new Int32Array(buf, engine.searchPtr(W_DIST), n);
    this.prev = new Int32Array(buf, engine.searchPtr(W_PREV), n);
    this.order = new Int32Array(buf, engine.searchPtr(W_ORDER), n);
    this.#freeRepairSlots = Array.from({ length: engine.REPAIR_SLOTS.value as number }, (_, i) => i).reverse();
  }

  /** A repair slot of the kernel's for a RepairedSearch; give it back with releaseRepairSlot. */
  claimRepairSlot(): number {
    const slot = this.#freeRepairSlots.pop();
    if (slot === undefined) throw new RangeError('no repair slot left');
    return slot;
  }

  releaseRepairSlot(slot: number): void {
    this.#freeRepairSlots.push(slot);
  }

  /** Loads step table `table` (a fixed slot, below those claimed): steps[h * 6 + d] = cost of the step in direction d (-1 none). */
  loadTable(table: number, steps: Int16Array): void {
    if (table < 0 || table >= this.#claimed || steps.length !== this.hexCount * 6)
      throw new RangeError('step table out of range');
    this.#steps.set(steps, table * this.hexCount * 6);
  }

  /**
   * A slot of its own for a step table, counted down from the last (a table
   * with the same steps claimed before shares its slot): for a caller that
   * does not know which fixed slots others load.
   */
  claimTable(steps: Int16Array): number {
    const n6 = this.hexCount * 6;
    if (steps.length !== n6) throw new RangeError('step table out of range');
    const same = this.#claims.findIndex((t) => t.every((c, i) => c === steps[i]));
    if (same >= 0) return STEP_TABLES - 1 - same;
    if (this.#claimed === 0) throw new RangeError('no step table slot left');
    const table = --this.#claimed;
    this.#claims.push(steps.slice());
    this.#steps.set(steps, table * n6);
    return table;
  }

  /** Runs the search; with a target, returns its cost (UNREACHED if none), else the number of hexes settled. */
  search(q: WeightedQuery): number {
    const seeds = Math.min(q.seeds ?? q.from.length, this.hexCount);
    for (let k = 0; k < seeds; k++) {
      this.#seedHex[k] = q.from[k]!;
      this.#seedCost[k] = q.fromCost?.[k] ?? 0;
    }
    if (q.penalty) {
      this.#penalty.set(q.penalty);
      this.#noPenalty = false;
    } else if (!this.#noPenalty) {
      this.#penalty.fill(0);
      this.#noPenalty = true;
    }
    if (q.stop) this.#stop.set(q.stop);
    return this.engine.weightedSearch(
      q.table,
      seeds,
      q.budget ?? UNREACHED,
      q.target ?? -1,
      q.reverse ? 1 : 0,
      q.stop ? 1 : 0,
    );
  }
}

const searches = new WeakMap<object, WeightedSearch>();

/** What a weighted search needs of its board: its kernel, and its grid for a kernel beside it. */
export interface SearchedBoard {
  readonly kernel: KernelExports;
  readonly hexCount: number;
  readonly cols: number;
  readonly rows: number;
  readonly map: { readonly layout: { readonly shiftedColumns: string } };
  readonly movementClasses: readonly string[];
}

/**
 * A board's weighted search, made on its first use: for search and evaluation, never the rules, so the board does not
 * import it and a page whose game's rules and computer never ask for one does not carry it. It runs in the board's
 * kernel when that has it; a board on the rules' kernel alone (a page's element, vite.lib.config.ts) gets the kernel
 * with the search beside it, on the same grid: the search reads nothing of the board's kernel but the neighbours,
 * which init() makes from the grid (its inputs are written in full by each query and each table loaded).
 */
export function weightedSearch(board: SearchedBoard): WeightedSearch {
  let search = searches.get(board);
  if (!search) {
    let kernel = board.kernel;
    if (!kernel.initSearch) {
      kernel = kernelNow(searchKernelText);
      kernel.init(
        board.cols,
        board.rows,
        board.map.layout.shiftedColumns === 'even' ? 1 : 0,
        board.movementClasses.length,
      );
      kernel.initSearch!(); // the board's kernel, with the search, made its arrays when the board was made (board.ts)
    }
    searches.set(board, (search = new WeightedSearch(kernel, board.hexCount)));
  }
  return search;
}
