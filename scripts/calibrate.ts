// npm run calibrate -- [--games 40] [--level normal] [--playouts n] [--horizon Infinity] [--finishes 0] [--fast n] [--seed 7001]
//                       [--dump file.json] [--fit]
//                       [--positions file.json]      keep the games' positions there, and read them back next time
// npm run calibrate -- --score file.json [--fit]     re-score (or refit on) estimates dumped before
//
// How far to trust game.evaluate(): plays computer-against-computer games,
// keeps the position at the start of every Game-Turn, and once each game is
// over compares the estimate made there with how the game ended. Prints the
// Brier score per Game-Turn of the playouts' raw share and of the corrected
// estimate (src/games/across-suez/ai/calibration.ts), against always
// answering the base rate, and a reliability table. --playouts, --horizon,
// --finishes and --fast set the playouts each estimate makes (evaluate()'s
// options of those names; evaluate()'s defaults when not given: planner
// playouts by Game-Turn and fast playouts beside them, none of those when
// --playouts is given without --fast; --horizon Infinity plays planner
// playouts to the end). --fit fits the correction's
// constants on these positions and prints them.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { Game } from '../src/games/across-suez/engine.js';
import type { Position } from '../src/games/across-suez/types.js';
import { createPlayer, playGame, type PlayerLevel } from '../src/games/across-suez/ai/players.js';
import { calibrated, calibrationFor, fitCalibration, type Shares } from '../src/games/across-suez/ai/calibration.js';
import { DEFAULT_ESTIMATE, playoutShares } from '../src/games/across-suez/ai/evaluate.js';
import type { EstimateOptions } from '../src/games/across-suez/game.js';
import { exitWithUsageIfAsked, flag, option } from './args.js';

exitWithUsageIfAsked(import.meta.url);

/** What the playouts found in one position (Shares), and who won the game. */
interface Sample extends Shares {
  won: number;
}
interface Run {
  title: string;
  samples: Sample[];
}

/** The position at the start of every Game-Turn of one game between computer players, and who won it. */
interface PlayedGame {
  seed: number;
  won: number;
  starts: Position[];
}

async function playGames(level: PlayerLevel, games: number, firstSeed: number): Promise<PlayedGame[]> {
  const played: PlayedGame[] = [];
  const started = performance.now();
  for (let g = 0; g < games; g++) {
    const seed = firstSeed + g;
    const game = await Game.create({ seed });
    const starts: Position[] = [game.position()];
    game.addEventListener('change', () => {
      if (game.phase === 'movement' && game.side === 'israeli' && !game.pending && starts.length < game.turn)
        starts.push(game.position());
    });
    playGame(game, {
      israeli: createPlayer('israeli', level, { seed: seed * 2 + 1 }),
      egyptian: createPlayer('egyptian', level, { seed: seed * 2 + 2 }),
    });
    played.push({ seed, won: game.winner === 'israeli' ? 1 : 0, starts });
    process.stdout.write(`\r${g + 1}/${games} games, ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  return played;
}

/** The planner playouts, in words. */
function mix(asked: number | undefined, horizon: number, finishes: number): string {
  const [first, second, after] = DEFAULT_ESTIMATE.plannerByTurn;
  const playouts =
    asked === undefined
      ? `planner playouts by Game-Turn (${first} on Game-Turn 1, ${second} on Game-Turn 2, ${after} after)`
      : `${asked} planner playouts`;
  if (asked === 0 || !Number.isFinite(horizon)) return playouts;
  const cut = `${playouts} of ${horizon} Game-Turn${horizon === 1 ? '' : 's'}`;
  return finishes > 0 ? `${cut} finished by ${finishes} fast playouts each` : `${cut} judged by the evaluation`;
}

async function play(): Promise<Run> {
  const games = Number(option('games', '40'));
  const level = option('level', 'normal') as PlayerLevel;
  const numberOr = (name: string) => {
    const given = option(name, null);
    return given === null ? undefined : Number(given);
  };
  const playouts = numberOr('playouts');
  const horizon = Number(option('horizon', String(DEFAULT_ESTIMATE.horizon)));
  const finishes = Number(option('finishes', String(DEFAULT_ESTIMATE.finishes)));
  const fastPlayouts = numberOr('fast') ?? (playouts === undefined ? DEFAULT_ESTIMATE.fastPlayouts : 0);
  const options: EstimateOptions = { horizon, finishes, fastPlayouts, ...(playouts !== undefined && { playouts }) };
  const firstSeed = Number(option('seed', '7001'));
  // the games depend only on the players: the same positions serve every version of the evaluation
  const positions = option('positions', null);
  const played: PlayedGame[] =
    positions && existsSync(positions)
      ? JSON.parse(await readFile(positions, 'utf8'))
      : await playGames(level, games, firstSeed);
  if (positions) await writeFile(positions, JSON.stringify(played));
  const samples: Sample[] = [];
  const started = performance.now();
  for (const { seed, won, starts } of played) {
    for (const position of starts) {
      const at = await Game.create({ position, seed });
      samples.push({ ...playoutShares(at, { ...options, seed }), won });
    }
    process.stdout.write(
      `\r${samples.length} positions estimated, ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
  }
  return {
    title: `${level} against ${level}, ${played.length} games (seeds ${played[0]!.seed}–${played.at(-1)!.seed}), ${mix(playouts, horizon, finishes)} and ${fastPlayouts} fast playouts an estimate`,
    samples,
  };
}

const scorePath = option('score', null);
const run: Run = scorePath ? JSON.parse(await readFile(scorePath, 'utf8')) : await play();
// dumps from before the fast playouts have planner playouts alone
for (const s of run.samples) {
  s.fast ??= 0;
  s.fastPlayouts ??= 0;
  s.finishes ??= 0;
}
const dump = option('dump', null);
if (dump) await writeFile(dump, JSON.stringify(run));

const { samples } = run;
const corrected = (s: Sample) => calibrated(s);
/** The playouts' own share of wins, both kinds together (finished planner playouts count by their fast playouts). */
const pooled = (s: Sample) => {
  const n = s.playouts * Math.max(1, s.finishes ?? 0);
  return (s.raw * n + s.fast * s.fastPlayouts) / (n + s.fastPlayouts);
};
const brier = (xs: Sample[], p: (s: Sample) => number) => xs.reduce((a, s) => a + (p(s) - s.won) ** 2, 0) / xs.length;
const baseRate = samples.reduce((a, s) => a + s.won, 0) / samples.length;
const mean = (xs: Sample[], f: (s: Sample) => number) => xs.reduce((a, s) => a + f(s), 0) / xs.length;
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
console.log(
  `\n\n${run.title}; the Israeli side won ${pct(baseRate)}. Correction: ${calibrationFor(samples[0]!).fittedOn}.\n`,
);
console.log(
  '| Game-Turn | positions | Israeli won | raw share (mean) | corrected (mean) | Brier raw | Brier corrected | Brier of the base rate |\n| --- | --- | --- | --- | --- | --- | --- | --- |',
);
for (let t = 1; t <= 7; t++) {
  const xs = samples.filter((s) => s.turn === t);
  if (xs.length)
    console.log(
      `| ${t} | ${xs.length} | ${pct(mean(xs, (s) => s.won))} | ${pct(mean(xs, pooled))} | ${pct(mean(xs, corrected))} | ${brier(xs, pooled).toFixed(3)} | ${brier(xs, corrected).toFixed(3)} | ${brier(xs, () => baseRate).toFixed(3)} |`,
    );
}
console.log(
  `| all | ${samples.length} | ${pct(baseRate)} | ${pct(mean(samples, pooled))} | ${pct(mean(samples, corrected))} | ${brier(samples, pooled).toFixed(3)} | ${brier(samples, corrected).toFixed(3)} | ${brier(samples, () => baseRate).toFixed(3)} |\n`,
);
console.log('| corrected estimate | positions | mean | Israeli won |\n| --- | --- | --- | --- |');
for (let b = 0; b < 5; b++) {
  const xs = samples.filter((s) => Math.min(4, Math.floor(corrected(s) * 5)) === b);
  if (xs.length)
    console.log(
      `| ${b * 20}–${b * 20 + 20}% | ${xs.length} | ${pct(mean(xs, corrected))} | ${pct(mean(xs, (s) => s.won))} |`,
    );
}
if (flag('fit')) console.log(`\nfitted: ${JSON.stringify(fitCalibration(samples, run.title))}`);
