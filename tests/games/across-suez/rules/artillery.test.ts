import { describe, expect, it } from 'vitest';
import { settle, smallGame, type SmallGameSpec } from '../../../support/small-game.js';

const I = 'israeli' as const,
  E = 'egyptian' as const;
// Around 0404: 0403 N, 0504 NE, 0505 SE, 0405 S, 0305 SW, 0304 NW.
const units: SmallGameSpec['units'] = [
  ['a', I, 'armor', 2, 12],
  ['b', I, 'armor', 2, 12],
  ['c', I, 'armor', 2, 12],
  ['d', E, 'infantry', 2, 8],
  ['e', E, 'infantry', 2, 8],
  ['f', E, 'armor', 3, 10],
];
const at = (turn: number, side: 'israeli' | 'egyptian', place: Record<string, string>, dice: number[] = []) =>
  smallGame({ units, position: { turn, side, phase: 'combat', units: place }, dice });

describe('13.0 Egyptian artillery bombardment', () => {
  it('13.0 a bombardment rolls one die and a 1 eliminates the Israeli unit', async () => {
    const g = await at(2, 'egyptian', { a: '0403', b: '0706', d: '0404', e: '0707' }, [1, 2]);
    expect(g.bombardTargets().sort()).toEqual(['a', 'b']);
    expect(g.bombard('a')).toBe(1);
    expect(g.unit('a').location).toBe('eliminated');
    expect(g.bombard('b')).toBe(2);
    expect(g.unit('b').location).toBe('map');
  });

  it('13.0 bombardment targets must be adjacent to an Egyptian unit, two at most, before any attack', async () => {
    const g = await at(2, 'egyptian', { a: '0403', b: '0405', c: '0101', d: '0404', f: '0707' }, [4, 4, 1]);
    expect(() => g.bombard('c')).toThrowError(expect.objectContaining({ rule: '13.1' }));
    g.bombard('a');
    g.attack(['d'], 'b');
    expect(() => g.bombard('b')).toThrowError(expect.objectContaining({ code: 'too-late', rule: '13.0' }));
  });

  it('13.1 the adjacent Egyptian unit may still attack, the bombarded unit may still be attacked, and no one advances', async () => {
    const g = await at(2, 'egyptian', { a: '0403', d: '0404' }, [3, 1]);
    g.bombard('a');
    expect(g.pending).toBeNull();
    expect(g.attackers('a')).toEqual(['d']);
    expect(g.attack(['d'], 'a').result).toBe('Dr');
  });

  it('13.2 the same unit may not be bombarded twice in one phase, and an unused bombardment is lost', async () => {
    const g = await at(2, 'egyptian', { a: '0403', d: '0404' }, [4]);
    g.bombard('a');
    expect(g.bombardTargets()).toEqual([]);
    expect(() => g.bombard('a')).toThrowError(expect.objectContaining({ rule: '13.2' }));
    g.endPhase();
    for (let i = 0; i < 3; i++) g.endPhase();
    expect(g.bombardTargets()).toEqual(['a']); // a new phase, fresh bombardments; none carried over
  });
});

describe('13.0 Israeli artillery support', () => {
  it('13.0 artillery support shifts an Israeli attack one column right', async () => {
    const g = await at(2, 'israeli', { a: '0403', d: '0404' });
    const o = g.combatOdds(['a'], 'd', { artillery: true });
    expect(o.shifts).toEqual([{ rule: '13.3', reason: 'artillery support', columns: 1 }]);
    expect(o.column).toBe(g.combatOdds(['a'], 'd').column + 1);
  });

  it('13.0 only one supported attack per phase without units across the canal', async () => {
    const g = await at(2, 'israeli', { a: '0403', b: '0706', d: '0404', e: '0707' }, [1, 1]);
    expect(g.artilleryAvailable).toBe(1);
    g.attack(['a'], 'd', { artillery: true });
    settle(g);
    expect(g.artilleryAvailable).toBe(0);
    expect(() => g.attack(['b'], 'e', { artillery: true })).toThrowError(expect.objectContaining({ rule: '13.4' }));
  });

  it('13.3 the artillery shift nets out against terrain', async () => {
    const g = await smallGame({
      units,
      map: { hexes: { '0404': 'chinese-farm' } },
      position: { turn: 2, side: 'israeli', phase: 'combat', units: { a: '0403', d: '0404' } },
    });
    const o = g.combatOdds(['a'], 'd', { artillery: true });
    expect(o.shifts.reduce((t, s) => t + s.columns, 0)).toBe(-1);
  });

  it('11.4 13.4 each unit across the canal adds one supported attack, no more than one per attack', async () => {
    const g = await at(2, 'israeli', { a: '0403', b: 'crossed', c: 'crossed', d: '0404' });
    expect(g.artilleryAvailable).toBe(3);
    const o = g.combatOdds(['a'], 'd', { artillery: true });
    expect(o.shifts.filter((s) => s.rule === '13.3')).toHaveLength(1);
  });

  it('13.5 no artillery on night Game-Turns: neither support nor bombardment', async () => {
    const g = await at(4, 'israeli', { a: '0403', d: '0404' });
    expect(g.artilleryAvailable).toBe(0);
    expect(() => g.attack(['a'], 'd', { artillery: true })).toThrowError(expect.objectContaining({ rule: '13.5' }));
    const h = await at(4, 'egyptian', { a: '0403', d: '0404' });
    expect(h.bombardTargets()).toEqual([]);
    expect(() => h.bombard('a')).toThrowError(expect.objectContaining({ rule: '13.5' }));
  });

  it('13.0 the Egyptian player has no artillery support', async () => {
    const g = await at(2, 'egyptian', { a: '0403', d: '0404' });
    expect(() => g.attack(['d'], 'a', { artillery: true })).toThrowError(expect.objectContaining({ rule: '13.0' }));
  });
});
