// A-A, A-F, A-G, A-H: movement on the Golan map by the basic game's rules,
// with the Golan's terrain (terrain-golan.json) and its fronts' entries.
import { describe, expect, it } from 'vitest';
import { advancedOnly, arabMove, G, israeliMove } from './positions.js';

const pairs = (path: string[]) => path.slice(1).map((h, i) => [path[i]!, h].sort().join('-'));

describe('A-A, A-F.2: the Golan’s terrain', () => {
  it('A-F.2 mountain hexes are impassable', async () => {
    const g = await advancedOnly({ 'sy-70-armd': G('0904') }, arabMove());
    const reach = g.reachable('sy-70-armd');
    expect(reach.size).toBeGreaterThan(0);
    for (const m of ['0805', '0905', '1003', '1004', '1005']) expect(reach.has(G(m)), m).toBe(false);
  });

  it('A-F.2 a lava hexside is never crossed: the way from 0709 to 0809 goes round it', async () => {
    const g = await advancedOnly({ 'il-188-armd': G('0709') }, israeliMove());
    const path = g.path('il-188-armd', G('0809'));
    expect(path.length).toBeGreaterThan(2);
    expect(pairs(path)).not.toContain([G('0709'), G('0809')].sort().join('-'));
  });

  it('A-F.3 a river hexside is crossed at a bridge: from 0413 the B’not Ya’akov bridge leads to 0513 in one hex', async () => {
    const g = await advancedOnly({ 'il-188-armd': G('0413') }, israeliMove());
    expect(g.path('il-188-armd', G('0513'))).toEqual([G('0413'), G('0513')]);
    // 0412-0512 is river with no bridge: the way goes by a bridge
    const path = g.path('il-188-armd', G('0512'));
    expect(path.length).toBeGreaterThan(2);
    expect(pairs(path)).not.toContain([G('0412'), G('0512')].sort().join('-'));
  });
});

describe('A-G: Zones of Control on the Golan', () => {
  it('A-G no ZOC across a river: an Israeli unit beyond the Jordan does not stop a Syrian unit on the far bank', async () => {
    // 0412 and 0512 are across the river; 0513 is next to 0412 across the river too
    const g = await advancedOnly({ 'il-188-armd': G('0412'), 'sy-70-armd': G('0612') }, arabMove());
    expect(g.zocOf(G('0512'))).not.toContain('israeli');
    const reach = g.reachable('sy-70-armd');
    expect(reach.has(G('0512'))).toBe(true);
    expect(reach.has(G('0511'))).toBe(true); // through 0512, not stopped there
  });
});

describe('A-H: reinforcements enter on their front', () => {
  it('A-H an Iraqi brigade of GT 2 enters by the Golan’s Arab entries only', async () => {
    const g = await advancedOnly({ 'iq-12-armd': 'waiting' }, arabMove(2));
    const reach = [...g.reachable('iq-12-armd').keys()];
    expect(reach.length).toBeGreaterThan(0);
    expect(reach.every((h) => Number(h.slice(0, 2)) > 40)).toBe(true);
  });

  it('A-H an Israeli reinforcement enters either map, by the entries of the front the phase is played on', async () => {
    const golan = await advancedOnly({ 'il-679-armd': 'waiting' }, israeliMove(2, 'golan'));
    const onGolan = [...golan.reachable('il-679-armd').keys()];
    expect(onGolan.length).toBeGreaterThan(0);
    expect(onGolan.every((h) => Number(h.slice(0, 2)) > 40)).toBe(true);
    const sinai = await advancedOnly({ 'il-679-armd': 'waiting' }, israeliMove(2, 'sinai'));
    const onSinai = [...sinai.reachable('il-679-armd').keys()];
    expect(onSinai.length).toBeGreaterThan(0);
    expect(onSinai.every((h) => Number(h.slice(0, 2)) <= 28)).toBe(true);
  });

  it('A-H an Egyptian reinforcement enters the Sinai only: not in a phase of the Golan', async () => {
    const e = await advancedOnly({ 'eg-3mdiv-armd': 'waiting' }, arabMove(4, 'sinai'));
    const egyptian = [...e.reachable('eg-3mdiv-armd').keys()];
    expect(egyptian.length).toBeGreaterThan(0);
    expect(egyptian.every((h) => Number(h.slice(0, 2)) <= 28)).toBe(true);
    const golan = await advancedOnly({ 'eg-3mdiv-armd': 'waiting' }, arabMove(4, 'golan'));
    expect(golan.whyCannotMove('eg-3mdiv-armd')?.message).toMatch(/A-Use/);
  });
});
