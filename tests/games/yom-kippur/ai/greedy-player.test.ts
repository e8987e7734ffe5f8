// The `greedy` and `random` yardsticks of Yom Kippur (greedy-player.ts,
// random-player.ts): made by createPlayer like the levels, playing only for
// their side, weighing attacks over the die's faces on the beginner's count
// (points if the game ended now + material), and winning whole games
// against the random player.
import { describe, expect, it } from 'vitest';
import '../../../../src/games/yom-kippur/engine.js';
import type { Game } from '../../../../src/games/yom-kippur/game.js';
import { createPlayer } from '../../../../src/games/yom-kippur/ai/players.js';
import { createGame, type AnyMatch } from '../../../../src/engine/registry.js';
import { only } from '../setup.js';

const israeliCombat = { turn: 2, side: 'israeli', phase: 'combat' };

describe('Yom Kippur yardsticks', () => {
  it('createPlayer makes greedy and random beside the levels, and names an unknown level', () => {
    expect(createPlayer('egyptian', 'greedy').level).toBe('greedy');
    expect(createPlayer('israeli', 'random').level).toBe('random');
    expect(() => createPlayer('israeli', 'expert')).toThrow(/easy, normal, hard, random, greedy/);
  });

  it('each plays only for its own side', async () => {
    const game = await createGame('yom-kippur', { seed: 1 });
    const other = game.actingSide === 'egyptian' ? 'israeli' : 'egyptian';
    expect(() => createPlayer(other, 'greedy').decide(game)).toThrow(/not for/);
    expect(() => createPlayer(other, 'random').decide(game)).toThrow(/not for/);
  });

  it('B-I.1 greedy makes a voluntary attack that pays over the die and declines one that does not', async () => {
    // two armoured brigades against a lone infantry brigade in the open: the odds favour the attack
    const strong = await only({ 'il-14-armd': '2018', 'il-460-armd': '2018', 'eg-90-inf': '2019' }, israeliCombat);
    expect(createPlayer('israeli', 'greedy').decide(strong as never)).toMatchObject({ type: 'attack' });
    // one brigade against a stack of two: at these odds the attacker loses more than it takes
    const weak = await only({ 'il-14-armd': '2018', 'eg-90-inf': '2019', 'eg-134-inf': '2019' }, israeliCombat);
    expect(weak.legalActions().some((a) => a.type === 'attack')).toBe(true);
    expect(createPlayer('israeli', 'greedy').decide(weak as never)).toEqual({ type: 'end' });
  });

  it('Egypt at greedy beats a random Israel over a whole game, every action legal', async () => {
    const game = (await createGame('yom-kippur', { seed: 2 })) as unknown as Game;
    const players = {
      egyptian: createPlayer('egyptian', 'greedy', { seed: 2 }),
      israeli: createPlayer('israeli', 'random', { seed: 3 }),
    };
    for (let n = 0; !game.isOver && n < 4000; n++)
      game.apply(players[game.actingSide as 'egyptian'].decide(game as AnyMatch) as never);
    expect(game.isOver).toBe(true);
    expect(game.winningSide).toBe('egyptian');
  }, 60_000);
});
