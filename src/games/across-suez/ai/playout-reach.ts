// Where one side's units could stand after their next move, for the fast
// playout policy (a threat map, not a rule: movement.destinations decides
// what a unit may do). One multi-source Dijkstra over the board's step
// costs, in buckets of cost units (bucket-queue.ts): a unit's hex is a source whose head start
// is what its Movement Allowance lacks of the largest (10.0 counted in
// movementAllowance); the other side's units block (4.3) and their Zones of
// Control stop (4.5). Nothing is allocated after construction.
import type { Context } from '../context.js';
import { ON_MAP, type State } from '../state.js';
import { movementAllowance, syncBoard } from '../units.js';
import { BucketQueue } from './bucket-queue.js';

export class ReachMap {
  /** 1 where a unit of the side could end its next move. */
  readonly reached: Uint8Array;
  readonly #queue: BucketQueue;

  constructor(
    private readonly ctx: Context,
    /** The largest Movement Allowance in cost units (the buckets). */
    private readonly largest = 64,
  ) {
    const n = ctx.board.hexCount;
    this.reached = new Uint8Array(n);
    this.#queue = new BucketQueue(n, largest + 1);
  }

  /** Marks in `reached` every hex the units of `side` could reach next (their Movement Allowances this Game-Turn). */
  mark(s: State, side: number): void {
    const { ctx } = this;
    const { board } = ctx;
    syncBoard(ctx, s);
    const queue = this.#queue;
    const cost = queue.cost;
    queue.clear();
    this.reached.fill(0);
    let budget = 0;
    for (let u = 0; u < ctx.units.length; u++)
      if (ctx.unitSide[u] === side && s.loc[u] === ON_MAP)
        budget = Math.max(budget, Math.min(this.largest, movementAllowance(ctx, s, u)));
    for (let u = 0; u < ctx.units.length; u++) {
      if (ctx.unitSide[u] !== side || s.loc[u] !== ON_MAP) continue;
      const start = budget - Math.min(budget, movementAllowance(ctx, s, u));
      if (start < cost[s.hex[u]!]!) queue.push(s.hex[u]!, start);
    }
    const enemy = 1 - side;
    for (let c = 0; c <= budget; c++) {
      for (let e = queue.first(c); e >= 0; e = queue.next(e)) {
        const h = queue.settles(e, c);
        if (h < 0) continue;
        this.reached[h] = 1;
        // 4.5: a hex in an enemy Zone of Control ends the move (a unit of the side moves on from its own hex)
        if (board.inZocOf(h, enemy) && !board.holds(h, side)) continue;
        for (let d = 0; d < 6; d++) {
          const b = board.neighbour(h, d);
          if (b < 0 || !board.onMap(b) || board.holds(b, enemy)) continue; // 4.3
          const step = board.stepCost(h, d);
          if (step >= 0 && c + step <= budget && c + step < cost[b]!) queue.push(b, c + step);
        }
      }
    }
  }
}
