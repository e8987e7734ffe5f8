// The differential test's game loop, shared by the files that split its
// seeds (so Vitest runs them on every core): random games played through
// both the search state — integer codes applied in place — and the facade —
// the public API's actions through Game.apply() with its events, log and
// undo — compared after every action.
import { expect } from 'vitest';
import { Game } from '../../../src/games/across-suez/game.js';
import { Random } from '../../../src/engine/rng.js';
import { ActionBuffer } from '../../../src/engine/action-buffer.js';
import type { SearchState } from '../../../src/engine/search-state.js';
import { searchStateOf } from '../../../src/games/across-suez/search-state.js';
import { randomPolicy } from '../../../src/games/across-suez/random-playout.js';
import { actionOf } from '../../../src/games/across-suez/action-codes.js';
import { positionFromState } from '../../../src/games/across-suez/position.js';
import type { State } from '../../../src/games/across-suez/state.js';
import type { Context } from '../../../src/games/across-suez/context.js';

/** The first bytes of a flat state that differ, or -1; `from`: where to start (past the stamp). */
export function firstDifference(a: Uint8Array, b: Uint8Array, from = 0): number {
  for (let i = from; i < a.length; i++) if (a[i] !== b[i]) return i;
  return a.length === b.length ? -1 : a.length;
}

/** Bytes of the stamp and the stamp before a move (two f64, laid out first): each state numbers its own arrangements of units. */
const STAMPS = 16;

/** Where the stamps end, so comparisons start after them: a move of the unit that moved last changes both, and nothing else. */
function stampEnd(s: State): number {
  const before = s.bytes.slice();
  s.restampMove(s.lastMoved);
  let end = 0;
  for (let i = 0; i < before.length; i++) if (before[i] !== s.bytes[i]) end = i + 1;
  s.bytes.set(before);
  expect(end).toBeGreaterThan(8);
  expect(end).toBeLessThanOrEqual(STAMPS);
  return STAMPS;
}

export function searchOf(game: Game): SearchState<State, Context> {
  const root = game.searchRoot();
  return searchStateOf(root.ctx as Context, root.state as State);
}

/**
 * Plays the games of seeds first…last through both: the same state after
 * every action, the same legal actions every 29 actions, the same winner
 * and position at the end. Returns the actions played.
 */
export async function playBoth(first: number, last: number): Promise<number> {
  const legal = new ActionBuffer();
  const listed = new ActionBuffer();
  let actions = 0;
  for (let seed = first; seed <= last; seed++) {
    const game = await Game.create({ seed });
    const search = searchOf(game);
    const { ctx, state } = search;
    const skip = seed === first ? stampEnd(game.searchRoot().state as State) : STAMPS;
    const policy = randomPolicy(new Random(seed));
    for (let n = 0; search.actor >= 0; n++) {
      if (n % 29 === 0) {
        search.legal(listed);
        const codes = Array.from(listed.codes.subarray(0, listed.length), (c) => actionOf(ctx, state, c));
        const facade = game.legalActions();
        if (JSON.stringify(codes) !== JSON.stringify(facade))
          expect(codes, `legal actions at action ${n} of seed ${seed}`).toEqual(facade);
      }
      const code = policy(ctx, state, legal);
      const action = actionOf(ctx, state, code);
      search.apply(code);
      game.apply(action);
      actions++;
      const facade = game.searchRoot().state as State;
      if (firstDifference(facade.bytes, state.bytes, skip) >= 0)
        expect(positionFromState(ctx, state), `after ${JSON.stringify(action)}, seed ${seed}`).toEqual(
          positionFromState(ctx, facade),
        );
    }
    expect(game.phase).toBe('over');
    expect(search.winner).toBe(game.data.scenario.sides.indexOf(game.winner!));
    expect(positionFromState(ctx, state)).toEqual(game.position());
  }
  return actions;
}
