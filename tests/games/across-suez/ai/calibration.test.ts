// The win probability's correction (src/games/across-suez/ai/calibration.ts).
import { describe, expect, it } from 'vitest';
import {
  calibrated,
  calibrationFor,
  fitCalibration,
  CALIBRATIONS,
  type Shares,
} from '../../../../src/games/across-suez/ai/calibration.js';
import { makeRng } from '../../../../src/engine/rng.js';

const planner = (share: number, turn: number): Shares => ({ raw: share, playouts: 12, fast: 0, fastPlayouts: 0, turn });
const fast = (share: number, turn: number): Shares => ({ raw: 0, playouts: 0, fast: share, fastPlayouts: 32, turn });
const finished = (share: number, turn: number): Shares => ({
  raw: share,
  playouts: 8,
  finishes: 8,
  fast: 0,
  fastPlayouts: 0,
  turn,
});

describe('the win probability correction', () => {
  it('keeps the order of the playouts: more playouts won, a higher estimate, always inside 0…1', () => {
    for (const turn of [1, 4, 7])
      for (const [shares, n] of [
        [planner, 12],
        [fast, 32],
        [finished, 64],
        [
          (share: number, turn: number): Shares => ({ raw: share, playouts: 4, fast: share, fastPlayouts: 32, turn }),
          4,
        ],
      ] as const) {
        let last = 0;
        for (let k = 0; k <= n; k++) {
          const p = calibrated(shares(k / n, turn));
          expect(p).toBeGreaterThan(last);
          expect(p).toBeLessThan(1);
          last = p;
        }
      }
  });

  it('uses the constants fitted for the playouts that ran', () => {
    expect(calibrationFor(planner(0.5, 3))).toBe(CALIBRATIONS.planner);
    expect(calibrationFor(fast(0.5, 3))).toBe(CALIBRATIONS.fast);
    expect(calibrationFor({ raw: 0.5, playouts: 2, fast: 0.5, fastPlayouts: 32, turn: 3 })).toBe(CALIBRATIONS.both);
    // evaluate()'s default: 4 planner playouts on Game-Turn 1, 12 from Game-Turn 3, beside 32 fast ones
    for (const [playouts, turn] of [
      [4, 1],
      [12, 5],
    ] as const)
      expect(calibrationFor({ raw: 0.5, playouts, fast: 0.5, fastPlayouts: 32, turn })).toBe(CALIBRATIONS.default);
    expect(calibrationFor(finished(0.5, 3))).toBe(CALIBRATIONS.finished);
    for (const c of Object.values(CALIBRATIONS)) expect(c.fittedOn).toMatch(/normal against normal/);
  });

  it('the fit recovers the constants of a known logistic model from its outcomes, with both kinds of playouts', () => {
    const truth = { intercept: 0.5, slope: 0.7, fastSlope: 0.4, perTurn: -0.1, fittedOn: 'synthetic' };
    const rng = makeRng(7);
    const samples = Array.from({ length: 6000 }, () => {
      const x: Shares = {
        raw: Math.floor(rng() * 3) / 2,
        playouts: 2,
        fast: Math.floor(rng() * 33) / 32,
        fastPlayouts: 32,
        turn: 1 + Math.floor(rng() * 7),
      };
      return { ...x, won: rng() < calibrated(x, truth) ? 1 : 0 };
    });
    const fit = fitCalibration(samples, 'synthetic');
    expect(fit.intercept).toBeCloseTo(truth.intercept, 0);
    expect(fit.slope).toBeCloseTo(truth.slope, 0);
    expect(fit.fastSlope).toBeCloseTo(truth.fastSlope, 0);
    expect(Math.abs(fit.perTurn - truth.perTurn)).toBeLessThan(0.06);
    // a kind of playout the samples lack gets no weight
    const plannerOnly = fitCalibration(
      samples.map((s) => ({ ...s, fast: 0, fastPlayouts: 0 })),
      'synthetic',
    );
    expect(plannerOnly.fastSlope).toBe(0);
  });
});
