import { expect } from '@esm-bundle/chai';
import { Game } from '../../../src/games/across-suez/engine.js';

describe('the engine in the browser', () => {
  it('creates the standard game and answers a movement question', async () => {
    const game = await Game.create({ seed: 1 });
    expect(game.turn).to.equal(1);
    expect(game.units()).to.have.length(46);
  });
});
