// The `random` yardstick: a uniformly random legal action, from a seeded
// generator (the engine's random player), behind the same interface as the
// other players so the simulate script and pages can seat it.
import type { ComputerPlayer } from '../../../engine/ai/player.js';
import { randomLegalAction } from '../../../engine/ai/random-player.js';
import type { AnyMatch } from '../../../engine/registry.js';
import { makeRng } from '../../../engine/rng.js';
import type { Action } from '../types.js';

export function createRandomPlayer(side: string, seed = 1): ComputerPlayer<AnyMatch, Action> {
  const rng = makeRng(seed);
  const decide = (game: AnyMatch): Action => {
    if (game.isOver) throw new Error('the game is over');
    if (game.actingSide !== side) throw new Error(`it is not for ${side} to decide now`);
    return randomLegalAction(game, rng) as Action;
  };
  return { side, level: 'random', decide, decideAsync: async (game) => decide(game) };
}
