// Where one side's units could stand after their next move, for the fast
// playout policy (a threat map, not a rule: movement.destinations decides
// what a unit may do). One multi-source search of the engine's weighted
// search (src/engine/weighted-search.ts) over a combat unit's step costs: a
// unit's hex is a seed whose head start is what its Movement Allowance lacks
// of the largest (10.0 counted in movementAllowance); the other side's units
// block (4.3) and their Zones of Control stop (4.5). Nothing is allocated
// after construction.
import type { Context } from '../context.js';
import { ON_MAP, type State } from '../state.js';
import { movementAllowance, syncBoard } from '../units.js';
import type { WeightedQuery } from '../../../engine/weighted-search.js';
import type { PlayoutMap } from './playout-map.js';

export class ReachMap {
  /** 1 where a unit of the side could end its next move. */
  readonly reached: Uint8Array;
  readonly #penalty: Int32Array;
  readonly #stop: Uint8Array;
  readonly #from: Int32Array;
  readonly #fromCost: Int32Array;
  readonly #query: WeightedQuery;

  constructor(
    private readonly ctx: Context,
    map: PlayoutMap,
    /** The largest Movement Allowance in cost units. */
    private readonly largest = 64,
  ) {
    const n = ctx.board.hexCount;
    this.reached = new Uint8Array(n);
    this.#penalty = new Int32Array(n);
    this.#stop = new Uint8Array(n);
    this.#from = new Int32Array(ctx.units.length);
    this.#fromCost = new Int32Array(ctx.units.length);
    this.#query = {
      table: map.stepTable,
      from: this.#from,
      fromCost: this.#fromCost,
      seeds: 0,
      penalty: this.#penalty,
      stop: this.#stop,
      budget: 0,
    };
  }

  /** Marks in `reached` every hex the units of `side` could reach next (their Movement Allowances this Game-Turn). */
  mark(s: State, side: number): void {
    const { ctx } = this;
    const { board } = ctx;
    syncBoard(ctx, s);
    const enemy = 1 - side;
    for (let h = 0; h < board.hexCount; h++) {
      this.#penalty[h] = board.holds(h, enemy) ? -1 : 0; // 4.3
      // 4.5: a hex in an enemy Zone of Control ends the move (a unit of the side moves on from its own hex)
      this.#stop[h] = board.inZocOf(h, enemy) && !board.holds(h, side) ? 1 : 0;
    }
    let budget = 0;
    for (let u = 0; u < ctx.units.length; u++)
      if (ctx.unitSide[u] === side && s.loc[u] === ON_MAP)
        budget = Math.max(budget, Math.min(this.largest, movementAllowance(ctx, s, u)));
    let seeds = 0;
    for (let u = 0; u < ctx.units.length; u++) {
      if (ctx.unitSide[u] !== side || s.loc[u] !== ON_MAP) continue;
      this.#from[seeds] = s.hex[u]!;
      this.#fromCost[seeds++] = budget - Math.min(budget, movementAllowance(ctx, s, u));
    }
    const q = this.#query;
    q.seeds = seeds;
    q.budget = budget;
    const search = board.weighted;
    const settled = search.search(q);
    this.reached.fill(0);
    for (let i = 0; i < settled; i++) this.reached[search.order[i]!] = 1;
  }
}
