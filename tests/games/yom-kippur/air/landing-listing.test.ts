// The air phase's drops and heliborne moves kept between listings
// (air/landing-listing.ts) are the listing made afresh: after every action
// of random games, on both table sets and in the advanced game, the air
// phase's codes are those a second definition of the game lists with its
// kept listing and helicopter flights forgotten, and so is the die modifier
// (the worst SAM cover of the best flight, B-O.2) of the flights listed.
// Many of those listings follow a drop or landing (mended where it changed
// the stacking counts) or an aircraft placed (kept); so do the listings
// after a landing tried and taken back by the search's undo.
import { describe, expect, it } from 'vitest';
import { ActionBuffer } from '../../../../src/engine/action-buffer.js';
import { Random } from '../../../../src/engine/rng.js';
import { SearchState } from '../../../../src/engine/search-state.js';
import { createAdvanced } from '../../../../src/games/yom-kippur/advanced/game.js';
import { DROP, HELI, argOf, kindOf, unitOf } from '../../../../src/games/yom-kippur/action-codes.js';
import { landedFrom } from '../../../../src/games/yom-kippur/changes.js';
import { contextFor } from '../../../../src/games/yom-kippur/game-context.js';
import { forgetFlights, landingModifier } from '../../../../src/games/yom-kippur/airborne.js';
import { landingListing } from '../../../../src/games/yom-kippur/air/landing-listing.js';
import type { Context } from '../../../../src/games/yom-kippur/context.js';
import { Game } from '../../../../src/games/yom-kippur/game.js';
import { hasPending } from '../../../../src/games/yom-kippur/pending.js';
import { phaseKindNow } from '../../../../src/games/yom-kippur/turns.js';
import { cloneState, type State } from '../../../../src/games/yom-kippur/state.js';
import { codes, playBesideFresh, type YomKippurRules } from '../beside-fresh.js';

/** The actions listed (an attack's code names an entry of its definition's own table: compared as actions). */
const actions = (rules: YomKippurRules, ctx: Context, s: State, b: ActionBuffer) =>
  codes(b).map((c) => rules.codec.actionOf(ctx, s, c));

/** Plays game's random game to the end; the air phases' listings compared with fresh ones, and how many had a drop or flight. */
async function compareListings(
  game: Game,
  seed: number,
): Promise<{ compared: number; landings: number; modifiers: number; mended: number }> {
  const anew = new ActionBuffer();
  let compared = 0;
  let landings = 0;
  let modifiers = 0;
  let mended = 0;
  let listedVersion = 0;
  await playBesideFresh(game, seed, ({ s, ctx, fresh, rules, kept }) => {
    if (phaseKindNow(s) !== 'air' || hasPending(s)) return;
    if (landedFrom(listedVersion, s.version)) mended++;
    listedVersion = s.version;
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
  return { compared, landings, modifiers, mended };
}

/** Plays a random game on the search state; at each air listing with landings, one tried, listed after, undone and listed again: each listing compared with a fresh one. */
async function compareAfterUndo(game: Game, seed: number): Promise<number> {
  const root = game.searchRoot();
  const ctx = root.ctx as Context;
  const rules = root.rules as YomKippurRules;
  const fresh = await contextFor({ ...ctx.data });
  const search = new SearchState(rules, ctx, cloneState(root.state as State));
  const kept = new ActionBuffer();
  const anew = new ActionBuffer();
  const random = new Random(seed);
  const compare = () => {
    const s = search.state;
    search.legal(kept);
    if (phaseKindNow(s) !== 'air' || hasPending(s)) return;
    landingListing(fresh).forget();
    forgetFlights(fresh);
    rules.legalCodes(fresh, s, anew);
    expect(actions(rules, ctx, s, kept), `${s.phase} of GT ${s.turn}`).toEqual(actions(rules, fresh, s, anew));
  };
  let tried = 0;
  while (search.actor >= 0) {
    compare();
    const landings = codes(kept).filter((c) => kindOf(c) === DROP || kindOf(c) === HELI);
    if (phaseKindNow(search.state) === 'air' && landings.length > 0) {
      search.apply(landings[random.below(landings.length)]!);
      compare();
      search.undo();
      compare();
      tried++;
    }
    search.legal(kept);
    search.apply(kept.at(random.below(kept.length)));
  }
  return tried;
}

describe('the drops and heliborne moves kept between listings (B-O)', () => {
  it('are the listing made afresh after every action of the air phases (rulebook tables)', async () => {
    for (const seed of [31, 32]) {
      const { compared, landings, modifiers, mended } = await compareListings(await Game.create({ seed }), seed);
      expect(compared).toBeGreaterThan(50);
      expect(landings).toBeGreaterThan(10);
      expect(modifiers).toBeGreaterThan(100);
      expect(mended).toBeGreaterThan(5);
    }
  }, 300_000);
  it('are the listing made afresh after every action of the air phases of 6 more games (mended after landings)', async () => {
    let mended = 0;
    for (let seed = 41; seed <= 46; seed++) mended += (await compareListings(await Game.create({ seed }), seed)).mended;
    expect(mended).toBeGreaterThan(100);
  }, 300_000);
  it('are the listing made afresh after a landing tried and undone by the search', async () => {
    for (const seed of [35, 36]) expect(await compareAfterUndo(await Game.create({ seed }), seed)).toBeGreaterThan(20);
  }, 300_000);
  it('are the listing made afresh on the revised sheet and in the advanced game', async () => {
    for (const game of [await Game.create({ seed: 33, tables: 'revised' }), await createAdvanced({ seed: 34 })])
      expect((await compareListings(game, 33)).compared).toBeGreaterThan(50);
  }, 300_000);
});
