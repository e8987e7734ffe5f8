// The engine's entry: what any game is played with, naming no game — the game-module contract, Match,
// the registry of loaded games (createGame, gameFromRecord), errors, the computer players' worker
// client. Each game has its own entry (src/games/<game>/index.ts; with its computer players,
// src/games/<game>/engine.ts, published as across-suez/engine and across-suez/yom-kippur/engine).
export { RulesError } from './engine/rules-error.js';
export { RecordError } from './engine/record.js';
export { PositionError } from './engine/position-error.js';
export { MapDataError, type MapData, type TerrainChart } from './engine/map-data.js';
export { WorkerAiPlayer, type WorkerLike } from './engine/ai/worker-client.js';
export { createGame, gameFromRecord, gameNames } from './engine/registry.js';
export { Match, type MatchOptions, type MatchLogEntry } from './engine/match.js';
export type { GameDescriptor, GameRules } from './engine/contract.js';
