// What the fast playout policy (playout-policy.ts) knows of the map, made
// once per game definition: every hex's cost to Matzmed on an empty map for
// a combat unit and for the bridge (14.2: clear and road hexes only), the
// bridge's road, the steps a line of communication may take (14.1), and the
// Combat Results Table's odds by column (the evaluation's reading, plan/value.ts).
// Costs come from the board's own step tables: nothing here decides what is
// legal, only where a side wants to go.
import { weightedSearch } from '../../../engine/weighted-search.js';
import type { Context } from '../context.js';
import { columnOdds, rulesOf, type Rules } from './plan/value.js';

/** Unreached: farther than any route on the map. */
export const FAR = 0x3fff;

export interface PlayoutMap {
  /** Cost units (half Movement Points) from each hex to Matzmed for a combat unit, ignoring units; FAR when none. */
  readonly toMatzmed: Int16Array;
  /** The same for the bridge unit (14.2). */
  readonly bridgeToMatzmed: Int16Array;
  /** 1 on the hexes of the bridge's cheapest road from its arrival hex to Matzmed on an empty map (14.2). */
  readonly bridgeRoute: Uint8Array;
  /** The same hexes as a list. */
  readonly bridgeRouteHexes: Int32Array;
  /** steps[h * 6 + d]: the neighbour a combat unit can step into from h in direction d on an empty map, or -1. */
  readonly steps: Int32Array;
  /** The board's weighted search's step table (claimed slot) of a combat unit's steps, in cost units. */
  readonly stepTable: number;
  /** The same for a line of communication (14.1's path rule, read from its data): steps that cost nothing, so the line's cost is its penalties. */
  readonly lineTable: number;
  /** CRT odds of [Ae, Ar, Ee, Dr, De] by column. */
  odds(column: number): readonly number[];
}

const maps = new WeakMap<Context, PlayoutMap>();

/** A step table of the engine's weighted search: the cost of each step a unit of `moveClass` may take on the map, -1 where none. */
function stepTable(ctx: Context, moveClass: number, reverse: boolean): Int16Array {
  const { board } = ctx;
  const table = new Int16Array(board.hexCount * 6).fill(-1);
  for (let h = 0; h < board.hexCount; h++)
    for (let d = 0; d < 6; d++) {
      const b = board.neighbour(h, d);
      if (b < 0 || !board.onMap(b) || !board.onMap(h)) continue;
      // reverse: stepping into h from b
      table[h * 6 + d] = reverse
        ? board.stepCost(b, board.direction(b, h), moveClass)
        : board.stepCost(h, d, moveClass);
    }
  return table;
}

/** The costs of entering `to` from each hex (the engine's weighted search, walking back from `to`). */
function costsTo(ctx: Context, to: number, moveClass: number): Int16Array {
  const search = weightedSearch(ctx.board);
  search.search({ table: search.claimTable(stepTable(ctx, moveClass, true)), from: [to], reverse: true });
  return Int16Array.from(search.dist, (c) => Math.min(c, FAR));
}

/** The hexes of the bridge's cheapest road, walked down its costs from its arrival hex. */
function routeOf(ctx: Context, cost: Int16Array): Uint8Array {
  const { board } = ctx;
  const route = new Uint8Array(board.hexCount);
  for (let h = ctx.arrivalHex[ctx.bridgeUnit]!; h >= 0 && cost[h]! < FAR;) {
    route[h] = 1;
    let next = -1;
    for (let d = 0; d < 6; d++) {
      const b = board.neighbour(h, d);
      const step = b < 0 || !board.onMap(b) ? -1 : board.stepCost(h, d, ctx.bridgeClass);
      if (step >= 0 && cost[b]! + step === cost[h]!) next = b;
    }
    h = cost[h] === 0 ? -1 : next;
  }
  return route;
}

/** The steps a line of communication may take (14.1: the context's path rule, read from its data), at no cost. */
function lineSteps(ctx: Context): Int16Array {
  const { board, locRule } = ctx;
  const steps = new Int16Array(board.hexCount * 6).fill(-1);
  const through = (h: number) => (locRule.through ?? []).some((f) => board.hexHas(h, f));
  for (let h = 0; h < board.hexCount; h++) {
    if (!board.onMap(h) || !through(h)) continue;
    for (let d = 0; d < 6; d++) {
      const b = board.neighbour(h, d);
      if (b < 0 || !board.onMap(b) || !through(b)) continue;
      const closed = (locRule.closedHexsides ?? []).some((c) => board.hasSide(h, d, c));
      const opened = (locRule.openedBy ?? []).some((c) => board.hasSide(h, d, c));
      if (!closed || opened) steps[h * 6 + d] = 0;
    }
  }
  return steps;
}

export function playoutMap(ctx: Context): PlayoutMap {
  let m = maps.get(ctx);
  if (m) return m;
  const rules: Rules = rulesOf(ctx);
  const bridgeToMatzmed = costsTo(ctx, ctx.crossingHex, ctx.bridgeClass);
  const bridgeRoute = routeOf(ctx, bridgeToMatzmed);
  const forward = stepTable(ctx, 0, false);
  const steps = Int32Array.from(forward, (c, i) => (c >= 0 ? ctx.board.neighbour(Math.floor(i / 6), i % 6) : -1));
  m = {
    stepTable: weightedSearch(ctx.board).claimTable(forward),
    lineTable: weightedSearch(ctx.board).claimTable(lineSteps(ctx)),
    toMatzmed: costsTo(ctx, ctx.crossingHex, 0),
    bridgeToMatzmed,
    bridgeRoute,
    bridgeRouteHexes: Int32Array.from(Array.from(bridgeRoute).flatMap((on, h) => (on ? [h] : []))),
    steps,
    odds: (column) => columnOdds(rules, column),
  };
  maps.set(ctx, m);
  return m;
}
