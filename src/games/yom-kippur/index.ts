// Yom Kippur: the game's public API — its Game facade, types, data and errors — for the element and for
// apps. Importing it registers the game (register.ts); its computer players come with ai/computer.ts,
// which the engine entry (engine.ts, across-suez/yom-kippur/engine) imports and the element loads on
// first use. It shares the engine's chunk with Across Suez; a page that imports one game pays only for
// that game.
import './register.js';

export {
  Game,
  Game as YomKippurGame,
  type CreateOptions,
  type SamInfo,
  type WinEstimate,
  type EstimateOptions,
} from './game.js';
export { yomKippur, type GameData, type UnitData, type ScenarioData } from './data.js';
export type { GameEvent } from './events.js';
export type { OddsInfo } from './combat/index.js';
export type { SamThreat, SamOverHex, SamFireEffect } from './air/sam-threat.js';
export * from './types.js';
export { RulesError } from '../../engine/rules-error.js';
export { RecordError } from '../../engine/record.js';
export { PositionError } from '../../engine/position-error.js';
export { createGame, gameFromRecord, gameNames } from '../../engine/registry.js';
