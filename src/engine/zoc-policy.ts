// How Zones of Control act on each side's units, given to the kernel as
// data (per side bit masks in assembly/board.ts, read by assembly/reach.ts):
// the engine knows no game's Zone of Control rules, only these fields.
import { ENEMIES, ZOC_LEAVE, ZOC_NO_ROADS, ZOC_STOPS, type KernelExports } from './wasm/kernel.js';

/** The sides a board tells apart (the kernel's masks are 8 bits). */
export const MAX_SIDES = 8;

/** How Zones of Control act on one side's units, as data. */
export interface ZocPolicy {
  /** The sides whose units this side's units may not enter or pass (and whose Zones of Control may block paths). */
  enemies: readonly number[];
  /** The sides whose Zones of Control end this side's moves on entry (empty: the side ignores them). */
  stoppedBy: readonly number[];
  /** Leaving such a Zone of Control: freely, only into a hex outside every such zone, or never. */
  leave: 'free' | 'to-free-hex' | 'never';
  /** The sides in whose Zones of Control this side's units may not use roads (they pay the terrain). */
  noRoadsIn?: readonly number[];
}

const mask = (sides: readonly number[]): number => sides.reduce((m, s) => m | (1 << s), 0);

/** Makes a Zone of Control policy the kernel's for one side. */
export function writeZocPolicy(kernel: KernelExports, side: number, policy: ZocPolicy): void {
  const buf = kernel.memory.buffer;
  new Uint8Array(buf, kernel.ptr(ENEMIES), MAX_SIDES)[side] = mask(policy.enemies);
  new Uint8Array(buf, kernel.ptr(ZOC_STOPS), MAX_SIDES)[side] = mask(policy.stoppedBy);
  new Uint8Array(buf, kernel.ptr(ZOC_LEAVE), MAX_SIDES)[side] = ['free', 'to-free-hex', 'never'].indexOf(policy.leave);
  new Uint8Array(buf, kernel.ptr(ZOC_NO_ROADS), MAX_SIDES)[side] = mask(policy.noRoadsIn ?? []);
}
