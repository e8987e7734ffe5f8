// The routes kept between listings (route-cache.ts) are the routes a fresh
// search finds: after every action of random games, for every counter that
// may move, the same destinations in the same order, at the same cost, the
// same way (B-G), and the same hexes full (B-G.1).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ActionBuffer } from '../../../src/engine/action-buffer.js';
import { Random } from '../../../src/engine/rng.js';
import type { Context } from '../../../src/games/yom-kippur/context.js';
import { Game } from '../../../src/games/yom-kippur/game.js';
import { actionOf } from '../../../src/games/yom-kippur/action-codes.js';
import { destinations, moveBlock, routes } from '../../../src/games/yom-kippur/movement.js';
import { searchStateOf } from '../../../src/games/yom-kippur/search-state.js';
import type { State } from '../../../src/games/yom-kippur/state.js';
import { routeSetText } from './route-set-text.js';

/** A new game's search state, its context, a buffer for its listings and a seeded die for random play. */
async function randomGame(seed: number) {
  const root = (await Game.create({ seed })).searchRoot();
  const ctx = root.ctx as Context;
  const search = searchStateOf(ctx, root.state as State);
  return { ctx, search, s: search.state, legal: new ActionBuffer(), random: new Random(seed) };
}

describe('each counter’s kept routes', () => {
  it('are a fresh search’s after every action of random games', async () => {
    for (const seed of [11, 12]) {
      const { ctx, search, s, legal, random } = await randomGame(seed);
      let compared = 0;
      while (search.actor >= 0) {
        search.legal(legal);
        for (let u = 0; u < ctx.units.length; u++) {
          if (moveBlock(ctx, s, u)) continue;
          const kept = routeSetText(ctx, destinations(ctx, s, u));
          expect(kept, `${ctx.units[u]!.id} in ${s.phase} of GT ${s.turn}`).toEqual(
            routeSetText(ctx, routes(ctx, s, u)),
          );
          compared++;
        }
        search.apply(legal.at(random.below(legal.length)));
      }
      expect(compared).toBeGreaterThan(1000);
    }
  }, 300_000);

  // A computer player weighs a line in a copy and comes back: two units of a side end their moves
  // in one hex, filling it (B-G.1), then both are taken back. The first to have moved must find
  // that hex a destination again (found by a hard player's Egyptian commando at seed 3001,
  // Game-Turn 2: its kept routes still called 0606 its own hex, and apply refused the move).
  it('are a fresh search’s after a trip that fills a hex with two units and takes both back', async () => {
    let trips = 0;
    for (const seed of [11, 12]) {
      const { ctx, search, s, legal, random } = await randomGame(seed);
      const inCopy = new ActionBuffer();
      while (search.actor >= 0) {
        search.legal(legal);
        const byHex = new Map<string, { unit: string; code: number }[]>();
        for (let i = 0; i < legal.length; i++) {
          const a = actionOf(ctx, legal.at(i));
          if (a.type === 'move') byHex.set(a.hex, [...(byHex.get(a.hex) ?? []), { unit: a.unit, code: legal.at(i) }]);
        }
        const pair = [...byHex.values()].find((m) => m.length >= 2);
        if (pair) {
          // the one listed first (the lower counter) moves first, and is the first the trip back finds gone
          search.apply(pair[0]!.code);
          search.legal(inCopy);
          const second = inCopy.codes.subarray(0, inCopy.length).includes(pair[1]!.code);
          if (second) {
            search.apply(pair[1]!.code);
            search.legal(inCopy);
            search.undo();
          }
          search.undo();
          for (let u = 0; u < ctx.units.length; u++) {
            if (moveBlock(ctx, s, u)) continue;
            const kept = routeSetText(ctx, destinations(ctx, s, u));
            expect(kept, `${ctx.units[u]!.id} in ${s.phase} of GT ${s.turn}`).toEqual(
              routeSetText(ctx, routes(ctx, s, u)),
            );
          }
          if (second) trips++;
        }
        search.apply(legal.at(random.below(legal.length)));
      }
    }
    expect(trips).toBeGreaterThan(50);
  }, 300_000);

  // Found by two `hard` players in the page (seed 5, Game-Turn 5): a brigade crossed the canal
  // directly (B-G.4b) into 0518 and filled it (B-G.1), but the kept routes of another that could
  // cross there still called it a destination, since no fill had reached it; the worker chose that
  // move, the page refused it, and the game stopped.
  it('a hex reached across the canal is full to the others once a friend crossing there fills it', async () => {
    const position = JSON.parse(readFileSync(new URL('./canal-crossing-fill.json', import.meta.url), 'utf8'));
    const game = await Game.create({ position });
    const into = (hex: string) =>
      game.legalActions().flatMap((a) => (a.type === 'move' && a.hex === hex ? [a.unit] : []));
    expect(into('0518')).toEqual(['il-mech-sc-1', 'il-mech-sc-2', 'il-mech-sc-3']);
    game.apply({ type: 'move', unit: 'il-mech-sc-2', hex: '0518' });
    expect(into('0518')).toEqual([]);
    const { ctx, state } = game.searchRoot();
    const u = ctx.units.findIndex((d) => d.id === 'il-mech-sc-3');
    expect(routeSetText(ctx, destinations(ctx, state, u))).toEqual(routeSetText(ctx, routes(ctx, state, u)));
  });
});
