// The set-up step's rules (setup.ts: every placement, a placement, the end of a step) as legal.ts and apply.ts
// reach them: loaded only by a game that has a set-up step. Every state in a set-up step is read from a
// position (Game.create's `setup: true` gives one, B-D), and the position's reader imports setup.ts
// (rules.ts `loadPositionReader`, which Match awaits before it reads a position), which hands its rules here
// as it loads; so does the advanced game, whose rules import it.
import type { endSetup, place, placements } from './setup.js';

export interface SetupRules {
  placements: typeof placements;
  place: typeof place;
  endSetup: typeof endSetup;
}

let loaded: SetupRules | undefined;

/** setup.ts gives its rules as it loads. */
export function provideSetupRules(rules: SetupRules): void {
  loaded = rules;
}

/** The set-up step's rules: loaded with any position in a set-up step. */
export function setupRules(): SetupRules {
  if (!loaded)
    throw new Error('a set-up step is played once its position has been read (setup.ts loads with the reader)');
  return loaded;
}
