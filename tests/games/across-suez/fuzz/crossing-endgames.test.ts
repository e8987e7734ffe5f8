// The fuzzer's players reach the crossing and the bridge endgames (issue 15):
// one small game each; `npm run fuzz` plays many and counts the victory reasons.
import { describe, expect, it } from 'vitest';
import { Game } from '../../../../src/games/across-suez/game.js';
import { DEFAULT_PAIRINGS, parsePairings, playFuzzGame } from '../../../support/fuzz-games.js';

describe('fuzz games with computer players', () => {
  it('14.0 a computer player against random play crosses and wins with the bridge on Matzmed, keeping every invariant', async () => {
    const { game, problems } = await playFuzzGame({ israeli: 'easy', egyptian: 'random' }, 3);
    expect(problems).toEqual([]);
    expect([game.winner, game.reason, game.crossedCount]).toEqual(['israeli', 'israeli-conditions-met', 6]);
  }, 30_000);

  it('14.2 a computer player that now and then plays at random may move the bridge off Matzmed, which ends the game', async () => {
    const { game, problems } = await playFuzzGame({ israeli: 'easy~0.2', egyptian: 'random' }, 5);
    expect(problems).toEqual([]);
    expect([game.phase, game.winner, game.reason]).toEqual(['over', 'egyptian', 'bridge-moved']);
    const replay = await Game.fromRecord(game.toRecord());
    expect(replay.position()).toEqual(game.position());
  }, 30_000);

  it('pairings name a player level for each side, with an optional share of random decisions', () => {
    expect(parsePairings('easy~0.2:random')).toEqual([{ israeli: 'easy~0.2', egyptian: 'random' }]);
    expect(parsePairings(DEFAULT_PAIRINGS).length).toBeGreaterThan(1);
    expect(() => parsePairings('expert:random')).toThrowError(/level/);
    expect(() => parsePairings('easy~2:random')).toThrowError(/share/);
    expect(() => parsePairings('easy')).toThrowError(/israeli:egyptian/);
  });
});
