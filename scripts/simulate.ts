// npm run simulate -- --israeli hard --egyptian greedy --games 400 [--workers N] [--seed S]
// Computer against computer, headless, on worker threads: win rates with 95%
// confidence intervals (Wilson), units across, time per decision.
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import { Game } from '../src/game.js';
import { AiPlayer, type Level } from '../src/ai/player.js';
import { makeRng, randomAction } from '../src/ai/random-player.js';
import type { Action } from '../src/across-suez/record.js';

type Side = 'israeli' | 'egyptian';
type PlayerName = Level | 'random';
interface Result { winner: Side; reason: string; across: number; decisions: number; ms: number }

function player(name: PlayerName, seed: number): { decide(g: Game, side: Side): Action } {
  if (name !== 'random') return new AiPlayer(name, { seed });
  const rng = makeRng(seed);
  let n = 0;
  return { decide: (g) => randomAction(g, rng, n++ % 40)! };
}

async function playGame(israeli: PlayerName, egyptian: PlayerName, seed: number): Promise<Result> {
  const game = await Game.create({ seed });
  const players = { israeli: player(israeli, seed * 2 + 1), egyptian: player(egyptian, seed * 2 + 2) };
  let decisions = 0;
  const t = performance.now();
  for (let n = 0; game.phase !== 'over' && n < 5000; n++) {
    const side = (game.pending?.side ?? game.side) as Side;
    game.apply(players[side].decide(game, side));
    decisions++;
  }
  return { winner: game.winner!, reason: game.reason!, across: game.crossedCount, decisions, ms: performance.now() - t };
}

if (!isMainThread) {
  const { israeli, egyptian, seeds } = workerData as { israeli: PlayerName; egyptian: PlayerName; seeds: number[] };
  for (const seed of seeds) parentPort!.postMessage(await playGame(israeli, egyptian, seed));
  process.exit(0);
}

const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
};
const israeli = arg('israeli', 'normal') as PlayerName;
const egyptian = arg('egyptian', 'normal') as PlayerName;
const games = Number(arg('games', '40'));
const seed0 = Number(arg('seed', '1'));
const workers = Math.max(1, Math.min(games, Number(arg('workers', String(availableParallelism())))));

/** Wilson score interval for k successes in n trials, 95%. */
function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 0];
  const z = 1.96, p = k / n, d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d, h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, c - h), Math.min(1, c + h)];
}

const results: Result[] = [];
const started = performance.now();
await Promise.all(
  Array.from({ length: workers }, (_, w) => new Promise<void>((resolve, reject) => {
    const seeds = Array.from({ length: games }, (_, i) => seed0 + i).filter((_, i) => i % workers === w);
    // a worker runs this same file through tsx's loader
    const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(import.meta.url)}); })`;
    const worker = new Worker(boot, { eval: true, workerData: { israeli, egyptian, seeds } });
    worker.on('message', (r: Result) => {
      results.push(r);
      const done = results.length;
      const bar = '█'.repeat(Math.round((done / games) * 30)).padEnd(30, '·');
      process.stderr.write(`\r${bar} ${done}/${games}`);
    });
    worker.on('error', reject);
    worker.on('exit', () => resolve());
  })),
);
process.stderr.write('\n');
const wins = results.filter((r) => r.winner === 'israeli').length;
const [lo, hi] = wilson(wins, results.length);
const decisions = results.reduce((t, r) => t + r.decisions, 0);
const ms = results.reduce((t, r) => t + r.ms, 0);
const reasons = new Map<string, number>();
for (const r of results) reasons.set(r.reason, (reasons.get(r.reason) ?? 0) + 1);
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
console.log(`israeli ${israeli} vs egyptian ${egyptian}: ${results.length} games on ${workers} workers in ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(`Israeli wins ${wins}/${results.length} = ${pct(wins / results.length)} (95% CI ${pct(lo)}–${pct(hi)}); Egyptian ${pct(1 - wins / results.length)}`);
console.log(`units across (mean): ${(results.reduce((t, r) => t + r.across, 0) / results.length).toFixed(2)}; time per decision: ${(ms / decisions).toFixed(2)} ms`);
console.log(`how games ended: ${[...reasons].map(([k, v]) => `${k} ${v}`).join(', ')}`);
