import { describe, expect, it } from 'vitest';
import { reach, smallGame, type SmallGameSpec } from '../../../support/small-game.js';

const I = 'israeli' as const,
  E = 'egyptian' as const;
// On these small maps the canal crossing is at 0104 and the line of communication runs 0104 → 0804.
const units: SmallGameSpec['units'] = [
  ['br', I, 'bridge', 1, 6],
  ['a', I, 'armor', 4, 12],
  ['b', I, 'armor', 4, 12],
  ['c', I, 'armor', 4, 12],
  ['i4', I, 'armor', 4, 12],
  ['i5', I, 'armor', 4, 12],
  ['i6', I, 'armor', 4, 12],
  ['d', E, 'infantry', 2, 8],
  ['e', E, 'infantry', 2, 8],
];
const game = (
  turn: number,
  place: Record<string, string>,
  extra: Partial<SmallGameSpec> = {},
  phase: 'movement' | 'combat' = 'movement',
  side: 'israeli' | 'egyptian' = 'israeli',
) => smallGame({ units, position: { turn, side, phase, units: place }, ...extra });

describe('11.0 crossing the Suez Canal', () => {
  it('11.1 without the bridge a unit spends 3 Movement Points at Matzmed to cross', async () => {
    const g = await game(2, { a: '0304' });
    expect(reach(g, 'a')['0104']).toBe(2);
    expect(g.crossingCost('a')).toBe(5);
    g.cross('a');
    expect(g.unit('a')).toMatchObject({ location: 'crossed', hex: null });
    expect(g.crossedCount).toBe(1);
  });

  it('11.1 without the bridge no more than two units cross per Movement Phase', async () => {
    const g = await game(2, { a: '0104', b: '0204', c: '0105' });
    g.cross('a');
    g.cross('b');
    expect(g.crossingCost('c')).toBeNull();
    expect(() => g.cross('c')).toThrowError(expect.objectContaining({ code: 'crossing-limit', rule: '11.1' }));
  });

  it('11.1 no unit crosses on the first Game-Turn', async () => {
    const g = await game(1, { a: '0104' });
    expect(() => g.cross('a')).toThrowError(expect.objectContaining({ rule: '11.1' }));
  });

  it('11.1 Egyptian Zones of Control do not stop the crossing', async () => {
    const g = await game(2, { a: '0304', d: '0105' });
    g.move('a', '0104'); // into d's ZOC: the unit stops…
    expect(g.whyCannotMove('a')?.rule).toBe('4.5');
    expect(g.crossingCost('a')).toBe(3); // …but may still cross
    g.cross('a');
    expect(g.unit('a').location).toBe('crossed');
  });

  it('11.1 a unit needs the Movement Points to reach Matzmed and cross', async () => {
    const g = await game(2, { a: '0904' }, { columns: 10 });
    expect(reach(g, 'a')['0104']).toBe(8);
    expect(g.crossingCost('a')).toBe(11);
    const far = await game(2, { a: '1104' }, { columns: 11 });
    expect(reach(far, 'a')['0104']).toBe(10);
    expect(far.crossingCost('a')).toBeNull(); // 10 + 3 > 12
  });

  it('11.2 with the bridge in place since the phase began, crossing costs 1 and is unlimited', async () => {
    const g = await game(2, { br: '0104', a: '0204', b: '0205', c: '0203' });
    expect(g.crossingCost('a')).toBe(2); // into Matzmed through the bridge's hex, then 1
    g.cross('a');
    g.cross('b');
    g.cross('c');
    expect(g.crossedCount).toBe(3);
  });

  it('11.2 a bridge that arrives during the phase is not yet usable', async () => {
    const g = await game(2, { br: '0204', a: '0304', b: '0305', c: '0303' });
    g.move('br', '0104');
    expect(g.crossingCost('a')).toBe(5);
    g.cross('a');
    g.cross('b');
    expect(g.crossingCost('c')).toBeNull();
  });

  it('11.2 the bridge itself does not cross', async () => {
    const g = await game(2, { br: '0104' });
    expect(() => g.cross('br')).toThrowError(expect.objectContaining({ code: 'bridge-stays' }));
  });

  it('11.3 a unit across the canal never returns, moves or fights', async () => {
    const g = await game(2, { a: 'crossed', d: '0404', b: '0403' });
    expect(g.reachable('a').size).toBe(0);
    expect(g.whyCannotMove('a')?.rule).toBe('11.3');
    g.endPhase();
    expect(() => g.attack(['a'], 'd')).toThrowError(expect.objectContaining({ rule: '11.3' }));
  });

  it('11.6 no unit crosses during the Combat Phase', async () => {
    const g = await game(2, { a: '0104' }, {}, 'combat');
    expect(() => g.cross('a')).toThrowError(expect.objectContaining({ rule: '11.6' }));
  });

  it('11.0 only Israeli units cross', async () => {
    const g = await game(2, { d: '0104' }, {}, 'movement', 'egyptian');
    expect(() => g.cross('d')).toThrowError(expect.objectContaining({ code: 'may-not-cross' }));
  });
});

describe('14.0 how the game is won', () => {
  const won = { br: '0104', a: 'crossed', b: 'crossed', c: 'crossed', i4: 'crossed', i5: 'crossed', i6: 'crossed' };

  it('14.0 the Israeli player wins with the bridge on Matzmed, a line of communication and six units across', async () => {
    const g = await game(7, { ...won, d: '0808' }, {}, 'combat', 'egyptian');
    g.endPhase();
    expect(g.phase).toBe('over');
    expect(g.winner).toBe('israeli');
    expect(g.reason).toBe('israeli-conditions-met');
  });

  it('11.5 with fewer than six units across the Egyptian player wins', async () => {
    const g = await game(7, { ...won, i6: '0707', d: '0808' }, {}, 'combat', 'egyptian');
    g.endPhase();
    expect([g.winner, g.reason]).toEqual(['egyptian', 'fewer-than-six-across']);
  });

  it('14.0 without the bridge on Matzmed the Egyptian player wins', async () => {
    const g = await game(7, { ...won, br: '0204', d: '0808' }, {}, 'combat', 'egyptian');
    g.endPhase();
    expect([g.winner, g.reason]).toEqual(['egyptian', 'no-bridge-at-matzmed']);
  });

  it('14.0 the game is decided only after the last Egyptian Combat Phase', async () => {
    const g = await game(6, { ...won, d: '0808' }, {}, 'combat', 'egyptian');
    g.endPhase();
    expect(g.phase).toBe('movement');
    expect(g.winner).toBeNull();
  });

  it('14.1 a line of communication runs through clear and road hexes only', async () => {
    // a band of sand across the map, crossed by one road hex
    const sand = Object.fromEntries(
      ['0501', '0502', '0503', '0504', '0505', '0506', '0507', '0508'].map((h) => [h, 'sand']),
    );
    const open = await game(2, { br: '0104' }, { map: { hexes: sand, hexsides: { road: [['0504', '0604']] } } });
    expect(open.lineOfCommunication()).toContain('0504');
    const shut = await game(2, { br: '0104' }, { map: { hexes: sand } });
    expect(shut.lineOfCommunication()).toBeNull();
  });

  it('14.1 enemy units and their Zones of Control cut the line; friendly units cancel the ZOC where they stand', async () => {
    // column 04 is lake but for 0403 and 0404: every line must pass 0403 (or 0404)
    const lake = Object.fromEntries(['0401', '0402', '0405', '0406', '0407', '0408'].map((h) => [h, 'lake']));
    const free = await game(2, { br: '0104' }, { map: { hexes: lake } });
    expect(free.lineOfCommunication()).not.toBeNull();
    const blocked = await game(2, { br: '0104', d: '0404' }, { map: { hexes: lake } });
    expect(blocked.zocOf('0403')).toContain('egyptian');
    expect(blocked.lineOfCommunication()).toBeNull();
    const held = await game(2, { br: '0104', d: '0404', a: '0403' }, { map: { hexes: lake } });
    expect(held.lineOfCommunication()).toContain('0403');
    const occupied = await game(2, { br: '0104', d: '0403' }, { map: { hexes: lake } });
    expect(occupied.lineOfCommunication()).toBeNull();
  });

  it('14.2 the Israeli player loses at once if the bridge leaves Matzmed', async () => {
    const g = await game(3, { br: '0104', d: '0808' });
    g.move('br', '0204');
    expect([g.phase, g.winner, g.reason]).toEqual(['over', 'egyptian', 'bridge-moved']);
  });

  it('14.2 the Israeli player loses at once if combat forces the bridge out of Matzmed', async () => {
    const g = await game(3, { br: '0104', d: '0204' }, { dice: [1] }, 'combat', 'egyptian');
    expect(g.attack(['d'], 'br').result).toBe('Dr');
    const to = (g.pending as { options: Record<string, string[]> }).options['br']![0]!;
    g.retreat('br', to);
    expect([g.phase, g.winner, g.reason]).toEqual(['over', 'egyptian', 'bridge-moved']);
  });

  it('14.2 en route to Matzmed the bridge enters only clear and road hexes', async () => {
    const g = await game(
      2,
      { br: '0404' },
      {
        map: {
          hexes: { '0304': 'sand', '0204': 'sand', '0303': 'sand', '0305': 'bar-lev' },
          hexsides: { road: [['0304', '0204']] },
        },
      },
    );
    const r = reach(g, 'br');
    expect(r['0304']).toBeDefined(); // a road hex
    expect(r['0303']).toBeUndefined();
    expect(r['0305']).toBeUndefined();
    expect(() => g.move('br', '0303')).toThrowError(expect.objectContaining({ rule: '14.2' }));
  });
});
