// A position's chance of winning read from its own features, one logistic
// fit per stage of the game (a player-turn, say): what a game's readings are
// worth changes as it goes on (strength still to come weighs at the start,
// held ground at the end). Fitted backward from the last stage by
// λ-returns (temporal-difference learning over finished games): each
// stage is fitted not on the outcome alone but on a blend of the outcome
// and the next stage's fitted chance in the same game, which carries less of
// the luck that came after it: with a few hundred games that blend fits
// the early stages better than the outcome alone.
import { fitLogistic, logisticChance } from './logistic.js';

/** One position of a finished game: its game, its stage, its features (the first 1, for the intercept) and how the game ended (1 won, ½ drawn, 0 lost). */
export interface StageSample {
  game: number;
  stage: number;
  features: readonly number[];
  y: number;
}

export interface StageValueFit {
  /** How much of the later return each stage's target keeps (1: the outcome alone; 0: the next stage's chance alone). */
  lambda: number;
  /** The ridge penalty of each stage's logistic fit (logistic.ts). */
  ridge: number;
}

/** The weights of each stage that has samples, fitted from the last stage backward on λ-returns. */
export function fitStageValues(
  samples: readonly StageSample[],
  { lambda, ridge }: StageValueFit,
): Map<number, number[]> {
  const byStage = new Map<number, StageSample[]>();
  for (const s of samples) {
    const at = byStage.get(s.stage);
    if (at) at.push(s);
    else byStage.set(s.stage, [s]);
  }
  // each game's return so far: its outcome, then blended with each later stage's chance on the way back
  const carried = new Map<number, number>(samples.map((s) => [s.game, s.y]));
  const weights = new Map<number, number[]>();
  for (const stage of [...byStage.keys()].sort((a, b) => b - a)) {
    const at = byStage.get(stage)!;
    const w = fitLogistic(
      at.map((s) => ({ features: s.features, y: carried.get(s.game)! })),
      ridge,
    );
    weights.set(stage, w);
    for (const s of at)
      carried.set(s.game, (1 - lambda) * logisticChance(w, s.features) + lambda * carried.get(s.game)!);
  }
  return weights;
}

/** The weights a stage reads: its own, else the nearest stage's that has some (a stage no game reached). */
export function weightsAt(weights: ReadonlyMap<number, readonly number[]>, stage: number): readonly number[] {
  let best: readonly number[] | undefined;
  let distance = Infinity;
  for (const [s, w] of weights)
    if (Math.abs(s - stage) < distance || (Math.abs(s - stage) === distance && s < stage)) {
      best = w;
      distance = Math.abs(s - stage);
    }
  if (!best) throw new RangeError('no stage has weights');
  return best;
}
