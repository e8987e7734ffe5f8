// npm run bench: the Wasm hot path against the TypeScript reference and a
// naive page-author version, on the real map; the facade's costs; whole
// random games; AI decisions; memory; scaling. Prints tables of medians.
import { Bench } from 'tinybench';
import os from 'node:os';
import { Game } from '../src/games/across-suez/index.js';
import { acrossSuez } from '../src/games/across-suez/data.js';
import { Board } from '../src/engine/board.js';
import type { MapData } from '../src/engine/map-data.js';
import { makeRng, playRandomGame } from '../src/games/across-suez/ai/random-player.js';
import { createPlayer } from '../src/games/across-suez/ai/players.js';
import { mapModel, snapshot } from '../src/games/across-suez/ai/plan/model.js';
import { israeliValue, rulesOf } from '../src/games/across-suez/ai/plan/value.js';
import { reach as referenceReach, type Unit } from '../tests/engine/reference/searches.js';
import { naiveGrid, naiveReach } from './naive.js';

const { map, chart } = acrossSuez;
const TIME = Number(process.env.BENCH_MS ?? 300);

// A crowded mid-game position: both sides in contact along the roads.
const crowded = {
  turn: 3,
  side: 'israeli' as const,
  phase: 'movement' as const,
  units: {
    'reshev-1': '0210',
    sharon: '0211',
    'reshev-2': '0410',
    'reshev-3': '0608',
    'matt-1': '0311',
    'matt-2': '0612',
    'matt-3': '0810',
    'erez-1': '0713',
    'erez-2': '0613',
    'erez-3': '0514',
    'raviv-1': '1405',
    'raviv-2': '1503',
    'amir-1': '1111',
    'amir-2': '1210',
    'amir-3': '1310',
    'amir-4': '1409',
    bridge: '1509',
    '14-21-1': '0206',
    '14-21-2': '0407',
    '14-21-3': '0708',
    '16-1': '0411',
    '16-2': '0610',
    '16-3': '0812',
    '16-4': '0910',
    '16-5': '0908',
    '16-6': '1004',
    '16-7': '1110',
    '16-8': '1207',
    '16-9': '1205',
    '16-10': '1203',
    '16-11': '1401',
    '23-1': '0507',
    '23-2': '0707',
    '23-3': '0909',
    '23-4': '1307',
  },
};

const game = await Game.create({ position: crowded, seed: 1 });
// a board of its own, with Across Suez's Zone of Control policy (4.5), so the game's own is left alone
const board = await Board.create(map, chart);
for (const side of [0, 1])
  board.setZocPolicy(side, { enemies: [1 - side], stoppedBy: [1 - side], leave: 'to-free-hex' });
const units: Unit[] = game
  .units()
  .filter((u) => u.location === 'map')
  .map((u) => ({ hex: u.hex!, side: u.side === 'israeli' ? 1 : 2, zoc: u.type !== 'bridge' }));
board.setOccupants(units.map((u) => ({ hex: board.index(u.hex), side: u.side - 1, zoc: u.zoc })));
const start = game.unit('reshev-2').hex!;
const startIndex = board.index(start);
const israelis = game
  .units()
  .filter((u) => u.side === 'israeli' && u.location === 'map')
  .map((u) => u.id);
const night = await Game.create({ position: { ...crowded, turn: 4 }, seed: 1 });
const grid = naiveGrid(map);
const israeliHexes = israelis.map((id) => board.index(game.unit(id).hex!));

const rows: { group: string; name: string; p50: number; p75: number; p99: number; ops: number }[] = [];
async function measure(
  group: string,
  tasks: Record<string, () => unknown>,
  time = TIME,
  iterations = 64,
): Promise<void> {
  const bench = new Bench({ time, warmupTime: 50, iterations, warmupIterations: Math.min(iterations, 4) });
  for (const [name, fn] of Object.entries(tasks)) bench.add(name, fn);
  await bench.run();
  for (const t of bench.tasks) {
    const r = t.result as unknown as {
      latency: { p50: number; p75: number; p99: number };
      throughput: { mean: number };
    };
    rows.push({
      group,
      name: t.name,
      p50: r.latency.p50 * 1000,
      p75: r.latency.p75 * 1000,
      p99: r.latency.p99 * 1000,
      ops: r.throughput.mean,
    });
  }
}
const fmt = (us: number) => (us >= 1000 ? `${(us / 1000).toFixed(2)} ms` : `${us.toFixed(2)} µs`);

// 1. one unit's flood fill, three ways, same rules, same answer
await measure('flood fill, one unit (12 MA)', {
  'Wasm engine (raw call)': () => board.reach(startIndex, 24, 0),
  'TypeScript reference': () =>
    referenceReach(map, chart, units, { start, budget: 24, side: 1, bridge: false, fromEntry: false }),
  'naive (honeycomb-grid, Map, heap)': () => naiveReach(map, chart, grid, units, start, 12, 1),
});
await measure('flood fill, every Israeli unit (19)', {
  'Wasm engine (raw calls)': () => {
    for (const h of israeliHexes) board.reach(h, 24, 0);
  },
});
// 2. the facade
await measure('facade', {
  'game.reachable(id) with its Map': () => game.reachable('reshev-2'),
  'game.reachable for a whole side': () => {
    for (const id of israelis) game.reachable(id);
  },
  'game.reachable at night': () => night.reachable('reshev-2'),
  'ZOC map (place units + computeZoc)': () =>
    board.setOccupants(units.map((u) => ({ hex: board.index(u.hex), side: u.side - 1, zoc: u.zoc }))),
  'line of communication 0112→1708': () =>
    board.path(board.index('0112'), board.index('1708'), 0, {
      through: ['clear', 'road'],
      closedHexsides: ['blocked'],
    }),
  'game.combatOdds': () => game.combatOdds(['reshev-2', 'matt-1'], '16-1', { artillery: true }),
  'game.legalActions()': () => game.legalActions(),
});
// the computer player's evaluation: its route searches run in the Wasm weighted search
const planMap = mapModel(game),
  planSnap = snapshot(game),
  planRules = rulesOf(game);
await measure('computer player evaluation', {
  'weighted search, whole map (Wasm)': () => planMap.search.search({ table: 0, from: [planMap.matzmed] }),
  'evaluation of a position (4 weighted searches)': () => israeliValue(planMap, planSnap, planRules),
});
// 3. whole games and AI decisions
let seed = 1;
await measure(
  'games and decisions',
  {
    'random legal game, setup to victory check': async () =>
      playRandomGame((await Game.create({ seed: seed++ })).clone({ forSearch: true }), makeRng(seed)),
  },
  2000,
);
// greedy decides one action at a time
const greedy = createPlayer('israeli', 'greedy', { seed: 1 });
await measure('games and decisions', { 'AI decision, greedy (one action)': () => greedy.decide(game) }, 1500);
// a planning player drafts the whole Movement Phase on its first decision, then follows
// the plan: the whole phase, played to its end on a copy, is what a person waits for
for (const level of ['easy', 'normal', 'hard'] as const) {
  await measure(
    'games and decisions',
    {
      [`AI whole Movement Phase, ${level}`]: () => {
        const g = game.clone({ forSearch: true });
        const ai = createPlayer('israeli', level, { seed: 1 });
        while (g.phase === 'movement' && g.side === 'israeli') g.apply(ai.decide(g));
      },
    },
    1,
    { easy: 10, normal: 5, hard: 3 }[level],
  );
}
await measure(
  'games and decisions',
  { 'game.evaluate(), one playout from the crowded position': () => game.evaluate({ playouts: 1 }) },
  1,
  3,
);

// 4. memory: the engine's linear memory never grows with use
const before = board.kernel.memory.buffer.byteLength;
for (let i = 0; i < 100_000; i++) board.reach(i % board.hexCount, 24, 0);
const after = board.kernel.memory.buffer.byteLength;

// 5. scaling: flood fill against Movement Allowance and map size
const scaling: string[] = [];
for (const ma of [8, 12, 18, 36]) {
  const b = new Bench({ time: TIME });
  let reached = 0;
  b.add(`MA ${ma}`, () => (reached = board.reach(startIndex, ma * 2, 0).length));
  await b.run();
  const r = b.tasks[0]!.result as unknown as { latency: { p50: number } };
  scaling.push(
    `| real map, MA ${ma} | ${reached} | ${fmt(r.latency.p50 * 1000)} | ${((r.latency.p50 * 1e6) / reached).toFixed(1)} ns |`,
  );
}
for (const k of [1, 2, 4]) {
  const cols = 17 * (k >= 2 ? 2 : 1),
    rows = 22 * (k >= 4 ? 2 : 1);
  const hexes: Record<string, string> = {};
  for (let c = 1; c <= cols; c++)
    for (let r = 1; r <= rows; r++)
      hexes[`${String(c).padStart(2, '0')}${String(r).padStart(2, '0')}`] =
        (c * 7 + r * 3) % 5 === 0 ? 'sand' : 'clear';
  const big: MapData = {
    ...map,
    columns: cols,
    rows,
    hexes,
    hexsides: {},
    places: {},
  };
  const bb = await Board.create(big, chart);
  bb.setOccupants([]);
  const centre = bb.index(
    `${String(Math.ceil(cols / 2)).padStart(2, '0')}${String(Math.ceil(rows / 2)).padStart(2, '0')}`,
  );
  const b = new Bench({ time: TIME });
  let reached = 0;
  b.add(`${k}x`, () => (reached = bb.reach(centre, 255, 0).length));
  await b.run();
  const r = b.tasks[0]!.result as unknown as { latency: { p50: number } };
  scaling.push(
    `| synthetic ${cols}×${rows} (${k}× hexes), unlimited MA | ${reached} | ${fmt(r.latency.p50 * 1000)} | ${((r.latency.p50 * 1e6) / reached).toFixed(1)} ns |`,
  );
}

// report
console.log(
  `\nacross-suez benchmarks — Node ${process.version}, ${os.cpus()[0]?.model ?? 'cpu'} × ${os.availableParallelism()}\n`,
);
let group = '';
for (const r of rows) {
  if (r.group !== group) {
    group = r.group;
    console.log(`\n## ${group}\n\n| task | median | p75 | p99 | per second |\n| --- | --- | --- | --- | --- |`);
  }
  console.log(
    `| ${r.name} | ${fmt(r.p50)} | ${fmt(r.p75)} | ${fmt(r.p99)} | ${Math.round(r.ops).toLocaleString('en')} |`,
  );
}
const med = (name: string) => rows.find((r) => r.name === name)!.p50;
const wasm = med('Wasm engine (raw call)');
console.log(
  `\nWasm is ${(med('naive (honeycomb-grid, Map, heap)') / wasm).toFixed(1)}× faster than the naive version and ${(med('TypeScript reference') / wasm).toFixed(1)}× faster than the TypeScript reference.`,
);
console.log(`Wasm linear memory: ${before} bytes before 100,000 searches, ${after} after.`);
console.log(
  `\n## scaling\n\n| search | hexes reached | median | per hex reached |\n| --- | --- | --- | --- |\n${scaling.join('\n')}`,
);
