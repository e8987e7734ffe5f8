// The generic Wasm kernel of a hex wargame: hex geometry, Zones of Control,
// the legal-move flood fill, paths counted in hexes (lines of communication,
// supply, retreats), Combat Results Tables and a weighted search for the
// computer players, over flat arrays the host fills from a game's data.
// No strings, no game's rules, no allocation after `init`.
import * as board from './board';
import { buildNeighbours } from './hex';
import * as weighted from './weighted';
import * as repair from './repair';

export { distance } from './hex';
export { computeZoc, setZocSource } from './zoc';
export {
  reach,
  reachFromEntry,
  stepCost,
  stepsChanged,
  listVacant,
  sortEnds,
  sortedFound,
  sortedCrowded,
  lineFill,
  lineSeeds,
} from './reach';
export { pathSearch } from './paths';
export { weightedSearch } from './weighted';
export { repairPtr, repairReset, repairCopy, repairUpdate, repairFlips, REPAIR_SLOTS } from './repair';
export { setCrtTable, crtColumn, crtResult, crtOdds, crtThresholdsPtr, crtResultsPtr } from './crt';
export { setZocBlockers } from './board';

/** Sizes the board (cols × rows hexes, `moveClasses` movement classes) and builds its neighbour table. Once per instance. */
export function init(cols: i32, rows: i32, evenColumnsLow: i32, moveClasses: i32): void {
  board.allocate(cols, rows, evenColumnsLow, moveClasses);
  buildNeighbours();
  weighted.allocateWeighted(board.hexCount);
  repair.allocateRepair(board.hexCount);
}

// Where the host finds each array (valid after init; memory does not grow afterwards).
export function closedHexesPtr(): usize {
  return board.closedHexes;
}
export function barredPtr(): usize {
  return board.barred;
}
export function neighboursPtr(): usize {
  return board.neighbours;
}
export function hexFlagsPtr(): usize {
  return board.hexFlags;
}
export function sideFlagsPtr(): usize {
  return board.sideFlags;
}
export function stepsPtr(): usize {
  return board.steps;
}
export function entryPtr(): usize {
  return board.entry;
}
export function occupantPtr(): usize {
  return board.occupant;
}
export function zocSourcePtr(): usize {
  return board.zocSource;
}
export function enemiesPtr(): usize {
  return board.enemies;
}
export function zocStopsPtr(): usize {
  return board.zocStops;
}
export function zocLeavePtr(): usize {
  return board.zocLeave;
}
export function zocNoRoadsPtr(): usize {
  return board.zocNoRoads;
}
export function zocPtr(): usize {
  return board.zoc;
}
export function costPtr(): usize {
  return board.cost;
}
export function fromPtr(): usize {
  return board.from;
}
export function reachedPtr(): usize {
  return board.reached;
}
export function vacantPtr(): usize {
  return board.vacant;
}
export function vacantCostPtr(): usize {
  return board.vacantCost;
}
export function endStatusPtr(): usize {
  return board.endStatus;
}
export function foundListPtr(): usize {
  return board.foundList;
}
export function endListPtr(): usize {
  return board.endList;
}
export function crowdListPtr(): usize {
  return board.crowdList;
}
export function reachedBitsPtr(): usize {
  return board.reachedBits;
}
export function lineListPtr(): usize {
  return board.lineList;
}
export function lineCostPtr(): usize {
  return board.lineCost;
}
export function lineFromPtr(): usize {
  return board.lineFrom;
}
export function outPtr(): usize {
  return board.out;
}
export function wStepPtr(): usize {
  return weighted.wStep;
}
export function wPenaltyPtr(): usize {
  return weighted.wPenalty;
}
export function wStopPtr(): usize {
  return weighted.wStop;
}
export function wSeedHexPtr(): usize {
  return weighted.wSeedHex;
}
export function wSeedCostPtr(): usize {
  return weighted.wSeedCost;
}
export function wDistPtr(): usize {
  return weighted.wDist;
}
export function wPrevPtr(): usize {
  return weighted.wPrev;
}
export function wOrderPtr(): usize {
  return weighted.wOrder;
}
export function repairPendingPtr(): usize {
  return repair.repairPending;
}
export function repairFlippedPtr(): usize {
  return repair.repairFlipped;
}
