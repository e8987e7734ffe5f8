// The movement phase's listing kept per counter between listings
// (movement-listing.ts, over the routes route-cache.ts keeps) is the
// listing made afresh: after every action of random games, on both table
// sets and on the advanced game's two fronts, the same codes in the same
// order as a second definition of the game lists with every kept listing
// and route forgotten.
import { describe, expect, it } from 'vitest';
import { ActionBuffer } from '../../../src/engine/action-buffer.js';
import { createAdvanced } from '../../../src/games/yom-kippur/advanced/game.js';
import { Game } from '../../../src/games/yom-kippur/game.js';
import { routeCache } from '../../../src/games/yom-kippur/movement.js';
import { movementListing } from '../../../src/games/yom-kippur/movement-listing.js';
import { isMovementPhase } from '../../../src/games/yom-kippur/sequence.js';
import { codes, playBesideFresh } from './beside-fresh.js';

/** Plays game's random game to the end, comparing each listing with a fresh one; the movement listings compared. */
async function compareListings(game: Game, seed: number): Promise<number> {
  const anew = new ActionBuffer();
  let compared = 0;
  await playBesideFresh(game, seed, ({ s, fresh, rules, kept }) => {
    if (!isMovementPhase(s)) return;
    movementListing(fresh).forget();
    routeCache(fresh).forget();
    rules.legalCodes(fresh, s, anew);
    expect(codes(kept), `${s.phase} of GT ${s.turn}`).toEqual(codes(anew));
    compared++;
  });
  return compared;
}

describe('the movement listing kept between actions', () => {
  it('is the listing made afresh after every action (rulebook tables)', async () => {
    for (const seed of [21, 22]) expect(await compareListings(await Game.create({ seed }), seed)).toBeGreaterThan(300);
  }, 300_000);
  it('is the listing made afresh on the revised sheet', async () => {
    const seed = 23;
    expect(await compareListings(await Game.create({ seed, tables: 'revised' }), seed)).toBeGreaterThan(300);
  }, 300_000);
  it('is the listing made afresh in the advanced game (two fronts, A-C locks, A-H entries)', async () => {
    const seed = 24;
    expect(await compareListings(await createAdvanced({ seed }), seed)).toBeGreaterThan(300);
  }, 300_000);
});
