// The units the kernel's searches see: which sides stand in each hex, which
// exert a Zone of Control there, and which unit stands where. A game that
// gives its units as flat arrays (placeUnits) has only the hexes its moves
// changed placed again, and their Zones of Control updated around them
// (assembly/zoc.ts, setZocSource); anything else places every unit.
import { OCCUPANT, ZOC_SOURCE, type KernelExports } from './wasm/kernel.js';

/** What a unit standing on a hex means to the searches. */
export interface Occupant {
  hex: number;
  /** The owner's side, 0…7. */
  side: number;
  /** Exerts a Zone of Control. */
  zoc: boolean;
}

/** More units moved than this since the last placement: every unit is placed again (cheaper than hex by hex). */
const MOST_MOVED = 8;

export class UnitPlacement {
  /** u8 × N: the sides with a unit in the hex. */
  readonly occupant: Uint8Array;
  /** i32 × N: the unit standing on each hex, by its index in what placeUnits placed (-1: none, or placed otherwise). */
  readonly unitOn: Int32Array;
  readonly #zocSource: Uint8Array;
  /** Where each unit stood when placeOccupants or placeUnits last placed them (when #valid). */
  #placed = new Int32Array(0);
  #valid = false;
  /** The last placement was placeUnits' (#placed holds hexes, unitOn unit indices). */
  #flat = false;
  /** The stamp of what placeUnits placed last. */
  #stamp = NaN;
  /** The units placeUnits found moved (reused). */
  #moved = new Int32Array(MOST_MOVED);
  /** u16 × N: how many units placeUnits placed in each hex. */
  readonly #count: Uint16Array;

  constructor(
    readonly kernel: KernelExports,
    hexCount: number,
  ) {
    const buf = kernel.memory.buffer;
    this.occupant = new Uint8Array(buf, kernel.ptr(OCCUPANT), hexCount);
    this.#zocSource = new Uint8Array(buf, kernel.ptr(ZOC_SOURCE), hexCount);
    this.unitOn = new Int32Array(hexCount).fill(-1);
    this.#count = new Uint16Array(hexCount);
  }

  /** Something the Zones of Control depend on changed (policy, blockers, hexsides): the next placement places every unit. */
  invalidate(): void {
    this.#valid = false;
  }

  /** Places the units the searches must see, and recomputes every Zone of Control. */
  setOccupants(units: Iterable<Occupant>): void {
    this.occupant.fill(0);
    this.#zocSource.fill(0);
    for (const u of units) {
      this.occupant[u.hex]! |= 1 << u.side;
      if (u.zoc) this.#zocSource[u.hex]! |= 1 << u.side;
    }
    this.kernel.computeZoc();
    this.#valid = false;
    this.#flat = false;
    this.unitOn.fill(-1); // placed without their indices
    this.#stamp = NaN;
  }

  /** setOccupants, skipped when `where` is what was placed last; true when it placed. */
  placeOccupants(where: Int32Array, units: () => Iterable<Occupant>): boolean {
    if (!this.#flat && this.#placedAgain(where)) return false;
    this.setOccupants(units());
    this.#remember(where);
    return true;
  }

  /**
   * Units as parallel arrays (hex, -1 off the map; side; exerts a Zone of
   * Control, non-zero), skipped when the stamp or every hex is unchanged;
   * else only the hexes units left or entered are placed again (only unit
   * `only`'s when the arrangement placed is the one stamped `before`).
   * Allocates nothing. Returns true when something changed.
   */
  placeUnits(
    where: ArrayLike<number>,
    side: ArrayLike<number>,
    zoc: ArrayLike<number>,
    stamp: number,
    before = NaN,
    only = -1,
  ): boolean {
    if (this.#valid && this.#flat && stamp === this.#stamp) return false;
    const placed = this.#stamp;
    this.#stamp = stamp;
    const last = this.#placed;
    if (!this.#valid || !this.#flat || last.length !== where.length) {
      this.#placeAll(where, side, zoc);
      return true;
    }
    const moved = this.#moved;
    let n = 0;
    if (only >= 0 && before === placed) {
      // the caller's word: from what was placed, unit `only` alone moved
      if (last[only] !== where[only]) moved[n++] = only;
    } else {
      for (let u = 0; u < where.length; u++) {
        if (last[u] === where[u]) continue;
        if (n === MOST_MOVED) {
          this.#placeAll(where, side, zoc);
          return true;
        }
        moved[n++] = u;
      }
    }
    // every unit leaves, then every unit enters: the counts are final when a hex is placed again
    const count = this.#count;
    for (let i = 0; i < n; i++) {
      const u = moved[i]!;
      const from = last[u]!;
      last[u] = where[u]!;
      if (from < 0) continue;
      if (--count[from]! === 0) this.#empty(from);
      else this.#placeHex(from, where, side, zoc);
    }
    for (let i = 0; i < n; i++) {
      const u = moved[i]!;
      const to = where[u]!;
      if (to < 0) continue;
      if (++count[to]! === 1) this.#placeOne(to, u, side, zoc);
      else this.#placeHex(to, where, side, zoc);
    }
    return n > 0;
  }

  #placeAll(where: ArrayLike<number>, side: ArrayLike<number>, zoc: ArrayLike<number>): void {
    this.occupant.fill(0);
    this.#zocSource.fill(0);
    this.unitOn.fill(-1);
    this.#count.fill(0);
    for (let u = 0; u < where.length; u++) {
      const h = where[u]!;
      if (h < 0) continue;
      this.#count[h]!++;
      this.occupant[h]! |= 1 << side[u]!;
      this.unitOn[h] = u;
      if (zoc[u]) this.#zocSource[h]! |= 1 << side[u]!;
    }
    this.kernel.computeZoc();
    this.#remember(where);
    this.#flat = true;
  }

  /** Hex h, left by its last unit. */
  #empty(h: number): void {
    this.occupant[h] = 0;
    this.unitOn[h] = -1;
    this.kernel.setZocSource(h, 0);
  }

  /** Hex h, entered by unit u alone. */
  #placeOne(h: number, u: number, side: ArrayLike<number>, zoc: ArrayLike<number>): void {
    this.occupant[h] = 1 << side[u]!;
    this.unitOn[h] = u;
    this.kernel.setZocSource(h, zoc[u] ? 1 << side[u]! : 0);
  }

  /** Places hex h again from every unit standing there, as #placeAll would (the last unit by index is unitOn). */
  #placeHex(h: number, where: ArrayLike<number>, side: ArrayLike<number>, zoc: ArrayLike<number>): void {
    if (h < 0) return;
    let sides = 0,
      sources = 0,
      on = -1;
    for (let u = 0; u < where.length; u++) {
      if (where[u] !== h) continue;
      sides |= 1 << side[u]!;
      if (zoc[u]) sources |= 1 << side[u]!;
      on = u;
    }
    this.occupant[h] = sides;
    this.unitOn[h] = on;
    this.kernel.setZocSource(h, sources);
  }

  #placedAgain(where: ArrayLike<number>): boolean {
    const last = this.#placed;
    if (!this.#valid || last.length !== where.length) return false;
    for (let i = 0; i < last.length; i++) if (last[i] !== where[i]) return false;
    return true;
  }

  #remember(where: ArrayLike<number>): void {
    if (this.#placed.length !== where.length) this.#placed = new Int32Array(where.length);
    this.#placed.set(where);
    this.#valid = true;
  }
}
