// A position is valid or refused: positions from random games on both table
// sets, spoiled one field at a time (and their compact strings one character
// at a time), are refused with PositionError or play on — invariants
// holding, a legal action for whoever decides, each legal action applying or
// refused with RulesError (tests/support/position-mutations.ts). And the
// positions the audit of issue 35 found accepted and broken are refused.
import { beforeAll, describe, expect, it } from 'vitest';
import '../../../src/games/yom-kippur/index.js';
import { Game } from '../../../src/games/yom-kippur/game.js';
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
  positions = [
    ...(await positionsFromPlay('yom-kippur', [5], 40)),
    ...(await positionsFromPlay('yom-kippur', [6], 40, { tables: 'revised' })),
  ];
}, 120_000);

describe('a position of Yom Kippur is valid or refused', () => {
  it('positions from random games, spoiled field by field, are refused with PositionError or playable', async () => {
    const rng = makeRng(35);
    let accepted = 0;
    for (let i = 0; i < 300; i++) {
      const p = positions[Math.floor(rng() * positions.length)];
      if (await refusedOrPlayable('yom-kippur', mutate(p, rng), `mutation ${i}`)) accepted++;
    }
    expect(accepted).toBeGreaterThan(30); // some spoilt positions are still positions
  }, 240_000);

  it('compact strings spoiled character by character are refused with PositionError or playable', async () => {
    const rng = makeRng(36);
    await spoiledStringsRefusedOrPlayable('yom-kippur', {
      count: 150,
      chars: 'abcdefilmoprsx0123456789@.,=/:>-',
      rng,
      pick: () => positions[Math.floor(rng() * positions.length)],
    });
  }, 240_000);

  const refused: [string, unknown, RegExp][] = [
    ['defensive support due in the air phase', 'yom-kippur.1:1ia/p=se:0', /support decision is never due in the air/],
    ['support for a combat that does not exist (B-L.2)', '1ic/p=se:0', /names combat 0, and there are 0/],
    ['support for combat 99', '1ic/p=se:99', /names combat 99/],
    ['a retreat of a combat that does not exist (B-I.3)', '1ic/p=re:5:1:il-14-armd', /names combat 5/],
    ['losses of a combat that does not exist (T003)', '2ic/p=li:0:1:il-14-armd', /names combat 0/],
    ['SAM fire due in the combat phase (T003[Air])', '2ic/p=fe', /sam-fire decision is never due in the combat/],
    ['a bombing due in the combat phase (B-M.3)', '2ic/p=be:il-air-2:eg-sam-1', /bomb decision is never due/],
    ['a fort away from its own hex (B-P)', { units: { 'fort-milano': '2019' } }, /fort stands on its own hex 0611/],
    ['victory points beyond any game', { vp: { israeli: 1e308 } }, /vp.israeli: must be a whole number/],
    ['an unknown field', { toString: 1 }, /toString: is not a field/],
    ['a prototype key', JSON.parse('{"__proto__":{"turn":2}}'), /__proto__: names a prototype/],
    ['a counter named twice in a list', { moved: ['il-14-armd', 'il-14-armd'] }, /moved\[1\]: names il-14-armd twice/],
    ['a counter named twice in a compact string', '1ia/il-14-armd@1019,il-14-armd@1020', /is given twice/],
    ['a winner while the game goes on', { winner: 'israeli' }, /winner: is known only once the game is over/],
    ['a mark that is a prototype member', '1ia/il-14-armd.toString', /".toString" is not a mark/],
  ];
  for (const [what, position, message] of refused) {
    it(`refuses ${what}`, async () => {
      const e = await Game.create({ position: position as never }).catch((x: unknown) => x);
      expect(e).toBeInstanceOf(PositionError);
      expect((e as Error).message).toMatch(message);
    });
  }

  it('combats read back from the compact string keep their fields in the order the game writes them', async () => {
    const g = positions.find((p) => ((p as { combat?: unknown[] }).combat ?? []).length > 0);
    const game = await Game.create({ seed: 1, position: g as never });
    const again = await Game.create({ seed: 1, position: await game.positionText() });
    expect(JSON.stringify(again.position().combat)).toBe(JSON.stringify(game.position().combat));
  });
});
