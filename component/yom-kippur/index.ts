// across-suez/yom-kippur: the <yom-kippur> element, with Yom Kippur's
// headless game and computer players it drives. In the ESM build the engine
// is a chunk shared with across-suez and across-suez/engine, so a page
// importing several games ships the engine once.
export { YomKippurElement } from './yom-kippur.js';
export * from '../../src/games/yom-kippur/index.js';
