// Where a unit can go now: per hex the half Movement Points the move costs
// (-1: not a destination) and, for a reinforcement, the hex it entered by
// (7.2); the destinations in the order the search found them; and what its
// own fill found of the way to Matzmed (11.0). Filled by movement.ts, one
// buffer per unit, kept while it holds (destination-cache.ts).

export class Destinations {
  /** Per hex: half Movement Points to get there, -1 when it is no destination. */
  readonly cost: Int32Array;
  /** Per hex: the entry hex it was reached from (reinforcements), -1 for a unit on the map. */
  readonly entry: Int32Array;
  /** The destinations, first found first. */
  readonly hexes: Int32Array;
  count = 0;
  /** The hex the unit moves from (-1: a reinforcement entering the map). */
  origin = -1;
  /**
   * 11.0: half Movement Points the unit's own fill (from its hex, or into
   * the map at its arrival hex) spent to reach Matzmed, -1 when it did not:
   * the crossing passes through Matzmed even when the bridge stands there.
   */
  toCrossing = -1;

  /**
   * `cost` and `hexes` are the board's list of vacant hexes (board.listVacant),
   * which fills them for a unit on the map in one call and empties them on
   * the next: clear() leaves them to it.
   */
  readonly onBoard: boolean;

  constructor(hexCount: number, vacant?: { cost: Int32Array; hexes: Int32Array }) {
    this.onBoard = vacant !== undefined;
    this.cost = vacant?.cost ?? new Int32Array(hexCount).fill(-1);
    this.entry = new Int32Array(hexCount).fill(-1);
    this.hexes = vacant?.hexes ?? new Int32Array(hexCount);
  }

  /** Some destination has an entry hex (add): clear() resets them too. */
  #entered = false;

  /** No destination (the origin and the way to Matzmed stay: the filler sets them). */
  clear(): void {
    if (this.onBoard) {
      this.count = 0;
      return;
    }
    const { cost, entry, hexes } = this;
    for (let i = 0; i < this.count; i++) cost[hexes[i]!] = -1;
    if (this.#entered) for (let i = 0; i < this.count; i++) entry[hexes[i]!] = -1;
    this.#entered = false;
    this.count = 0;
  }

  has(hex: number): boolean {
    return hex >= 0 && hex < this.cost.length && this.cost[hex]! >= 0;
  }

  /** Adds the first `n` hexes of the board's vacant list (board.listVacant) with their costs, each as add() does. */
  addVacant(vacant: Int32Array, vacantCost: Int32Array, n: number, entry: number): void {
    for (let i = 0; i < n; i++) {
      const h = vacant[i]!;
      this.add(h, vacantCost[h]!, entry);
    }
  }

  /** Adds a destination, or lowers its cost when it was reached cheaper (7.2: from another entry hex). */
  add(hex: number, cost: number, entry: number): void {
    const old = this.cost[hex]!;
    if (old < 0) this.hexes[this.count++] = hex;
    else if (cost >= old) return;
    this.cost[hex] = cost;
    this.entry[hex] = entry;
    if (entry >= 0) this.#entered = true;
  }
}
