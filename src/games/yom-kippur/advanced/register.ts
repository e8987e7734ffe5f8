// Registers the advanced game (Sinai and Golan, 2–4 seats) by name, its rules loaded on demand: a game
// of its own, since its records and seats differ from the basic game's. The headless entry (engine.ts)
// and the server import it; the <yom-kippur> element, which shows the basic game only, does not, so its
// single file carries neither the advanced game nor a chunk split off for it.
import { registerGame } from '../../../engine/registry.js';
import type { AdvancedOptions } from './game.js';

export const YOM_KIPPUR_ADVANCED = {
  id: 'yom-kippur-advanced',
  title: 'Yom Kippur — advanced game (Sinai and Golan)',
} as const;

// the rules, and the computer players beside them (ai/computer.ts registers them here)
const advanced = async () => (await Promise.all([import('./game.js'), import('./ai/computer.js')]))[0];

registerGame({
  ...YOM_KIPPUR_ADVANCED,
  create: async (options) => (await advanced()).createAdvanced(options as AdvancedOptions),
  fromRecord: async (text, options) => (await advanced()).advancedFromRecord(text, options),
});
