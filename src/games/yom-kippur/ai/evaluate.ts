// The Israeli player's chance of winning from a position, like an engine's
// evaluation in chess and as Across Suez's evaluate(): Monte Carlo playouts
// on search copies of the game (the engine's cut playouts,
// src/engine/ai/search/cut-playouts.ts), each with its own dice drawn ahead
// of its decisions. A playout plays both sides with the fast policy
// (playout-policy.ts) for `horizon` Game-Turns and is then judged by the
// chance its victory points give (win-chance.ts: the points if
// the game ended now tell the end of a game far better than the whole
// standing, docs/yom-kippur/ai.md), or,
// with `finishes`, finished by that many fast playouts to the end (the
// engine's policy playouts). Whole games played by a search are far too
// dear for a bar (docs/yom-kippur/ai.md), hence the horizon. The playouts'
// share of Israeli wins, corrected (evaluate-calibration.ts), is the
// estimate, returned with the number of playouts and its standard error.
// With `players: 'normal'` the `normal` computer player plays the playouts
// instead, for two Game-Turns, and each is judged where it stops by the
// position's own reading (position-value.ts): a second or a few, but what
// two `normal` players make of a position is what the fast policy cannot
// foresee (docs/yom-kippur/ai.md, session 25).
import type { EstimateOptions, Game, WinEstimate, YomKippurRules } from '../game.js';
import { ActionBuffer } from '../../../engine/action-buffer.js';
import { Random } from '../../../engine/rng.js';
import { runSteps, runStepsAsync, type SliceOptions } from '../../../engine/ai/steps.js';
import { SearchCopy } from '../../../engine/ai/search/search-copy.js';
import { PolicyPlayouts } from '../../../engine/ai/search/policy-playouts.js';
import { cutPlayout, shareVariance, type PlayoutPlayers } from '../../../engine/ai/search/cut-playouts.js';
import type { Context } from '../context.js';
import { yomKippurRules } from '../rules.js';
import type { State } from '../state.js';
import { calibratedShare, type PlayoutShare } from './evaluate-calibration.js';
import { playoutPolicy } from './playout-policy.js';
import { levelPlayer } from './players.js';
import { positionValue } from './position-value.js';
import { passesAhead } from './passes.js';
import { againstBestRival, pointsIfEndedNow } from './points.js';
import { egyptianChance } from './win-chance.js';

export type { EstimateOptions, WinEstimate };

/** evaluate()'s default: 16 playouts of one Game-Turn each, judged by the points (docs/yom-kippur/ai.md). */
export const DEFAULT_ESTIMATE = { playouts: 16, horizon: 1, finishes: 0 } as const;

/**
 * evaluate({ players: 'normal' })'s default: 4 playouts of two Game-Turns by the `normal` computer player on
 * both sides, each judged where it stops by the position's own reading (docs/yom-kippur/ai.md, session 25).
 */
export const NORMAL_ESTIMATE = { playouts: 4, horizon: 2 } as const;

/** The cut playouts' frame: dice drawn ahead of each decision, a yield every few decisions, a cap. */
const PLAYOUT = {
  // a Game-Turn rolls a few dozen dice (attacks, SAM fire, bombing, B-I, B-M, B-N); the game's own generator rolls after
  dicePerPlayout: 1000,
  diceAhead: 2,
  decisionsAStep: 32,
  maxDecisions: 20000,
};

type Copy = SearchCopy<State, Context>;

/** The side whose chance is estimated. */
const israeliOf = (ctx: Context): number => ctx.sides.indexOf('israeli');

/** The chance of an Israeli win where a playout stopped, read from the points if the game ended now (1, ½ or 0 once over). */
function judge(g: Copy): number {
  return finalOutcome(g) ?? 1 - egyptianChance(g.ctx, g.state);
}

/** A playout that reached the end: 1 if Israel won, ½ on a draw, 0 if it lost; null while the game goes on. */
function finalOutcome({ ctx, state }: Copy): number | null {
  if (yomKippurRules.actor(ctx, state) >= 0) return null;
  const w = yomKippurRules.winner(ctx, state);
  return w === israeliOf(ctx) ? 1 : w < 0 ? 0.5 : 0;
}

/** The fast playouts that finish a cut playout, made once per game definition. */
const finishers = new WeakMap<Context, PolicyPlayouts<State, Context>>();

function* finish({ ctx, state }: Copy, count: number, seed: number): Generator<void, number> {
  let kit = finishers.get(ctx);
  if (!kit) finishers.set(ctx, (kit = new PolicyPlayouts(yomKippurRules, ctx, state, playoutPolicy)));
  const israeli = israeliOf(ctx);
  const wins = yield* kit.play(state, count, seed, israeli);
  return wins;
}

/** The playouts' players: the fast policy on both sides, its noise reseeded for each playout. */
function playersFor(ctx: Context, noise: Random): PlayoutPlayers<Copy> {
  const policy = playoutPolicy(ctx, noise);
  const legal = new ActionBuffer();
  return { decide: (g) => policy.choose(g.ctx, g.state, legal), judge, finish };
}

/** The chance of an Israeli win where a playout by `normal` players stopped: what the position reads (1, ½ or 0 once over). */
const readPosition = (g: Copy): number => finalOutcome(g) ?? positionValue(g.ctx, g.state);

/** Playout i's players: the `normal` computer player on each side, seeded for the playout, searching under `rules`. */
function normalPlayersFor(rules: YomKippurRules, ctx: Context, seed: number, i: number): PlayoutPlayers<Copy> {
  const bySide = ctx.sides.map((side, k) => levelPlayer(side, 'normal', (Math.imul(seed + 1, 0x9e3779b1) ^ i) + k));
  const decideSteps = (g: Copy) => bySide[g.actor]!.search({ rules, ctx: g.ctx, state: g.state });
  return { decide: (g) => runSteps(decideSteps(g)), decideSteps, judge: readPosition, finish };
}

/** The mean of the positions `normal` players' playouts reach, and its standard error: no correction (each is a chance already). */
function* normalSteps(game: Game, options: EstimateOptions): Generator<void, WinEstimate> {
  const playouts = Math.max(1, Math.floor(options.playouts ?? NORMAL_ESTIMATE.playouts));
  const horizon = options.horizon ?? NORMAL_ESTIMATE.horizon;
  const seed = options.seed ?? 1;
  const { rules } = game.searchRoot();
  const dice = new Random();
  let sum = 0,
    squares = 0;
  for (let i = 0; i < playouts; i++) {
    const g = SearchCopy.of(game) as Copy;
    const chance = yield* cutPlayout(g, normalPlayersFor(rules, g.ctx, seed, i), dice, seed, i, {
      ...PLAYOUT,
      horizon,
      finishes: 0,
    });
    sum += chance;
    squares += chance * chance;
  }
  const israeli = sum / playouts;
  return { israeli, samples: playouts, stderr: Math.sqrt(shareVariance(sum, squares, playouts, false)), raw: israeli };
}

export function estimateWinProbability(game: Game, options: EstimateOptions = {}): WinEstimate {
  return runSteps(estimateSteps(game, options));
}

/** The same in slices that give the event loop back every few milliseconds; rejects with AbortError when `signal` aborts. */
export function estimateWinProbabilityAsync(
  game: Game,
  options: EstimateOptions & SliceOptions = {},
): Promise<WinEstimate> {
  return runStepsAsync(estimateSteps(game, options), options);
}

/** What the playouts found from the position, uncorrected (scripts/evaluate-yom-kippur.ts fits the correction on it). */
export function playoutShare(game: Game, options: EstimateOptions = {}): PlayoutShare & { variance: number } {
  return runSteps(shareSteps(game, options));
}

function* shareSteps(game: Game, options: EstimateOptions): Generator<void, PlayoutShare & { variance: number }> {
  const playouts = Math.max(1, Math.floor(options.playouts ?? DEFAULT_ESTIMATE.playouts));
  const horizon = options.horizon ?? DEFAULT_ESTIMATE.horizon;
  const finishes = Number.isFinite(horizon)
    ? Math.max(0, Math.floor(options.finishes ?? DEFAULT_ESTIMATE.finishes))
    : 0;
  const seed = options.seed ?? 1;
  const root = game.searchRoot();
  const margin = againstBestRival(root.ctx, root.state, root.ctx.sides.indexOf('egyptian'), pointsIfEndedNow);
  const passes = passesAhead(root.ctx, root.state);
  const dice = new Random();
  const noise = new Random();
  let players: PlayoutPlayers<Copy> | null = null;
  let sum = 0,
    squares = 0;
  for (let i = 0; i < playouts; i++) {
    const g = SearchCopy.of(game) as Copy;
    players ??= playersFor(g.ctx, noise);
    noise.state = Math.imul(seed + 1, 0xc2b2ae35) ^ i;
    const share = yield* cutPlayout(g, players, dice, seed, i, { ...PLAYOUT, horizon, finishes });
    sum += share;
    squares += share * share;
  }
  return {
    raw: sum / playouts,
    playouts,
    turn: game.turn,
    margin,
    passes,
    side: game.phasingSide,
    variance: shareVariance(sum, squares, playouts, finishes > 0 || !Number.isFinite(horizon)),
  };
}

function* estimateSteps(game: Game, options: EstimateOptions): Generator<void, WinEstimate> {
  if (game.isOver) {
    const won = game.winningSide === 'israeli' ? 1 : game.winningSide === null ? 0.5 : 0;
    return { israeli: won, samples: 0, stderr: 0, raw: won };
  }
  if (options.players === 'normal') return yield* normalSteps(game, options);
  const x = yield* shareSteps(game, options);
  if (options.calibrated === false)
    return { israeli: x.raw, samples: x.playouts, stderr: Math.sqrt(x.variance), raw: x.raw };
  // the correction is monotonic in the share: carry its spread through it by its slope there
  const israeli = calibratedShare(x);
  const lo = Math.max(0, x.raw - 0.01),
    hi = Math.min(1, x.raw + 0.01);
  const slope = (calibratedShare({ ...x, raw: hi }) - calibratedShare({ ...x, raw: lo })) / (hi - lo);
  return { israeli, samples: x.playouts, stderr: Math.abs(slope) * Math.sqrt(x.variance), raw: x.raw };
}
