// B-G.4b: Israeli units cross Egypt's bridges unless an Egyptian unit stands
// on the bridge's hex; a level's Egypt that weighs it (players.ts) counts
// a bridge left empty within an Israeli unit's reach against itself
// (open-bridges.ts), and sees its hex as one worth standing on; with the
// landings, so too each west-bank hex an Israeli unit on a lake shore can
// land on by raft (B-G.5b).
import { describe, expect, it } from 'vitest';
import { openBridges } from '../../../../src/games/yom-kippur/ai/open-bridges.js';
import type { Position } from '../../../../src/games/yom-kippur/types.js';
import { egyptianMove, israeliMove, noBridges, only } from '../setup.js';

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

/** East-bank hexes on the Great Bitter Lake's shore and off it, and the eight west-bank hexes a raft from the shore reaches (B-G.5b). */
const SHORE = '1022';
const INLAND = '1021';
const LANDINGS = ['0722', '0723', '0724', '0725', '0825', '0926', '1026', '1126'];

async function rafts(placed: Record<string, string>, position = egyptianMove(2)) {
  const game = await only(placed, { ...position, bridges: noBridges });
  const { ctx, state } = game.searchRoot();
  const guards = new Float64Array(ctx.bank.length);
  const egypt = ctx.sideIndex.get('egyptian')!;
  const against = openBridges(ctx, state, egypt, guards, true);
  return {
    against,
    guardOn: (hex: string) => guards[ctx.board.index(hex)]!,
    bridgesOnly: openBridges(ctx, state, egypt),
    israel: openBridges(ctx, state, ctx.sideIndex.get('israeli')!, undefined, true),
  };
}

describe('open landings: the west-bank hexes an Israeli unit can reach by raft next (B-G.5b)', () => {
  it('each landing left empty counts against Egypt as an open bridge does, and is worth standing on', async () => {
    const open = await rafts({ 'il-14-armd': SHORE, 'eg-3-mech': '0721' });
    const one = await rafts({ 'il-14-armd': SHORE, 'eg-3-mech': '1126' });
    expect(open.against).toBeGreaterThan(0);
    expect(one.against).toBeCloseTo((open.against * (LANDINGS.length - 1)) / LANDINGS.length);
    for (const h of LANDINGS) expect(open.guardOn(h)).toBe(open.against / LANDINGS.length);
    expect(one.guardOn('1126')).toBe(0);
    expect(open.bridgesOnly).toBe(0);
    expect(open.israel).toBe(0);
  });

  it('nothing from a unit off the shore, or once every landing is guarded', async () => {
    expect((await rafts({ 'il-14-armd': INLAND, 'eg-3-mech': '0721' })).against).toBe(0);
    const guards = [
      'eg-3-mech',
      'eg-16-inf',
      'eg-112-inf',
      'eg-18-mech',
      'eg-1-armd',
      'eg-14-armd',
      'eg-2-armd',
      'eg-3-armd',
    ];
    const all = Object.fromEntries(guards.map((u, i) => [u, LANDINGS[i]!]));
    expect((await rafts({ 'il-14-armd': SHORE, ...all })).against).toBe(0);
  });

  it('nothing once Israel’s last first movement phase has begun (Game-Turn 9)', async () => {
    const placed = { 'il-14-armd': SHORE, 'eg-3-mech': '0721' };
    expect((await rafts(placed, israeliMove(9, 'movement-2'))).against).toBe(0);
    expect((await rafts(placed, egyptianMove(9))).against).toBeGreaterThan(0);
  });
});
