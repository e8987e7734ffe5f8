// Narrowing a long list of candidates (a unit's destinations) to the few a
// search will score: the best half by a cheap score, the rest at random, so
// the search sees the obvious choices and a spread of the others. In
// buffers made once: nothing is allocated per call.

export class CandidateSample {
  /** The candidates' cheap scores, written by the caller before pick (index i: items[i]). */
  scores: Float64Array;
  /** What pick chose, in order (the first `picked` of it). */
  out: Int32Array;
  #order: Int32Array;
  #merge: Int32Array;

  constructor(capacity = 64) {
    this.scores = new Float64Array(capacity);
    this.out = new Int32Array(capacity);
    this.#order = new Int32Array(capacity);
    this.#merge = new Int32Array(capacity);
  }

  /** Room for `n` candidates (scores written before this call are lost when it grows). */
  reserve(n: number): void {
    if (n <= this.scores.length) return;
    const size = Math.max(n, this.scores.length * 2);
    this.scores = new Float64Array(size);
    this.out = new Int32Array(size);
    this.#order = new Int32Array(size);
    this.#merge = new Int32Array(size);
  }

  /**
   * `k` of the first `count` items into `out`: the ceil(k/2) best by score
   * (highest first; equal scores in their order in `items`), then the others,
   * in score order, shuffled by `rng` (Fisher–Yates from the end), up to k.
   * Returns how many it wrote. (`rng` draws whole numbers, as rng.ts's
   * Random.below does: no fraction is returned, so none is boxed.)
   */
  pick(items: ArrayLike<number>, count: number, k: number, rng: { below(n: number): number }): number {
    const order = this.#order;
    for (let i = 0; i < count; i++) order[i] = i;
    this.#sort(count);
    const top = Math.min(count, Math.ceil(k / 2));
    // the rest, shuffled in place behind the top
    for (let i = count - 1; i > top; i--) {
      const j = top + rng.below(i - top + 1);
      const t = order[i]!;
      order[i] = order[j]!;
      order[j] = t;
    }
    const n = Math.min(k, count);
    for (let i = 0; i < n; i++) this.out[i] = items[order[i]!]!;
    return n;
  }

  /** A stable merge sort of order[0…n) by score, highest first (bottom-up, into the spare buffer and back). */
  #sort(n: number): void {
    const v = this.scores;
    let src = this.#order,
      dst = this.#merge;
    for (let width = 1; width < n; width *= 2) {
      for (let lo = 0; lo < n; lo += 2 * width) {
        const mid = Math.min(lo + width, n),
          hi = Math.min(lo + 2 * width, n);
        let a = lo,
          b = mid,
          o = lo;
        while (a < mid && b < hi) dst[o++] = v[src[b]!]! > v[src[a]!]! ? src[b++]! : src[a++]!;
        while (a < mid) dst[o++] = src[a++]!;
        while (b < hi) dst[o++] = src[b++]!;
      }
      const t = src;
      src = dst;
      dst = t;
    }
    if (src !== this.#order) for (let i = 0; i < n; i++) this.#order[i] = src[i]!;
  }
}
