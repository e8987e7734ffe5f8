// The advanced game's computer players and evaluation, registered with the
// engine beside its rules (register.ts loads this module with the game's),
// for the worker protocol and the registry. The evaluation is the basic
// game's (ai/evaluate.ts: its playouts run on the same rules), a chance of
// an Israeli win calibrated on basic games only (docs/yom-kippur/advanced.md).
import type { GameAi } from '../../../../engine/ai/player.js';
import { registerGame, registeredGame } from '../../../../engine/registry.js';
import type { Game } from '../../game.js';
import { estimateWinProbabilityAsync } from '../../ai/evaluate.js';
import { ADVANCED_ID } from '../rules.js';
import { createAdvancedPlayer, PLAYER_LEVELS } from './players.js';

export const advancedAi: GameAi = {
  levels: PLAYER_LEVELS,
  createPlayer: createAdvancedPlayer,
  evaluateAsync: (game, options) => estimateWinProbabilityAsync(game as Game, options),
};

registerGame({ ...registeredGame(ADVANCED_ID)!, ai: advancedAi });
