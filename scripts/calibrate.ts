// npm run calibrate -- [--games 40] [--level normal] [--playouts 12] [--seed 7001]
//
// How far to trust game.evaluate(): plays computer-against-computer games,
// keeps the position at the start of every Game-Turn, and once each game is
// over compares the estimate made there with how the game ended. Prints the
// Brier score per Game-Turn (against always answering the base rate) and a
// reliability table (estimates in bins against the share actually won).
import { Game } from '../src/game.js';
import type { Position } from '../src/types.js';
import { createPlayer, playGame, type PlayerLevel } from '../src/ai/players.js';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
};
const games = Number(arg('games', '40'));
const level = arg('level', 'normal') as PlayerLevel;
const playouts = Number(arg('playouts', '12'));
const firstSeed = Number(arg('seed', '7001'));

interface Sample { turn: number; estimate: number; won: number }
const samples: Sample[] = [];
const started = performance.now();
for (let g = 0; g < games; g++) {
  const seed = firstSeed + g;
  const game = await Game.create({ seed });
  const starts: Position[] = [];
  game.addEventListener('change', () => {
    if (game.phase === 'movement' && game.side === 'israeli' && !game.pending && starts.length < game.turn) starts.push(game.position());
  });
  starts.push(game.position());
  playGame(game, { israeli: createPlayer('israeli', level, { seed: seed * 2 + 1 }), egyptian: createPlayer('egyptian', level, { seed: seed * 2 + 2 }) });
  const won = game.winner === 'israeli' ? 1 : 0;
  for (const position of starts) {
    const at = await Game.create({ position, seed });
    samples.push({ turn: at.turn, estimate: at.evaluate({ playouts, seed }).israeli, won });
  }
  process.stdout.write(`\r${g + 1}/${games} games, ${samples.length} positions, ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

const brier = (xs: Sample[], p?: number) => xs.reduce((a, s) => a + ((p ?? s.estimate) - s.won) ** 2, 0) / xs.length;
const baseRate = samples.reduce((a, s) => a + s.won, 0) / samples.length;
console.log(`\n\n${level} against ${level}, ${games} games (seeds ${firstSeed}–${firstSeed + games - 1}), ${playouts} playouts an estimate; the Israeli side won ${(baseRate * 100).toFixed(1)}%\n`);
console.log('| Game-Turn | positions | mean estimate | Israeli won | Brier | Brier of the base rate |\n| --- | --- | --- | --- | --- | --- |');
for (let t = 1; t <= 7; t++) {
  const xs = samples.filter((s) => s.turn === t);
  if (!xs.length) continue;
  const mean = xs.reduce((a, s) => a + s.estimate, 0) / xs.length;
  const won = xs.reduce((a, s) => a + s.won, 0) / xs.length;
  console.log(`| ${t} | ${xs.length} | ${(mean * 100).toFixed(1)}% | ${(won * 100).toFixed(1)}% | ${brier(xs).toFixed(3)} | ${brier(xs, baseRate).toFixed(3)} |`);
}
console.log(`| all | ${samples.length} | | | ${brier(samples).toFixed(3)} | ${brier(samples, baseRate).toFixed(3)} |\n`);
console.log('| estimate | positions | mean estimate | Israeli won |\n| --- | --- | --- | --- |');
for (let b = 0; b < 5; b++) {
  const xs = samples.filter((s) => Math.min(4, Math.floor(s.estimate * 5)) === b);
  if (!xs.length) continue;
  const mean = xs.reduce((a, s) => a + s.estimate, 0) / xs.length;
  const won = xs.reduce((a, s) => a + s.won, 0) / xs.length;
  console.log(`| ${b * 20}–${b * 20 + 20}% | ${xs.length} | ${(mean * 100).toFixed(1)}% | ${(won * 100).toFixed(1)}% |`);
}
