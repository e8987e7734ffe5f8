// The engine's route memo (src/engine/route-memo.ts): a route's cost asked
// again with penalties it was asked with before is the kept answer, and
// every answer, kept or searched, is the obvious Dijkstra's
// (tests/engine/reference/); a penalty no step can read changes nothing.
import { describe, expect, it } from 'vitest';
import { Board } from '../../src/engine/board.js';
import { UNREACHED, weightedSearch } from '../../src/engine/weighted-search.js';
import { RouteMemo } from '../../src/engine/route-memo.js';
import { acrossSuez } from '../../src/games/across-suez/data.js';
import { makeRng } from '../../src/engine/rng.js';
import { weightedCosts } from './reference/searches.js';

describe('the route memo against the reference', () => {
  it('answers 1,200 questions over 30 random problems on the real map as the reference does, keeping the repeated ones', async () => {
    const board = await Board.create(acrossSuez.map, acrossSuez.chart);
    const w = weightedSearch(board);
    const n = board.hexCount;
    const nbr = Int16Array.from(board.neighbours);
    const rng = makeRng(20261124);
    const int = (k: number) => Math.floor(rng() * k);
    let asked = 0,
      searched = 0;
    for (let run = 0; run < 30; run++) {
      // a third of the hexes cannot be entered at all: their penalties are never read
      const closed = new Uint8Array(n).map(() => (rng() < 0.33 ? 1 : 0));
      const table = new Int16Array(n * 6).map((_, i) => (nbr[i]! < 0 || closed[nbr[i]!] ? -1 : int(4)));
      w.loadTable(1, table);
      const memo = new RouteMemo(w, 1, table, nbr, 16);
      const penalty = new Int32Array(n).map(() => (rng() < 0.1 ? -1 : int(30)));
      for (let h = 0; h < n; h++) memo.set(h, penalty[h]!);
      const [from, target] = [int(n), int(n)];
      const history: Int32Array[] = [];
      for (let step = 0; step < 40; step++) {
        if (history.length > 0 && rng() < 0.4) {
          // back to penalties asked before
          penalty.set(history[int(history.length)]!);
          for (let h = 0; h < n; h++) memo.set(h, penalty[h]!);
        } else {
          for (let k = 0; k <= int(4); k++) {
            const h = int(n);
            const old = penalty[h]!;
            penalty[h] = rng() < 0.2 ? -1 : int(30);
            // only a hex a step enters can change an answer
            expect(memo.set(h, penalty[h]!), `hex ${h}`).toBe(penalty[h] !== old && closed[h] === 0);
          }
        }
        history.push(penalty.slice());
        const fromCost = int(3);
        const seeds = [{ hex: from, cost: fromCost }];
        const stop = new Uint8Array(n);
        const want = weightedCosts({
          nbr: board.neighbours,
          table,
          penalty,
          stop,
          seeds,
          budget: UNREACHED,
          reverse: false,
        });
        expect(memo.cost(from, fromCost, target), `run ${run} step ${step}`).toBe(want[target]);
        asked++;
      }
      searched += memo.searched;
    }
    expect(searched).toBeLessThan(asked * 0.8);
  });
});
