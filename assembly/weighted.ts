// A general weighted search for the computer players' evaluations: Dijkstra
// over one of the step-cost tables the host writes once, plus a per-hex
// penalty and stop flag the host writes for each search (enemy Zones of
// Control, units in the way, hexes the enemy could reach): every search
// states all its inputs, none reads what an earlier one left. It answers "what does this route
// cost" and "where can the enemy stand after his next move" in a few
// microseconds, where the rules' own searches (reach.ts, paths.ts) answer
// what a unit may legally do. Binary heap: penalties make the costs too spread
// for reach.ts's bucket queue. No allocation after `allocateWeighted`.
import { neighbours, at32, set32, zeroed } from './board';

export const TABLES: i32 = 12;
/** i16 × 6N per table: cost to step from hex h in direction d (forward), or to step into h from that neighbour (a reverse table); -1 = no step. */
export let wStep: usize = 0;
/** i32 × N: added on entering the hex; negative = may not be entered. */
export let wPenalty: usize = 0;
/** u8 × N: 1 = a forward search that enters the hex stops there (it never leaves it, unless it is a seed); read only by a search told it has stops. */
export let wStop: usize = 0;
/** i32 × N: the searches' seeds (hexes), then their starting costs. */
export let wSeedHex: usize = 0;
export let wSeedCost: usize = 0;
/** i32 × N outputs: cost of the cheapest route to each hex (INF unreached), and the hex it came from (-1 a seed). */
export let wDist: usize = 0;
export let wPrev: usize = 0;
/** i32 × N output: the hexes settled, in the order they were (the first `settled` of them). */
export let wOrder: usize = 0;

export const INF: i32 = 1 << 29;

let n: i32 = 0;
/** u8 × N scratch: 1 on the seeds of the search under way (a seed is left even when it is a stop). */
let isSeed: usize = 0;
let heapCost: usize = 0;
let heapHex: usize = 0;
/** Entries in the binary heap (repair.ts's queue keeps its dearer entries in it too). */
let heapSize: i32 = 0;

export function allocateWeighted(hexCount: i32): void {
  n = hexCount;
  wStep = zeroed(TABLES * n * 6 * 2);
  wPenalty = zeroed(n * 4);
  wStop = zeroed(n);
  wSeedHex = zeroed(n * 4);
  wSeedCost = zeroed(n * 4);
  wDist = zeroed(n * 4);
  wPrev = zeroed(n * 4);
  wOrder = zeroed(n * 4);
  isSeed = zeroed(n);
  // lazy deletion: at most one entry per relaxation (6 a hex) plus the seeds; a repair's, twice that
  heapCost = zeroed((n * 16 + 8) * 4);
  heapHex = zeroed((n * 16 + 8) * 4);
}

/** Empties the binary heap (a search that stopped at its target may leave entries). */
export function heapClear(): void {
  heapSize = 0;
}

/** Puts hex h in the binary heap at cost c. */
export function heapPush(c: i32, h: i32): void {
  let i = heapSize++;
  while (i > 0) {
    const p = (i - 1) >> 1;
    const pc = at32(heapCost, p);
    if (pc <= c) break;
    set32(heapCost, i, pc);
    set32(heapHex, i, at32(heapHex, p));
    i = p;
  }
  set32(heapCost, i, c);
  set32(heapHex, i, h);
}

export let popped: i32 = 0;
/** Removes the heap's cheapest entry; its hex is returned, its cost left in `popped`. */
export function heapPop(): i32 {
  const h0 = at32(heapHex, 0);
  popped = at32(heapCost, 0);
  const last = --heapSize;
  const c = at32(heapCost, last);
  const h = at32(heapHex, last);
  let i = 0;
  while (true) {
    let k = 2 * i + 1;
    if (k >= last) break;
    if (k + 1 < last && at32(heapCost, k + 1) < at32(heapCost, k)) k++;
    const kc = at32(heapCost, k);
    if (kc >= c) break;
    set32(heapCost, i, kc);
    set32(heapHex, i, at32(heapHex, k));
    i = k;
  }
  set32(heapCost, i, c);
  set32(heapHex, i, h);
  return h0;
}

/**
 * Dijkstra from `seeds` seeds over step table `table`, each hex entered
 * costing its step plus its penalty, never beyond `budget`. Forward: from the
 * seeds outwards (where can they go). Reverse (`reverse` = 1, with a reverse
 * table): the cost from every hex *to* the seeds; a hex whose penalty is
 * negative is then a hex no route passes through. `stops` = 1: the forward
 * search reads wStop (0: no hex stops it). Stops early when it settles
 * `target` (>= 0) and returns its cost; otherwise returns INF or, with no
 * target, the number of hexes settled.
 */
export function weightedSearch(table: i32, seeds: i32, budget: i32, target: i32, reverse: i32, stops: i32): i32 {
  return searchWith(table, seeds, budget, target, reverse, stops, wPenalty, wStop, wDist, wPrev);
}

/** weightedSearch reading its penalties and stops from, and writing its costs and routes to, the arrays given (repair.ts keeps its own). */
export function searchWith(
  table: i32,
  seeds: i32,
  budget: i32,
  target: i32,
  reverse: i32,
  stops: i32,
  penalty: usize,
  stop: usize,
  dist: usize,
  prev: usize,
): i32 {
  const steps = wStep + <usize>(table * n * 6 * 2);
  for (let h = 0; h < n; h++) {
    set32(dist, h, INF);
    set32(prev, h, -2);
  }
  memory.fill(isSeed, 0, <usize>n);
  heapSize = 0;
  for (let k = 0; k < seeds; k++) {
    const h = at32(wSeedHex, k);
    const c = at32(wSeedCost, k);
    store<u8>(isSeed + <usize>h, 1);
    if (c < at32(dist, h)) {
      set32(dist, h, c);
      set32(prev, h, -1);
      heapPush(c, h);
    }
  }
  let settled = 0;
  while (heapSize > 0) {
    const h = heapPop();
    const c = popped;
    if (c > at32(dist, h)) continue; // a stale entry
    set32(wOrder, settled++, h);
    if (h == target) return c;
    // 4.5: a forward route that enters a stop hex ends there (a seed is left all the same)
    if (stops && !reverse && load<u8>(stop + <usize>h) != 0 && load<u8>(isSeed + <usize>h) == 0) continue;
    // reverse, the routes run towards the seeds: h is entered from each neighbour, at h's penalty
    const ownPenalty = at32(penalty, h);
    if (reverse && ownPenalty < 0) continue;
    for (let d = 0; d < 6; d++) {
      const st = <i32>load<i16>(steps + ((<usize>(h * 6 + d)) << 1));
      if (st < 0) continue;
      const b = at32(neighbours, h * 6 + d);
      if (b < 0) continue;
      const pen = reverse ? ownPenalty : at32(penalty, b);
      if (pen < 0) continue;
      const nc = c + st + pen;
      if (nc <= budget && nc < at32(dist, b)) {
        set32(dist, b, nc);
        set32(prev, b, h);
        heapPush(nc, b);
      }
    }
  }
  return target >= 0 ? INF : settled;
}
