// The set-up step's rules (setup.ts: every placement, a placement, the end of a step) as legal.ts and apply.ts
// reach them: loaded only by a game that has a set-up step. Every state in a set-up step is read from a
// position (Game.create's `setup: true` gives one, B-D), with which rules.ts `loadPositionReader` (awaited
// before a position is read) loads setup.ts, which hands its rules here as it loads; the advanced game's
// rules import it.
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

/** The set-up step's rules: loaded with every position in a set-up step. */
export function setupRules(): SetupRules {
  if (!loaded)
    throw new Error(
      'a set-up step is played once its position has loaded the set-up rules (rules.ts loadPositionReader)',
    );
  return loaded;
}
