// legalActions()'s answer for a game whose codec makes an action from its
// code alone (ActionCodec.codeAlone): a read-only array over a copy of the
// listing's codes that makes each action when it is first read. A random
// player reads one action of hundreds, and the array of them all was most
// of what a public-API game allocated; the codes are a quarter of it, kept
// apart from the heap's objects. It is an Array to every reader (indexing,
// length, iteration, the array methods, Array.isArray, JSON.stringify) and
// refuses every change.
import type { ActionBuffer } from './action-buffer.js';

/**
 * The index a property key names, or -1: digits alone, no leading zero
 * (what String(i) writes), below `length`. Read digit by digit: a player
 * reads an index of every listing, and Number(key) with String(i) back was
 * most of the trap's own time.
 */
function indexOf(key: string | symbol, length: number): number {
  if (typeof key !== 'string') return -1;
  const n = key.length;
  if (n === 0 || n > 9 || (n > 1 && key.charCodeAt(0) === 48)) return -1;
  let i = 0;
  for (let j = 0; j < n; j++) {
    const d = key.charCodeAt(j) - 48;
    if (d < 0 || d > 9) return -1;
    i = i * 10 + d;
  }
  return i < length ? i : -1;
}

/** One listing: its codes, their translation, the actions read so far; the Proxy's handler (its traps read `this`). */
class Listing<A> implements ProxyHandler<unknown[]> {
  /** The first action read and its index (a random player reads one), then every other one read. */
  #first = -1;
  #firstAction: A | undefined;
  #made: Map<number, A> | null = null;

  constructor(
    readonly codes: Int32Array,
    readonly make: (code: number) => A,
  ) {}

  /** The i-th action, the same object each time it is read. */
  #at(i: number): A {
    if (i === this.#first) return this.#firstAction!;
    if (this.#first < 0) {
      this.#first = i;
      return (this.#firstAction = this.make(this.codes[i]!));
    }
    this.#made ??= new Map();
    let a = this.#made.get(i);
    if (a === undefined) this.#made.set(i, (a = this.make(this.codes[i]!)));
    return a;
  }

  get(target: unknown[], key: string | symbol, receiver: unknown): unknown {
    if (key === 'length') return this.codes.length;
    const i = indexOf(key, this.codes.length);
    return i >= 0 ? this.#at(i) : Reflect.get(target, key, receiver);
  }

  has(target: unknown[], key: string | symbol): boolean {
    return indexOf(key, this.codes.length) >= 0 || Reflect.has(target, key);
  }

  ownKeys(target: unknown[]): (string | symbol)[] {
    const keys: (string | symbol)[] = [];
    for (let i = 0; i < this.codes.length; i++) keys.push(String(i));
    return keys.concat(Reflect.ownKeys(target));
  }

  getOwnPropertyDescriptor(target: unknown[], key: string | symbol): PropertyDescriptor | undefined {
    if (key === 'length') return { value: this.codes.length, writable: true, enumerable: false, configurable: false };
    const i = indexOf(key, this.codes.length);
    if (i < 0) return Reflect.getOwnPropertyDescriptor(target, key);
    return { value: this.#at(i), writable: false, enumerable: true, configurable: true };
  }

  // every change refused: a TypeError in strict code
  set(): boolean {
    return false;
  }
  defineProperty(): boolean {
    return false;
  }
  deleteProperty(): boolean {
    return false;
  }
  setPrototypeOf(): boolean {
    return false;
  }
}

/**
 * The listings' codes, copied into slabs taken one after the other: a new
 * typed array's memory is slow to get, a view of a slab's part is not. A
 * slab is freed once no listing in it is kept.
 */
const SLAB = 1 << 16;
let slab = new Int32Array(SLAB);
let used = 0;

/** A copy of the codes listed in `codes`, for a listing to keep. */
function kept(codes: ActionBuffer): Int32Array {
  const n = codes.length;
  if (n > SLAB) return codes.codes.slice(0, n);
  if (used + n > SLAB) [slab, used] = [new Int32Array(SLAB), 0];
  const out = slab.subarray(used, used + n);
  used += n;
  out.set(codes.codes.subarray(0, n)); // copied natively: a loop over ~700 codes costs more than the view
  return out;
}

/** The actions of the codes in `codes` now, in their order, each made by `make` when first read. */
export function listedActions<A>(codes: ActionBuffer, make: (code: number) => A): readonly A[] {
  return new Proxy([], new Listing(kept(codes), make)) as readonly unknown[] as readonly A[];
}
