// Attacks and support lists are named by number in a table of the game
// definition (interned-actions.ts). A process playing game after game meets
// new attacks without end (some 35 a random game): the table must stay
// bounded, and a code must never come to name another attack than the one
// it was made for, however many were listed before it.
import { beforeAll, describe, expect, it } from 'vitest';
import { RulesError } from '../../../src/engine/rules-error.js';
import {
  actionOf,
  attackCode,
  codeOf,
  planOf,
  supportCode,
  volleyOf,
} from '../../../src/games/yom-kippur/action-codes.js';
import type { AttackPlan } from '../../../src/games/yom-kippur/combat/declare.js';
import type { Context } from '../../../src/games/yom-kippur/context.js';
import { Game } from '../../../src/games/yom-kippur/game.js';
import { GENERATION_SIZE } from '../../../src/games/yom-kippur/interned-actions.js';

let ctx: Context;
beforeAll(async () => {
  ctx = (await Game.create({ seed: 1 })).searchRoot().ctx as Context;
});

let made = 0;
/** An attack never listed before (the numbers are only keys here, not legal units or hexes). */
const freshPlan = (): AttackPlan => {
  const n = made++;
  return { attackers: [n & 0xff, (n >> 8) & 0xff], hexes: [n >> 16], artillery: [] };
};

describe('interned attacks and support lists', () => {
  it('an attack listed after 2^19 others still names its own attack (a code’s argument has 19 bits)', () => {
    let code = 0;
    let plan = freshPlan();
    for (let i = 0; i < 2 ** 19 + 10; i++) code = attackCode(ctx, (plan = freshPlan()));
    expect(code).toBeGreaterThanOrEqual(0);
    expect(planOf(ctx, code)).toBe(plan);
  });

  it('the previous generation’s codes still name their attacks', () => {
    const plan = freshPlan();
    const code = attackCode(ctx, plan);
    for (let i = 0; i < GENERATION_SIZE; i++) attackCode(ctx, freshPlan());
    expect(planOf(ctx, code)).toBe(plan);
    expect(attackCode(ctx, plan)).not.toBe(code); // listed again: a number in the current generation
  });

  it('a code from a dropped generation is refused (stale-code), never read as another attack', () => {
    const code = attackCode(ctx, freshPlan());
    const volley = supportCode(ctx, [250, 251, 252]);
    for (let i = 0; i < 2 * GENERATION_SIZE + 1; i++) attackCode(ctx, freshPlan());
    for (const read of [() => planOf(ctx, code), () => volleyOf(ctx, volley), () => actionOf(ctx, code)]) {
      expect(read).toThrow(RulesError);
      try {
        read();
      } catch (e) {
        expect((e as RulesError).code).toBe('stale-code');
      }
    }
  });

  it('an action handed out before its generation was dropped is coded again from its shape', () => {
    const plan: AttackPlan = { attackers: [1, 2], hexes: [3], artillery: [4] };
    const action = actionOf(ctx, attackCode(ctx, plan));
    for (let i = 0; i < 2 * GENERATION_SIZE + 1; i++) attackCode(ctx, freshPlan());
    expect(planOf(ctx, codeOf(ctx, action))).toEqual(plan);
  });

  it('hands out an attack and a support list frozen, their lists too (apply trusts them unchecked)', () => {
    const attack = actionOf(ctx, attackCode(ctx, { attackers: [2, 3], hexes: [100], artillery: [4] }));
    const support = actionOf(ctx, supportCode(ctx, [4, 5]));
    const move = actionOf(ctx, codeOf(ctx, { type: 'move', unit: 'il-217-armd', hex: '1320' }));
    for (const a of [attack, support, move]) expect(Object.isFrozen(a), a.type).toBe(true);
    if (attack.type !== 'attack' || support.type !== 'support') throw new Error('not an attack and a support');
    for (const list of [attack.attackers, attack.defenders, attack.artillery, support.artillery])
      expect(Object.isFrozen(list)).toBe(true);
  });
});
