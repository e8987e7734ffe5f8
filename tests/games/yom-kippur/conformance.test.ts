// Yom Kippur passes the engine's one conformance suite, as Across Suez and
// the three-sided Skirmish do: seeded random games to the end with every
// invariant (stacking, steps, water, recovery points, victory points) holding
// after every action; clone, undo and record replay exact.
import { describe, expect, it } from 'vitest';
import { Game } from '../../../src/games/yom-kippur/game.js';
import { checkConformance } from '../../engine/conformance.js';

describe('Yom Kippur on the engine', () => {
  it('random games to the end keep every invariant; clone, undo and record replay hold', async () => {
    const report = await checkConformance(
      (seed) => Game.create({ seed }),
      (text) => Game.fromRecord(text),
      [1, 2, 3],
    );
    expect(report.games).toBe(3);
    expect(report.actions).toBeGreaterThan(300);
  }, 300_000);

  it('the revised tables (T003) play to the end too, and the record states them', async () => {
    const report = await checkConformance(
      async (seed) => {
        const g = await Game.create({ seed, tables: 'revised' });
        expect(g.toRecord()).toContain('"tables":"revised"');
        return g;
      },
      (text) => Game.fromRecord(text),
      [4],
    );
    expect(report.games).toBe(1);
  }, 300_000);

  it('a game that opens with the set-up phase (B-D) plays to the end too', async () => {
    const report = await checkConformance(
      (seed) => Game.create({ seed, setup: true }),
      (text) => Game.fromRecord(text),
      [5],
    );
    expect(report.games).toBe(1);
  }, 300_000);
});
