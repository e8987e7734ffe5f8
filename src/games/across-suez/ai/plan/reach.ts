// Where the Egyptian player can stand after his next Movement Phase (the
// evaluation's reach, routes.ts), kept from one evaluation to the next and
// repaired where the position changed instead of searched again.
//
// The reach is a Dijkstra from every Egyptian unit (and reinforcement due)
// at once, within a budget of half Movement Points: Israeli units block, and
// a route that enters an Israeli Zone of Control ends there (4.5) unless it
// starts there. A planner scores thousands of positions that differ from the
// last one by a unit or two, so the last search's costs and routes are kept;
// for the next position the hexes whose holder, Zone of Control or seed
// changed are found (bit sets, a few words), the routes that ran through a
// hex now closed are dropped, and a small Dijkstra over a bucket queue (the
// costs are small integers) settles what changed. The result is exactly the
// full search's (tests/games/across-suez/ai/reach.test.ts): the costs are
// unique whatever the order of settling, and every step costs at least 1.
import { EGY, ISR, STEP, type MapModel, type Snapshot } from './model.js';
import { UNREACHED } from '../../../../engine/weighted-search.js';

const INF = UNREACHED;
/** Past this many changed hexes a full search is cheaper than a repair. */
const MAX_CHANGED = 48;

/** One reach: its inputs as bit sets over the hexes, and what it found. */
interface Reach {
  model: MapModel | null;
  budget: number;
  seed: Uint32Array;
  held: Uint32Array;
  zoc: Uint32Array;
  /** Cost of each hex (INF beyond the budget) and the hex its route came from (-1 a seed, -2 none). */
  dist: Int32Array;
  prev: Int16Array;
  /** 1 = an Egyptian unit can end its move there; cuttable: there or next to it. */
  reach: Uint8Array;
  cuttable: Uint8Array;
  /** How many of the hex and its neighbours are in reach. */
  near: Uint8Array;
}

let last: Reach = empty(0);
// the position being evaluated, as bit sets
let seed = new Uint32Array(0),
  held = new Uint32Array(0),
  zoc = new Uint32Array(0);
// scratch: changed and dropped hexes, the bucket queue (a linked list of entries per cost)
let changed = new Int16Array(0),
  dropped = new Int16Array(0),
  head = new Int32Array(0),
  entryHex = new Int16Array(0),
  entryNext = new Int32Array(0);
let entries = 0,
  drops = 0;

function empty(n: number): Reach {
  const words = (n + 31) >>> 5;
  return {
    model: null,
    budget: 0,
    seed: new Uint32Array(words),
    held: new Uint32Array(words),
    zoc: new Uint32Array(words),
    dist: new Int32Array(n).fill(INF),
    prev: new Int16Array(n).fill(-2),
    reach: new Uint8Array(n),
    cuttable: new Uint8Array(n),
    near: new Uint8Array(n),
  };
}

const has = (bits: Uint32Array, h: number) => (bits[h >>> 5]! >>> (h & 31)) & 1;
const set = (bits: Uint32Array, h: number) => (bits[h >>> 5]! |= 1 << (h & 31));

/**
 * The hexes the Egyptian player can end his next move on within `budget`
 * half Movement Points (reinforcements due by Game-Turn `dueBy` entering at
 * their hex), and `cuttable`: those hexes and their neighbours.
 */
export function egyptianReachOf(
  m: MapModel,
  s: Snapshot,
  budget: number,
  dueBy: number,
): { reach: Uint8Array; cuttable: Uint8Array } {
  const n = m.n;
  if (last.dist.length !== n) {
    last = empty(n);
    const words = (n + 31) >>> 5;
    [seed, held, zoc] = [new Uint32Array(words), new Uint32Array(words), new Uint32Array(words)];
    [changed, dropped, head] = [new Int16Array(n), new Int16Array(n), new Int32Array(64)];
    [entryHex, entryNext] = [new Int16Array(10 * n), new Int32Array(10 * n)];
  }
  readPosition(m, s, dueBy);
  const r = last;
  let count = 0;
  if (r.model === m && r.budget === budget) {
    for (let w = 0; w < seed.length && count <= MAX_CHANGED; w++) {
      let diff = (seed[w]! ^ r.seed[w]!) | (held[w]! ^ r.held[w]!) | (zoc[w]! ^ r.zoc[w]!);
      while (diff !== 0 && count <= MAX_CHANGED) {
        const bit = 31 - Math.clz32(diff);
        diff ^= 1 << bit;
        changed[count++] = (w << 5) | bit;
      }
    }
    if (count === 0) return r;
  }
  const full = r.model !== m || r.budget !== budget || count > MAX_CHANGED || budget >= 64;
  if (full) search(m, r, budget);
  else repair(m, r, budget, count);
  r.model = m;
  r.budget = budget;
  r.seed.set(seed);
  r.held.set(held);
  r.zoc.set(zoc);
  if (full) {
    r.reach.fill(0);
    r.near.fill(0);
    r.cuttable.fill(0);
    for (let h = 0; h < n; h++) mark(m, r, h);
  } else {
    // only the hexes the repair touched can have come into reach or gone out of it
    for (let i = 0; i < count; i++) mark(m, r, changed[i]!);
    for (let i = 0; i < drops; i++) mark(m, r, dropped[i]!);
    for (let e = 0; e < entries; e++) mark(m, r, entryHex[e]!);
  }
  return r;
}

/** Brings reach[h] to what dist[h] says (a seed is reached even with no budget left), and the counts of reached hexes beside it. */
function mark(m: MapModel, r: Reach, h: number): void {
  const now = r.dist[h]! < INF ? 1 : 0;
  if (r.reach[h] === now) return;
  r.reach[h] = now;
  const delta = now ? 1 : -1;
  r.near[h]! += delta;
  r.cuttable[h] = r.near[h]! > 0 ? 1 : 0;
  for (let d = 0; d < 6; d++) {
    const b = m.nbr[h * 6 + d]!;
    if (b < 0) continue;
    r.near[b]! += delta;
    r.cuttable[b] = r.near[b]! > 0 ? 1 : 0;
  }
}

/** The seeds (Egyptian units, and reinforcements due whose hex is free), the hexes Israeli units hold and control. */
function readPosition(m: MapModel, s: Snapshot, dueBy: number): void {
  seed.fill(0);
  held.fill(0);
  zoc.fill(0);
  for (let u = 0; u < s.units.length; u++) {
    const x = s.units[u]!;
    if (x.side === EGY) {
      const h = s.loc[u] === 0 ? s.hex[u]! : s.loc[u] === 1 && x.arrives <= dueBy ? x.arrivalHex : -1;
      if (h >= 0 && !(s.loc[u] === 1 && s.at[h]! >= 0)) set(seed, h);
      continue;
    }
    const h = s.hex[u]!;
    if (x.side !== ISR || h < 0) continue;
    set(held, h);
    if (x.bridge) continue; // 4.5: the bridge exerts no Zone of Control
    for (let d = 0; d < 6; d++) {
      const b = m.nbr[h * 6 + d]!;
      if (b >= 0) set(zoc, b);
    }
  }
}

/** The full search, in the engine (assembly/weighted.ts). */
function search(m: MapModel, r: Reach, budget: number): void {
  const { penalty, stop } = m.search;
  const from: number[] = [];
  for (let h = 0; h < m.n; h++) {
    penalty[h] = has(held, h) ? -1 : 0;
    stop[h] = has(zoc, h);
    if (has(seed, h)) from.push(h);
  }
  m.search.search({ table: STEP.forward, from, budget });
  stop.fill(0);
  r.dist.set(m.search.dist);
  for (let h = 0; h < m.n; h++) r.prev[h] = m.search.prev[h]!;
}

/** A route may leave h: a seed, or a hex outside every Israeli Zone of Control (4.5). */
const leaves = (h: number) => has(seed, h) === 1 || has(zoc, h) === 0;

/** Brings `r` from its position to the one read, through the `count` hexes in `changed`. */
function repair(m: MapModel, r: Reach, budget: number, count: number): void {
  const { dist, prev } = r;
  // drop every route through a hex that now blocks, no longer seeds, or newly stops it
  drops = 0;
  const drop = (h: number) => {
    dist[h] = INF;
    prev[h] = -2;
    dropped[drops++] = h;
  };
  for (let i = 0; i < count; i++) {
    const h = changed[i]!;
    if (dist[h]! >= INF) continue;
    if (has(held, h) || (has(r.seed, h) && !has(seed, h))) drop(h);
  }
  for (let i = 0; i < count; i++) {
    const h = changed[i]!;
    const wasLeft = has(r.seed, h) === 1 || has(r.zoc, h) === 0;
    if (dist[h]! >= INF || (wasLeft && !leaves(h))) dropRoutesFrom(m, h, prev, dist, drop);
  }
  for (let i = 0; i < drops; i++) dropRoutesFrom(m, dropped[i]!, prev, dist, drop);
  // then settle again: new seeds at 0, every dropped or changed hex from its neighbours, changed hexes left anew
  head.fill(-1, 0, budget + 1);
  entries = 0;
  for (let i = 0; i < count; i++) {
    const h = changed[i]!;
    if (has(seed, h) && dist[h] !== 0) {
      dist[h] = 0;
      prev[h] = -1;
    }
    settleFromNeighbours(m, h, dist, prev, budget);
    if (dist[h]! <= budget) push(dist[h]!, h);
  }
  for (let i = 0; i < drops; i++) {
    const h = dropped[i]!;
    settleFromNeighbours(m, h, dist, prev, budget);
    if (dist[h]! <= budget) push(dist[h]!, h);
  }
  for (let c = 0; c <= budget; c++) {
    for (let e = head[c]!; e >= 0; e = head[c]!) {
      head[c] = entryNext[e]!;
      const h = entryHex[e]!;
      if (dist[h] !== c || !leaves(h)) continue;
      for (let d = 0; d < 6; d++) {
        const st = m.step[h * 6 + d]!;
        const b = m.nbr[h * 6 + d]!;
        if (st < 0 || b < 0 || has(held, b)) continue;
        const nc = c + st;
        if (nc <= budget && nc < dist[b]!) {
          dist[b] = nc;
          prev[b] = h;
          push(nc, b);
        }
      }
    }
  }
}

/** Drops every hex whose route runs from h (its children in the route tree, and theirs through the `dropped` list). */
function dropRoutesFrom(m: MapModel, h: number, prev: Int16Array, dist: Int32Array, drop: (h: number) => void): void {
  for (let d = 0; d < 6; d++) {
    const b = m.nbr[h * 6 + d]!;
    if (b >= 0 && prev[b] === h && dist[b]! < INF) drop(b);
  }
}

/** The cheapest way into h from a neighbour a route may leave (h open), if cheaper than h's cost now. */
function settleFromNeighbours(m: MapModel, h: number, dist: Int32Array, prev: Int16Array, budget: number): void {
  if (has(held, h)) return;
  for (let d = 0; d < 6; d++) {
    const p = m.nbr[h * 6 + d]!;
    const st = m.revStep[h * 6 + d]!;
    if (p < 0 || st < 0 || dist[p]! >= INF || !leaves(p)) continue;
    const c = dist[p]! + st;
    if (c <= budget && c < dist[h]!) {
      dist[h] = c;
      prev[h] = p;
    }
  }
}

function push(c: number, h: number): void {
  entryHex[entries] = h;
  entryNext[entries] = head[c]!;
  head[c] = entries++;
}
