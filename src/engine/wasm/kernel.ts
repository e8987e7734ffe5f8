// Loads the engine compiled from assembly/. The Wasm bytes are embedded as
// base64 so the same code runs in Node, in a Vite bundle, unbundled in a
// browser and under a strict CSP (script-src 'self' 'wasm-unsafe-eval').
import wasmBase64 from './kernel.wasm.b64.js';

/** The functions assembly/index.ts exports. Hexes are 0-based indices. */
export interface EngineExports {
  readonly memory: WebAssembly.Memory;
  init(cols: number, rows: number, evenColumnsLow: number): void;
  neighbourOf(col: number, row: number, dir: number): number;
  distance(a: number, b: number): number;
  computeZoc(): void;
  setMoveCosts(road: number, trail: number, ridge: number): void;
  stepCost(hex: number, sideFlags: number): number;
  reach(start: number, budget: number, side: number, flags: number): number;
  reachFromEntry(entry: number, budget: number, side: number, flags: number): number;
  lineOfCommunication(start: number, goal: number, side: number): number;
  setCrtColumns(n: number): void;
  crtColumn(differential: number, shift: number): number;
  crtResult(column: number, die: number): number;
  crtOdds(column: number): void;
  crtThresholdsPtr(): number;
  crtResultsPtr(): number;
  neighboursPtr(): number;
  enterCostPtr(): number;
  hexFlagsPtr(): number;
  sideFlagsPtr(): number;
  occupantPtr(): number;
  zocPtr(): number;
  costPtr(): number;
  fromPtr(): number;
  reachedPtr(): number;
  outPtr(): number;
  weightedSearch(table: number, seeds: number, budget: number, target: number, reverse: number): number;
  wStepPtr(): number;
  wPenaltyPtr(): number;
  wStopPtr(): number;
  wSeedHexPtr(): number;
  wSeedCostPtr(): number;
  wDistPtr(): number;
  wPrevPtr(): number;
}

let compiled: Promise<WebAssembly.Module> | undefined;

function bytes(base64: string): Uint8Array {
  const text = atob(base64);
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i);
  return out;
}

/** Compiles the module once per realm; every board gets its own instance (its own memory). */
export async function instantiateEngine(): Promise<EngineExports> {
  compiled ??= WebAssembly.compile(bytes(wasmBase64) as BufferSource);
  const instance = await WebAssembly.instantiate(await compiled, {
    env: {
      abort(_message: number, _file: number, line: number, column: number): never {
        throw new Error(`across-suez engine aborted at ${line}:${column}`);
      },
    },
  });
  return instance.exports as unknown as EngineExports;
}
