// Across Suez's log, written when read (match-log.ts), equals the log its
// actions write as they apply with a listener (tests/engine/log-when-read.ts):
// its facade keeps destinations between listings, which playing the actions
// again on an earlier state must not disturb.
import { describe, expect, it } from 'vitest';
import { Game } from '../../../src/games/across-suez/game.js';
import { checkLogWhenRead } from '../../engine/log-when-read.js';

describe('the log of a game no listener hears', () => {
  it('equals the log written as each action makes its events', async () => {
    const lines = await checkLogWhenRead((seed) => Game.create({ seed }), [1, 2], 500);
    expect(lines).toBeGreaterThan(200);
  }, 120_000);
});
