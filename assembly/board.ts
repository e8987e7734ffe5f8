// The board's flat arrays in linear memory, allocated once by `allocate` and
// reused by every search: no search allocates.
//
// A hex is an index `col * rows + row` (both 0-based). Per-hex arrays have
// `hexCount` entries; per-hexside arrays have 6 per hex, in direction order
// N, NE, SE, S, SW, NW (see hex.ts). A side is a number 0…7 and a set of
// sides is a bit mask (bit s for side s). What a hex flag or a hexside flag
// means is the host's business: the kernel only tests the masks it is given.

export let cols: i32 = 0;
export let rows: i32 = 0;
export let hexCount: i32 = 0;
/** 1 when the even (1-based) columns sit half a hex lower, 0 when the odd ones do. */
export let evenColumnsLow: i32 = 1;
/** Movement classes: each has a step table and an entry table, twice (with and without roads). */
export let moveClasses: i32 = 1;

export const MAX_SIDES: i32 = 8;
/** Costs are small integers (a game's cost unit: halves, sixths…); a search never goes past this. */
export const BUCKETS: i32 = 1024;

// --- inputs, written by the host ---
/** i32 × 6N: neighbour index per direction, -1 off the grid. Built by init. */
export let neighbours: usize = 0;
/** u16 × N: the hex's flags (terrain flags, features, hexes a road runs through…). */
export let hexFlags: usize = 0;
/** u16 × 6N: the flags of each hexside's classes, stored from both sides. */
export let sideFlags: usize = 0;
/**
 * i16 × 2 × classes × 6N: cost to step from hex h in direction d for each
 * movement class, -1 when the step is closed; table 2c uses roads, table
 * 2c + 1 is the same step paid at terrain cost (roads not usable).
 */
export let steps: usize = 0;
/** i16 × 2 × classes × N: cost to enter each hex from off the map, -1 closed (same pairing). */
export let entry: usize = 0;
/** u16 × classes × N: the cheapest step out of each hex in either table of a class (0xffff: none), kept by stepsChanged. */
export let cheapestStep: usize = 0;
/** u8 × N: the sides with a unit in the hex. */
export let occupant: usize = 0;
/** u8 × N: the sides with a unit in the hex that exerts a Zone of Control. */
export let zocSource: usize = 0;
/** u8 × N: 1 for a hex the host closes to one path search (cleared by the host after it). */
export let closedHexes: usize = 0;
/** u8 × N: the sides whose units may not move into the hex (a flood fill never enters it for them). */
export let barred: usize = 0;

// --- the Zone of Control policy, per side ---
/** u8 × 8: the sides each side's units may not share a hex with. */
export const enemies = memory.data(MAX_SIDES);
/** u8 × 8: the sides whose Zones of Control stop a moving unit of each side. */
export const zocStops = memory.data(MAX_SIDES);
/** u8 × 8: leaving a ZOC that stops it: 0 free, 1 only into a hex free of such ZOC, 2 never. */
export const zocLeave = memory.data(MAX_SIDES);
/** u8 × 8: the sides in whose ZOC each side's units may not use roads (pay terrain cost instead). */
export const zocNoRoads = memory.data(MAX_SIDES);
/** Hex flags of hexes no Zone of Control extends into, and hexside flags none extends across. */
export let zocBlockHexes: i32 = 0;
export let zocBlockSides: i32 = 0;

// --- outputs, written by the searches ---
/** u8 × N: the sides whose Zone of Control covers the hex. */
export let zoc: usize = 0;
/** u8 × 8N: per hex and side, how many neighbouring hexes of that side's Zone of Control sources cover it (0…6). */
export let zocCount: usize = 0;
/** i32 × N: cost to reach the hex, -1 when unreached. */
export let cost: usize = 0;
/** i32 × N: the hex a search reached this one from, -1 for its origin. */
export let from: usize = 0;
/** i32 × N: the hexes a search settled, in order; the search returns how many. */
export let reached: usize = 0;
/** i32 × N: the hexes listVacant found among those a search reached, in its order. */
export let vacant: usize = 0;
/** i32 × N: per hex, what the search spent to reach it when listVacant listed it, -1 elsewhere. */
export let vacantCost: usize = 0;
/** u8 × N: what sortEnds made of each hex the last search reached: 0 not reached (or its skip), 1 reached, 2 an end. */
export let endStatus: usize = 0;
/** i32 × N: sortEnds' lists, in the order reached: the hexes reached (its skip aside), the ends, the ends some unit holds. */
export let foundList: usize = 0;
export let endList: usize = 0;
export let crowdList: usize = 0;
/** u32 × ⌈N/32⌉: every hex the last search reached, a bit each (sortEnds). */
export let reachedBits: usize = 0;
/** i32 × N: lineFill's hexes in the order reached (its seeds written there first), their costs, and per hex the hex it was reached from. */
export let lineList: usize = 0;
export let lineCost: usize = 0;
export let lineFrom: usize = 0;
/** i32 × 32: scratch results (CRT outcome counts). */
export let out: usize = 0;

// --- search scratch: Dial's bucket queue, one list head per cost, entries from a fixed pool ---
export let bucketHead: usize = 0;
export let poolHex: usize = 0;
export let poolNext: usize = 0;

export function zeroed(bytes: i32): usize {
  const p = heap.alloc(<usize>bytes);
  memory.fill(p, 0, <usize>bytes); // heap.alloc does not clear
  return p;
}

/** Sizes the board and its tables. Call once per instance. */
export function allocate(c: i32, r: i32, evenLow: i32, classes: i32): void {
  cols = c;
  rows = r;
  evenColumnsLow = evenLow;
  moveClasses = classes;
  hexCount = c * r;
  const n = hexCount;
  neighbours = zeroed(n * 6 * 4);
  hexFlags = zeroed(n * 2);
  sideFlags = zeroed(n * 6 * 2);
  steps = zeroed(2 * classes * n * 6 * 2);
  entry = zeroed(2 * classes * n * 2);
  cheapestStep = zeroed(classes * n * 2);
  occupant = zeroed(n);
  zocSource = zeroed(n);
  closedHexes = zeroed(n);
  barred = zeroed(n);
  zoc = zeroed(n);
  zocCount = zeroed(n * MAX_SIDES);
  cost = zeroed(n * 4);
  from = zeroed(n * 4);
  reached = zeroed(n * 4);
  vacant = zeroed(n * 4);
  vacantCost = zeroed(n * 4);
  memory.fill(vacantCost, 0xff, <usize>(n * 4)); // -1: no hex listed
  endStatus = zeroed(n);
  foundList = zeroed(n * 4);
  endList = zeroed(n * 4);
  crowdList = zeroed(n * 4);
  reachedBits = zeroed(((n + 31) >>> 5) * 4);
  lineList = zeroed(n * 4);
  lineCost = zeroed(n * 4);
  lineFrom = zeroed(n * 4);
  out = zeroed(32 * 4);
  // one more bucket: the flood fill's steps that improve nothing are written there, never read (reach.ts)
  bucketHead = zeroed((BUCKETS + 1) * 4);
  // every relaxation pushes one entry, at most 6 per hex, plus the seeds, plus the one a step that improves nothing writes
  const pool = n * 6 + 9;
  poolHex = zeroed(pool * 4);
  poolNext = zeroed(pool * 4);
}

export function setZocBlockers(hexMask: i32, sideMask: i32): void {
  zocBlockHexes = hexMask;
  zocBlockSides = sideMask;
}

export function at8(base: usize, i: i32): i32 {
  return <i32>load<u8>(base + <usize>i);
}
export function at16(base: usize, i: i32): i32 {
  return <i32>load<u16>(base + ((<usize>i) << 1));
}
export function at32(base: usize, i: i32): i32 {
  return load<i32>(base + ((<usize>i) << 2));
}
export function set32(base: usize, i: i32, v: i32): void {
  store<i32>(base + ((<usize>i) << 2), v);
}
