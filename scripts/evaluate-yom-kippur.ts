// npm run evaluate:yom-kippur -- --games games.jsonl [--turns 3,5] [--side egyptian] [--playouts 16] [--horizon 1] [--finishes 0] [--dump shares.tsv]
// npm run evaluate:yom-kippur -- --games games.jsonl --players normal [--turns 5] [--playouts 4] [--horizon 2] [--dump normal.tsv]
//   (evaluate({ players: 'normal' }): its estimate, the `raw` column, is scored as it is, with no correction;
//   `--score normal.tsv --players normal` scores such a table again)
// npm run evaluate:yom-kippur -- --score shares.tsv[,more.tsv …] [--shipped | --fitted-on older.tsv[,…]] [--paired other.tsv[,more.tsv …]]
// --paired: the same positions evaluated otherwise (another --dump): the difference of the two skills, each
// corrected by its own fit of the other half, on the same resamplings of the games
// --shipped: evaluate() scored with the constants as they are (evaluate-calibration.ts), not refitted on half
// the games: for games those constants were not fitted on
// --fitted-on: the correction fitted on all of other games' shares (another --dump), not on half of these:
// these games scored as new ones; with --paired, the other evaluation is fitted on them too
// A table without the `passes` column (kept before session 19, or the column cut) reads it as 0: the correction
// without the passes, so `--paired` with such a copy of the same table measures what reading them adds.
//
// How far to trust Yom Kippur's evaluate() (src/games/yom-kippur/ai/evaluate.ts):
// the positions at the start of the player-turns of the given Game-Turns in
// finished games between `normal` players (written by
// `npm run calibrate:yom-kippur -- --positions games.jsonl`), each evaluated
// uncorrected (the playouts' own share), then the correction
// (ai/evaluate-calibration.ts) fitted on the games of even seeds and scored
// on the odd ones, and the reverse, so that every figure is for games the
// fit has not seen. Prints, per Game-Turn, the Brier score of the corrected
// estimate, of the playouts' raw share and of the position's own chance
// (standingOf's, ai/win-chance.ts: its points if the game ended now), the Brier skill score of each against always
// answering the base rate, with 95 % intervals from resampling the games
// (bootstrap, 2,000 draws), and the constants fitted on all the games.
import { readFile, writeFile } from 'node:fs/promises';
import { Game } from '../src/games/yom-kippur/engine.js';
import type { Position } from '../src/games/yom-kippur/types.js';
import {
  DEFAULT_ESTIMATE,
  estimateWinProbability,
  NORMAL_ESTIMATE,
  playoutShare,
} from '../src/games/yom-kippur/ai/evaluate.js';
import { standingOf } from '../src/games/yom-kippur/ai/standing.js';
import {
  calibratedShare,
  fitEvaluateCalibration,
  type EvaluateCalibration,
} from '../src/games/yom-kippur/ai/evaluate-calibration.js';
import { exitWithUsageIfAsked, flag, option } from './args.js';
import { brier, gameBootstrap, mean, skill, skillWithInterval } from './brier-skill.js';

exitWithUsageIfAsked(import.meta.url);

/** One position evaluated: its game, when, the playouts' share, the chance its points give, how the game ended (Israel: 1, ½, 0). */
interface Scored {
  seed: number;
  turn: number;
  side: string;
  raw: number;
  playouts: number;
  standing: number;
  won: number;
  ms: number;
  /** Egypt's points if the game ended now less Israel's, at the position. */
  margin: number;
  /** What Egypt's passes are worth beyond its points now, less Israel's (passes.ts passesAhead). */
  passes: number;
}

interface GameLine {
  seed: number;
  /** 1: Egypt won; 0.5: a draw; 0: Israel won (calibrate-yom-kippur.ts). */
  won: number;
  positions: { turn: number; side: string; position: Position }[];
}

const COLUMNS = ['seed', 'turn', 'side', 'raw', 'playouts', 'standing', 'won', 'ms', 'margin', 'passes'] as const;

/** evaluate({ players: 'normal' }) instead of the fast playouts (--players normal). */
const normal = option('players', 'fast') === 'normal';

async function evaluateGames(path: string): Promise<Scored[]> {
  const turns = option('turns', '3,5').split(',').map(Number);
  const onlySide = option('side', null);
  const estimate = {
    playouts: Number(option('playouts', String(normal ? NORMAL_ESTIMATE.playouts : DEFAULT_ESTIMATE.playouts))),
    horizon: Number(option('horizon', String(normal ? NORMAL_ESTIMATE.horizon : DEFAULT_ESTIMATE.horizon))),
    finishes: Number(option('finishes', '0')),
  };
  const lines = (await readFile(path, 'utf8'))
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as GameLine);
  const out: Scored[] = [];
  for (const g of lines)
    for (const p of g.positions.filter((x) => turns.includes(x.turn) && (!onlySide || x.side === onlySide))) {
      const game = await Game.create({ seed: g.seed, position: p.position });
      const started = performance.now();
      // with --players normal, the margin and the passes read from the position alone (no fast playout played)
      const x = playoutShare(game, normal ? { playouts: 1, horizon: 0 } : { ...estimate, seed: g.seed });
      if (normal) {
        const e = estimateWinProbability(game, { ...estimate, players: 'normal', seed: g.seed });
        [x.raw, x.playouts] = [e.israeli, e.samples];
      }
      const ms = performance.now() - started;
      const standing = standingOf(game.searchRoot()).chance.israeli!;
      out.push({
        seed: g.seed,
        turn: p.turn,
        side: p.side,
        raw: x.raw,
        playouts: x.playouts,
        standing,
        won: 1 - g.won,
        ms,
        margin: x.margin,
        passes: x.passes,
      });
      process.stdout.write(`\r${out.length} positions`);
    }
  process.stdout.write('\n');
  return out;
}

const toTable = (xs: Scored[]) =>
  [
    COLUMNS.join('\t'),
    ...xs.map((x) =>
      COLUMNS.map((c) => (typeof x[c] === 'number' ? Math.round((x[c] as number) * 1e4) / 1e4 : x[c])).join('\t'),
    ),
  ].join('\n') + '\n';
function fromTable(text: string): Scored[] {
  const [head, ...rows] = text.trim().split('\n');
  const at = head!.split('\t');
  return rows.map((row) => {
    const v = row.split('\t');
    const value = (c: string) => (at.includes(c) ? v[at.indexOf(c)] : '0');
    const x = Object.fromEntries(COLUMNS.map((c) => [c, c === 'side' ? value(c) : Number(value(c))]));
    return x as unknown as Scored;
  });
}

/** The tables named, and whether all of them read the passes (without the column, the correction reads none). */
async function readTables(files: string[]): Promise<{ rows: Scored[]; passes: boolean }> {
  const texts = await Promise.all(files.map((f) => readFile(f, 'utf8')));
  return {
    rows: texts.flatMap(fromTable),
    passes: texts.every((t) => t.slice(0, t.indexOf('\n')).split('\t').includes('passes')),
  };
}

const scoredFiles = option('score', '').split(',').filter(Boolean);
const scored = scoredFiles.length
  ? await readTables(scoredFiles)
  : { rows: await evaluateGames(option('games', 'games.jsonl')), passes: true };
const samples: Scored[] = scored.rows;
const dump = option('dump', null);
if (dump) await writeFile(dump, toTable(samples));

const fittedOnFiles = option('fitted-on', '').split(',').filter(Boolean);
const fittedOn = fittedOnFiles.length ? (await readTables(fittedOnFiles)).rows : null;
const fit = (xs: Scored[], on: string) => fitEvaluateCalibration(xs, on);
/** The correction of a table's evaluations: fitted on --fitted-on's games, or on one half of these and applied to the other. */
function correctionOf(xs: Scored[], readsPasses: boolean): (s: Scored) => number {
  if (fittedOn) {
    const c = fit(readsPasses ? fittedOn : fittedOn.map((s) => ({ ...s, passes: 0 })), fittedOnFiles.join(','));
    return (s) => calibratedShare(s, c);
  }
  const onEven = fit(
    xs.filter((s) => s.seed % 2 === 0),
    'even seeds',
  );
  const onOdd = fit(
    xs.filter((s) => s.seed % 2 === 1),
    'odd seeds',
  );
  return (s) => calibratedShare(s, s.seed % 2 === 0 ? onOdd : onEven);
}
const shipped = flag('shipped');
// evaluate({ players: 'normal' })'s estimates are chances already: scored as they are
const crossed = normal
  ? (s: Scored) => s.raw
  : shipped
    ? (s: Scored) => calibratedShare(s)
    : correctionOf(samples, scored.passes);

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const f3 = (x: number) => x.toFixed(3);
const withCi = skillWithInterval<Scored>;
const games = new Set(samples.map((s) => s.seed)).size;
const times = samples.map((s) => s.ms).sort((a, b) => a - b);
console.log(
  `\n${games} games, ${samples.length} positions, evaluate() ${shipped ? 'with the constants as they are' : fittedOn ? `corrected by the fit of ${fittedOnFiles.join(', ')}` : 'corrected by the fit of the other half of the games'}; the playouts' time a position: median ${times[times.length >> 1]!.toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms\n`,
);
console.log(
  '| Game-Turn | positions | Israel won | estimate (mean) | Brier | Brier of the base rate | skill: evaluate() (95% CI) | skill: raw share | skill: the points now (win-chance.ts) |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const t of [...new Set(samples.map((s) => s.turn))].sort((a, b) => a - b)) {
  const at = samples.filter((s) => s.turn === t);
  const base = mean(at.map((s) => s.won));
  console.log(
    `| ${t} | ${at.length} | ${pct(base)} | ${pct(mean(at.map(crossed)))} | ${f3(brier(at, crossed))} | ${f3(brier(at, () => base))} | ${withCi(at, crossed)} | ${withCi(at, (s) => s.raw)} | ${withCi(at, (s) => s.standing)} |`,
  );
}
const pairedFiles = option('paired', '').split(',').filter(Boolean);
if (pairedFiles.length) {
  // the other evaluation of the same positions, corrected by its own fits of each half
  const paired = await readTables(pairedFiles);
  const other = paired.rows;
  const key = (s: Scored) => `${s.seed}:${s.turn}:${s.side}`;
  const byKey = new Map(other.map((s) => [key(s), s]));
  const otherCrossed = correctionOf(other, paired.passes);
  const pairs = samples.flatMap((s) => {
    const o = byKey.get(key(s));
    return o ? [{ seed: s.seed, won: s.won, turn: s.turn, these: s, those: o }] : [];
  });
  type Pair = (typeof pairs)[number];
  const gain = (xs: Pair[]) => skill(xs, (p) => crossed(p.these)) - skill(xs, (p) => otherCrossed(p.those));
  console.log(
    `\nPaired with ${pairedFiles.join(', ')} (${pairs.length} positions in both): skill of these less theirs\n`,
  );
  console.log('| Game-Turn | positions | skill: these | skill: those | these less those (95% CI) |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const t of [...new Set(pairs.map((s) => s.turn))].sort((a, b) => a - b)) {
    const at = pairs.filter((s) => s.turn === t);
    const [lo, hi] = gameBootstrap(at, gain);
    console.log(
      `| ${t} | ${at.length} | ${f3(skill(at, (p) => crossed(p.these)))} | ${f3(skill(at, (p) => otherCrossed(p.those)))} | ${f3(gain(at))} (${f3(lo)} to ${f3(hi)}) |`,
    );
  }
}
if (!normal) {
  const all: EvaluateCalibration = fit(samples, `${games} games, ${samples.length} positions`);
  console.log(`\nfitted on all: ${JSON.stringify(all)}`);
}
