// A transposition table for searches that ask the same question of many
// positions: answers kept by a key of fixed length (numbers the caller
// writes into `key`), two entries a set, the older of the two replaced.
// A hit compares the whole key, so the table is exact: an answer found is
// the one that was kept for that key. Typed arrays made once: nothing is
// allocated per question (find() gives the entry, not its answer: a number
// a call returns is boxed, one read from `answers` is not).

type KeyArray = Int16Array | Int32Array;

export class KeyedTable {
  /** The key of the next find(): write its `stride` numbers here first. */
  readonly key: KeyArray;
  readonly #sets: number;
  readonly #keys: KeyArray;
  readonly #hashes: Int32Array;
  readonly #filled: Uint8Array;
  /** Each entry's answer (read answers[find(…)]). */
  readonly answers: Float64Array;
  /** Per set, which of its two entries is the newer. */
  readonly #newer: Uint8Array;
  /** The entry keep() writes: the older of the last find()'s set. */
  #entry = 0;
  #hash = 0;

  /**
   * `stride` numbers a key, `sets` sets of two entries (a power of two);
   * `Keys` the key's array type (Int16Array halves the table when every
   * number of a key fits in 16 bits).
   */
  constructor(
    readonly stride: number,
    sets: number,
    Keys: Int16ArrayConstructor | Int32ArrayConstructor = Int32Array,
  ) {
    this.#sets = sets;
    this.key = new Keys(stride);
    this.#keys = new Keys(2 * sets * stride);
    this.#hashes = new Int32Array(2 * sets);
    this.#filled = new Uint8Array(2 * sets);
    this.answers = new Float64Array(2 * sets);
    this.#newer = new Uint8Array(sets);
  }

  /** The entry kept for `key` (whose hash is `hash`, the caller's): its answer is answers[entry]; -1 when none is. */
  find(hash: number): number {
    const set = (hash >>> 0) & (this.#sets - 1);
    for (let way = 0; way < 2; way++) {
      const e = 2 * set + way;
      if (this.#filled[e] && this.#hashes[e] === hash && this.#same(e)) {
        this.#newer[set] = way;
        return e;
      }
    }
    this.#entry = 2 * set + (this.#filled[2 * set] ? 1 - this.#newer[set]! : 0);
    this.#hash = hash;
    return -1;
  }

  /** Keeps `answer` for the key the last find() did not find. */
  keep(answer: number): void {
    const e = this.#entry;
    this.#keys.set(this.key, e * this.stride);
    this.#hashes[e] = this.#hash;
    this.#filled[e] = 1;
    this.answers[e] = answer;
    this.#newer[e >> 1] = e & 1;
  }

  #same(e: number): boolean {
    const key = this.key,
      keys = this.#keys;
    for (let i = 0, at = e * this.stride; i < this.stride; i++) if (keys[at + i] !== key[i]) return false;
    return true;
  }
}
