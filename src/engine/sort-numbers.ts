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
