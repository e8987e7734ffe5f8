// Hex geometry of a grid of flat-topped hexes in vertical columns, every
// other column half a hex lower (the SPI layout). Directions: 0 N, 1 NE,
// 2 SE, 3 S, 4 SW, 5 NW; the opposite of d is (d + 3) % 6.
import { cols, rows, evenColumnsLow, neighbours } from './board';

/** True when 0-based column c is one of the columns drawn half a hex lower. */
function isLow(c: i32): bool {
  // 1-based column c + 1 is even exactly when c is odd
  return ((c & 1) == 1) == (evenColumnsLow == 1);
}

/** The neighbour of hex (c, r) in direction d, or -1 off the grid. */
function neighbourOf(c: i32, r: i32, d: i32): i32 {
  let nc = c;
  let nr = r;
  const low = isLow(c);
  if (d == 0) nr = r - 1;
  else if (d == 3) nr = r + 1;
  else {
    nc = d < 3 ? c + 1 : c - 1;
    const upper = d == 1 || d == 5; // NE or NW
    nr = upper ? (low ? r : r - 1) : low ? r + 1 : r;
  }
  if (nc < 0 || nc >= cols || nr < 0 || nr >= rows) return -1;
  return nc * rows + nr;
}

export function buildNeighbours(): void {
  for (let c = 0; c < cols; c++) {
    for (let r = 0; r < rows; r++) {
      const base = neighbours + ((<usize>((c * rows + r) * 6)) << 2);
      for (let d = 0; d < 6; d++) store<i32>(base + ((<usize>d) << 2), neighbourOf(c, r, d));
    }
  }
}

/** Axial "r" coordinate of a hex, for distances (Red Blob Games' offset → axial). */
function axialR(c: i32, r: i32): i32 {
  // "odd-q" when column 0 is high (floor), "even-q" when it is low (ceil)
  return r - ((c + (isLow(0) ? 1 : 0)) >> 1);
}

/** Number of hex steps between two hexes. */
export function distance(a: i32, b: i32): i32 {
  const ac = a / rows,
    ar = a % rows,
    bc = b / rows,
    br = b % rows;
  const dq = ac - bc,
    dz = axialR(ac, ar) - axialR(bc, br);
  return (abs(dq) + abs(dz) + abs(dq + dz)) >> 1;
}
