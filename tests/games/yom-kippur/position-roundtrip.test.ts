// A position saved in the middle of a phase (an autosave, a share link, the
// computer player's worker) plays on exactly as the game it came from: who
// has already attacked, been attacked, bombed or fired travels with it
// (B-I.3 once a player-turn, B-N.2 one bombing an aircraft, B-L/B-M fire once).
import { describe, expect, it } from 'vitest';
import { Game } from '../../../src/games/yom-kippur/engine.js';

describe('positions saved mid-phase', () => {
  it('B-N.2 an aircraft that has bombed is not offered again after the position is read back', async () => {
    const game = await Game.create({ seed: 5 });
    let bombed = false;
    for (let i = 0; i < 400 && game.turn <= 2; i++) {
      const copy = await Game.create({ position: game.position() });
      expect(copy.legalActions(), `${game.phase}, action ${i}`).toEqual(game.legalActions());
      const legal = game.legalActions();
      const next = legal.find((a) => a.type === 'aircraft' || a.type === 'bomb') ?? legal.find((a) => a.type === 'end');
      bombed ||= next?.type === 'bomb';
      game.apply(next ?? legal[0]!);
    }
    expect(bombed).toBe(true);
  }, 120_000);

  it('in random play, every position read back offers the same decisions as the game it came from', async () => {
    const game = await Game.create({ seed: 11 });
    let state = 11;
    const rng = () => (state = (state * 1103515245 + 12345) >>> 0) / 2 ** 32;
    for (let i = 0; i < 600 && !game.isOver; i++) {
      const copy = await Game.create({ position: game.position() });
      const legal = game.legalActions();
      expect(copy.legalActions(), `${game.phase}, action ${i}`).toEqual(legal);
      game.apply(legal[Math.floor(rng() * legal.length)]!);
    }
  }, 120_000);
});
