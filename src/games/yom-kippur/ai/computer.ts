// Yom Kippur's computer players and evaluation (game.evaluate(), the chances the evaluation bar shows),
// registered with the engine for the worker protocol and the registry. The engine entry (across-suez/yom-kippur/engine)
// and the worker import this module; the element loads it on first use (component/yom-kippur/kit.ts).
import { registerGame, registeredGame } from '../../../engine/registry.js';
import type { GameAi } from '../../../engine/ai/player.js';
import { YOM_KIPPUR } from '../register.js';
import { Game as PlainGame } from '../game.js';
import { createPlayer, PLAYER_LEVELS } from './players.js';
import { estimateWinProbability, estimateWinProbabilityAsync } from './evaluate.js';

const ai: GameAi & { evaluate: typeof estimateWinProbability } = {
  levels: PLAYER_LEVELS,
  createPlayer,
  evaluate: estimateWinProbability,
  evaluateAsync: (game, options) => estimateWinProbabilityAsync(game as PlainGame, options),
};

export { createPlayer, PLAYER_LEVELS } from './players.js';
export { standingOf, type Standing } from './standing.js';
/**
 * Game, registering the computer players as it is defined: an app that uses the game from
 * across-suez/yom-kippur/engine keeps the registration, one that imports only RulesError ships neither.
 */
export const Game: typeof PlainGame = (registerGame({ ...registeredGame(YOM_KIPPUR.id)!, ai }), PlainGame);
export type Game = PlainGame;
