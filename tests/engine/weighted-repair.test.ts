// The engine's repaired weighted search (src/engine/weighted-repair.ts): a
// search kept from one problem to the next and repaired where a few hexes'
// penalties, stops or seeds changed gives exactly the costs of the obvious
// Dijkstra (tests/engine/reference/) made afresh, forward and reverse, with
// and without a budget, and says which hexes' costs changed; one that keeps
// its cover says which hexes are reached or next to one, and which flipped.
import { describe, expect, it } from 'vitest';
import { Board } from '../../src/engine/board.js';
import { UNREACHED, weightedSearch } from '../../src/engine/weighted-search.js';
import { RepairedSearch } from '../../src/engine/weighted-repair.js';
import { acrossSuez } from '../../src/games/across-suez/data.js';
import { makeRng } from '../../src/engine/rng.js';
import { weightedCosts } from './reference/searches.js';
import { rulesKernelBoard } from './reference/rules-kernel-board.js';

describe('the repaired weighted search against the reference', () => {
  it.each([
    // the repair is the same code on both: the board beside the search needs fewer problems to be proved wired
    ['its own kernel, with the search', 60, () => Board.create(acrossSuez.map, acrossSuez.chart)],
    [
      "the rules' kernel alone, the search in a kernel beside it",
      15,
      () => rulesKernelBoard(acrossSuez.map, acrossSuez.chart),
    ],
  ] as const)(
    'agrees after each of 40 small changes to random problems over the real map (a board on %s, %i problems)',
    async (_, runs, make) => {
      const board = await make();
      const w = weightedSearch(board);
      const n = board.hexCount;
      const rng = makeRng(20261123);
      const int = (k: number) => Math.floor(rng() * k);
      let repaired = 0;
      for (let run = 0; run < runs; run++) {
        const table = new Int16Array(n * 6).map(() => (rng() < 0.15 ? -1 : int(9)));
        const reverse = rng() < 0.4;
        const budget = rng() < 0.5 ? UNREACHED : 10 + int(50);
        w.loadTable(1, table);
        const cover = rng() < 0.5;
        // other searches hold the first slots: each run's search has a slot of its own in the kernel
        const others = Array.from({ length: run % 8 }, () => new RepairedSearch(w, { table: 0, cover: true }));
        const search = new RepairedSearch(w, { table: 1, reverse, cover });
        let coveredBefore = new Uint8Array(n);
        const penalty = new Int32Array(n).map(() => (rng() < 0.1 ? -1 : rng() < 0.5 ? 0 : int(40)));
        const stop = new Uint8Array(n).map(() => (rng() < 0.1 ? 1 : 0));
        const seedCost = new Int32Array(n).fill(UNREACHED);
        for (let k = 0; k <= int(3); k++) seedCost[int(n)] = int(5);
        const tell = (h: number) => {
          search.setPenalty(h, penalty[h]!);
          search.setStop(h, stop[h] === 1);
          search.setSeed(h, seedCost[h]!);
        };
        for (let h = 0; h < n; h++) tell(h);
        let before: number[] = [];
        for (let step = 0; step < 40; step++) {
          // a unit or two moved: a few hexes blocked or opened, their stops, a seed moved
          for (let k = 0; k <= int(4); k++) {
            const h = int(n);
            const what = int(4);
            if (what === 0) penalty[h] = rng() < 0.5 ? -1 : 0;
            else if (what === 1) penalty[h] = int(40);
            else if (what === 2) stop[h] = stop[h] ? 0 : 1;
            else seedCost[h] = seedCost[h]! < UNREACHED && rng() < 0.7 ? UNREACHED : int(5);
            tell(h);
          }
          search.update(budget);
          const seeds = [...seedCost].flatMap((cost, hex) => (cost < UNREACHED ? [{ hex, cost }] : []));
          const want = weightedCosts({ nbr: board.neighbours, table, penalty, stop, seeds, budget, reverse });
          expect([...search.cost], `run ${run} step ${step}`).toEqual(want);
          // the hexes whose cost changed are among those it lists
          if (search.changedCount >= 0 && step > 0) {
            repaired++;
            const listed = new Set(search.changed.subarray(0, search.changedCount));
            for (let h = 0; h < n; h++) if (want[h] !== before[h]) expect(listed.has(h), `hex ${h}`).toBe(true);
          }
          // every reached hex's route leads back to a seed
          for (let h = 0; h < n; h++) {
            if (search.cost[h]! >= UNREACHED) continue;
            let k = h,
              hops = 0;
            while (search.from[k]! >= 0 && hops++ < n) k = search.from[k]!;
            expect(search.from[k]).toBe(-1);
          }
          // with its cover: the hexes reached, those next to one, and every flip of the latter listed
          if (cover) {
            const covered = new Uint8Array(n);
            for (let h = 0; h < n; h++) {
              expect(search.reached[h], `reached ${h}`).toBe(want[h]! < UNREACHED ? 1 : 0);
              if (want[h]! >= UNREACHED) continue;
              covered[h] = 1;
              for (let d = 0; d < 6; d++)
                if (board.neighbours[h * 6 + d]! >= 0) covered[board.neighbours[h * 6 + d]!] = 1;
            }
            expect([...search.covered]).toEqual([...covered]);
            if (search.flippedCount >= 0) {
              const flipped = new Set(search.flipped.subarray(0, search.flippedCount));
              for (let h = 0; h < n; h++)
                if (covered[h] !== coveredBefore[h]) expect(flipped.has(h), `flip ${h}`).toBe(true);
            }
            coveredBefore = covered;
          }
          before = want;
        }
        search.release();
        for (const o of others) o.release();
      }
      expect(repaired).toBeGreaterThan(runs * 10);
    },
    60_000,
  );
});
