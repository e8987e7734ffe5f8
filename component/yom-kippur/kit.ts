// How the generic element makes, reads and plays games of Yom Kippur.
//
// The evaluation: the standing's chance of winning (ai/standing.ts,
// ai/win-chance.ts: how often two `normal` players won from such a margin at
// that point of the game), the first side's (Egyptian), drawn by the
// generic chances bar.
import { Game, type Action, type Position } from '../../src/games/yom-kippur/index.js';
import type { Standing } from '../../src/games/yom-kippur/ai/standing.js';
import type { GameKit } from '../hexmap/hex-game.js';

const egyptianChance = (s: Standing): number => s.chance.egyptian ?? 0.5;

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
  chanceIn: (estimate) => egyptianChance(estimate as Standing),
  // once per phase and after each combat or bombing (the standing turns on losses)
  estimateKey: (g) => `${g.turn}${g.phasingSide}${g.phase}${g.history.filter((h) => h.die !== undefined).length}`,
};
