// Yom Kippur's chance of winning from a position, read from its victory
// points: the points if the game ended now (points.ts), Egypt's less
// Israel's, at that point of the game. How often two `normal` computer players
// won, in finished games, from positions with that margin: a logistic function
// (src/engine/ai/logistic.ts) of the margin, the margin weighted by how far
// the game has gone (a lead of 5 VP means more on the last Game-Turn than on
// the first) and who is about to move; fitted by
// `npm run calibrate:yom-kippur -- --fit`, its fit measured in
// docs/yom-kippur/ai.md. A draw counts half a win. The standing's margin
// (standing.ts), the search's guide, is no predictor of these games' ends
// (docs/yom-kippur/ai.md, session 17): the chance the standing shows and the
// one evaluate() judges its playouts by are both this one.
import { fitLogistic, logisticChance } from '../../../engine/ai/logistic.js';
import type { Context } from '../context.js';
import { yomKippur } from '../data.js';
import type { State } from '../state.js';
import type { SideId } from '../types.js';
import { againstBestRival, pointsIfEndedNow } from './points.js';

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
  /** The Egyptian side's margin over Israel in victory points (the points if the game ended now, points.ts). */
  margin: number;
}

export interface WinChanceSample extends StandingAt {
  /** 1: Egypt won; 0.5: a draw; 0: Israel won. */
  won: number;
}

/** The constants: what the points if the game ended now say of how a game between `normal` players ends. */
export const POINTS_CHANCE: WinChance = {
  weights: [0.311, -0.533, 2.633, -0.229],
  fittedOn:
    'normal against normal, 48 games (seeds 9301–9348, at 7c01faa), 816 positions at the start of a player-turn, the margin in points if the game ended now',
};

function features({ turn, side, margin }: StandingAt): number[] {
  const progress = turn / yomKippur.scenario.turns;
  return [1, margin / 10, (margin / 10) * progress, side === 'israeli' ? 1 : 0];
}

/** The Egyptian side's chance of winning from its margin in points at a point of the game. */
export function chanceFromStanding(at: StandingAt, c: WinChance = POINTS_CHANCE): number {
  return logisticChance(c.weights, features(at));
}

/** The Egyptian side's chance of winning from a position that is not over: its points if the game ended now against Israel's. */
export function egyptianChance(ctx: Context, state: State): number {
  const margin = againstBestRival(ctx, state, ctx.sides.indexOf('egyptian'), pointsIfEndedNow);
  return chanceFromStanding({ turn: state.turn, side: ctx.sides[state.side]!, margin });
}

export function fitWinChance(samples: readonly WinChanceSample[], fittedOn: string): WinChance {
  const weights = fitLogistic(samples.map((s) => ({ features: features(s), y: s.won })));
  return { weights: weights.map((w) => Math.round(w * 1000) / 1000), fittedOn };
}
