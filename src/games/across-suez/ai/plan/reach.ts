// Where the Egyptian player can stand after his next Movement Phase (the
// evaluation's reach, routes.ts): a search from every Egyptian unit (and
// reinforcement due) at once, within a budget of half Movement Points;
// Israeli units block, and a route that enters an Israeli Zone of Control
// ends there (4.5) unless it starts there. A planner scores thousands of
// positions that differ from the last by a unit or two, so the search is
// kept and repaired (the engine's weighted-repair.ts): only the units that
// moved since the last position change its inputs, and the engine keeps
// which hexes are reached or next to one (cuttable) where costs changed.
import { EGY, ISR, STEP, type MapModel, type Snapshot } from './model.js';
import { RepairedSearch } from '../../../../engine/weighted-repair.js';
import { UNREACHED } from '../../../../engine/weighted-search.js';

/** The reach kept: its search (whose `changed` hexes the last position moved), reach and cuttable. */
export interface Reach {
  model: MapModel;
  search: RepairedSearch;
  /** 1 = an Egyptian unit can end its move there; cuttable: there or next to it (the search's reached and covered). */
  reach: Uint8Array;
  cuttable: Uint8Array;
  /** The hexes whose `cuttable` the last position changed: the first `flippedCount` (-1: maybe any). */
  flipped: Int32Array;
  flippedCount: number;
  /** The hex each unit counted in last (its hex, or an Egyptian reinforcement's entry hex; -1 none). */
  counted: Int16Array;
  /** Per hex: Israeli units on it, Israeli units next to it (their ZOC, 4.5), Egyptian seeds on it. */
  held: Uint8Array;
  zoc: Uint8Array;
  seeds: Uint8Array;
}

let last: Reach | null = null;

/**
 * The hexes the Egyptian player can end his next move on within `budget`
 * half Movement Points (reinforcements due by Game-Turn `dueBy` entering at
 * their hex), and `cuttable`: those hexes and their neighbours.
 */
export function egyptianReachOf(m: MapModel, s: Snapshot, budget: number, dueBy: number): Reach {
  if (last?.model !== m || last.counted.length !== s.units.length) {
    // (no closure over m here: one would make this call's context on every call)
    last?.search.release();
    const search = new RepairedSearch(m.search, { table: STEP.forward, cover: true });
    last = {
      model: m,
      search,
      reach: search.reached,
      cuttable: search.covered,
      flipped: search.flipped,
      flippedCount: -1,
      counted: new Int16Array(s.units.length).fill(-1),
      held: new Uint8Array(m.n),
      zoc: new Uint8Array(m.n),
      seeds: new Uint8Array(m.n),
    };
  }
  const r = last;
  for (let u = 0; u < s.units.length; u++) {
    const x = s.units[u]!;
    let h = -1;
    if (x.side === ISR) h = s.hex[u]!;
    else if (x.side === EGY) {
      // the seeds: Egyptian units, and reinforcements due whose hex is free
      h = s.loc[u] === 0 ? s.hex[u]! : s.loc[u] === 1 && x.arrives <= dueBy ? x.arrivalHex : -1;
      if (h >= 0 && s.loc[u] === 1 && s.at[h]! >= 0) h = -1;
    }
    if (h === r.counted[u]) continue;
    if (r.counted[u]! >= 0) count(m, r, s, u, r.counted[u]!, -1);
    if (h >= 0) count(m, r, s, u, h, 1);
    r.counted[u] = h;
  }
  r.search.update(budget);
  r.flippedCount = r.search.flippedCount;
  return r;
}

/** Counts unit u on hex h in (+1) or out (-1): an Israeli unit blocks h and stops routes beside it, an Egyptian one seeds h. */
function count(m: MapModel, r: Reach, s: Snapshot, u: number, h: number, delta: number): void {
  const x = s.units[u]!;
  if (x.side === EGY) {
    r.seeds[h]! += delta;
    r.search.setSeed(h, r.seeds[h] ? 0 : UNREACHED);
    return;
  }
  r.held[h]! += delta;
  r.search.setPenalty(h, r.held[h] ? -1 : 0);
  if (x.bridge) return; // 4.5: the bridge exerts no Zone of Control
  for (let d = 0; d < 6; d++) {
    const b = m.nbr[h * 6 + d]!;
    if (b < 0) continue;
    r.zoc[b]! += delta;
    r.search.setStop(b, r.zoc[b]! > 0);
  }
}
