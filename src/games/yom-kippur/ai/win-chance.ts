// Yom Kippur's chance of winning, read from the standing (standing.ts): how
// often two `normal` computer players won, in finished games, from positions
// with that Egyptian margin at that point of the game. A logistic function
// (src/engine/ai/logistic.ts) of the margin, the margin weighted by how far
// the game has gone (a lead of 5 VP means more on the last Game-Turn than on
// the first) and who is about to move; fitted by
// `npm run calibrate:yom-kippur -- --fit`, its fit measured in
// docs/yom-kippur/ai.md. A draw counts half a win.
import { fitLogistic, logisticChance } from '../../../engine/ai/logistic.js';
import { yomKippur } from '../data.js';
import type { SideId } from '../types.js';

export interface WinChance {
  /** Weights of [1, margin/10, margin/10 × progress, Israeli player-turn]. */
  weights: readonly number[];
  /** What it was fitted on. */
  fittedOn: string;
}

/** A position's standing where the chance is read: the Egyptian margin, the Game-Turn and the phasing side. */
export interface StandingAt {
  turn: number;
  side: SideId;
  /** The Egyptian side's margin over Israel, in victory-point terms (standing.ts). */
  margin: number;
}

export interface WinChanceSample extends StandingAt {
  /** 1: Egypt won; 0.5: a draw; 0: Israel won. */
  won: number;
}

export const WIN_CHANCE: WinChance = {
  weights: [-2.088, 0.193, 0.546, -0.259],
  fittedOn:
    'normal against normal, 105 games (seeds 9101–9160, 9201–9245), 1,785 positions at the start of a player-turn',
};

/**
 * The same chance read from the victory points alone — the points if the
 * game ended now (points.ts), Egypt's less Israel's — which tells the end
 * of a game between `normal` players far better than the whole standing
 * (docs/yom-kippur/ai.md): what evaluate() judges its playouts by where it
 * cuts them.
 */
export const POINTS_CHANCE: WinChance = {
  weights: [0.311, -0.533, 2.633, -0.229],
  fittedOn:
    'normal against normal, 48 games (seeds 9301–9348, at 7c01faa), 816 positions at the start of a player-turn, the margin in points if the game ended now',
};

function features({ turn, side, margin }: StandingAt): number[] {
  const progress = turn / yomKippur.scenario.turns;
  return [1, margin / 10, (margin / 10) * progress, side === 'israeli' ? 1 : 0];
}

/** The Egyptian side's chance of winning from a standing. */
export function chanceFromStanding(at: StandingAt, c: WinChance = WIN_CHANCE): number {
  return logisticChance(c.weights, features(at));
}

export function fitWinChance(samples: readonly WinChanceSample[], fittedOn: string): WinChance {
  const weights = fitLogistic(samples.map((s) => ({ features: features(s), y: s.won })));
  return { weights: weights.map((w) => Math.round(w * 1000) / 1000), fittedOn };
}
