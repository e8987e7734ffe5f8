// The board's memory of its last flood fill: the arguments it ran with and
// how many hexes it reached. A fill asked again with the same arguments on
// an unchanged board (a move sampled, then applied) is answered from the
// arrays the kernel left, without running again.

export class FillMemo {
  /** start, budget, side, movement class, flags, from entry; then the count. */
  readonly #args = new Int32Array(7);
  #valid = false;

  /** The fill left its routes (`from`). */
  #routes = false;

  /** The count of the fill with these arguments, when it is the last one and still holds (with its routes when asked for); else -1. */
  count(
    start: number,
    budget: number,
    side: number,
    cls: number,
    flags: number,
    entry: number,
    routes: boolean,
  ): number {
    const a = this.#args;
    const same =
      this.#valid &&
      a[0] === start &&
      a[1] === budget &&
      a[2] === side &&
      a[3] === cls &&
      a[4] === flags &&
      a[5] === entry &&
      (this.#routes || !routes);
    return same ? a[6]! : -1;
  }

  keep(
    start: number,
    budget: number,
    side: number,
    cls: number,
    flags: number,
    entry: number,
    count: number,
    routes: boolean,
  ): void {
    const a = this.#args;
    a[0] = start;
    a[1] = budget;
    a[2] = side;
    a[3] = cls;
    a[4] = flags;
    a[5] = entry;
    a[6] = count;
    this.#routes = routes;
    this.#valid = true;
  }

  /** Units, Zones of Control or step tables changed, or another search overwrote the arrays. */
  forget(): void {
    this.#valid = false;
  }
}
