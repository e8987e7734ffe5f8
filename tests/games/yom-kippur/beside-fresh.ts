// A random game on the search state beside a second definition of the
// game (its own board and kept listings): the tests of what the rules keep
// between listings (movement-listing.ts, air/landing-listing.ts) compare
// each listing with the second definition's, made afresh.
import { ActionBuffer } from '../../../src/engine/action-buffer.js';
import { Random } from '../../../src/engine/rng.js';
import { SearchState } from '../../../src/engine/search-state.js';
import type { Context } from '../../../src/games/yom-kippur/context.js';
import { contextFor } from '../../../src/games/yom-kippur/game-context.js';
import type { Game } from '../../../src/games/yom-kippur/game.js';
import type { yomKippurRules } from '../../../src/games/yom-kippur/rules.js';
import { cloneState, type State } from '../../../src/games/yom-kippur/state.js';

export type YomKippurRules = typeof yomKippurRules;

/** What a comparison sees before each action: the state, both definitions, the rules and the codes listed. */
export interface Beside {
  s: State;
  ctx: Context;
  fresh: Context;
  rules: YomKippurRules;
  kept: ActionBuffer;
}

/** The codes in a buffer, as a list. */
export const codes = (b: ActionBuffer): number[] => Array.from(b.codes.subarray(0, b.length));

/** Plays game's random game (seeded) to the end on the search state, calling `each` after every listing. */
export async function playBesideFresh(game: Game, seed: number, each: (b: Beside) => void): Promise<void> {
  const root = game.searchRoot();
  const ctx = root.ctx as Context;
  const rules = root.rules as YomKippurRules;
  const fresh = await contextFor({ ...ctx.data }); // its own board and caches
  const search = new SearchState(rules, ctx, cloneState(root.state as State));
  const kept = new ActionBuffer();
  const random = new Random(seed);
  const beside = { s: search.state, ctx, fresh, rules, kept };
  while (search.actor >= 0) {
    search.legal(kept);
    each(beside);
    search.apply(kept.at(random.below(kept.length)));
  }
}
