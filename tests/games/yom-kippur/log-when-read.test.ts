// Yom Kippur's log, written when read (match-log.ts), equals the log its
// actions write as they apply with a listener: moves with their paths,
// combats, the air phase, undo and forced dice (tests/engine/log-when-read.ts).
import { describe, expect, it } from 'vitest';
import { Game } from '../../../src/games/yom-kippur/game.js';
import { checkLogWhenRead } from '../../engine/log-when-read.js';

describe('the log of a game no listener hears', () => {
  it('equals the log written as each action makes its events, whole random games', async () => {
    const lines = await checkLogWhenRead((seed) => Game.create({ seed }), [5, 6]);
    expect(lines).toBeGreaterThan(500);
  }, 120_000);
});
