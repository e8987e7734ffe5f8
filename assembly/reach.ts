// The legal-move flood fill: Dijkstra over a movement class's step costs
// with a bucket queue (costs are small integers), where Zones of Control act
// as the moving side's policy says (stop on entry, leaving, no roads), as in
// Wesnoth's pathfinder.
import {
  hexCount,
  neighbours,
  steps,
  entry,
  occupant,
  zoc,
  cost,
  from,
  reached,
  enemies,
  zocStops,
  zocLeave,
  zocNoRoads,
  BUCKETS,
  bucketHead,
  poolHex,
  poolNext,
  at8,
  at16,
  at32,
  set32,
} from './board';

/** reach() flag: a unit may always move one hex, whatever it costs (the search's start only). */
export const MINIMUM_MOVE: i32 = 1;

let poolTop: i32 = 0;

function push(hex: i32, c: i32): void {
  const e = poolTop++;
  set32(poolHex, e, hex);
  set32(poolNext, e, at32(bucketHead, c));
  set32(bucketHead, c, e);
}

function settle(h: i32, c: i32, prev: i32): void {
  set32(cost, h, c);
  set32(from, h, prev);
}

function resetSearch(budget: i32): void {
  memory.fill(cost, 0xff, (<usize>hexCount) << 2); // -1 everywhere
  memory.fill(bucketHead, 0xff, (<usize>(budget + 1)) << 2);
  poolTop = 0;
}

function clampBudget(budget: i32): i32 {
  return budget >= BUCKETS ? BUCKETS - 1 : budget < 0 ? 0 : budget;
}

/**
 * The unit's first step out of `start` (settled at cost 0, listed first):
 * 4.5-style leaving as the side's policy says, and the minimum move.
 */
function leaveStart(start: i32, budget: i32, side: i32, withRoads: usize, offRoads: usize, flags: i32): void {
  const foes = at8(enemies, side);
  const stops = at8(zocStops, side);
  const leave = at8(zocLeave, side);
  const noRoads = at8(zocNoRoads, side);
  const uZoc = at8(zoc, start);
  const inZoc = (uZoc & stops) != 0;
  if (inZoc && leave == 2) return; // may never leave
  for (let d = 0; d < 6; d++) {
    const v = at32(neighbours, start * 6 + d);
    if (v < 0 || (at8(occupant, v) & foes) != 0) continue; // never into an enemy's hex
    const vZoc = at8(zoc, v);
    if (inZoc && leave == 1 && (vZoc & stops) != 0) continue; // only into a hex free of such ZOC
    const table = ((uZoc | vZoc) & noRoads) != 0 ? offRoads : withRoads;
    const step = at16(table, start * 6 + d);
    if (step == 0xffff) continue; // -1 as u16: closed
    let nc = step;
    if (nc > budget) {
      if ((flags & MINIMUM_MOVE) == 0) continue;
      nc = budget; // the minimum move spends everything
    }
    if (<u32>nc < <u32>at32(cost, v)) {
      settle(v, nc, start);
      push(v, nc);
    }
  }
}

/** Settles hexes in cost order (after `count` listed already); returns how many were reached. */
function run(budget: i32, side: i32, withRoads: usize, offRoads: usize, count: i32): i32 {
  const foes = at8(enemies, side);
  const stops = at8(zocStops, side);
  const noRoads = at8(zocNoRoads, side);
  for (let c = 0; c <= budget; c++) {
    let e = at32(bucketHead, c);
    while (e >= 0) {
      const u = at32(poolHex, e);
      e = at32(poolNext, e);
      if (at32(cost, u) != c) continue; // stale entry: settled earlier at a lower cost
      set32(reached, count++, u);
      const uZoc = at8(zoc, u);
      if ((uZoc & stops) != 0) continue; // a Zone of Control that stops the unit ends its move on entry
      for (let d = 0; d < 6; d++) {
        const v = at32(neighbours, u * 6 + d);
        if (v < 0) continue;
        // roads are not used in (or out of) the Zone of Control of the sides named
        const table = ((uZoc | at8(zoc, v)) & noRoads) != 0 ? offRoads : withRoads;
        const nc = c + at16(table, u * 6 + d); // a closed step (-1 as u16) costs more than any budget
        const old = at32(cost, v);
        // never into an enemy's hex; within the budget; cheaper (unsigned: unreached, -1, costs more than any)
        const better = ((at8(occupant, v) & foes) == 0) & (nc <= budget) & (<u32>nc < <u32>old);
        // written whether or not it is better (no branch to mispredict): the same values back when it is not
        set32(cost, v, select(nc, old, better));
        set32(from, v, select(u, at32(from, v), better));
        const bucket = select(nc, BUCKETS, better); // the spare bucket, never read
        set32(poolHex, poolTop, v);
        set32(poolNext, poolTop, at32(bucketHead, bucket));
        set32(bucketHead, bucket, poolTop);
        poolTop += <i32>better;
      }
    }
  }
  return count;
}

/** The step tables of a movement class: with roads, and at terrain cost. */
function withRoadsOf(moveClass: i32): usize {
  return steps + ((<usize>(2 * moveClass * hexCount * 6)) << 1);
}

/**
 * Every hex a unit of `side` and movement class `moveClass` standing on
 * `start` can reach with `budget`. Fills `cost`, `from` and `reached`;
 * returns the number of hexes reached, the start included.
 */
export function reach(start: i32, budget: i32, side: i32, moveClass: i32, flags: i32): i32 {
  budget = clampBudget(budget);
  resetSearch(budget);
  settle(start, 0, -1);
  set32(reached, 0, start);
  const withRoads = withRoadsOf(moveClass);
  const offRoads = withRoads + ((<usize>(hexCount * 6)) << 1);
  leaveStart(start, budget, side, withRoads, offRoads, flags);
  return run(budget, side, withRoads, offRoads, 1);
}

/** The same search for a unit entering the map at hex `at`, paying the class's entry cost there. */
export function reachFromEntry(at: i32, budget: i32, side: i32, moveClass: i32, flags: i32): i32 {
  budget = clampBudget(budget);
  resetSearch(budget);
  if ((at8(occupant, at) & at8(enemies, side)) != 0) return 0;
  const table = entry + ((<usize>(2 * moveClass * hexCount)) << 1);
  const c = at16(table, at);
  if (c == 0xffff || c > budget) return 0;
  settle(at, c, -1);
  push(at, c);
  const withRoads = withRoadsOf(moveClass);
  return run(budget, side, withRoads, withRoads + ((<usize>(hexCount * 6)) << 1), 0);
}

/** The cost of one step from hex h in direction d for a movement class (with roads), -1 closed. */
export function stepCost(h: i32, d: i32, moveClass: i32): i32 {
  const s = <i32>load<i16>(steps + ((<usize>(2 * moveClass * hexCount * 6 + h * 6 + d)) << 1));
  return s;
}
