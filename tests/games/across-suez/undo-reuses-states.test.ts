// A game hands the states its undo drops (a die rolled, the other side to
// play) to its next actions instead of making new ones (Match, copyState).
// Undo must still give back every position exactly, and a copy of a game
// must keep its own undo whatever the original does next.
import { describe, expect, it } from 'vitest';
import { Game } from '../../../src/games/across-suez/game.js';
import { makeRng } from '../../../src/games/across-suez/ai/random-player.js';
import type { Position } from '../../../src/games/across-suez/types.js';

describe('undo while states are reused', () => {
  it('gives back the position before each action, all through 20 random games', async () => {
    let undone = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const game = await Game.create({ seed });
      const rng = makeRng(seed);
      const before: Position[] = [];
      while (game.phase !== 'over') {
        if (game.canUndo && rng() < 0.2) {
          game.undo();
          expect(game.position(), `undo, seed ${seed}`).toEqual(before.pop());
          undone++;
          continue;
        }
        const actions = game.legalActions();
        const position = game.position();
        game.apply(actions[Math.floor(rng() * actions.length)]!);
        if (game.canUndo) before.push(position);
        else before.length = 0;
      }
    }
    expect(undone).toBeGreaterThan(500);
  });

  it('a copy keeps its own undo while the original plays on past a die roll and a change of side', async () => {
    const game = await Game.create({ seed: 5 });
    const positions: Position[] = [];
    for (let i = 0; i < 4; i++) {
      positions.push(game.position());
      game.apply(game.legalActions().find((a) => a.type === 'move')!);
    }
    const copy = game.clone();
    const now = copy.position();
    while (game.phase !== 'over' && game.turn < 3) game.apply(game.legalActions().at(-1)!);
    expect(copy.position()).toEqual(now);
    for (let i = 3; i >= 0; i--) {
      copy.undo();
      expect(copy.position()).toEqual(positions[i]);
    }
    expect(copy.canUndo).toBe(false);
  });
});

describe('search roots on reused states', () => {
  it('searchRoot copies the state now into a state it is given, which then plays on apart from the game', async () => {
    const game = await Game.create({ seed: 8 });
    const spare = game.searchRoot().state;
    for (let i = 0; i < 3; i++) game.apply(game.legalActions().find((a) => a.type === 'move')!);
    const root = game.searchRoot(spare);
    expect(root.state).toBe(spare);
    expect(root.rules.position(root.ctx, spare)).toEqual(game.position());
    const position = game.position();
    const move = game.legalActions().find((a) => a.type === 'move')!;
    root.rules.applyCode(root.ctx, spare, root.rules.codec.codeOf(root.ctx, spare, move), null);
    expect(root.rules.position(root.ctx, spare)).not.toEqual(position);
    expect(game.position()).toEqual(position);
  });
});
