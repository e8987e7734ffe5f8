// npm run calibrate:yom-kippur -- [--games 40] [--level normal] [--seed 9001] [--dump games.tsv]   (written after each game)
//                                  [--positions games.jsonl]   (each game's positions, for scripts/evaluate-yom-kippur.ts)
// npm run calibrate:yom-kippur -- --score games.tsv[,more.tsv …] [--fit | --fitted-on other.tsv[,more.tsv …]]
// npm run calibrate:yom-kippur -- --from games.jsonl[,more.jsonl …] [--dump games.tsv] [--fit]   (the margins read
//                                  again, by today's code, from the positions a run kept: no game played)
// --margin standing: the margin kept and scored is the standing's (ai/standing.ts, the search's guide), which
// has no constants of its own (it foretells nothing of these games: docs/yom-kippur/ai.md): with --fit or
// --fitted-on only; by default the points if the game ended now (ai/points.ts) and POINTS_CHANCE
//
// How far to trust Yom Kippur's chance of winning (src/games/yom-kippur/ai/win-chance.ts):
// plays computer-against-computer games, keeps the Egyptian margin at the
// start of every player-turn, and once each game is over compares the chance
// read from that margin with how the game ended. Prints the Brier score per
// Game-Turn against always answering the base rate, the skill with its 95 %
// interval over resampled games (brier-skill.ts), and a reliability table.
// --fit fits the constants on the games of even seeds and scores them on the
// odd ones (and the reverse), then on all; --fitted-on fits them on other
// games and scores these.
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { Game, type Action } from '../src/games/yom-kippur/engine.js';
import type { Position, SideId } from '../src/games/yom-kippur/types.js';
import { createPlayer } from '../src/games/yom-kippur/ai/players.js';
import { standingOf } from '../src/games/yom-kippur/ai/standing.js';
import { againstBestRival, pointsIfEndedNow } from '../src/games/yom-kippur/ai/points.js';
import {
  chanceFromStanding,
  fitWinChance,
  POINTS_CHANCE,
  type WinChanceSample,
} from '../src/games/yom-kippur/ai/win-chance.js';
import { exitWithUsageIfAsked, flag, option } from './args.js';
import { brier, skillWithInterval } from './brier-skill.js';

exitWithUsageIfAsked(import.meta.url);

interface Sample extends WinChanceSample {
  seed: number;
}
interface Run {
  title: string;
  samples: Sample[];
}

/** Which margin is kept: the standing's (standing.ts) or the points if the game ended now (points.ts). */
const byPoints = option('margin', 'points') !== 'standing';

/** Where each game's positions at the start of its player-turns go, one JSON line a game. */
const positionsFile = option('positions', null);

/** The Egyptian margin of a position: the standing's (standing.ts) or the points if the game ended now (points.ts). */
function egyptianMargin(game: Game): number {
  const root = game.searchRoot();
  return byPoints
    ? againstBestRival(root.ctx, root.state, root.ctx.sides.indexOf('egyptian'), pointsIfEndedNow)
    : (standingOf(root).margin.egyptian ?? 0);
}

/** Egypt's victory points less its best rival's once the game is over (B-R: the end-of-game points are in them then). */
function finalMargin(game: Game): number {
  const { ctx, state } = game.searchRoot();
  return againstBestRival(ctx, state, ctx.sides.indexOf('egyptian'), (_, s, side) => s.vp[side]!);
}

/** The positions a run kept (--positions), their margins read again: the same games judged by today's standing. */
async function readKept(paths: string[]): Promise<Run> {
  const samples: Sample[] = [];
  const seeds: number[] = [];
  for (const path of paths)
    for (const line of (await readFile(path, 'utf8')).trim().split('\n')) {
      const { seed, won, positions } = JSON.parse(line) as {
        seed: number;
        won: number;
        positions: { turn: number; side: SideId; position: Position }[];
      };
      seeds.push(seed);
      for (const { turn, side, position } of positions) {
        const margin = egyptianMargin(await Game.create({ seed, position }));
        samples.push({ seed, turn, side, margin, won });
      }
      process.stdout.write(`\r${seeds.length} games, ${samples.length} positions`);
    }
  process.stdout.write('\n');
  return {
    title: `positions kept from ${seeds.length} games (seeds ${Math.min(...seeds)}–${Math.max(...seeds)})`,
    samples,
  };
}

/** Plays the games; `each` is told the run so far after every game (a long run cut short keeps its games). */
async function play(each: (run: Run) => Promise<void>): Promise<Run> {
  const games = Number(option('games', '40'));
  const level = option('level', 'normal');
  const firstSeed = Number(option('seed', '9001'));
  const samples: Sample[] = [];
  const started = performance.now();
  const title = (played: number) =>
    `${level} against ${level}, ${played} games (seeds ${firstSeed}–${firstSeed + played - 1})`;
  for (let seed = firstSeed; seed < firstSeed + games; seed++) {
    const game = await Game.create({ seed });
    const players = Object.fromEntries(
      game.rules.descriptor.sides.map(({ id }, i) => [id, createPlayer(id, level, { seed: seed * 2 + i + 1 })]),
    );
    const starts: Omit<Sample, 'won'>[] = [];
    const positions: { turn: number; side: string; position: unknown }[] = [];
    let playerTurn = '';
    while (!game.isOver) {
      const key = `${game.turn}:${game.phasingSide}`;
      if (key !== playerTurn) {
        playerTurn = key;
        starts.push({ seed, turn: game.turn, side: game.phasingSide, margin: egyptianMargin(game) });
        if (positionsFile) positions.push({ turn: game.turn, side: game.phasingSide, position: game.position() });
      }
      game.apply(players[game.actingSide!]!.decide(game) as Action);
    }
    // a draw counts half a win for each side
    const won = game.winningSide === 'egyptian' ? 1 : game.winningSide === null ? 0.5 : 0;
    for (const s of starts) samples.push({ ...s, won });
    // the final margin beside the outcome: how far the game was won, not only by whom
    if (positionsFile)
      await appendFile(positionsFile, JSON.stringify({ seed, won, final: finalMargin(game), positions }) + '\n');
    await each({ title: title(seed - firstSeed + 1), samples });
    process.stdout.write(
      `\r${seed - firstSeed + 1}/${games} games, ${samples.length} positions, ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
  }
  return { title: title(games), samples };
}

// the games as a table (the test of the fitted constants reads the same file: tests/games/yom-kippur/ai/)
const COLUMNS = 'seed\tturn\tside\tmargin\twon';
const toTable = (run: Run) =>
  [
    `# ${run.title}; one line a player-turn start: the seed, the Game-Turn, the phasing side, the Egyptian margin (${byPoints ? 'points if the game ended now, points.ts' : 'standing.ts'}), the outcome (1 Egypt won, 0.5 draw, 0 Israel won)`,
    COLUMNS,
    ...run.samples.map((s) => [s.seed, s.turn, s.side, Math.round(s.margin * 1000) / 1000, s.won].join('\t')),
  ].join('\n') + '\n';
function fromTable(text: string): Run {
  const [title = '', , ...rows] = text.trim().split('\n');
  const samples = rows.map((row) => {
    const [seed, turn, side, margin, won] = row.split('\t');
    return {
      seed: Number(seed),
      turn: Number(turn),
      side: side as Sample['side'],
      margin: Number(margin),
      won: Number(won),
    };
  });
  return { title: title.replace(/^# /, '').replace(/; one line .*$/, ''), samples };
}

const scored = option('score', '').split(',').filter(Boolean);
const kept = option('from', '').split(',').filter(Boolean);
const dump = option('dump', null);
const runs: Run[] = scored.length
  ? await Promise.all(scored.map(async (path) => fromTable(await readFile(path, 'utf8'))))
  : kept.length
    ? [await readKept(kept)]
    : [await play(async (run) => void (dump && (await writeFile(dump, toTable(run)))))];
if (kept.length && dump) await writeFile(dump, toTable(runs[0]!));
const title = runs.map((r) => r.title).join('; ');
const samples = runs.flatMap((r) => r.samples);

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const mean = (xs: Sample[], f: (s: Sample) => number) => xs.reduce((a, s) => a + f(s), 0) / xs.length;

function report(xs: Sample[], chance: (s: Sample) => number, heading: string): void {
  const base = mean(xs, (s) => s.won);
  console.log(`\n${heading}; Egypt won ${pct(base)} (draws count half).\n`);
  console.log(
    '| Game-Turn | positions | Egypt won | chance (mean) | Brier | Brier of the base rate | skill (95% CI) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  const turns = [...new Set(xs.map((s) => s.turn))].sort((a, b) => a - b);
  for (const t of [...turns, 0]) {
    const at = t ? xs.filter((s) => s.turn === t) : xs;
    console.log(
      `| ${t || 'all'} | ${at.length} | ${pct(mean(at, (s) => s.won))} | ${pct(mean(at, chance))} | ${brier(at, chance).toFixed(3)} | ${brier(at, () => base).toFixed(3)} | ${skillWithInterval(at, chance)} |`,
    );
  }
  console.log('\n| chance | positions | mean | Egypt won |\n| --- | --- | --- | --- |');
  for (let b = 0; b < 5; b++) {
    const at = xs.filter((s) => Math.min(4, Math.floor(chance(s) * 5)) === b);
    if (at.length)
      console.log(
        `| ${b * 20}–${b * 20 + 20}% | ${at.length} | ${pct(mean(at, chance))} | ${pct(mean(at, (s) => s.won))} |`,
      );
  }
}

const fittedOn = option('fitted-on', '').split(',').filter(Boolean);
if (fittedOn.length) {
  // fitted on other games (their tables), scored on these: games the fit has not seen
  const on = (await Promise.all(fittedOn.map(async (path) => fromTable(await readFile(path, 'utf8'))))).flatMap(
    (r) => r.samples,
  );
  const fitted = fitWinChance(on, fittedOn.join(', '));
  report(
    samples,
    (s) => chanceFromStanding(s, fitted),
    `${title}: fitted on ${fitted.fittedOn} ${JSON.stringify(fitted.weights)}`,
  );
} else if (flag('fit')) {
  // fitted on one half of the games, scored on the other: what a reader can expect on games it has not seen
  const half = (parity: number) => samples.filter((s) => s.seed % 2 === parity);
  const [even, odd] = [half(0), half(1)];
  const onEven = fitWinChance(even, 'even seeds'),
    onOdd = fitWinChance(odd, 'odd seeds');
  const crossed = (s: Sample) => chanceFromStanding(s, s.seed % 2 === 0 ? onOdd : onEven);
  report(samples, crossed, `${title}: each half scored with the constants fitted on the other half`);
  console.log(`\nfitted on all: ${JSON.stringify(fitWinChance(samples, `${title}, ${samples.length} positions`))}`);
} else if (byPoints) {
  report(samples, (s) => chanceFromStanding(s, POINTS_CHANCE), `${title}: ${POINTS_CHANCE.fittedOn}`);
} else {
  console.log('\nthe standing has no constants of its own: score its margins with --fit or --fitted-on');
}
