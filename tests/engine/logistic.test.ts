// The logistic regression calibrations are fitted with (src/engine/ai/logistic.ts).
import { describe, expect, it } from 'vitest';
import { fitLogistic, logisticChance, sigmoid } from '../../src/engine/ai/logistic.js';
import { makeRng } from '../../src/engine/rng.js';

describe('logistic regression', () => {
  it('recovers the weights that drew the outcomes', () => {
    const truth = [-0.5, 1.5, -2];
    const rng = makeRng(7);
    const samples = Array.from({ length: 20_000 }, () => {
      const features = [1, rng() * 4 - 2, rng() * 2 - 1];
      return { features, y: rng() < logisticChance(truth, features) ? 1 : 0 };
    });
    const fitted = fitLogistic(samples, 0);
    fitted.forEach((w, i) => expect(w).toBeCloseTo(truth[i]!, 1));
  });

  it('fractional outcomes (a draw as half a win) fit their mean', () => {
    const samples = [0, 0.5, 0.5, 1, 0.5].map((y) => ({ features: [1], y }));
    expect(logisticChance(fitLogistic(samples), [1])).toBeCloseTo(0.5, 6);
    const mostlyWon = [1, 1, 1, 0.5].map((y) => ({ features: [1], y }));
    expect(logisticChance(fitLogistic(mostlyWon), [1])).toBeCloseTo(0.875, 6);
  });

  it('perfectly separated outcomes keep finite weights thanks to the ridge', () => {
    const samples = [-2, -1, 1, 2].map((x) => ({ features: [1, x], y: x > 0 ? 1 : 0 }));
    const [, slope] = fitLogistic(samples);
    expect(Number.isFinite(slope)).toBe(true);
    expect(slope).toBeGreaterThan(1);
    expect(logisticChance(fitLogistic(samples), [1, 1.5])).toBeGreaterThan(0.9);
  });

  it('refuses samples whose features differ in length', () => {
    expect(() =>
      fitLogistic([
        { features: [1, 2], y: 1 },
        { features: [1], y: 0 },
      ]),
    ).toThrow(RangeError);
    expect(sigmoid(0)).toBe(0.5);
  });
});
