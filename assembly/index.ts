// The generic Wasm kernel of a hex wargame with the computer players' weighted
// search (weighted.ts, and repair.ts's searches kept between updates): the
// rules' kernel (rules.ts) and these. What the engine's modules load, and a
// single file whose computer players search.
import * as board from './board';
import * as weighted from './weighted';
import * as repair from './repair';

export * from './rules';
export { weightedSearch } from './weighted';
export { repairPtr, repairReset, repairCopy, repairUpdate, repairFlips, REPAIR_SLOTS } from './repair';

/** The weighted search's arrays, right after init (the host's views of memory are made after both). */
export function initSearch(): void {
  weighted.allocateWeighted(board.hexCount);
  repair.allocateRepair(board.hexCount);
}

/** Where the weighted search's array `which` starts, numbered as src/engine/wasm/kernel.ts's W_… and REPAIR_… constants. */
export function searchPtr(which: i32): usize {
  switch (which) {
    case 0:
      return weighted.wStep;
    case 1:
      return weighted.wPenalty;
    case 2:
      return weighted.wStop;
    case 3:
      return weighted.wSeedHex;
    case 4:
      return weighted.wSeedCost;
    case 5:
      return weighted.wDist;
    case 6:
      return weighted.wPrev;
    case 7:
      return weighted.wOrder;
    case 8:
      return repair.repairPending;
    case 9:
      return repair.repairFlipped;
  }
  return 0;
}
