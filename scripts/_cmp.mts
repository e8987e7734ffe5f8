import { createHash } from 'node:crypto';
import { Game } from '../src/game.js';
import { createPlayer, playGame } from '../src/ai/players.js';
for (const [lvl, seed] of [['easy', 1], ['easy', 2], ['easy', 3], ['normal', 1], ['normal', 2], ['greedy', 4]] as const) {
  const g = await Game.create({ seed });
  playGame(g, { israeli: createPlayer('israeli', lvl, { seed }), egyptian: createPlayer('egyptian', lvl, { seed: seed + 100 }) });
  console.log(lvl, seed, g.winner, createHash('sha1').update(g.toRecord()).digest('hex').slice(0, 10));
}
const g = await Game.create({ seed: 42 });
console.log(JSON.stringify(g.evaluate({ playouts: 4 })));
