// npm run fuzz -- [--game G] [--seats N] [--tables T] [--players random|easy|normal|mixed] [--seconds N | --games N] [--seed S] [--round-trip-every K]
// npm run fuzz -- --fast [--game G] [--tables T] [--games N] [--workers W] [--round-trip-every K] [--facade-every G]
// Plays legal games of a game on the real map between the players asked
// for (tests/support/fuzz-games.ts), checks every rule invariant after every
// action, reads positions back through the compact string and a record, and
// replays every game's record; prints the counts, the wins, the victory
// reasons (where the game names them), the memory at start and end, and the
// problems. Exits 1 on any problem. --fast plays random games on the search
// state instead, over worker threads (scripts/fuzz-codes.ts).
import { createGame } from '../src/engine/registry.js';
import '../src/games/across-suez/engine.js';
import '../src/games/yom-kippur/engine.js';
import { loadFuzzGame, pairingName, parsePairings, playFuzzGame, PLAYERS } from '../tests/support/fuzz-games.js';
import { flag, option } from './args.js';

const HELP = `npm run fuzz -- [options]
  --game G            across-suez (default), yom-kippur or yom-kippur-advanced
  --seats N           the advanced Yom Kippur's players, 2 (default), 3 or 4: at 3 or 4, played at
                      random unless --pairings names levels
  --tables T          the game's table set: standard (default) or revised (Yom Kippur's T003 sheet)
  --players P         random, easy, normal or mixed (default: random play, computer players
                      against random play and each other, computer players that err)
  --pairings A:B,…    the players of each side in seat order instead: a level, or level~share
                      (that share of its decisions at random), e.g. easy~0.2:random
  --seconds N         play for N seconds (default: 60), or
  --games N           play N games
  --seed S            the first game's seed (default: 1); each game takes the next
  --round-trip-every K  read the position back through its compact string and a record after
                      every K-th action (default: 1, every action; 0: never)
  --help              this text

  --fast              the fast tier: random legal games on the search state (codes applied in
                      place, no events: the same rule functions), the rules' invariants after every
                      action, every listed code applied, spread over worker threads; the position
                      read back through the compact string at each game's end and, of each kind of
                      decision a job meets (its phase and first action offered), the 1st, 2nd, 4th,
                      8th and every K-th (--round-trip-every K, default 250; 0: at the end only); every G-th
                      game played again through the facade and its record (--facade-every G,
                      default 100; 0: never). Takes --game, --tables, --seats, --games (default 1000),
                      --seed, and --workers W (default 2). Prints games/s, actions/s, the positions read back
                      by stage (phase and decision pending), results, memory.`;

if (flag('help')) {
  console.log(HELP);
  process.exit(0);
}
const name = option('game', 'across-suez');
const tables = option('tables', 'standard');
if (flag('fast')) {
  const { runFast } = await import('./fuzz-codes.js');
  const seats = option('seats', null);
  const options = { ...(tables !== 'standard' && { tables }), ...(seats !== null && { seats: Number(seats) }) };
  const count = (key: string, fallback: string) => {
    const n = Number(option(key, fallback));
    if (!Number.isInteger(n) || n < 0) {
      console.error(`--${key} must be a whole number\n\n${HELP}`);
      process.exit(2);
    }
    return n;
  };
  await createGame(name, { seed: 0, ...options }).catch((e: Error) => {
    console.error(`${e.message}\n\n${HELP}`);
    process.exit(2);
  });
  const base = {
    game: name,
    options,
    roundTripEvery: count('round-trip-every', '250'),
    facadeEvery: count('facade-every', '100'),
  };
  const problems = await runFast(base, count('seed', '1'), count('games', '1000'), Math.max(1, count('workers', '2')));
  process.exit(problems === 0 ? 0 : 1);
}
const players = option('players', 'mixed');
const seconds = Number(option('seconds', '60'));
const games = Number(option('games', '0'));
const seed0 = Number(option('seed', '1'));
const every = Number(option('round-trip-every', '1'));
const fail = (why: string): never => {
  console.error(`${why}\n\n${HELP}`);
  process.exit(2);
};
if (!PLAYERS[players] && !option('pairings', null)) fail(`--players must be one of ${Object.keys(PLAYERS).join(', ')}`);
if (!(seconds > 0) || !(games >= 0) || !Number.isInteger(seed0) || !(every >= 0)) fail('numbers must be positive');
await loadFuzzGame(name).catch((e: Error) => fail(e.message));
// a table set the game does not have is refused by the game itself
const seats = option('seats', null);
const options = { ...(tables !== 'standard' && { tables }), ...(seats !== null && { seats: Number(seats) }) };
await loadFuzzGame(name, options).catch((e: Error) => fail(e.message));
await createGame(name, { seed: 0, ...options }).catch((e: Error) => fail(`--tables ${tables}: ${e.message}`));
const pairings = (() => {
  try {
    const sides = seats === null ? 2 : Number(seats);
    const given = option('pairings', null) ?? (sides === 2 ? PLAYERS[players]! : Array(sides).fill('random').join(':'));
    return parsePairings(name, given, options);
  } catch (e) {
    return fail((e as Error).message);
  }
})();

const mb = (n: number) => `${(n / 2 ** 20).toFixed(1)} MiB`;
const memory = async () => {
  const m = process.memoryUsage();
  const wasm = ((await createGame(name, { seed: 0 })) as unknown as { wasmMemoryBytes?: number }).wasmMemoryBytes;
  return { heap: m.heapUsed, rss: m.rss, wasm };
};
const before = await memory();
type Tally = { games: number; wins: Map<string, number>; reasons: Map<string, number> };
const byPairing = new Map(
  pairings.map((p) => [pairingName(p), { games: 0, wins: new Map(), reasons: new Map() } as Tally]),
);
let [played, actions, problems, unfinished] = [0, 0, 0, 0];
const start = performance.now();
const elapsed = () => (performance.now() - start) / 1000;
for (let g = 0; games ? g < games : elapsed() < seconds; g++) {
  const pairing = pairings[g % pairings.length]!;
  const run = await playFuzzGame(name, pairing, seed0 + g, { options, roundTripEvery: every });
  played++;
  actions += run.actions;
  problems += run.problems.length;
  for (const p of run.problems) console.error(p);
  const t = byPairing.get(pairingName(pairing))!;
  if (!run.game.isOver) unfinished++;
  else {
    t.games++;
    const w = run.game.winningSide ?? 'draw';
    t.wins.set(w, (t.wins.get(w) ?? 0) + 1);
    const reason = (run.game as unknown as { reason?: string }).reason;
    if (reason) t.reasons.set(reason, (t.reasons.get(reason) ?? 0) + 1);
  }
  if (process.stdout.isTTY) process.stdout.write(`\r${played} games, ${actions} actions, ${problems} problems`);
}
const after = await memory();
if (process.stdout.isTTY) process.stdout.write('\n');
console.log(
  `${name} (${tables} tables, ${players}${option('pairings', null) ? ` ${option('pairings', null)}` : ''}): ` +
    `${played} games, ${actions} actions in ${elapsed().toFixed(0)} s, positions read back ${every ? `every ${every === 1 ? '' : `${every} `}action` : 'never'}`,
);
for (const [pairing, t] of byPairing) {
  const wins = [...t.wins].map(([w, n]) => `${w} ${n}`).join(', ');
  const reasons = [...t.reasons].map(([r, n]) => `${r} ${n}`).join(', ');
  console.log(
    `  ${pairing.padEnd(24)} ${String(t.games).padStart(5)} games  ${wins}${reasons ? `  (${reasons})` : ''}`,
  );
}
console.log(
  `memory: heap ${mb(before.heap)} → ${mb(after.heap)}, rss ${mb(before.rss)} → ${mb(after.rss)}` +
    (before.wasm !== undefined ? `, Wasm linear memory ${before.wasm} → ${after.wasm} bytes` : ''),
);
// the engine's linear memory stays flat however many games are played (issue 7)
if (before.wasm !== after.wasm) problems++;
if (unfinished) console.log(`${unfinished} games not over within the game's action limit`);
console.log(`${problems === 0 ? 'no' : problems} problems`);
process.exit(problems === 0 ? 0 : 1);
