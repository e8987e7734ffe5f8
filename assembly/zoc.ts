// Zones of Control: the six hexes around a unit that exerts one, except
// hexes and hexsides the game says no Zone of Control reaches (water,
// canal hexsides…). Each hex counts, per side, the sources around it that
// cover it, so a source placed or lifted updates its six neighbours alone
// instead of the whole map being computed again.
import {
  hexCount,
  neighbours,
  hexFlags,
  sideFlags,
  zocSource,
  zoc,
  zocCount,
  zocBlockHexes,
  zocBlockSides,
  MAX_SIDES,
  at8,
  at16,
  at32,
} from './board';

/** The neighbour of h in direction d a Zone of Control from h covers, or -1 (off the grid, or blocked). */
function covered(h: i32, d: i32): i32 {
  const nb = at32(neighbours, h * 6 + d);
  if (nb < 0) return -1;
  if ((at16(sideFlags, h * 6 + d) & zocBlockSides) != 0) return -1;
  if ((at16(hexFlags, nb) & zocBlockHexes) != 0) return -1;
  return nb;
}

/** Adds `delta` (+1 or -1) sources of each side in `sides` to the counts of the hexes h's Zone of Control covers. */
function count(h: i32, sides: i32, delta: i32): void {
  for (let d = 0; d < 6; d++) {
    const nb = covered(h, d);
    if (nb < 0) continue;
    let bits = at8(zoc, nb);
    for (let m = sides; m != 0; m &= m - 1) {
      const s = ctz(m);
      const p = zocCount + <usize>(nb * MAX_SIDES + s);
      const c = <i32>load<u8>(p) + delta;
      store<u8>(p, <u8>c);
      bits = c > 0 ? bits | (1 << s) : bits & ~(1 << s);
    }
    store<u8>(zoc + <usize>nb, <u8>bits);
  }
}

/** Fills `zoc` (and its counts) from `zocSource`: the sides whose Zone of Control covers each hex. */
export function computeZoc(): void {
  const n = hexCount;
  memory.fill(zoc, 0, <usize>n);
  memory.fill(zocCount, 0, <usize>(n * MAX_SIDES));
  for (let h = 0; h < n; h++) {
    const sides = at8(zocSource, h);
    if (sides != 0) count(h, sides, 1);
  }
}

/**
 * Makes `sides` the sides with a Zone of Control source in hex h, updating
 * `zoc` around it: the same result as computeZoc after changing zocSource,
 * as long as the blockers and the hexside flags are those it was computed with.
 */
export function setZocSource(h: i32, sides: i32): void {
  const old = at8(zocSource, h);
  if (old == sides) return;
  store<u8>(zocSource + <usize>h, <u8>sides);
  const lifted = old & ~sides;
  const placed = sides & ~old;
  if (lifted != 0) count(h, lifted, -1);
  if (placed != 0) count(h, placed, 1);
}
