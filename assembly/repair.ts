// Weighted searches kept between problems and repaired where a few hexes'
// penalties, stops or seeds changed (src/engine/weighted-repair.ts is the
// host's side): what a computer player needs when it scores thousands of
// positions that differ by a unit or two. Each search kept lives in a slot
// of its own (REPAIR_SLOTS, allocated by `allocateRepair`): its costs and
// routes, the inputs they are for and those of the next update. The full
// search is weighted.ts's, with the same meaning of every input:
//
//  - forward: a hex's cost is its cheapest seed's head start plus, for each
//    hex entered, the step's cost and the hex's penalty (negative: it may
//    not be entered); a route ends on a stop hex unless it is a seed;
//  - reverse: a hex's cost is that of the cheapest route from it to a
//    seed, the step into each hex costing its penalty too (negative: no
//    route passes through it);
//  - nothing beyond `budget`.
//
// The repair drops every route through a hex that became dearer, closed or
// stopping, settles the dropped and changed hexes again from their
// neighbours, and runs a Dijkstra from them while costs fall. Costs are
// unique whatever the order of settling (steps and penalties are never
// negative), so they are the full search's. Its queue: a bucket per cost
// below BUCKETS (a list per cost, last in first out), weighted.ts's binary
// heap above.
// No allocation after `allocateRepair`.
import { neighbours, at32, set32, zeroed } from './board';
import {
  INF,
  heapClear,
  heapPop,
  heapPush,
  popped as heapPopped,
  searchWith,
  wSeedCost,
  wSeedHex,
  wStep,
} from './weighted';

export const REPAIR_SLOTS: i32 = 16;
/**
 * The per-slot arrays, in the order repairPtr numbers them: i32 costs,
 * routes (-1 a seed, -2 none), changed hexes, penalties, head starts, next
 * penalties, next head starts; u8 stops, next stops, and for a slot that
 * keeps its cover: reached (a cost within the budget), how many of the hex
 * and its neighbours are reached, covered (any of them is).
 */
const COST: i32 = 0,
  FROM: i32 = 1,
  CHANGED: i32 = 2,
  PENALTY: i32 = 3,
  SEED: i32 = 4,
  NEXT_PENALTY: i32 = 5,
  NEXT_SEED: i32 = 6,
  WORDS: i32 = 7,
  STOP: i32 = 7,
  NEXT_STOP: i32 = 8,
  REACHED: i32 = 9,
  NEAR: i32 = 10,
  COVERED: i32 = 11,
  BYTES: i32 = 5;
/** i32 per slot in `meta`: step table, reverse (0/1), the budget the costs are for, valid (0/1), keeps its cover (0/1). */
const META: i32 = 8;
const BUCKETS: i32 = 1024;

let n: i32 = 0;
/** i32 × WORDS × N per slot, then u8 × BYTES × N per slot. */
let words: usize = 0;
let bytes: usize = 0;
let meta: usize = 0;
/** i32 × N: the hexes whose inputs the host set since the last update (written by the host). */
export let repairPending: usize = 0;
/** i32 × 8N: the hexes whose cover the last update of a slot that keeps one flipped (its result's `repairFlips` of them, -1: maybe any). */
export let repairFlipped: usize = 0;
export let repairFlips: i32 = 0;
/** i8 × 6N: the direction from each neighbour back to the hex (-1 none). */
let opposite: usize = 0;
let dropped: usize = 0;
let drops: i32 = 0;
// the queue: per cost the first entry (-1 none), per entry its hex and the next in its bucket; the heap for dearer costs
let head: usize = 0;
let entryNext: usize = 0;
let entryHex: usize = 0;
let entries: i32 = 0;
let inBuckets: i32 = 0;
let low: i32 = 0;
let queued: i32 = 0;
let popped: i32 = 0;

// the slot being updated
let cost: usize = 0,
  from: usize = 0,
  changed: usize = 0,
  penalty: usize = 0,
  seed: usize = 0,
  nextPenalty: usize = 0,
  nextSeed: usize = 0,
  stop: usize = 0,
  nextStop: usize = 0,
  steps: usize = 0,
  reverse: bool = false;

export function allocateRepair(hexCount: i32): void {
  n = hexCount;
  words = zeroed(REPAIR_SLOTS * WORDS * n * 4);
  bytes = zeroed(REPAIR_SLOTS * BYTES * n);
  meta = zeroed(REPAIR_SLOTS * META * 4);
  repairPending = zeroed(n * 4);
  // a hex's cover flips at most once for each of its seven hexes' reached flags
  repairFlipped = zeroed(8 * n * 4);
  dropped = zeroed(n * 4);
  opposite = zeroed(n * 6);
  for (let h = 0; h < n; h++)
    for (let d = 0; d < 6; d++) {
      const b = at32(neighbours, h * 6 + d);
      let back = -1;
      if (b >= 0) for (let e = 0; e < 6; e++) if (at32(neighbours, b * 6 + e) == h) back = e;
      store<i8>(opposite + <usize>(h * 6 + d), <i8>back);
    }
  const capacity = 16 * n + 8;
  head = zeroed(BUCKETS * 4);
  memory.fill(head, 0xff, <usize>(BUCKETS * 4));
  entryNext = zeroed(capacity * 4);
  entryHex = zeroed(capacity * 4);
  low = BUCKETS;
}

/** Where array `which` (see COST…NEXT_STOP) of a slot starts. */
export function repairPtr(slot: i32, which: i32): usize {
  if (which < WORDS) return words + <usize>(((slot * WORDS + which) * n) << 2);
  return bytes + <usize>((slot * BYTES + which - WORDS) * n);
}

/**
 * Makes a slot a search over step table `table` (forward, or reverse = 1)
 * with no seed, penalty or stop, not yet searched; `cover` = 1: it keeps
 * which hexes are reached or next to one reached, and lists those that flip.
 */
export function repairReset(slot: i32, table: i32, rev: i32, cover: i32): void {
  select(slot);
  for (let h = 0; h < n; h++) {
    set32(cost, h, INF);
    set32(from, h, -2);
    set32(seed, h, INF);
    set32(nextSeed, h, INF);
  }
  memory.fill(penalty, 0, <usize>(n * 4));
  memory.fill(nextPenalty, 0, <usize>(n * 4));
  memory.fill(repairPtr(slot, WORDS), 0, <usize>(BYTES * n));
  const m = meta + <usize>(slot * META * 4);
  store<i32>(m, table);
  store<i32>(m + 4, rev);
  store<i32>(m + 8, -2);
  store<i32>(m + 12, 0);
  store<i32>(m + 16, cover);
}

/** Slot `to` takes slot `from`'s costs and inputs, the next update's included, as its own (the same table and direction). */
export function repairCopy(to: i32, source: i32): void {
  memory.copy(repairPtr(to, 0), repairPtr(source, 0), <usize>((WORDS * n) << 2));
  memory.copy(repairPtr(to, WORDS), repairPtr(source, WORDS), <usize>(BYTES * n));
  memory.copy(meta + <usize>(to * META * 4), meta + <usize>(source * META * 4), <usize>(META * 4));
}

/**
 * Brings a slot's costs to the inputs set since its last update (the
 * `pending` hexes listed in repairPending), within `budget`. Returns how many
 * hexes' costs may have changed, listed in its CHANGED array, or -1 when any
 * may have (a full search).
 */
export function repairUpdate(slot: i32, pending: i32, budget: i32): i32 {
  select(slot);
  let count = 0;
  for (let i = 0; i < pending; i++) {
    const h = at32(repairPending, i);
    if (
      at32(nextPenalty, h) != at32(penalty, h) ||
      load<u8>(nextStop + <usize>h) != load<u8>(stop + <usize>h) ||
      at32(nextSeed, h) != at32(seed, h)
    )
      set32(changed, count++, h);
  }
  const m = meta + <usize>(slot * META * 4);
  let total = -1;
  if (load<i32>(m + 12) != 0 && budget == load<i32>(m + 8) && count <= max(8, n >> 3))
    total = count == 0 ? 0 : repair(budget, count);
  else full(m, budget);
  if (load<i32>(m + 16) != 0) cover(slot, total);
  return total;
}

let reached: usize = 0,
  near: usize = 0,
  covered: usize = 0;

/** Brings a slot's cover to its costs where they may have changed (`total` hexes listed, -1: all), listing the hexes whose cover flips. */
function cover(slot: i32, total: i32): void {
  reached = repairPtr(slot, REACHED);
  near = repairPtr(slot, NEAR);
  covered = repairPtr(slot, COVERED);
  if (total < 0) {
    memory.fill(reached, 0, <usize>(3 * n));
    repairFlips = -1;
    for (let h = 0; h < n; h++) mark(h);
  } else {
    repairFlips = 0;
    for (let i = 0; i < total; i++) mark(at32(changed, i));
  }
}

/** reached[h] brought to its cost, and the counts of reached hexes on and beside it. */
function mark(h: i32): void {
  const now: u8 = at32(cost, h) < INF ? 1 : 0;
  if (load<u8>(reached + <usize>h) == now) return;
  store<u8>(reached + <usize>h, now);
  const delta: i32 = now ? 1 : -1;
  nearBy(h, delta);
  for (let d = 0; d < 6; d++) {
    const b = at32(neighbours, h * 6 + d);
    if (b >= 0) nearBy(b, delta);
  }
}

/** One more (or one fewer) hex reached on or beside h: covered while any is; a flip is listed. */
function nearBy(h: i32, delta: i32): void {
  const count = <i32>load<u8>(near + <usize>h) + delta;
  store<u8>(near + <usize>h, <u8>count);
  const now: u8 = count > 0 ? 1 : 0;
  if (load<u8>(covered + <usize>h) == now) return;
  store<u8>(covered + <usize>h, now);
  if (repairFlips >= 0) set32(repairFlipped, repairFlips++, h);
}

function select(slot: i32): void {
  cost = repairPtr(slot, COST);
  from = repairPtr(slot, FROM);
  changed = repairPtr(slot, CHANGED);
  penalty = repairPtr(slot, PENALTY);
  seed = repairPtr(slot, SEED);
  nextPenalty = repairPtr(slot, NEXT_PENALTY);
  nextSeed = repairPtr(slot, NEXT_SEED);
  stop = repairPtr(slot, STOP);
  nextStop = repairPtr(slot, NEXT_STOP);
  const m = meta + <usize>(slot * META * 4);
  const table = load<i32>(m);
  steps = wStep + <usize>(table * n * 6 * 2);
  reverse = load<i32>(m + 4) != 0;
}

function full(m: usize, budget: i32): void {
  memory.copy(penalty, nextPenalty, <usize>(n * 4));
  memory.copy(stop, nextStop, <usize>n);
  memory.copy(seed, nextSeed, <usize>(n * 4));
  store<i32>(m + 8, budget);
  store<i32>(m + 12, 1);
  let seeds = 0;
  for (let h = 0; h < n; h++) {
    const c = at32(seed, h);
    if (c >= INF) continue;
    set32(wSeedHex, seeds, h);
    set32(wSeedCost, seeds++, c);
  }
  const table = load<i32>(m);
  searchWith(table, seeds, budget, -1, reverse ? 1 : 0, reverse ? 0 : 1, penalty, stop, cost, from);
}

/**
 * The repair (see the file comment): the number of hexes listed as changed
 * (-1: maybe any). However many routes it drops it costs at most about two
 * full searches, and far less as a rule: it never gives up for one.
 */
function repair(budget: i32, count: i32): i32 {
  drops = 0;
  heapClear();
  for (let i = 0; i < count; i++) {
    const h = at32(changed, i);
    if (at32(cost, h) >= INF) continue;
    const was = at32(penalty, h),
      now = at32(nextPenalty, h);
    const dearer = now < 0 ? was >= 0 : was >= 0 && now > was;
    const f = at32(from, h);
    // its own cost: a seed's head start, or (forward) the penalty of entering it
    if ((f == -1 && at32(nextSeed, h) > at32(seed, h)) || (!reverse && dearer && f >= 0)) drop(h);
    // the routes through it: it no longer passes them on, or (reverse) passing through it is dearer
    else if ((leaves(h, penalty, stop, seed) && !leaves(h, nextPenalty, nextStop, nextSeed)) || (reverse && dearer))
      dropRoutesFrom(h);
  }
  for (let i = 0; i < drops; i++) dropRoutesFrom(at32(dropped, i));
  for (let i = 0; i < count; i++) {
    const h = at32(changed, i);
    set32(penalty, h, at32(nextPenalty, h));
    store<u8>(stop + <usize>h, load<u8>(nextStop + <usize>h));
    set32(seed, h, at32(nextSeed, h));
  }
  for (let i = 0; i < count; i++) settle(at32(changed, i), budget, true);
  for (let i = 0; i < drops; i++) settle(at32(dropped, i), budget, false);
  let total = count;
  while (queued > 0) {
    const h = pop(),
      c = popped;
    if (at32(cost, h) != c || !leaves(h, penalty, stop, seed)) continue;
    const own = at32(penalty, h);
    for (let d = 0; d < 6; d++) {
      const b = at32(neighbours, h * 6 + d);
      const st = <i32>load<i16>(steps + ((<usize>(h * 6 + d)) << 1));
      if (b < 0 || st < 0) continue;
      const pen = reverse ? own : at32(penalty, b);
      if (pen < 0) continue;
      const nc = c + st + pen;
      if (nc <= budget && nc < at32(cost, b)) {
        set32(cost, b, nc);
        set32(from, b, h);
        push(nc, b);
        if (total < n) set32(changed, total++, b);
      }
    }
  }
  for (let i = 0; i < drops && total < n; i++) set32(changed, total++, at32(dropped, i));
  return total < n ? total : -1;
}

/** A route may go on from h: (reverse) no unit blocks it; (forward) a seed, or not a stop. */
function leaves(h: i32, pen: usize, stp: usize, sd: usize): bool {
  return reverse ? at32(pen, h) >= 0 : at32(sd, h) < INF || load<u8>(stp + <usize>h) == 0;
}

function drop(h: i32): void {
  set32(cost, h, INF);
  set32(from, h, -2);
  set32(dropped, drops++, h);
}

/** Drops the hexes whose route comes through h (its children in the route tree; theirs follow from the dropped list). */
function dropRoutesFrom(h: i32): void {
  for (let d = 0; d < 6; d++) {
    const b = at32(neighbours, h * 6 + d);
    if (b >= 0 && at32(from, b) == h && at32(cost, b) < INF) drop(b);
  }
}

/** h's cheapest cost from its seed head start and its neighbours' costs now; queued to pass it on (always, if `passOn`). */
function settle(h: i32, budget: i32, passOn: bool): void {
  let best = at32(cost, h);
  const was = best;
  if (at32(seed, h) < best) {
    best = at32(seed, h);
    set32(from, h, -1);
  }
  if (reverse || at32(penalty, h) >= 0) {
    for (let d = 0; d < 6; d++) {
      const p = at32(neighbours, h * 6 + d);
      if (p < 0 || at32(cost, p) >= INF) continue;
      const back = <i32>load<i8>(opposite + <usize>(h * 6 + d));
      const st = back < 0 ? -1 : <i32>load<i16>(steps + ((<usize>(p * 6 + back)) << 1));
      if (st < 0) continue;
      if (reverse ? at32(penalty, p) < 0 : at32(seed, p) >= INF && load<u8>(stop + <usize>p) == 1) continue;
      const c = at32(cost, p) + st + (reverse ? at32(penalty, p) : at32(penalty, h));
      if (c <= budget && c < best) {
        best = c;
        set32(from, h, p);
      }
    }
  }
  set32(cost, h, best);
  if (best < INF && (passOn || best < was)) push(best, h);
}

function push(c: i32, h: i32): void {
  queued++;
  if (c < BUCKETS) {
    const e = entries++;
    set32(entryHex, e, h);
    set32(entryNext, e, at32(head, c));
    set32(head, c, e);
    inBuckets++;
    if (c < low) low = c;
    return;
  }
  heapPush(c, h);
}

/** Removes the cheapest entry (the queue holds one); its hex is returned, its cost left in `popped`. */
function pop(): i32 {
  queued--;
  if (inBuckets > 0) {
    let c = low;
    while (at32(head, c) < 0) c++;
    const e = at32(head, c);
    set32(head, c, at32(entryNext, e));
    low = c;
    popped = c;
    // the pool of entries starts again once the buckets are empty
    if (--inBuckets == 0) {
      entries = 0;
      low = BUCKETS;
    }
    return at32(entryHex, e);
  }
  const h = heapPop();
  popped = heapPopped;
  return h;
}
