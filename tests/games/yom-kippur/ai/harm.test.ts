// B-I.3: an attack whose column can do nothing to the defender (Egypt's 1-3:
// AE, AR, AR, A3, A2, –) only costs the attacker; the levels leave it out
// unless the rules oblige an attack (ai/harm.ts, heuristics.ts candidates).
import { ActionBuffer } from '../../../../src/engine/action-buffer.js';
import { describe, expect, it } from 'vitest';
import '../../../../src/games/yom-kippur/engine.js';
import type { AnyMatch } from '../../../../src/engine/registry.js';
import { attackCanHarm, unforcedHarmless } from '../../../../src/games/yom-kippur/ai/harm.js';
import { yomKippurHeuristics } from '../../../../src/games/yom-kippur/ai/heuristics.js';
import { createPlayer } from '../../../../src/games/yom-kippur/ai/players.js';
import type { Action } from '../../../../src/games/yom-kippur/types.js';
import { only } from '../setup.js';

const egyptianCombat = { turn: 2, side: 'egyptian', phase: 'combat' };
const armour = { 'il-14-armd': '2018', 'il-460-armd': '2018' };

describe('attacks that cannot harm the defender (B-I.3)', () => {
  it("an Egyptian attack at 1-3 cannot harm the defender; at 1-2 it can (T001 CRT-Arab's rows)", async () => {
    const lone = await only({ ...armour, 'eg-90-inf': '2019' }, egyptianCombat);
    expect(lone.combatOdds(['eg-90-inf'], ['2018']).column).toBe('1-3');
    const attack = lone.legalActions().find((a) => a.type === 'attack')!;
    const { ctx, state } = lone.searchRoot();
    expect(attackCanHarm(ctx, state, attack as Extract<Action, { type: 'attack' }>)).toBe(false);
    expect(unforcedHarmless(ctx, state, attack, lone.legalActions())).toBe(true);

    const pair = await only({ ...armour, 'eg-90-inf': '2019', 'eg-134-inf': '2019' }, egyptianCombat);
    expect(pair.combatOdds(['eg-90-inf', 'eg-134-inf'], ['2018']).column).toBe('1-2');
    const both = pair.legalActions().find((a) => a.type === 'attack' && a.attackers.length === 2)!;
    const root = pair.searchRoot();
    expect(attackCanHarm(root.ctx, root.state, both as Extract<Action, { type: 'attack' }>)).toBe(true);
  });

  it('the levels weigh ending the phase first and leave the harmless attack out, so each ends the phase', async () => {
    const lone = await only({ ...armour, 'eg-90-inf': '2019' }, egyptianCombat);
    const { ctx, state } = lone.searchRoot();
    const legal = new ActionBuffer();
    lone.rules.legalCodes(ctx, state, legal);
    const codes = Array.from(legal.codes.subarray(0, legal.length));
    const weighed = yomKippurHeuristics.candidates!(ctx, state, codes, ctx.sideIndex.get('egyptian')!).map((code) =>
      lone.rules.codec.actionOf(ctx, state, code),
    );
    expect(weighed).toEqual([{ type: 'end' }]);
    for (const level of ['easy', 'normal', 'hard'])
      expect(createPlayer('egyptian', level).decide(lone as unknown as AnyMatch)).toEqual({ type: 'end' });
  });
});
