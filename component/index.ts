// across-suez: the <across-suez> element, with the engine it drives.
export { AcrossSuezElement, type AiPlayer } from './across-suez.js';
export * from '../src/index.js';
