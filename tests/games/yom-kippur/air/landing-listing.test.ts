// The air phase's drops and heliborne moves kept between listings
// (air/landing-listing.ts) are the listing made afresh: after every action
// of random games, on both table sets and in the advanced game, the air
// phase's codes are those a second definition of the game lists with its
// kept listing forgotten.
import { describe, expect, it } from 'vitest';
import { ActionBuffer } from '../../../../src/engine/action-buffer.js';
import { Random } from '../../../../src/engine/rng.js';
import { SearchState } from '../../../../src/engine/search-state.js';
import { createAdvanced } from '../../../../src/games/yom-kippur/advanced/game.js';
import { landingListing } from '../../../../src/games/yom-kippur/air/landing-listing.js';
import { contextFor, type Context } from '../../../../src/games/yom-kippur/context.js';
import { Game } from '../../../../src/games/yom-kippur/game.js';
import { hasPending } from '../../../../src/games/yom-kippur/pending.js';
import { phaseKindNow } from '../../../../src/games/yom-kippur/turns.js';
import { cloneState, type State } from '../../../../src/games/yom-kippur/state.js';
import type { yomKippurRules } from '../../../../src/games/yom-kippur/rules.js';

type YomKippurRules = typeof yomKippurRules;

const codes = (b: ActionBuffer) => Array.from(b.codes.subarray(0, b.length));
/** The actions listed (an attack's code names an entry of its definition's own table: compared as actions). */
const actions = (rules: YomKippurRules, ctx: Context, s: State, b: ActionBuffer) =>
  codes(b).map((c) => rules.codec.actionOf(ctx, s, c));

/** Plays game's random game to the end; the air phases' listings compared with fresh ones, and how many had a drop or flight. */
async function compareListings(game: Game, seed: number): Promise<{ compared: number; landings: number }> {
  const root = game.searchRoot();
  const ctx = root.ctx as Context;
  const rules = root.rules as YomKippurRules;
  const fresh = await contextFor({ ...ctx.data }); // its own board and caches
  const search = new SearchState(rules, ctx, cloneState(root.state as State));
  const s = search.state;
  const kept = new ActionBuffer();
  const anew = new ActionBuffer();
  const random = new Random(seed);
  let compared = 0;
  let landings = 0;
  while (search.actor >= 0) {
    search.legal(kept);
    if (phaseKindNow(s) === 'air' && !hasPending(s)) {
      landingListing(fresh).forget();
      rules.legalCodes(fresh, s, anew);
      const listed = actions(rules, ctx, s, kept);
      expect(listed, `${s.phase} of GT ${s.turn}`).toEqual(actions(rules, fresh, s, anew));
      compared++;
      if (listed.some((a) => a.type === 'heli' || a.type === 'drop')) landings++;
    }
    search.apply(kept.at(random.below(kept.length)));
  }
  return { compared, landings };
}

describe('the drops and heliborne moves kept between listings (B-O)', () => {
  it('are the listing made afresh after every action of the air phases (rulebook tables)', async () => {
    for (const seed of [31, 32]) {
      const { compared, landings } = await compareListings(await Game.create({ seed }), seed);
      expect(compared).toBeGreaterThan(50);
      expect(landings).toBeGreaterThan(10);
    }
  }, 300_000);
  it('are the listing made afresh on the revised sheet and in the advanced game', async () => {
    for (const game of [await Game.create({ seed: 33, tables: 'revised' }), await createAdvanced({ seed: 34 })])
      expect((await compareListings(game, 33)).compared).toBeGreaterThan(50);
  }, 300_000);
});
