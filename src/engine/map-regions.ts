// The maps of a board made of several (map-compose.ts): the part of the board
// each covers, and which one a hex is on. Apart from the composing, which only
// a game of several maps runs, so that a game of one map carries this alone.

/** The part of the board one map covers: its first column and row on the board (from 1) and its size. */
export interface MapRegion {
  id: string;
  column: number;
  row: number;
  columns: number;
  rows: number;
}

/** Per hex index of a board of `rows` rows (column-major, as Board lays it), its region's number; -1 outside every region. */
export function regionIndex(regions: readonly MapRegion[], columns: number, rows: number): Int8Array {
  const out = new Int8Array(columns * rows).fill(-1);
  regions.forEach((r, i) => {
    for (let c = r.column; c < r.column + r.columns; c++) {
      for (let w = r.row; w < r.row + r.rows; w++) out[(c - 1) * rows + (w - 1)] = i;
    }
  });
  return out;
}
