// What a side's units threaten (ai/pressure.ts): an Israeli unit west of
// the canal scores there (B-R.1), and `scorers` makes Egypt's threat on such
// a unit count so many times over, on no other unit.
import { describe, expect, it } from 'vitest';
import '../../../../src/games/yom-kippur/engine.js';
import { WEST } from '../../../../src/games/yom-kippur/context.js';
import { pressure } from '../../../../src/games/yom-kippur/ai/pressure.js';
import { egyptianMove, only } from '../setup.js';

const EGYPT = 0;

async function threat(units: Record<string, string>) {
  const { ctx, state } = (await only(units, egyptianMove(3))).searchRoot();
  expect(ctx.sides[EGYPT]).toBe('egyptian');
  return { ctx, once: pressure(ctx, state, EGYPT), thrice: pressure(ctx, state, EGYPT, 3) };
}

describe('Egypt’s threat on the Israeli units that score where they stand (B-R.1)', () => {
  it('counts three times over with scorers 3 for a unit west of the canal', async () => {
    const { ctx, once, thrice } = await threat({ 'il-460-armd': '1126', 'eg-90-inf': '1127' });
    expect(ctx.bank[ctx.board.index('1126')]).toBe(WEST);
    expect(once).toBeGreaterThan(0);
    expect(thrice).toBeCloseTo(3 * once, 9);
  });

  it('counts once for a unit east of the canal, whatever scorers says', async () => {
    const { ctx, once, thrice } = await threat({ 'il-460-armd': '1930', 'eg-90-inf': '1931' });
    expect(ctx.bank[ctx.board.index('1930')]).not.toBe(WEST);
    expect(once).toBeGreaterThan(0);
    expect(thrice).toBe(once);
  });
});
