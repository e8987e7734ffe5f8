// Across Suez's entry: registers the game and its computer players with the
// engine, so that createGame('across-suez') and gameFromRecord() find it and
// a worker can play it. Importing this module is what loads the game.
import { registerGame } from '../../engine/registry.js';
import type { GameAi } from '../../engine/ai/player.js';
import { descriptor } from './rules.js';
import { Game, type CreateOptions } from './game.js';
import { createPlayer, PLAYER_LEVELS } from './ai/players.js';
import { estimateWinProbability, estimateWinProbabilityAsync } from './ai/evaluate.js';

const ai: GameAi & { evaluate: typeof estimateWinProbability } = {
  levels: PLAYER_LEVELS,
  createPlayer: (side, level, options) => createPlayer(side as 'israeli' | 'egyptian', level as never, options),
  evaluate: estimateWinProbability,
  evaluateAsync: (game, options) => estimateWinProbabilityAsync(game as Game, options),
};

registerGame({
  id: descriptor.id,
  title: descriptor.title,
  create: (options) => Game.create(options as CreateOptions),
  fromRecord: (text, options) => Game.fromRecord(text, options),
  ai,
});

export { Game };
