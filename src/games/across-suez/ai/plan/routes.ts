// The planning AI's route searches (value.ts reads them): who holds and
// who controls each hex (4.5), where the Egyptian player can stand after his
// next move, the bridge's cheapest road to Matzmed, every Israeli unit's
// cost to Matzmed, and the line of communication's cheapest chain (14.1).
// Each writes a penalty per hex for a Dijkstra over the model's step tables
// in the engine (assembly/weighted.ts). A planner asks them of positions
// that differ by a unit or two: the reach and the costs to Matzmed, which
// settle much of the map, are kept from one position to the next and
// repaired where their inputs changed (reach.ts, matzmed-costs.ts); the two
// searches that stop at their target are made afresh. The scratch arrays are
// module state, made once.
import { EGY, ISR, STEP, type MapModel, type Snapshot } from './model.js';
import { UNREACHED } from '../../../../engine/weighted-search.js';
import { egyptianReachOf } from './reach.js';
import { costsToMatzmed } from './matzmed-costs.js';
import { RouteMemo } from '../../../../engine/route-memo.js';

const INF = UNREACHED;
let egyZoc = new Uint8Array(0);
/** The side holding each hex (0 none): what the penalties below read. */
let holder = new Uint8Array(0);
/** Hexes the Egyptian player can end his next move on (see markEgyptianReach). */
let egyReach: Uint8Array = new Uint8Array(0);
/** The last markEgyptianReach's hexes (1 = the Egyptian player can end his next move there). */
export const egyptianReach = (): Uint8Array => egyReach;
let cuttable: Uint8Array = new Uint8Array(0);
/**
 * Who holds and controls each hex is kept from one evaluation to the next:
 * per hex, the units of each side on it and the Egyptian units next to it;
 * per unit, the hex it is counted on. `dirty` lists the hexes whose holder,
 * Egyptian ZOC or `cuttable` may have changed in this evaluation (all of
 * them when dirtyCount is -1), so the penalties below are written again
 * only there.
 */
let model: MapModel | null = null;
let counted = new Int16Array(0);
let israelis = new Uint8Array(0),
  egyptians = new Uint8Array(0),
  egyptiansNear = new Uint8Array(0);
let dirty = new Int16Array(0),
  dirtyAt = new Int32Array(0);
let dirtyCount = -1,
  evaluation = 0;
/**
 * The bridge route and line searches, each with its penalties and the
 * evaluation they were last written in, and its last answer; the route
 * memo keeps their answers by penalties (engine/route-memo.ts).
 */
const lastBridge = {
  memo: null as RouteMemo | null,
  seen: -1,
  from: -1,
  enterCost: 0,
  cutCost: 0,
  cost: 0,
};
const lastLine = {
  memo: null as RouteMemo | null,
  seen: -1,
  fromCost: -1,
  result: { cuts: 0, risky: 0 },
};

/** Marks the Egyptian Zones of Control (4.5) and who holds each hex (the reach reads the Israeli ones itself, reach.ts). */
export function markZoc(m: MapModel, s: Snapshot): void {
  evaluation++;
  if (model !== m || counted.length !== s.units.length) {
    model = m;
    // (made here, not by a closure over m: a closure would make this call's context on every call)
    egyZoc = new Uint8Array(m.n);
    holder = new Uint8Array(m.n);
    egyReach = new Uint8Array(m.n);
    cuttable = new Uint8Array(m.n);
    israelis = new Uint8Array(m.n);
    egyptians = new Uint8Array(m.n);
    egyptiansNear = new Uint8Array(m.n);
    counted = new Int16Array(s.units.length).fill(-1);
    dirty = new Int16Array(m.n);
    dirtyAt = new Int32Array(m.n);
    dirtyCount = -1;
  } else dirtyCount = 0;
  for (let u = 0; u < s.units.length; u++) {
    const h = s.hex[u]!;
    if (h === counted[u]) continue;
    if (counted[u]! >= 0) count(m, s, u, counted[u]!, -1);
    if (h >= 0) count(m, s, u, h, 1);
    counted[u] = h;
  }
}

function count(m: MapModel, s: Snapshot, u: number, h: number, delta: number): void {
  const x = s.units[u]!;
  const on = x.side === EGY ? egyptians : israelis;
  on[h]! += delta;
  holder[h] = egyptians[h] ? EGY : israelis[h] ? ISR : 0;
  touch(h);
  if (x.bridge || x.side !== EGY) return; // 4.5: the bridge exerts no Zone of Control
  for (let d = 0; d < 6; d++) {
    const b = m.nbr[h * 6 + d]!;
    if (b < 0) continue;
    egyptiansNear[b]! += delta;
    egyZoc[b] = egyptiansNear[b] ? 1 : 0;
    touch(b);
  }
}

function touch(h: number): void {
  if (dirtyCount < 0 || dirtyAt[h] === evaluation) return;
  dirtyAt[h] = evaluation;
  dirty[dirtyCount++] = h;
}

/** Whether a search kept from evaluation `seen` can write its penalties again at the dirty hexes only. */
const followsOn = (last: { seen: number }) => last.seen === evaluation - 1 && dirtyCount >= 0;

/** The bridge route's penalty on hex h (see bridgeRoute). */
function bridgePenalty(m: MapModel, h: number, cutCost: number): number {
  const side = holder[h]!;
  const p = side === EGY ? 30 : egyZoc[h] ? 12 : side === 0 && cuttable[h] ? cutCost : 0;
  return h === m.matzmed && side === ISR ? p + 2 : p;
}

/** Bridge route cost in half Movement Points with penalties (see the file comment). */
export function bridgeRoute(m: MapModel, s: Snapshot, from: number, enterCost: number): number {
  // when the Egyptian player moves before the bridge does, a hex he can reach a ZOC into is nearly a ZOC already
  const cutCost = s.side === ISR ? 8 : 2;
  const last = lastBridge;
  const fresh = last.memo?.search !== m.search;
  if (fresh) last.memo = new RouteMemo(m.search, STEP.bridge, m.bridgeStep, m.nbr);
  const memo = last.memo!;
  const again = !fresh && followsOn(last) && last.cutCost === cutCost;
  const count = again ? dirtyCount : m.n;
  let same = again && last.from === from && last.enterCost === enterCost;
  for (let i = 0; i < count; i++) {
    const h = again ? dirty[i]! : i;
    if (memo.set(h, bridgePenalty(m, h, cutCost))) same = false;
  }
  last.seen = evaluation;
  last.cutCost = cutCost;
  if (same) return last.cost;
  const c = memo.cost(from, enterCost, m.matzmed);
  last.from = from;
  last.enterCost = enterCost;
  last.cost = c >= INF ? 200 : c;
  return last.cost;
}

/**
 * Half Movement Points from every hex to Matzmed for an ordinary unit
 * (Egyptian units block, their ZOC costs a stop), after markZoc: kept and
 * repaired from position to position (matzmed-costs.ts).
 */
export function toMatzmed(m: MapModel, s: Snapshot): Int32Array {
  return costsToMatzmed(m, s);
}

/**
 * Where the Egyptian player can stand after his next Movement Phase: a
 * Dijkstra from every Egyptian unit at once (and reinforcements due), budget
 * `budget` half Movement Points; Israeli units block, Israeli ZOC stops (4.5).
 * Then `cuttable[h]`: an Egyptian unit could end on h or next to it.
 */
export function markEgyptianReach(m: MapModel, s: Snapshot, budget: number, dueBy: number): void {
  const r = egyptianReachOf(m, s, budget, dueBy);
  egyReach = r.reach;
  cuttable = r.cuttable;
  // the penalties below read cuttable: written again where it changed
  if (r.flippedCount < 0) dirtyCount = -1;
  for (let i = 0; i < r.flippedCount && dirtyCount >= 0; i++) touch(r.flipped[i]!);
}

/** The line's penalty on hex h (see lineCuts): a cut costs 1000, a hex the Egyptian player could cut next 31. */
function linePenalty(h: number): number {
  const side = holder[h]!;
  const held = side === ISR;
  return side === EGY || (egyZoc[h] && !held) ? 1000 : held || !cuttable[h] ? 1 : 31;
}

/**
 * Line of communication: number of cuts on the cheapest chain (0 = open) and
 * of hexes at risk on it (after markZoc). The answer is read at once: the
 * next call writes over it.
 */
export function lineCuts(m: MapModel): { readonly cuts: number; readonly risky: number } {
  const last = lastLine;
  const fresh = last.memo?.search !== m.search;
  if (fresh) last.memo = new RouteMemo(m.search, STEP.line, m.lineStep, m.nbr);
  const memo = last.memo!;
  const again = !fresh && followsOn(last);
  const count = again ? dirtyCount : m.n;
  let same = again;
  for (let i = 0; i < count; i++) {
    const h = again ? dirty[i]! : i;
    if (memo.set(h, linePenalty(h))) same = false;
  }
  last.seen = evaluation;
  // the chain starts on Matzmed at its own penalty
  const fromCost = memo.penalty[m.matzmed]!;
  if (same && fromCost === last.fromCost) return last.result;
  last.fromCost = fromCost;
  const total = memo.cost(m.matzmed, fromCost, m.entry);
  const r = last.result;
  r.cuts = total >= INF ? 9 : Math.floor(total / 1000);
  r.risky = total >= INF ? 0 : Math.floor((total % 1000) / 30);
  return r;
}
