// npm run calibrate:yom-kippur -- [--games 40] [--level normal] [--seed 9001] [--dump games.tsv]   (written after each game)
//                                  [--positions games.jsonl]   (each game's positions, for scripts/evaluate-yom-kippur.ts)
// npm run calibrate:yom-kippur -- --score games.tsv[,more.tsv …] [--fit]
// --margin points: the margin kept and scored is the points if the game ended now (ai/points.ts) and the
// constants POINTS_CHANCE (evaluate()'s judge), not the standing's margin and WIN_CHANCE
//
// How far to trust Yom Kippur's chance of winning (src/games/yom-kippur/ai/win-chance.ts):
// plays computer-against-computer games, keeps the standing (each side's
// margin, ai/standing.ts) at the start of every player-turn, and once each
// game is over compares the chance read from that standing with how the game
// ended. Prints the Brier score per Game-Turn against always answering the
// base rate, and a reliability table. --fit fits the constants on the games
// of even seeds and scores them on the odd ones (and the reverse), then on all.
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { Game, type Action } from '../src/games/yom-kippur/engine.js';
import { createPlayer } from '../src/games/yom-kippur/ai/players.js';
import { standingOf } from '../src/games/yom-kippur/ai/standing.js';
import { againstBestRival, pointsIfEndedNow } from '../src/games/yom-kippur/ai/points.js';
import {
  chanceFromStanding,
  fitWinChance,
  POINTS_CHANCE,
  WIN_CHANCE,
  type WinChanceSample,
} from '../src/games/yom-kippur/ai/win-chance.js';
import { flag, option } from './args.js';

interface Sample extends WinChanceSample {
  seed: number;
}
interface Run {
  title: string;
  samples: Sample[];
}

/** Which margin is kept: the standing's (standing.ts) or the points if the game ended now (points.ts). */
const byPoints = option('margin', 'standing') === 'points';
const CHANCE = byPoints ? POINTS_CHANCE : WIN_CHANCE;

/** Where each game's positions at the start of its player-turns go, one JSON line a game. */
const positionsFile = option('positions', null);

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
        const root = game.searchRoot();
        const margin = byPoints
          ? againstBestRival(root.ctx, root.state, root.ctx.sides.indexOf('egyptian'), pointsIfEndedNow)
          : (standingOf(root).margin.egyptian ?? 0);
        starts.push({ seed, turn: game.turn, side: game.phasingSide, margin });
        if (positionsFile) positions.push({ turn: game.turn, side: game.phasingSide, position: game.position() });
      }
      game.apply(players[game.actingSide!]!.decide(game) as Action);
    }
    // a draw counts half a win for each side
    const won = game.winningSide === 'egyptian' ? 1 : game.winningSide === null ? 0.5 : 0;
    for (const s of starts) samples.push({ ...s, won });
    if (positionsFile) await appendFile(positionsFile, JSON.stringify({ seed, won, positions }) + '\n');
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
const dump = option('dump', null);
const runs: Run[] = scored.length
  ? await Promise.all(scored.map(async (path) => fromTable(await readFile(path, 'utf8'))))
  : [await play(async (run) => void (dump && (await writeFile(dump, toTable(run)))))];
const title = runs.map((r) => r.title).join('; ');
const samples = runs.flatMap((r) => r.samples);

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const mean = (xs: Sample[], f: (s: Sample) => number) => xs.reduce((a, s) => a + f(s), 0) / xs.length;
const brier = (xs: Sample[], p: (s: Sample) => number) => mean(xs, (s) => (p(s) - s.won) ** 2);

function report(xs: Sample[], chance: (s: Sample) => number, heading: string): void {
  const base = mean(xs, (s) => s.won);
  console.log(`\n${heading}; Egypt won ${pct(base)} (draws count half).\n`);
  console.log('| Game-Turn | positions | Egypt won | chance (mean) | Brier | Brier of the base rate |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  const turns = [...new Set(xs.map((s) => s.turn))].sort((a, b) => a - b);
  for (const t of [...turns, 0]) {
    const at = t ? xs.filter((s) => s.turn === t) : xs;
    console.log(
      `| ${t || 'all'} | ${at.length} | ${pct(mean(at, (s) => s.won))} | ${pct(mean(at, chance))} | ${brier(at, chance).toFixed(3)} | ${brier(at, () => base).toFixed(3)} |`,
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

if (flag('fit')) {
  // fitted on one half of the games, scored on the other: what a reader can expect on games it has not seen
  const half = (parity: number) => samples.filter((s) => s.seed % 2 === parity);
  const [even, odd] = [half(0), half(1)];
  const onEven = fitWinChance(even, 'even seeds'),
    onOdd = fitWinChance(odd, 'odd seeds');
  const crossed = (s: Sample) => chanceFromStanding(s, s.seed % 2 === 0 ? onOdd : onEven);
  report(samples, crossed, `${title}: each half scored with the constants fitted on the other half`);
  console.log(`\nfitted on all: ${JSON.stringify(fitWinChance(samples, `${title}, ${samples.length} positions`))}`);
} else {
  report(samples, (s) => chanceFromStanding(s, CHANCE), `${title}: ${CHANCE.fittedOn}`);
}
