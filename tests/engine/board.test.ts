import { describe, expect, it } from 'vitest';
import { Board, DIRECTIONS } from '../../src/engine/board.js';
import { chart, smallMap } from '../support/small-map.js';

const reachMap = (board: Board, hexes: Int32Array): Record<string, number> =>
  Object.fromEntries([...hexes].map((h) => [board.id(h), board.cost[h]! / 2]));

describe('hex geometry', () => {
  it('even columns sit half a hex lower: 0202 touches 0101, 0102, 0301, 0302', async () => {
    const b = await Board.create(smallMap(4, 4), chart);
    const around = (id: string) =>
      DIRECTIONS.map((_, d) => b.neighbour(b.index(id), d))
        .filter((h) => h >= 0)
        .map((h) => b.id(h))
        .sort();
    expect(around('0202')).toEqual(['0102', '0103', '0201', '0203', '0302', '0303'].sort());
    expect(around('0302')).toEqual(['0201', '0202', '0301', '0303', '0401', '0402'].sort());
  });

  it('distance counts hex steps', async () => {
    const b = await Board.create(smallMap(8, 8), chart);
    expect(b.distance(b.index('0101'), b.index('0101'))).toBe(0);
    expect(b.distance(b.index('0101'), b.index('0201'))).toBe(1);
    expect(b.distance(b.index('0101'), b.index('0501'))).toBe(4);
    expect(b.distance(b.index('0101'), b.index('0105'))).toBe(4);
    expect(b.distance(b.index('0202'), b.index('0404'))).toBe(3);
  });
});

describe('flood fill', () => {
  it('4.1 clear hexes cost one Movement Point each', async () => {
    const b = await Board.create(smallMap(5, 5), chart);
    b.setOccupants([]);
    const r = reachMap(b, b.reach(b.index('0303'), 2 * 2, 0));
    expect(r['0303']).toBe(0);
    expect(r['0302']).toBe(1);
    expect(r['0301']).toBe(2);
    expect(r['0305']).toBe(2);
    expect(Object.keys(r)).toHaveLength(19);
  });
});

describe('flood fill near the end of the budget', () => {
  it('a hex reached with one half Movement Point left leads on along a road that costs a half', async () => {
    const road: [string, string][] = [
      ['0201', '0301'],
      ['0301', '0401'],
    ];
    const b = await Board.create(smallMap(5, 1, { hexsides: { road } }), chart);
    b.setOccupants([]);
    expect(reachMap(b, b.reach(b.index('0101'), 3, 0))).toEqual({ '0101': 0, '0201': 1, '0301': 1.5 });
    expect(reachMap(b, b.reach(b.index('0101'), 2, 0))).toEqual({ '0101': 0, '0201': 1 });
  });

  it('a hexside opened after loading, for a half Movement Point, is crossed with the half left', async () => {
    const b = await Board.create(smallMap(3, 1, { hexsides: { blocked: [['0201', '0301']] } }), chart);
    b.setOccupants([]);
    expect(reachMap(b, b.reach(b.index('0101'), 3, 0))).toEqual({ '0101': 0, '0201': 1 });
    b.openHexsides([{ a: b.index('0201'), b: b.index('0301'), cost: 1 }]);
    expect(reachMap(b, b.reach(b.index('0101'), 3, 0))).toEqual({ '0101': 0, '0201': 1, '0301': 1.5 });
    b.openHexsides([]);
    expect(reachMap(b, b.reach(b.index('0101'), 3, 0))).toEqual({ '0101': 0, '0201': 1 });
  });
});

describe('flood fill without routes', () => {
  it('finds the same hexes at the same costs; pathTo refuses until a fill with routes', async () => {
    const b = await Board.create(smallMap(6, 6, { hexes: { '0303': 'sand', '0404': 'lake' } }), chart);
    b.setOccupants([{ hex: b.index('0505'), side: 1, zoc: true }]);
    const start = b.index('0202'),
      goal = b.index('0405');
    const without = reachMap(b, b.reach(start, 8, 0, { routes: false }));
    expect(() => b.pathTo(goal)).toThrow(/routes/);
    // the same arguments with routes: not answered by the fill without them
    expect(reachMap(b, b.reach(start, 8, 0))).toEqual(without);
    const path = b.pathTo(goal);
    expect([path[0], path.at(-1)]).toEqual([start, goal]);
    for (let i = 1; i < path.length; i++) expect(b.adjacent(path[i - 1]!, path[i]!)).toBe(true);
    // a fill with routes answers a later one without them: the routes stay
    b.reach(start, 8, 0, { routes: false });
    expect(b.pathTo(goal)).toEqual(path);
  });
});

describe('the vacant hexes a fill reached', () => {
  it('lists, in the order reached, the hexes no unit holds (one skipped), with their costs; the last list is forgotten; a kept fill listed again', async () => {
    const b = await Board.create(smallMap(6, 6), chart);
    const friend = b.index('0303'),
      foe = b.index('0305');
    b.setOccupants([
      { hex: friend, side: 0, zoc: true },
      { hex: foe, side: 1, zoc: false },
    ]);
    const start = b.index('0202');
    const reached = [...b.reach(start, 6, 0)];
    const firstCost = b.cost.slice();
    const expected = reached.filter((h) => h !== start && h !== friend && h !== foe);
    expect(reached).toContain(friend);
    const n = b.listVacant(reached.length, start);
    expect([...b.vacant.subarray(0, n)]).toEqual(expected);
    for (let h = 0; h < b.hexCount; h++) expect(b.vacantCost[h]).toBe(expected.includes(h) ? b.cost[h] : -1);
    // a smaller fill elsewhere: what the first listed and this one did not is -1 again
    const again = [...b.reach(b.index('0606'), 2, 0)];
    const m = b.listVacant(again.length, -1);
    expect([...b.vacant.subarray(0, m)]).toEqual(again);
    for (let h = 0; h < b.hexCount; h++) expect(b.vacantCost[h]).toBe(again.includes(h) ? b.cost[h] : -1);
    // the first fill, kept elsewhere, listed again: the same list and costs; the board's last fill is forgotten, not given again
    const n2 = b.listVacantAmong(Int32Array.from(reached), reached.length, firstCost, start);
    expect([...b.vacant.subarray(0, n2)]).toEqual(expected);
    for (const h of expected) expect(b.vacantCost[h]).toBe(firstCost[h]);
    expect([...b.reach(b.index('0606'), 2, 0)]).toEqual(again);
    expect(b.cost[b.index('0606')]).toBe(0);
  });
});

describe('the engine allocates nothing per search', () => {
  it('Wasm memory stays the same size over 100,000 searches', async () => {
    const b = await Board.create(
      smallMap(17, 22, {
        hexsides: {
          road: [
            ['0101', '0102'],
            ['0102', '0103'],
          ],
        },
      }),
      chart,
    );
    b.setOccupants([
      { hex: b.index('0505'), side: 1, zoc: true },
      { hex: b.index('0909'), side: 0, zoc: true },
    ]);
    const before = b.kernel.memory.buffer.byteLength;
    for (let i = 0; i < 100_000; i++) {
      b.reach(i % b.hexCount, 24, 0);
      if (i % 10 === 0) b.path(0, b.hexCount - 1, 0, { through: ['clear', 'road'] });
      if (i % 10 === 5) b.kernel.computeZoc();
    }
    expect(b.kernel.memory.buffer.byteLength).toBe(before);
  });
});

describe('paths across opened hexsides', () => {
  it('a closed hexside class is crossed where the hexside also has an opening class, laid and lifted at run time', async () => {
    // a wall of blocked hexsides between columns 2 and 3 of a 4×3 map
    const wall: [string, string][] = [
      ['0201', '0301'],
      ['0201', '0302'],
      ['0202', '0302'],
      ['0202', '0303'],
      ['0203', '0303'],
    ];
    const b = await Board.create(smallMap(4, 3, { hexsides: { blocked: wall } }), chart);
    b.setOccupants([]);
    const rule = { closedHexsides: ['blocked'], openedBy: ['road'], maxHexes: 3 };
    const across = () => [...b.pathsFrom(b.index('0202'), 0, rule)].map((h) => b.id(h)).filter((id) => id >= '03');
    expect(across()).toEqual([]);
    b.setHexside(b.index('0202'), b.index('0302'), 'road', true);
    expect(across().sort()).toEqual(['0301', '0302', '0303', '0401', '0402'].sort());
    expect(b.path(b.index('0202'), b.index('0302'), 0, rule)?.map((h) => b.id(h))).toEqual(['0202', '0302']);
    b.setHexside(b.index('0302'), b.index('0202'), 'road', false);
    expect(across()).toEqual([]);
  });
});

describe('paths around hexes closed for one search', () => {
  it('a path avoids the hexes the caller closes, and the next search sees them open again', async () => {
    const b = await Board.create(smallMap(3, 1), chart);
    b.setOccupants([]);
    const [a, mid, c] = ['0101', '0201', '0301'].map((id) => b.index(id)) as [number, number, number];
    expect(b.path(a, c, 0, { closedHexes: [mid] })).toBeNull();
    expect(b.path(a, c, 0, {})?.map((h) => b.id(h))).toEqual(['0101', '0201', '0301']);
  });
});

describe('a fill sorted as where a move may end', () => {
  it('lists in the order reached the hexes reached (the start aside), the ends among them (flagged, not barred) and the ends a unit holds; a bit for each hex reached', async () => {
    const b = await Board.create(smallMap(5, 5, { hexes: { '0302': 'sand' } }), chart);
    const friend = b.index('0303'),
      sand = b.index('0302'),
      start = b.index('0202');
    b.setOccupants([{ hex: friend, side: 0, zoc: false }]);
    const reached = [...b.reach(start, 6, 0)];
    const found = reached.filter((h) => h !== start);
    const barred = found.find((h) => h !== friend && h !== sand)!;
    expect(found).toContain(sand);
    b.setBarred([barred], 0, true); // barred since the fill: no end
    const ends = found.filter((h) => h !== barred && h !== sand);
    expect(b.sortEnds(reached.length, start, 0, b.flag('clear'))).toBe(ends.length);
    expect([...b.foundList.subarray(0, b.foundCount)]).toEqual(found);
    expect([...b.endList.subarray(0, ends.length)]).toEqual(ends);
    expect([...b.crowdList.subarray(0, b.crowdedCount)]).toEqual([friend]);
    for (let h = 0; h < b.hexCount; h++) {
      expect(b.endStatus[h], b.id(h)).toBe(ends.includes(h) ? 2 : found.includes(h) ? 1 : 0);
      expect((b.reachedBits[h >>> 5]! >>> (h & 31)) & 1, b.id(h)).toBe(reached.includes(h) ? 1 : 0);
    }
    // no flags asked: any hex not barred is an end (sand too)
    const any = b.sortEnds(reached.length, start, 0, 0);
    expect([...b.endList.subarray(0, any)]).toEqual(found.filter((h) => h !== barred));
  });
});

describe('a fill at a fixed step along a hexside class (column movement)', () => {
  const road: [string, string][] = [
    ['0101', '0201'],
    ['0201', '0301'],
    ['0301', '0401'],
    ['0401', '0501'],
  ];
  const ids = (b: Board, n: number) => [...b.lineList.subarray(0, n)].map((h) => b.id(h));

  it('goes along the class only, through hexes free of enemy units and their Zones of Control, within the budget', async () => {
    const b = await Board.create(smallMap(6, 2, { hexsides: { road } }), chart);
    b.setOccupants([{ hex: b.index('0601'), side: 1, zoc: true }]); // its Zone of Control covers 0501
    const roadHex = b.flag('road'),
      roadSide = b.hexsideFlag('road');
    const n = b.lineFill([b.index('0101')], 0, 2, 100, 0, roadHex, roadSide, 1 << 1);
    expect(ids(b, n)).toEqual(['0101', '0201', '0301', '0401']);
    expect([...b.lineCost.subarray(0, n)]).toEqual([0, 2, 4, 6]);
    expect(b.linePathTo(b.index('0401')).map((h) => b.id(h))).toEqual(['0101', '0201', '0301', '0401']);
    expect(b.lineSeedCount).toBe(1);
    expect(ids(b, b.lineFill([b.index('0101')], 0, 2, 5, 0, roadHex, roadSide, 1 << 1))).toEqual([
      '0101',
      '0201',
      '0301',
    ]);
    b.setBarred([b.index('0301')], 0, true);
    expect(ids(b, b.lineFill([b.index('0101')], 0, 2, 100, 0, roadHex, roadSide, 1 << 1))).toEqual(['0101', '0201']);
  });

  it('keeps its seeds once each, those open, first, at their cost', async () => {
    const b = await Board.create(smallMap(6, 2, { hexsides: { road } }), chart);
    b.setOccupants([]);
    const seeds = [b.index('0301'), b.index('0102'), b.index('0301')]; // 0102 is on no road
    const n = b.lineFill(seeds, 2, 2, 4, 0, b.flag('road'), b.hexsideFlag('road'), 1 << 1);
    expect(ids(b, n)).toEqual(['0301', '0401', '0201']); // in the kernel's direction order
    expect([...b.lineCost.subarray(0, n)]).toEqual([2, 4, 4]);
    expect(b.lineSeedCount).toBe(1);
    expect(b.linePathTo(b.index('0301')).map((h) => b.id(h))).toEqual(['0301']);
  });
});
