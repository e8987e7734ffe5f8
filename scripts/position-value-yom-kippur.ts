// npm run position-value:yom-kippur -- --games games.jsonl[,more.jsonl …] --dump readings.tsv
//   the readings (ai/position-value.ts) of every position kept by `npm run calibrate:yom-kippur -- --positions`
// npm run position-value:yom-kippur -- --fit readings.tsv[,more.tsv …] [--lambda 0.7] [--ridge 0.001] (POSITION_VALUE's) [--folds 10]
//                                     [--score-on fresh.tsv[,…]]
//   fits the weights of each player-turn (src/engine/ai/stage-values.ts) and prints them; scores them first
//   on games the fit has not seen: each of `--folds` sets of games with the weights fitted on the others, and
//   each file left out in turn; with --score-on, other games scored by the weights fitted on all of --fit's.
//
// How far to trust the position's own reading of Yom Kippur (what evaluate() reads beside its playouts):
// per Game-Turn, the Brier skill score against always answering the base rate, with its 95 % interval from
// resampling whole games (brier-skill.ts).
import { readFile, writeFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { Game } from '../src/games/yom-kippur/engine.js';
import type { Position } from '../src/games/yom-kippur/types.js';
import { fitStageValues, type StageSample } from '../src/engine/ai/stage-values.js';
import { Random } from '../src/engine/rng.js';
import {
  chanceOfReadings,
  playerTurnOf,
  POSITION_VALUE,
  positionReadings,
  READINGS,
} from '../src/games/yom-kippur/ai/position-value.js';
import { exitWithUsageIfAsked, option } from './args.js';
import { skillWithInterval } from './brier-skill.js';

exitWithUsageIfAsked(import.meta.url);

/** One kept position read: its game, its player-turn, how the game ended for Israel (1, ½, 0), its readings. */
interface Read {
  seed: number;
  turn: number;
  side: string;
  stage: number;
  won: number;
  readings: number[];
  /** The file it was read from (a set of games played together). */
  file: string;
}

const COLUMNS = ['seed', 'turn', 'side', 'stage', 'won', ...READINGS];

async function readGames(paths: string[]): Promise<Read[]> {
  const out: Read[] = [];
  for (const file of paths)
    for (const line of (await readFile(file, 'utf8')).trim().split('\n')) {
      const g = JSON.parse(line) as { seed: number; won: number; positions: { position: Position }[] };
      for (const { position } of g.positions) {
        const game = await Game.create({ seed: g.seed, position });
        const { ctx, state } = game.searchRoot();
        const readings = positionReadings(ctx, state).slice(1);
        // calibrate-yom-kippur.ts keeps Egypt's outcome: the reading is Israel's chance
        const won = 1 - g.won;
        out.push({
          seed: g.seed,
          turn: game.turn,
          side: game.phasingSide,
          stage: playerTurnOf(ctx, state),
          won,
          readings,
          file,
        });
      }
      process.stdout.write(`\r${out.length} positions`);
    }
  process.stdout.write('\n');
  return out;
}

const round = (x: number) => Math.round(x * 1e4) / 1e4;
const toTable = (xs: Read[]) =>
  [
    COLUMNS.join('\t'),
    ...xs.map((x) => [x.seed, x.turn, x.side, x.stage, x.won, ...x.readings.map(round)].join('\t')),
  ].join('\n') + '\n';

/** A table as text, gunzipped when its name ends in .gz (the one kept beside the tests is). */
const readText = async (path: string) =>
  path.endsWith('.gz') ? gunzipSync(await readFile(path)).toString('utf8') : readFile(path, 'utf8');

function fromTable(text: string, file: string): Read[] {
  const [, ...rows] = text.trim().split('\n');
  return rows.map((row) => {
    const [seed, turn, side, stage, won, ...readings] = row.split('\t');
    return {
      seed: +seed!,
      turn: +turn!,
      side: side!,
      stage: +stage!,
      won: +won!,
      readings: readings.map(Number),
      file,
    };
  });
}

const samplesOf = (xs: Read[]): StageSample[] =>
  xs.map((x) => ({ game: x.seed, stage: x.stage, features: [1, ...x.readings], y: x.won }));
const fitOn = (xs: Read[]) =>
  fitStageValues(samplesOf(xs), {
    lambda: Number(option('lambda', String(POSITION_VALUE.fit.lambda))),
    ridge: Number(option('ridge', String(POSITION_VALUE.fit.ridge))),
  });
const chance = (weights: ReadonlyMap<number, readonly number[]>, x: Read) =>
  chanceOfReadings(x.stage, [1, ...x.readings], { ...POSITION_VALUE, weights });

/** Each position's chance from the weights fitted on the other groups' games. */
function crossFitted(xs: Read[], groupOf: (x: Read) => string | number): Map<Read, number> {
  const out = new Map<Read, number>();
  for (const g of new Set(xs.map(groupOf))) {
    const w = fitOn(xs.filter((x) => groupOf(x) !== g));
    for (const x of xs) if (groupOf(x) === g) out.set(x, chance(w, x));
  }
  return out;
}

function table(title: string, xs: Read[], p: (x: Read) => number): void {
  console.log(`\n${title}\n\n| Game-Turn | positions | skill (95% CI) |\n| --- | --- | --- |`);
  for (const t of [...new Set(xs.map((x) => x.turn))].sort((a, b) => a - b)) {
    const at = xs.filter((x) => x.turn === t);
    console.log(`| ${t} | ${at.length} | ${skillWithInterval(at, p)} |`);
  }
}

const games = option('games', '').split(',').filter(Boolean);
const fitFiles = option('fit', '').split(',').filter(Boolean);
if (games.length) {
  await writeFile(option('dump', 'readings.tsv'), toTable(await readGames(games)));
} else if (fitFiles.length) {
  const xs = (await Promise.all(fitFiles.map(async (f) => fromTable(await readText(f), f)))).flat();
  const folds = Number(option('folds', '10'));
  // a game's fold drawn by its seed, so that a rerun splits alike
  const order = [...new Set(xs.map((x) => x.seed))];
  const rng = new Random(7);
  for (let i = order.length - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const foldOf = new Map(order.map((seed, i) => [seed, i % folds]));
  const byFold = crossFitted(xs, (x) => foldOf.get(x.seed)!);
  table(
    `${order.length} games, ${xs.length} positions: each of ${folds} sets of games scored by the fit of the others`,
    xs,
    (x) => byFold.get(x)!,
  );
  if (fitFiles.length > 1) {
    const byFile = crossFitted(xs, (x) => x.file);
    table('each file scored by the fit of the others', xs, (x) => byFile.get(x)!);
  }
  const weights = fitOn(xs);
  const scoreOn = option('score-on', '').split(',').filter(Boolean);
  if (scoreOn.length) {
    const fresh = (await Promise.all(scoreOn.map(async (f) => fromTable(await readText(f), f)))).flat();
    table(
      `${new Set(fresh.map((x) => x.seed)).size} other games (${scoreOn.join(', ')}) scored by the fit of all these`,
      fresh,
      (x) => chance(weights, x),
    );
  }
  console.log(`\nweights of [1, ${READINGS.join(', ')}] by player-turn, fitted on all:`);
  for (const [stage, w] of [...weights].sort((a, b) => a[0] - b[0]))
    console.log(`    [${stage}, [${w.map((v) => Math.round(v * 1000) / 1000).join(', ')}]],`);
}
