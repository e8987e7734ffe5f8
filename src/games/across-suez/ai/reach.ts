// Where one side's units could stand after their next move: the one reach
// of Across Suez's computer players, for the planner's evaluation
// (plan/reach.ts) and the fast playouts' plan (playout-plan.ts). A threat
// map, not a rule: movement.destinations decides what a unit may do.
//
// One search from every moving unit at once (each a seed, with a head start
// where its Movement Allowance is below the budget), within a budget of
// cost units; the other side's units block (4.3) and a route that enters
// their Zone of Control ends there (4.5) unless it starts there; the bridge
// exerts none (4.5). The search is the engine's, kept and repaired
// (src/engine/weighted-repair.ts): only the units counted on another hex
// since the last update change its inputs, and it keeps which hexes are
// reached or next to one reached (covered) and which of those flipped.
// Nothing is allocated after construction.
import { RepairedSearch } from '../../../engine/weighted-repair.js';
import { UNREACHED, weightedSearch, type WeightedSearch } from '../../../engine/weighted-search.js';
import type { Context } from '../context.js';
import { ON_MAP, type State } from '../state.js';
import { movementAllowance } from '../units.js';

/** How a unit counts: not at all, as a mover (a seed), as an enemy that blocks its hex, or one that also stops routes beside it. */
export const NONE = 0,
  MOVER = 1,
  BLOCKER = 2,
  ZOC_BLOCKER = 3;

export class KeptReach {
  readonly search: RepairedSearch;
  /** 1 where a mover could end its next move (within the last update's budget). */
  readonly reached: Uint8Array;
  /** 1 where a mover could end its next move or next to it. */
  readonly covered: Uint8Array;
  // what each unit counts as in the search (its hex, -1 none; its role; its head start), and from the next update
  readonly #hex: Int16Array;
  readonly #role: Uint8Array;
  readonly #start: Int32Array;
  readonly #nextHex: Int16Array;
  readonly #nextRole: Uint8Array;
  readonly #nextStart: Int32Array;
  readonly #moved: Int32Array;
  readonly #isMoved: Uint8Array;
  #movedCount = 0;
  // per hex: enemy units on it, enemy Zones of Control over it, movers on it and their head start
  readonly #held: Uint8Array;
  readonly #zoc: Uint8Array;
  readonly #seeds: Uint8Array;
  readonly #seedStart: Int32Array;

  constructor(
    search: WeightedSearch,
    /** The movers' step table, loaded in `search`. */
    table: number,
    /** 6 neighbours per hex, -1 off the map. */
    private readonly nbr: ArrayLike<number>,
    units: number,
  ) {
    this.search = new RepairedSearch(search, { table, cover: true });
    this.reached = this.search.reached;
    this.covered = this.search.covered;
    const n = search.hexCount;
    this.#hex = new Int16Array(units).fill(-1);
    this.#role = new Uint8Array(units);
    this.#start = new Int32Array(units);
    this.#nextHex = new Int16Array(units).fill(-1);
    this.#nextRole = new Uint8Array(units);
    this.#nextStart = new Int32Array(units);
    this.#moved = new Int32Array(units);
    this.#isMoved = new Uint8Array(units);
    this.#held = new Uint8Array(n);
    this.#zoc = new Uint8Array(n);
    this.#seeds = new Uint8Array(n);
    this.#seedStart = new Int32Array(n);
  }

  /** From the next update, unit u counts on hex h (-1: nowhere) as `role`; a mover with `headStart` cost units already spent. */
  set(u: number, h: number, role: number, headStart = 0): void {
    if (h < 0) role = NONE;
    if (role === NONE) h = -1;
    if (role !== MOVER) headStart = 0;
    if (h === this.#nextHex[u] && role === this.#nextRole[u] && headStart === this.#nextStart[u]) return;
    this.#nextHex[u] = h;
    this.#nextRole[u] = role;
    this.#nextStart[u] = headStart;
    if (!this.#isMoved[u]) {
      this.#isMoved[u] = 1;
      this.#moved[this.#movedCount++] = u;
    }
  }

  /** Brings `reached` and `covered` to the units set, within `budget` cost units. */
  update(budget: number): void {
    // every unit set since the last update leaves its old hex before any enters its new one (a hex's seeds then agree)
    const count = this.#movedCount;
    for (let i = 0; i < count; i++) {
      const u = this.#moved[i]!;
      if (this.#role[u] !== NONE) this.#count(this.#hex[u]!, this.#role[u]!, this.#start[u]!, -1);
    }
    for (let i = 0; i < count; i++) {
      const u = this.#moved[i]!;
      this.#isMoved[u] = 0;
      this.#hex[u] = this.#nextHex[u]!;
      this.#role[u] = this.#nextRole[u]!;
      this.#start[u] = this.#nextStart[u]!;
      if (this.#role[u] !== NONE) this.#count(this.#hex[u]!, this.#role[u]!, this.#start[u]!, 1);
    }
    this.#movedCount = 0;
    this.search.update(budget);
  }

  /** The hexes whose `covered` the last update flipped: the first `flippedCount` (-1: maybe any). */
  get flipped(): Int32Array {
    return this.search.flipped;
  }
  get flippedCount(): number {
    return this.search.flippedCount;
  }

  /** Gives the search's kernel slot back. */
  release(): void {
    this.search.release();
  }

  #count(h: number, role: number, headStart: number, delta: number): void {
    const search = this.search;
    if (role === MOVER) {
      // several movers on a hex (reinforcements entering together) seed it with the least head start
      const before = this.#seeds[h]!;
      this.#seeds[h] = before + delta;
      if (delta > 0) this.#seedStart[h] = before ? Math.min(this.#seedStart[h]!, headStart) : headStart;
      search.setSeed(h, this.#seeds[h] ? this.#seedStart[h]! : UNREACHED);
      return;
    }
    this.#held[h]! += delta;
    search.setPenalty(h, this.#held[h] ? -1 : 0); // 4.3
    if (role !== ZOC_BLOCKER) return;
    for (let d = 0; d < 6; d++) {
      const b = this.nbr[h * 6 + d]!;
      if (b < 0) continue;
      this.#zoc[b]! += delta;
      search.setStop(b, this.#zoc[b]! > 0); // 4.5
    }
  }
}

/**
 * One kept search per game definition (a kernel slot each, so policies made
 * again and again claim no more): every mark sets every unit, so a policy
 * reads its own reach as long as it reads it before another marks.
 */
const sideReaches = new WeakMap<Context, KeptReach>();

/**
 * The fast playouts' reach (playout-plan.ts, playout-policy.ts): where the
 * units of a side could end their next move, each with its own Movement
 * Allowance this Game-Turn (10.0: a unit's head start is what its allowance
 * lacks of the largest, the budget). Read from the game's state.
 */
export class SideReach {
  readonly #kept: KeptReach;
  /** 1 where a unit of the side marked last could end its next move. */
  readonly reached: Uint8Array;

  constructor(
    private readonly ctx: Context,
    /** The combat units' step table, loaded in the board's weighted search. */
    table: number,
    /** The largest Movement Allowance in cost units. */
    private readonly largest = 64,
  ) {
    let kept = sideReaches.get(ctx);
    if (!kept) {
      const { board } = ctx;
      const nbr = new Int16Array(board.hexCount * 6);
      for (let h = 0; h < board.hexCount; h++) for (let d = 0; d < 6; d++) nbr[h * 6 + d] = board.neighbour(h, d);
      sideReaches.set(ctx, (kept = new KeptReach(weightedSearch(board), table, nbr, ctx.units.length)));
    }
    this.#kept = kept;
    this.reached = kept.reached;
  }

  /** Marks in `reached` every hex the units of `side` could reach next. */
  mark(s: State, side: number): void {
    const { ctx } = this;
    let budget = 0;
    for (let u = 0; u < ctx.units.length; u++)
      if (ctx.unitSide[u] === side && s.loc[u] === ON_MAP)
        budget = Math.max(budget, Math.min(this.largest, movementAllowance(ctx, s, u)));
    for (let u = 0; u < ctx.units.length; u++) {
      const h = s.loc[u] === ON_MAP ? s.hex[u]! : -1;
      if (ctx.unitSide[u] === side)
        this.#kept.set(u, h, MOVER, budget - Math.min(budget, movementAllowance(ctx, s, u)));
      else this.#kept.set(u, h, ctx.combatUnit[u] ? ZOC_BLOCKER : BLOCKER);
    }
    this.#kept.update(budget);
  }
}
