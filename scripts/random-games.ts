// Random legal games of any registered game, through the engine's Match
// (createGame, legalActions, invariants, records): what `npm run simulate`
// and `npm run fuzz` do for a game given by `--game <name>` that has no
// computer players of its own yet.
import type { ComputerPlayer, GameAi } from '../src/engine/ai/player.js';
import { playRandom, randomLegalAction, type Sampler } from '../src/engine/ai/random-player.js';
import { createGame, gameFromRecord, registeredGame, type AnyMatch } from '../src/engine/registry.js';
import { makeRng } from '../src/engine/rng.js';

export interface RandomRun {
  seed: number;
  actions: number;
  winner: string;
  ms: number;
  /** Invariant violations seen after any action. */
  violations: string[];
  /** Does the record replay to the same position? (checked on request) */
  replays?: boolean;
  /** Victory points at the end, when the game keeps them. */
  vp?: Record<string, number>;
}

export async function randomGame(
  name: string,
  seed: number,
  options: { check?: boolean; replay?: boolean; levels?: Record<string, string> } = {},
): Promise<RandomRun> {
  const t = performance.now();
  const game: AnyMatch = await createGame(name, { seed });
  const violations: string[] = [];
  const actions = playRandom(game, makeRng(seed), {
    ...(options.levels && { sample: computerPlayers(name, options.levels, seed) }),
    ...(options.check && {
      onAction: (a: unknown) => {
        for (const v of game.invariants()) violations.push(`after ${JSON.stringify(a)}: ${v}`);
      },
    }),
  });
  const ms = performance.now() - t;
  const run: RandomRun = {
    seed,
    actions,
    winner: game.winningSide ?? (game.isOver ? 'draw' : 'unfinished'),
    ms,
    violations,
  };
  const vp = (game as unknown as { victoryPoints?: () => { total: Record<string, number> } }).victoryPoints;
  if (vp) run.vp = vp.call(game).total;
  if (options.replay) {
    const again = await gameFromRecord(game.toRecord());
    run.replays = JSON.stringify(again.position()) === JSON.stringify(game.position());
  }
  return run;
}

/** The game's computer players for the sides given a level ('random' or none: a random legal action). */
function computerPlayers(name: string, levels: Record<string, string>, seed: number): Sampler {
  const ai = registeredGame(name)?.ai as GameAi | undefined;
  const players = new Map<string, ComputerPlayer>();
  for (const [side, level] of Object.entries(levels)) {
    if (level === 'random') continue;
    if (!ai?.levels.includes(level)) {
      throw new Error(`--${side} must be random or one of ${ai?.levels.join(', ') ?? '(no computer players)'}`);
    }
    players.set(side, ai.createPlayer(side, level, { seed: seed * 2 + players.size + 1 }));
  }
  return (game, rng) => {
    if (game.isOver) return null;
    const player = players.get(game.actingSide!);
    return player ? player.decide(game) : randomLegalAction(game, rng);
  };
}

/** Wilson score interval for k successes in n trials, 95%. */
export function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96,
    p = k / n,
    d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d,
    h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, c - h), Math.min(1, c + h)];
}

/** `npm run simulate -- --game <name> [--<side> <level>]`: computer or random players, win rates with 95% intervals. */
export async function simulateRandom(
  name: string,
  games: number,
  seed0: number,
  levels: Record<string, string> = {},
): Promise<void> {
  const runs: RandomRun[] = [];
  for (let i = 0; i < games; i++) runs.push(await randomGame(name, seed0 + i, { levels }));
  const wins: Record<string, number> = {};
  for (const r of runs) wins[r.winner] = (wins[r.winner] ?? 0) + 1;
  const who =
    Object.entries(levels)
      .map(([side, level]) => `${side} ${level}`)
      .join(' v ') || 'random against random';
  console.log(`${name}: ${games} games, ${who}`);
  for (const [w, k] of Object.entries(wins)) {
    const [lo, hi] = wilson(k, games);
    console.log(
      `  ${w}: ${k} (${((k / games) * 100).toFixed(1)}%, 95% CI ${(lo * 100).toFixed(1)}–${(hi * 100).toFixed(1)}%)`,
    );
  }
  const mean = (f: (r: RandomRun) => number) => runs.reduce((t, r) => t + f(r), 0) / runs.length;
  console.log(`  actions per game ${mean((r) => r.actions).toFixed(0)}, ms per game ${mean((r) => r.ms).toFixed(0)}`);
  if (runs[0]?.vp) {
    const sides = Object.keys(runs[0].vp);
    console.log(`  mean victory points: ${sides.map((s) => `${s} ${mean((r) => r.vp![s]!).toFixed(1)}`).join(', ')}`);
  }
}

/** `npm run fuzz -- --game <name>`: invariants after every action, records replayed. */
export async function fuzzRandom(name: string, games: number, seed0: number, replayEvery: number): Promise<number> {
  let problems = 0,
    actions = 0,
    replays = 0;
  const start = performance.now();
  for (let g = 0; g < games; g++) {
    const run = await randomGame(name, seed0 + g, { check: true, replay: g % replayEvery === 0 });
    actions += run.actions;
    for (const v of run.violations) console.error(`game seed ${run.seed}, ${v}`);
    problems += run.violations.length;
    if (run.winner === 'unfinished') {
      problems++;
      console.error(`game seed ${run.seed} did not finish in ${run.actions} actions`);
    }
    if (run.replays !== undefined) {
      replays++;
      if (!run.replays) {
        problems++;
        console.error(`game seed ${run.seed}: the record does not replay to the same position`);
      }
    }
  }
  const seconds = (performance.now() - start) / 1000;
  console.log(
    `${name}: ${games} random games, ${actions} actions, ${replays} replays checked in ${seconds.toFixed(1)} s`,
  );
  console.log(`${problems === 0 ? 'no' : problems} rule violations`);
  return problems;
}
