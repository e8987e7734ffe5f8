// across-suez: the <across-suez> element, with the engine and the computer players it drives.
export { AcrossSuezElement, type AiPlayer } from './across-suez.js';
export * from '../src/index.js';
