// The engine's weighted search (assembly/weighted.ts, for the computer
// player's evaluation) agrees with the obvious Dijkstra (tests/engine/reference/)
// on random step tables, penalties, stops, seeds and budgets.
import { describe, expect, it } from 'vitest';
import { Board } from '../../src/engine/board.js';
import { UNREACHED } from '../../src/engine/weighted-search.js';
import { acrossSuez } from '../../src/games/across-suez/data.js';
import { makeRng } from '../../src/engine/rng.js';
import { weightedCosts } from './reference/searches.js';

describe('the weighted search against the reference', () => {
  it('agrees on 500 random problems over the real map, forward and reverse, and lists the hexes it reached in cost order', async () => {
    const board = await Board.create(acrossSuez.map, acrossSuez.chart);
    const w = board.weighted;
    const n = board.hexCount;
    const rng = makeRng(20261122);
    const int = (k: number) => Math.floor(rng() * k);
    for (let run = 0; run < 500; run++) {
      const table = new Int16Array(n * 6).map(() => (rng() < 0.15 ? -1 : int(9)));
      const penalty = new Int32Array(n).map(() => (rng() < 0.1 ? -1 : rng() < 0.5 ? 0 : int(40)));
      const stop = new Uint8Array(n).map(() => (rng() < 0.1 ? 1 : 0));
      const seeds = Array.from({ length: 1 + int(3) }, () => ({ hex: int(n), cost: int(5) }));
      const budget = rng() < 0.5 ? UNREACHED : int(60);
      const reverse = rng() < 0.4;
      const t = int(4);
      w.loadTable(t, table);
      w.penalty.set(penalty);
      w.stop.set(stop);
      const settled = w.search({
        table: t,
        from: seeds.map((s) => s.hex),
        fromCost: seeds.map((s) => s.cost),
        budget,
        reverse,
      });
      const expected = weightedCosts({ nbr: board.neighbours, table, penalty, stop, seeds, budget, reverse });
      expect([...w.dist], `run ${run}`).toEqual(expected);
      // `order` lists every hex reached once, cheapest first
      const order = [...w.order.subarray(0, settled)];
      expect(order.slice().sort((a, b) => a - b)).toEqual(expected.flatMap((c, h) => (c < UNREACHED ? [h] : [])));
      expect(order.every((h, k) => k === 0 || w.dist[h]! >= w.dist[order[k - 1]!]!)).toBe(true);
      // every reached hex's `prev` leads back to a seed
      for (let h = 0; h < n; h++) {
        if (w.dist[h]! >= UNREACHED) continue;
        let k = h,
          steps = 0;
        while (w.prev[k]! >= 0 && steps++ < n) k = w.prev[k]!;
        expect(w.prev[k]).toBe(-1);
      }
    }
  }, 30_000);

  it('with a target, stops there and returns its cost', async () => {
    const board = await Board.create(acrossSuez.map, acrossSuez.chart);
    const w = board.weighted;
    const n = board.hexCount;
    w.loadTable(0, new Int16Array(n * 6).fill(2));
    w.penalty.fill(0);
    w.stop.fill(0);
    const a = board.index('0112'),
      b = board.index('0512');
    expect(w.search({ table: 0, from: [a], target: b })).toBe(2 * board.distance(a, b));
    w.penalty[b] = -1;
    expect(w.search({ table: 0, from: [a], target: b })).toBe(UNREACHED);
  });
});
