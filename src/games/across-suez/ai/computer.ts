// Across Suez's computer players and evaluation, registered with the engine: game.evaluate(), the worker
// protocol and the registry's createPlayer find them here. The engine entry (across-suez/engine) and the
// worker import this module; the element loads it on first use (component/across-suez/kit.ts), so a page
// that shows a diagram or a hot-seat game never downloads the planner.
import { registerGame, registeredGame } from '../../../engine/registry.js';
import type { GameAi } from '../../../engine/ai/player.js';
import { ACROSS_SUEZ } from '../register.js';
import { Game as PlainGame } from '../game.js';
import { createPlayer, PLAYER_LEVELS } from './players.js';
import { estimateWinProbability, estimateWinProbabilityAsync } from './evaluate.js';

const ai: GameAi & { evaluate: typeof estimateWinProbability } = {
  levels: PLAYER_LEVELS,
  createPlayer: (side, level, options) => createPlayer(side as 'israeli' | 'egyptian', level as never, options),
  evaluate: estimateWinProbability,
  evaluateAsync: (game, options) => estimateWinProbabilityAsync(game as PlainGame, options),
};

export { createPlayer, playGame, PLAYER_LEVELS, type ComputerPlayer, type PlayerLevel } from './players.js';
/**
 * Game, registering the computer players as it is defined: an app that uses Game from across-suez/engine
 * keeps the registration (its bundler keeps what Game's definition calls), one that imports only
 * RulesError ships neither (this module is not in package.json's "sideEffects" for dist/).
 */
export const Game: typeof PlainGame = (registerGame({ ...registeredGame(ACROSS_SUEZ.id)!, ai }), PlainGame);
export type Game = PlainGame;
