// The searches' priority queue (src/engine/cost-queue.ts): buckets for cheap
// costs, a heap for dear ones, always the cheapest first.
import { describe, expect, it } from 'vitest';
import { CostQueue } from '../../src/engine/cost-queue.js';
import { makeRng } from '../../src/engine/rng.js';

describe('CostQueue', () => {
  it('pops the cheapest entry first, whether its cost has a bucket or sits in the heap', () => {
    const rng = makeRng(3);
    const q = new CostQueue(4000, 64);
    for (let round = 0; round < 20; round++) {
      const pushed: number[] = [];
      // pushes interleaved with pops, some below the last pop, some past the buckets
      for (let i = 0; i < 150; i++) {
        const cost = Math.floor(rng() * (rng() < 0.3 ? 500 : 70));
        q.push(cost, i);
        pushed.push(cost);
        if (rng() < 0.3) {
          const min = Math.min(...pushed);
          q.pop();
          expect(q.popped).toBe(min);
          pushed.splice(pushed.indexOf(min), 1);
        }
      }
      const rest: number[] = [];
      while (q.size > 0) {
        q.pop();
        rest.push(q.popped);
      }
      expect(rest).toEqual(pushed.sort((a, b) => a - b));
    }
  });

  it('gives back the hex pushed with each cost', () => {
    const q = new CostQueue(8, 16);
    q.push(40, 7);
    q.push(3, 5);
    q.push(12, 9);
    expect([q.pop(), q.pop(), q.pop()]).toEqual([5, 9, 7]);
    expect(q.size).toBe(0);
  });
});
