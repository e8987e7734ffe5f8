// Every field of an action is checked by type before the rules see it
// (src/engine/action-shape.ts, src/games/across-suez/action-shape.ts), and
// refusals are short and name the field (issue 35).
import { describe, expect, it } from 'vitest';
import { Game } from '../../../src/games/across-suez/game.js';
import type { Action } from '../../../src/games/across-suez/record.js';
import { RulesError } from '../../../src/engine/rules-error.js';
import { makeRng, randomAction } from '../../../src/games/across-suez/ai/random-player.js';

/** A game at an Egyptian attack (no artillery for Egypt, 13.4), and that attack. */
async function egyptianAttack(): Promise<{ game: Game; attack: Extract<Action, { type: 'attack' }> }> {
  const game = await Game.create({ seed: 2 });
  const rng = makeRng(2);
  for (let i = 0; i < 3000; i++) {
    const a = game.legalActions().find((x) => x.type === 'attack' && game.side === 'egyptian');
    if (a) return { game, attack: a as Extract<Action, { type: 'attack' }> };
    game.apply(randomAction(game, rng, i)!);
  }
  throw new Error('no Egyptian attack in 3000 actions');
}

describe('action fields of Across Suez', () => {
  it('13.4 artillery given as 1, not true, is refused and the record stays loadable', async () => {
    const { game, attack } = await egyptianAttack();
    const before = game.toRecord();
    expect(() => game.apply({ ...attack, artillery: 1 } as never)).toThrowError(/artillery must be true or false/);
    expect(game.toRecord()).toBe(before);
    game.apply(attack);
    await expect(Game.fromRecord(game.toRecord())).resolves.toBeDefined();
  });

  it('a BigInt, a symbol, a prototype key or a huge list is refused with RulesError', async () => {
    const g = await Game.create({ seed: 1 });
    const bad: unknown[] = [
      { type: 'move', unit: 12n, hex: '0209' },
      { type: 'move', unit: Symbol('x'), hex: '0209' },
      JSON.parse('{"type":"move","unit":"reshev-2","hex":"0209","__proto__":{}}'),
      { type: 'exchange', units: Array(1e6).fill('reshev-2') },
    ];
    for (const a of bad) expect(() => g.apply(a as never)).toThrowError(RulesError);
    expect(() => g.move(12n as never, '0209')).toThrowError(RulesError);
  });

  it('a missing unit is named by its field, never "undefined"', async () => {
    const g = await Game.create({ seed: 1 });
    const e = (() => {
      try {
        g.apply({ type: 'move', hex: '0410' } as never);
      } catch (x) {
        return x as Error;
      }
    })()!;
    expect(e).toBeInstanceOf(RulesError);
    expect(e.message).toMatch(/move: unit must be a unit id/);
    expect(e.message).not.toMatch(/undefined/);
  });

  it('forcing a million dice is refused with RangeError, not a stack overflow', async () => {
    const g = await Game.create({ seed: 1 });
    expect(() => g.forceDice(Array(1e6).fill(1))).toThrowError(/at most 10000 die rolls/);
  });

  it('a 10 MB unit id gives a short message', async () => {
    const g = await Game.create({ seed: 1 });
    try {
      g.apply({ type: 'move', unit: 'x'.repeat(1e7), hex: '0410' });
    } catch (e) {
      expect((e as Error).message.length).toBeLessThan(200);
    }
    expect.assertions(1);
  });
});
