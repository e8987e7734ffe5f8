// The engine's hot path: hex geometry, Zones of Control, the legal-move
// flood fill, the line-of-communication search, the Combat Results Table and
// a weighted search for the computer player's evaluation,
// over flat arrays the host fills. No strings, no allocation after `init`.
import * as board from "./board";
import { buildNeighbours } from "./hex";
import * as weighted from "./weighted";

export { distance, neighbourOf } from "./hex";
export { computeZoc } from "./zoc";
export { reach, reachFromEntry, setMoveCosts, stepCost } from "./reach";
export { lineOfCommunication } from "./loc";
export { weightedSearch } from "./weighted";
export { crtColumn, crtResult, crtOdds, crtThresholdsPtr, crtResultsPtr, setCrtColumns } from "./crt";

/** Sizes the board (cols × rows hexes) and builds its neighbour table. Once per instance. */
export function init(cols: i32, rows: i32, evenColumnsLow: i32): void {
  board.allocate(cols, rows, evenColumnsLow);
  buildNeighbours();
  weighted.allocateWeighted(board.hexCount);
}

// Where the host finds each array (valid after init; memory does not grow afterwards).
export function neighboursPtr(): usize { return board.neighbours; }
export function enterCostPtr(): usize { return board.enterCost; }
export function hexFlagsPtr(): usize { return board.hexFlags; }
export function sideFlagsPtr(): usize { return board.sideFlags; }
export function occupantPtr(): usize { return board.occupant; }
export function zocPtr(): usize { return board.zoc; }
export function costPtr(): usize { return board.cost; }
export function fromPtr(): usize { return board.from; }
export function reachedPtr(): usize { return board.reached; }
export function outPtr(): usize { return board.out; }
export function wStepPtr(): usize { return weighted.wStep; }
export function wPenaltyPtr(): usize { return weighted.wPenalty; }
export function wStopPtr(): usize { return weighted.wStop; }
export function wSeedHexPtr(): usize { return weighted.wSeedHex; }
export function wSeedCostPtr(): usize { return weighted.wSeedCost; }
export function wDistPtr(): usize { return weighted.wDist; }
export function wPrevPtr(): usize { return weighted.wPrev; }
