// How easy's candidates order moves (heuristics.ts moveGain with oneGuard, the state's occupants):
// one unit guards a bridge (B-K: only an empty bridge is taken), so a step
// onto a bridge another unit guards gains nothing, and the last guard
// stepping off loses it. Without oneGuard (normal, hard, the playouts) every
// step onto a bridge ranks by its worth.
import { describe, expect, it } from 'vitest';
import { moveGain } from '../../../../src/games/yom-kippur/ai/heuristics.js';
import { occupantsOf } from '../../../../src/games/yom-kippur/units.js';
import { egyptianMove, only } from '../setup.js';

/** Bridge 0610's east hex, and a hex of the east bank two hexes off it. */
const BRIDGE = '0610';
const NEAR = '0812';

async function gains(placed: Record<string, string>, oneGuard: boolean) {
  const game = await only(placed, egyptianMove(2));
  const { ctx, state } = game.searchRoot();
  const egypt = ctx.sideIndex.get('egyptian')!;
  const occupants = oneGuard ? occupantsOf(ctx, state) : undefined;
  const gain = (from: string, to: string) =>
    moveGain(ctx, state, egypt, ctx.board.index(from), ctx.board.index(to), occupants);
  return { onto: gain(NEAR, BRIDGE), off: gain(BRIDGE, NEAR) };
}

describe('moveGain: guarding a bridge (B-K)', () => {
  it('a step onto an empty bridge gains its worth; onto one already guarded, nothing of it', async () => {
    const empty = await gains({ 'eg-7div-mech': NEAR }, true);
    const guarded = await gains({ 'eg-7div-mech': NEAR, 'eg-19div-mech': BRIDGE }, true);
    expect(empty.onto).toBeGreaterThan(5);
    expect(guarded.onto).toBeLessThan(1);
  });

  it('the last guard stepping off loses the bridge; one of two, nothing', async () => {
    const alone = await gains({ 'eg-19div-mech': BRIDGE }, true);
    const two = await gains({ 'eg-19div-mech': BRIDGE, 'eg-7div-mech': BRIDGE }, true);
    expect(alone.off).toBeLessThan(-5);
    expect(two.off).toBeGreaterThanOrEqual(0);
  });

  it('without oneGuard a step onto a guarded bridge still ranks by its worth', async () => {
    const guarded = await gains({ 'eg-7div-mech': NEAR, 'eg-19div-mech': BRIDGE }, false);
    expect(guarded.onto).toBeGreaterThan(5);
  });
});
