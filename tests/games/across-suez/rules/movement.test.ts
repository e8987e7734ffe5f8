import { describe, expect, it } from 'vitest';
import { RulesError } from '../../../../src/engine/rules-error.js';
import { reach, smallGame, type SmallGameSpec } from '../../../support/small-game.js';

const I = 'israeli' as const,
  E = 'egyptian' as const;
const base = (
  units: SmallGameSpec['units'],
  at: Record<string, string>,
  extra: Partial<SmallGameSpec> = {},
): SmallGameSpec => ({
  units,
  position: { turn: 2, side: 'israeli', phase: 'movement', units: at },
  ...extra,
});

describe('4.1 Movement Allowance', () => {
  it('4.1 a unit may never exceed its Movement Allowance', async () => {
    const g = await smallGame(base([['a', I, 'armor', 4, 3]], { a: '0404' }));
    const r = reach(g, 'a');
    expect(Math.max(...Object.values(r))).toBe(3);
    expect(r['0401']).toBe(3);
    expect(r['0408']).toBeUndefined(); // four hexes away
    expect(() => g.move('a', '0408')).toThrow(RulesError);
  });

  it('4.1 a unit may move in several steps with the points it has left, and no more', async () => {
    const g = await smallGame(base([['a', I, 'armor', 4, 3]], { a: '0404' }));
    g.move('a', '0403');
    expect(reach(g, 'a')['0401']).toBe(2);
    g.move('a', '0401');
    expect(g.reachable('a').size).toBe(0);
    expect(g.whyCannotMove('a')?.rule).toBe('4.1');
  });

  it('4.1 unused Movement Points are not carried into the next Movement Phase', async () => {
    const g = await smallGame(
      base(
        [
          ['a', I, 'armor', 4, 3],
          ['e', E, 'infantry', 1, 1],
        ],
        { a: '0404', e: '0808' },
      ),
    );
    g.move('a', '0403');
    for (let i = 0; i < 4; i++) g.endPhase();
    expect(g.turn).toBe(3);
    expect(Math.max(...Object.values(reach(g, 'a')))).toBe(3);
  });
});

describe('4.2 terrain costs', () => {
  const spec = (map: SmallGameSpec['map']) => base([['a', I, 'armor', 4, 6]], { a: '0104' }, { map });

  it('4.2 sand, elevated sand and the Chinese Farm cost 3; clear and Bar Lev cost 1', async () => {
    const g = await smallGame(
      spec({ hexes: { '0103': 'sand', '0105': 'elevated-sand', '0204': 'chinese-farm', '0203': 'bar-lev' } }),
    );
    const r = reach(g, 'a');
    expect(r['0103']).toBe(3);
    expect(r['0105']).toBe(3);
    expect(r['0204']).toBe(3);
    expect(r['0203']).toBe(1);
  });

  it('4.2 swamp and lake hexes may not be entered', async () => {
    const g = await smallGame(spec({ hexes: { '0103': 'swamp', '0105': 'lake' } }));
    const r = reach(g, 'a');
    expect(r['0103']).toBeUndefined();
    expect(r['0105']).toBeUndefined();
    expect(() => g.move('a', '0103')).toThrowError(
      expect.objectContaining({ code: 'prohibited-terrain', rule: '4.2' }),
    );
  });

  it('4.2 a ridge hexside adds 2 Movement Points', async () => {
    // the detours round the ridge (through 0204) cost more: sand
    const g = await smallGame(
      spec({ hexsides: { ridge: [['0104', '0105']] }, hexes: { '0204': 'sand', '0106': 'sand' } }),
    );
    expect(reach(g, 'a')['0105']).toBe(3);
    expect(g.path('a', '0105')).toEqual(['0104', '0105']);
  });

  it('4.2 entering through a road hexside costs 1/2 whatever the terrain', async () => {
    const g = await smallGame(
      spec({
        hexes: { '0103': 'sand', '0102': 'elevated-sand' },
        hexsides: {
          road: [
            ['0104', '0103'],
            ['0103', '0102'],
          ],
          ridge: [['0103', '0102']],
        },
      }),
    );
    const r = reach(g, 'a');
    expect(r['0103']).toBe(0.5);
    expect(r['0102']).toBe(1);
  });

  it('4.2 a road has no effect when its hex is entered through a non-road hexside', async () => {
    const g = await smallGame(
      spec({ hexes: { '0202': 'sand', '0201': 'sand', '0102': 'sand' }, hexsides: { road: [['0202', '0201']] } }),
    );
    expect(reach(g, 'a')['0202']).toBe(4); // 0104→0203 (1) → 0202 through a non-road hexside (3)
  });

  it('4.2 a trail hexside costs 2, or the normal cost when that is lower', async () => {
    const g = await smallGame(
      spec({
        hexes: { '0103': 'sand' },
        hexsides: {
          trail: [
            ['0104', '0103'],
            ['0104', '0105'],
          ],
        },
      }),
    );
    const r = reach(g, 'a');
    expect(r['0103']).toBe(2); // trail beats sand
    expect(r['0105']).toBe(1); // clear beats trail
  });

  it('4.2 a hexside wholly covered by lake may not be crossed', async () => {
    const g = await smallGame(spec({ hexsides: { blocked: [['0104', '0103']] } }));
    expect(reach(g, 'a')['0103']).toBe(2); // around, through 0203
  });
});

describe('4.3–4.5 units and Zones of Control', () => {
  it('4.3 a unit may never enter nor pass through a hex containing an enemy unit', async () => {
    // a wall of sand with one clear gap held by the enemy
    const map = {
      hexes: {
        '0301': 'lake',
        '0302': 'lake',
        '0304': 'lake',
        '0305': 'lake',
        '0306': 'lake',
        '0307': 'lake',
        '0308': 'lake',
      },
    };
    const g = await smallGame(
      base(
        [
          ['a', I, 'armor', 4, 12],
          ['e', E, 'infantry', 1, 8, undefined],
        ],
        { a: '0103', e: '0303' },
        { map, scenario: {} },
      ),
    );
    const r = reach(g, 'a');
    expect(r['0303']).toBeUndefined();
    expect(Object.keys(r).some((h) => h.startsWith('04') || h.startsWith('05'))).toBe(false);
    expect(() => g.move('a', '0303')).toThrowError(expect.objectContaining({ code: 'enemy-occupied', rule: '4.3' }));
  });

  it('4.4 a unit may pass through a friendly unit but not end its move there', async () => {
    const map = {
      hexes: {
        '0301': 'lake',
        '0302': 'lake',
        '0304': 'lake',
        '0305': 'lake',
        '0306': 'lake',
        '0307': 'lake',
        '0308': 'lake',
      },
    };
    const g = await smallGame(
      base(
        [
          ['a', I, 'armor', 4, 12],
          ['b', I, 'armor', 4, 12],
        ],
        { a: '0103', b: '0303' },
        { map },
      ),
    );
    const r = reach(g, 'a');
    expect(r['0303']).toBeUndefined();
    expect(r['0403']).toBe(3);
    expect(() => g.move('a', '0303')).toThrowError(expect.objectContaining({ code: 'friendly-occupied', rule: '4.4' }));
  });

  it('4.5 a unit must stop upon entering a hex adjacent to an enemy unit', async () => {
    const g = await smallGame(
      base(
        [
          ['a', I, 'armor', 4, 12],
          ['e', E, 'infantry', 1, 8],
        ],
        { a: '0104', e: '0404' },
      ),
    );
    // e's Zone of Control: 0403 0504 0505 0405 0305 0304
    const zoc = ['0403', '0504', '0505', '0405', '0305', '0304'];
    expect(zoc.every((h) => g.zocOf(h).includes('egyptian'))).toBe(true);
    const r = reach(g, 'a');
    expect(r['0304']).toBe(2);
    // no route runs through a ZOC hex: each one ends a move
    for (const dest of Object.keys(r)) {
      const inner = g.path('a', dest).slice(1, -1);
      expect(inner.filter((h) => zoc.includes(h))).toEqual([]);
    }
    g.move('a', '0304');
    expect(g.whyCannotMove('a')).toMatchObject({ code: 'stopped-by-zoc', rule: '4.5' });
    expect(() => g.move('a', '0204')).toThrowError(expect.objectContaining({ code: 'stopped-by-zoc' }));
  });

  it('4.5 a unit beginning in an enemy ZOC may leave, if the first hex it enters is in no enemy ZOC', async () => {
    const g = await smallGame(
      base(
        [
          ['a', I, 'armor', 4, 12],
          ['e', E, 'infantry', 1, 8],
        ],
        { a: '0404', e: '0405' },
      ),
    );
    const r = reach(g, 'a');
    // 0505 and 0305 touch both units: in e's Zone of Control, so no first step there
    expect(r['0403']).toBe(1);
    expect(r['0304']).toBe(1);
    expect(r['0504']).toBe(1);
    // re-entering an enemy ZOC later in the move is allowed, and stops the unit
    expect(r['0305']).toBe(2);
    expect(r['0505']).toBe(2);
    expect(g.path('a', '0305')).toEqual(['0404', '0304', '0305']);
  });

  it('4.5 the bridge unit exerts no Zone of Control', async () => {
    const g = await smallGame({
      units: [
        ['br', I, 'bridge', 1, 6],
        ['e', E, 'armor', 3, 10],
      ],
      position: { turn: 2, side: 'egyptian', phase: 'movement', units: { br: '0404', e: '0104' } },
    });
    expect(reach(g, 'e')['0505']).toBeDefined(); // passes 0304/0305, next to the bridge
    expect(g.zocOf('0304')).toEqual([]);
  });
});
