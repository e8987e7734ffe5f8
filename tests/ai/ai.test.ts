import { describe, expect, it } from 'vitest';
import { Game } from '../../src/game.js';
import { RulesError } from '../../src/rules-error.js';
import { AiPlayer, playOut } from '../../src/ai/player.js';

describe('the computer player', () => {
  it('makes only legal decisions, for both sides, to the end of the game', async () => {
    for (const [israeli, egyptian, seed] of [['easy', 'greedy', 1], ['greedy', 'easy', 2]] as const) {
      const game = await Game.create({ seed });
      const players = { israeli: new AiPlayer(israeli, { seed }), egyptian: new AiPlayer(egyptian, { seed: seed + 1 }) };
      let error: unknown = null;
      try {
        playOut(game, players);
      } catch (e) {
        error = e;
      }
      expect(error).toBeNull();
      expect(game.phase).toBe('over');
    }
    expect(RulesError).toBeDefined();
  }, 120_000);

  it('a fixed seed gives the same game', async () => {
    const play = async () => {
      const game = await Game.create({ seed: 8 });
      const players = { israeli: new AiPlayer('greedy', { seed: 3 }), egyptian: new AiPlayer('greedy', { seed: 4 }) };
      playOut(game, players, 200);
      return game.toRecord();
    };
    expect(await play()).toBe(await play());
  }, 120_000);

  it('finds the attack that wins at once: the bridge forced off Matzmed (14.2)', async () => {
    // 11 against the bridge's 1 on a Bar Lev hex, with combined arms: the +9 column, where every result ends the game
    const game = await Game.create({
      seed: 1,
      position: {
        turn: 3, side: 'egyptian', phase: 'combat',
        units: { bridge: '0112', '25-1': '0111', '25-2': '0212', '16-1': '0211', 'reshev-2': '0410', '16-2': '0411', 'matt-1': 'crossed' },
      },
    });
    const ai = new AiPlayer('normal', { seed: 1 });
    for (let n = 0; n < 4 && game.phase !== 'over'; n++) game.apply(ai.decide(game, (game.pending?.side ?? game.side) as 'egyptian'));
    expect([game.phase, game.winner]).toEqual(['over', 'egyptian']);
    expect(['bridge-moved', 'bridge-destroyed']).toContain(game.reason);
  });

  it('answers the decisions its side owns in the other side\'s phase (a retreat after Ar)', async () => {
    const game = await Game.create({ seed: 1, dice: [1], position: { turn: 2, side: 'israeli', phase: 'combat', units: { 'reshev-2': '0410', 'reshev-3': '0311', '16-1': '0411', '16-2': '0610' } } });
    game.attack(['reshev-2', 'reshev-3'], '16-1'); // +4 at the farm: column 0 +1, die 1 → Dr
    expect(game.pending?.side).toBe('egyptian');
    const action = new AiPlayer('normal').decide(game, 'egyptian');
    expect(action.type).toBe('retreat');
  });
});

describe('game.evaluate()', () => {
  it('estimates the Israeli chances from playouts: higher with the bridge in and five across than at the start', async () => {
    const start = await Game.create({ seed: 1 });
    const late = await Game.create({ seed: 1, position: { turn: 6, side: 'israeli', phase: 'movement', units: { bridge: '0112', 'reshev-1': 'crossed', sharon: 'crossed', 'matt-2': 'crossed', 'erez-1': 'crossed', 'erez-2': 'crossed', 'reshev-2': '0212', 'karen-1': '0314', '16-1': '0606' } } });
    const a = start.evaluate({ playouts: 6 });
    const b = late.evaluate({ playouts: 6 });
    expect(a.samples).toBe(6);
    expect(a.israeli).toBeGreaterThan(0);
    expect(b.israeli).toBeGreaterThan(a.israeli);
    expect(b.israeli).toBeLessThanOrEqual(1);
  }, 60_000);

  it('a finished game is certain', async () => {
    const game = await Game.create({ position: { phase: 'over', winner: 'egyptian', reason: 'bridge-moved', units: {} } });
    expect(game.evaluate()).toEqual({ israeli: 0, samples: 0 });
  });
});
