// How the generic element makes, reads and plays games of Yom Kippur.
//
// The evaluation: Yom Kippur's computer players judge a position by its
// standing (ai/standing.ts: each side's margin in victory-point terms), not by
// a calibrated chance of winning, so the number this kit hands the generic
// element is the first side's (Egyptian) margin, and the panel says it in
// those words (panel.ts) rather than drawing the generic chances bar.
import { Game, type Action, type Position } from '../../src/games/yom-kippur/index.js';
import { createPlayer, PLAYER_LEVELS } from '../../src/games/yom-kippur/ai/players.js';
import { standingOf, type Standing } from '../../src/games/yom-kippur/ai/standing.js';
import type { GameKit } from '../hexmap/hex-game.js';

const marginOf = (s: Standing): number => s.margin.egyptian ?? 0;

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
  levels: PLAYER_LEVELS,
  createPlayer: (side, level, seed) => createPlayer(side, level, { seed }),
  evaluate: async (game) => marginOf(standingOf(game.searchRoot())),
  chanceIn: (estimate) => marginOf(estimate as Standing),
  // once per phase and after each combat or bombing (the standing turns on losses)
  estimateKey: (g) => `${g.turn}${g.phasingSide}${g.phase}${g.history.filter((h) => h.die !== undefined).length}`,
};
