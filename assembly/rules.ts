// The generic Wasm kernel of a hex wargame, what the rules use: hex geometry,
// Zones of Control, the legal-move flood fill, paths counted in hexes (lines
// of communication, supply, retreats) and Combat Results Tables, over flat
// arrays the host fills from a game's data. index.ts adds the computer
// players' weighted search; a page whose players never search carries this
// one alone (vite.lib.config.ts). No strings, no game's rules, no allocation
// after `init`.
import * as board from './board';
import { buildNeighbours } from './hex';
import * as crt from './crt';

export { distance } from './hex';
export { computeZoc, setZocSource } from './zoc';
export {
  reach,
  reachFromEntry,
  stepCost,
  stepsChanged,
  stepsChangedAt,
  listVacant,
  sortEnds,
  sortedFound,
  sortedCrowded,
  lineFill,
  lineSeeds,
} from './reach';
export { pathSearch } from './paths';
export { setCrtTable, crtColumn, crtResult, crtOdds } from './crt';
export { setZocBlockers } from './board';

/** Sizes the board (cols × rows hexes, `moveClasses` movement classes) and builds its neighbour table. Once per instance. */
export function init(cols: i32, rows: i32, evenColumnsLow: i32, moveClasses: i32): void {
  board.allocate(cols, rows, evenColumnsLow, moveClasses);
  buildNeighbours();
}

/**
 * Where the host finds array `which` (valid after init; memory does not grow afterwards), numbered as
 * src/engine/wasm/kernel.ts's constants: one export, not one per array with its name in the module.
 */
export function ptr(which: i32): usize {
  switch (which) {
    case 0:
      return board.closedHexes;
    case 1:
      return board.barred;
    case 2:
      return board.neighbours;
    case 3:
      return board.hexFlags;
    case 4:
      return board.sideFlags;
    case 5:
      return board.steps;
    case 6:
      return board.entry;
    case 7:
      return board.occupant;
    case 8:
      return board.zocSource;
    case 9:
      return board.enemies;
    case 10:
      return board.zocStops;
    case 11:
      return board.zocLeave;
    case 12:
      return board.zocNoRoads;
    case 13:
      return board.zoc;
    case 14:
      return board.cost;
    case 15:
      return board.from;
    case 16:
      return board.reached;
    case 17:
      return board.vacant;
    case 18:
      return board.vacantCost;
    case 19:
      return board.endStatus;
    case 20:
      return board.foundList;
    case 21:
      return board.endList;
    case 22:
      return board.crowdList;
    case 23:
      return board.reachedBits;
    case 24:
      return board.lineList;
    case 25:
      return board.lineCost;
    case 26:
      return board.lineFrom;
    case 27:
      return board.out;
    case 28:
      return crt.thresholds;
    case 29:
      return crt.results;
  }
  return 0;
}
