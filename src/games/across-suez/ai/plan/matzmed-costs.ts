// Every hex's cost to Matzmed for an ordinary Israeli unit (the evaluation's
// six-across schedule, value.ts): half Movement Points, Egyptian units
// blocking and their Zones of Control costing a stop's worth (4.5). It
// depends on the Egyptian units alone, so a few results are kept, each with
// where the Egyptian units stood (a planner comes back to the same few: the
// position it scores moves, the ones it weighs each enemy unit in leave one
// out). For a new position the one used longest ago takes the costs of the
// kept one nearest it (fewest Egyptian units elsewhere) and is repaired from
// them (the engine's weighted-repair.ts), told only about the Egyptian units
// that moved.
//
// The evaluation reads a few hexes only (where Israeli units set out from),
// and a planner scores one Egyptian unit on a dozen hexes in turn: against
// the costs without that unit, adding it on a hex can only make routes
// dearer, so a cost whose route keeps off that hex and its neighbours is
// unchanged (costsToMatzmedAt): one repair serves every candidate hex.
import { EGY, STEP, type MapModel, type Snapshot } from './model.js';
import { RepairedSearch } from '../../../../engine/weighted-repair.js';
import { UNREACHED } from '../../../../engine/weighted-search.js';

/** Results kept. */
const KEPT = 8;

interface Route {
  /** The hex each Egyptian unit stood on (by its place in `egyptianUnits`), and a hash of them. */
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
/** The units the results are for, and the Egyptian ones among them (the only ones they depend on). */
let unitCount = -1;
let egyptianUnits = new Int16Array(0);
/** Scratch: where the Egyptian units stand in the position asked about (-1 off the map), by their place in egyptianUnits. */
let want = new Int16Array(0);
/** The hex of the unit withoutOne found the position without. */
let withoutHex = -1;
/** Scratch: 1 on the hexes an added unit holds or controls. */
let touched = new Uint8Array(0);

/** Each hex's cost to Matzmed in `s`. */
export function costsToMatzmed(m: MapModel, s: Snapshot): Int32Array {
  return routeFor(m, hashOf(m, s)).search.cost;
}

/** The cost to Matzmed in `s` from each unit's hex in `from` (-1: none asked; out: UNREACHED). */
export function costsToMatzmedAt(m: MapModel, s: Snapshot, from: Int16Array, out: Int32Array): void {
  const key = hashOf(m, s);
  let r = kept(key);
  if (!r) {
    const without = withoutOne(m);
    if (without && keepsOff(without, from, withoutHex)) r = without;
  }
  const cost = (r ?? routeFor(m, key)).search.cost;
  for (let u = 0; u < from.length; u++) out[u] = from[u]! >= 0 ? cost[from[u]!]! : UNREACHED;
}

/** Fills `want` from s; returns its hash. */
function hashOf(m: MapModel, s: Snapshot): number {
  const n = s.units.length;
  if (model !== m || unitCount !== n) {
    model = m;
    unitCount = n;
    egyptianUnits = Int16Array.from(s.units.flatMap((x, u) => (x.side === EGY ? [u] : [])));
    for (const r of routes) r.search.release();
    routes = [];
    for (let k = 0; k < KEPT; k++) routes.push(newRoute(m, egyptianUnits.length));
    want = new Int16Array(egyptianUnits.length);
    touched = new Uint8Array(m.n);
  }
  for (let k = 0; k < want.length; k++) want[k] = s.hex[egyptianUnits[k]!]!;
  return wantedKey();
}

/**
 * A kept route's search, from Matzmed backwards, for `units` units (made
 * here, not by a closure in hashOf: one over its parameters would make its
 * context on every call).
 */
function newRoute(m: MapModel, units: number): Route {
  const search = new RepairedSearch(m.search, { table: STEP.reverse, reverse: true });
  search.setSeed(m.matzmed, 0);
  const egyptians = new Int16Array(units).fill(-1);
  return { egyptians, key: 0, used: 0, search, held: new Uint8Array(m.n), zoc: new Uint8Array(m.n) };
}

/** A hash of `want`. */
function wantedKey(): number {
  let key = 0x811c9dc5;
  for (let u = 0; u < want.length; u++) key = Math.imul(key ^ (want[u]! + 2), 0x01000193);
  return key;
}

/** Egyptian units standing elsewhere in r than in `want` (counting stops past `limit`). */
function differences(r: Route, limit: number): number {
  let d = 0;
  for (let u = 0; u < want.length && d <= limit; u++) if (r.egyptians[u] !== want[u]) d++;
  return d;
}

/** The kept result for `want`, if any. */
function kept(key: number): Route | null {
  for (const r of routes) {
    if (r.used > 0 && r.key === key && differences(r, 0) === 0) {
      r.used = ++clock;
      return r;
    }
  }
  return null;
}

/**
 * A result for the position without one of its Egyptian units (the one on
 * `withoutHex`): kept, or made from the last used when the position is that
 * one with a unit moved (a planner trying the unit's destinations).
 */
function withoutOne(m: MapModel): Route | null {
  let last: Route | null = null;
  for (const r of routes) {
    if (r.used === 0) continue;
    if (!last || r.used > last.used) last = r;
    const u = onlyDifference(r);
    if (u >= 0 && r.egyptians[u]! < 0 && want[u]! >= 0) {
      r.used = ++clock;
      withoutHex = want[u]!;
      return r;
    }
  }
  const u = last ? onlyDifference(last) : -1;
  if (u < 0 || last!.egyptians[u]! < 0 || want[u]! < 0) return null;
  const hex = want[u]!;
  want[u] = -1;
  const route = remade(m, oldest(), last, wantedKey());
  want[u] = hex;
  withoutHex = hex;
  return route;
}

/** The one Egyptian unit standing elsewhere in r than in `want`, or -1. */
function onlyDifference(r: Route): number {
  let found = -1;
  for (let u = 0; u < want.length; u++) {
    if (r.egyptians[u] === want[u]) continue;
    if (found >= 0) return -1;
    found = u;
  }
  return found;
}

/** Does every route from the hexes asked keep off `hex` and its neighbours (where an added unit raises the costs)? */
function keepsOff(r: Route, from: Int16Array, hex: number): boolean {
  const m = model!;
  touched[hex] = 1;
  for (let d = 0; d < 6; d++) if (m.nbr[hex * 6 + d]! >= 0) touched[m.nbr[hex * 6 + d]!] = 1;
  const { cost, from: next } = r.search;
  let clear = true;
  for (let u = 0; u < from.length && clear; u++) {
    const q = from[u]!;
    if (q < 0 || cost[q]! >= UNREACHED) continue;
    // the cost of a route is the steps into the hexes after its first, with their penalties
    let steps = 0;
    for (let x = next[q]!; x >= 0 && clear; x = next[x]!) if (touched[x] || ++steps > m.n) clear = false;
  }
  touched[hex] = 0;
  for (let d = 0; d < 6; d++) if (m.nbr[hex * 6 + d]! >= 0) touched[m.nbr[hex * 6 + d]!] = 0;
  return clear;
}

function oldest(): Route {
  let r = routes[0]!;
  for (const x of routes) if (x.used < r.used) r = x;
  return r;
}

/** The kept result for `want` (hash `key`), made when there is none. */
function routeFor(m: MapModel, key: number): Route {
  const found = kept(key);
  if (found) return found;
  const r = oldest();
  let base: Route | null = null,
    fewest = want.length + 1;
  for (const x of routes) {
    if (x.used === 0 || x === r) continue;
    const d = differences(x, fewest - 1);
    if (d < fewest) {
      fewest = d;
      base = x;
    }
  }
  return remade(m, r, base, key);
}

/** Makes r the result for `want` (hash `key`), repaired from `base`'s (or from its own when none). */
function remade(m: MapModel, r: Route, base: Route | null, key: number): Route {
  if (base && base !== r) {
    r.search.copy(base.search);
    r.egyptians.set(base.egyptians);
    r.held.set(base.held);
    r.zoc.set(base.zoc);
  }
  for (let u = 0; u < want.length; u++) {
    if (r.egyptians[u] === want[u]) continue;
    if (r.egyptians[u]! >= 0) count(m, r, r.egyptians[u]!, -1);
    if (want[u]! >= 0) count(m, r, want[u]!, 1);
    r.egyptians[u] = want[u]!;
  }
  r.search.update();
  r.key = key;
  r.used = ++clock;
  return r;
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
