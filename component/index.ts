// across-suez: the <across-suez> element, with the engine and the computer players it drives.
export { AcrossSuezElement, type AiPlayer } from './across-suez.js';
export * from '../src/index.js';
export { createPlayer, PLAYER_LEVELS, type ComputerPlayer, type PlayerLevel } from '../src/ai/players.js';
export { WorkerAiPlayer } from '../src/ai/worker-client.js';
export type { WinEstimate, EstimateOptions } from '../src/ai/evaluate.js';
