// Registers Across Suez with the engine (createGame('across-suez'), gameFromRecord()): its name and how
// to make it, the game itself loaded when first made. The one module of the game with a side effect on
// import (package.json "sideEffects"), kept this small so that an app importing one name of the package
// (RulesError, say) does not ship the game. The computer players register in ai/computer.ts.
import { registerGame } from '../../engine/registry.js';
import type { CreateOptions } from './game.js';

/** The descriptor's id and title (rules.ts), written out so that registering loads no rule. */
export const ACROSS_SUEZ = { id: 'across-suez', title: 'Across Suez — The Battle of the Chinese Farm' } as const;

registerGame({
  ...ACROSS_SUEZ,
  create: async (options) => (await import('./game.js')).Game.create(options as CreateOptions),
  fromRecord: async (text, options) => (await import('./game.js')).Game.fromRecord(text, options),
});
