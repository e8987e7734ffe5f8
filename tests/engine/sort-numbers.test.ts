// Whole numbers sorted without a comparator (src/engine/sort-numbers.ts):
// the same order as a sort by comparison, on random lists.
import { describe, expect, it } from 'vitest';
import { sortAscending, sortDistinct } from '../../src/engine/sort-numbers.js';
import { Random } from '../../src/engine/rng.js';

describe('sorting whole numbers', () => {
  it('sortAscending orders any whole numbers, repeats and negatives included, as a comparison sort does', () => {
    const random = new Random(7);
    for (let t = 0; t < 50; t++) {
      const list = Array.from({ length: random.below(300) }, () => random.below(2000) - 1000);
      const expected = [...list].sort((a, b) => a - b);
      expect(sortAscending(list)).toEqual(expected);
    }
  });

  it('sortDistinct orders distinct numbers below its bit set, the rest of the list untouched, the set left empty', () => {
    const random = new Random(11);
    const marks = new Uint32Array(30); // numbers below 960
    for (let t = 0; t < 50; t++) {
      const pool = Array.from({ length: 960 }, (_, i) => i);
      for (let i = pool.length - 1; i > 0; i--) {
        const j = random.below(i + 1);
        [pool[i], pool[j]] = [pool[j]!, pool[i]!];
      }
      const n = random.below(400);
      const list = Int32Array.from(pool.slice(0, n + 5));
      sortDistinct(list, n, marks);
      expect(Array.from(list.subarray(0, n))).toEqual(pool.slice(0, n).sort((a, b) => a - b));
      expect(Array.from(list.subarray(n))).toEqual(pool.slice(n, n + 5));
      expect(marks.every((w) => w === 0)).toBe(true);
    }
  });
});
