// across-suez/yom-kippur/engine: Yom Kippur's headless entry. Importing it
// registers the game and its computer players with the engine, so that
// createGame('yom-kippur') and gameFromRecord() find it and a worker can
// play it, and exports its facade, types and data. It shares the engine's
// chunk with across-suez/engine; a page that imports only one game pays
// only for that game.
import { registerGame } from '../../engine/registry.js';
import type { GameAi } from '../../engine/ai/player.js';
import { descriptor } from './rules.js';
import { Game, type CreateOptions } from './game.js';
import { createPlayer, PLAYER_LEVELS } from './ai/players.js';
import { standingOf } from './ai/standing.js';

const ai: GameAi = {
  levels: PLAYER_LEVELS,
  createPlayer,
  evaluateAsync: async (game) => standingOf((game as Game).searchRoot()),
};

registerGame({
  id: descriptor.id,
  title: descriptor.title,
  create: (options) => Game.create(options as CreateOptions),
  fromRecord: (text, options) => Game.fromRecord(text, options),
  ai,
});

export { Game, Game as YomKippurGame, type CreateOptions, type SamInfo } from './game.js';
export { yomKippur, type GameData, type UnitData, type ScenarioData } from './data.js';
export type { GameEvent } from './events.js';
export type { OddsInfo } from './combat/index.js';
export type { SamThreat, SamOverHex, SamFireEffect } from './air/sam-threat.js';
export * from './types.js';
export { RulesError } from '../../engine/rules-error.js';
export { RecordError } from '../../engine/record.js';
export { PositionError } from '../../engine/position-error.js';
export { createGame, gameFromRecord, gameNames } from '../../engine/registry.js';
