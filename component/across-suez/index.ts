// across-suez (the package's main entry): the <across-suez> element, with the game it shows (Game, its
// types and errors). The computer players and evaluate() load on first use (the element's kit), or come
// with across-suez/engine. In the ESM build the engine is a chunk shared with across-suez/engine, so a
// page importing both gets one.
export { AcrossSuezElement, type AiPlayer } from './across-suez.js';
export type { AcrossSuezEventDetails, AcrossSuezEventMap, AcrossSuezProps } from './events.js';
export type { HexMapEventMap, HexMapProps } from '../hexmap/events.js';
export * from '../../src/games/across-suez/index.js';
