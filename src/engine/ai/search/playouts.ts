// How a position is likely to end, for any game: play it out many times
// from a copy, each side choosing by a policy (the random player, or the
// search at a light setting), the dice reseeded each time, and count who
// wins. The engine's evaluation for a game without a calibrated one of its own.
import type { BaseAction, BaseEvent, BaseState } from '../../contract.js';
import type { SearchRoot } from '../../match.js';
import { ActionBuffer } from '../../action-buffer.js';
import { nextRandom } from '../../rng.js';

/** How a side chooses in a playout: the code of an action for the side to act in `root.state`, in yielding steps. */
export type Policy<S extends BaseState, A extends BaseAction, E extends BaseEvent, C> = (
  root: SearchRoot<S, A, E, C>,
  side: number,
) => Generator<void, number>;

/** Uniformly among the legal actions. */
export function randomPolicy<S extends BaseState, A extends BaseAction, E extends BaseEvent, C>(
  rng: () => number,
): Policy<S, A, E, C> {
  const legal = new ActionBuffer();
  // eslint-disable-next-line require-yield
  return function* ({ rules, ctx, state }) {
    rules.legalCodes(ctx, state, legal);
    return legal.at(Math.floor(rng() * legal.length));
  };
}

/**
 * Each side's share of `playouts` games played from `root.state` (a game
 * with no winner counts for no side, so shares may sum to less than 1), on
 * one copy of it made again for each. Yields after every action, so a page
 * can run it in slices.
 */
export function* winShares<S extends BaseState, A extends BaseAction, E extends BaseEvent, C>(
  root: SearchRoot<S, A, E, C>,
  policy: Policy<S, A, E, C>,
  playouts: number,
  seed: number,
): Generator<void, number[]> {
  const { rules, ctx } = root;
  const wins = rules.descriptor.sides.map(() => 0);
  const state = rules.cloneState(root.state);
  const line = { rules, ctx, state };
  let dice = seed >>> 0;
  for (let p = 0; p < playouts; p++) {
    rules.copyState(root.state, state);
    const r = nextRandom(dice);
    dice = r.state;
    state.rng = Math.floor(r.value * 0x100000000); // each playout rolls its own dice
    state.forced.length = 0;
    for (let n = 0; n < rules.descriptor.maxActions; n++) {
      const actor = rules.actor(ctx, state);
      if (actor < 0) break;
      rules.applyCode(ctx, state, yield* policy(line, actor), null);
      yield;
    }
    const winner = rules.winner(ctx, state);
    if (winner >= 0) wins[winner]!++;
  }
  return wins.map((w) => w / playouts);
}

/** Each side chooses with its own player (the search at some setting, say), by its index in the sides. */
export function playersPolicy<S extends BaseState, A extends BaseAction, E extends BaseEvent, C>(
  players: readonly { search(root: SearchRoot<S, A, E, C>): Generator<void, number> }[],
): Policy<S, A, E, C> {
  return (root, side) => players[side]!.search(root);
}
