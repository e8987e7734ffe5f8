// 2.5, 7.4: a game given no position starts from the standard setup without
// loading the reader of positions (position-read.ts); the state it makes is
// the one the standard position reads into, byte for byte.
import { expect, it } from 'vitest';
import { contextFor } from '../../../src/games/across-suez/context.js';
import { acrossSuez } from '../../../src/games/across-suez/data.js';
import { positionFromState, standardPosition, standardState } from '../../../src/games/across-suez/position.js';
import { stateFromPosition } from '../../../src/games/across-suez/position-read.js';

it('the standard setup made without the position reader is the state its standard position reads into', async () => {
  const ctx = await contextFor(acrossSuez);
  const made = standardState(ctx, 7);
  const read = stateFromPosition(ctx, standardPosition(ctx), 0);
  read.rng = 7; // the dice seeded as a new game's are (Game.create's seed)
  // past the two stamps (state.ts): a process-wide count of arrangements, each state's own
  expect([...made.bytes.subarray(16)]).toEqual([...read.bytes.subarray(16)]);
  expect(positionFromState(ctx, made)).toEqual(positionFromState(ctx, read));
});
