// 14.1: a line of communication is a continuous path of clear and/or road
// hexes, free of enemy units and of enemy Zones of Control except where a
// friendly unit occupies the hex.
import {
  hexCount, neighbours, hexFlags, sideFlags, occupant, zoc, cost, from, reached,
  HEX_CLEAR_OR_ROAD, SIDE_BLOCKED, OCC_SIDE_MASK,
} from "./board";
import { enemyZocBit } from "./zoc";

// @ts-ignore: decorator
@inline function open(h: i32, side: i32, enemyBit: u8): bool {
  if ((load<u8>(hexFlags + <usize>h) & HEX_CLEAR_OR_ROAD) == 0) return false;
  const occ = <i32>load<u8>(occupant + <usize>h);
  if (occ != 0) return (occ & OCC_SIDE_MASK) == side; // friendly: cancels enemy ZOC; enemy: blocks
  return (load<u8>(zoc + <usize>h) & enemyBit) == 0;
}

/**
 * Breadth-first search for the shortest line of communication of `side`
 * from `start` to `goal`. Returns the number of hexes on it (both ends
 * included), or -1 when there is none; `from` then leads back from goal.
 */
export function lineOfCommunication(start: i32, goal: i32, side: i32): i32 {
  memory.fill(cost, 0xff, <usize>hexCount << 2);
  const enemyBit = enemyZocBit(side);
  if (!open(start, side, enemyBit) || !open(goal, side, enemyBit)) return -1;
  // `reached` doubles as the FIFO queue; `cost` holds the hex count so far
  let head = 0, tail = 0;
  store<i32>(cost + (<usize>start << 2), 1);
  store<i32>(from + (<usize>start << 2), -1);
  store<i32>(reached + (<usize>(tail++) << 2), start);
  while (head < tail) {
    const u = load<i32>(reached + (<usize>(head++) << 2));
    const cu = load<i32>(cost + (<usize>u << 2));
    if (u == goal) return cu;
    const nb = neighbours + (<usize>(u * 6) << 2);
    const sides = sideFlags + <usize>(u * 6);
    for (let d = 0; d < 6; d++) {
      const v = load<i32>(nb + (<usize>d << 2));
      if (v < 0 || load<i32>(cost + (<usize>v << 2)) >= 0) continue;
      if ((load<u8>(sides + <usize>d) & SIDE_BLOCKED) != 0 || !open(v, side, enemyBit)) continue;
      store<i32>(cost + (<usize>v << 2), cu + 1);
      store<i32>(from + (<usize>v << 2), u);
      store<i32>(reached + (<usize>(tail++) << 2), v);
    }
  }
  return -1;
}
