// The win probability's correction (Platt scaling): the playouts say how
// often two `easy` players would win from a position, which is too
// pessimistic for the Israeli side early in the game (docs/ai.md). Fitted on
// finished games between `normal` players, the corrected estimate answers
// "how often would two `normal` computer players win from here".
// `npm run calibrate -- --fit` refits the constants and prints them.
import { fitLogistic, sigmoid } from '../../../engine/ai/logistic.js';

export interface Calibration {
  intercept: number;
  /** Weight of the playouts' log-odds. */
  slope: number;
  /** Weight of the Game-Turn (early estimates need more correction). */
  perTurn: number;
  /** What it was fitted on. */
  fittedOn: string;
}

export const CALIBRATION: Calibration = {
  intercept: 0.67,
  slope: 0.64,
  perTurn: -0.079,
  fittedOn: 'normal against normal, 40 games (seeds 7001–7040), 12 playouts an estimate, 279 positions',
};

const logit = (p: number) => Math.log(p / (1 - p));

/** The playouts' share of Israeli wins, pulled off 0 and 1 by half a playout (a share of 0 in 12 is not certainty). */
function smoothed(raw: number, playouts: number): number {
  return (raw * playouts + 0.5) / (playouts + 1);
}

/** The corrected probability for a raw playout mean over `playouts` playouts on Game-Turn `turn`. */
export function calibrated(raw: number, playouts: number, turn: number, c: Calibration = CALIBRATION): number {
  return sigmoid(c.intercept + c.slope * logit(smoothed(raw, playouts)) + c.perTurn * turn);
}

/** Fits the three constants on finished games' outcomes (the engine's logistic fit, least log-loss). */
export function fitCalibration(
  samples: { raw: number; playouts: number; turn: number; won: number }[],
  fittedOn: string,
): Calibration {
  const [a = 0, b = 1, c = 0] = fitLogistic(
    samples.map((s) => ({ features: [1, logit(smoothed(s.raw, s.playouts)), s.turn], y: s.won })),
  );
  const r = (v: number) => Math.round(v * 1000) / 1000;
  return { intercept: r(a), slope: r(b), perTurn: r(c), fittedOn };
}
