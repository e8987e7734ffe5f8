// The line of communication each side plays for in a playout (14.1): the
// cheapest chain of hexes the line may use from Matzmed to 1708, where a hex
// an Egyptian unit holds costs most (it must be attacked away), a hex in an
// Egyptian Zone of Control with no Israeli unit on it costs some (an Israeli
// unit standing there cancels it), and every hex a little (short lines are
// easier to hold). The Israeli player sends units to stand on it, the
// Egyptian player to cut it. A plan, not the rule: sequence.ts's
// lineOfCommunication decides the game. One search of the engine's weighted
// search (src/engine/weighted-search.ts) over the line's steps, the costs all
// in the penalties; nothing allocated.
import type { Context } from '../context.js';
import type { State } from '../state.js';
import { syncBoard } from '../units.js';
import { UNREACHED, weightedSearch, type WeightedQuery } from '../../../engine/weighted-search.js';
import type { PlayoutMap } from './playout-map.js';

const HELD = 12,
  CONTROLLED = 4,
  STEP = 1;

export class LinePlan {
  /** 1 on the planned line's hexes. */
  readonly onLine: Uint8Array;
  readonly #penalty: Int32Array;
  readonly #fromCost = new Int32Array(1);
  readonly #query: WeightedQuery;

  constructor(
    private readonly ctx: Context,
    map: PlayoutMap,
  ) {
    const n = ctx.board.hexCount;
    this.onLine = new Uint8Array(n);
    this.#penalty = new Int32Array(n);
    this.#query = {
      table: map.lineTable,
      from: [ctx.locFrom],
      fromCost: this.#fromCost,
      penalty: this.#penalty,
      target: ctx.locTo,
    };
  }

  /** Plans the line of `side` (the bridge's) in the position now; returns its cost (UNREACHED when there is none). */
  plan(s: State, side: number): number {
    const { board, locFrom, locTo } = this.ctx;
    syncBoard(this.ctx, s);
    // what entering each hex costs the line now: held by the enemy, controlled by him, or free
    for (let h = 0; h < board.hexCount; h++)
      this.#penalty[h] = board.holds(h, 1 - side)
        ? HELD
        : board.inZocOf(h, 1 - side) && !board.holds(h, side)
          ? CONTROLLED
          : STEP;
    this.#fromCost[0] = this.#penalty[locFrom]!;
    const search = weightedSearch(board);
    const cost = search.search(this.#query);
    this.onLine.fill(0);
    if (cost < UNREACHED) for (let x = locTo; x >= 0; x = search.prev[x]!) this.onLine[x] = 1;
    return cost;
  }
}
