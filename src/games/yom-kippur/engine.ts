// across-suez/yom-kippur/engine: Yom Kippur headless, with its computer players — createPlayer(side,
// level) as across-suez/engine has — and the engine's generic entry points for any loaded game.
export * from './index.js';
// the advanced game by name (createGame('yom-kippur-advanced')), headless and on the server
import './advanced/register.js';
// its computer players, a seat each (they load no advanced data: a seat's side is read from the game)
export { createAdvancedPlayer } from './advanced/ai/players.js';
// Game through ai/computer.ts, which registers the computer players: an app that uses the game from this
// entry has them in the registry and the worker protocol
export { Game, Game as YomKippurGame, createPlayer, PLAYER_LEVELS } from './ai/computer.js';
