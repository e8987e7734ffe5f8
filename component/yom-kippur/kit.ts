// How the generic element makes, reads and plays games of Yom Kippur.
//
// The evaluation: game.evaluate()'s Monte Carlo chance of an Israeli win
// (src/games/yom-kippur/ai/evaluate.ts), drawn by the generic chances bar as
// the first side's (Egyptian) chance, with its standard error.
import { Game, type Action, type Position, type WinEstimate } from '../../src/games/yom-kippur/index.js';
import type { GameKit } from '../hexmap/hex-game.js';

export const yomKippurKit: GameKit<Game> = {
  storageKey: 'yom-kippur',
  linkKey: 'yk',
  create: ({ seed, position }) =>
    Game.create({
      ...(seed !== undefined && { seed }),
      ...(position !== undefined && { position: position as Position | string }), // JSON or the compact string
    }),
  fromRecord: (text, options) => Game.fromRecord(text, options),
  apply: (game, action) => game.apply(action as Action),
  levels: ['easy', 'normal', 'hard'], // ai/players.ts's PLAYER_LEVELS, written out so that the element loads no player before it plays
  // in a single file (dist/yom-kippur.js) the worker's own file, beside it (vite.lib.config.ts)
  computer: () => import('../../src/games/yom-kippur/ai/worker.js'),
  // the bar answers at once from 4 fast playouts, then from the default's 16, then from the `normal` player's own
  // playouts (a second or a few: the estimate that foresees games between `normal` players best, ai/evaluate.ts)
  estimates: [{ playouts: 4 }, {}, { players: 'normal' }],
  chanceIn: (estimate) => 1 - (estimate as WinEstimate).israeli,
  stderrIn: (estimate) => (estimate as WinEstimate).stderr,
  // once per phase and after each combat or bombing (the standing turns on losses)
  estimateKey: (g) => `${g.turn}${g.phasingSide}${g.phase}${g.history.filter((h) => h.die !== undefined).length}`,
};
