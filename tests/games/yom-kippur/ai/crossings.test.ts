// The crossings still to come (crossings.ts): an Israeli unit on the east
// bank counts toward the points of units west of the canal (B-R.1) by the
// best way over still open to it; an Egyptian unit on the landing hex shuts
// it and one next to it makes it dear (B-G.4b: a forced attack at half
// strength, a loss eliminating the unit).
import { describe, expect, it } from 'vitest';
import { westward } from '../../../../src/games/yom-kippur/ai/crossings.js';
import { objectives } from '../../../../src/games/yom-kippur/ai/objectives.js';
import { egyptianMove, noBridges, only } from '../setup.js';

/** A canal hex of the east bank and the hex across its canal hexside (movement.test.ts, B-G.4b). */
const CANAL = '0613';
const LANDING = '0513';
const FADE = 0.25;

async function credit(placed: Record<string, string>, bridges = noBridges, turn = 4) {
  const game = await only({ 'il-14-armd': CANAL, ...placed }, { ...egyptianMove(turn), bridges });
  const { ctx, state } = game.searchRoot();
  const israel = ctx.sideIndex.get('israeli')!;
  const west = objectives(ctx)[israel]!.find((o) => o.scores)!;
  return westward(ctx, state, israel, west, FADE);
}

describe('crossings still to come (B-G.4b)', () => {
  it('an unguarded crossing counts the objective less one hex to cross', async () => {
    expect(await credit({})).toBeCloseTo(5 - FADE, 6);
  });

  it('an Egyptian unit far from the canal changes nothing', async () => {
    expect(await credit({ 'eg-7div-mech': '1121' })).toBeCloseTo(await credit({}), 6);
  });

  it('an Egyptian unit on the landing hex makes the crossing count less, and one next to it too', async () => {
    const open = await credit({});
    const on = await credit({ 'eg-7div-mech': LANDING });
    const twoOn = await credit({ 'eg-7div-mech': LANDING, 'eg-19div-mech': LANDING });
    expect(on).toBeLessThan(open);
    expect(twoOn).toBeLessThanOrEqual(on);
  });

  it('over an Egyptian bridge a unit crosses without attacking; an Egyptian unit at its far end shuts it', async () => {
    // bridge-0720 spans 0720 (east) to 0721 (west); 0620 stands next to 0721 on the west bank
    const { 'bridge-0720': _, ...allButOne } = noBridges;
    const onBridge = { 'il-14-armd': '0720', 'eg-7div-mech': '0620' };
    const withBridge = await credit(onBridge, allButOne);
    const without = await credit(onBridge);
    const shut = await credit({ 'il-14-armd': '0720', 'eg-7div-mech': '0721' }, allButOne);
    expect(withBridge).toBeCloseTo(5 - FADE, 6);
    expect(without).toBeLessThan(withBridge);
    expect(shut).toBeLessThan(withBridge);
  });

  it('in the last Game-Turn a unit crosses straight over only from the canal hex it stands on', async () => {
    const last = 9;
    const inland = { 'il-14-armd': '0713' };
    expect(await credit(inland)).toBeGreaterThan(0);
    expect(await credit(inland, noBridges, last)).toBe(0);
    expect(await credit({}, noBridges, last)).toBeCloseTo(5 - FADE, 6);
  });
});
