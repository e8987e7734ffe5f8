// across-suez/engine: Across Suez headless, with its computer players and evaluate(), and the engine's
// generic entry points (createGame, gameFromRecord, Match) for any loaded game. Runs in Node, browsers
// and workers; no DOM. Other games have entries of their own (across-suez/yom-kippur/engine), so that
// a page pays only for the game it imports.
export * from './index.js';
// Game and the players through ai/computer.ts, which registers them: an app that uses Game from this
// entry has game.evaluate() and the registry's computer players
export { Game, createPlayer, playGame, PLAYER_LEVELS, type ComputerPlayer, type PlayerLevel } from './ai/computer.js';
