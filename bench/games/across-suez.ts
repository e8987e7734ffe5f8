// Across Suez's benchmark rows (npm run bench -- --game across-suez). The
// Wasm hot path against the TypeScript reference and a naive page-author
// version on the real map; the facade's costs; the computer player's
// evaluation; whole games (internal and through the public API), playouts,
// evaluate() and AI phases; memory. The public API rows run the built
// dist/esm/engine.js, as users run it; rows about internals run the sources.
import { pathToFileURL } from 'node:url';
import { Game as SrcGame } from '../../src/games/across-suez/engine.js';
import type * as SrcApi from '../../src/games/across-suez/engine.js';
import { acrossSuez } from '../../src/games/across-suez/data.js';
import { Board } from '../../src/engine/board.js';
import type { MapData } from '../../src/engine/map-data.js';
import { makeRng, playRandomGame } from '../../src/games/across-suez/ai/random-player.js';
import { mapModel, snapshot } from '../../src/games/across-suez/ai/plan/model.js';
import { israeliValue, rulesOf } from '../../src/games/across-suez/ai/plan/value.js';
import { reach as referenceReach, type Unit } from '../../tests/engine/reference/searches.js';
import { naiveGrid, naiveReach } from '../naive.js';
import { latency, medianMs, throughput, type GameBench, type Row } from '../measure.js';
import { crowded } from './across-suez-positions.js';
import { online } from '../online.js';

type Api = typeof SrcApi;
/** The package as users run it: the built ES module (npm run bench builds it first). */
const dist = async (): Promise<Api> => (await import(pathToFileURL(`${process.cwd()}/dist/esm/engine.js`).href)) as Api;

const { map, chart } = acrossSuez;

/**
 * One random full game from the start a seed: on the search state (integer
 * codes, applied in place) when the checkout has it, else (an older
 * checkout, for --against) on a facade search copy. No allocation per game.
 */
async function searchPlayouts(): Promise<((seed: number) => number) & { onSearchState: boolean }> {
  const root = (await SrcGame.create({ seed: 1 })).searchRoot();
  try {
    // imported here: a checkout from before the search state (--against) has none of these
    const [{ SearchState }, searchState, { randomPolicy }, { Random }] = await Promise.all([
      import('../../src/engine/search-state.js'),
      import('../../src/games/across-suez/search-state.js') as Promise<{ flatRules?: unknown }>,
      import('../../src/games/across-suez/random-playout.js'),
      import('../../src/engine/rng.js'),
    ]);
    // the game's rules over codes: its GameRules, or (a checkout from before the one contract) its FlatRules
    const rules = searchState.flatRules ?? root.rules;
    const search = new SearchState(rules as never, root.ctx as never, root.state);
    const start = root.state.bytes.slice();
    const dice = new Random(); // the policy's own generator, reseeded each game without making a new one
    const policy = randomPolicy(dice);
    const play = (seed: number) => {
      search.state.bytes.set(start);
      search.state.rng = seed;
      dice.state = seed;
      return search.playOut(policy, 5000);
    };
    return Object.assign(play, { onSearchState: true });
  } catch {
    const game = await SrcGame.create({ seed: 1 });
    const play = (seed: number) => playRandomGame(game.clone({ forSearch: true }), makeRng(seed));
    return Object.assign(play, { onSearchState: false });
  }
}

/** Scavenges (minor collections: the young generation's) the runtime reports while `work` runs; major ones are not counted. */
async function gcDuring(work: () => void): Promise<number> {
  const { PerformanceObserver, constants } = await import('node:perf_hooks');
  let count = 0;
  const obs = new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if ((e as unknown as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR)
        count++;
  });
  obs.observe({ entryTypes: ['gc'] });
  await new Promise((r) => setTimeout(r, 50)); // what came before is reported before we count
  count = 0;
  work();
  await new Promise((r) => setTimeout(r, 50));
  obs.disconnect();
  return count;
}

/** A board of its own with Across Suez's Zone of Control policy (4.5), the crowded position's units placed. */
async function kernelFixture() {
  const game = await SrcGame.create({ position: crowded, seed: 1 });
  const board = await Board.create(map, chart);
  for (const side of [0, 1])
    board.setZocPolicy(side, { enemies: [1 - side], stoppedBy: [1 - side], leave: 'to-free-hex' });
  const units: Unit[] = game
    .units()
    .filter((u) => u.location === 'map')
    .map((u) => ({ hex: u.hex!, side: u.side === 'israeli' ? 1 : 2, zoc: u.type !== 'bridge' }));
  const place = () => board.setOccupants(units.map((u) => ({ hex: board.index(u.hex), side: u.side - 1, zoc: u.zoc })));
  place();
  const israelis = game.units().filter((u) => u.side === 'israeli' && u.location === 'map');
  return { game, board, units, place, israeliHexes: israelis.map((u) => board.index(u.hex!)) };
}

const bench: GameBench = {
  game: 'across-suez',
  groups: [
    {
      name: 'kernel',
      seconds: 12,
      async run(report) {
        const { board, units, place, israeliHexes } = await kernelFixture();
        const start = '0410'; // Reshev 2
        const startIndex = board.index(start);
        const grid = naiveGrid(map);
        // the kernel itself: board.reach() remembers its last fill, and a row asking the same again would time that
        const fill = (start: number, budget: number, b = board) => b.kernel.reach(start, budget, 0, 0, 0);
        await latency(
          'flood fill, one unit (12 MA)',
          {
            'Wasm engine (raw call)': () => fill(startIndex, 24),
            'TypeScript reference': () =>
              referenceReach(map, chart, units, { start, budget: 24, side: 1, bridge: false, fromEntry: false }),
            'naive (honeycomb-grid, Map, heap)': () => naiveReach(map, chart, grid, units, start, 12, 1),
          },
          report,
        );
        await latency(
          'kernel',
          {
            'Wasm flood fill, every Israeli unit (19)': () => {
              for (const h of israeliHexes) board.reach(h, 24, 0);
            },
            'ZOC map (place units + computeZoc)': place,
            'line of communication 0112→1708': () =>
              board.path(board.index('0112'), board.index('1708'), 0, {
                through: ['clear', 'road'],
                closedHexsides: ['blocked'],
              }),
          },
          report,
        );
        for (const ma of [8, 12, 18, 36]) {
          const reached = board.reach(startIndex, ma * 2, 0).length;
          await latency(
            'scaling',
            { [`real map, MA ${ma} (${reached} hexes)`]: () => fill(startIndex, ma * 2) },
            report,
          );
        }
        for (const k of [1, 2, 4]) {
          const cols = 17 * (k >= 2 ? 2 : 1),
            rows = 22 * (k >= 4 ? 2 : 1);
          const hexes: Record<string, string> = {};
          const id = (c: number, r: number) => `${String(c).padStart(2, '0')}${String(r).padStart(2, '0')}`;
          for (let c = 1; c <= cols; c++)
            for (let r = 1; r <= rows; r++) hexes[id(c, r)] = (c * 7 + r * 3) % 5 === 0 ? 'sand' : 'clear';
          const big: MapData = { ...map, columns: cols, rows, hexes, hexsides: {}, places: {} };
          const bb = await Board.create(big, chart);
          bb.setOccupants([]);
          const centre = bb.index(id(Math.ceil(cols / 2), Math.ceil(rows / 2)));
          await latency(
            'scaling',
            { [`synthetic ${cols}×${rows}, unlimited MA`]: () => fill(centre, 255, bb) },
            report,
          );
        }
        // the engine's linear memory never grows with use
        const before = board.kernel.memory.buffer.byteLength;
        for (let i = 0; i < 100_000; i++) board.reach(i % board.hexCount, 24, 0);
        const after = board.kernel.memory.buffer.byteLength;
        report({
          group: 'memory',
          name: 'Wasm linear memory growth over 100,000 searches',
          value: after - before,
          unit: 'bytes',
          better: 'lower',
        });
      },
    },
    {
      name: 'facade',
      seconds: 6,
      async run(report) {
        const { Game } = await dist();
        const game = await Game.create({ position: crowded, seed: 1 });
        const night = await Game.create({ position: { ...crowded, turn: 4 }, seed: 1 });
        const israelis = game
          .units()
          .filter((u) => u.side === 'israeli' && u.location === 'map')
          .map((u) => u.id);
        await latency(
          'facade (dist/)',
          {
            'game.reachable(id) with its Map': () => game.reachable('reshev-2'),
            'game.reachable for a whole side': () => {
              for (const id of israelis) game.reachable(id);
            },
            'game.reachable at night': () => night.reachable('reshev-2'),
            'game.combatOdds': () => game.combatOdds(['reshev-2', 'matt-1'], '16-1', { artillery: true }),
            'game.legalActions()': () => game.legalActions(),
            'game.units()': () => game.units(),
          },
          report,
        );
      },
    },
    {
      name: 'evaluation',
      seconds: 4,
      async run(report) {
        const game = await SrcGame.create({ position: crowded, seed: 1 });
        const m = mapModel(game),
          s = snapshot(game),
          rules = rulesOf(game);
        await latency(
          'computer player evaluation',
          {
            'weighted search, whole map (Wasm)': () => m.search.search({ table: 0, from: [m.matzmed] }),
            'evaluation of a position': () => israeliValue(m, s, rules),
          },
          report,
        );
      },
    },
    {
      name: 'random games',
      seconds: 30,
      async run(report, { quick }) {
        const measureMs = quick ? 1500 : 4000;
        const playout = await searchPlayouts();
        const internal = await throughput((i) => playout(i + 1), { measureMs, batchMs: 500 });
        report({
          group: 'games per second',
          name: 'random full game, internal (sampled actions)',
          value: internal.perSecond,
          unit: 'games/s',
          better: 'higher',
          over: `${internal.units} games, seeds from 1${playout.onSearchState ? ', search state' : ', facade search copy'}`,
        });
        const facade = await throughput(
          async (i) =>
            playRandomGame((await SrcGame.create({ seed: i + 1 })).clone({ forSearch: true }), makeRng(i + 1)),
          { measureMs },
        );
        report({
          group: 'games per second',
          name: 'random full game, facade search copy (ai/random-player.ts)',
          value: facade.perSecond,
          unit: 'games/s',
          better: 'higher',
          over: `${facade.units} games, seeds from 1`,
        });
        const { Game } = await dist();
        const api = await throughput(
          async (i) => {
            const g = await Game.create({ seed: i + 1 });
            const rng = makeRng(i + 1);
            while (g.phase !== 'over') {
              const actions = g.legalActions();
              g.apply(actions[Math.floor(rng() * actions.length)]!);
            }
          },
          { measureMs },
        );
        report({
          group: 'games per second',
          name: 'random full game, public API (legalActions() + apply(), dist/)',
          value: api.perSecond,
          unit: 'games/s',
          better: 'higher',
          over: `${api.units} games, seeds from 1`,
        });
      },
    },
    {
      name: 'allocation',
      seconds: 40,
      once: true,
      async run(report, { quick }) {
        // evaluate()'s planner playouts (dist/), after four evaluate() to warm up (code optimised, players kept)
        const { Game } = await dist();
        const start = await Game.create({ seed: 1 });
        for (let i = 0; i < 4; i++) start.evaluate({ playouts: 12, seed: 100 + i });
        const batches = quick ? 1 : 4;
        const newSpace = async () =>
          (await import('node:v8')).getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')!.space_used_size;
        let plannerScavenges = 0;
        const bytes: number[] = [];
        for (let b = 0; b < batches; b++) {
          const before = await newSpace();
          // a batch: four evaluate({ playouts: 12 }), 48 planner playouts
          const scavenges = await gcDuring(() => {
            for (let i = 0; i < 4; i++) start.evaluate({ playouts: 12, seed: 7 + 4 * b + i });
          });
          plannerScavenges += scavenges;
          // what the batch allocated, when no collection came in between to empty the new space
          if (scavenges === 0) bytes.push((await newSpace()) - before);
        }
        report({
          group: 'memory',
          name: `garbage collections (scavenges) during ${batches * 48} planner playouts from the start, in batches of 48 (evaluate({ playouts: 12 }) ×4, dist/)`,
          value: plannerScavenges,
          unit: 'GCs',
          better: 'lower',
        });
        if (bytes.length > 0)
          report({
            group: 'memory',
            name: "bytes allocated per planner playout (new space over a batch of 48 without a collection, with the evaluations' setup)",
            value: Math.round((bytes.sort((x, y) => x - y)[bytes.length >> 1]! / 48 / 1024) * 10) / 10,
            unit: 'KiB',
            better: 'lower',
            over: `median of ${bytes.length} batches`,
          });
        const playout = await searchPlayouts();
        if (!playout.onSearchState) return; // a checkout without the search state (--against)
        for (let i = 0; i < 500; i++) playout(i + 1); // warm up: buffers grown, code optimised
        const batch = quick ? 300 : 1000;
        const scavenges = await gcDuring(() => {
          for (let i = 0; i < batch; i++) playout(1000 + i);
        });
        report({
          group: 'memory',
          name: `garbage collections (scavenges) during ${batch.toLocaleString('en')} random playouts on the search state`,
          value: scavenges,
          unit: 'GCs',
          better: 'lower',
        });
        const gc = (globalThis as { gc?: () => void }).gc;
        const heap = () => (gc?.(), process.memoryUsage().heapUsed);
        const total = quick ? 2000 : 10_000;
        let first = 0;
        for (let i = 0; i < total; i++) {
          playout(i + 1);
          if (i === 999) first = heap();
        }
        report({
          group: 'memory',
          name: `JS heap after ${total.toLocaleString('en')} random playouts on the search state − after 1,000`,
          value: (heap() - first) / 1024,
          unit: 'KiB',
          better: 'lower',
        });
      },
    },
    {
      name: 'playouts',
      seconds: 40,
      async run(report, { quick }) {
        const { Game } = await dist();
        const start = await Game.create({ seed: 1 });
        const mid = await Game.create({ position: crowded, seed: 1 });
        for (const [label, game] of [
          ['from the start', start],
          ['from the crowded Game-Turn 3', mid],
        ] as const) {
          const r = await throughput((i) => game.evaluate({ playouts: 1, seed: i + 1, horizon: Infinity }), {
            batchMs: quick ? 500 : 1500,
            measureMs: quick ? 1500 : 5000,
            minUnits: 8,
          });
          report({
            group: 'playouts (easy v easy, to the end)',
            name: `one playout ${label}`,
            value: 1000 / r.perSecond,
            unit: 'ms',
            better: 'lower',
            over: `${r.units} playouts, seeds 1…`,
          });
        }
        const samples = quick ? 3 : 5;
        // a few playouts' cost depends on their dice (a game may end early): the default over more seeds
        const seeds = quick ? 5 : 9;
        for (const [label, game] of [
          ['at the start', start],
          ['in the crowded Game-Turn 3', mid],
        ] as const) {
          report({
            group: 'evaluate()',
            name: `game.evaluate() ${label}, default options (dist/)`,
            value: await medianMs((i) => game.evaluate({ seed: i + 1 }), seeds),
            unit: 'ms',
            better: 'lower',
            over: `median of ${seeds}, seeds 1…`,
          });
        }
        // the playouts of every release before issue 18's last default: twelve planner playouts to the end of the game
        report({
          group: 'evaluate()',
          name: 'game.evaluate() at the start, 12 playouts to the end (dist/)',
          value: await medianMs((i) => start.evaluate({ playouts: 12, horizon: Infinity, seed: i + 1 }), seeds),
          unit: 'ms',
          better: 'lower',
          over: `median of ${seeds}, seeds 1…`,
        });
        // the fast policy's playouts (a checkout from before them plays one planner playout instead: no row)
        const mixes = [
          ['32 fast playouts', { playouts: 0, fastPlayouts: 32 }],
          ['2 planner playouts to the end and 32 fast playouts', { playouts: 2, horizon: Infinity, fastPlayouts: 32 }],
          [
            "4 planner playouts of one Game-Turn finished by 8 fast playouts each (the bar's first estimate)",
            { playouts: 4, horizon: 1, finishes: 8, fastPlayouts: 0 },
          ],
          [
            '8 planner playouts of one Game-Turn finished by 8 fast playouts each',
            { playouts: 8, horizon: 1, finishes: 8, fastPlayouts: 0 },
          ],
        ] as const;
        for (const [label, options] of mixes) {
          const once = start.evaluate({ ...options, seed: 1 });
          if (once.samples !== options.playouts + options.fastPlayouts) continue;
          // a checkout without `finishes` judges the cut playouts by the evaluation: the same as finishes: 0
          if ('finishes' in options && once.raw === start.evaluate({ ...options, finishes: 0, seed: 1 }).raw) continue;
          report({
            group: 'evaluate()',
            name: `game.evaluate() at the start, ${label} (dist/)`,
            value: await medianMs((i) => start.evaluate({ ...options, seed: i + 1 }), samples),
            unit: 'ms',
            better: 'lower',
            over: `median of ${samples}, seeds 1…`,
          });
        }
      },
    },
    {
      name: 'ai phases',
      seconds: 40,
      async run(report, { quick }) {
        const { Game, createPlayer } = await dist();
        for (const [label, position] of [
          ['start', undefined],
          ['crowded', crowded],
        ] as const) {
          const game = await Game.create({ seed: 1, ...(position && { position }) });
          for (const level of ['easy', 'normal', 'hard'] as const) {
            const samples = { easy: 9, normal: 5, hard: quick ? 2 : 5 }[level];
            // a seed a sample: the planner's tables stay warm from the last sample, its drafts do not repeat it
            const ms = await medianMs((i) => {
              const g = game.clone({ forSearch: true });
              const ai = createPlayer('israeli', level, { seed: i + 2 });
              while (g.phase === 'movement' && g.side === 'israeli') g.apply(ai.decide(g));
            }, samples);
            report({
              group: 'AI: a whole Israeli Movement Phase (dist/)',
              name: `${level}, ${label === 'start' ? 'Game-Turn 1' : 'crowded Game-Turn 3'}`,
              value: ms,
              unit: 'ms',
              better: 'lower',
              over: `median of ${samples}, seeds 2…`,
            });
          }
        }
      },
    },
    {
      name: 'memory',
      seconds: 60,
      once: true,
      async run(report, { quick }) {
        const gc = (globalThis as { gc?: () => void }).gc;
        const heap = () => (gc?.(), process.memoryUsage().heapUsed);
        const total = quick ? 2000 : 10_000;
        let first = 0;
        for (let i = 0; i < total; i++) {
          playRandomGame((await SrcGame.create({ seed: i + 1 })).clone({ forSearch: true }), makeRng(i + 1));
          if (i === 999) first = heap();
        }
        const last = heap();
        report({
          group: 'memory',
          name: `JS heap after ${total.toLocaleString('en')} random games − after 1,000`,
          value: (last - first) / 1024,
          unit: 'KiB',
          better: 'lower',
        });
      },
    },
    // the online server under load (bench/online.ts)
    online,
  ],
};

export default bench;
export type { Row };
