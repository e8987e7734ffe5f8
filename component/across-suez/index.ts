// across-suez (the package's main entry): the <across-suez> element, with the
// engine and the computer players it drives. In the ESM build the engine is a
// chunk shared with across-suez/engine, so a page importing both gets one.
export { AcrossSuezElement, type AiPlayer } from './across-suez.js';
export * from '../../src/index.js';
