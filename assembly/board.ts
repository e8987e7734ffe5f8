// The board's flat arrays in linear memory, allocated once by `init` and
// reused by every search: no search allocates.
//
// A hex is an index `col * rows + row` (both 0-based). Per-hex arrays have
// `hexCount` entries; per-hexside arrays have 6 per hex, in direction order
// N, NE, SE, S, SW, NW (see hex.ts).

export let cols: i32 = 0;
export let rows: i32 = 0;
export let hexCount: i32 = 0;
/** 1 when the even (1-based) columns sit half a hex lower, 0 when the odd ones do. */
export let evenColumnsLow: i32 = 1;

// --- inputs, written by the host ---
/** i32 × 6N: neighbour index per direction, -1 off the grid. Built by init. */
export let neighbours: usize = 0;
/** u8 × N: cost to enter in half Movement Points; 0 = may not be entered (swamp, lake, off the sheet). */
export let enterCost: usize = 0;
/** u8 × N: HEX_* flags. */
export let hexFlags: usize = 0;
/** u8 × 6N: SIDE_* flags of each hexside, stored from both sides. */
export let sideFlags: usize = 0;
/** u8 × N: OCC_* bits of the unit in the hex, 0 when empty. */
export let occupant: usize = 0;

// --- outputs, written by the searches ---
/** u8 × N: bit (s-1) set when the hex is in the Zone of Control of side s. */
export let zoc: usize = 0;
/** i32 × N: half Movement Points spent to reach the hex, -1 when unreached. */
export let cost: usize = 0;
/** i32 × N: the hex a search reached this one from, -1 for its origin. */
export let from: usize = 0;
/** i32 × N: the hexes a search settled, in order; the search returns how many. */
export let reached: usize = 0;
/** i32 × 8: scratch results (CRT outcome counts). */
export let out: usize = 0;

// --- search scratch ---
/** Dial's bucket queue: one list head per cost, entries from a fixed pool. */
export const BUCKETS: i32 = 256;
export let bucketHead: usize = 0;
export let poolHex: usize = 0;
export let poolNext: usize = 0;
export let poolSize: i32 = 0;

// hex flags
export const HEX_ON_MAP: u8 = 1;
/** A clear hex or a hex holding a road: the only hexes a line of communication (14.1) or the bridge (14.2) may use. */
export const HEX_CLEAR_OR_ROAD: u8 = 2;
/** A hex holding a road: entering it from off the map is by road (7.1). */
export const HEX_ROAD: u8 = 4;

// hexside flags
export const SIDE_ROAD: u8 = 1;
export const SIDE_TRAIL: u8 = 2;
export const SIDE_RIDGE: u8 = 4;
/** A hexside wholly covered by lake: never crossed. */
export const SIDE_BLOCKED: u8 = 8;

// occupant bits
export const OCC_SIDE_MASK: u8 = 3;
/** The unit exerts a Zone of Control (every combat unit; not the bridge). */
export const OCC_ZOC: u8 = 4;

function zeroed(bytes: i32): usize {
  const p = heap.alloc(<usize>bytes);
  memory.fill(p, 0, <usize>bytes); // heap.alloc does not clear
  return p;
}

/** Sizes the board and builds its neighbour table. Call once per instance. */
export function allocate(c: i32, r: i32, evenLow: i32): void {
  cols = c;
  rows = r;
  evenColumnsLow = evenLow;
  hexCount = c * r;
  const n = hexCount;
  neighbours = zeroed(n * 6 * 4);
  enterCost = zeroed(n);
  hexFlags = zeroed(n);
  sideFlags = zeroed(n * 6);
  occupant = zeroed(n);
  zoc = zeroed(n);
  cost = zeroed(n * 4);
  from = zeroed(n * 4);
  reached = zeroed(n * 4);
  out = zeroed(8 * 4);
  bucketHead = zeroed(BUCKETS * 4);
  // every relaxation pushes one entry, at most 6 per hex, plus the seeds
  poolSize = n * 6 + 8;
  poolHex = zeroed(poolSize * 4);
  poolNext = zeroed(poolSize * 4);
}
