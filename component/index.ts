// across-suez: the <across-suez> element, with the engine it drives.
export { AcrossSuezElement, type AiPlayer } from './across-suez.js';
export * from '../src/index.js';
export { AiPlayer as ComputerPlayer, type Level } from '../src/ai/player.js';
export { WorkerAiPlayer } from '../src/ai/worker-client.js';
