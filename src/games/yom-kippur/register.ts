// Registers Yom Kippur with the engine (createGame('yom-kippur'), gameFromRecord()): its name and how to
// make it, the game itself loaded when first made. The one module of the game with a side effect on
// import (package.json "sideEffects"), kept this small so that an app importing one name of the package
// does not ship the game. The computer players register in ai/computer.ts.
import { createGame, registerGame } from '../../engine/registry.js';
import type { CreateOptions } from './game.js';

/** The descriptor's id and title (rules.ts), written out so that registering loads no rule. */
export const YOM_KIPPUR = { id: 'yom-kippur', title: 'Yom Kippur — basic game (Sinai)' } as const;

registerGame({
  ...YOM_KIPPUR,
  // { scenario: 'advanced' } makes the advanced game, as createGame('yom-kippur-advanced') does, where it
  // is registered (advanced/register.ts: the headless entry and the server load it)
  create: async (options) =>
    (options as { scenario?: string }).scenario === 'advanced'
      ? createGame('yom-kippur-advanced', options)
      : (await import('./game.js')).Game.create(options as CreateOptions),
  fromRecord: async (text, options) => (await import('./game.js')).Game.fromRecord(text, options),
});
