// The computer players' one reach (src/games/across-suez/ai/reach.ts) as
// the evaluation reads it (plan/reach.ts) and as the fast playouts read it
// (each unit with its own Movement Allowance), and every hex's cost to
// Matzmed (matzmed-costs.ts), repaired from one position to the next,
// against the full search in the engine run afresh on every position.
import { describe, expect, it } from 'vitest';
import { Game } from '../../../../src/games/across-suez/engine.js';
import { createPlayer } from '../../../../src/games/across-suez/ai/players.js';
import {
  EGY,
  ISR,
  mapModel,
  place,
  snapshot,
  STEP,
  type MapModel,
  type Snapshot,
} from '../../../../src/games/across-suez/ai/plan/model.js';
import { egyptianReachOf } from '../../../../src/games/across-suez/ai/plan/reach.js';
import { markZoc, toMatzmed } from '../../../../src/games/across-suez/ai/plan/routes.js';
import { costsToMatzmedAt } from '../../../../src/games/across-suez/ai/plan/matzmed-costs.js';
import { makeRng, Random } from '../../../../src/engine/rng.js';
import { SideReach } from '../../../../src/games/across-suez/ai/reach.js';
import { playoutMap } from '../../../../src/games/across-suez/ai/playout-map.js';
import { playoutPolicy } from '../../../../src/games/across-suez/ai/playout-policy.js';
import { acrossSuezRules as rules } from '../../../../src/games/across-suez/rules.js';
import type { Context } from '../../../../src/games/across-suez/context.js';
import { cloneState, ON_MAP, type State } from '../../../../src/games/across-suez/state.js';
import { movementAllowance } from '../../../../src/games/across-suez/units.js';
import { ActionBuffer } from '../../../../src/engine/action-buffer.js';
import { weightedSearch } from '../../../../src/engine/weighted-search.js';

type Side = 'israeli' | 'egyptian';

/** The reach as the evaluation made it before it was kept: one search from scratch (4.5: Israeli units block, their ZOC stops). */
function fullReach(m: MapModel, s: Snapshot, budget: number, dueBy: number): Uint8Array {
  const seeds: number[] = [];
  const penalty = new Int32Array(m.n),
    stop = new Uint8Array(m.n);
  for (let u = 0; u < s.units.length; u++) {
    const x = s.units[u]!;
    const h = s.hex[u]!;
    if (x.side === EGY) {
      const at = s.loc[u] === 0 ? h : s.loc[u] === 1 && x.arrives <= dueBy ? x.arrivalHex : -1;
      if (at >= 0 && !(s.loc[u] === 1 && s.at[at]! >= 0)) seeds.push(at);
    } else if (x.side === ISR && h >= 0) {
      penalty[h] = -1;
      for (let d = 0; d < 6 && !x.bridge; d++) if (m.nbr[h * 6 + d]! >= 0) stop[m.nbr[h * 6 + d]!] = 1;
    }
  }
  const settled = m.search.search({ table: STEP.forward, from: seeds, penalty, stop, budget });
  const reach = new Uint8Array(m.n);
  for (let k = 0; k < settled; k++) reach[m.search.order[k]!] = 1;
  return reach;
}

/** Every hex's cost to Matzmed as the evaluation made it before it was kept: one reverse search from scratch (4.5). */
function fullCosts(m: MapModel, s: Snapshot): number[] {
  const penalty = new Int32Array(m.n);
  const egyptian = new Uint8Array(m.n),
    zoc = new Uint8Array(m.n);
  for (let u = 0; u < s.units.length; u++) {
    const h = s.hex[u]!;
    if (h < 0 || s.units[u]!.side !== EGY) continue;
    egyptian[h] = 1;
    for (let d = 0; d < 6; d++) if (m.nbr[h * 6 + d]! >= 0) zoc[m.nbr[h * 6 + d]!] = 1;
  }
  for (let h = 0; h < m.n; h++) penalty[h] = egyptian[h] ? -1 : zoc[h] && h !== m.matzmed ? 8 : 0;
  m.search.search({ table: STEP.reverse, from: [m.matzmed], penalty, reverse: true });
  return [...m.search.dist];
}

const onMap = (m: MapModel, h: number) => [0, 1, 2, 3, 4, 5].some((d) => m.nbr[h * 6 + d]! >= 0);

describe("the evaluation's Egyptian reach and costs to Matzmed", () => {
  it('repaired from position to position, they are exactly what a full search finds (4.5)', async () => {
    const rng = makeRng(5);
    let compared = 0;
    for (let seed = 1; seed <= 3; seed++) {
      const game = await Game.create({ seed });
      const players = {
        israeli: createPlayer('israeli', 'easy', { seed }),
        egyptian: createPlayer('egyptian', 'random', { seed }),
      };
      for (let step = 0; game.phase !== 'over'; step++) {
        if (step % 4 === 0) {
          const m = mapModel(game),
            s: Snapshot = snapshot(game);
          // the planner's way: one unit at a time moved, taken off, put back
          for (let k = 0; k < 30; k++) {
            const u = Math.floor(rng() * s.units.length);
            const from = s.hex[u]!,
              loc = s.loc[u]!;
            const to = Math.floor(rng() * m.n);
            if (rng() < 0.3) place(s, u, -1, 3);
            else if (s.at[to]! < 0 && onMap(m, to)) place(s, u, to);
            for (const budget of k % 7 === 0 ? [16, -1, 20] : [20]) {
              const got = egyptianReachOf(m, s, budget, s.turn);
              const want = fullReach(m, s, budget, s.turn);
              expect([...got.reach], `seed ${seed} step ${step} change ${k} budget ${budget}`).toEqual([...want]);
              for (let h = 0; h < m.n; h++) {
                let near = want[h]!;
                for (let d = 0; d < 6 && !near; d++) near = m.nbr[h * 6 + d]! >= 0 ? want[m.nbr[h * 6 + d]!]! : 0;
                if (got.cuttable[h] !== near) expect(got.cuttable[h], `cuttable ${h}`).toBe(near);
              }
              compared++;
            }
            markZoc(m, s);
            const costs = [...toMatzmed(m, s)];
            expect(costs, `seed ${seed} step ${step} change ${k}: costs to Matzmed`).toEqual(fullCosts(m, s));
            if (rng() < 0.5 && (from < 0 || s.at[from]! < 0)) place(s, u, from, loc);
          }
        }
        game.apply(players[(game.pending?.side ?? game.side) as Side].decide(game));
      }
    }
    expect(compared).toBeGreaterThan(1000);
  }, 120_000);

  it("one Egyptian unit tried on hex after hex: the costs read where Israeli units stand are a full search's (4.5)", async () => {
    const rng = makeRng(11);
    let compared = 0;
    for (let seed = 1; seed <= 2; seed++) {
      const game = await Game.create({ seed });
      const players = {
        israeli: createPlayer('israeli', 'easy', { seed }),
        egyptian: createPlayer('egyptian', 'easy', { seed }),
      };
      for (let step = 0; game.phase !== 'over'; step++) {
        if (step % 3 === 0) {
          const m = mapModel(game),
            s: Snapshot = snapshot(game);
          const from = new Int16Array(s.units.length).fill(-1),
            got = new Int32Array(s.units.length);
          for (let u = 0; u < s.units.length; u++) if (s.units[u]!.side === ISR) from[u] = s.hex[u]!;
          const egyptians = [...s.units.keys()].filter((u) => s.units[u]!.side === EGY && s.hex[u]! >= 0);
          // the planner's way: a unit tried on a dozen hexes, put back between them
          for (let k = 0; k < 3 && egyptians.length > 0; k++) {
            const u = egyptians[Math.floor(rng() * egyptians.length)]!;
            const home = s.hex[u]!;
            for (let i = 0; i < 12; i++) {
              const to = Math.floor(rng() * m.n);
              if (s.at[to]! >= 0 || !onMap(m, to)) continue;
              place(s, u, to);
              costsToMatzmedAt(m, s, from, got);
              const want = fullCosts(m, s);
              for (let x = 0; x < s.units.length; x++)
                if (from[x]! >= 0) expect(got[x], `seed ${seed} step ${step} unit ${u} on ${to}`).toBe(want[from[x]!]);
              place(s, u, home);
              compared++;
            }
          }
        }
        game.apply(players[(game.pending?.side ?? game.side) as Side].decide(game));
      }
    }
    expect(compared).toBeGreaterThan(300);
  }, 120_000);

  it("the fast playouts' reach, each unit within its own allowance, is a full search's on every position of their games (10.0, 4.3, 4.5)", async () => {
    let compared = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const { ctx: c, state } = (await Game.create({ seed })).searchRoot();
      const ctx = c as Context;
      const s = cloneState(state as State);
      const table = playoutMap(ctx).stepTable;
      const reach = new SideReach(ctx, table);
      const policy = playoutPolicy(ctx, new Random(seed));
      const scratch = new ActionBuffer();
      while (rules.actor(ctx, s) >= 0) {
        for (const side of [0, 1]) {
          reach.mark(s, side);
          expect([...reach.reached], `seed ${seed} turn ${s.turn} ${s.phase} side ${side}`).toEqual([
            ...fullSideReach(ctx, s, side, table),
          ]);
          compared++;
        }
        rules.applyCode(ctx, s, policy.choose(ctx, s, scratch), null);
      }
    }
    expect(compared).toBeGreaterThan(1000);
  }, 120_000);
});

/** The playouts' reach from scratch: every unit of the side a seed with what its allowance lacks of the largest as head start; enemy units block, combat units' neighbours stop (4.5). */
function fullSideReach(ctx: Context, s: State, side: number, table: number): Uint8Array {
  const { board } = ctx;
  const n = board.hexCount;
  const penalty = new Int32Array(n),
    stop = new Uint8Array(n);
  const from: number[] = [],
    fromCost: number[] = [];
  const allowance = (u: number) => Math.min(64, movementAllowance(ctx, s, u));
  let budget = 0;
  for (let u = 0; u < ctx.units.length; u++)
    if (ctx.unitSide[u] === side && s.loc[u] === ON_MAP) budget = Math.max(budget, allowance(u));
  for (let u = 0; u < ctx.units.length; u++) {
    if (s.loc[u] !== ON_MAP) continue;
    const h = s.hex[u]!;
    if (ctx.unitSide[u] === side) {
      from.push(h);
      fromCost.push(budget - Math.min(budget, allowance(u)));
    } else {
      penalty[h] = -1;
      for (let d = 0; d < 6 && ctx.combatUnit[u]; d++) if (board.neighbour(h, d) >= 0) stop[board.neighbour(h, d)] = 1;
    }
  }
  const search = weightedSearch(board);
  const settled = search.search({ table, from, fromCost, penalty, stop, budget });
  const reach = new Uint8Array(n);
  for (let k = 0; k < settled; k++) reach[search.order[k]!] = 1;
  return reach;
}
