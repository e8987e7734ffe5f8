// across-suez/online: play a table of an online server from a page or Node
// (docs/online.md). Importing it loads both games, so that joinTable() can
// mirror a table of either: `table.game` is a Game or a YomKippurGame.
import './games/across-suez/register.js';
import './games/yom-kippur/register.js';
import './games/yom-kippur/advanced/register.js';

export * from './online/client/index.js';
export { RulesError } from './engine/rules-error.js';
