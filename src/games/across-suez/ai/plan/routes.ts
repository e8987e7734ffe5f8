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

const INF = UNREACHED;
let egyZoc = new Uint8Array(0);
/** The side holding each hex (0 none): what the penalties below read, made once an evaluation. */
let holder = new Uint8Array(0);
/** Hexes the Egyptian player can end his next move on (see markEgyptianReach). */
let egyReach: Uint8Array = new Uint8Array(0);
/** The last markEgyptianReach's hexes (1 = the Egyptian player can end his next move there). */
export const egyptianReach = (): Uint8Array => egyReach;
let cuttable: Uint8Array = new Uint8Array(0);
/** The last bridge route and line searched, with their inputs: asked again with the same, they answer at once. */
const lastBridge = { model: null as MapModel | null, penalty: new Int32Array(0), from: -1, enterCost: 0, cost: 0 };
const lastLine = { model: null as MapModel | null, penalty: new Int32Array(0), result: { cuts: 0, risky: 0 } };
/** Marks the Egyptian Zones of Control into the scratch arrays (4.5), and who holds each hex (the reach reads the Israeli ones itself, reach.ts). */
export function markZoc(m: MapModel, s: Snapshot): void {
  if (egyZoc.length !== m.n) {
    egyZoc = new Uint8Array(m.n);
    holder = new Uint8Array(m.n);
    egyReach = new Uint8Array(m.n);
    cuttable = new Uint8Array(m.n);
  }
  egyZoc.fill(0);
  holder.fill(0);
  for (let u = 0; u < s.units.length; u++) {
    const h = s.hex[u]!;
    if (h < 0) continue;
    holder[h] = s.units[u]!.side;
    if (s.units[u]!.bridge || s.units[u]!.side !== EGY) continue;
    for (let d = 0; d < 6; d++) {
      const b = m.nbr[h * 6 + d]!;
      if (b >= 0) egyZoc[b] = 1;
    }
  }
}

/** Bridge route cost in half Movement Points with penalties (see the file comment). */
export function bridgeRoute(m: MapModel, s: Snapshot, from: number, enterCost: number): number {
  // when the Egyptian player moves before the bridge does, a hex he can reach a ZOC into is nearly a ZOC already
  const cutCost = s.side === ISR ? 8 : 2;
  const last = lastBridge;
  let same = last.model === m && last.from === from && last.enterCost === enterCost;
  if (last.penalty.length !== m.n) last.penalty = new Int32Array(m.n);
  const { penalty } = last;
  for (let h = 0; h < m.n; h++) {
    const side = holder[h]!;
    let p = side === EGY ? 30 : egyZoc[h] ? 12 : side === 0 && cuttable[h] ? cutCost : 0;
    if (h === m.matzmed && side === ISR) p += 2;
    if (p !== penalty[h]) [penalty[h], same] = [p, false];
  }
  if (same) return last.cost;
  m.search.penalty.set(penalty);
  const c = m.search.search({ table: STEP.bridge, from: [from], fromCost: [enterCost], target: m.matzmed });
  Object.assign(last, { model: m, from, enterCost, cost: c >= INF ? 200 : c });
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
  ({ reach: egyReach, cuttable } = egyptianReachOf(m, s, budget, dueBy));
}

/** Line of communication: number of cuts on the cheapest chain (0 = open) and of hexes at risk on it (after markZoc). */
export function lineCuts(m: MapModel): { cuts: number; risky: number } {
  const last = lastLine;
  let same = last.model === m;
  if (last.penalty.length !== m.n) last.penalty = new Int32Array(m.n);
  const { penalty } = last;
  for (let h = 0; h < m.n; h++) {
    const side = holder[h]!;
    const held = side === ISR;
    const p = side === EGY || (egyZoc[h] && !held) ? 1000 : held || !cuttable[h] ? 1 : 31;
    if (p !== penalty[h]) [penalty[h], same] = [p, false];
  }
  if (same) return last.result;
  m.search.penalty.set(penalty);
  const total = m.search.search({
    table: STEP.line,
    from: [m.matzmed],
    fromCost: [penalty[m.matzmed]!],
    target: m.entry,
  });
  last.model = m;
  last.result =
    total >= INF ? { cuts: 9, risky: 0 } : { cuts: Math.floor(total / 1000), risky: Math.floor((total % 1000) / 30) };
  return last.result;
}
