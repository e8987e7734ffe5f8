// The win probability's correction (Platt scaling): the playouts say how
// often their players would win from a position — the planning player at
// `easy` on both sides, or the fast policy (playout-policy.ts), whose
// Egyptian side is passive on purpose — which is not how often two
// `normal` players would. Fitted on finished games between `normal`
// players, the corrected estimate answers "how often would two `normal`
// computer players win from here": a logistic function of each kind of
// playout's share of wins (as log-odds) and the Game-Turn, one set of
// constants for each mix of playouts (docs/across-suez/ai.md). Planner playouts finished
// by fast playouts (evaluate.ts, `finishes`) end as fast games: their share
// and that of any fast playouts beside them are read as one.
// `npm run calibrate -- --fit` refits the constants and prints them.
import { fitLogistic, logit, sigmoid, smoothedShare } from '../../../engine/ai/logistic.js';

export interface Calibration {
  intercept: number;
  /** Weight of the planner playouts' log-odds. */
  slope: number;
  /** Weight of the fast playouts' log-odds. */
  fastSlope: number;
  /** Weight of the Game-Turn (early estimates need more correction). */
  perTurn: number;
  /** What it was fitted on. */
  fittedOn: string;
}

/** What the playouts found in one position: each kind's share of Israeli wins and number, and the Game-Turn. */
export interface Shares {
  /** The planner playouts' share, over `playouts` of them. */
  raw: number;
  playouts: number;
  /** The fast playouts that finished each planner playout at its horizon (0: none; then it played to the end or was judged by the evaluation). */
  finishes?: number;
  /** The fast playouts' share, over `fastPlayouts` of them. */
  fast: number;
  fastPlayouts: number;
  turn: number;
}

const FITTED_ON = 'normal against normal, 40 games (seeds 7001–7040), 279 positions';

/**
 * One set of constants for each mix of playouts: the planner's alone, the fast policy's alone, a few planner
 * playouts beside fast ones (both), evaluate()'s default (several planner playouts beside fast ones), planner
 * playouts finished by fast ones.
 */
export const CALIBRATIONS: Record<'planner' | 'fast' | 'both' | 'default' | 'finished', Calibration> = {
  planner: {
    intercept: 0.67,
    slope: 0.64,
    fastSlope: 0,
    perTurn: -0.079,
    fittedOn: `${FITTED_ON}, 12 planner playouts`,
  },
  fast: { intercept: 1.972, slope: 0, fastSlope: 0.7, perTurn: -0.199, fittedOn: `${FITTED_ON}, 32 fast playouts` },
  both: {
    intercept: 1.906,
    slope: 0.271,
    fastSlope: 0.581,
    perTurn: -0.203,
    fittedOn: `${FITTED_ON}, 2 planner and 32 fast playouts`,
  },
  default: {
    intercept: 1.447,
    slope: 0.457,
    fastSlope: 0.333,
    perTurn: -0.143,
    fittedOn: `${FITTED_ON}, 4 planner playouts on Game-Turn 1, 6 on Game-Turn 2, 12 after, and 32 fast playouts`,
  },
  finished: {
    intercept: 1.603,
    slope: 0.618,
    fastSlope: 0,
    perTurn: -0.175,
    fittedOn: `${FITTED_ON}, 8 planner playouts of one Game-Turn finished by 8 fast playouts each`,
  },
};

/** Planner playouts beside fast ones from which evaluate()'s default constants apply (its fewest, on Game-Turn 1). */
const SEVERAL = 4;

/** The constants for the playouts `x` ran. */
export function calibrationFor(x: Shares): Calibration {
  if (finished(x)) return CALIBRATIONS.finished;
  if (x.fastPlayouts > 0 && x.playouts === 0) return CALIBRATIONS.fast;
  // beside fast playouts, the planner playouts' share weighs more the more of them there are
  if (x.fastPlayouts > 0) return x.playouts >= SEVERAL ? CALIBRATIONS.default : CALIBRATIONS.both;
  return CALIBRATIONS.planner;
}

const finished = (x: Shares) => x.playouts > 0 && (x.finishes ?? 0) > 0;

/** The features the correction weighs: 1, each kind's log-odds (0 for a kind not played), the Game-Turn. */
function features(x: Shares): number[] {
  if (finished(x)) {
    // every game ended in a fast playout: one share over all of them
    const n = x.playouts * x.finishes! + x.fastPlayouts;
    const share = (x.raw * x.playouts * x.finishes! + x.fast * x.fastPlayouts) / n;
    return [1, logit(smoothedShare(share, n)), 0, x.turn];
  }
  return [
    1,
    x.playouts > 0 ? logit(smoothedShare(x.raw, x.playouts)) : 0,
    x.fastPlayouts > 0 ? logit(smoothedShare(x.fast, x.fastPlayouts)) : 0,
    x.turn,
  ];
}

/** The corrected probability for what the playouts found. */
export function calibrated(x: Shares, c: Calibration = calibrationFor(x)): number {
  const [one, planner, fast, turn] = features(x) as [number, number, number, number];
  return sigmoid(c.intercept * one + c.slope * planner + c.fastSlope * fast + c.perTurn * turn);
}

/** Fits the constants on finished games' outcomes (the engine's logistic fit, least log-loss); all samples from one mix. */
export function fitCalibration(samples: (Shares & { won: number })[], fittedOn: string): Calibration {
  const used = [
    true,
    samples.some((s) => s.playouts > 0),
    samples.some((s) => s.fastPlayouts > 0 && !finished(s)),
    true,
  ];
  const pick = (f: number[]) => f.filter((_, i) => used[i]);
  const w = fitLogistic(samples.map((s) => ({ features: pick(features(s)), y: s.won })));
  const weights = used.map((u) => (u ? w.shift()! : 0));
  const r = (v: number) => Math.round(v * 1000) / 1000;
  return {
    intercept: r(weights[0]!),
    slope: r(weights[1]!),
    fastSlope: r(weights[2]!),
    perTurn: r(weights[3]!),
    fittedOn,
  };
}
