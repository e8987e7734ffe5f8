// npm run fuzz -- --games N [--seed S] [--replay-every K] [--pairings israeli:egyptian,…] [--game yom-kippur]
// Plays N legal games on the real map, the pairings taking turns (default:
// random play, computer players against random play and each other, and
// computer players that now and then play at random: tests/support/fuzz-games.ts),
// checks every rule invariant after every action and that every K-th game
// replays from its record to the same position; prints the counts, the wins
// and how often each victory reason (14.0, 14.2) ended a game. Another game
// (--game) plays random games only (scripts/random-games.ts).
import { Game } from '../src/games/across-suez/game.js';
import type { Side, VictoryReason } from '../src/games/across-suez/types.js';
import { DEFAULT_PAIRINGS, pairingName, parsePairings, playFuzzGame } from '../tests/support/fuzz-games.js';
import '../src/games/yom-kippur/engine.js';
import { option } from './args.js';
import { fuzzRandom } from './random-games.js';

const arg = (name: string, fallback: number): number => Number(option(name, String(fallback)));
const games = arg('games', 1000);
const seed0 = arg('seed', 1);
const replayEvery = arg('replay-every', 10);
const gameName = option('game', 'across-suez');
if (gameName !== 'across-suez') process.exit((await fuzzRandom(gameName, games, seed0, replayEvery)) === 0 ? 0 : 1);
const pairings = parsePairings(option('pairings', DEFAULT_PAIRINGS));

// every way a game can end (types.ts), so that a reason never reached shows as 0
const REASONS: VictoryReason[] = [
  'israeli-conditions-met',
  'no-bridge-at-matzmed',
  'fewer-than-six-across',
  'no-line-of-communication',
  'bridge-moved',
  'bridge-destroyed',
];
type Tally = { games: number; wins: Record<Side, number>; reasons: Map<string, number> };
const tally = (): Tally => ({ games: 0, wins: { israeli: 0, egyptian: 0 }, reasons: new Map() });
const byPairing = new Map(pairings.map((p) => [pairingName(p), tally()]));
const total = tally();
const byReason = new Map<string, Record<Side, number>>(REASONS.map((r) => [r, { israeli: 0, egyptian: 0 }]));

// issue 7: the engine's linear memory must stay flat however many games are played
const memoryOf = async () => (await Game.create({ seed: 0 })).wasmMemoryBytes;
const memoryBefore = await memoryOf();
let actions = 0;
let problems = 0;
let replays = 0;
const start = performance.now();
for (let g = 0; g < games; g++) {
  const seed = seed0 + g;
  const pairing = pairings[g % pairings.length]!;
  const played = await playFuzzGame(pairing, seed);
  const { game } = played;
  actions += played.actions;
  problems += played.problems.length;
  for (const p of played.problems) console.error(p);
  if (game.phase === 'over') {
    const [winner, reason] = [game.winner!, game.reason!];
    for (const t of [total, byPairing.get(pairingName(pairing))!]) {
      t.games++;
      t.wins[winner]++;
      t.reasons.set(reason, (t.reasons.get(reason) ?? 0) + 1);
    }
    (byReason.get(reason) ?? byReason.set(reason, { israeli: 0, egyptian: 0 }).get(reason)!)[winner]++;
  }
  if (g % replayEvery === 0) {
    const replay = await Game.fromRecord(game.toRecord());
    if (JSON.stringify(replay.position()) !== JSON.stringify(game.position())) {
      problems++;
      console.error(`${pairingName(pairing)} seed ${seed}: the record does not replay to the same position`);
    }
    replays++;
  }
  if (process.stdout.isTTY && g % 10 === 0)
    process.stdout.write(`\r${g + 1}/${games} games, ${actions} actions, ${problems} violations`);
}
const seconds = (performance.now() - start) / 1000;
if (process.stdout.isTTY) process.stdout.write('\n');
console.log(`${games} games, ${actions} actions, ${replays} replays checked in ${seconds.toFixed(1)} s`);
console.log(`wins: israeli ${total.wins.israeli}, egyptian ${total.wins.egyptian}`);
const width = Math.max(...[...byPairing.keys()].map((k) => k.length), 'pairing'.length);
console.log(`${'pairing'.padEnd(width)}  games  israeli  egyptian  reasons`);
for (const [name, t] of byPairing) {
  const reasons = [...t.reasons].map(([r, n]) => `${r} ${n}`).join(', ');
  console.log(
    `${name.padEnd(width)}  ${String(t.games).padStart(5)}  ${String(t.wins.israeli).padStart(7)}  ${String(t.wins.egyptian).padStart(8)}  ${reasons}`,
  );
}
console.log('victory reasons:');
for (const [reason, w] of byReason) {
  const winner = w.israeli && w.egyptian ? 'both!' : w.israeli ? 'israeli' : w.egyptian ? 'egyptian' : '';
  console.log(`  ${reason.padEnd(26)} ${String(w.israeli + w.egyptian).padStart(6)}  ${winner}`);
}
const missed = [...byReason].filter(([, w]) => w.israeli + w.egyptian === 0).map(([r]) => r);
console.log(missed.length ? `never reached: ${missed.join(', ')}` : 'every victory reason reached');
const memoryAfter = await memoryOf();
console.log(`Wasm linear memory: ${memoryBefore} bytes before, ${memoryAfter} bytes after`);
if (memoryAfter !== memoryBefore) problems++;
console.log(`${problems === 0 ? 'no' : problems} rule violations`);
process.exit(problems === 0 ? 0 : 1);
