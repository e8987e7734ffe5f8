// Across Suez passes the engine's conformance suite, the same one the
// engine's three-sided test game passes (tests/engine/skirmish.test.ts).
import { describe, expect, it } from 'vitest';
import { Game } from '../../../src/games/across-suez/game.js';
import { randomAction } from '../../../src/games/across-suez/ai/random-player.js';
import { checkConformance } from '../../engine/conformance.js';

describe('Across Suez on the engine', () => {
  it('random games to the end keep every invariant; clone, undo and record replay hold', async () => {
    const report = await checkConformance(
      (seed) => Game.create({ seed }),
      (text) => Game.fromRecord(text),
      [31, 32, 33, 34, 35, 36],
      (game, rng, n) => randomAction(game, rng, n),
    );
    expect(report.games).toBe(6);
    expect(report.actions).toBeGreaterThan(300);
  }, 120_000);
});
