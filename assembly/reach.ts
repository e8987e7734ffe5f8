// The legal-move flood fill: Dijkstra over half Movement Points with a
// bucket queue (costs are small integers), where entering an enemy Zone of
// Control ends the move (4.5), as in Wesnoth's pathfinder.
import {
  hexCount, neighbours, enterCost, hexFlags, sideFlags, occupant, zoc, cost, from, reached,
  BUCKETS, bucketHead, poolHex, poolNext,
  HEX_CLEAR_OR_ROAD, HEX_ROAD, SIDE_ROAD, SIDE_TRAIL, SIDE_RIDGE, SIDE_BLOCKED, OCC_SIDE_MASK,
} from "./board";
import { enemyZocBit } from "./zoc";

/** 14.2: the bridge unit may only enter clear and road hexes. */
export const REACH_CLEAR_OR_ROAD_ONLY: i32 = 1;

// Costs in half Movement Points, set from the terrain chart by the host.
let roadCost: i32 = 1;
let trailCost: i32 = 4;
let ridgeCost: i32 = 4;

export function setMoveCosts(road: i32, trail: i32, ridge: i32): void {
  roadCost = road;
  trailCost = trail;
  ridgeCost = ridge;
}

let poolTop: i32 = 0;

// @ts-ignore: decorator
@inline function push(hex: i32, c: i32): void {
  const e = poolTop++;
  store<i32>(poolHex + (<usize>e << 2), hex);
  store<i32>(poolNext + (<usize>e << 2), load<i32>(bucketHead + (<usize>c << 2)));
  store<i32>(bucketHead + (<usize>c << 2), e);
}

// @ts-ignore: decorator
@inline function costOf(h: i32): i32 {
  return load<i32>(cost + (<usize>h << 2));
}

// @ts-ignore: decorator
@inline function setCost(h: i32, c: i32, prev: i32): void {
  store<i32>(cost + (<usize>h << 2), c);
  store<i32>(from + (<usize>h << 2), prev);
}

/** May a unit of `side` enter hex h at all (4.2 prohibited terrain, 4.3 enemy units, 14.2)? */
// @ts-ignore: decorator
@inline function enterable(h: i32, side: i32, flags: i32): bool {
  if (load<u8>(enterCost + <usize>h) == 0) return false;
  const occ = <i32>load<u8>(occupant + <usize>h);
  if (occ != 0 && (occ & OCC_SIDE_MASK) != side) return false;
  if ((flags & REACH_CLEAR_OR_ROAD_ONLY) != 0 && (load<u8>(hexFlags + <usize>h) & HEX_CLEAR_OR_ROAD) == 0) return false;
  return true;
}

/** 4.2: the Movement Points (in halves) to cross hexside `sf` into hex h, or -1 when it is closed. */
export function stepCost(h: i32, sf: u8): i32 {
  if ((sf & SIDE_BLOCKED) != 0) return -1;
  if ((sf & SIDE_ROAD) != 0) return roadCost; // road travel, whatever the terrain
  let normal = <i32>load<u8>(enterCost + <usize>h);
  if ((sf & SIDE_RIDGE) != 0) normal += ridgeCost;
  if ((sf & SIDE_TRAIL) != 0 && trailCost < normal) return trailCost; // nobody is forced onto a trail
  return normal;
}

function resetSearch(budget: i32): void {
  memory.fill(cost, 0xff, <usize>hexCount << 2); // -1 everywhere
  memory.fill(bucketHead, 0xff, <usize>(budget + 1) << 2);
  poolTop = 0;
}

/** Settles hexes in cost order; returns how many were reached. */
function run(start: i32, budget: i32, side: i32, flags: i32): i32 {
  const enemyBit = enemyZocBit(side);
  // 4.5: a unit that begins in an enemy ZOC may leave only into a hex outside every enemy ZOC
  const startInZoc = start >= 0 && (load<u8>(zoc + <usize>start) & enemyBit) != 0;
  let count = 0;
  for (let c = 0; c <= budget; c++) {
    let e = load<i32>(bucketHead + (<usize>c << 2));
    while (e >= 0) {
      const u = load<i32>(poolHex + (<usize>e << 2));
      e = load<i32>(poolNext + (<usize>e << 2));
      if (costOf(u) != c) continue; // stale entry: settled earlier at a lower cost
      store<i32>(reached + (<usize>(count++) << 2), u);
      const isStart = u == start;
      // 4.5: entering an enemy ZOC ends the move
      if (!isStart && (load<u8>(zoc + <usize>u) & enemyBit) != 0) continue;
      const nb = neighbours + (<usize>(u * 6) << 2);
      const sides = sideFlags + <usize>(u * 6);
      for (let d = 0; d < 6; d++) {
        const v = load<i32>(nb + (<usize>d << 2));
        if (v < 0 || !enterable(v, side, flags)) continue;
        if (isStart && startInZoc && (load<u8>(zoc + <usize>v) & enemyBit) != 0) continue;
        const step = stepCost(v, load<u8>(sides + <usize>d));
        if (step < 0) continue;
        const nc = c + step;
        if (nc > budget) continue;
        const old = costOf(v);
        if (old < 0 || nc < old) {
          setCost(v, nc, u);
          push(v, nc);
        }
      }
    }
  }
  return count;
}

/**
 * Every hex a unit of `side` standing on `start` can reach with `budget`
 * half Movement Points. Fills `cost`, `from` and `reached`; returns the
 * number of hexes reached, the start included.
 */
export function reach(start: i32, budget: i32, side: i32, flags: i32): i32 {
  if (budget >= BUCKETS) budget = BUCKETS - 1;
  if (budget < 0) budget = 0;
  resetSearch(budget);
  setCost(start, 0, -1);
  push(start, 0);
  return run(start, budget, side, flags);
}

/**
 * 7.1: the same search for a reinforcement entering the map at `entry`,
 * paying that hex's cost (by road when a road is there).
 */
export function reachFromEntry(entry: i32, budget: i32, side: i32, flags: i32): i32 {
  if (budget >= BUCKETS) budget = BUCKETS - 1;
  if (budget < 0) budget = 0;
  resetSearch(budget);
  if (!enterable(entry, side, flags)) return 0;
  const c = (load<u8>(hexFlags + <usize>entry) & HEX_ROAD) != 0 ? roadCost : <i32>load<u8>(enterCost + <usize>entry);
  if (c > budget) return 0;
  setCost(entry, c, -1);
  push(entry, c);
  return run(-1, budget, side, flags);
}
