// The Israeli player's chance of winning from a position, like an engine's
// evaluation in chess: Monte Carlo playouts, each with its own dice, of two
// kinds. Planner playouts play both sides with the planning player at
// `easy`: by default to the end of the game, counting 1 or 0; with
// `horizon` they stop after that many Game-Turns and are judged by the
// evaluation's chance that all three conditions of victory hold at the end
// (plan/value.ts, `win`: cheaper, but poorly calibrated early in the game).
// With `finishes`, a planner playout cut at its horizon is finished instead
// by that many fast playouts from where it stopped, and counts by their
// share of wins: the planner's realism for the next Game-Turn, the fast
// policy's speed for the rest. Fast playouts (fast-playouts.ts) play the
// fast policy on the search state to the end, thirty times cheaper and less
// sharp. The default plays both kinds to the end: fewer planner playouts
// where one costs most (the start of the game) and fast ones beside them,
// as sharp as twelve planner playouts alone at less than half their cost
// there (docs/across-suez/ai.md). The shares of wins, corrected for the playouts'
// players (calibration.ts), make the estimate, returned with the number of
// playouts and the standard error.
import type { EstimateOptions, Game, WinEstimate } from '../game.js';

export type { EstimateOptions, WinEstimate };
import { Random } from '../../../engine/rng.js';
import { runSteps, runStepsAsync, type SliceOptions } from '../../../engine/ai/steps.js';
import { calibrated, type Shares } from './calibration.js';
import { fastPlayouts } from './fast-playouts.js';
import { PlanPlayer } from './plan/planner.js';
import { mapModel, snapshotOf, unitsOf } from './plan/model.js';
import { israeliValue, rulesOf } from './plan/value.js';
import { SearchCopy } from './plan/search-copy.js';
import {
  cutPlayout,
  meanVariance,
  shareVariance,
  type PlayoutPlayers as CutPlayers,
} from '../../../engine/ai/search/cut-playouts.js';

/** The evaluation's chance of an Israeli win in a search copy's position, without playing on. */
function staticWinChance(g: SearchCopy): number {
  if (g.phase === 'over') return g.israeliWon ? 1 : 0;
  const m = mapModel(g.ctx);
  return israeliValue(m, snapshotOf(m, unitsOf(g.ctx), g), rulesOf(g.ctx)).win;
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

/** What each kind of playout found from this position, uncorrected (scripts/calibrate.ts fits the correction on it). */
export function playoutShares(game: Game, options: EstimateOptions = {}): Shares {
  return runSteps(sharesSteps(game, options));
}

/**
 * evaluate()'s default playouts (docs/across-suez/ai.md): planner playouts to the end, fewer where one costs most —
 * `plannerByTurn[t − 1]` on Game-Turn t, the last entry on every later one — and 32 fast playouts beside them.
 * Asked for `playouts`, evaluate() plays no fast playouts unless asked for those too.
 */
export const DEFAULT_ESTIMATE = {
  plannerByTurn: [4, 6, 12],
  horizon: Infinity,
  finishes: 0,
  fastPlayouts: 32,
} as const;

/** The default number of planner playouts from a position on Game-Turn `turn`. */
export function defaultPlayouts(turn: number): number {
  const byTurn = DEFAULT_ESTIMATE.plannerByTurn;
  return byTurn[Math.min(turn, byTurn.length) - 1]!;
}

/**
 * Planner decisions between two yields of a playout: a few milliseconds of
 * work (a yield makes an object, which a playout otherwise does not).
 */
const DECISIONS_A_STEP = 16;

/** Dice a planner playout draws at most (an action rolls one die at most: 6.1, 13.1); the game's own generator rolls after. */
const DICE_PER_PLAYOUT = 200;
/** Dice kept forced ahead of a playout's decisions. */
const DICE_AHEAD = 2;

/** The two planners evaluate() plays its planner playouts with. */
interface PlayoutPlayers {
  israeli: PlanPlayer;
  egyptian: PlanPlayer;
}

/** Players of finished evaluations, for the next ones (an evaluation running in slices holds a pair of its own). */
const idlePlayers: PlayoutPlayers[] = [];

/** The players weigh each attack on the playout's next die, drawn ahead (better calibrated than over the faces: docs/across-suez/ai.md). */
const playoutPlayers = (): PlayoutPlayers => ({
  israeli: new PlanPlayer('israeli', 'easy', { seesForcedDice: true }),
  egyptian: new PlanPlayer('egyptian', 'easy', { seesForcedDice: true }),
});

/** The planner playouts' frame (the engine's cut playouts): its dice, its steps, its cap. */
const PLAYOUT = {
  dicePerPlayout: DICE_PER_PLAYOUT,
  diceAhead: DICE_AHEAD,
  decisionsAStep: DECISIONS_A_STEP,
  maxDecisions: 2000,
};

/**
 * Planner playout i of an evaluation from the game's position, on a search
 * copy, code by code (no game, no events, no action objects: plan/search-copy.ts);
 * its share of Israeli wins (1 or 0 when played to the end).
 */
function plannerPlayout(
  game: Game,
  players: PlayoutPlayers,
  dice: Random,
  seed: number,
  i: number,
  horizon: number,
  finishes: number,
): Generator<void, number> {
  const g = SearchCopy.of(game);
  players.israeli.restart(seed * 7919 + i * 2);
  players.egyptian.restart(seed * 7919 + i * 2 + 1);
  const play: CutPlayers<SearchCopy> = {
    decide: (c) => players[c.actingSide!].decideCode(c),
    judge: staticWinChance,
    finish: fastPlayouts,
  };
  return cutPlayout(g, play, dice, seed, i, { ...PLAYOUT, horizon, finishes });
}

/** Shares, and the squared standard error of the planner playouts' share from their own spread. */
interface Found extends Shares {
  rawVariance: number;
}

function* sharesSteps(game: Game, options: EstimateOptions): Generator<void, Found> {
  const asked = options.playouts !== undefined;
  const fast = Math.max(0, Math.floor(options.fastPlayouts ?? (asked ? 0 : DEFAULT_ESTIMATE.fastPlayouts)));
  // at least one playout of some kind
  const playouts = Math.max(fast > 0 ? 0 : 1, Math.floor(options.playouts ?? defaultPlayouts(game.turn)));
  const horizon = options.horizon ?? DEFAULT_ESTIMATE.horizon;
  const finishes = Number.isFinite(horizon)
    ? Math.max(0, Math.floor(options.finishes ?? DEFAULT_ESTIMATE.finishes))
    : 0;
  const seed = options.seed ?? 1;
  const dice = new Random();
  const players = idlePlayers.pop() ?? playoutPlayers();
  let sum = 0,
    squares = 0;
  try {
    for (let i = 0; i < playouts; i++) {
      const share = yield* plannerPlayout(game, players, dice, seed, i, horizon, finishes);
      sum += share;
      squares += share * share;
    }
  } finally {
    if (idlePlayers.length < 4) idlePlayers.push(players);
  }
  let won = 0;
  if (fast > 0) {
    const root = SearchCopy.of(game);
    won = yield* fastPlayouts(root, fast, seed);
    root.release();
  }
  return {
    raw: playouts > 0 ? sum / playouts : 0,
    rawVariance: shareVariance(sum, squares, playouts),
    playouts,
    finishes,
    fast: fast > 0 ? won / fast : 0,
    fastPlayouts: fast,
    turn: game.turn,
  };
}

function* estimateSteps(game: Game, options: EstimateOptions): Generator<void, WinEstimate> {
  if (game.phase === 'over') {
    const won = game.winner === 'israeli' ? 1 : 0;
    return { israeli: won, samples: 0, stderr: 0, raw: won };
  }
  const x = yield* sharesSteps(game, options);
  const samples = x.playouts + x.fastPlayouts;
  const raw = (x.raw * x.playouts + x.fast * x.fastPlayouts) / samples;
  if (options.calibrated === false)
    return { israeli: raw, samples, stderr: Math.sqrt(meanVariance(raw, samples)), raw };
  // the correction is monotonic in each share: carry each one's spread through it by its slope there
  const israeli = calibrated(x);
  let spread = 0;
  for (const kind of ['raw', 'fast'] as const) {
    const n = kind === 'raw' ? x.playouts : x.fastPlayouts;
    if (n === 0) continue;
    const lo = Math.max(0, x[kind] - 0.01),
      hi = Math.min(1, x[kind] + 0.01);
    const slope = (calibrated({ ...x, [kind]: hi }) - calibrated({ ...x, [kind]: lo })) / (hi - lo);
    spread += slope * slope * (kind === 'raw' ? x.rawVariance : meanVariance(x[kind], n));
  }
  return { israeli, samples, stderr: Math.sqrt(spread), raw };
}
