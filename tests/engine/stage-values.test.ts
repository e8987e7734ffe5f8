// The engine's per-stage values (src/engine/ai/stage-values.ts): one logistic
// fit a stage, fitted backward on λ-returns.
import { describe, expect, it } from 'vitest';
import { fitLogistic, logisticChance } from '../../src/engine/ai/logistic.js';
import { Random } from '../../src/engine/rng.js';
import { fitStageValues, weightsAt, type StageSample } from '../../src/engine/ai/stage-values.js';

/** Games of two stages: a feature at each, the later one closer to the outcome. */
function games(n: number): StageSample[] {
  const rng = new Random(3);
  const out: StageSample[] = [];
  for (let game = 0; game < n; game++) {
    const early = rng.next() * 2 - 1;
    const late = early + (rng.next() * 2 - 1);
    const y = rng.next() < 1 / (1 + Math.exp(-2 * late)) ? 1 : 0;
    out.push({ game, stage: 1, features: [1, early], y }, { game, stage: 2, features: [1, late], y });
  }
  return out;
}

const at = (xs: StageSample[], stage: number) => xs.filter((s) => s.stage === stage);

describe('fitStageValues', () => {
  it('with λ = 1 fits every stage on the outcome alone', () => {
    const xs = games(300);
    const w = fitStageValues(xs, { lambda: 1, ridge: 0.001 });
    for (const stage of [1, 2]) expect(w.get(stage)).toEqual(fitLogistic(at(xs, stage), 0.001));
  });

  it('with λ = 0 fits a stage on the next stage’s chance in the same game', () => {
    const xs = games(300);
    const w = fitStageValues(xs, { lambda: 0, ridge: 0.001 });
    const late = fitLogistic(at(xs, 2), 0.001);
    const chanceLater = new Map(at(xs, 2).map((s) => [s.game, logisticChance(late, s.features)]));
    const early = fitLogistic(
      at(xs, 1).map((s) => ({ features: s.features, y: chanceLater.get(s.game)! })),
      0.001,
    );
    expect(w.get(2)).toEqual(late);
    expect(w.get(1)).toEqual(early);
    expect(w.get(1)).not.toEqual(fitLogistic(at(xs, 1), 0.001));
  });

  it('between, blends the outcome and the next stage’s chance', () => {
    const xs = games(300);
    const one = fitStageValues(xs, { lambda: 1, ridge: 0.001 }).get(1)!;
    const zero = fitStageValues(xs, { lambda: 0, ridge: 0.001 }).get(1)!;
    const half = fitStageValues(xs, { lambda: 0.5, ridge: 0.001 }).get(1)!;
    // the early feature's weight lies between the two fits'
    expect(half[1]!).toBeGreaterThan(Math.min(one[1]!, zero[1]!));
    expect(half[1]!).toBeLessThan(Math.max(one[1]!, zero[1]!));
  });
});

describe('weightsAt', () => {
  const w = new Map([
    [3, [3]],
    [5, [5]],
    [9, [9]],
  ]);
  it('reads a stage’s own weights, else the nearest stage’s, the earlier on a tie', () => {
    expect(weightsAt(w, 5)).toEqual([5]);
    expect(weightsAt(w, 4)).toEqual([3]);
    expect(weightsAt(w, 7)).toEqual([5]);
    expect(weightsAt(w, 8)).toEqual([9]);
    expect(weightsAt(w, 1)).toEqual([3]);
    expect(weightsAt(w, 20)).toEqual([9]);
  });
  it('refuses a table with no stage', () => {
    expect(() => weightsAt(new Map(), 1)).toThrow(RangeError);
  });
});
