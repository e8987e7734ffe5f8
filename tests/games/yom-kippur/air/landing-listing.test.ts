// The air phase's drops and heliborne moves kept between listings
// (air/landing-listing.ts) are the listing made afresh: after every action
// of random games, on both table sets and in the advanced game, the air
// phase's codes are those a second definition of the game lists with its
// kept listing and helicopter flights forgotten, and so is the die modifier
// (the worst SAM cover of the best flight, B-O.2) of the flights listed.
import { describe, expect, it } from 'vitest';
import { ActionBuffer } from '../../../../src/engine/action-buffer.js';
import { createAdvanced } from '../../../../src/games/yom-kippur/advanced/game.js';
import { HELI, argOf, kindOf, unitOf } from '../../../../src/games/yom-kippur/action-codes.js';
import { forgetFlights, landingModifier } from '../../../../src/games/yom-kippur/airborne.js';
import { landingListing } from '../../../../src/games/yom-kippur/air/landing-listing.js';
import type { Context } from '../../../../src/games/yom-kippur/context.js';
import { Game } from '../../../../src/games/yom-kippur/game.js';
import { hasPending } from '../../../../src/games/yom-kippur/pending.js';
import { phaseKindNow } from '../../../../src/games/yom-kippur/turns.js';
import type { State } from '../../../../src/games/yom-kippur/state.js';
import { codes, playBesideFresh, type YomKippurRules } from '../beside-fresh.js';

/** The actions listed (an attack's code names an entry of its definition's own table: compared as actions). */
const actions = (rules: YomKippurRules, ctx: Context, s: State, b: ActionBuffer) =>
  codes(b).map((c) => rules.codec.actionOf(ctx, s, c));

/** Plays game's random game to the end; the air phases' listings compared with fresh ones, and how many had a drop or flight. */
async function compareListings(
  game: Game,
  seed: number,
): Promise<{ compared: number; landings: number; modifiers: number }> {
  const anew = new ActionBuffer();
  let compared = 0;
  let landings = 0;
  let modifiers = 0;
  await playBesideFresh(game, seed, ({ s, ctx, fresh, rules, kept }) => {
    if (phaseKindNow(s) !== 'air' || hasPending(s)) return;
    landingListing(fresh).forget();
    forgetFlights(fresh);
    rules.legalCodes(fresh, s, anew);
    const listed = actions(rules, ctx, s, kept);
    expect(listed, `${s.phase} of GT ${s.turn}`).toEqual(actions(rules, fresh, s, anew));
    compared++;
    if (listed.some((a) => a.type === 'heli' || a.type === 'drop')) landings++;
    // every 7th flight listed: the die modifier with the flights kept and searched anew
    for (let i = compared % 7; i < kept.length; i += 7) {
      const code = kept.at(i);
      if (kindOf(code) !== HELI) continue;
      forgetFlights(fresh);
      const [u, h] = [unitOf(code), argOf(code)];
      expect(landingModifier(ctx, s, u, h, 'heli')).toBe(landingModifier(fresh, s, u, h, 'heli'));
      modifiers++;
    }
  });
  return { compared, landings, modifiers };
}

describe('the drops and heliborne moves kept between listings (B-O)', () => {
  it('are the listing made afresh after every action of the air phases (rulebook tables)', async () => {
    for (const seed of [31, 32]) {
      const { compared, landings, modifiers } = await compareListings(await Game.create({ seed }), seed);
      expect(compared).toBeGreaterThan(50);
      expect(landings).toBeGreaterThan(10);
      expect(modifiers).toBeGreaterThan(100);
    }
  }, 300_000);
  it('are the listing made afresh on the revised sheet and in the advanced game', async () => {
    for (const game of [await Game.create({ seed: 33, tables: 'revised' }), await createAdvanced({ seed: 34 })])
      expect((await compareListings(game, 33)).compared).toBeGreaterThan(50);
  }, 300_000);
});
