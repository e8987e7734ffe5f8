// Where the Egyptian player can stand after his next Movement Phase (the
// evaluation's reach, routes.ts): a search from every Egyptian unit (and
// reinforcement due) at once, within a budget of half Movement Points;
// Israeli units block, and a route that enters an Israeli Zone of Control
// ends there (4.5) unless it starts there. A planner scores thousands of
// positions that differ from the last by a unit or two, so the search is
// kept and repaired (the engine's weighted-repair.ts), and only the hexes
// whose cost changed are marked again.
import { EGY, ISR, STEP, type MapModel, type Snapshot } from './model.js';
import { RepairedSearch } from '../../../../engine/weighted-repair.js';
import { UNREACHED } from '../../../../engine/weighted-search.js';

interface Reach {
  model: MapModel;
  search: RepairedSearch;
  /** 1 = an Egyptian unit can end its move there; cuttable: there or next to it. */
  reach: Uint8Array;
  cuttable: Uint8Array;
  /** How many of the hex and its neighbours are in reach. */
  near: Uint8Array;
  // the inputs of the position being evaluated
  penalty: Int32Array;
  stop: Uint8Array;
  seedCost: Int32Array;
}

let last: Reach | null = null;

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
  if (last?.model !== m) {
    const bytes = () => new Uint8Array(m.n);
    last = {
      model: m,
      search: new RepairedSearch(m.search, { table: STEP.forward, steps: m.step, neighbours: m.nbr }),
      reach: bytes(),
      cuttable: bytes(),
      near: bytes(),
      penalty: new Int32Array(m.n),
      stop: bytes(),
      seedCost: new Int32Array(m.n),
    };
  }
  const r = last;
  readPosition(m, s, dueBy, r);
  r.search.update(r.penalty, r.stop, r.seedCost, budget);
  const { changed, changedCount } = r.search;
  if (changedCount < 0) {
    r.reach.fill(0);
    r.near.fill(0);
    r.cuttable.fill(0);
    for (let h = 0; h < m.n; h++) mark(m, r, h);
  } else for (let i = 0; i < changedCount; i++) mark(m, r, changed[i]!);
  return r;
}

/** The seeds (Egyptian units, and reinforcements due whose hex is free), the hexes Israeli units hold (blocked) and control (stops). */
function readPosition(m: MapModel, s: Snapshot, dueBy: number, r: Reach): void {
  r.penalty.fill(0);
  r.stop.fill(0);
  r.seedCost.fill(UNREACHED);
  for (let u = 0; u < s.units.length; u++) {
    const x = s.units[u]!;
    if (x.side === EGY) {
      const h = s.loc[u] === 0 ? s.hex[u]! : s.loc[u] === 1 && x.arrives <= dueBy ? x.arrivalHex : -1;
      if (h >= 0 && !(s.loc[u] === 1 && s.at[h]! >= 0)) r.seedCost[h] = 0;
      continue;
    }
    const h = s.hex[u]!;
    if (x.side !== ISR || h < 0) continue;
    r.penalty[h] = -1;
    if (x.bridge) continue; // 4.5: the bridge exerts no Zone of Control
    for (let d = 0; d < 6; d++) {
      const b = m.nbr[h * 6 + d]!;
      if (b >= 0) r.stop[b] = 1;
    }
  }
}

/** Brings reach[h] to what its cost says (a seed is reached even with no budget left), and the counts of reached hexes beside it. */
function mark(m: MapModel, r: Reach, h: number): void {
  const now = r.search.cost[h]! < UNREACHED ? 1 : 0;
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
