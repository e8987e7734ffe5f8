import { describe, expect, it } from 'vitest';
import { Game } from '../../../src/games/across-suez/game.js';
import { makeRng, playRandomGame, randomAction } from '../../../src/games/across-suez/ai/random-player.js';
import type { Action } from '../../../src/games/across-suez/record.js';
import { actionViolations, violations } from '../../support/invariants.js';

function checkInvariants(game: Game, last: Action, before: ReturnType<Game['position']>): void {
  expect([...violations(game), ...actionViolations(before, last, game)], `after ${JSON.stringify(last)}`).toEqual([]);
}

describe('random legal games on the real map', () => {
  it('every legal action is accepted and no invariant breaks, to the end of the game', async () => {
    for (let seed = 1; seed <= 6; seed++) {
      const game = await Game.create({ seed });
      const rng = makeRng(seed);
      let before = game.position();
      const n = playRandomGame(game, rng, (a) => {
        checkInvariants(game, a, before);
        before = game.position();
      });
      expect(game.phase).toBe('over');
      expect(game.winner).not.toBeNull();
      expect(n).toBeGreaterThan(20);
    }
  });

  it('every random game replays from its record to the same position, bit for bit', async () => {
    for (let seed = 11; seed <= 14; seed++) {
      const game = await Game.create({ seed });
      playRandomGame(game, makeRng(seed));
      const replay = await Game.fromRecord(game.toRecord());
      expect(replay.position()).toEqual(game.position());
    }
  });
});

describe('legal actions', () => {
  it('every action legalActions() lists is accepted, in every kind of state a random game reaches', async () => {
    let checked = 0;
    for (let seed = 21; seed <= 23; seed++) {
      const game = await Game.create({ seed });
      const rng = makeRng(seed);
      for (let step = 0; game.phase !== 'over'; step++) {
        if (step % 7 === 0) {
          const actions = game.legalActions();
          for (const a of actions.filter((_, i) => i % Math.ceil(actions.length / 25) === 0)) {
            game.clone({ forSearch: true }).apply(a);
            checked++;
          }
        }
        game.apply(randomAction(game, rng, step % 30)!);
      }
    }
    expect(checked).toBeGreaterThan(200);
  });
});
