// across-suez/yom-kippur: the <yom-kippur> element, with the game it shows (YomKippurGame, its types
// and errors). Its computer players load on first use (the element's kit), or come with
// across-suez/yom-kippur/engine. In the ESM build the engine is a chunk shared with across-suez and
// across-suez/engine, so a page importing several games ships the engine once.
export { YomKippurElement } from './yom-kippur.js';
export type { YomKippurEventDetails, YomKippurEventMap, YomKippurProps } from './events.js';
export type { HexMapEventMap, HexMapProps } from '../hexmap/events.js';
export * from '../../src/games/yom-kippur/index.js';
