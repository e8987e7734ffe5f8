// The legal-move flood fill: Dijkstra over a movement class's step costs
// with a bucket queue (costs are small integers), where Zones of Control act
// as the moving side's policy says (stop on entry, leaving, no roads), as in
// Wesnoth's pathfinder. Every open step costs at least one cost unit (a step
// into the bucket being read would be lost).
import {
  hexCount,
  neighbours,
  steps,
  entry,
  cheapestStep,
  moveClasses,
  occupant,
  barred,
  zoc,
  cost,
  from,
  reached,
  vacant,
  vacantCost,
  hexFlags,
  endStatus,
  foundList,
  endList,
  crowdList,
  reachedBits,
  sideFlags,
  lineList,
  lineCost,
  lineFrom,
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
/** reach() flag: `from` is left as it was (the caller needs no routes, only the hexes and their costs). */
export const NO_ROUTES: i32 = 2;

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
  const me = 1 << side;
  for (let d = 0; d < 6; d++) {
    const v = at32(neighbours, start * 6 + d);
    if (v < 0 || (at8(occupant, v) & foes) != 0 || (at8(barred, v) & me) != 0) continue; // never into an enemy's hex, nor one barred to the side
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

/**
 * Notes, per movement class and hex, the cheapest step out of it (roads or
 * not): the host calls it whenever it has written the step tables.
 */
export function stepsChanged(): void {
  for (let h = 0; h < hexCount; h++) stepsChangedAt(h);
}

/** The same for hex h alone: the host wrote only its steps out (a hexside opened or closed again). */
export function stepsChangedAt(h: i32): void {
  const n = hexCount;
  for (let c = 0; c < moveClasses; c++) {
    const withRoads = withRoadsOf(c);
    const offRoads = withRoads + ((<usize>(n * 6)) << 1);
    let least: i32 = 0xffff;
    for (let d = 0; d < 6; d++) {
      const i = (<usize>(h * 6 + d)) << 1;
      least = min(least, min(<i32>load<u16>(withRoads + i), <i32>load<u16>(offRoads + i))); // closed: 0xffff
    }
    store<u16>(cheapestStep + ((<usize>(c * n + h)) << 1), <u16>least);
  }
}

/** Settles hexes in cost order (after `count` listed already); returns how many were reached. */
function run(budget: i32, side: i32, moveClass: i32, withRoads: usize, offRoads: usize, count: i32, flags: i32): i32 {
  const foes = at8(enemies, side);
  const stops = at8(zocStops, side);
  const noRoads = at8(zocNoRoads, side);
  const me = 1 << side;
  const nb = neighbours,
    occ = occupant,
    bar = barred,
    zc = zoc,
    cst = cost,
    frm = from,
    heads = bucketHead,
    pHex = poolHex,
    pNext = poolNext,
    out = reached,
    cheapest = cheapestStep + ((<usize>(moveClass * hexCount)) << 1);
  const routes = (flags & NO_ROUTES) == 0;
  let top = poolTop;
  for (let c = 0; c <= budget; c++) {
    let e = load<i32>(heads + ((<usize>c) << 2));
    while (e >= 0) {
      const u = load<i32>(pHex + ((<usize>e) << 2));
      e = load<i32>(pNext + ((<usize>e) << 2));
      if (load<i32>(cst + ((<usize>u) << 2)) != c) continue; // stale entry: settled earlier at a lower cost
      store<i32>(out + ((<usize>count) << 2), u);
      count++;
      const uZoc = <i32>load<u8>(zc + <usize>u);
      if ((uZoc & stops) != 0) continue; // a Zone of Control that stops the unit ends its move on entry
      if (c + <i32>load<u16>(cheapest + ((<usize>u) << 1)) > budget) continue; // no step out within the budget
      const row = <usize>(u * 6);
      for (let d: usize = 0; d < 6; d++) {
        const v = load<i32>(nb + ((row + d) << 2));
        if (v < 0) continue;
        // roads are not used in (or out of) the Zone of Control of the sides named
        let table = withRoads;
        if (noRoads != 0 && ((uZoc | (<i32>load<u8>(zc + <usize>v))) & noRoads) != 0) table = offRoads;
        const nc = c + <i32>load<u16>(table + ((row + d) << 1)); // a closed step (-1 as u16) costs more than any budget
        const vc = cst + ((<usize>v) << 2);
        const old = load<i32>(vc);
        // never into an enemy's hex nor one barred to the side; within the budget; cheaper (unsigned: unreached, -1, costs more than any)
        const shut = ((<i32>load<u8>(occ + <usize>v)) & foes) | ((<i32>load<u8>(bar + <usize>v)) & me);
        const better = (shut == 0) & (nc <= budget) & (<u32>nc < <u32>old);
        // written whether or not it is better (no branch to mispredict): the same values back when it is not
        store<i32>(vc, select(nc, old, better));
        if (routes) {
          const vf = frm + ((<usize>v) << 2);
          store<i32>(vf, select(u, load<i32>(vf), better));
        }
        const slot = heads + ((<usize>select(nc, BUCKETS, better)) << 2); // the spare bucket, never read
        store<i32>(pHex + ((<usize>top) << 2), v);
        store<i32>(pNext + ((<usize>top) << 2), load<i32>(slot));
        store<i32>(slot, top);
        top += <i32>better;
      }
    }
  }
  poolTop = top;
  return count;
}

/** The step tables of a movement class: with roads, and at terrain cost. */
function withRoadsOf(moveClass: i32): usize {
  return steps + ((<usize>(2 * moveClass * hexCount * 6)) << 1);
}

/**
 * Every hex a unit of `side` and movement class `moveClass` standing on
 * `start` can reach with `budget`. Fills `cost`, `from` (unless NO_ROUTES)
 * and `reached`; returns the number of hexes reached, the start included.
 */
export function reach(start: i32, budget: i32, side: i32, moveClass: i32, flags: i32): i32 {
  budget = clampBudget(budget);
  resetSearch(budget);
  settle(start, 0, -1);
  set32(reached, 0, start);
  const withRoads = withRoadsOf(moveClass);
  const offRoads = withRoads + ((<usize>(hexCount * 6)) << 1);
  leaveStart(start, budget, side, withRoads, offRoads, flags);
  return run(budget, side, moveClass, withRoads, offRoads, 1, flags);
}

/** The same search for a unit entering the map at hex `at`, paying the class's entry cost there. */
export function reachFromEntry(at: i32, budget: i32, side: i32, moveClass: i32, flags: i32): i32 {
  budget = clampBudget(budget);
  resetSearch(budget);
  if ((at8(occupant, at) & at8(enemies, side)) != 0 || (at8(barred, at) & (1 << side)) != 0) return 0;
  const table = entry + ((<usize>(2 * moveClass * hexCount)) << 1);
  const c = at16(table, at);
  if (c == 0xffff || c > budget) return 0;
  settle(at, c, -1);
  push(at, c);
  const withRoads = withRoadsOf(moveClass);
  return run(budget, side, moveClass, withRoads, withRoads + ((<usize>(hexCount * 6)) << 1), 0, flags);
}

let vacantCount: i32 = 0;

/**
 * Lists the first `count` hexes the last search reached (`reached`) that
 * hold no unit, `skip` aside, into `vacant`, with what the search spent on
 * each in `vacantCost` (the hexes listed last time back to -1); returns how many.
 */
export function listVacant(count: i32, skip: i32): i32 {
  for (let i = 0; i < vacantCount; i++)
    store<i32>(vacantCost + ((<usize>load<i32>(vacant + ((<usize>i) << 2))) << 2), -1);
  let m = 0;
  for (let i = 0; i < count; i++) {
    const h = load<i32>(reached + ((<usize>i) << 2));
    if (h == skip || load<u8>(occupant + <usize>h) != 0) continue;
    store<i32>(vacant + ((<usize>m) << 2), h);
    store<i32>(vacantCost + ((<usize>h) << 2), load<i32>(cost + ((<usize>h) << 2)));
    m++;
  }
  vacantCount = m;
  return m;
}

let foundCount: i32 = 0;
let crowdedCount: i32 = 0;

/**
 * Sorts the first `count` hexes the last search reached, `skip` aside, as
 * where a move of `side`'s unit may end, in one pass: an end is not barred
 * to the side and has a flag of `endFlags` (any hex when 0). Writes, in the
 * order reached, the hexes reached into `foundList` (foundCount()), the ends
 * into `endList`, and the ends some unit holds into `crowdList`
 * (crowdedCount(): the host judges their room); per hex in `endStatus` 2 an
 * end, 1 reached, 0 elsewhere (skip too); every hex reached, skip included,
 * a bit in `reachedBits`. Returns how many ends.
 */
export function sortEnds(count: i32, skip: i32, side: i32, endFlags: i32): i32 {
  memory.fill(endStatus, 0, <usize>hexCount);
  memory.fill(reachedBits, 0, (<usize>((hexCount + 31) >>> 5)) << 2);
  const me = 1 << side;
  let found = 0,
    ends = 0,
    crowded = 0;
  for (let i = 0; i < count; i++) {
    const h = load<i32>(reached + ((<usize>i) << 2));
    const word = reachedBits + ((<usize>(h >>> 5)) << 2);
    store<u32>(word, load<u32>(word) | (1 << (h & 31)));
    if (h == skip) continue;
    store<i32>(foundList + ((<usize>found) << 2), h);
    found++;
    const open = ((<i32>load<u8>(barred + <usize>h)) & me) == 0;
    const flagged = endFlags == 0 || ((<i32>load<u16>(hexFlags + ((<usize>h) << 1))) & endFlags) != 0;
    if (!(open && flagged)) {
      store<u8>(endStatus + <usize>h, 1);
      continue;
    }
    store<u8>(endStatus + <usize>h, 2);
    store<i32>(endList + ((<usize>ends) << 2), h);
    ends++;
    if (load<u8>(occupant + <usize>h) != 0) {
      store<i32>(crowdList + ((<usize>crowded) << 2), h);
      crowded++;
    }
  }
  foundCount = found;
  crowdedCount = crowded;
  return ends;
}

/** How many hexes the last sortEnds listed as reached, and as ends some unit holds. */
export function sortedFound(): i32 {
  return foundCount;
}
export function sortedCrowded(): i32 {
  return crowdedCount;
}

let lineSeedCount: i32 = 0;

/**
 * A breadth-first fill at `step` cost units a step (column movement on
 * roads), only across hexsides with a flag of `sideMask`, into hexes with a
 * flag of `hexMask` that hold no unit of the sides `foes` and lie in none of
 * their Zones of Control, and not barred to `side`; none past `budget`.
 * The host writes its `seeds` start hexes at the head of `lineList`: those
 * open as above (barring aside) are kept, once each, at cost `first`
 * (lineSeeds(): how many). Writes the hexes reached there in the order
 * reached, seeds first, their costs into `lineCost`, per hex the hex it was
 * reached from into `lineFrom` (itself for a seed, -1 unreached), and a bit
 * for each into `reachedBits` (kept from the last sortEnds). Returns how
 * many hexes.
 */
export function lineFill(
  seeds: i32,
  first: i32,
  step: i32,
  budget: i32,
  side: i32,
  hexMask: i32,
  sideMask: i32,
  foes: i32,
): i32 {
  memory.fill(lineFrom, 0xff, (<usize>hexCount) << 2);
  const me = 1 << side;
  let n = 0;
  for (let i = 0; i < seeds; i++) {
    const h = load<i32>(lineList + ((<usize>i) << 2));
    if (!lineOpen(h, hexMask, foes) || load<i32>(lineFrom + ((<usize>h) << 2)) != -1) continue;
    store<i32>(lineFrom + ((<usize>h) << 2), h);
    store<i32>(lineList + ((<usize>n) << 2), h);
    store<i32>(lineCost + ((<usize>n) << 2), first);
    n++;
  }
  lineSeedCount = n;
  // a layer per step: hexes [head, layerEnd) of the list are the frontier
  let head = 0;
  for (let c = first + step; c <= budget && head < n; c += step) {
    const layerEnd = n;
    for (; head < layerEnd; head++) {
      const a = load<i32>(lineList + ((<usize>head) << 2));
      for (let d = 0; d < 6; d++) {
        const i = a * 6 + d;
        const b = load<i32>(neighbours + ((<usize>i) << 2));
        if (b < 0 || load<i32>(lineFrom + ((<usize>b) << 2)) != -1) continue;
        if (((<i32>load<u16>(sideFlags + ((<usize>i) << 1))) & sideMask) == 0) continue;
        if (!lineOpen(b, hexMask, foes) || ((<i32>load<u8>(barred + <usize>b)) & me) != 0) continue;
        store<i32>(lineFrom + ((<usize>b) << 2), a);
        store<i32>(lineList + ((<usize>n) << 2), b);
        store<i32>(lineCost + ((<usize>n) << 2), c);
        n++;
      }
    }
  }
  for (let i = 0; i < n; i++) {
    const h = load<i32>(lineList + ((<usize>i) << 2));
    const word = reachedBits + ((<usize>(h >>> 5)) << 2);
    store<u32>(word, load<u32>(word) | (1 << (h & 31)));
  }
  return n;
}

/** A hex of `hexMask` free of the units of `foes` and of their Zones of Control. */
function lineOpen(h: i32, hexMask: i32, foes: i32): bool {
  return (
    ((<i32>load<u16>(hexFlags + ((<usize>h) << 1))) & hexMask) != 0 &&
    (((<i32>load<u8>(zoc + <usize>h)) | (<i32>load<u8>(occupant + <usize>h))) & foes) == 0
  );
}

/** How many of the last lineFill's hexes are its seeds (at the head of its list). */
export function lineSeeds(): i32 {
  return lineSeedCount;
}

/** The cost of one step from hex h in direction d for a movement class (with roads), -1 closed. */
export function stepCost(h: i32, d: i32, moveClass: i32): i32 {
  const s = <i32>load<i16>(steps + ((<usize>(2 * moveClass * hexCount * 6 + h * 6 + d)) << 1));
  return s;
}
