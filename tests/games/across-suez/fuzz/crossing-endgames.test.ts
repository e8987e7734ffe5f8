// The fuzzer's players reach the crossing and the bridge endgames (issue 15):
// one small game each; `npm run fuzz` plays many and counts the victory reasons.
import { beforeAll, describe, expect, it } from 'vitest';
import '../../../../src/games/across-suez/engine.js';
import { Game } from '../../../../src/games/across-suez/game.js';
import { loadFuzzGame, MIXED, parsePairings, playFuzzGame } from '../../../support/fuzz-games.js';

beforeAll(() => loadFuzzGame('across-suez'));
const fuzz = async (israeli: string, egyptian: string, seed: number) => {
  const { game, problems } = await playFuzzGame('across-suez', { israeli, egyptian }, seed);
  return { game: game as unknown as Game, problems };
};

describe('fuzz games with computer players', () => {
  it('14.0 a computer player against random play crosses and wins with the bridge on Matzmed, keeping every invariant', async () => {
    const { game, problems } = await fuzz('easy', 'random', 3);
    expect(problems).toEqual([]);
    expect([game.winner, game.reason, game.crossedCount]).toEqual(['israeli', 'israeli-conditions-met', 6]);
  }, 30_000);

  it('14.2 a computer player that now and then plays at random may move the bridge off Matzmed, which ends the game', async () => {
    const { game, problems } = await fuzz('easy~0.2', 'random', 5);
    expect(problems).toEqual([]);
    expect([game.phase, game.winner, game.reason]).toEqual(['over', 'egyptian', 'bridge-moved']);
    const replay = await Game.fromRecord(game.toRecord());
    expect(replay.position()).toEqual(game.position());
  }, 30_000);

  it('pairings name a player level for each side in seat order, with an optional share of random decisions', () => {
    expect(parsePairings('across-suez', 'easy~0.2:random')).toEqual([{ israeli: 'easy~0.2', egyptian: 'random' }]);
    expect(parsePairings('across-suez', MIXED).length).toBeGreaterThan(1);
    expect(() => parsePairings('across-suez', 'expert:random')).toThrowError(/level/);
    expect(() => parsePairings('across-suez', 'easy~2:random')).toThrowError(/share/);
    expect(() => parsePairings('across-suez', 'easy')).toThrowError(/israeli:egyptian/);
  });
});
