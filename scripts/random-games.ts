// Random legal games of any registered game, through the engine's Match
// (createGame, legalActions, invariants, records): what `npm run fuzz` does
// for a game given by `--game <name>`; and the Wilson interval the
// simulate script's tables print.
import { playRandom } from '../src/engine/ai/random-player.js';
import { createGame, gameFromRecord, type AnyMatch } from '../src/engine/registry.js';
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
  options: { check?: boolean; replay?: boolean } = {},
): Promise<RandomRun> {
  const t = performance.now();
  const game: AnyMatch = await createGame(name, { seed });
  const violations: string[] = [];
  const actions = playRandom(game, makeRng(seed), {
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
