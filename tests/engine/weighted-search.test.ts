// The engine's weighted search (assembly/weighted.ts, for the computer
// player's evaluation) agrees with the obvious Dijkstra (tests/engine/reference/)
// on random step tables, penalties, stops, seeds and budgets.
import { describe, expect, it } from 'vitest';
import { Board } from '../../src/engine/board.js';
import { UNREACHED, weightedSearch } from '../../src/engine/weighted-search.js';
import { acrossSuez } from '../../src/games/across-suez/data.js';
import { makeRng } from '../../src/engine/rng.js';
import { weightedCosts } from './reference/searches.js';
import { rulesKernelBoard } from './reference/rules-kernel-board.js';

/** The boards a search runs beside: with the full kernel, and on the rules' kernel alone (a page's element). */
const BOARDS = [
  ['its own kernel, with the search', () => Board.create(acrossSuez.map, acrossSuez.chart)],
  [
    "the rules' kernel alone, the search in a kernel beside it",
    () => rulesKernelBoard(acrossSuez.map, acrossSuez.chart),
  ],
] as const;

describe('the weighted search against the reference', () => {
  it.each(BOARDS)(
    'agrees on 500 random problems over the real map, forward and reverse, and lists the hexes it reached in cost order (a board on %s)',
    async (_, make) => {
      const board = await make();
      const w = weightedSearch(board);
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
        const settled = w.search({
          table: t,
          from: seeds.map((s) => s.hex),
          fromCost: seeds.map((s) => s.cost),
          penalty,
          stop,
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
    },
    30_000,
  );

  it('with a target, stops there and returns its cost', async () => {
    const board = await Board.create(acrossSuez.map, acrossSuez.chart);
    const w = weightedSearch(board);
    const n = board.hexCount;
    w.loadTable(0, new Int16Array(n * 6).fill(2));
    const a = board.index('0112'),
      b = board.index('0512');
    expect(w.search({ table: 0, from: [a], target: b })).toBe(2 * board.distance(a, b));
    const penalty = new Int32Array(n);
    penalty[b] = -1;
    expect(w.search({ table: 0, from: [a], penalty, target: b })).toBe(UNREACHED);
  });

  it('a query that gives no penalties or stops has none, whatever the query before it gave', async () => {
    const board = await Board.create(acrossSuez.map, acrossSuez.chart);
    const w = weightedSearch(board);
    const n = board.hexCount;
    const table = new Int16Array(n * 6).fill(2);
    w.loadTable(0, table);
    const a = board.index('0112');
    const plain = weightedCosts({
      nbr: board.neighbours,
      table,
      penalty: new Int32Array(n),
      stop: new Uint8Array(n),
      seeds: [{ hex: a, cost: 0 }],
      budget: UNREACHED,
      reverse: false,
    });
    w.search({ table: 0, from: [a], penalty: new Int32Array(n).fill(7), stop: new Uint8Array(n).fill(1) });
    expect(w.dist[board.index('0512')]).toBe(UNREACHED); // the stops held it next to its seed
    w.search({ table: 0, from: [a] });
    expect([...w.dist]).toEqual(plain);
  });

  it('a claimed step table keeps its slot, apart from the fixed ones, and the same steps share it', async () => {
    const board = await Board.create(acrossSuez.map, acrossSuez.chart);
    const w = weightedSearch(board);
    const n = board.hexCount;
    const a = board.index('0112'),
      b = board.index('0512');
    const threes = new Int16Array(n * 6).fill(3);
    const slot = w.claimTable(threes);
    expect(w.claimTable(threes.slice())).toBe(slot);
    const ones = w.claimTable(new Int16Array(n * 6).fill(1));
    expect(ones).not.toBe(slot);
    // the fixed slots stay below the claimed ones
    for (let t = 0; t < slot && t < ones; t++) w.loadTable(t, new Int16Array(n * 6).fill(5));
    expect(() => w.loadTable(Math.max(slot, ones), threes)).toThrow(RangeError);
    expect(w.search({ table: slot, from: [a], target: b })).toBe(3 * board.distance(a, b));
    expect(w.search({ table: ones, from: [a], target: b })).toBe(board.distance(a, b));
  });
});

describe("the rules' kernel alone (assembly/rules.ts, in a page's element and the single files whose players never search)", () => {
  it("has no weighted search: a board on it searches in a kernel with the search beside it, made on the search's first use", async () => {
    const board = await rulesKernelBoard(acrossSuez.map, acrossSuez.chart);
    expect(['initSearch', 'searchPtr', 'weightedSearch'].filter((f) => f in board.kernel)).toEqual([]);
    const w = weightedSearch(board);
    expect(w.engine).not.toBe(board.kernel);
    expect(typeof w.engine.initSearch).toBe('function');
    expect(weightedSearch(board)).toBe(w);
    const full = await Board.create(acrossSuez.map, acrossSuez.chart);
    expect(weightedSearch(full).engine).toBe(full.kernel);
  });
});
