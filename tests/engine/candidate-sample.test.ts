import { describe, expect, it } from 'vitest';
import { CandidateSample } from '../../src/engine/ai/candidate-sample.js';
import { makeRng, Random } from '../../src/engine/rng.js';

/** Draws that always land at `at` of the range (0 ≤ at < 1). */
const fixed = (at: number) => ({ below: (n: number) => Math.floor(at * n) });

/** The same choice written plainly with arrays: a stable sort, the best half, the rest shuffled. */
function plainPick(items: number[], scores: number[], k: number, rng: () => number): number[] {
  const sorted = items.map((x, i) => ({ x, v: scores[i]! })).sort((a, b) => b.v - a.v);
  const top = sorted.slice(0, Math.ceil(k / 2)).map((e) => e.x);
  const rest = sorted.slice(Math.ceil(k / 2)).map((e) => e.x);
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  return top.concat(rest.slice(0, k - top.length));
}

describe('CandidateSample', () => {
  it('keeps the best half by score, highest first, equal scores in their listed order', () => {
    const sample = new CandidateSample(4);
    const items = [10, 11, 12, 13, 14, 15, 16, 17];
    [1, 5, 3, 5, 0, 2, 5, 4].forEach((v, i) => (sample.scores[i] = v));
    expect(sample.pick(items, 4, 4, fixed(0))).toBe(4);
    expect(Array.from(sample.out.subarray(0, 2))).toEqual([11, 13]);
    const wide = new CandidateSample(8);
    [1, 5, 3, 5, 0, 2, 5, 4].forEach((v, i) => (wide.scores[i] = v));
    expect(wide.pick(items, 8, 6, fixed(0.999))).toBe(6);
    expect(Array.from(wide.out.subarray(0, 3))).toEqual([11, 13, 16]);
  });

  it('chooses what the plain array version chooses, with the same random draws', () => {
    const draws = makeRng(7);
    for (let trial = 0; trial < 300; trial++) {
      const count = 1 + Math.floor(draws() * 90);
      const k = 1 + Math.floor(draws() * 20);
      const items = Array.from({ length: count }, (_, i) => 1000 + i);
      // coarse scores: many ties, as a unit's destinations have
      const scores = items.map(() => Math.floor(draws() * 6) / 2 - Math.floor(draws() * 4) / 6);
      const sample = new CandidateSample(8);
      sample.reserve(count);
      scores.forEach((v, i) => (sample.scores[i] = v));
      const n = sample.pick(items, count, k, new Random(trial + 1));
      expect(Array.from(sample.out.subarray(0, n))).toEqual(plainPick(items, scores, k, makeRng(trial + 1)));
    }
  });

  it('gives all the candidates when there are no more than asked for', () => {
    const sample = new CandidateSample();
    [2, 9, 4].forEach((v, i) => (sample.scores[i] = v));
    expect(sample.pick([7, 8, 9], 3, 12, fixed(0.5))).toBe(3);
    expect(Array.from(sample.out.subarray(0, 3)).sort()).toEqual([7, 8, 9]);
    expect(sample.out[0]).toBe(8);
  });
});
