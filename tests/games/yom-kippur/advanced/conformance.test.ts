// The advanced game passes the engine's one conformance suite, as the basic
// game does: seeded random games on the joint board to the end, every
// invariant holding after every action; clone, undo and record replay exact.
import { describe, expect, it } from 'vitest';
import { createGame, gameFromRecord } from '../../../../src/games/yom-kippur/engine.js';
import { checkConformance } from '../../../engine/conformance.js';

describe('the advanced game on the engine', () => {
  it('two seats: random games to the end keep every invariant; clone, undo and record replay hold', async () => {
    const report = await checkConformance(
      (seed) => createGame('yom-kippur-advanced', { seed }),
      (text) => gameFromRecord(text),
      [1],
    );
    expect(report.games).toBe(1);
    expect(report.actions).toBeGreaterThan(300);
  }, 300_000);
});
