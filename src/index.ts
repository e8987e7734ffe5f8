// across-suez/engine: the headless Game API. Runs in Node and browsers; no DOM.
export { Game, type CreateOptions, type Warning } from './games/across-suez/game.js';
export { RulesError } from './engine/rules-error.js';
export { RecordError, type Action } from './games/across-suez/record.js';
export { PositionError } from './games/across-suez/position.js';
export { MapDataError, type MapData, type TerrainChart } from './engine/map-data.js';
export { acrossSuez, type GameData, type UnitData, type ScenarioData, type CrtData } from './games/across-suez/data.js';
export type { GameEvent } from './games/across-suez/events.js';
export * from './games/across-suez/types.js';
export {
  createPlayer,
  playGame,
  PLAYER_LEVELS,
  type ComputerPlayer,
  type PlayerLevel,
} from './games/across-suez/ai/players.js';
export { WorkerAiPlayer, type WorkerLike } from './engine/ai/worker-client.js';
export type { WinEstimate, EstimateOptions } from './games/across-suez/ai/evaluate.js';
