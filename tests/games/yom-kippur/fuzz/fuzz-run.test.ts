// A CI-sized run of `npm run fuzz` (scripts/fuzz.ts) on both table sets:
// random play and a computer player, every invariant after every action,
// every position read back through its compact string and a record, the
// record replayed at the end; the advanced game at 2, 3 and 4 seats (random
// play, every tenth position read back through a record: it has no compact string).
// docs/security.md reports the long runs.
import { beforeAll, describe, expect, it } from 'vitest';
import '../../../../src/games/yom-kippur/engine.js';
import { loadFuzzGame, playFuzzGame } from '../../../support/fuzz-games.js';

beforeAll(() => loadFuzzGame('yom-kippur'));

describe('the fuzzer on Yom Kippur', () => {
  for (const tables of ['standard', 'revised']) {
    it(`plays the ${tables} tables with random play, every position read back and every invariant kept`, async () => {
      const options = { tables };
      const run = await playFuzzGame('yom-kippur', { egyptian: 'random', israeli: 'random' }, 7, {
        options,
        roundTripEvery: 1,
        maxActions: 150,
      });
      expect(run.problems).toEqual([]);
      expect(run.actions).toBe(150);
    }, 120_000);
  }

  it('plays a computer player against random play to the end, every tenth position read back', async () => {
    const run = await playFuzzGame('yom-kippur', { egyptian: 'random', israeli: 'greedy' }, 8, { roundTripEvery: 10 });
    expect(run.problems).toEqual([]);
    expect(run.game.isOver).toBe(true);
  }, 240_000);
});

describe('the fuzzer on the advanced game (Sinai and Golan)', () => {
  for (const seats of [2, 3, 4]) {
    it(`plays ${seats} seats at random, every invariant kept, positions read back, the record replayed`, async () => {
      const options = { seats, ...(seats === 3 && { tables: 'revised' }) };
      const sides =
        seats === 2
          ? ['arab', 'israeli']
          : seats === 3
            ? ['egyptian', 'syrian', 'israeli']
            : ['egyptian', 'syrian', 'israeli-sinai', 'israeli-golan'];
      const pairing = Object.fromEntries(sides.map((side) => [side, 'random']));
      const run = await playFuzzGame('yom-kippur-advanced', pairing, 11 + seats, {
        options,
        maxActions: 150,
        roundTripEvery: 10,
      });
      expect(run.problems).toEqual([]);
      expect(run.actions).toBe(150);
      expect(run.game.rules.descriptor.sides.map((s) => s.id)).toEqual(sides);
    }, 120_000);
  }
});
