// The correction of evaluate()'s playouts (Platt scaling, as Across Suez's):
// a playout plays the fast policy (playout-policy.ts) for a Game-Turn or two
// and is judged by the chance its points give (win-chance.ts POINTS_CHANCE); how
// often such playouts favour Israel is not how often two `normal` players
// would win from the position. Fitted on finished games between `normal`
// players, the corrected estimate answers "how often would two `normal`
// computer players win from here": a logistic function of the playouts'
// share of Israeli wins (as log-odds) and the Game-Turn, on the engine's fit
// (src/engine/ai/logistic.ts). `scripts/evaluate-yom-kippur.ts --fit`
// refits the constants on games of even seeds and scores them on odd ones
// (and the reverse) and prints the constants fitted on all.
import { fitLogistic, logit, sigmoid, smoothedShare } from '../../../engine/ai/logistic.js';

export interface EvaluateCalibration {
  intercept: number;
  /** Weight of the playouts' log-odds of an Israeli win. */
  slope: number;
  /** Weight of the Game-Turn. */
  perTurn: number;
  /** What it was fitted on. */
  fittedOn: string;
}

/** What the playouts found from a position: their share of Israeli wins, how many, and the Game-Turn. */
export interface PlayoutShare {
  raw: number;
  playouts: number;
  turn: number;
}

export const EVALUATE_CALIBRATION: EvaluateCalibration = {
  intercept: -0.43,
  slope: 1.136,
  perTurn: 0.01,
  fittedOn:
    'normal against normal, 48 games (seeds 9301–9348, at 7c01faa), 336 positions at the start of the player-turns of Game-Turns 1, 3, 5 and 7, 16 playouts of one Game-Turn judged by the points chance',
};

const features = (x: PlayoutShare): number[] => [1, logit(smoothedShare(x.raw, x.playouts)), x.turn];

/** The corrected chance of an Israeli win. */
export function calibratedShare(x: PlayoutShare, c: EvaluateCalibration = EVALUATE_CALIBRATION): number {
  const [one, share, turn] = features(x) as [number, number, number];
  return sigmoid(c.intercept * one + c.slope * share + c.perTurn * turn);
}

/** Fits the constants on finished games' outcomes (`won`: 1 Israel won, 0.5 a draw, 0 Egypt won). */
export function fitEvaluateCalibration(
  samples: readonly (PlayoutShare & { won: number })[],
  fittedOn: string,
): EvaluateCalibration {
  const [intercept, slope, perTurn] = fitLogistic(samples.map((s) => ({ features: features(s), y: s.won })));
  const r = (v: number) => Math.round(v * 1000) / 1000;
  return { intercept: r(intercept!), slope: r(slope!), perTurn: r(perTurn!), fittedOn };
}
