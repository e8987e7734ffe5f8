// A position is valid or refused: positions from random games, spoiled one
// field at a time (and their compact strings one character at a time), are
// refused with PositionError or play on — invariants holding, a legal
// action for whoever decides, each legal action applying or refused with
// RulesError (tests/support/position-mutations.ts). And the positions the
// audit of issue 35 found accepted and broken are refused, each for its reason.
import { beforeAll, describe, expect, it } from 'vitest';
import '../../../src/games/across-suez/index.js';
import { Game } from '../../../src/games/across-suez/game.js';
import { PositionError } from '../../../src/engine/position-error.js';
import { makeRng } from '../../../src/engine/rng.js';
import {
  mutate,
  positionsFromPlay,
  refusedOrPlayable,
  spoiledStringsRefusedOrPlayable,
} from '../../support/position-mutations.js';

let positions: unknown[] = [];
beforeAll(async () => {
  positions = await positionsFromPlay('across-suez', [3, 4], 20);
}, 60_000);

describe('a position of Across Suez is valid or refused', () => {
  it('positions from random games, spoiled field by field, are refused with PositionError or playable', async () => {
    const rng = makeRng(35);
    let accepted = 0;
    for (let i = 0; i < 400; i++) {
      const p = positions[i % positions.length];
      if (await refusedOrPlayable('across-suez', mutate(p, rng), `mutation ${i}`)) accepted++;
    }
    expect(accepted).toBeGreaterThan(40); // some spoilt positions are still positions
  }, 120_000);

  it('compact strings spoiled character by character are refused with PositionError or playable', async () => {
    const rng = makeRng(36);
    await spoiledStringsRefusedOrPlayable('across-suez', {
      count: 200,
      chars: 'abcdeimorstxz0123456789@.,=/>-',
      rng,
      pick: (i) => positions[i % positions.length],
    });
  }, 120_000);

  const refused: [string, unknown, RegExp][] = [
    [
      'a retreat owed by an eliminated unit (6.3)',
      '2ic/reshev-2@e,16-1@0411/p=r.reshev-2',
      /reshev-2 is not on the map/,
    ],
    ['one unit retreating twice', '2ic/reshev-2@0410,16-1@0411/p=r.reshev-2.reshev-2', /names reshev-2 twice/],
    ['a unit named twice in a compact string', '2im/reshev-2@0410,reshev-2@0411', /units.reshev-2: is named twice/],
    ['a field given twice in a compact string', '2im/reshev-2@0410/rng=1,rng=2', /rng: is given twice/],
    ['a game over with no winner (14.0)', { units: {}, phase: 'over' }, /winner/],
    ['a game over with no reason (14.0)', { units: {}, phase: 'over', winner: 'israeli' }, /reason/],
    ['a winner while the game goes on', { units: {}, winner: 'israeli' }, /winner: is known only once/],
    ['dice beyond 32 bits', { units: {}, rng: 2 ** 70 }, /rng: must be a whole number/],
    ['an unknown field', { units: {}, toString: 1 }, /toString: is not a field/],
    ['a prototype key', JSON.parse('{"units":{},"__proto__":1}'), /__proto__: names a prototype/],
    ['a flag that is not true or false', { units: {}, bridgeReady: 1 }, /bridgeReady: must be true or false/],
    ['"toString" as a place', '2im/reshev-2@toString', /"toString" is not a hex of the map/],
    ['"__proto__" as a place', '2im/reshev-2@__proto__', /"__proto__" is not a hex of the map/],
    ['a prototype member as a mark', '2im/reshev-2@0410.toString', /".toString" is not a mark/],
    ['a pending decision in the Movement Phase', { units: {}, pending: { kind: 'retreat', units: [] } }, /pending/],
  ];
  for (const [what, position, message] of refused) {
    it(`refuses ${what}`, async () => {
      const e = await Game.create({ position: position as never }).catch((x: unknown) => x);
      expect(e).toBeInstanceOf(PositionError);
      expect((e as Error).message).toMatch(message);
    });
  }

  it('the compact string keeps a finished game’s bridgePlaced (14.2, bridge-moved)', async () => {
    const start = await Game.create({ seed: 1 });
    const units = { ...start.position().units, bridge: '0412' } as never;
    const over = {
      turn: 5,
      side: 'israeli',
      phase: 'over',
      units,
      bridgePlaced: true,
      winner: 'egyptian',
      reason: 'bridge-moved',
    };
    const g = await Game.create({ position: over as never });
    const again = await Game.create({ position: await g.positionText() });
    expect(again.position().bridgePlaced).toBe(true);
  });

  it('a message about a huge hex quotes at most 80 of its characters', async () => {
    const e = (await Game.create({ position: { units: { 'reshev-2': 'x'.repeat(1e6) } } }).catch((x) => x)) as Error;
    expect(e).toBeInstanceOf(PositionError);
    expect(e.message.length).toBeLessThan(200);
  });

  it('a unit in a swamp is refused with the case said once (4.2)', async () => {
    const e = (await Game.create({ position: { units: { 'reshev-2': '0103' } } }).catch((x) => x)) as Error;
    expect(e.message).toBe('position units.reshev-2: 0103: swamp hexes may not be entered (4.2)');
  });
});
