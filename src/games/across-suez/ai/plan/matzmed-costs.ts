// Every hex's cost to Matzmed for an ordinary Israeli unit (the evaluation's
// six-across schedule, value.ts): half Movement Points, Egyptian units
// blocking and their Zones of Control costing a stop's worth (4.5). It
// depends on the Egyptian units alone, so two results are kept, each with
// where the Egyptian units stood (a planner alternates a position with one
// Egyptian unit taken off and comes back to it). For a new position, the
// last result is repaired rather than searched again: the routes through a
// hex that became dearer are dropped and a small Dijkstra settles what
// changed. The costs are exactly the full search's
// (tests/games/across-suez/ai/reach.test.ts): they are unique whatever the
// order of settling, and every step costs at least 1.
import { EGY, STEP, type MapModel, type Snapshot } from './model.js';
import { UNREACHED } from '../../../../engine/weighted-search.js';

const INF = UNREACHED;
/** Past this many changed hexes a full search is cheaper than a repair. */
const MAX_CHANGED = 40;

interface Route {
  model: MapModel | null;
  /** The hexes the units stood on (only the Egyptian ones matter). */
  egyptians: Int16Array;
  /** What entering each hex adds to its step: -1 no route through it (an Egyptian unit), 8 an Egyptian ZOC, 0. */
  penalty: Int8Array;
  /** Each hex's cost to Matzmed (INF: none), and the next hex on its route (-1 Matzmed, -2 none). */
  costs: Int32Array;
  next: Int16Array;
}

const routes: Route[] = [0, 1].map(() => empty(0, 0));
let penalty = new Int8Array(0),
  changed = new Int16Array(0),
  dropped = new Int16Array(0),
  heap = new Int32Array(0);
let heapSize = 0;

function empty(n: number, units: number): Route {
  return {
    model: null,
    egyptians: new Int16Array(units),
    penalty: new Int8Array(n),
    costs: new Int32Array(n),
    next: new Int16Array(n),
  };
}

/** Each hex's cost to Matzmed in `s`, given who holds each hex and the Egyptian ZOC (routes.ts, markZoc). */
export function costsToMatzmed(m: MapModel, s: Snapshot, holder: Uint8Array, egyZoc: Uint8Array): Int32Array {
  const holds = (r: Route) => {
    if (r.model !== m || r.egyptians.length !== s.units.length) return false;
    for (let u = 0; u < s.units.length; u++) if (s.units[u]!.side === EGY && r.egyptians[u] !== s.hex[u]) return false;
    return true;
  };
  if (holds(routes[0]!)) return routes[0]!.costs;
  if (holds(routes[1]!)) {
    routes.reverse();
    return routes[0]!.costs;
  }
  const n = m.n;
  if (penalty.length !== n) {
    [penalty, changed, dropped, heap] = [new Int8Array(n), new Int16Array(n), new Int16Array(n), new Int32Array(8 * n)];
  }
  for (let h = 0; h < n; h++) penalty[h] = holder[h] === EGY ? -1 : egyZoc[h] && h !== m.matzmed ? 8 : 0;
  // the one used last is the nearer: the other takes its place and is repaired from it
  const [base, r] = routes as [Route, Route];
  routes.reverse();
  if (r.model !== m || r.egyptians.length !== s.units.length) Object.assign(r, empty(n, s.units.length), { model: m });
  r.egyptians.set(s.hex);
  let count = 0;
  if (base.model === m) {
    for (let h = 0; h < n && count <= MAX_CHANGED; h++) if (penalty[h] !== base.penalty[h]) changed[count++] = h;
  }
  if (base.model !== m || count > MAX_CHANGED || n > 1024) search(m, r);
  else {
    r.costs.set(base.costs);
    r.next.set(base.next);
    r.penalty.set(base.penalty);
    repair(m, r, count);
  }
  r.penalty.set(penalty);
  return r.costs;
}

/** The full search, in the engine (assembly/weighted.ts). */
function search(m: MapModel, r: Route): void {
  m.search.penalty.set(penalty);
  m.search.search({ table: STEP.reverse, from: [m.matzmed], reverse: true });
  r.costs.set(m.search.dist);
  for (let h = 0; h < m.n; h++) r.next[h] = m.search.prev[h]!;
}

/** Brings `r` from its penalties to `penalty`, through the `count` hexes in `changed`. */
function repair(m: MapModel, r: Route, count: number): void {
  const { costs, next } = r;
  let drops = 0;
  const dropRoutesThrough = (h: number) => {
    for (let d = 0; d < 6; d++) {
      const b = m.nbr[h * 6 + d]!;
      if (b < 0 || next[b] !== h || costs[b]! >= INF) continue;
      costs[b] = INF;
      next[b] = -2;
      dropped[drops++] = b;
    }
  };
  // a hex that became dearer to pass: every route through it is dropped (its own cost does not change)
  for (let i = 0; i < count; i++) {
    const h = changed[i]!;
    const was = r.penalty[h]!,
      now = penalty[h]!;
    if (now < 0 ? was >= 0 : was >= 0 && now > was) dropRoutesThrough(h);
  }
  for (let i = 0; i < drops; i++) dropRoutesThrough(dropped[i]!);
  heapSize = 0;
  // dropped hexes from their neighbours; changed hexes that stay reached pass their new penalty on
  for (let i = 0; i < drops; i++) {
    const h = dropped[i]!;
    for (let d = 0; d < 6; d++) {
      const p = m.nbr[h * 6 + d]!;
      const st = m.step[h * 6 + d]!;
      if (p < 0 || st < 0 || costs[p]! >= INF || penalty[p]! < 0) continue;
      const c = costs[p]! + st + penalty[p]!;
      if (c < costs[h]!) {
        costs[h] = c;
        next[h] = p;
      }
    }
    if (costs[h]! < INF) push(costs[h]!, h);
  }
  for (let i = 0; i < count; i++) {
    const h = changed[i]!;
    if (costs[h]! < INF) push(costs[h]!, h);
  }
  while (heapSize > 0) {
    const top = pop();
    const c = top >>> 10,
      h = top & 1023;
    if (costs[h] !== c) continue;
    const pen = penalty[h]!;
    if (pen < 0) continue; // no route runs through an Egyptian unit
    for (let d = 0; d < 6; d++) {
      const b = m.nbr[h * 6 + d]!;
      const st = m.revStep[h * 6 + d]!;
      if (b < 0 || st < 0) continue;
      const nc = c + st + pen;
      if (nc < costs[b]!) {
        costs[b] = nc;
        next[b] = h;
        push(nc, b);
      }
    }
  }
}

// a binary min-heap of cost × 1024 + hex
function push(c: number, h: number): void {
  let i = heapSize++;
  const key = c * 1024 + h;
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if (heap[parent]! <= key) break;
    heap[i] = heap[parent]!;
    i = parent;
  }
  heap[i] = key;
}

function pop(): number {
  const top = heap[0]!;
  const last = heap[--heapSize]!;
  let i = 0;
  for (;;) {
    let child = 2 * i + 1;
    if (child >= heapSize) break;
    if (child + 1 < heapSize && heap[child + 1]! < heap[child]!) child++;
    if (heap[child]! >= last) break;
    heap[i] = heap[child]!;
    i = child;
  }
  heap[i] = last;
  return top;
}
