// npm run fuzz -- --games N [--seed S] [--game yom-kippur]
// Plays N random legal games on the real map, checks every rule invariant
// after every action (tests/support/invariants.ts) and that each game replays
// from its record to the same position; prints the counts.
import { Game } from '../src/games/across-suez/game.js';
import { makeRng, randomAction } from '../src/games/across-suez/ai/random-player.js';
import { actionViolations, violations } from '../tests/support/invariants.js';
import '../src/games/yom-kippur/index.js';
import { option } from './args.js';
import { fuzzRandom } from './random-games.js';

const arg = (name: string, fallback: number): number => Number(option(name, String(fallback)));
const games = arg('games', 1000);
const seed0 = arg('seed', 1);
const replayEvery = arg('replay-every', 10);
const gameName = option('game', 'across-suez');
if (gameName !== 'across-suez') process.exit((await fuzzRandom(gameName, games, seed0, replayEvery)) === 0 ? 0 : 1);

// issue 7: the engine's linear memory must stay flat however many games are played
const memoryOf = async () => (await Game.create({ seed: 0 })).wasmMemoryBytes;
const memoryBefore = await memoryOf();
let actions = 0;
let problems = 0;
let replays = 0;
const wins = { israeli: 0, egyptian: 0 };
const start = performance.now();
for (let g = 0; g < games; g++) {
  const seed = seed0 + g;
  const game = await Game.create({ seed });
  const rng = makeRng(seed);
  let inPhase = 0;
  let key = '';
  while (game.phase !== 'over') {
    const k = `${game.turn}${game.side}${game.phase}`;
    if (k !== key) [key, inPhase] = [k, 0];
    const a = randomAction(game, rng, inPhase++);
    if (!a) break;
    const before = game.position();
    game.apply(a);
    actions++;
    const v = [...violations(game), ...actionViolations(before, a, game)];
    if (v.length) {
      problems += v.length;
      console.error(`game seed ${seed}, after ${JSON.stringify(a)}: ${v.join('; ')}`);
    }
  }
  wins[game.winner!]++;
  if (g % replayEvery === 0) {
    const replay = await Game.fromRecord(game.toRecord());
    if (JSON.stringify(replay.position()) !== JSON.stringify(game.position())) {
      problems++;
      console.error(`game seed ${seed}: the record does not replay to the same position`);
    }
    replays++;
  }
  if (process.stdout.isTTY && g % 10 === 0)
    process.stdout.write(`\r${g + 1}/${games} games, ${actions} actions, ${problems} violations`);
}
const seconds = (performance.now() - start) / 1000;
if (process.stdout.isTTY) process.stdout.write('\n');
console.log(`${games} random games, ${actions} actions, ${replays} replays checked in ${seconds.toFixed(1)} s`);
console.log(`wins: israeli ${wins.israeli}, egyptian ${wins.egyptian}`);
const memoryAfter = await memoryOf();
console.log(`Wasm linear memory: ${memoryBefore} bytes before, ${memoryAfter} bytes after`);
if (memoryAfter !== memoryBefore) problems++;
console.log(`${problems === 0 ? 'no' : problems} rule violations`);
process.exit(problems === 0 ? 0 : 1);
