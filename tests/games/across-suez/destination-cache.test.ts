// Each unit's destinations are kept while the facts their fill read stand
// (destination-cache.ts). Kept answers must be exactly what a fresh fill
// finds: the same destinations in the same order, at the same cost, from
// the same entry hex, by the same routes, and the same way to Matzmed
// (11.0), for every unit after every action of many random games, through
// the public API and on the search state; and games sharing the cache (one
// per game definition) must play as they play alone.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Game } from '../../../src/games/across-suez/game.js';
import { Random } from '../../../src/engine/rng.js';
import { ActionBuffer } from '../../../src/engine/action-buffer.js';
import { searchStateOf } from '../../../src/games/across-suez/search-state.js';
import { randomPolicy } from '../../../src/games/across-suez/random-playout.js';
import { DestinationCache } from '../../../src/games/across-suez/destination-cache.js';
import { destinations, pathTo } from '../../../src/games/across-suez/movement.js';
import type { Context } from '../../../src/games/across-suez/context.js';
import type { State } from '../../../src/games/across-suez/state.js';
import { makeRng } from '../../../src/games/across-suez/ai/random-player.js';

/** What a caller reads of unit u's destinations, in order, and the route to each (`keep`: see destinations). */
function answer(ctx: Context, s: State, u: number, keep: boolean) {
  const d = destinations(ctx, s, u, keep);
  const hexes = Array.from(d.hexes.subarray(0, d.count));
  return {
    origin: d.origin,
    toCrossing: d.toCrossing,
    hexes,
    cost: hexes.map((h) => d.cost[h]),
    entry: hexes.map((h) => d.entry[h]),
    paths: hexes.map((h) => pathTo(ctx, s, u, h, d).join(' ')),
  };
}

/**
 * Checks every unit's kept destinations (ctx's cache) against a fresh fill
 * made through a context of its own, not kept (its routes searched again):
 * before each question, its cache holds the unit's buffer for no origin at
 * all, so the question fills again.
 */
function checker(ctx: Context) {
  const fresh: Context = { ...ctx, destinations: new DestinationCache(ctx.board, ctx.unitSide) };
  let checked = 0;
  return {
    check(s: State, where: string): void {
      for (let u = 0; u < ctx.units.length; u++) {
        const kept = answer(ctx, s, u, true);
        fresh.destinations.refill(u, -2, -1, NaN, s.hex, false);
        const filled = answer(fresh, s, u, false);
        if (JSON.stringify(kept) !== JSON.stringify(filled))
          expect(kept, `${ctx.units[u]!.id} ${where}`).toEqual(filled);
        if (filled.hexes.length > 0) checked++;
      }
    },
    get checked() {
      return checked;
    },
  };
}

const contextOf = (game: Game) => game.searchRoot().ctx as Context;
const stateOf = (game: Game) => game.searchRoot().state as State;

/** A search state at the standard start, the start to load again, a checker and a buffer of legal codes. */
async function onSearchState() {
  const root = (await Game.create({ seed: 1 })).searchRoot();
  const start = root.state as State;
  return {
    start,
    search: searchStateOf(root.ctx as Context, start),
    check: checker(root.ctx as Context),
    legal: new ActionBuffer(),
  };
}

describe('each unit’s kept destinations', () => {
  it('equal a fresh fill for every unit after every action of 20 random games through the public API', async () => {
    let check: ReturnType<typeof checker> | undefined;
    for (let seed = 1; seed <= 20; seed++) {
      const game = await Game.create({ seed });
      check ??= checker(contextOf(game));
      const rng = makeRng(seed);
      for (let n = 0; game.phase !== 'over'; n++) {
        const actions = game.legalActions();
        game.apply(actions[Math.floor(rng() * actions.length)]!);
        check.check(stateOf(game), `after action ${n} of seed ${seed}`);
      }
    }
    expect(check!.checked).toBeGreaterThan(60_000);
  }, 120_000);

  it('equal a fresh fill for every unit after every action of 100 random games on the search state', async () => {
    const { start, search, check, legal } = await onSearchState();
    const { ctx, state } = search;
    for (let seed = 1; seed <= 100; seed++) {
      search.load(start);
      const policy = randomPolicy(new Random(seed));
      for (let n = 0; search.actor >= 0; n++) {
        search.apply(policy(ctx, state, legal));
        check.check(state, `after action ${n} of seed ${seed}`);
      }
    }
    expect(check.checked).toBeGreaterThan(20_000);
  }, 120_000);

  it('equal a fresh fill whatever the order of questions, moves and undos (property)', async () => {
    const { start, search, check, legal } = await onSearchState();
    const { state } = search;
    // a walk: each step applies one of the legal actions (a number picks which) or undoes the last
    const step = fc.oneof(fc.nat(), fc.constant(-1));
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 120 }), async (walk) => {
        search.load(start);
        let depth = 0;
        for (const [i, pick] of walk.entries()) {
          if (search.actor < 0) break;
          if (pick < 0 && depth > 0) {
            search.undo();
            depth--;
          } else {
            search.legal(legal);
            search.apply(legal.at(Math.abs(pick) % legal.length));
            depth++;
          }
          check.check(state, `at step ${i} of ${JSON.stringify(walk)}`);
        }
      }),
      { numRuns: 60, seed: 18 },
    );
  }, 120_000);

  it('asked once for one unit after another, in the same state, each unit gets its own (one shared buffer)', async () => {
    const root = (await Game.create({ seed: 1 })).searchRoot();
    const ctx = root.ctx as Context,
      s = root.state as State;
    const own: Context = { ...ctx, destinations: new DestinationCache(ctx.board, ctx.unitSide) };
    const movers = [...ctx.units.keys()].filter((u) => s.side === ctx.unitSide[u] && destinations(own, s, u).count > 0);
    expect(movers.length).toBeGreaterThan(2);
    const alone = movers.map((u) => {
      const fresh: Context = { ...ctx, destinations: new DestinationCache(ctx.board, ctx.unitSide) };
      return answer(fresh, s, u, false);
    });
    for (const order of [movers, [...movers].reverse()])
      for (const u of order) expect(answer(own, s, u, false)).toEqual(alone[movers.indexOf(u)]);
    expect(new Set(alone.map((a) => a.hexes.join(' '))).size).toBeGreaterThan(1);
  });

  it('asked once, a unit keeps its own when other units’ destinations are kept or listed again in between', async () => {
    const root = (await Game.create({ seed: 1 })).searchRoot();
    const ctx = root.ctx as Context,
      s = root.state as State;
    const own: Context = { ...ctx, destinations: new DestinationCache(ctx.board, ctx.unitSide) };
    const movers = [...ctx.units.keys()].filter((u) => s.side === ctx.unitSide[u] && destinations(own, s, u).count > 0);
    const [a, b] = movers;
    const fresh = (u: number) =>
      answer({ ...ctx, destinations: new DestinationCache(ctx.board, ctx.unitSide) }, s, u, false);
    const once = answer(own, s, a!, false);
    expect(answer(own, s, b!, true)).toEqual(fresh(b!)); // kept: the board lists b's vacant hexes
    expect(answer(own, s, a!, false)).toEqual(once);
    expect(once).toEqual(fresh(a!));
    expect(once.hexes).not.toEqual(fresh(b!).hexes);
  });

  it('games played in turns, sharing the board and the cache, play as each plays alone', async () => {
    const alone: string[] = [];
    for (const seed of [11, 12]) {
      const game = await Game.create({ seed });
      const rng = makeRng(seed);
      while (game.phase !== 'over') {
        const actions = game.legalActions();
        game.apply(actions[Math.floor(rng() * actions.length)]!);
      }
      alone.push(game.toRecord());
    }
    const games = await Promise.all([11, 12].map((seed) => Game.create({ seed })));
    const rngs = [makeRng(11), makeRng(12)];
    while (games.some((g) => g.phase !== 'over')) {
      for (const [i, game] of games.entries()) {
        if (game.phase === 'over') continue;
        const actions = game.legalActions();
        game.apply(actions[Math.floor(rngs[i]!() * actions.length)]!);
      }
    }
    expect(games.map((g) => g.toRecord())).toEqual(alone);
  });
});
