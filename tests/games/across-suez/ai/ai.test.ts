// The greedy yardstick (src/ai/greedy-player.ts) and the facade's win
// probability (game.evaluate / evaluateAsync). The planning player has its own
// tests (planner.test.ts).
import { describe, expect, it } from 'vitest';
import { Game } from '../../../../src/games/across-suez/engine.js';
import { createPlayer, playGame } from '../../../../src/games/across-suez/ai/players.js';
import { beginnersScore } from '../../../../src/games/across-suez/ai/greedy-player.js';
import { nearlyWon } from './positions.js';

describe('the greedy yardstick', () => {
  it('makes only legal decisions, for both sides, to the end of the game', async () => {
    for (const seed of [1, 2]) {
      const game = await Game.create({ seed });
      playGame(game, {
        israeli: createPlayer('israeli', 'greedy', { seed }),
        egyptian: createPlayer('egyptian', 'greedy', { seed: seed + 1 }),
      });
      expect(game.phase).toBe('over');
    }
  }, 120_000);

  it('a fixed seed gives the same game', async () => {
    const play = async () => {
      const game = await Game.create({ seed: 8 });
      playGame(
        game,
        {
          israeli: createPlayer('israeli', 'greedy', { seed: 3 }),
          egyptian: createPlayer('egyptian', 'greedy', { seed: 4 }),
        },
        undefined,
        200,
      );
      return game.toRecord();
    };
    expect(await play()).toBe(await play());
  }, 120_000);

  it('counts what a beginner counts: a unit across and the bridge nearer Matzmed score higher', async () => {
    const base = { turn: 3, side: 'israeli' as const, phase: 'movement' as const };
    const far = await Game.create({
      position: { ...base, units: { bridge: '1509', 'reshev-1': '0212', '16-1': '0606' } },
    });
    const near = await Game.create({
      position: { ...base, units: { bridge: '0314', 'reshev-1': '0212', '16-1': '0606' } },
    });
    const across = await Game.create({
      position: { ...base, units: { bridge: '1509', 'reshev-1': 'crossed', '16-1': '0606' } },
    });
    expect(beginnersScore(near)).toBeGreaterThan(beginnersScore(far));
    expect(beginnersScore(across)).toBeGreaterThan(beginnersScore(far));
  });

  it("answers the decisions its side owns in the other side's phase (a retreat after Dr)", async () => {
    const game = await Game.create({
      seed: 1,
      dice: [1],
      position: {
        turn: 2,
        side: 'israeli',
        phase: 'combat',
        units: { 'reshev-2': '0410', 'reshev-3': '0311', '16-1': '0411', '16-2': '0610' },
      },
    });
    game.attack(['reshev-2', 'reshev-3'], '16-1'); // +4 at the farm: column 0 +1, die 1 → Dr
    expect(game.pending?.side).toBe('egyptian');
    expect(createPlayer('egyptian', 'greedy').decide(game).type).toBe('retreat');
    expect(() => createPlayer('israeli', 'greedy').decide(game)).toThrow(/egyptian player's/);
  });
});

describe('game.evaluate()', () => {
  it('estimates the Israeli chances from playouts: higher with the bridge in and five across than at the start', async () => {
    const start = await Game.create({ seed: 1 });
    const late = await Game.create({ seed: 1, position: nearlyWon });
    const a = start.evaluate({ playouts: 4 });
    const b = late.evaluate({ playouts: 4 });
    expect(a.samples).toBe(4);
    expect(b.israeli).toBeGreaterThan(a.israeli);
    expect(b.israeli).toBeLessThanOrEqual(1);
    expect(a.stderr).toBeGreaterThanOrEqual(0);
  }, 60_000);

  it('by default plays fewer planner playouts where they cost most, beside 32 fast playouts; asked for playouts, those alone', async () => {
    const start = await Game.create({ seed: 1 });
    expect(start.evaluate().samples).toBe(4 + 32); // Game-Turn 1
    const late = await Game.create({ seed: 1, position: nearlyWon });
    expect(late.turn).toBeGreaterThanOrEqual(3);
    expect(late.evaluate().samples).toBe(12 + 32);
    expect(late.evaluate({ playouts: 3 }).samples).toBe(3);
    expect(late.evaluate({ playouts: 3, fastPlayouts: 8 }).samples).toBe(11);
  }, 60_000);

  it('evaluateAsync gives the same estimate as evaluate, and a cancelled one rejects with AbortError', async () => {
    const game = await Game.create({
      seed: 1,
      position: {
        turn: 6,
        side: 'israeli',
        phase: 'movement',
        units: {
          bridge: '0112',
          'reshev-1': 'crossed',
          sharon: 'crossed',
          'reshev-2': '0212',
          '16-1': '0606',
          '16-2': '0410',
        },
      },
    });
    expect(await game.evaluateAsync({ playouts: 3, seed: 5 })).toEqual(game.evaluate({ playouts: 3, seed: 5 }));
    const controller = new AbortController();
    const pending = game.evaluateAsync({ playouts: 50, signal: controller.signal, sliceMs: 1 });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  }, 60_000);

  it('a finished game is certain', async () => {
    const game = await Game.create({
      position: { phase: 'over', winner: 'egyptian', reason: 'bridge-moved', units: {} },
    });
    expect(game.evaluate()).toEqual({ israeli: 0, samples: 0, stderr: 0, raw: 0 });
  });
});
