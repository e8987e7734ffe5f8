// The planning AI's route searches (value.ts reads them): who holds and
// who controls each hex (4.5), where the Egyptian player can stand after his
// next move, the bridge's cheapest road to Matzmed, every Israeli unit's
// cost to Matzmed, and the line of communication's cheapest chain (14.1).
// Each writes a penalty per hex, then runs one Dijkstra over the model's step
// tables in the engine (assembly/weighted.ts); the scratch arrays between
// them are module state, made once.
import { EGY, ISR, STEP, type MapModel, type Snapshot } from './model.js';
import { UNREACHED } from '../../../../engine/weighted-search.js';

const INF = UNREACHED;
let egyZoc = new Uint8Array(0);
let isrZoc = new Uint8Array(0);
/** The side holding each hex (0 none): what the penalties below read, made once an evaluation. */
let holder = new Uint8Array(0);
/** Hexes the Egyptian player can end his next move on (see markEgyptianReach). */
let egyReach: Uint8Array = new Uint8Array(0);
/** The last markEgyptianReach's hexes (1 = the Egyptian player can end his next move there). */
export const egyptianReach = (): Uint8Array => egyReach;
let cuttable: Uint8Array = new Uint8Array(0);
/**
 * The last reach searches, the one used last first: each with its inputs
 * (seeds, budget, the hexes Israeli units hold and control) and what it
 * found (egyReach, cuttable: the arrays above point into one of them).
 */
interface Reach {
  seeds: Int32Array;
  seedCount: number;
  budget: number;
  held: Uint8Array;
  zoc: Uint8Array;
  reach: Uint8Array;
  cuttable: Uint8Array;
}
const reaches: Reach[] = [];
const REACHES = 3;
let seedScratch = new Int32Array(0);
/**
 * toMatzmed depends on the Egyptian units alone: two results kept, each with
 * the hexes the Egyptian units stood on, the one used last
 * first; two, because a planner alternates a position with one Egyptian unit
 * taken off (importance, attack screening) and comes back to it.
 */
interface Route {
  model: MapModel | null;
  egyptians: Int16Array;
  costs: Int32Array;
}
const routes: Route[] = [0, 1].map(() => ({ model: null, egyptians: new Int16Array(0), costs: new Int32Array(0) }));

/** Marks the Zones of Control of both sides into the scratch arrays (4.5; the bridge exerts none), and who holds each hex. */
export function markZoc(m: MapModel, s: Snapshot): void {
  if (egyZoc.length !== m.n) {
    egyZoc = new Uint8Array(m.n);
    isrZoc = new Uint8Array(m.n);
    holder = new Uint8Array(m.n);
    egyReach = new Uint8Array(m.n);
    cuttable = new Uint8Array(m.n);
  }
  egyZoc.fill(0);
  isrZoc.fill(0);
  holder.fill(0);
  for (let u = 0; u < s.units.length; u++) {
    const h = s.hex[u]!;
    if (h < 0) continue;
    holder[h] = s.units[u]!.side;
    if (s.units[u]!.bridge) continue;
    const z = s.units[u]!.side === EGY ? egyZoc : isrZoc;
    for (let d = 0; d < 6; d++) {
      const b = m.nbr[h * 6 + d]!;
      if (b >= 0) z[b] = 1;
    }
  }
}

/** Bridge route cost in half Movement Points with penalties (see the file comment). */
export function bridgeRoute(m: MapModel, s: Snapshot, from: number, enterCost: number): number {
  // when the Egyptian player moves before the bridge does, a hex he can reach a ZOC into is nearly a ZOC already
  const cutCost = s.side === ISR ? 8 : 2;
  const { penalty } = m.search;
  for (let h = 0; h < m.n; h++) {
    const side = holder[h]!;
    penalty[h] = side === EGY ? 30 : egyZoc[h] ? 12 : side === 0 && cuttable[h] ? cutCost : 0;
  }
  if (holder[m.matzmed] === ISR) penalty[m.matzmed]! += 2;
  const c = m.search.search({ table: STEP.bridge, from: [from], fromCost: [enterCost], target: m.matzmed });
  return c >= INF ? 200 : c;
}

/**
 * Half Movement Points from every hex to Matzmed for an ordinary unit
 * (Egyptian units block, their ZOC costs a stop). It depends on
 * the Egyptian units alone, so it is made again only when one of them has
 * moved: while the Israeli side plans, never.
 */
export function toMatzmed(m: MapModel, s: Snapshot): Int32Array {
  const holds = (r: Route) => {
    if (r.model !== m || r.egyptians.length !== s.units.length) return false;
    for (let u = 0; u < s.units.length; u++) if (s.units[u]!.side === EGY && r.egyptians[u] !== s.hex[u]) return false;
    return true;
  };
  if (!holds(routes[0]!)) {
    if (holds(routes[1]!)) routes.reverse();
    else {
      const r = routes.pop()!;
      routes.unshift(r);
      if (r.model !== m || r.egyptians.length !== s.units.length) {
        r.model = m;
        r.egyptians = new Int16Array(s.units.length);
        r.costs = new Int32Array(m.n);
      }
      r.egyptians.set(s.hex);
      const { penalty } = m.search;
      for (let h = 0; h < m.n; h++) penalty[h] = holder[h] === EGY ? -1 : egyZoc[h] && h !== m.matzmed ? 8 : 0;
      m.search.search({ table: STEP.reverse, from: [m.matzmed], reverse: true });
      r.costs.set(m.search.dist);
    }
  }
  return routes[0]!.costs;
}

/**
 * Where the Egyptian player can stand after his next Movement Phase: a
 * Dijkstra from every Egyptian unit at once (and reinforcements due), budget
 * `budget` half Movement Points; Israeli units block, Israeli ZOC stops (4.5).
 * Then `cuttable[h]`: an Egyptian unit could end on h or next to it.
 */
export function markEgyptianReach(m: MapModel, s: Snapshot, budget: number, dueBy: number): void {
  if (seedScratch.length < s.units.length) seedScratch = new Int32Array(s.units.length);
  const seeds = seedScratch;
  let count = 0;
  for (let u = 0; u < s.units.length; u++) {
    const x = s.units[u]!;
    if (x.side !== EGY) continue;
    const h = s.loc[u] === 0 ? s.hex[u]! : s.loc[u] === 1 && x.arrives <= dueBy ? x.arrivalHex : -1;
    if (h < 0 || (s.loc[u] === 1 && s.at[h]! >= 0)) continue;
    seeds[count++] = h;
  }
  for (let i = 0; i < reaches.length; i++) {
    const r = reaches[i]!;
    if (r.reach.length !== m.n || !sameReach(r, seeds, count, budget)) continue;
    reaches.splice(i, 1);
    reaches.unshift(r);
    [egyReach, cuttable] = [r.reach, r.cuttable];
    return;
  }
  const r = reaches.length < REACHES ? newReach(m.n, s.units.length) : reaches.pop()!;
  reaches.unshift(r);
  r.seeds.set(seeds.subarray(0, count));
  [r.seedCount, r.budget] = [count, budget];
  const { penalty, stop, order } = m.search;
  for (let h = 0; h < m.n; h++) {
    r.held[h] = holder[h] === ISR ? 1 : 0;
    penalty[h] = -r.held[h]!;
  }
  r.zoc.set(isrZoc);
  stop.set(isrZoc);
  const settled = m.search.search({ table: STEP.forward, from: seeds.subarray(0, count), budget });
  stop.fill(0);
  [egyReach, cuttable] = [r.reach, r.cuttable];
  egyReach.fill(0);
  cuttable.fill(0);
  for (let k = 0; k < settled; k++) {
    const h = order[k]!;
    egyReach[h] = 1;
    cuttable[h] = 1;
    for (let d = 0; d < 6; d++) {
      const b = m.nbr[h * 6 + d]!;
      if (b >= 0) cuttable[b] = 1;
    }
  }
}

function newReach(n: number, units: number): Reach {
  const bytes = () => new Uint8Array(n);
  return {
    seeds: new Int32Array(units),
    seedCount: 0,
    budget: 0,
    held: bytes(),
    zoc: bytes(),
    reach: bytes(),
    cuttable: bytes(),
  };
}

/**
 * Would the search `r` made find the same hexes now? Yes when the seeds and
 * budget are the same and every hex an Israeli unit now holds or controls
 * differently lies outside what it found and next to none of it (outside
 * `cuttable`): a route that found a hex before never stepped on or beside
 * such a hex, so it is still open at the same cost, and a route that could
 * now go further would have to step from a hex found before onto one of them.
 */
function sameReach(r: Reach, seeds: Int32Array, count: number, budget: number): boolean {
  if (r.seedCount !== count || r.budget !== budget) return false;
  for (let k = 0; k < count; k++) if (r.seeds[k] !== seeds[k]) return false;
  const { held, zoc, cuttable: near } = r;
  for (let h = 0; h < held.length; h++) {
    if (near[h] && (held[h] !== (holder[h] === ISR ? 1 : 0) || zoc[h] !== isrZoc[h])) return false;
  }
  return true;
}

/** Line of communication: number of cuts on the cheapest chain (0 = open) and of hexes at risk on it (after markZoc). */
export function lineCuts(m: MapModel): { cuts: number; risky: number } {
  const { penalty } = m.search;
  for (let h = 0; h < m.n; h++) {
    const side = holder[h]!;
    const held = side === ISR;
    penalty[h] = side === EGY || (egyZoc[h] && !held) ? 1000 : held || !cuttable[h] ? 1 : 31;
  }
  const total = m.search.search({
    table: STEP.line,
    from: [m.matzmed],
    fromCost: [penalty[m.matzmed]!],
    target: m.entry,
  });
  if (total >= INF) return { cuts: 9, risky: 0 };
  return { cuts: Math.floor(total / 1000), risky: Math.floor((total % 1000) / 30) };
}
