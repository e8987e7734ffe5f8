// Yom Kippur's entry: registers the game with the engine, so that
// createGame('yom-kippur') and gameFromRecord() find it. Importing this
// module is what loads the game.
import { registerGame } from '../../engine/registry.js';
import { descriptor } from './rules.js';
import { Game, type CreateOptions } from './game.js';

registerGame({
  id: descriptor.id,
  title: descriptor.title,
  create: (options) => Game.create(options as CreateOptions),
  fromRecord: (text, options) => Game.fromRecord(text, options),
});

export { Game };
