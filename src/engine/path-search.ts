// The kernel's path search (assembly/paths.ts) seen from TypeScript: paths
// counted in hexes, not movement points (lines of communication, supply,
// retreats), under a PathRule given in flag and hexside-class names and
// made here into the kernel's masks and switches.
import { CLOSED_HEXES, type KernelExports } from './wasm/kernel.js';
import type { MapFlags } from './map-flags.js';

/** pathSearch() flags (assembly/paths.ts). */
const ENEMY_UNITS_BLOCK = 1;
const ENEMY_ZOC_BLOCKS = 2;
const FRIENDLY_CANCELS_ZOC = 4;
const HOST_CLOSES_HEXES = 8;

const NONE: readonly number[] = [];

/** Which hexes a path may use (assembly/paths.ts). */
export interface PathRule {
  /** Only hexes having one of these flags (default: any hex). */
  through?: readonly string[];
  /** Hexside classes it may not cross… */
  closedHexsides?: readonly string[];
  /** …unless the hexside also has one of these classes (a bridge over a canal). */
  openedBy?: readonly string[];
  /** Enemy units block it (default true). */
  enemyUnitsBlock?: boolean;
  /** Enemy Zones of Control block it (default true)… */
  enemyZocBlocks?: boolean;
  /** …except in a hex a friendly unit holds (default true). */
  friendlyCancelsZoc?: boolean;
  /** At most this many hexes, both ends counted (default: no limit). */
  maxHexes?: number;
  /** Hexes closed to this search alone (hex indices), whatever their flags. */
  closedHexes?: ArrayLike<number>;
}

export class PathSearch {
  /** u8 × N: hexes closed to one search (PathRule.closedHexes). */
  readonly #closed: Uint8Array;

  constructor(
    readonly kernel: KernelExports,
    readonly names: MapFlags,
    hexCount: number,
  ) {
    this.#closed = new Uint8Array(kernel.memory.buffer, kernel.ptr(CLOSED_HEXES), hexCount);
  }

  /**
   * Searches from `start` for `side` under `rule`, to `goal` (-1: every hex
   * reached); the kernel's `cost`, `from` and `reached` hold the result.
   * Returns the kernel's answer (negative: goal not reached).
   */
  run(start: number, goal: number, side: number, rule: PathRule): number {
    const flags =
      (rule.enemyUnitsBlock === false ? 0 : ENEMY_UNITS_BLOCK) |
      (rule.enemyZocBlocks === false ? 0 : ENEMY_ZOC_BLOCKS) |
      (rule.friendlyCancelsZoc === false ? 0 : FRIENDLY_CANCELS_ZOC);
    const closed = this.names.hexsideFlags(rule.closedHexsides ?? []);
    const opening = this.names.hexsideFlags(rule.openedBy ?? []);
    const hexes = this.names.flags(rule.through ?? []);
    const shut = rule.closedHexes ?? NONE;
    for (let i = 0; i < shut.length; i++) this.#closed[shut[i]!] = 1;
    const more = shut.length ? HOST_CLOSES_HEXES : 0;
    const n = this.kernel.pathSearch(start, goal, side, hexes, closed, flags | more, rule.maxHexes ?? 0, opening);
    for (let i = 0; i < shut.length; i++) this.#closed[shut[i]!] = 0;
    return n;
  }
}
