// npm run evaluate-ceiling:yom-kippur -- [--games 48] [--seed 9301] [--turns 5] [--continuations 6] [--side israeli] [--level normal] --out ceiling.tsv
// npm run evaluate-ceiling:yom-kippur -- --from games.jsonl[,more.jsonl …] [--turns 5] [--continuations 6] [--first-continuation 0] [--side israeli] --out ceiling.tsv
//   (--first-continuation n: continuations n, n+1, … of each position, to add to a file that has 0 … n−1)
//   (the positions scripts/calibrate-yom-kippur.ts --positions kept, with how their games ended: no game played to them)
// npm run evaluate-ceiling:yom-kippur -- --score ceiling.tsv[,more.tsv …]
//
// How well could any evaluate() foresee games between `normal` players? Plays
// games as scripts/calibrate-yom-kippur.ts does (same seeds, same players; a
// player's choices also depend on the games played before in the process, so
// not always the same games), and at the start of each player-turn of the given
// Game-Turns (of one side's, with --side) plays `continuations` more games from that position to the end
// with fresh `normal` players and other dice: what a perfect simulator of
// these players would see. Each game is appended to `--out` when it ends.
// Scores (docs/yom-kippur/ai.md, "How far to trust it"):
// - the continuations' share of Israeli wins as a predictor of how the game
//   itself ended: its Brier skill against the base rate, with K playouts;
// - the perfect simulator's skill (K unlimited): 1 − the mean, over positions,
//   of the variance of the outcome from that position (unbiased, from all its
//   games: the game itself and its continuations) ÷ the variance of all the
//   outcomes; the Brier a predictor that knew each position's true chance
//   would score is that mean variance;
// each with a 95 % interval from resampling whole games (scripts/brier-skill.ts);
// - what K such playouts to the end would score after the best linear
//   correction, from the perfect simulator's skill c: c²K ÷ (cK + 1 − c)
//   (their share's variance is the true chance's plus the outcome's own ÷ K).
import { appendFile, readFile } from 'node:fs/promises';
import { Game, type Action } from '../src/games/yom-kippur/engine.js';
import type { Position } from '../src/games/yom-kippur/types.js';
import { createPlayer } from '../src/games/yom-kippur/ai/players.js';
import { exitWithUsageIfAsked, flag, option } from './args.js';
import { gameBootstrap, mean, skillWithInterval, type Outcome } from './brier-skill.js';

exitWithUsageIfAsked(import.meta.url);

/** One position: its game's outcome for Israel (1, ½, 0), and those of the games played on from it. */
interface Branch extends Outcome {
  turn: number;
  side: string;
  continued: number[];
}

const level = option('level', 'normal');
const israeliResult = (game: Game) => (game.winningSide === 'israeli' ? 1 : game.winningSide === null ? 0.5 : 0);

/** Plays a game to its end with `level` players seeded from `seed` (as scripts/calibrate-yom-kippur.ts seeds them); `atStart` is called at the start of every player-turn. */
async function playOut(game: Game, seed: number, atStart: (game: Game) => Promise<void>): Promise<number> {
  const players = Object.fromEntries(
    game.rules.descriptor.sides.map(({ id }, i) => [id, createPlayer(id, level, { seed: seed * 2 + i + 1 })]),
  );
  let playerTurn = '';
  while (!game.isOver) {
    const key = `${game.turn}:${game.phasingSide}`;
    if (key !== playerTurn) {
      playerTurn = key;
      await atStart(game);
    }
    game.apply(players[game.actingSide!]!.decide(game) as Action);
  }
  return israeliResult(game);
}

/** A continuation's seed, for its dice and its players: far from the calibration's seeds and from each other. */
const continuationSeed = (seed: number, turn: number, side: number, k: number) =>
  ((seed * 7919 + turn * 613 + side * 97 + k * 104729) % 1_000_000_007) + 1_000_000;

const turns = option('turns', '5').split(',').map(Number);
const k = Number(option('continuations', '6'));
const first = Number(option('first-continuation', '0'));
const onlySide = option('side', null);

/** The outcomes of `k` games played on from a position (a player-turn's start) with fresh players and other dice. */
async function continuations(at: Game, seed: number): Promise<Omit<Branch, 'won'> | null> {
  if (!turns.includes(at.turn) || (onlySide && at.phasingSide !== onlySide)) return null;
  const position = at.position();
  const side = at.rules.descriptor.sides.findIndex(({ id }) => id === at.phasingSide);
  const continued: number[] = [];
  for (let i = first; i < first + k; i++) {
    const s = continuationSeed(seed, at.turn, side, i);
    continued.push(await playOut(await Game.create({ seed: s, position }), s, async () => {}));
  }
  return { seed, turn: at.turn, side: at.phasingSide, continued };
}

/** The same from the positions a calibration run kept (--positions): the very games evaluate() was scored on. */
async function playFromKept(out: string, paths: string[]): Promise<void> {
  const started = performance.now();
  let games = 0;
  for (const path of paths)
    for (const line of (await readFile(path, 'utf8')).trim().split('\n')) {
      const { seed, won, positions } = JSON.parse(line) as {
        seed: number;
        /** 1: Egypt won; 0.5: a draw; 0: Israel won (calibrate-yom-kippur.ts). */
        won: number;
        positions: { turn: number; position: Position }[];
      };
      for (const { position } of positions) {
        const b = await continuations(await Game.create({ seed, position }), seed);
        if (b) await appendFile(out, [b.seed, b.turn, b.side, 1 - won, b.continued.join(',')].join('\t') + '\n');
      }
      process.stdout.write(`\r${++games} games, ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
  process.stdout.write('\n');
}

async function play(out: string): Promise<void> {
  const games = Number(option('games', '48'));
  const firstSeed = Number(option('seed', '9301'));
  const started = performance.now();
  for (let seed = firstSeed; seed < firstSeed + games; seed++) {
    const branches: Omit<Branch, 'won'>[] = [];
    const game = await Game.create({ seed });
    const won = await playOut(game, seed, async (at) => {
      const b = await continuations(at, seed);
      if (b) branches.push(b);
    });
    const lines = branches.map((b) => [b.seed, b.turn, b.side, won, b.continued.join(',')].join('\t'));
    await appendFile(out, lines.join('\n') + '\n');
    process.stdout.write(
      `\r${seed - firstSeed + 1}/${games} games, ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
  }
  process.stdout.write('\n');
}

function read(text: string): Branch[] {
  return text
    .trim()
    .split('\n')
    .map((row) => {
      const [seed, turn, side, won, continued] = row.split('\t');
      return {
        seed: Number(seed),
        turn: Number(turn),
        side: side!,
        won: Number(won),
        continued: continued!.split(',').map(Number),
      };
    });
}

/** The unbiased variance of a position's outcomes, from the game itself and its continuations. */
function within(b: Branch): number {
  const ys = [b.won, ...b.continued];
  const m = mean(ys);
  return ys.reduce((a, y) => a + (y - m) ** 2, 0) / (ys.length - 1);
}
/** The perfect simulator's Brier skill: 1 − the mean variance within positions ÷ the variance of all their outcomes. */
function ceiling(xs: Branch[]): number {
  const all = xs.flatMap((b) => [b.won, ...b.continued]);
  const m = mean(all);
  const total = all.reduce((a, y) => a + (y - m) ** 2, 0) / (all.length - 1);
  return total === 0 ? 0 : 1 - mean(xs.map(within)) / total;
}

const out = option('out', null);
const kept = option('from', '').split(',').filter(Boolean);
if (!flag('score') && out) await (kept.length ? playFromKept(out, kept) : play(out));
const files = (option('score', null) ?? out ?? '').split(',').filter(Boolean);
const branches = (await Promise.all(files.map(async (f) => read(await readFile(f, 'utf8'))))).flat();
const share = (b: Branch) => mean(b.continued);
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const ks = branches.map((b) => b.continued.length);
console.log(
  `\n${new Set(branches.map((b) => b.seed)).size} games of ${level} against ${level}; ${Math.min(...ks)}–${Math.max(...ks)} continuations a position\n`,
);
console.log(
  '| Game-Turn | player-turn | positions | Israel won | continuations: Israel won | skill: their share (95% CI) | skill: perfect simulator (95% CI) | K exact playouts, corrected: 4 / 16 |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
/** The skill of K exact playouts' share after the best linear correction, where the perfect simulator's is c. */
const withPlayouts = (c: number, k: number) => (c <= 0 ? 0 : (c * c * k) / (c * k + 1 - c));
const groups = [
  ...new Set(branches.map((b) => `${b.turn}\t${b.side}`)),
  ...new Set(branches.map((b) => `${b.turn}\t`)),
];
for (const g of groups.sort()) {
  const [turn, side] = g.split('\t');
  const at = branches.filter((b) => b.turn === Number(turn) && (!side || b.side === side));
  const [lo, hi] = gameBootstrap(at, ceiling);
  console.log(
    `| ${turn} | ${side || 'both'} | ${at.length} | ${pct(mean(at.map((b) => b.won)))} | ${pct(mean(at.map(share)))} | ${skillWithInterval(at, share)} | ${ceiling(at).toFixed(3)} (${lo.toFixed(3)} to ${hi.toFixed(3)}) | ${withPlayouts(ceiling(at), 4).toFixed(3)} / ${withPlayouts(ceiling(at), 16).toFixed(3)} |`,
  );
}
