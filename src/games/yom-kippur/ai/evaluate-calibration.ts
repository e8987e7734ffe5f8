// The correction of evaluate()'s playouts (Platt scaling, as Across Suez's):
// a playout plays the fast policy (playout-policy.ts) for a Game-Turn or two
// and is judged by the chance its points give (win-chance.ts POINTS_CHANCE); how
// often such playouts favour Israel is not how often two `normal` players
// would win from the position. Fitted on finished games between `normal`
// players, the corrected estimate answers "how often would two `normal`
// computer players win from here": a logistic function of the playouts'
// share of Israeli wins (as log-odds), of the position's own points if the
// game ended now (as win-chance.ts reads them) and of what its passes promise
// by the end (B-R.2, passes.ts), on the engine's fit
// (src/engine/ai/logistic.ts). `scripts/evaluate-yom-kippur.ts --fit`
// refits the constants on games of even seeds and scores them on odd ones
// (and the reverse) and prints the constants fitted on all.
import { fitLogistic, logisticChance, logit, smoothedShare } from '../../../engine/ai/logistic.js';
import { yomKippur } from '../data.js';
import type { SideId } from '../types.js';

export interface EvaluateCalibration {
  /** Weights of [1, the playouts' log-odds of an Israeli win, margin/10, margin/10 × progress, Israeli player-turn, passes/10]. */
  weights: readonly number[];
  /** What it was fitted on. */
  fittedOn: string;
}

/** What the playouts found from a position: their share of Israeli wins, how many, and the position's Game-Turn, points and phasing side. */
export interface PlayoutShare {
  raw: number;
  playouts: number;
  turn: number;
  /** Egypt's points if the game ended now less Israel's, at the position (points.ts). */
  margin: number;
  /** What Egypt's passes are worth beyond its points now, less Israel's (passes.ts passesAhead); 0 where not read. */
  passes: number;
  side: SideId;
}

export const EVALUATE_CALIBRATION: EvaluateCalibration = {
  weights: [-1.658, 0.567, -0.759, -1.006, 0.58, -1.319],
  fittedOn:
    'normal against normal, 192 games (seeds 9501–9596 at efeab3e, 9601–9696 at a524b7d: those whose positions were kept), 1344 positions at the start of the player-turns of Game-Turns 1, 3, 5 and 7, 16 playouts of one Game-Turn judged by the points chance, and the passes read from the position',
};

// the points now beside the playouts' share: the playouts read a Game-Turn ahead, the points what is held
// already (docs/yom-kippur/ai.md, session 17); and the passes' chances by the end, which decide these games and
// which one Game-Turn of playouts seldom reaches (session 19)
const features = (x: PlayoutShare): number[] => {
  const m = x.margin / 10;
  return [
    1,
    logit(smoothedShare(x.raw, x.playouts)),
    m,
    (m * x.turn) / yomKippur.scenario.turns,
    x.side === 'israeli' ? 1 : 0,
    x.passes / 10,
  ];
};

/** The corrected chance of an Israeli win. */
export function calibratedShare(x: PlayoutShare, c: EvaluateCalibration = EVALUATE_CALIBRATION): number {
  return logisticChance(c.weights, features(x));
}

/** Fits the constants on finished games' outcomes (`won`: 1 Israel won, 0.5 a draw, 0 Egypt won). */
export function fitEvaluateCalibration(
  samples: readonly (PlayoutShare & { won: number })[],
  fittedOn: string,
): EvaluateCalibration {
  const weights = fitLogistic(samples.map((s) => ({ features: features(s), y: s.won })));
  return { weights: weights.map((w) => Math.round(w * 1000) / 1000), fittedOn };
}
