// The kernel's arrays a board reads and writes, as typed views of its
// memory: where each sits (kernel.ptr(which)) and how long it is. Made once,
// after the last kernel call that can grow memory (init, initSearch).
import {
  type KernelExports,
  BARRED,
  COST,
  CROWD_LIST,
  END_LIST,
  END_STATUS,
  ENTRY,
  FOUND_LIST,
  FROM,
  HEX_FLAGS,
  LINE_COST,
  LINE_FROM,
  LINE_LIST,
  NEIGHBOURS,
  OUT,
  REACHED,
  REACHED_BITS,
  SIDE_FLAGS,
  STEPS,
  VACANT,
  VACANT_COST,
  ZOC,
} from './wasm/kernel.js';

/** The views of a kernel set up for `hexes` hexes and `classes` movement classes (see Board's fields). */
export function kernelViews(kernel: KernelExports, hexes: number, classes: number) {
  const buf = kernel.memory.buffer;
  const n = hexes;
  const i32 = (which: number, length = n) => new Int32Array(buf, kernel.ptr(which), length);
  return {
    neighbours: i32(NEIGHBOURS, n * 6),
    hexFlags: new Uint16Array(buf, kernel.ptr(HEX_FLAGS), n),
    sideFlags: new Uint16Array(buf, kernel.ptr(SIDE_FLAGS), n * 6),
    /** step-tables.ts: per movement class, with and without roads, each hexside's step cost and each hex's entry cost. */
    steps: new Int16Array(buf, kernel.ptr(STEPS), 2 * classes * n * 6),
    entry: new Int16Array(buf, kernel.ptr(ENTRY), 2 * classes * n),
    zoc: new Uint8Array(buf, kernel.ptr(ZOC), n),
    barred: new Uint8Array(buf, kernel.ptr(BARRED), n),
    cost: i32(COST),
    from: i32(FROM),
    reached: i32(REACHED),
    vacant: i32(VACANT),
    vacantCost: i32(VACANT_COST),
    endStatus: new Uint8Array(buf, kernel.ptr(END_STATUS), n),
    reachedBits: new Uint32Array(buf, kernel.ptr(REACHED_BITS), (n + 31) >>> 5),
    foundList: i32(FOUND_LIST),
    endList: i32(END_LIST),
    crowdList: i32(CROWD_LIST),
    lineList: i32(LINE_LIST),
    lineCost: i32(LINE_COST),
    lineFrom: i32(LINE_FROM),
    out: i32(OUT, 32),
  };
}
