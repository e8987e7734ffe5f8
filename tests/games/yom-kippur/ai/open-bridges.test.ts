// B-G.4b: Israeli units cross Egypt's bridges unless an Egyptian unit stands
// on the bridge's hex; `easy`'s Egypt counts a bridge left empty within an
// Israeli unit's reach against itself (open-bridges.ts), and sees its hex as
// one worth standing on.
import { describe, expect, it } from 'vitest';
import { openBridges } from '../../../../src/games/yom-kippur/ai/open-bridges.js';
import type { Position } from '../../../../src/games/yom-kippur/types.js';
import { egyptianMove, israeliMove, only } from '../setup.js';

/** Bridge 0610's east hex, and east-bank hexes two and far from it. */
const BRIDGE = '0610';
const NEAR = '0812';
const FAR = '2530';

/** Only bridge 0610 standing, so that the others count nothing. */
const oneBridge = (position: Position): Position => ({
  ...position,
  bridges: Object.fromEntries(
    ['0612', '0614', '0616', '0720', '0820', '1226', '1228', '1230', '1231'].map((e) => [
      `bridge-${e}`,
      'removed' as const,
    ]),
  ),
});

async function exposure(placed: Record<string, string>, position = egyptianMove(2)) {
  const game = await only(placed, oneBridge(position));
  const { ctx, state } = game.searchRoot();
  const guards = new Float64Array(ctx.bank.length);
  const against = openBridges(ctx, state, ctx.sideIndex.get('egyptian')!, guards);
  return {
    against,
    guardOn: guards[ctx.board.index(BRIDGE)]!,
    israel: openBridges(ctx, state, ctx.sideIndex.get('israeli')!),
  };
}

describe('open bridges: the crossings an Israeli unit can make next (B-G.4b)', () => {
  it('an empty bridge within an Israeli unit’s reach counts against Egypt, and its hex is worth standing on', async () => {
    const open = await exposure({ 'il-14-armd': NEAR, 'eg-3-mech': '0721' });
    expect(open.against).toBeGreaterThan(0);
    expect(open.guardOn).toBeGreaterThan(0);
    expect(open.israel).toBe(0);
  });

  it('an Egyptian unit on the bridge’s hex guards it; an Israeli unit far off does not threaten it', async () => {
    expect((await exposure({ 'il-14-armd': NEAR, 'eg-3-mech': BRIDGE })).against).toBe(0);
    expect((await exposure({ 'il-14-armd': FAR, 'eg-3-mech': '0721' })).against).toBe(0);
  });

  it('nothing once Israel’s last first movement phase has begun (Game-Turn 9)', async () => {
    const placed = { 'il-14-armd': NEAR, 'eg-3-mech': '0721' };
    expect((await exposure(placed, israeliMove(9, 'movement-2'))).against).toBe(0);
    expect((await exposure(placed, egyptianMove(9))).against).toBeGreaterThan(0);
  });
});
