// The movement listing the route cache keeps (route-cache.ts,
// movement-listing.ts) around the canal crossings (B-G.4b) and the Golan's
// fords (A-F.3), where a move reaches a hex no flood fill reached: random
// positions crowd a side's brigades on a few hexes beside the canal or a
// river, then random moves, biased to go across, some taken back, fill the
// hexes across (B-G.1). After every action the kept listing is the listing
// of a second definition of the game made afresh: every move offered is
// legal, and every legal move is offered, in the same order.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ActionBuffer } from '../../../src/engine/action-buffer.js';
import { Random } from '../../../src/engine/rng.js';
import { SearchState } from '../../../src/engine/search-state.js';
import { actionOf } from '../../../src/games/yom-kippur/action-codes.js';
import { createAdvanced, theAdvancedData } from '../../../src/games/yom-kippur/advanced/game.js';
import type { Context } from '../../../src/games/yom-kippur/context.js';
import { Game } from '../../../src/games/yom-kippur/game.js';
import { contextFor } from '../../../src/games/yom-kippur/game-context.js';
import { routeCache } from '../../../src/games/yom-kippur/movement.js';
import { movementListing } from '../../../src/games/yom-kippur/movement-listing.js';
import { cloneState, type State } from '../../../src/games/yom-kippur/state.js';
import { brigadeLimit } from '../../../src/games/yom-kippur/stacking.js';
import type { Position } from '../../../src/games/yom-kippur/types.js';
import type { YomKippurRules } from './beside-fresh.js';
import { codes } from './beside-fresh.js';

type Units = Record<string, string>;

/** The land hexes beside a hexside of one of `classes`, each with the land hexes across it. */
function besideSides(ctx: Context, classes: string[]): Map<number, number[]> {
  const { board } = ctx;
  const beside = new Map<number, number[]>();
  for (let h = 0; h < board.hexCount; h++) {
    if (!board.onMap(h) || !board.hexHas(h, 'land')) continue;
    for (let d = 0; d < 6; d++) {
      const to = board.neighbour(h, d);
      if (to < 0 || !board.hexHas(to, 'land') || !classes.some((c) => board.hasSide(h, d, c))) continue;
      beside.set(h, [...(beside.get(h) ?? []), to]);
    }
  }
  return beside;
}

/**
 * `units` with `movers` crowded on the three hexes beside the hexsides
 * nearest one chosen at random (a brigade limit each) and, on some of the hexes
 * across, one of `others` already standing (so that one more fills it).
 */
function crowd(
  ctx: Context,
  units: Units,
  beside: Map<number, number[]>,
  movers: string[],
  others: string[],
  random: Random,
): Units {
  const { board } = ctx;
  const placed = { ...units };
  const count = new Map<string, number>();
  for (const [id, at] of Object.entries(placed))
    if (ctx.units.find((d) => d.id === id)?.kind === 'ground') count.set(at, (count.get(at) ?? 0) + 1);
  const limit = brigadeLimit(ctx);
  const hexes = [...beside.keys()];
  const centre = hexes[random.below(hexes.length)]!;
  // the hexes beside the hexsides nearest the one chosen: they share hexes across
  const near = hexes
    .filter((h) => board.distance(h, centre) <= 2)
    .sort((a, b) => board.distance(a, centre) - board.distance(b, centre))
    .slice(0, 3);
  const free = (id: string) => !Object.entries(placed).some(([u, at]) => at === id && !movers.includes(u));
  for (const u of movers) {
    const spots = near.map((h) => board.id(h)).filter((id) => free(id) && (count.get(id) ?? 0) < limit);
    if (!spots.length) break;
    const at = spots[random.below(spots.length)]!;
    count.set(placed[u]!, (count.get(placed[u]!) ?? 1) - 1);
    placed[u] = at;
    count.set(at, (count.get(at) ?? 0) + 1);
  }
  const across = [...new Set(near.flatMap((h) => beside.get(h)!))].map((h) => board.id(h));
  for (const u of others) {
    const spots = across.filter((id) => (count.get(id) ?? 0) === 0 && !Object.values(placed).includes(id));
    if (!spots.length || random.below(2)) continue;
    const at = spots[random.below(spots.length)]!;
    placed[u] = at;
    count.set(at, 1);
  }
  return placed;
}

/**
 * Plays `game`'s phase with random moves, two in three across a canal or a
 * ford when one is listed and one in five taken back, comparing every
 * listing with a fresh definition's; returns the listings compared and the
 * moves made across.
 */
async function playAcross(game: Game, beside: Map<number, number[]>, random: Random, fresh: Context) {
  const root = game.searchRoot();
  const ctx = root.ctx as Context;
  const rules = root.rules as YomKippurRules;
  const search = new SearchState(rules, ctx, cloneState(root.state as State));
  const s = search.state;
  const [kept, anew] = [new ActionBuffer(), new ActionBuffer()];
  const phase = s.phaseNumber;
  let compared = 0,
    crossed = 0;
  for (let step = 0; step < 60 && s.phaseNumber === phase && search.actor >= 0; step++) {
    search.legal(kept);
    movementListing(fresh).forget();
    routeCache(fresh).forget();
    rules.legalCodes(fresh, s, anew);
    expect(codes(kept), `${s.phase} of GT ${s.turn}, after ${step} actions`).toEqual(codes(anew));
    compared++;
    const across: number[] = [];
    for (let i = 0; i < kept.length; i++) {
      const a = actionOf(ctx, kept.at(i));
      if (a.type !== 'move') continue;
      const u = ctx.units.findIndex((d) => d.id === a.unit);
      if (beside.get(s.hex[u]!)?.includes(ctx.board.index(a.hex))) across.push(kept.at(i));
    }
    const code =
      across.length && random.below(3) ? across[random.below(across.length)]! : kept.at(random.below(kept.length));
    if (across.includes(code)) crossed++;
    search.apply(code);
    if (search.depth > 1 && random.below(5) === 0) search.undo();
  }
  return { compared, crossed };
}

/** The ground units of a side still on the board in `units`. */
const groundOf = (ctx: Context, units: Units, side: string): string[] =>
  ctx.units.filter((d) => d.side === side && d.kind === 'ground' && /^\d{4}$/.test(units[d.id] ?? '')).map((d) => d.id);

describe('the movement listing kept around crossings', () => {
  // B-G.4b: the Israeli direct crossing, in the first movement phase, into the hex across for the whole MF
  it('is the listing made afresh as Israeli brigades cross the canal into hexes they fill', async () => {
    const base = JSON.parse(readFileSync(new URL('./canal-crossing-fill.json', import.meta.url), 'utf8')) as Position;
    const ctx = (await Game.create({ position: base })).searchRoot().ctx as Context;
    const fresh = await contextFor({ ...ctx.data });
    const beside = besideSides(ctx, ['canal']);
    const units = base.units as Units;
    const israeli = groundOf(ctx, units, 'israeli').filter((u) => !u.startsWith('il-art'));
    const egyptian = groundOf(ctx, units, 'egyptian');
    let compared = 0,
      crossed = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const random = new Random(seed);
      const placed = crowd(ctx, units, beside, israeli, egyptian, random);
      const game = await Game.create({ position: { ...base, units: placed } });
      const played = await playAcross(game, beside, random, fresh);
      compared += played.compared;
      crossed += played.crossed;
    }
    expect(compared).toBeGreaterThan(500);
    expect(crossed).toBeGreaterThan(200);
  }, 300_000);

  // A-F.3: a ford over the Golan's rivers, for the whole MF, in the player-turn's first movement phase
  it('is the listing made afresh as brigades ford the Golan’s rivers into hexes they fill', async () => {
    const data = theAdvancedData();
    const ctx = (await createAdvanced({ seed: 1 })).searchRoot().ctx as Context;
    const fresh = await contextFor({ ...ctx.data });
    const fordable = Object.entries(data.chart.hexsides).flatMap(([c, h]) => (h.ford ? [c] : []));
    const beside = besideSides(ctx, fordable);
    let compared = 0,
      crossed = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const random = new Random(seed);
      const arab = seed % 2 === 1;
      // only some brigades on the board: the Sinai's stay (no sudden death, A-M), the Golan's are placed
      const units: Units = {};
      for (const u of data.units) units[u.id] = u.kind === 'aircraft' ? 'pool' : 'eliminated';
      units['il-14-armd'] = '2010';
      const golan = (side: (s: string) => boolean, n: number) =>
        data.units
          .filter((d) => d.kind === 'ground' && side(d.side) && d.arrives?.turn === undefined)
          .slice(0, n)
          .map((d) => d.id);
      const syrian = golan((s) => s === 'syrian', 8);
      const israeli = golan((s) => s === 'israeli', 20)
        .filter((u) => u !== 'il-14-armd' && !u.startsWith('il-art'))
        .slice(0, 8);
      const [movers, others] = arab ? [syrian, israeli] : [israeli, syrian];
      const placed = crowd(ctx, units, beside, movers, others, random);
      const phase = arab
        ? { turn: 2, side: 'egyptian', phase: 'movement@golan' }
        : { turn: 2, side: 'israeli', phase: 'movement-1@golan' };
      const game = await createAdvanced({ seed, seats: 2, position: { ...phase, units: placed } as Position });
      const played = await playAcross(game, beside, random, fresh);
      compared += played.compared;
      crossed += played.crossed;
    }
    expect(compared).toBeGreaterThan(250);
    expect(crossed).toBeGreaterThan(100);
  }, 300_000);
});
