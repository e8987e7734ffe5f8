// B-E, B-R: a threat is worth what the combat phases left can make of it
// (ai/combat-clock.ts): a side between its movement and its combat attacks
// only from where its units stand, and after the Israeli combat phase of
// Game-Turn 9 no one attacks again, so a pass Egypt holds then is its
// points whole (ai/passes.ts) and no unit threatens another (ai/pressure.ts).
import { describe, expect, it } from 'vitest';
import '../../../../src/games/yom-kippur/engine.js';
import { combatClock } from '../../../../src/games/yom-kippur/ai/combat-clock.js';
import { objectives } from '../../../../src/games/yom-kippur/ai/objectives.js';
import { enemyReach, passValue } from '../../../../src/games/yom-kippur/ai/passes.js';
import { pressure } from '../../../../src/games/yom-kippur/ai/pressure.js';
import { only } from '../setup.js';

const EGYPT = 0;
const ISRAEL = 1;
const at = (turn: number, side: string, phase: string) => ({ turn, side, phase });

async function clock(turn: number, side: string, phase: string) {
  const { ctx, state } = (await only({}, at(turn, side, phase))).searchRoot();
  expect(ctx.sides[EGYPT]).toBe('egyptian');
  return [combatClock(ctx, state, EGYPT), combatClock(ctx, state, ISRAEL)];
}

describe('the combat clock (B-E: each player-turn ends with its combat, Israel moves once more after it)', () => {
  it('counts each side’s combat phases left and whether it moves before the next', async () => {
    expect(await clock(2, 'egyptian', 'movement')).toEqual([
      { left: 8, movesFirst: false },
      { left: 8, movesFirst: true },
    ]);
    expect(await clock(8, 'israeli', 'movement-2')).toEqual([
      { left: 1, movesFirst: true },
      { left: 1, movesFirst: true },
    ]);
    expect(await clock(9, 'israeli', 'movement-1')).toEqual([
      { left: 0, movesFirst: true },
      { left: 1, movesFirst: false },
    ]);
    expect(await clock(9, 'israeli', 'movement-2')).toEqual([
      { left: 0, movesFirst: true },
      { left: 0, movesFirst: true },
    ]);
  });
});

describe('a pass Egypt holds in the last Game-Turn (B-R.2)', () => {
  const holder = { 'eg-90-inf': '1931' };
  async function mitla(units: Record<string, string>, phase: string) {
    const { ctx, state } = (await only({ ...holder, ...units }, at(9, 'israeli', phase))).searchRoot();
    const o = objectives(ctx)[EGYPT]!.find((p) => p.what === 'the Mitla pass')!;
    return { ctx, state, o };
  }

  it('before the Israeli combat, Israeli armour next to it threatens it whole, armour farther off only by moving, which it cannot', async () => {
    const next = await mitla({ 'il-14-armd': '1930' }, 'movement-1');
    expect(next.o.distance[next.ctx.board.index('1930')]).toBe(1);
    expect(enemyReach(next.ctx, next.state, EGYPT, next.o)).toBeGreaterThan(0);
    const far = await mitla({ 'il-14-armd': '1928' }, 'movement-1');
    expect(far.o.distance[far.ctx.board.index('1928')]).toBeGreaterThan(1);
    expect(enemyReach(far.ctx, far.state, EGYPT, far.o)).toBe(0);
    // the armour next to it lowers the chance Egypt keeps the pass
    expect(passValue(next.ctx, next.state, EGYPT, next.o)).toBeLessThan(passValue(far.ctx, far.state, EGYPT, far.o));
  });

  it('after the Israeli combat, nothing can take it: it counts whole, and no unit threatens another', async () => {
    const { ctx, state, o } = await mitla({ 'il-14-armd': '1930' }, 'movement-2');
    expect(enemyReach(ctx, state, EGYPT, o)).toBe(0);
    expect(passValue(ctx, state, EGYPT, o)).toBe(0);
    expect(pressure(ctx, state, ISRAEL)).toBe(0);
    const before = await mitla({ 'il-14-armd': '1930' }, 'movement-1');
    expect(pressure(before.ctx, before.state, ISRAEL)).toBeGreaterThan(0);
  });
});
