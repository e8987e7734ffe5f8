// node --import tsx bench/yom-kippur.ts (until `npm run bench -- --game yom-kippur` reads bench/games/):
// Yom Kippur's movement and whole
// random games on its reconstructed Sinai map (28 × 34 hexes, 71 ground
// units, sixths of a Movement Point, roads, columns, bridges, Zones of
// Control per side). Prints tables of medians for docs/benchmarks.md.
import { Bench } from 'tinybench';
import os from 'node:os';
import { Game } from '../src/games/yom-kippur/game.js';
import { playRandom } from '../src/engine/ai/random-player.js';
import { makeRng } from '../src/engine/rng.js';

const TIME = Number(process.env.BENCH_MS ?? 300);
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

// the standard set-up, Israeli first movement phase of GT 1 (B-D[Note]): both armies in contact on the canal
const game = await Game.create({ seed: 1 });
game.endPhase();
const israelis = game
  .units()
  .filter((u) => u.side === 'israeli' && u.kind === 'ground' && u.location === 'map')
  .map((u) => u.id);
// GT 4, Egyptian movement: twenty reinforcements waiting at the west edge, SAMs, the whole army east of the canal
const gt4 = await Game.create({ seed: 1, position: { turn: 4, side: 'egyptian', phase: 'movement' } });
const egyptians = gt4
  .units()
  .filter((u) => u.side === 'egyptian' && u.kind === 'ground')
  .map((u) => u.id);

await measure('movement', {
  'game.reachable, one armoured brigade (MF 8, column)': () => game.reachable('il-217-armd'),
  'game.reachable, every Israeli unit on the map': () => {
    for (const id of israelis) game.reachable(id);
  },
  'game.reachable, a reinforcement from 4 entry hexes': () => gt4.reachable('eg-22-armd'),
  'game.reachable, every Egyptian unit (GT 4)': () => {
    for (const id of egyptians) gt4.reachable(id);
  },
  'game.legalActions(), Israeli movement GT 1': () => game.legalActions(),
  'game.legalActions(), Egyptian movement GT 4': () => gt4.legalActions(),
  'game.position() and back': async () => Game.create({ position: gt4.position() }),
});
let seed = 1;
await measure(
  'whole games',
  {
    'random legal game, set-up to victory points (search copy)': async () => {
      const g = (await Game.create({ seed: seed++ })).clone({ forSearch: true });
      playRandom(g, makeRng(seed));
    },
  },
  3000,
  8,
);
let actions = 0;
const t = performance.now();
for (let s = 100; s < 105; s++) {
  const g = await Game.create({ seed: s });
  actions += playRandom(g, makeRng(s));
}
const perAction = (performance.now() - t) / actions;

console.log(
  `\nyom-kippur benchmarks — Node ${process.version}, ${os.cpus()[0]?.model ?? 'cpu'} × ${os.availableParallelism()}\n`,
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
console.log(
  `\nfive full random games with undo, log and record: ${actions} actions, ${fmt(perAction * 1000)} an action`,
);
console.log(`Wasm linear memory: ${game.wasmMemoryBytes} bytes`);
