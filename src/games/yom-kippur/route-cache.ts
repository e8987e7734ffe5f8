// Each counter's routes (movement.ts), kept between listings of legal
// actions while what their searches read still holds. A search for unit u
// reads, besides u itself (its hex, location and movement factor) and the
// phase (column movement, canal crossings, rafts, B-G.3–5), and the bridges
// standing (B-G.4a):
// - on each hex it reached or visited (its starts included): the units
//   standing there (stacking at the end of the move, B-G.1) and the enemy
//   Zones of Control covering it (B-H);
// - on their neighbours: enemy units (never entered) and enemy Zones of
//   Control (B-H: stopping, no road rates).
// Friendly units and their Zones of Control are never read but for the
// stacking count where a move ends. An enemy unit that comes or goes
// changes those facts only on its hex and the six around it (its Zone of
// Control); a friendly one only the count on its hex. So a kept search
// still holds unless an enemy unit left or entered a hex within two of one
// it reached; and when a friendly unit left or entered a hex it reached,
// only which of its hexes have room changes (RouteSet.finish again). The
// check compares where every unit stands now with where it stood at the
// search (or at the last check it passed), and looks near the hexes of
// those that moved. Exact as long as nothing else a search reads changes: the board's
// terrain, step tables and Zone of Control policy are set once per game
// definition.
import type { Context } from './context.js';
import { RouteSet } from './route-set.js';
import { MAP, type State } from './state.js';

/** What check() finds of a kept search. */
export const HOLDS = 0,
  FINISH_AGAIN = 1,
  SEARCH_AGAIN = 2;

// a search's signature: what of the state besides the units' places it read
const PHASE = 0,
  TURN = 1,
  SIDE = 2,
  HEX = 3,
  LOC = 4,
  BUDGET = 5,
  BRIDGES = 6,
  SIG = 7;

export class RouteCache {
  /** Per unit: its routes, as its last search found them. */
  readonly sets: RouteSet[];
  readonly #valid: Uint8Array;
  readonly #sig: Int32Array;
  /** Per unit: the hex each unit stood on (-1 off the board) when its search was last made or checked. */
  readonly #where: Int16Array;
  /** Per unit: the hexes its search reached or visited, a bit a hex. */
  readonly #reached: Uint32Array;
  readonly #words: number;
  readonly #units: number;
  /** Counters that stand on the board when on the map (aircraft fly over it). */
  readonly #stands: Uint8Array;
  readonly #side: readonly number[];
  /** Per hex: the hexes within two of it (from `#nearStart[h]` to `#nearStart[h + 1]`). */
  readonly #near: Int32Array;
  readonly #nearStart: Int32Array;

  constructor(ctx: Context) {
    const n = ctx.board.hexCount;
    const units = ctx.units.length;
    this.#units = units;
    this.sets = Array.from({ length: units }, () => new RouteSet(n));
    this.#valid = new Uint8Array(units);
    this.#sig = new Int32Array(units * SIG);
    this.#where = new Int16Array(units * units);
    this.#words = (n + 31) >>> 5;
    this.#reached = new Uint32Array(units * this.#words);
    this.#stands = Uint8Array.from(ctx.units, (d) => (d.kind === 'aircraft' ? 0 : 1));
    this.#side = ctx.unitSide;
    [this.#near, this.#nearStart] = withinTwo(ctx);
  }

  /** The hex unit v stands on, -1 off the board. */
  #standsOn(s: State, v: number): number {
    return this.#stands[v] === 1 && s.loc[v] === MAP ? s.hex[v]! : -1;
  }

  #signature(s: State, u: number, budget: number, bridges: number, i: number): number {
    switch (i) {
      case PHASE:
        return s.phaseNumber;
      case TURN:
        return s.turn;
      case SIDE:
        return s.side;
      case HEX:
        return s.hex[u]!;
      case LOC:
        return s.loc[u]!;
      case BUDGET:
        return budget;
      case BRIDGES:
        return bridges;
      default:
        return 0;
    }
  }

  /** Does unit u's kept search hold in s (with this budget and these bridges standing): HOLDS, FINISH_AGAIN or SEARCH_AGAIN? */
  check(s: State, u: number, budget: number, bridges: number): number {
    if (!this.#valid[u]) return SEARCH_AGAIN;
    for (let i = 0; i < SIG; i++)
      if (this.#sig[u * SIG + i] !== this.#signature(s, u, budget, bridges, i)) return SEARCH_AGAIN;
    const base = u * this.#units;
    let found = HOLDS;
    for (let v = 0; v < this.#units; v++) {
      const now = this.#standsOn(s, v);
      const was = this.#where[base + v]!;
      if (now === was) continue;
      if (this.#side[v] !== this.#side[u]) {
        if (this.#reachesNear(u, was) || this.#reachesNear(u, now)) {
          this.#valid[u] = 0;
          return SEARCH_AGAIN;
        }
      } else if (this.#reaches(u, was) || this.#reaches(u, now)) found = FINISH_AGAIN;
      this.#where[base + v] = now; // the search holds for this arrangement too
    }
    return found;
  }

  #reaches(u: number, h: number): boolean {
    return h >= 0 && (this.#reached[u * this.#words + (h >>> 5)]! & (1 << (h & 31))) !== 0;
  }

  /** Unit u's route set, emptied of its reached hexes, for a new search. */
  begin(u: number): RouteSet {
    this.#valid[u] = 0;
    this.#reached.fill(0, u * this.#words, (u + 1) * this.#words);
    return this.sets[u]!;
  }

  /** Hex h was reached or visited by unit u's search. */
  mark(u: number, h: number): void {
    this.#reached[u * this.#words + (h >>> 5)]! |= 1 << (h & 31);
  }

  /** Unit u's search is done in s: kept, with what it read. */
  keep(s: State, u: number, budget: number, bridges: number): void {
    for (let i = 0; i < SIG; i++) this.#sig[u * SIG + i] = this.#signature(s, u, budget, bridges, i);
    const base = u * this.#units;
    for (let v = 0; v < this.#units; v++) this.#where[base + v] = this.#standsOn(s, v);
    this.#valid[u] = 1;
  }

  #reachesNear(u: number, h: number): boolean {
    if (h < 0) return false;
    const words = this.#reached;
    const base = u * this.#words;
    for (let i = this.#nearStart[h]!; i < this.#nearStart[h + 1]!; i++) {
      const x = this.#near[i]!;
      if (words[base + (x >>> 5)]! & (1 << (x & 31))) return true;
    }
    return false;
  }
}

/** Per hex, the hexes within two of it (itself included), as one list with starts. */
function withinTwo(ctx: Context): [Int32Array, Int32Array] {
  const { board } = ctx;
  const n = board.hexCount;
  const start = new Int32Array(n + 1);
  const list: number[] = [];
  const seen = new Set<number>();
  for (let h = 0; h < n; h++) {
    start[h] = list.length;
    seen.clear();
    seen.add(h);
    for (let d = 0; d < 6; d++) {
      const a = board.neighbour(h, d);
      if (a < 0) continue;
      seen.add(a);
      for (let e = 0; e < 6; e++) {
        const b = board.neighbour(a, e);
        if (b >= 0) seen.add(b);
      }
    }
    list.push(...seen);
  }
  start[n] = list.length;
  return [Int32Array.from(list), start];
}
