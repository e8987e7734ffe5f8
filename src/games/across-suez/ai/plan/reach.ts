// Where the Egyptian player can stand after his next Movement Phase (the
// evaluation's reach, routes.ts): the computer players' one reach (../reach.ts)
// from every Egyptian unit and reinforcement due at once, none with a head
// start, within a budget of half Movement Points. A planner scores thousands
// of positions that differ from the last by a unit or two, so the reach is
// kept per map and only the units that moved since the last position are
// counted again.
import { EGY, ISR, STEP, type MapModel, type Snapshot } from './model.js';
import { KeptReach, MOVER, NONE, BLOCKER, ZOC_BLOCKER } from '../reach.js';

/** The reach kept: `reach` (an Egyptian unit can end its move there), `cuttable` (there or next to it), and the hexes whose `cuttable` the last position flipped. */
export interface Reach {
  model: MapModel;
  kept: KeptReach;
  reach: Uint8Array;
  cuttable: Uint8Array;
  /** The first `flippedCount` (-1: maybe any). */
  flipped: Int32Array;
  flippedCount: number;
  unitCount: number;
}

let last: Reach | null = null;

/**
 * The hexes the Egyptian player can end his next move on within `budget`
 * half Movement Points (reinforcements due by Game-Turn `dueBy` entering at
 * their hex), and `cuttable`: those hexes and their neighbours.
 */
export function egyptianReachOf(m: MapModel, s: Snapshot, budget: number, dueBy: number): Reach {
  if (last?.model !== m || last.unitCount !== s.units.length) {
    // (no closure over m here: one would make this call's context on every call)
    last?.kept.release();
    const kept = new KeptReach(m.search, STEP.forward, m.nbr, s.units.length);
    const [reach, cuttable, flipped] = [kept.reached, kept.covered, kept.flipped];
    last = { model: m, kept, reach, cuttable, flipped, flippedCount: -1, unitCount: s.units.length };
  }
  const r = last;
  for (let u = 0; u < s.units.length; u++) {
    const x = s.units[u]!;
    if (x.side === ISR) r.kept.set(u, s.hex[u]!, x.bridge ? BLOCKER : ZOC_BLOCKER);
    else if (x.side === EGY) {
      // the seeds: Egyptian units, and reinforcements due whose hex is free
      let h = s.loc[u] === 0 ? s.hex[u]! : s.loc[u] === 1 && x.arrives <= dueBy ? x.arrivalHex : -1;
      if (h >= 0 && s.loc[u] === 1 && s.at[h]! >= 0) h = -1;
      r.kept.set(u, h, MOVER);
    } else r.kept.set(u, -1, NONE);
  }
  r.kept.update(budget);
  r.flippedCount = r.kept.flippedCount;
  return r;
}
