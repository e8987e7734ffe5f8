// across-suez/engine: the headless Game API. Runs in Node and browsers; no DOM.
export { Game, type CreateOptions, type Warning } from './game.js';
export { RulesError } from './rules-error.js';
export { RecordError, type Action } from './across-suez/record.js';
export { PositionError } from './across-suez/position.js';
export { MapDataError, type MapData, type TerrainChart } from './hex/map-data.js';
export { acrossSuez, type GameData, type UnitData, type ScenarioData, type CrtData } from './across-suez/data.js';
export type { GameEvent } from './across-suez/events.js';
export * from './types.js';
export { createPlayer, playGame, PLAYER_LEVELS, type ComputerPlayer, type PlayerLevel } from './ai/players.js';
export { WorkerAiPlayer, type WorkerLike } from './ai/worker-client.js';
export type { WinEstimate, EstimateOptions } from './ai/evaluate.js';
