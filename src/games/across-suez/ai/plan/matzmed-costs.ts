// Every hex's cost to Matzmed for an ordinary Israeli unit (the evaluation's
// six-across schedule, value.ts): half Movement Points, Egyptian units
// blocking and their Zones of Control costing a stop's worth (4.5). It
// depends on the Egyptian units alone, so a few results are kept, each with
// where the Egyptian units stood (a planner comes back to the same few:
// the position it scores moves, the ones it weighs each enemy unit in
// leave one out). For a new position the one used longest ago takes the
// costs of the kept one nearest it (fewest Egyptian units elsewhere) and is
// repaired from them (the engine's weighted-repair.ts), told only about
// the Egyptian units that moved.
import { EGY, STEP, type MapModel, type Snapshot } from './model.js';
import { RepairedSearch } from '../../../../engine/weighted-repair.js';

/** Results kept. */
const KEPT = 8;

interface Route {
  /** The hex each unit stood on (only the Egyptian ones count), and a hash of them. */
  egyptians: Int16Array;
  key: number;
  /** When it was last used (0: never made). */
  used: number;
  search: RepairedSearch;
  /** Per hex: Egyptian units on it, and next to it (their ZOC). */
  held: Uint8Array;
  zoc: Uint8Array;
}

let model: MapModel | null = null;
let routes: Route[] = [];
let clock = 0;

/** Each hex's cost to Matzmed in `s`. */
export function costsToMatzmed(m: MapModel, s: Snapshot): Int32Array {
  const n = s.units.length;
  if (model !== m || routes[0]!.egyptians.length !== n) {
    model = m;
    routes = Array.from({ length: KEPT }, (): Route => {
      const search = new RepairedSearch(m.search, {
        table: STEP.reverse,
        steps: m.revStep,
        neighbours: m.nbr,
        reverse: true,
      });
      search.setSeed(m.matzmed, 0);
      const egyptians = new Int16Array(n).fill(-1);
      return { egyptians, key: 0, used: 0, search, held: new Uint8Array(m.n), zoc: new Uint8Array(m.n) };
    });
  }
  let key = 0x811c9dc5;
  for (let u = 0; u < n; u++) if (s.units[u]!.side === EGY) key = Math.imul(key ^ (s.hex[u]! + 2), 0x01000193);
  /** Egyptian units standing elsewhere in r than in s (stops counting past `limit`). */
  const differences = (r: Route, limit: number) => {
    let d = 0;
    for (let u = 0; u < n && d <= limit; u++) if (s.units[u]!.side === EGY && r.egyptians[u] !== s.hex[u]) d++;
    return d;
  };
  let base: Route | null = null,
    oldest = routes[0]!,
    fewest = n + 1;
  for (const r of routes) {
    if (r.used > 0 && r.key === key && differences(r, 0) === 0) {
      r.used = ++clock;
      return r.search.cost;
    }
    if (r.used < oldest.used) oldest = r;
  }
  for (const r of routes) {
    if (r.used === 0 || r === oldest) continue;
    const d = differences(r, fewest - 1);
    if (d < fewest) [fewest, base] = [d, r];
  }
  const r = oldest;
  if (base) {
    r.search.copy(base.search);
    r.egyptians.set(base.egyptians);
    r.held.set(base.held);
    r.zoc.set(base.zoc);
  }
  for (let u = 0; u < n; u++) {
    if (s.units[u]!.side !== EGY || r.egyptians[u] === s.hex[u]) continue;
    if (r.egyptians[u]! >= 0) count(m, r, r.egyptians[u]!, -1);
    if (s.hex[u]! >= 0) count(m, r, s.hex[u]!, 1);
    r.egyptians[u] = s.hex[u]!;
  }
  r.search.update();
  r.key = key;
  r.used = ++clock;
  return r.search.cost;
}

/** Counts an Egyptian unit on hex h in (+1) or out (-1): no route passes through it, and entering its ZOC costs a stop. */
function count(m: MapModel, r: Route, h: number, delta: number): void {
  r.held[h]! += delta;
  penalise(m, r, h);
  for (let d = 0; d < 6; d++) {
    const b = m.nbr[h * 6 + d]!;
    if (b < 0) continue;
    r.zoc[b]! += delta;
    penalise(m, r, b);
  }
}

function penalise(m: MapModel, r: Route, h: number): void {
  r.search.setPenalty(h, r.held[h] ? -1 : r.zoc[h] && h !== m.matzmed ? 8 : 0);
}
