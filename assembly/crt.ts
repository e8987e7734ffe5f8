// Combat Results Tables as data in linear memory: differential tables
// (attacker minus defender) and odds tables (attacker : defender), any die,
// column shifts, results as codes whose meaning the host keeps. The rules of
// which shifts apply stay in the host.
import { out, set32, at32 } from './board';

const MAX_TABLES: i32 = 16;
const MAX_COLUMNS: i32 = 24;
const MAX_ROLLS: i32 = 20;
const MAX_RESULTS: i32 = 32;
export const DIFFERENTIAL: i32 = 0;
export const ODDS: i32 = 1;

/** i32 × 4 per table: kind, columns, lowest roll, number of rolls. */
const shape = memory.data(MAX_TABLES * 4 * 4);
/** i32 × 2 per column: a differential column's smallest differential (and 1); an odds column's smallest ratio as numerator, denominator. */
export const thresholds = memory.data(MAX_TABLES * MAX_COLUMNS * 2 * 4);
/** u8 per column and roll: the result code. */
export const results = memory.data(MAX_TABLES * MAX_COLUMNS * MAX_ROLLS);

/** Declares table t's shape; then the host writes its thresholds and results in the arrays above. */
export function setCrtTable(t: i32, kind: i32, columns: i32, lowestRoll: i32, rolls: i32): void {
  const base = t * 4;
  set32(shape, base, kind);
  set32(shape, base + 1, min(columns, MAX_COLUMNS));
  set32(shape, base + 2, lowestRoll);
  set32(shape, base + 3, min(rolls, MAX_ROLLS));
}

/** Does a force of `attack` against `defence` reach column k of table t? */
function reaches(t: i32, k: i32, attack: i32, defence: i32): bool {
  const i = (t * MAX_COLUMNS + k) * 2;
  const num = at32(thresholds, i);
  if (at32(shape, t * 4) == DIFFERENTIAL) return attack - defence >= num;
  // odds, rounded in the defender's favour: attack / defence >= num / den
  return <i64>attack * <i64>at32(thresholds, i + 1) >= <i64>defence * <i64>num;
}

/** The column of an attack, then shifted (negative = left) and kept on the table; column 0 takes everything below column 1. */
export function crtColumn(t: i32, attack: i32, defence: i32, shift: i32): i32 {
  const columns = at32(shape, t * 4 + 1);
  let col = 0;
  for (let k = 1; k < columns; k++) if (reaches(t, k, attack, defence)) col = k;
  col += shift;
  if (col < 0) col = 0;
  if (col >= columns) col = columns - 1;
  return col;
}

/** The result code for a column and a roll; a roll modified past the table reads its nearest row. */
export function crtResult(t: i32, column: i32, roll: i32): i32 {
  const rolls = at32(shape, t * 4 + 3);
  let r = roll - at32(shape, t * 4 + 2);
  if (r < 0) r = 0;
  if (r >= rolls) r = rolls - 1;
  return <i32>load<u8>(results + <usize>((t * MAX_COLUMNS + column) * MAX_ROLLS + r));
}

/**
 * Exact outcome distribution of a column for a die of `faces` faces (1…faces;
 * 0: the table's own rows) plus `modifier`: `out[code]` = how many faces give
 * that result. A modified roll above the table reads its last row; below it,
 * the first row, or with `belowIsNothing` no result, counted in out[MAX_RESULTS - 1].
 */
export function crtOdds(t: i32, column: i32, faces: i32, modifier: i32, belowIsNothing: i32): void {
  memory.fill(out, 0, (<usize>MAX_RESULTS) << 2);
  const lowest = at32(shape, t * 4 + 2);
  const first = faces > 0 ? 1 : lowest;
  const count = faces > 0 ? faces : at32(shape, t * 4 + 3);
  for (let f = first; f < first + count; f++) {
    const roll = f + modifier;
    const code = roll < lowest && belowIsNothing != 0 ? MAX_RESULTS - 1 : crtResult(t, column, roll);
    if (code < MAX_RESULTS) set32(out, code, at32(out, code) + 1);
  }
}
