// Where the Egyptian player can stand after his next Movement Phase (the
// evaluation's reach, routes.ts): a search from every Egyptian unit (and
// reinforcement due) at once, within a budget of half Movement Points;
// Israeli units block, and a route that enters an Israeli Zone of Control
// ends there (4.5) unless it starts there. A planner scores thousands of
// positions that differ from the last by a unit or two, so the search is
// kept and repaired (the engine's weighted-repair.ts): only the units that
// moved since the last position change its inputs, and only the hexes whose
// cost changed are marked again.
import { EGY, ISR, STEP, type MapModel, type Snapshot } from './model.js';
import { RepairedSearch } from '../../../../engine/weighted-repair.js';
import { UNREACHED } from '../../../../engine/weighted-search.js';

/** The reach kept: its search (whose `changed` hexes the last position moved), reach and cuttable. */
export interface Reach {
  model: MapModel;
  search: RepairedSearch;
  /** 1 = an Egyptian unit can end its move there; cuttable: there or next to it. */
  reach: Uint8Array;
  cuttable: Uint8Array;
  /** How many of the hex and its neighbours are in reach. */
  near: Uint8Array;
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
    last = {
      model: m,
      search: new RepairedSearch(m.search, { table: STEP.forward }),
      reach: new Uint8Array(m.n),
      cuttable: new Uint8Array(m.n),
      near: new Uint8Array(m.n),
      flipped: new Int32Array(m.n),
      flippedCount: 0,
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
  const { changed, changedCount } = r.search;
  r.flippedCount = changedCount < 0 ? -1 : 0;
  if (changedCount < 0) {
    r.reach.fill(0);
    r.near.fill(0);
    r.cuttable.fill(0);
    for (let h = 0; h < m.n; h++) mark(m, r, h);
  } else for (let i = 0; i < changedCount; i++) mark(m, r, changed[i]!);
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

/** Brings reach[h] to what its cost says (a seed is reached even with no budget left), and the counts of reached hexes beside it. */
function mark(m: MapModel, r: Reach, h: number): void {
  const now = r.search.cost[h]! < UNREACHED ? 1 : 0;
  if (r.reach[h] === now) return;
  r.reach[h] = now;
  const delta = now ? 1 : -1;
  near(r, h, delta);
  for (let d = 0; d < 6; d++) {
    const b = m.nbr[h * 6 + d]!;
    if (b >= 0) near(r, b, delta);
  }
}

/** One more (or one fewer) hex in reach on or beside h: h is cuttable while any is; a change is listed. */
function near(r: Reach, h: number, delta: number): void {
  r.near[h]! += delta;
  const cuttable = r.near[h]! > 0 ? 1 : 0;
  if (r.cuttable[h] === cuttable) return;
  r.cuttable[h] = cuttable;
  if (r.flippedCount >= 0) r.flipped[r.flippedCount++] = h;
}
