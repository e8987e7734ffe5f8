// Yom Kippur basic game, movement (B-F, B-G) and Zones of Control (B-H),
// each test named after the case it proves, on positions where only the
// counters named stand on the map (setup.ts).
import { describe, expect, it } from 'vitest';
import { yomKippur } from '../../../src/games/yom-kippur/data.js';
import { RulesError } from '../../../src/engine/rules-error.js';
import { egyptianMove, israeliMove, noBridges, only } from './setup.js';

describe('B-G.2 terrain and B-G.3 roads', () => {
  it('B-G.2 a desert hex costs 2 MP, a clear hex 1', async () => {
    const g = await only({ 'il-217-armd': '1208' }, israeliMove());
    expect(g.reachable('il-217-armd').get('1207')).toBe(2); // desert, off the road
    const h = await only({ 'il-14-armd': '1617' }, israeliMove());
    expect(h.reachable('il-14-armd').get('1717')).toBe(1); // clear
  });

  it('B-G.3 column movement: a move entirely on road costs 1/3 MP a hex', async () => {
    const g = await only({ 'il-217-armd': '1208' }, israeliMove());
    expect(g.reachable('il-217-armd').get('1608')).toBeCloseTo(4 / 3); // 1309 1408 1509 1608
    expect(g.path('il-217-armd', '1608')).toEqual(['1208', '1309', '1408', '1509', '1608']);
    g.move('il-217-armd', '1608');
    expect(g.log.at(-1)!.text).toContain('column');
  });

  it('B-G.3 a move that leaves the road pays 1/2 MP a road step, then the terrain', async () => {
    const g = await only({ 'il-217-armd': '1208' }, israeliMove());
    // three road steps to 1509, then the desert hex 1510: 3 × 1/2 + 2
    expect(g.reachable('il-217-armd').get('1510')).toBe(3.5);
  });

  it('B-G.3 no column movement in the Israeli second movement phase: roads cost 1/2', async () => {
    const g = await only({ 'il-217-armd': '1208' }, israeliMove(1, 'movement-2'));
    expect(g.reachable('il-217-armd').get('1608')).toBe(2);
  });

  it('B-G.2 minimum move: a unit may always move one hex, whatever it costs', async () => {
    const data = {
      ...yomKippur,
      units: yomKippur.units.map((u) => (u.id === 'il-217-armd' ? { ...u, movement: 1 } : u)),
    };
    const g = await only({ 'il-217-armd': '1208' }, israeliMove(), 1, data);
    const r = g.reachable('il-217-armd');
    expect(r.get('1207')).toBe(1); // desert (2 MP) entered with a movement factor of 1: all of it
    expect(r.has('1206')).toBe(false); // but one hex only
  });
});

describe('B-F and B-H: enemy units and Zones of Control', () => {
  it('B-F units never enter or pass through enemy units; B-H forts have no ZOC', async () => {
    const g = await only({ 'fort-milano': '0611', 'eg-3-mech': '0613' }, egyptianMove());
    expect(g.reachable('eg-3-mech').has('0611')).toBe(false);
    expect(g.zocOf('0610')).not.toContain('israeli');
  });

  it('B-H.1 Egyptian units stop on entering an Israeli ZOC', async () => {
    const g = await only({ 'il-217-armd': '1208', 'eg-3-mech': '1509' }, egyptianMove());
    const r = g.reachable('eg-3-mech');
    expect(g.zocOf('1309')).toEqual(['israeli']);
    expect(r.has('1309')).toBe(true);
    expect(r.has('1108')).toBe(false); // beyond the ZOC along the road
  });

  it('B-H.1 a unit that begins in enemy ZOC may leave it', async () => {
    const g = await only({ 'il-217-armd': '1208', 'eg-3-mech': '1309' }, egyptianMove());
    expect(g.reachable('eg-3-mech').has('1509')).toBe(true);
  });

  it('B-H.2 Israeli units pass through Egyptian ZOC, but without road rates there', async () => {
    const g = await only({ 'il-217-armd': '1208', 'eg-16-inf': '1409' }, israeliMove());
    const r = g.reachable('il-217-armd');
    expect(r.get('1309')).toBe(2); // a road step into enemy ZOC pays the desert
    expect(r.has('1608')).toBe(true); // and goes on through it
    expect(r.get('1608')).toBeGreaterThan(4 / 3);
  });

  it('B-H no ZOC across the canal nor into water', async () => {
    const g = await only({ 'il-14-armd': '0613', 'il-460-armd': '0618' }, israeliMove());
    expect(g.zocOf('0713')).toEqual(['israeli']);
    expect(g.zocOf('0513')).toEqual([]); // across a canal hexside
    expect(g.zocOf('0619')).toEqual([]); // Lake Timsah
  });
});

describe('B-G.1 stacking', () => {
  it('two brigades a hex: a third may pass through but not stop', async () => {
    const g = await only({ 'il-217-armd': '1208', 'il-14-armd': '1309', 'il-460-armd': '1309' }, israeliMove());
    const r = g.reachable('il-217-armd');
    expect(r.has('1309')).toBe(false);
    expect(r.get('1408')).toBeCloseTo(2 / 3); // through the full hex, still in column
    expect(() => g.move('il-217-armd', '1309')).toThrow(/B-G\.1/);
  });

  it('forts and SAMs do not count: two brigades stand with a fort', async () => {
    const g = await only({ 'fort-orkal': '0605', 'il-14-armd': '0605', 'il-217-armd': '0705' }, israeliMove());
    expect(g.reachable('il-217-armd').has('0605')).toBe(true);
  });
});

describe('B-G.4 crossing the canal', () => {
  it('B-G.4a Egyptian units cross only by a bridge, at 2 MP', async () => {
    const g = await only({ 'eg-3-mech': '0721' }, egyptianMove());
    expect(g.reachable('eg-3-mech').get('0720')).toBe(2);
    const without = await only(
      { 'eg-3-mech': '0721' },
      { ...egyptianMove(), bridges: { 'bridge-0720': 'removed', 'bridge-0820': 'removed' } },
    );
    expect(without.reachable('eg-3-mech').has('0720')).toBe(false);
    expect(without.reachable('eg-3-mech').has('0820')).toBe(false);
  });

  it('B-G.4b in its first movement phase an Israeli unit crosses straight over, with its whole MF, and must attack', async () => {
    const g = await only({ 'il-14-armd': '0613' }, { ...israeliMove(), bridges: noBridges });
    expect(g.reachable('il-14-armd').get('0513')).toBe(8);
    g.move('il-14-armd', '0513');
    expect(g.unit('il-14-armd').landing).toBe('canal');
    const second = await only({ 'il-14-armd': '0613' }, { ...israeliMove(1, 'movement-2'), bridges: noBridges });
    expect(second.reachable('il-14-armd').has('0513')).toBe(false);
  });

  it('B-G.4b Egyptian units never cross without a bridge', async () => {
    const g = await only({ 'eg-3-mech': '0513' }, { ...egyptianMove(), bridges: noBridges });
    expect(g.reachable('eg-3-mech').has('0613')).toBe(false);
  });
});

describe('B-G.5 lakes and the sea', () => {
  it('B-G.5a the marine brigade moves afloat at 1 MP a water hex and may end there; no other Egyptian unit may', async () => {
    const g = await only({ 'eg-130-marines': '1224', 'eg-7div-mech': '1225' }, egyptianMove());
    expect(g.reachable('eg-130-marines').get('1024')).toBe(1.5); // road 1/2 to 1124, then the lake
    expect(g.reachable('eg-7div-mech').has('1024')).toBe(false);
  });

  it('B-G.5b an Israeli unit on a shore crosses by raft in its first phase, stopping on reaching land', async () => {
    const pos = { ...israeliMove(), bridges: noBridges };
    const g = await only({ 'il-14-armd': '1124' }, pos);
    const r = g.reachable('il-14-armd');
    expect(r.get('0724')).toBe(4); // three lake hexes, then the clear hex of the west shore
    expect(r.has('0824')).toBe(false); // never ends afloat
    expect(r.has('0624')).toBe(false); // stops on reaching land
    g.move('il-14-armd', '0724');
    expect(g.unit('il-14-armd').landing).toBe('raft');
    const second = await only({ 'il-14-armd': '1124' }, { ...pos, phase: 'movement-2' });
    expect(second.reachable('il-14-armd').has('0724')).toBe(false);
  });

  it('B-G.5b rafts leave only from a shore of the Red Sea or of a lake: never over the Mediterranean', async () => {
    const g = await only({ 'il-217-armd': '1005' }, { ...israeliMove(2), bridges: noBridges });
    const r = g.reachable('il-217-armd');
    expect(r.has('0503')).toBe(false); // Port Said, across the Mediterranean
    expect(() => g.move('il-217-armd', '0503')).toThrow(RulesError);
  });

  it('B-G.5b a unit on the Gulf of Suez shore still crosses by raft', async () => {
    const g = await only({ 'il-14-armd': '1232' }, { ...israeliMove(), bridges: noBridges });
    const r = g.reachable('il-14-armd');
    expect(r.has('1133')).toBe(true); // Suez, across the head of the Gulf
  });

  it('B-G.5a the marines float on lakes and the Red Sea only: not on the Mediterranean off Port Fuad', async () => {
    const g = await only({ 'eg-130-marines': '0603' }, egyptianMove());
    const r = g.reachable('eg-130-marines');
    expect(r.has('0602')).toBe(false);
    expect(r.has('0502')).toBe(false);
  });
});

describe('B-F one move a unit, the die never used in movement', () => {
  it('a unit moves once a phase; the die is untouched', async () => {
    const g = await only({ 'il-217-armd': '1208' }, israeliMove());
    const rng = g.position().rng;
    g.move('il-217-armd', '1309');
    expect(g.position().rng).toBe(rng);
    expect(g.whyCannotMove('il-217-armd')?.code).toBe('moved');
    expect(() => g.move('il-217-armd', '1408')).toThrow(RulesError);
  });
});
