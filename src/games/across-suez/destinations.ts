// Where a unit can go now, in one reusable buffer per game definition: per
// hex the half Movement Points the move costs (-1: not a destination) and,
// for a reinforcement, the hex it entered by (7.2); the destinations in the
// order the search found them. Filled by movement.ts; read at once (the
// next question about another unit refills it).

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
   * What the buffer was filled for: the unit, where the units stood (the
   * state's stamp), its Movement Points spent, and the Game-Turn, side and
   * phase (its allowance, 10.0; 9.1). The same question again (a move
   * listed, then applied) is answered without filling again.
   */
  #unit = -1;
  #stamp = NaN;
  #spent = -1;
  #turn = -1;
  #side = -1;
  #phase = '';

  constructor(hexCount: number) {
    this.cost = new Int32Array(hexCount).fill(-1);
    this.entry = new Int32Array(hexCount).fill(-1);
    this.hexes = new Int32Array(hexCount);
  }

  /** Is the buffer filled for this question already? */
  holds(unit: number, stamp: number, spent: number, turn: number, side: number, phase: string): boolean {
    return (
      unit === this.#unit &&
      stamp === this.#stamp &&
      spent === this.#spent &&
      turn === this.#turn &&
      side === this.#side &&
      phase === this.#phase
    );
  }

  /** Notes the question the buffer now answers. */
  filledFor(unit: number, stamp: number, spent: number, turn: number, side: number, phase: string): void {
    this.#unit = unit;
    this.#stamp = stamp;
    this.#spent = spent;
    this.#turn = turn;
    this.#side = side;
    this.#phase = phase;
  }

  clear(): void {
    this.#unit = -1;
    for (let i = 0; i < this.count; i++) {
      const h = this.hexes[i]!;
      this.cost[h] = -1;
      this.entry[h] = -1;
    }
    this.count = 0;
    this.origin = -1;
  }

  has(hex: number): boolean {
    return hex >= 0 && hex < this.cost.length && this.cost[hex]! >= 0;
  }

  /** Adds a destination, or lowers its cost when it was reached cheaper (7.2: from another entry hex). */
  add(hex: number, cost: number, entry: number): void {
    const old = this.cost[hex]!;
    if (old < 0) this.hexes[this.count++] = hex;
    else if (cost >= old) return;
    this.cost[hex] = cost;
    this.entry[hex] = entry;
  }
}
