// The random legal player, for any game: a yardstick for the computer
// players and the driver of fuzzers and benchmarks. A game may give a faster
// or better-spread sampler of its own; the default picks
// uniformly among the legal actions.
import type { AnyMatch } from '../registry.js';

export { makeRng } from '../rng.js';

/** A sampler: one random legal action for the side to act, or null when the game is over. */
export type Sampler<G = AnyMatch, A = unknown> = (game: G, rng: () => number, actionsThisPhase: number) => A | null;

/** One legal action, uniformly; null when the game is over. */
export function randomLegalAction(game: AnyMatch, rng: () => number): unknown {
  if (game.isOver) return null;
  const actions = game.legalActions();
  return actions.length ? actions[Math.floor(rng() * actions.length)] : null;
}

/**
 * Plays random legal actions until the game is over (or `maxActions`);
 * returns the number of actions. `onAction` sees each action once played.
 */
export function playRandom<G extends AnyMatch, A>(
  game: G,
  rng: () => number,
  options: { sample?: Sampler<G, A>; onAction?: (a: A) => void; maxActions?: number } = {},
): number {
  const sample = options.sample ?? ((g: G, r: () => number) => randomLegalAction(g, r) as A | null);
  const max = options.maxActions ?? game.rules.descriptor.maxActions;
  let inPhase = 0;
  let phaseKey = '';
  for (let n = 0; n < max; n++) {
    const key = `${game.turn}:${game.phasingSide}:${game.phase}`;
    if (key !== phaseKey) [phaseKey, inPhase] = [key, 0];
    const a = sample(game, rng, inPhase++);
    if (a === null) return n;
    game.apply(a);
    options.onAction?.(a);
  }
  return max;
}
