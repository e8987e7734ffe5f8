// Breadth-first paths counted in hexes, for lines of communication, supply
// and retreats: which hexes a path may use is given by the caller as masks
// (hex flags, closed hexside flags) and switches (enemy units block, enemy
// Zones of Control block, a friendly unit in a hex cancels them), with an
// optional limit on its length.
import {
  hexCount,
  neighbours,
  hexFlags,
  sideFlags,
  closedHexes,
  occupant,
  zoc,
  cost,
  from,
  reached,
  enemies,
  at8,
  at16,
  at32,
  set32,
} from './board';

/** pathSearch() flags. */
export const ENEMY_UNITS_BLOCK: i32 = 1;
export const ENEMY_ZOC_BLOCKS: i32 = 2;
/** A hex holding a friendly unit is open whatever Zone of Control covers it. */
export const FRIENDLY_CANCELS_ZOC: i32 = 4;
/** Hexes the host marked in `closedHexes` are closed. */
export const HOST_CLOSES_HEXES: i32 = 8;

let needHexes: i32 = 0;
let closedSides: i32 = 0;
let openingSides: i32 = 0;
let rules: i32 = 0;
let own: i32 = 0;
let foes: i32 = 0;

function open(h: i32): bool {
  if (needHexes != 0 && (at16(hexFlags, h) & needHexes) == 0) return false;
  if ((rules & HOST_CLOSES_HEXES) != 0 && at8(closedHexes, h) != 0) return false;
  const occ = at8(occupant, h);
  if ((rules & ENEMY_UNITS_BLOCK) != 0 && (occ & foes) != 0) return false;
  if ((rules & FRIENDLY_CANCELS_ZOC) != 0 && (occ & own) != 0) return true;
  return (rules & ENEMY_ZOC_BLOCKS) == 0 || (at8(zoc, h) & foes) == 0;
}

/**
 * The shortest path of `side` from `start`, through hexes having one of the
 * `hexMask` flags (0: any hex), never across a hexside with a `sideMask`
 * flag unless it also has an `openMask` flag (a bridge over a canal), at most `maxHexes` hexes long (both ends counted; 0: no limit).
 * With `goal` >= 0: returns the hexes on the path to it, or -1 when there is
 * none (`from` leads back from the goal). With `goal` < 0: returns the number
 * of hexes reached (`reached` in order of distance, `cost` = hexes counted).
 */
export function pathSearch(
  start: i32,
  goal: i32,
  side: i32,
  hexMask: i32,
  sideMask: i32,
  flags: i32,
  maxHexes: i32,
  openMask: i32,
): i32 {
  memory.fill(cost, 0xff, (<usize>hexCount) << 2);
  needHexes = hexMask;
  closedSides = sideMask;
  openingSides = openMask;
  rules = flags;
  own = 1 << side;
  foes = at8(enemies, side);
  if (!open(start) || (goal >= 0 && !open(goal))) return -1;
  // `reached` doubles as the FIFO queue
  let head = 0,
    tail = 0;
  set32(cost, start, 1);
  set32(from, start, -1);
  set32(reached, tail++, start);
  while (head < tail) {
    const u = at32(reached, head++);
    const cu = at32(cost, u);
    if (u == goal) return cu;
    if (maxHexes > 0 && cu >= maxHexes) continue;
    for (let d = 0; d < 6; d++) {
      const v = at32(neighbours, u * 6 + d);
      if (v < 0 || at32(cost, v) >= 0) continue;
      const sf = at16(sideFlags, u * 6 + d);
      if (((sf & closedSides) != 0 && (sf & openingSides) == 0) || !open(v)) continue;
      set32(cost, v, cu + 1);
      set32(from, v, u);
      set32(reached, tail++, v);
    }
  }
  return goal >= 0 ? -1 : tail;
}
