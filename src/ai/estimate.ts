// The Israeli player's chance of winning from a position, estimated like an
// engine's evaluation in chess: short playouts (the rest of the current
// Game-Turn, both sides played by the fast greedy player, each playout with
// its own dice), each judged at its horizon by the evaluation (or by the
// result, if the game ended), averaged.
import type { Game } from '../game.js';
import type { Action } from '../across-suez/record.js';
import { AiPlayer } from './player.js';
import { makeRng } from './random-player.js';
import { israeliValue } from './evaluation.js';

export interface Estimate {
  /** Estimated probability that the Israeli player wins, 0…1. */
  israeli: number;
  /** Playouts averaged. */
  samples: number;
}

export function estimateWinProbability(game: Game, options: { playouts?: number; seed?: number } = {}): Estimate {
  if (game.phase === 'over') return { israeli: game.winner === 'israeli' ? 1 : 0, samples: 0 };
  const playouts = options.playouts ?? 16;
  const rng = makeRng(options.seed ?? 1);
  let total = 0;
  for (let i = 0; i < playouts; i++) {
    const g = game.clone({ forSearch: true });
    // a copy rolls the same dice as its original: give each playout its own
    g.forceDice(Array.from({ length: 60 }, () => 1 + Math.floor(rng() * 6)));
    const players = {
      israeli: new AiPlayer('greedy', { seed: (options.seed ?? 1) * 7919 + i * 2 }),
      egyptian: new AiPlayer('greedy', { seed: (options.seed ?? 1) * 7919 + i * 2 + 1 }),
    };
    const horizon = g.turn;
    for (let n = 0; g.phase !== 'over' && g.turn === horizon && n < 400; n++) {
      const side = (g.pending?.side ?? g.side) as 'israeli' | 'egyptian';
      const action: Action = players[side].decide(g, side);
      g.apply(action);
    }
    total += israeliValue(g);
  }
  return { israeli: total / playouts, samples: playouts };
}
