// Whole numbers sorted ascending through a typed array, which sorts them
// natively: Array.prototype.sort with a comparator calls it n log n times,
// the most of what the listings of hexes and counters cost.

/** The numbers sorted, grown when a longer list comes (one for the process). */
let scratch = new Int32Array(256);

/** Sorts `list` (whole numbers within ±2^31) ascending, in place, and returns it. */
export function sortAscending(list: number[]): number[] {
  const n = list.length;
  if (n < 2) return list;
  if (scratch.length < n) scratch = new Int32Array(Math.max(n, scratch.length * 2));
  for (let i = 0; i < n; i++) scratch[i] = list[i]!;
  scratch.subarray(0, n).sort();
  for (let i = 0; i < n; i++) list[i] = scratch[i]!;
  return list;
}

/**
 * Sorts the first `n` of `list`, distinct whole numbers from 0 below 32 ×
 * `marks.length` (hexes), ascending in place through a bit set: each
 * number marked, then the set read word by word (no comparison, no view
 * made). `marks` is all zero before and after.
 */
export function sortDistinct(list: Int32Array, n: number, marks: Uint32Array): void {
  for (let i = 0; i < n; i++) marks[list[i]! >>> 5]! |= 1 << (list[i]! & 31);
  let k = 0;
  for (let w = 0; w < marks.length && k < n; w++) {
    let bits = marks[w]!;
    if (bits === 0) continue;
    marks[w] = 0;
    while (bits !== 0) {
      list[k++] = (w << 5) | (31 - Math.clz32(bits & -bits));
      bits &= bits - 1;
    }
  }
}
