// A board on the rules' kernel alone (assembly/rules.ts), as a page's element makes it (vite.lib.config.ts gives
// kernel.ts the rules' kernel there): its weighted search runs in the full kernel beside it (weighted-search.ts).
import { Board } from '../../../src/engine/board.js';
import type { MapData, TerrainChart } from '../../../src/engine/map-data.js';
import type { KernelExports } from '../../../src/engine/wasm/kernel.js';

export async function rulesKernelBoard(map: MapData, chart: TerrainChart): Promise<Board> {
  const { default: text, shift } = await import('../../../src/engine/wasm/kernel-rules.wasm.text.js');
  const bytes = Uint8Array.from(text, (c) => c.charCodeAt(0) - shift);
  const { instance } = await WebAssembly.instantiate(bytes, { env: { abort: () => {} } });
  // Board.create instantiates kernel.ts's kernel; its constructor takes any
  const OnKernel = Board as unknown as new (kernel: KernelExports, map: MapData, chart: TerrainChart) => Board;
  return new OnKernel(instance.exports as unknown as KernelExports, map, chart);
}
