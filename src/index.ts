// across-suez/engine: the headless API. Runs in Node and browsers; no DOM.
// Importing it loads Across Suez (Game.create() makes one) and the engine's
// generic entry points: createGame(name) and gameFromRecord(text) for any
// loaded game. Other games have entries of their own, so that a page pays
// only for the game it imports: across-suez/yom-kippur/engine
// (src/games/yom-kippur/index.ts) registers Yom Kippur.
import './games/across-suez/index.js';

export {
  Game,
  type CreateOptions,
  type Warning,
  type WinEstimate,
  type EstimateOptions,
} from './games/across-suez/game.js';
export { RulesError } from './engine/rules-error.js';
export { RecordError } from './engine/record.js';
export type { Action } from './games/across-suez/record.js';
export { PositionError } from './engine/position-error.js';
export { MapDataError, type MapData, type TerrainChart } from './engine/map-data.js';
export { acrossSuez, type GameData, type UnitData, type ScenarioData, type CrtData } from './games/across-suez/data.js';
export type { GameEvent, LogEntry } from './games/across-suez/events.js';
export * from './games/across-suez/types.js';
export {
  createPlayer,
  playGame,
  PLAYER_LEVELS,
  type ComputerPlayer,
  type PlayerLevel,
} from './games/across-suez/ai/players.js';
export { WorkerAiPlayer, type WorkerLike } from './engine/ai/worker-client.js';
export { createGame, gameFromRecord, gameNames } from './engine/registry.js';
export { Match, type MatchOptions, type MatchLogEntry } from './engine/match.js';
export type { GameDescriptor, GameRules } from './engine/contract.js';
