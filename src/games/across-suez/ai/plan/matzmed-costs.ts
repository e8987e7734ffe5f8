// Every hex's cost to Matzmed for an ordinary Israeli unit (the evaluation's
// six-across schedule, value.ts): half Movement Points, Egyptian units
// blocking and their Zones of Control costing a stop's worth (4.5). It
// depends on the Egyptian units alone, so two results are kept, each with
// where the Egyptian units stood (a planner alternates a position with one
// Egyptian unit taken off and comes back to it); for a new position the one
// used longer ago takes the other's costs and is repaired from them (the
// engine's weighted-repair.ts).
import { EGY, STEP, type MapModel, type Snapshot } from './model.js';
import { RepairedSearch } from '../../../../engine/weighted-repair.js';
import { UNREACHED } from '../../../../engine/weighted-search.js';

interface Route {
  /** The hexes the units stood on (only the Egyptian ones matter). */
  egyptians: Int16Array;
  search: RepairedSearch;
}

let model: MapModel | null = null;
let routes: Route[] = [];
let penalty = new Int32Array(0),
  seedCost = new Int32Array(0);

/** Each hex's cost to Matzmed in `s`, given who holds each hex and the Egyptian ZOC (routes.ts, markZoc). */
export function costsToMatzmed(m: MapModel, s: Snapshot, holder: Uint8Array, egyZoc: Uint8Array): Int32Array {
  if (model !== m || routes[0]!.egyptians.length !== s.units.length) {
    model = m;
    const route = () => ({
      egyptians: new Int16Array(s.units.length).fill(-2),
      search: new RepairedSearch(m.search, { table: STEP.reverse, steps: m.revStep, neighbours: m.nbr, reverse: true }),
    });
    routes = [route(), route()];
    penalty = new Int32Array(m.n);
    seedCost = new Int32Array(m.n).fill(UNREACHED);
    seedCost[m.matzmed] = 0;
  }
  const holds = (r: Route) => {
    for (let u = 0; u < s.units.length; u++) if (s.units[u]!.side === EGY && r.egyptians[u] !== s.hex[u]) return false;
    return true;
  };
  if (!holds(routes[0]!)) {
    routes.reverse();
    if (!holds(routes[0]!)) {
      const [r, base] = routes as [Route, Route];
      r.egyptians.set(s.hex);
      r.search.copy(base.search);
      for (let h = 0; h < m.n; h++) penalty[h] = holder[h] === EGY ? -1 : egyZoc[h] && h !== m.matzmed ? 8 : 0;
      r.search.update(penalty, null, seedCost);
    }
  }
  return routes[0]!.search.cost;
}
