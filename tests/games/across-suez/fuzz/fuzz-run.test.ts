// A CI-sized run of `npm run fuzz` (scripts/fuzz.ts): random play and a
// computer player that errs, every invariant after every action, every
// position read back through its compact string and a record, the record
// replayed at the end. docs/security.md reports the long runs.
import { beforeAll, describe, expect, it } from 'vitest';
import '../../../../src/games/across-suez/engine.js';
import { loadFuzzGame, playFuzzGame } from '../../../support/fuzz-games.js';

beforeAll(() => loadFuzzGame('across-suez'));

describe('the fuzzer on Across Suez', () => {
  for (const [israeli, egyptian, seed] of [
    ['random', 'random', 11],
    ['easy~0.2', 'random', 12],
    ['random', 'random', 289], // an exchange, then the attacker's advance (6.4, 6.5): a position read back once refused it
  ] as const) {
    it(`plays ${israeli} against ${egyptian} (seed ${seed}) to the end, every position read back and every invariant kept`, async () => {
      const run = await playFuzzGame('across-suez', { israeli, egyptian }, seed, { roundTripEvery: 1 });
      expect(run.problems).toEqual([]);
      expect(run.game.isOver).toBe(true);
    }, 120_000);
  }
});
