// Zones of Control: the six hexes around a unit that exerts one, except
// hexes and hexsides the game says no Zone of Control reaches (water,
// canal hexsides…).
import {
  hexCount,
  neighbours,
  hexFlags,
  sideFlags,
  zocSource,
  zoc,
  zocBlockHexes,
  zocBlockSides,
  at8,
  at16,
  at32,
} from './board';

/** Fills `zoc`: the sides whose Zone of Control covers each hex. */
export function computeZoc(): void {
  const n = hexCount;
  memory.fill(zoc, 0, <usize>n);
  for (let h = 0; h < n; h++) {
    const sides = at8(zocSource, h);
    if (sides == 0) continue;
    for (let d = 0; d < 6; d++) {
      const nb = at32(neighbours, h * 6 + d);
      if (nb < 0) continue;
      if ((at16(sideFlags, h * 6 + d) & zocBlockSides) != 0) continue;
      if ((at16(hexFlags, nb) & zocBlockHexes) != 0) continue;
      store<u8>(zoc + <usize>nb, <u8>(at8(zoc, nb) | sides));
    }
  }
}
