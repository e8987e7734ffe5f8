import { describe, expect, it } from 'vitest';
import { smallGame, type SmallGameSpec } from '../../../support/small-game.js';

const I = 'israeli' as const,
  E = 'egyptian' as const;
// Around 0404: 0403 N, 0504 NE, 0505 SE, 0405 S, 0305 SW, 0304 NW.
const odds = async (
  units: SmallGameSpec['units'],
  at: Record<string, string>,
  attackers: string[],
  map: SmallGameSpec['map'] = {},
  side: 'israeli' | 'egyptian' = 'israeli',
  turn = 2,
) => {
  const g = await smallGame({ units, map, position: { turn, side, phase: 'combat', units: at } });
  return { g, odds: (artillery = false) => g.combatOdds(attackers, 'd', { artillery }) };
};
const shifts = (o: { shifts: { rule: string; columns: number }[] }) => o.shifts.map((s) => [s.rule, s.columns]);

describe('12.0 terrain effects on combat', () => {
  it('12.1 elevated sand and Bar Lev shift one column left, the Chinese Farm two', async () => {
    for (const [terrain, columns] of [
      ['elevated-sand', -1],
      ['bar-lev', -1],
      ['chinese-farm', -2],
      ['sand', 0],
      ['clear', 0],
    ] as const) {
      const { odds: o } = await odds(
        [
          ['a', I, 'armor', 4, 12],
          ['d', E, 'infantry', 2, 8],
        ],
        { a: '0403', d: '0404' },
        ['a'],
        { hexes: { '0404': terrain } },
      );
      expect(o().column, terrain).toBe(3 + columns);
      expect(shifts(o()), terrain).toEqual(columns ? [['12.1', columns]] : []);
    }
  });

  it('12.2 elevated sand attacked only through ridge hexsides shifts two columns left', async () => {
    const { odds: o } = await odds(
      [
        ['a', I, 'armor', 4, 12],
        ['b', I, 'armor', 2, 12],
        ['d', E, 'infantry', 2, 8],
      ],
      { a: '0403', b: '0405', d: '0404' },
      ['a', 'b'],
      {
        hexes: { '0404': 'elevated-sand' },
        hexsides: {
          ridge: [
            ['0404', '0403'],
            ['0404', '0405'],
          ],
        },
      },
    );
    expect(shifts(o())).toEqual([['12.2', -2]]);
  });

  it('12.2 an attack through ridge and non-ridge hexsides gets the elevated sand shift only', async () => {
    const { odds: o } = await odds(
      [
        ['a', I, 'armor', 4, 12],
        ['b', I, 'armor', 2, 12],
        ['d', E, 'infantry', 2, 8],
      ],
      { a: '0403', b: '0405', d: '0404' },
      ['a', 'b'],
      {
        hexes: { '0404': 'elevated-sand' },
        hexsides: { ridge: [['0404', '0403']] },
      },
    );
    expect(shifts(o())).toEqual([['12.1', -1]]);
  });

  it('12.2 a ridge hexside does not help a defender that is not on elevated sand', async () => {
    const { odds: o } = await odds(
      [
        ['a', I, 'armor', 4, 12],
        ['d', E, 'infantry', 2, 8],
      ],
      { a: '0403', d: '0404' },
      ['a'],
      { hexsides: { ridge: [['0404', '0403']] } },
    );
    expect(shifts(o())).toEqual([]);
  });

  it('12.3 roads have no effect on combat', async () => {
    const { odds: o } = await odds(
      [
        ['a', I, 'armor', 4, 12],
        ['d', E, 'infantry', 2, 8],
      ],
      { a: '0403', d: '0404' },
      ['a'],
      { hexes: { '0404': 'sand' }, hexsides: { road: [['0404', '0403']] } },
    );
    expect(shifts(o())).toEqual([]);
    expect(o().column).toBe(3);
  });
});

describe('8.0 combined arms', () => {
  it('8.0 armor with infantry or mechanized shifts one column right, for either player', async () => {
    const { odds: o } = await odds(
      [
        ['a', I, 'armor', 2, 12],
        ['b', I, 'mechanized', 2, 12],
        ['d', E, 'infantry', 2, 8],
      ],
      { a: '0403', b: '0405', d: '0404' },
      ['a', 'b'],
    );
    expect(shifts(o())).toEqual([['8.0', 1]]);
    const eg = await odds(
      [
        ['d', I, 'armor', 2, 12],
        ['a', E, 'armor', 2, 10],
        ['b', E, 'infantry', 2, 8],
      ],
      { a: '0403', b: '0405', d: '0404' },
      ['a', 'b'],
      {},
      'egyptian',
    );
    expect(shifts(eg.odds())).toEqual([['8.0', 1]]);
  });

  it('8.0 armor alone, infantry alone, or armored cavalry with infantry is no combined arms attack', async () => {
    const spec = (t1: 'armor' | 'infantry' | 'armored-cavalry', t2: 'armor' | 'infantry' | 'mechanized') =>
      odds(
        [
          ['a', I, t1, 2, 12],
          ['b', I, t2, 2, 12],
          ['d', E, 'infantry', 2, 8],
        ],
        { a: '0403', b: '0405', d: '0404' },
        ['a', 'b'],
      );
    expect(shifts((await spec('armor', 'armor')).odds())).toEqual([]);
    expect(shifts((await spec('infantry', 'mechanized')).odds())).toEqual([]);
    expect(shifts((await spec('armored-cavalry', 'infantry')).odds())).toEqual([]);
  });

  it('8.1 every attack that qualifies is a combined arms attack, by night too', async () => {
    const { odds: o } = await odds(
      [
        ['a', I, 'armor', 2, 12],
        ['b', I, 'infantry', 2, 8],
        ['d', E, 'infantry', 2, 8],
      ],
      { a: '0403', b: '0405', d: '0404' },
      ['a', 'b'],
      {},
      'israeli',
      4,
    );
    expect(shifts(o())).toEqual([['8.0', 1]]);
  });

  it('8.2 the combined arms shift nets out against terrain', async () => {
    const { odds: o } = await odds(
      [
        ['a', I, 'armor', 2, 12],
        ['b', I, 'infantry', 2, 8],
        ['d', E, 'infantry', 2, 8],
      ],
      { a: '0403', b: '0405', d: '0404' },
      ['a', 'b'],
      { hexes: { '0404': 'chinese-farm' } },
    );
    expect(shifts(o())).toEqual([
      ['12.1', -2],
      ['8.0', 1],
    ]);
    expect(o().column).toBe(3 - 1); // +2 → one column left of +2 +3
  });
});
