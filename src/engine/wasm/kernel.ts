// Loads the kernel compiled from assembly/. The Wasm bytes are embedded as
// text, a character a byte (scripts/build-wasm.mjs), so the same code runs in
// Node, in a Vite bundle, unbundled in a browser and under a strict CSP
// (script-src 'self' 'wasm-unsafe-eval'), and the page's gzip compresses them.
import wasmText, { shift } from './kernel.wasm.text.js';

/** The functions assembly/index.ts exports. Hexes are 0-based indices, sides 0…7. */
export interface KernelExports {
  readonly memory: WebAssembly.Memory;
  init(cols: number, rows: number, evenColumnsLow: number, moveClasses: number): void;
  distance(a: number, b: number): number;
  setZocBlockers(hexMask: number, sideMask: number): void;
  computeZoc(): void;
  setZocSource(hex: number, sides: number): void;
  stepCost(hex: number, dir: number, moveClass: number): number;
  /** The step tables were written: the flood fill notes each hex's cheapest step out. */
  stepsChanged(): void;
  /** The same for one hex, whose steps out alone were written. */
  stepsChangedAt(hex: number): void;
  reach(start: number, budget: number, side: number, moveClass: number, flags: number): number;
  reachFromEntry(entry: number, budget: number, side: number, moveClass: number, flags: number): number;
  pathSearch(
    start: number,
    goal: number,
    side: number,
    hexMask: number,
    sideMask: number,
    flags: number,
    maxHexes: number,
    openMask: number,
  ): number;
  setCrtTable(table: number, kind: number, columns: number, lowestRoll: number, rolls: number): void;
  crtColumn(table: number, attack: number, defence: number, shift: number): number;
  crtResult(table: number, column: number, roll: number): number;
  crtOdds(table: number, column: number, faces: number, modifier: number, belowIsNothing: number): void;
  /** The first `count` hexes of the last search's `reached` that hold no unit (`skip` aside) into `vacant`, their costs in `vacantCost`; how many. */
  listVacant(count: number, skip: number): number;
  /** The first `count` hexes of the last search's `reached`, `skip` aside, sorted as a move's ends (assembly/reach.ts); how many ends. */
  sortEnds(count: number, skip: number, side: number, endFlags: number): number;
  sortedFound(): number;
  sortedCrowded(): number;
  /** A breadth-first fill at a fixed step along hexsides of a class (column movement, assembly/reach.ts); how many hexes. */
  lineFill(
    seeds: number,
    first: number,
    step: number,
    budget: number,
    side: number,
    hexMask: number,
    sideMask: number,
    foes: number,
  ): number;
  lineSeeds(): number;
  weightedSearch(table: number, seeds: number, budget: number, target: number, reverse: number, stops: number): number;
  /** Repaired weighted searches (assembly/repair.ts): slots of their own, each a search kept between updates. */
  readonly REPAIR_SLOTS: WebAssembly.Global;
  repairPtr(slot: number, which: number): number;
  repairReset(slot: number, table: number, reverse: number, cover: number): void;
  repairCopy(to: number, from: number): void;
  /** Brings a slot to the inputs of the `pending` hexes listed at ptr(REPAIR_PENDING): how many hexes' costs may have changed (its CHANGED array), -1 any. */
  repairUpdate(slot: number, pending: number, budget: number): number;
  readonly repairFlips: WebAssembly.Global;
  /** Where array `which` (one of the constants below) starts in memory, after init(). */
  ptr(which: number): number;
  /**
   * The weighted search's arrays, allocated right after init(): only in the kernel with the search (assembly/index.ts),
   * not in the rules' kernel alone (assembly/rules.ts) that single files whose players never search carry.
   */
  initSearch?(): void;
  /** Where the weighted search's array `which` (W_…, REPAIR_…) starts. */
  searchPtr(which: number): number;
}

// The arrays the host reads and writes in the kernel's memory, numbered as assembly/rules.ts's ptr() numbers them
// (one export for all: the module carries no name of theirs, and the minifier writes the numbers).
// BARRED: u8 × N, per hex, the sides whose units a flood fill never moves into it; REPAIR_FLIPPED: the hexes whose
// cover the last update of a slot keeping one flipped, `repairFlips` of them (-1: maybe any).
export const CLOSED_HEXES = 0,
  BARRED = 1,
  NEIGHBOURS = 2,
  HEX_FLAGS = 3,
  SIDE_FLAGS = 4,
  STEPS = 5,
  ENTRY = 6,
  OCCUPANT = 7,
  ZOC_SOURCE = 8,
  ENEMIES = 9,
  ZOC_STOPS = 10,
  ZOC_LEAVE = 11,
  ZOC_NO_ROADS = 12,
  ZOC = 13,
  COST = 14,
  FROM = 15,
  REACHED = 16,
  VACANT = 17,
  VACANT_COST = 18,
  END_STATUS = 19,
  FOUND_LIST = 20,
  END_LIST = 21,
  CROWD_LIST = 22,
  REACHED_BITS = 23,
  LINE_LIST = 24,
  LINE_COST = 25,
  LINE_FROM = 26,
  OUT = 27,
  CRT_THRESHOLDS = 28,
  CRT_RESULTS = 29;
/** The weighted search's arrays (searchPtr), in assembly/index.ts's searchPtr() order. */
export const W_STEP = 0,
  W_PENALTY = 1,
  W_STOP = 2,
  W_SEED_HEX = 3,
  W_SEED_COST = 4,
  W_DIST = 5,
  W_PREV = 6,
  W_ORDER = 7,
  REPAIR_PENDING = 8,
  REPAIR_FLIPPED = 9;

let compiled: Promise<WebAssembly.Module> | undefined;

/** The module's bytes from its text: a Uint8Array keeps each code modulo 256, the byte. */
const bytes = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0) - shift);

const imports = {
  env: {
    abort(_message: number, _file: number, line: number, column: number): never {
      throw new Error(`hex kernel aborted at ${line}:${column}`);
    },
  },
};

/** Compiles the module once per realm; every board gets its own instance (its own memory). */
export async function instantiateKernel(): Promise<KernelExports> {
  compiled ??= WebAssembly.compile(bytes(wasmText));
  const instance = await WebAssembly.instantiate(await compiled, imports);
  return instance.exports as unknown as KernelExports;
}

/** The modules kernelNow compiled, by their text. */
const compiledNow = new Map<string, WebAssembly.Module>();

/**
 * An instance of the kernel given as text (a kernel.wasm.text.js's, same shift), made at once: the weighted search's
 * kernel beside a board on the rules' kernel alone (weighted-search.ts). The kernel is small enough to compile
 * synchronously on a page's main thread.
 */
export function kernelNow(text: string): KernelExports {
  let m = compiledNow.get(text);
  if (!m) compiledNow.set(text, (m = new WebAssembly.Module(bytes(text))));
  return new WebAssembly.Instance(m, imports).exports as unknown as KernelExports;
}
