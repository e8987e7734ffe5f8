// 6.2, 12.0, 13.0, 8.0: the Combat Results Table as data in linear memory.
// The host writes the column thresholds and the results; the rules of which
// shifts apply stay in the host.
import { out } from "./board";

const MAX_COLUMNS: i32 = 16;
const DIE_FACES: i32 = 6;
const MAX_RESULTS: i32 = 8;

let columnCount: i32 = 0;
/** i32 × MAX_COLUMNS: smallest differential of each column; column 0 takes everything below column 1. */
const thresholds = memory.data(MAX_COLUMNS * 4);
/** u8 × MAX_COLUMNS × 6: result code per column and die face. */
const results = memory.data(MAX_COLUMNS * DIE_FACES);

export function crtThresholdsPtr(): usize { return thresholds; }
export function crtResultsPtr(): usize { return results; }
export function setCrtColumns(n: i32): void { columnCount = min(n, MAX_COLUMNS); }

/** 6.2: the column of a Combat Differential, then shifted (negative = left) and kept on the table. */
export function crtColumn(differential: i32, shift: i32): i32 {
  let col = 0;
  for (let k = 1; k < columnCount; k++) {
    if (differential >= load<i32>(thresholds + (<usize>k << 2))) col = k;
  }
  col += shift;
  if (col < 0) col = 0;
  if (col >= columnCount) col = columnCount - 1;
  return col;
}

/** The result code for a column and a die roll (1–6). */
export function crtResult(column: i32, die: i32): i32 {
  return <i32>load<u8>(results + <usize>(column * DIE_FACES + die - 1));
}

/** Exact outcome distribution of a column: `out[code]` = number of die faces giving that result. */
export function crtOdds(column: i32): void {
  memory.fill(out, 0, <usize>MAX_RESULTS << 2);
  for (let f = 1; f <= DIE_FACES; f++) {
    const code = crtResult(column, f);
    if (code < MAX_RESULTS) store<i32>(out + (<usize>code << 2), load<i32>(out + (<usize>code << 2)) + 1);
  }
}
