// The Israeli player's chance of winning from a position, like an engine's
// evaluation in chess: Monte Carlo playouts with the fast default policy (the
// planning player at `easy`, both sides), each with its own dice. By default
// a playout runs to the end of the game and counts 1 or 0; with `horizon` it
// stops after that many Game-Turns and is judged by the evaluation's chance
// that all three conditions of victory hold at the end (plan/value.ts, `win`:
// cheaper, but that static chance is poorly calibrated early in the game).
// The mean of the playouts, corrected for the playout policy's bias
// (calibration.ts), is returned with their number and standard error.
import type { EstimateOptions, Game, WinEstimate } from '../game.js';

export type { EstimateOptions, WinEstimate };
import { makeRng } from '../../../engine/rng.js';
import { runSteps, runStepsAsync, type SliceOptions } from '../../../engine/ai/steps.js';
import { calibrated } from './calibration.js';
import { PlanPlayer, type SideName } from './plan/planner.js';
import { mapModel, snapshot } from './plan/model.js';
import { israeliValue, rulesOf } from './plan/value.js';

/** The evaluation's chance of an Israeli win, without playing on. */
export function staticWinChance(game: Game): number {
  if (game.phase === 'over') return game.winner === 'israeli' ? 1 : 0;
  return israeliValue(mapModel(game), snapshot(game), rulesOf(game)).win;
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

function* estimateSteps(game: Game, options: EstimateOptions): Generator<void, WinEstimate> {
  if (game.phase === 'over') {
    const won = game.winner === 'israeli' ? 1 : 0;
    return { israeli: won, samples: 0, stderr: 0, raw: won };
  }
  const playouts = Math.max(1, Math.floor(options.playouts ?? 12));
  const horizon = options.horizon ?? Infinity;
  const seed = options.seed ?? 1;
  const rng = makeRng(seed);
  const values: number[] = [];
  for (let i = 0; i < playouts; i++) {
    const g = game.clone({ forSearch: true });
    // a copy rolls its original's dice: give each playout its own
    g.forceDice(Array.from({ length: 200 }, () => 1 + Math.floor(rng() * 6)));
    const players: Record<SideName, PlanPlayer> = {
      israeli: new PlanPlayer('israeli', 'easy', { seed: seed * 7919 + i * 2 }),
      egyptian: new PlanPlayer('egyptian', 'easy', { seed: seed * 7919 + i * 2 + 1 }),
    };
    const stop = g.turn + horizon;
    for (let n = 0; g.phase !== 'over' && g.turn < stop && n < 2000; n++) {
      const side = (g.pending?.side ?? g.side) as SideName;
      g.apply(yield* players[side].search(g));
    }
    values.push(staticWinChance(g));
  }
  const n = values.length;
  const raw = values.reduce((a, b) => a + b, 0) / n;
  const stderr = Math.sqrt(values.reduce((a, b) => a + (b - raw) ** 2, 0) / Math.max(1, n - 1) / n);
  if (options.calibrated === false) return { israeli: raw, samples: n, stderr, raw };
  // the correction is monotonic: carry the spread through it by its slope at the mean
  const israeli = calibrated(raw, n, game.turn);
  const slope =
    (calibrated(Math.min(1, raw + 0.01), n, game.turn) - calibrated(Math.max(0, raw - 0.01), n, game.turn)) /
    (Math.min(1, raw + 0.01) - Math.max(0, raw - 0.01));
  return { israeli, samples: n, stderr: stderr * slope, raw };
}
