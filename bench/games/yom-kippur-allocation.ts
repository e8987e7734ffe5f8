// What a random Yom Kippur game through the public API allocates: run by
// the bench's allocation group (yom-kippur.ts) in a Node started with a new
// space too large to fill in one game, so that no collection empties it and
// the heap's growth over a game is what the game allocated. Prints one
// "MB <n>" line a game after two games to warm up, and one "buffers <n>"
// line: the typed arrays' contents allocated outside the heap.
import { Game } from '../../src/games/yom-kippur/game.js';
import { makeRng } from '../../src/engine/rng.js';

async function play(seed: number): Promise<void> {
  const g = await Game.create({ seed });
  const rng = makeRng(seed);
  while (!g.isOver) {
    const legal = g.legalActions();
    g.apply(legal[Math.floor(rng() * legal.length)]!);
  }
}

await play(101);
await play(102);
for (let seed = 1; seed <= 5; seed++) {
  const before = process.memoryUsage();
  await play(seed);
  const after = process.memoryUsage();
  console.log(`MB ${((after.heapUsed - before.heapUsed) / 1e6).toFixed(1)}`);
  // typed arrays' contents live outside the heap: what they took in the same game (legalActions' codes)
  console.log(`buffers ${((after.arrayBuffers - before.arrayBuffers) / 1e6).toFixed(1)}`);
}
