// The set-up step's rules (setup.ts: every placement, a placement, the end of a step) as legal.ts and apply.ts
// reach them: loaded only by a game that has a set-up step. Every state in a set-up step is read from a
// position (Game.create's `setup: true` gives one, B-D), with which rules.ts `loadPositionReader` (awaited
// before a position is read) loads setup.ts, which hands its rules here as it loads; the advanced game's
// rules import it.
import type { Context } from './context.js';
import type { Emit } from './events.js';
import type { State } from './state.js';

/** setup.ts's `placements`, `place` and `endSetup`. */
export interface SetupRules {
  placements(ctx: Context, s: State): { unit: number; hex: number }[];
  place(ctx: Context, s: State, u: number, hex: number, emit: Emit): void;
  endSetup(ctx: Context, s: State, emit: Emit): void;
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
