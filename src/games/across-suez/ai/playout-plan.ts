// What each side of the fast playout policy (playout-policy.ts) heads for in
// a phase, planned once a phase: breadth-first distances to each side's
// targets, the line of communication each side plays for (playout-line.ts),
// where the Egyptian units could stand next (reach.ts), and each
// Israeli unit's role — one of the units that cross, an escort of the bridge,
// one sent at the Egyptian units on the bridge's road, or one of the rest.
// A plan, not a rule: the policy chooses only among what the rules list.
// Nothing is allocated after construction.
import type { Context } from '../context.js';
import { ON_MAP, REINFORCEMENT, type State } from '../state.js';
import { crossedCount, syncBoard } from '../units.js';
import { FAR, type PlayoutMap } from './playout-map.js';
import { SideReach } from './reach.js';
import { LinePlan } from './playout-line.js';

/** Units the Israeli player sends across: six to win (11.5), one to spare. */
export const ACROSS_WANTED = 7;
/** Israeli units that gather round the bridge and its road ahead (14.2: it is a strength-1 unit). */
const ESCORTS = 4;
/** Cost units of its road ahead of the bridge that its escort covers. */
const LEAD = 12;
/** Israeli units sent at each Egyptian unit on or next to the bridge's road ahead (4.3, 4.5: the bridge cannot pass it), and at most in all. */
const CLEARERS_EACH = 3,
  CLEARERS_MAX = 8;
/** Roles of the Israeli units (0: none, the rest). */
export const CROSSER = 1,
  ESCORT = 2,
  CLEARER = 3;

export class PhasePlan {
  /** Distance (hexes) to what the Egyptian units head for: the bridge, Matzmed and the planned line. */
  readonly egyptField: Int16Array;
  /** Distance to the line's threatened hexes and to next to the Egyptian units (the Israeli units without a role). */
  readonly guardField: Int16Array;
  /** Distance to the bridge's free neighbours and those of its road ahead (escorts). */
  readonly escortField: Int16Array;
  /** Distance to next to the Egyptian units on or next to the bridge's road ahead (clearers). */
  readonly roadField: Int16Array;
  /** 1 on an Egyptian unit that stands on or next to the bridge's road ahead. */
  readonly blocking: Uint8Array;
  /** Each Israeli unit's role this phase. */
  readonly roleOf: Uint8Array;
  /** Where the Egyptian units could stand after their next move. */
  readonly egyptReach: SideReach;
  /** The line of communication the sides play for. */
  readonly line: LinePlan;
  readonly #queue: Int32Array;
  readonly #israeli: number;
  readonly #egyptian: number;

  constructor(
    private readonly ctx: Context,
    private readonly map: PlayoutMap,
  ) {
    const n = ctx.board.hexCount;
    const units = ctx.units.length;
    this.egyptField = new Int16Array(n);
    this.guardField = new Int16Array(n);
    this.escortField = new Int16Array(n);
    this.roadField = new Int16Array(n);
    this.blocking = new Uint8Array(units);
    this.roleOf = new Uint8Array(units);
    this.egyptReach = new SideReach(ctx, map.stepTable);
    this.line = new LinePlan(ctx, map);
    this.#queue = new Int32Array(n);
    this.#israeli = ctx.unitSide[ctx.bridgeUnit]!;
    this.#egyptian = 1 - this.#israeli;
  }

  /**
   * What each side heads for this phase: the Egyptian units for the bridge,
   * Matzmed and the planned line; the Israeli units onto the line's hexes an
   * Egyptian unit controls or could control after its next move (14.1: a
   * unit there cancels it) and next to the Egyptian units; a few escort the
   * bridge, a few go at the Egyptian units on its road, the closest to
   * Matzmed cross.
   */
  plan(s: State): void {
    const { ctx, line, egyptField, guardField } = this;
    const { board } = ctx;
    const n = board.hexCount;
    const israeli = this.#israeli,
      egyptian = this.#egyptian;
    line.plan(s, israeli);
    egyptField.fill(FAR);
    let tail = 0;
    const b = ctx.bridgeUnit;
    if (s.loc[b] === ON_MAP) tail = this.#seedAround(egyptField, s.hex[b]!, tail);
    tail = this.#seed(egyptField, ctx.crossingHex, tail);
    for (let h = 0; h < n; h++) if (line.onLine[h] && !board.holds(h, israeli)) tail = this.#seed(egyptField, h, tail);
    this.#spread(egyptField, 0, tail);
    guardField.fill(FAR);
    tail = 0;
    if (s.side === israeli) this.egyptReach.mark(s, egyptian);
    for (let h = 0; h < n; h++)
      if (line.onLine[h] && h !== ctx.crossingHex && !board.holds(h, egyptian) && this.#lineAtRisk(h))
        tail = this.#seed(guardField, h, tail);
    for (let u = 0; u < ctx.units.length; u++)
      if (ctx.unitSide[u] === egyptian && s.loc[u] === ON_MAP) tail = this.#seedAround(guardField, s.hex[u]!, tail);
    this.#spread(guardField, 0, tail);
    this.planEscort(s);
    const blockers = this.#planRoad(s);
    this.roleOf.fill(0);
    this.#assign(s, CROSSER, ACROSS_WANTED - crossedCount(s));
    if (s.loc[b] === ON_MAP) this.#assign(s, ESCORT, ESCORTS);
    this.#assign(s, CLEARER, Math.min(CLEARERS_MAX, CLEARERS_EACH * blockers));
  }

  /** Does a unit on hex h stand on the planned line or control a hex of it (14.1)? */
  onOrNextToLine(h: number): boolean {
    const { board } = this.ctx;
    if (this.line.onLine[h]) return true;
    for (let d = 0; d < 6; d++) {
      const b = board.neighbour(h, d);
      if (b >= 0 && this.line.onLine[b]) return true;
    }
    return false;
  }

  /** Escorts head for the bridge's free neighbours: seeded afresh whenever the bridge has moved. */
  planEscort(s: State): void {
    const { ctx, map, escortField } = this;
    const { board } = ctx;
    escortField.fill(FAR);
    const b = ctx.bridgeUnit;
    if (s.loc[b] !== ON_MAP) return;
    syncBoard(ctx, s);
    const h = s.hex[b]!;
    let tail = 0;
    // the bridge's free neighbours, and those of its road over its next move (it follows where they stand)
    const c = map.bridgeToMatzmed[h]!;
    const route = map.bridgeRouteHexes;
    for (let k = -1; k < route.length; k++) {
      const r = k < 0 ? h : route[k]!;
      if (k >= 0 && !(map.bridgeToMatzmed[r]! < c && map.bridgeToMatzmed[r]! >= c - LEAD)) continue;
      for (let d = 0; d < 6; d++) {
        const x = board.neighbour(r, d);
        if (x >= 0 && board.onMap(x) && board.occupant[x] === 0 && !map.bridgeRoute[x])
          tail = this.#seed(escortField, x, tail);
      }
    }
    this.#spread(escortField, 0, tail);
  }

  /** 14.1: could an Egyptian unit control line hex h after its next move (or does one now)? */
  #lineAtRisk(h: number): boolean {
    const { board } = this.ctx;
    const reached = this.egyptReach.reached;
    if (board.inZocOf(h, this.#egyptian) || reached[h]) return true;
    for (let d = 0; d < 6; d++) {
      const b = board.neighbour(h, d);
      if (b >= 0 && reached[b]) return true;
    }
    return false;
  }

  /** Is hex h on the bridge's road, nearer Matzmed than `ahead` cost units? */
  #onRoadAhead(h: number, ahead: number): boolean {
    return h >= 0 && this.map.bridgeRoute[h] === 1 && this.map.bridgeToMatzmed[h]! < ahead;
  }

  /** Marks the Egyptian units on or next to the bridge's road ahead of it and spreads roadField from around them; returns how many. */
  #planRoad(s: State): number {
    const { ctx, map, blocking, roadField } = this;
    const { board } = ctx;
    blocking.fill(0);
    roadField.fill(FAR);
    const b = ctx.bridgeUnit;
    if (s.loc[b] !== ON_MAP && s.loc[b] !== REINFORCEMENT) return 0;
    syncBoard(ctx, s);
    const ahead = s.loc[b] === ON_MAP ? map.bridgeToMatzmed[s.hex[b]!]! : FAR;
    let count = 0,
      tail = 0;
    for (let u = 0; u < ctx.units.length; u++) {
      if (ctx.unitSide[u] !== this.#egyptian || s.loc[u] !== ON_MAP) continue;
      const h = s.hex[u]!;
      let near = this.#onRoadAhead(h, ahead);
      for (let d = 0; d < 6 && !near; d++) near = this.#onRoadAhead(board.neighbour(h, d), ahead);
      if (!near) continue;
      blocking[u] = 1;
      count++;
      tail = this.#seedAround(roadField, h, tail);
    }
    this.#spread(roadField, 0, tail);
    return count;
  }

  /** Gives `role` to the `count` Israeli units without one that stand closest to Matzmed (CROSSER), to the road's blockers (CLEARER) or to the bridge (ESCORT). */
  #assign(s: State, role: number, count: number): void {
    const { ctx, map, roleOf } = this;
    const b = ctx.bridgeUnit;
    for (; count > 0; count--) {
      let best = -1,
        bestCost = FAR;
      for (let u = 0; u < ctx.units.length; u++) {
        if (ctx.unitSide[u] !== this.#israeli || u === b || roleOf[u]) continue;
        const from = s.loc[u] === ON_MAP ? s.hex[u]! : s.loc[u] === REINFORCEMENT ? ctx.arrivalHex[u]! : -1;
        if (from < 0) continue;
        const cost =
          role === CROSSER
            ? map.toMatzmed[from]!
            : role === CLEARER
              ? this.roadField[from]!
              : ctx.board.distance(from, s.hex[b]!);
        if (cost < bestCost) {
          bestCost = cost;
          best = u;
        }
      }
      if (best < 0) return;
      roleOf[best] = role;
    }
  }

  /** Breadth-first distances from the hexes already at 0 in `field` (the others FAR), over steps the map allows. */
  #spread(field: Int16Array, head: number, tail: number): void {
    const steps = this.map.steps;
    const queue = this.#queue;
    while (head < tail) {
      const h = queue[head++]!;
      const next = field[h]! + 1;
      for (let d = h * 6, end = d + 6; d < end; d++) {
        const b = steps[d]!;
        if (b < 0 || field[b]! <= next) continue;
        field[b] = next;
        queue[tail++] = b;
      }
    }
  }

  #seed(field: Int16Array, h: number, tail: number): number {
    if (h < 0 || !this.ctx.board.onMap(h) || field[h] === 0) return tail;
    field[h] = 0;
    this.#queue[tail] = h;
    return tail + 1;
  }

  #seedAround(field: Int16Array, h: number, tail: number): number {
    for (let d = 0; d < 6; d++) tail = this.#seed(field, this.ctx.board.neighbour(h, d), tail);
    return tail;
  }
}
