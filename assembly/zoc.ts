// 4.5: the six hexes adjacent to a unit are its Zone of Control.
import { hexCount, neighbours, occupant, zoc, OCC_SIDE_MASK, OCC_ZOC } from "./board";

/** Fills `zoc`: bit (s-1) of a hex is set when a ZOC-exerting unit of side s is adjacent. */
export function computeZoc(): void {
  const n = hexCount;
  memory.fill(zoc, 0, <usize>n);
  for (let h = 0; h < n; h++) {
    const occ = load<u8>(occupant + <usize>h);
    if ((occ & OCC_ZOC) == 0) continue;
    const bit: u8 = (occ & OCC_SIDE_MASK) == 1 ? 1 : 2;
    const base = neighbours + (<usize>(h * 6) << 2);
    for (let d = 0; d < 6; d++) {
      const nb = load<i32>(base + (<usize>d << 2));
      if (nb >= 0) store<u8>(zoc + <usize>nb, load<u8>(zoc + <usize>nb) | bit);
    }
  }
}

/** The ZOC bit that stops a unit of `side`: the other side's. */
// @ts-ignore: decorator
@inline export function enemyZocBit(side: i32): u8 {
  return side == 1 ? <u8>2 : <u8>1; // side 1 is stopped by side 2's bit, and back
}
