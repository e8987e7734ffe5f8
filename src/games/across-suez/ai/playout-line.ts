// The line of communication each side plays for in a playout (14.1): the
// cheapest chain of hexes the line may use from Matzmed to 1708, where a hex
// an Egyptian unit holds costs most (it must be attacked away), a hex in an
// Egyptian Zone of Control with no Israeli unit on it costs some (an Israeli
// unit standing there cancels it), and every hex a little (short lines are
// easier to hold). The Israeli player sends units to stand on it, the
// Egyptian player to cut it. A plan, not the rule: sequence.ts's
// lineOfCommunication decides the game. One Dijkstra (bucket-queue.ts), nothing allocated.
import type { Context } from '../context.js';
import type { State } from '../state.js';
import { syncBoard } from '../units.js';
import type { PlayoutMap } from './playout-map.js';
import { BucketQueue, UNREACHED_COST } from './bucket-queue.js';

const HELD = 12,
  CONTROLLED = 4,
  STEP = 1;
const BUCKETS = 1024;

export class LinePlan {
  /** 1 on the planned line's hexes. */
  readonly onLine: Uint8Array;
  readonly #from: Int32Array;
  readonly #queue: BucketQueue;

  constructor(
    private readonly ctx: Context,
    private readonly map: PlayoutMap,
  ) {
    const n = ctx.board.hexCount;
    this.onLine = new Uint8Array(n);
    this.#from = new Int32Array(n);
    this.#queue = new BucketQueue(n, BUCKETS);
  }

  /** What entering hex h costs the line now: held by the enemy, controlled by him, or free. */
  #enter(h: number, side: number): number {
    const { board } = this.ctx;
    if (board.holds(h, 1 - side)) return HELD;
    if (board.inZocOf(h, 1 - side) && !board.holds(h, side)) return CONTROLLED;
    return STEP;
  }

  /** Plans the line of `side` (the bridge's) in the position now; returns its cost (UNREACHED_COST when there is none). */
  plan(s: State, side: number): number {
    const { board, locFrom, locTo } = this.ctx;
    syncBoard(this.ctx, s);
    const queue = this.#queue;
    const cost = queue.cost;
    queue.clear();
    this.onLine.fill(0);
    this.#from[locFrom] = -1;
    queue.push(locFrom, this.#enter(locFrom, side));
    for (let c = 0; c < BUCKETS; c++) {
      for (let e = queue.first(c); e >= 0; e = queue.next(e)) {
        const h = queue.settles(e, c);
        if (h < 0) continue;
        if (h === locTo) {
          for (let x = h; x >= 0; x = this.#from[x]!) this.onLine[x] = 1;
          return c;
        }
        for (let d = 0; d < 6; d++) {
          if (!this.map.lineStep[h * 6 + d]) continue;
          const b = board.neighbour(h, d);
          const next = c + this.#enter(b, side);
          if (next < BUCKETS && next < cost[b]!) {
            this.#from[b] = h;
            queue.push(b, next);
          }
        }
      }
    }
    return UNREACHED_COST;
  }
}
