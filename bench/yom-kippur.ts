// Yom Kippur's movement and whole random games on its reconstructed Sinai
// map (28 × 34 hexes, 71 ground units, sixths of a Movement Point, roads,
// columns, bridges, Zones of Control per side): node --import tsx
// bench/yom-kippur.ts, until `npm run bench -- --game yom-kippur` takes
// games from bench/games/. Prints tinybench's table and the cost of an action.
import { Bench } from 'tinybench';
import os from 'node:os';
import { Game } from '../src/games/yom-kippur/game.js';
import { playRandom } from '../src/engine/ai/random-player.js';
import { makeRng } from '../src/engine/rng.js';

const TIME = Number(process.env.BENCH_MS ?? 300);

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

const movement = new Bench({ time: TIME, warmupTime: 50 })
  .add('game.reachable, one armoured brigade (MF 8, column)', () => game.reachable('il-217-armd'))
  .add('game.reachable, every Israeli unit on the map', () => israelis.forEach((id) => game.reachable(id)))
  .add('game.reachable, a reinforcement from 4 entry hexes', () => gt4.reachable('eg-22-armd'))
  .add('game.reachable, every Egyptian unit (GT 4)', () => egyptians.forEach((id) => gt4.reachable(id)))
  .add('game.legalActions(), Israeli movement GT 1', () => game.legalActions())
  .add('game.legalActions(), Egyptian movement GT 4', () => gt4.legalActions())
  .add('game.position() and back', () => Game.create({ position: gt4.position() }));
await movement.run();

let seed = 1;
const games = new Bench({ time: 3000, iterations: 8, warmupIterations: 1 }).add(
  'random legal game, set-up to victory points (search copy)',
  async () => playRandom((await Game.create({ seed: seed++ })).clone({ forSearch: true }), makeRng(seed)),
);
await games.run();

let actions = 0;
const t = performance.now();
for (let s = 100; s < 105; s++) actions += playRandom(await Game.create({ seed: s }), makeRng(s));
const perAction = (performance.now() - t) / actions;

console.log(
  `yom-kippur benchmarks — Node ${process.version}, ${os.cpus()[0]?.model ?? 'cpu'} × ${os.availableParallelism()}`,
);
console.table([...movement.table(), ...games.table()]);
console.log(
  `five full random games with undo, log and record: ${actions} actions, ${perAction.toFixed(2)} ms an action`,
);
console.log(`Wasm linear memory: ${game.wasmMemoryBytes} bytes`);
