// across-suez/yom-kippur/engine: Yom Kippur's headless entry. Importing it
// registers the game with the engine, so that createGame('yom-kippur') and
// gameFromRecord() find it, and exports its facade, types and data. It
// shares the engine's chunk with across-suez/engine; a page that imports
// only one game pays only for that game.
import { registerGame } from '../../engine/registry.js';
import { descriptor } from './rules.js';
import { Game, type CreateOptions } from './game.js';

registerGame({
  id: descriptor.id,
  title: descriptor.title,
  create: (options) => Game.create(options as CreateOptions),
  fromRecord: (text, options) => Game.fromRecord(text, options),
});

export { Game, Game as YomKippurGame, type CreateOptions, type SamInfo } from './game.js';
export { yomKippur, type GameData, type UnitData, type ScenarioData } from './data.js';
export type { GameEvent } from './events.js';
export type { OddsInfo } from './combat/index.js';
export * from './types.js';
export { RulesError } from '../../engine/rules-error.js';
export { RecordError } from '../../engine/record.js';
export { PositionError } from '../../engine/position-error.js';
export { createGame, gameFromRecord, gameNames } from '../../engine/registry.js';
