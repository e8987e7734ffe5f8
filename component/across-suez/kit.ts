// How the generic element makes, reads and plays games of Across Suez.
import { Game, type Action, type Position, type WinEstimate } from '../../src/games/across-suez/index.js';
import type { GameKit } from '../hexmap/hex-game.js';

export const acrossSuezKit: GameKit<Game> = {
  storageKey: 'across-suez',
  linkKey: 'as',
  create: ({ seed, position }) =>
    Game.create({
      ...(seed !== undefined && { seed }),
      ...(position !== undefined && { position: position as Position }),
    }),
  fromRecord: (text, options) => Game.fromRecord(text, options),
  apply: (game, action) => game.apply(action as Action),
  levels: ['easy', 'normal', 'hard'],
  // in a single file (dist/across-suez.js) the worker's own file, beside it (vite.lib.config.ts)
  computer: () => import('../../src/games/across-suez/ai/worker.js'),
  // the bar answers at once from 4 planner playouts of one Game-Turn finished by fast playouts, then from the
  // default's planner playouts to the end, slower and sharper (docs/across-suez/ai.md "How far to trust the win
  // probability")
  estimates: [{ playouts: 4, horizon: 1, finishes: 8 }, {}],
  chanceIn: (estimate) => (estimate as WinEstimate).israeli,
  // once per phase, and again after each crossing (the chances turn on the Cross Suez box)
  estimateKey: (g) => `${g.turn}${g.side}${g.phase}${g.crossedCount}`,
};
