// A counter's routes from its hex are sorted in the kernel (Board.sortEnds,
// RouteSet.takeSorted): the same as when every hex its fill reached is
// offered one by one and sorted in TypeScript (RouteSet.offer, finish), the
// way a search that asks for a route's path still goes. After every action of
// random games, for every counter on the map that may move: the same
// destinations in the same order, at the same cost, the same way (B-G), the
// same hexes full (B-G.1), water only for marines (B-G.5).
import { describe, expect, it } from 'vitest';
import { ActionBuffer } from '../../../src/engine/action-buffer.js';
import { Random } from '../../../src/engine/rng.js';
import type { Context } from '../../../src/games/yom-kippur/context.js';
import { Game } from '../../../src/games/yom-kippur/game.js';
import { moveBlock, routes } from '../../../src/games/yom-kippur/movement.js';
import { searchStateOf } from '../../../src/games/yom-kippur/search-state.js';
import { MAP, type State } from '../../../src/games/yom-kippur/state.js';
import { routeSetText } from './route-set-text.js';

describe('routes sorted in the kernel', () => {
  it('are those offered hex by hex, after every action of random games', async () => {
    let compared = 0,
      full = 0,
      afloat = 0;
    for (const seed of [21, 22, 23]) {
      const root = (await Game.create({ seed })).searchRoot();
      const ctx = root.ctx as Context;
      const search = searchStateOf(ctx, root.state as State);
      const s = search.state;
      const legal = new ActionBuffer();
      const random = new Random(seed);
      const land = ctx.board.flag('land');
      while (search.actor >= 0) {
        search.legal(legal);
        for (let u = 0; u < ctx.units.length; u++) {
          if (moveBlock(ctx, s, u) || s.loc[u] !== MAP) continue;
          const sorted = routeSetText(ctx, routes(ctx, s, u));
          const r = routes(ctx, s, u, s.hex[u]!); // a route asked for: every hex offered one by one
          expect(sorted, `${ctx.units[u]!.id} in ${s.phase} of GT ${s.turn}`).toEqual(routeSetText(ctx, r));
          compared++;
          for (let h = 0; h < ctx.board.hexCount; h++) if (r.isFull(h)) full++;
          for (let i = 0; i < r.count; i++) if ((ctx.board.hexFlags[r.hexes[i]!]! & land) === 0) afloat++;
        }
        search.apply(legal.at(random.below(legal.length)));
      }
    }
    expect(compared).toBeGreaterThan(1000);
    expect(full).toBeGreaterThan(0);
    expect(afloat).toBeGreaterThan(0);
  }, 300_000);
});
