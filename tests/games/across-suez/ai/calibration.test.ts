// The win probability's correction (src/ai/calibration.ts).
import { describe, expect, it } from 'vitest';
import { calibrated, fitCalibration, CALIBRATION } from '../../../../src/games/across-suez/ai/calibration.js';
import { makeRng } from '../../../../src/engine/rng.js';

describe('the win probability correction', () => {
  it('keeps the order of the playouts: more playouts won, a higher estimate, always inside 0…1', () => {
    for (const turn of [1, 4, 7]) {
      let last = 0;
      for (let k = 0; k <= 12; k++) {
        const p = calibrated(k / 12, 12, turn);
        expect(p).toBeGreaterThan(last);
        expect(p).toBeLessThan(1);
        last = p;
      }
    }
  });

  it('the fit recovers the constants of a known logistic model from its outcomes', () => {
    const truth = { intercept: 0.5, slope: 0.7, perTurn: -0.1, fittedOn: 'synthetic' };
    const rng = makeRng(7);
    const samples = Array.from({ length: 4000 }, () => {
      const playouts = 12,
        raw = Math.floor(rng() * 13) / 12,
        turn = 1 + Math.floor(rng() * 7);
      return { raw, playouts, turn, won: rng() < calibrated(raw, playouts, turn, truth) ? 1 : 0 };
    });
    const fit = fitCalibration(samples, 'synthetic');
    expect(fit.intercept).toBeCloseTo(truth.intercept, 0);
    expect(fit.slope).toBeCloseTo(truth.slope, 0);
    expect(Math.abs(fit.perTurn - truth.perTurn)).toBeLessThan(0.06);
    expect(CALIBRATION.fittedOn).toMatch(/normal against normal/);
  });
});
