// Registers Yom Kippur with the engine (createGame('yom-kippur'), gameFromRecord()): its name and how to
// make it, the game itself loaded when first made. The one module of the game with a side effect on
// import (package.json "sideEffects"), kept this small so that an app importing one name of the package
// does not ship the game. The computer players register in ai/computer.ts.
import { registerGame } from '../../engine/registry.js';
import type { CreateOptions } from './game.js';
import type { AdvancedOptions } from './advanced/game.js';

/** The descriptor's id and title (rules.ts), written out so that registering loads no rule. */
export const YOM_KIPPUR = { id: 'yom-kippur', title: 'Yom Kippur — basic game (Sinai)' } as const;

/** The advanced game (Sinai and Golan, 2–4 seats): a game of its own, since its records and seats differ. */
export const YOM_KIPPUR_ADVANCED = {
  id: 'yom-kippur-advanced',
  title: 'Yom Kippur — advanced game (Sinai and Golan)',
} as const;

const advanced = () => import('./advanced/game.js');

registerGame({
  ...YOM_KIPPUR,
  // { scenario: 'advanced' } makes the advanced game, as createGame('yom-kippur-advanced') does
  create: async (options) =>
    (options as { scenario?: string }).scenario === 'advanced'
      ? (await advanced()).createAdvanced(options as AdvancedOptions)
      : (await import('./game.js')).Game.create(options as CreateOptions),
  fromRecord: async (text, options) => (await import('./game.js')).Game.fromRecord(text, options),
});

registerGame({
  ...YOM_KIPPUR_ADVANCED,
  create: async (options) => (await advanced()).createAdvanced(options as AdvancedOptions),
  fromRecord: async (text, options) => (await advanced()).advancedFromRecord(text, options),
});
