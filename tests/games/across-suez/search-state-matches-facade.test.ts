// The search state and the facade run the same rules: 2,000 random games,
// split over four files so Vitest runs them on every core, played through
// both and compared after every action (differential.ts); here the first
// 500, and undo in the search gives back the state before, byte for byte.
import { describe, expect, it } from 'vitest';
import { Game } from '../../../src/games/across-suez/game.js';
import { Random } from '../../../src/engine/rng.js';
import { ActionBuffer } from '../../../src/engine/action-buffer.js';
import { randomPolicy } from '../../../src/games/across-suez/random-playout.js';
import { actionOf } from '../../../src/games/across-suez/action-codes.js';
import { positionFromState } from '../../../src/games/across-suez/position.js';
import { firstDifference, playBoth, searchOf } from './differential.js';

describe('the search state against the facade', () => {
  it('random games 1–500: the same state after every action, the same legal actions, the same end', async () => {
    expect(await playBoth(1, 500)).toBeGreaterThan(50_000);
  }, 120_000);

  it('undo gives back the state before each action, byte for byte, and records replay the games', async () => {
    for (let seed = 2001; seed <= 2010; seed++) {
      const game = await Game.create({ seed });
      const search = searchOf(game);
      const { ctx, state } = search;
      const policy = randomPolicy(new Random(seed));
      const legal = new ActionBuffer();
      while (search.actor >= 0) {
        const before = state.bytes.slice();
        search.legal(legal);
        // every legal action, applied and taken back
        for (let i = 0; i < legal.length; i += Math.ceil(legal.length / 8)) {
          search.apply(legal.at(i));
          search.undo();
          if (firstDifference(state.bytes, before) >= 0) expect(state.bytes).toEqual(before);
        }
        const code = policy(ctx, state, legal);
        game.apply(actionOf(ctx, state, code));
        search.apply(code);
      }
      expect(search.depth).toBeGreaterThan(50);
      const replay = await Game.fromRecord(game.toRecord());
      expect(replay.position()).toEqual(positionFromState(ctx, state));
    }
  }, 120_000);
});
