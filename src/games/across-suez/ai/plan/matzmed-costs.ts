// Every hex's cost to Matzmed for an ordinary Israeli unit (the evaluation's
// six-across schedule, value.ts): half Movement Points, Egyptian units
// blocking and their Zones of Control costing a stop's worth (4.5). It
// depends on the Egyptian units alone, so two results are kept, each with
// where the Egyptian units stood (a planner alternates a position with one
// Egyptian unit taken off and comes back to it); for a new position the one
// used longer ago takes the other's costs and is repaired from them (the
// engine's weighted-repair.ts), told only about the Egyptian units that moved.
import { EGY, STEP, type MapModel, type Snapshot } from './model.js';
import { RepairedSearch } from '../../../../engine/weighted-repair.js';

interface Route {
  /** The hex each unit stood on (only the Egyptian ones count). */
  egyptians: Int16Array;
  search: RepairedSearch;
  /** Per hex: Egyptian units on it, and next to it (their ZOC). */
  held: Uint8Array;
  zoc: Uint8Array;
}

let model: MapModel | null = null;
let routes: Route[] = [];

/** Each hex's cost to Matzmed in `s`. */
export function costsToMatzmed(m: MapModel, s: Snapshot): Int32Array {
  if (model !== m || routes[0]!.egyptians.length !== s.units.length) {
    model = m;
    const route = (): Route => {
      const search = new RepairedSearch(m.search, {
        table: STEP.reverse,
        steps: m.revStep,
        neighbours: m.nbr,
        reverse: true,
      });
      search.setSeed(m.matzmed, 0);
      const egyptians = new Int16Array(s.units.length).fill(-1);
      return { egyptians, search, held: new Uint8Array(m.n), zoc: new Uint8Array(m.n) };
    };
    routes = [route(), route()];
  }
  const holds = (r: Route) => {
    for (let u = 0; u < s.units.length; u++) if (s.units[u]!.side === EGY && r.egyptians[u] !== s.hex[u]) return false;
    return true;
  };
  if (holds(routes[0]!)) return routes[0]!.search.cost;
  routes.reverse();
  const [r, base] = routes as [Route, Route];
  if (holds(r)) return r.search.cost;
  r.search.copy(base.search);
  r.egyptians.set(base.egyptians);
  r.held.set(base.held);
  r.zoc.set(base.zoc);
  for (let u = 0; u < s.units.length; u++) {
    if (s.units[u]!.side !== EGY || r.egyptians[u] === s.hex[u]) continue;
    if (r.egyptians[u]! >= 0) count(m, r, r.egyptians[u]!, -1);
    if (s.hex[u]! >= 0) count(m, r, s.hex[u]!, 1);
    r.egyptians[u] = s.hex[u]!;
  }
  r.search.update();
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
