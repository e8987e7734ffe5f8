// Across Suez: the game's public API — its Game facade, types, data and errors — for the element and
// for apps. Importing it registers the game (register.ts); its computer players and evaluate() come with
// ai/computer.ts, which the engine entry (engine.ts, across-suez/engine) imports and the element loads
// on first use.
import './register.js';

export { Game, type CreateOptions, type Warning, type WinEstimate, type EstimateOptions } from './game.js';
export type { Action } from './record.js';
export { acrossSuez, type GameData, type UnitData, type ScenarioData, type CrtData } from './data.js';
export type { GameEvent, LogEntry } from './events.js';
export * from './types.js';
export { RulesError } from '../../engine/rules-error.js';
export { RecordError } from '../../engine/record.js';
export { PositionError } from '../../engine/position-error.js';
export { MapDataError, type MapData, type TerrainChart } from '../../engine/map-data.js';
export { WorkerAiPlayer, type WorkerLike } from '../../engine/ai/worker-client.js';
export { createGame, gameFromRecord, gameNames } from '../../engine/registry.js';
export { Match, type MatchOptions, type MatchLogEntry } from '../../engine/match.js';
export type { GameDescriptor, GameRules } from '../../engine/contract.js';
