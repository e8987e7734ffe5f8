// B-D: a game given no position starts from the standard set-up without
// loading the reader of positions (position-read.ts); the state it makes is
// the one an empty position reads into, byte for byte, on the basic and the
// advanced definition.
import { expect, it } from 'vitest';
import { contextFor } from '../../../src/games/yom-kippur/game-context.js';
import { yomKippur } from '../../../src/games/yom-kippur/data.js';
import { positionFromState, standardState } from '../../../src/games/yom-kippur/position.js';
import { stateFromPosition } from '../../../src/games/yom-kippur/position-read.js';
import { theAdvancedData } from '../../../src/games/yom-kippur/advanced/game.js';

it.each([
  ['basic', () => yomKippur],
  ['advanced', theAdvancedData],
])(
  'B-D the %s standard set-up made without the position reader is the state an empty position reads into',
  async (_, data) => {
    const ctx = await contextFor(data());
    const made = standardState(ctx, 7);
    const read = stateFromPosition(ctx, {}, 7);
    expect([...made.bytes]).toEqual([...read.bytes]);
    expect(positionFromState(ctx, made)).toEqual(positionFromState(ctx, read));
  },
);
