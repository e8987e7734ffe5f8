// The advanced game registered in the page's engine, for its computer
// players behind the worker protocol (computer.ts): what
// src/games/yom-kippur/advanced/register.ts registers, with the game
// imported statically. That module loads the game lazily, and a lazy import
// inside this lazily loaded view makes the bundler split the basic
// element's single file (dist/yom-kippur.js) into chunks it loads at once.
import { registerGame } from '../../../src/engine/registry.js';
import {
  advancedFromRecord,
  createAdvanced,
  theAdvancedData,
  type AdvancedOptions,
} from '../../../src/games/yom-kippur/advanced/game.js';
import { ADVANCED_ID } from '../../../src/games/yom-kippur/advanced/rules.js';

registerGame({
  id: ADVANCED_ID,
  title: theAdvancedData().scenario.title,
  create: (options) => createAdvanced(options as AdvancedOptions),
  fromRecord: (text, options) => advancedFromRecord(text, options),
});
