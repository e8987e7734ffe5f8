// Issue 3: every constraint the rules put on the reconstructed map.
import { describe, expect, it } from 'vitest';
import { acrossSuez } from '../../../src/games/across-suez/data.js';
import { Board } from '../../../src/engine/board.js';
import { checkMapData } from '../../../src/engine/map-data.js';
import { parseHexId } from '../../../src/engine/hex-id.js';
import { Game } from '../../../src/games/across-suez/game.js';

const { map, chart, units } = acrossSuez;
const board = await Board.create(map, chart);
const terrain = (id: string) => map.hexes[id];
const enterable = (id: string) => id in map.hexes && chart.terrain[terrain(id)!]!.move !== null;

describe('the map as data', () => {
  it('passes the map checks and lists every hex of its 17 × 22 grid', () => {
    expect(() => checkMapData(map, chart)).not.toThrow();
    expect([map.columns, map.rows]).toEqual([17, 22]);
    expect(Object.keys(map.hexes)).toHaveLength(17 * 22);
  });

  it('every road, trail, ridge and blocked hexside joins two adjacent hexes', () => {
    for (const key of ['road', 'trail', 'ridge', 'blocked'] as const) {
      for (const [a, b] of map.hexsides[key]!)
        expect(board.adjacent(board.index(a), board.index(b)), `${key} ${a}-${b}`).toBe(true);
    }
  });

  it('shows every feature of the terrain key', () => {
    const kinds = new Set(Object.values(map.hexes));
    for (const t of ['clear', 'sand', 'elevated-sand', 'chinese-farm', 'bar-lev', 'swamp', 'lake'])
      expect(kinds, t).toContain(t);
    expect(map.hexsides.road!.length).toBeGreaterThan(0);
    expect(map.hexsides.trail!.length).toBeGreaterThan(0);
    expect(map.hexsides.ridge!.length).toBeGreaterThan(0);
  });

  it('12.1 has exactly one Chinese Farm hex', () => {
    expect(Object.values(map.hexes).filter((t) => t === 'chinese-farm')).toHaveLength(1);
  });
});

describe('the hexes the rules name', () => {
  it('11.0 0112 is Matzmed, a Bar Lev hex on the canal at the northern tip of the Great Bitter Lake', () => {
    expect(terrain('0112')).toBe('bar-lev');
    expect(parseHexId('0112')!.col).toBe(1); // the canal is the west edge
    expect(map.places['0112']).toBe('Matzmed');
    expect(terrain('0113')).toBe('lake'); // the lake begins just south
    expect(Object.keys(map.hexes).filter((h) => terrain(h) === 'lake' && parseHexId(h)!.row < 12)).toEqual([]);
  });

  it('7.4 1708 is on the east edge with a road leaving it', () => {
    expect(parseHexId('1708')!.col).toBe(map.columns);
    expect(map.hexsides.road!.some(([a, b]) => a === '1708' || b === '1708')).toBe(true);
    expect(board.hexHas(board.index('1708'), 'road')).toBe(true);
  });

  it('7.4 the arrival hexes 1708, 0407, 1307 and 0921 can be entered', () => {
    for (const h of ['1708', '0407', '1307', '0921']) expect(enterable(h), h).toBe(true);
  });

  it('2.5 every starting hex exists, can be entered and holds one unit', () => {
    const starts = units.filter((u) => u.start).map((u) => u.start!);
    for (const h of starts) expect(enterable(h), h).toBe(true);
    expect(new Set(starts).size).toBe(starts.length);
  });

  it('14.2 the bridge can reach Matzmed from 1708 through clear and road hexes only', () => {
    board.setOccupants([]);
    board.reach(board.index('1708'), 255, 0, { moveClass: board.movementClass('bridge'), fromEntry: true });
    expect(board.cost[board.index('0112')]).toBeGreaterThanOrEqual(0);
    const route = board.pathTo(board.index('0112'));
    expect(route.every((h) => board.hexHas(h, 'clear') || board.hexHas(h, 'road'))).toBe(true);
  });

  it('14.1 on the empty map a line of communication runs from 0112 to 1708', () => {
    board.setOccupants([]);
    const loc = board.path(board.index('0112'), board.index('1708'), 0, { through: ['clear', 'road'] });
    expect(loc).not.toBeNull();
    expect(board.id(loc!.at(0)!)).toBe('0112');
    expect(board.id(loc!.at(-1)!)).toBe('1708');
  });
});

describe('the standard setup on the map', () => {
  it('no starting unit is stacked, on lake or swamp, and every unit free of enemy ZOC can move on the first night', async () => {
    const game = await Game.create({ seed: 1 });
    const onMap = game.units().filter((u) => u.location === 'map');
    expect(new Set(onMap.map((u) => u.hex)).size).toBe(onMap.length);
    for (const u of onMap) expect(['lake', 'swamp']).not.toContain(game.terrainAt(u.hex!));
    for (const u of onMap.filter((x) => x.side === 'israeli')) {
      const free = !game.zocOf(u.hex!).includes('egyptian');
      if (free) expect(game.reachable(u.id).size, u.id).toBeGreaterThan(0);
      else expect(game.whyCannotMove(u.id)?.rule, u.id).toBe('9.1');
    }
  });

  it('the bridge enters at 1708 on the first Game-Turn', async () => {
    const game = await Game.create({ seed: 1 });
    expect(game.unit('bridge')).toMatchObject({ location: 'reinforcement', arrives: { turn: 1, hex: '1708' } });
    expect(game.reachable('bridge').get('1708')).toBe(0.5);
  });
});
