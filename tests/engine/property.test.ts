// The Wasm searches agree with the readable TypeScript reference
// (tests/engine/reference/) on thousands of random maps and positions.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Board } from '../../src/engine/board.js';
import type { MapData } from '../../src/engine/map-data.js';
import { chart } from '../support/small-map.js';
import { id, neighbours } from './reference/hex.js';
import { lineLength, reach, zocOf, type Unit } from './reference/searches.js';

const TERRAINS = [
  'clear',
  'clear',
  'clear',
  'sand',
  'sand',
  'elevated-sand',
  'chinese-farm',
  'bar-lev',
  'swamp',
  'lake',
];

/** A random map: terrain, then hexsides picked among adjacent pairs. */
const mapArb = fc
  .record({
    cols: fc.integer({ min: 3, max: 12 }),
    rows: fc.integer({ min: 3, max: 12 }),
    seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  })
  .map(({ cols, rows, seed }) => {
    let s = seed;
    const rnd = () => (s = (s * 48271) % 2147483647) / 2147483647;
    const hexes: Record<string, string> = {};
    for (let c = 1; c <= cols; c++)
      for (let r = 1; r <= rows; r++) hexes[id(c, r)] = TERRAINS[Math.floor(rnd() * TERRAINS.length)]!;
    const map: MapData = {
      columns: cols,
      rows,
      layout: { orientation: 'flat-top columns', shiftedColumns: 'even' },
      hexes,
      hexsides: { road: [], trail: [], ridge: [], blocked: [] },
      places: {},
    };
    for (const h of Object.keys(hexes)) {
      for (const n of neighbours(map, h)) {
        if (n < h) continue;
        const x = rnd();
        const cls = x < 0.12 ? 'road' : x < 0.2 ? 'trail' : x < 0.28 ? 'ridge' : x < 0.31 ? 'blocked' : null;
        if (cls) map.hexsides[cls]!.push([h, n]);
      }
    }
    return { map, rnd };
  });

const boards = new Map<MapData, Promise<Board>>();
const boardFor = (map: MapData) => {
  if (!boards.has(map)) boards.set(map, Board.create(map, chart).then(withAcrossSuezZoc));
  return boards.get(map)!;
};

function randomUnits(map: MapData, rnd: () => number): Unit[] {
  const hexes = Object.keys(map.hexes).filter((h) => chart.terrain[map.hexes[h]!]!.move !== null && rnd() < 0.15);
  return hexes.map((hex) => ({ hex, side: rnd() < 0.5 ? 1 : 2, zoc: rnd() < 0.9 }) as Unit);
}

/** 4.5 for both sides, as the Across Suez module sets it. */
function withAcrossSuezZoc(board: Board): Board {
  for (const side of [0, 1])
    board.setZocPolicy(side, { enemies: [1 - side], stoppedBy: [1 - side], leave: 'to-free-hex' });
  return board;
}

/** 14.1 as the Across Suez module asks it. */
const LINE_OF_COMMUNICATION = { through: ['clear', 'road'], closedHexsides: ['blocked'] };

describe('Wasm searches against the TypeScript reference', () => {
  it('flood fill, ZOC map and line of communication agree on 2,000 random positions', async () => {
    const samples = fc.sample(mapArb, { numRuns: 2000, seed: 20261122 });
    let compared = 0;
    for (const { map, rnd } of samples) {
      const board = await boardFor(map);
      const units = randomUnits(map, rnd);
      board.setOccupants(units.map((u) => ({ hex: board.index(u.hex), side: u.side - 1, zoc: u.zoc })));
      for (const side of [1, 2] as const) {
        const wasmZoc = new Set(Object.keys(map.hexes).filter((h) => board.inZocOf(board.index(h), side - 1)));
        expect(wasmZoc).toEqual(zocOf(map, units, side));
      }
      const hexes = Object.keys(map.hexes);
      const start = hexes[Math.floor(rnd() * hexes.length)]!;
      const q = {
        start,
        budget: Math.floor(rnd() * 40),
        side: (rnd() < 0.5 ? 1 : 2) as 1 | 2,
        bridge: rnd() < 0.2,
        fromEntry: rnd() < 0.25,
      };
      const expected = reach(map, chart, units, q);
      const reached = board.reach(board.index(start), q.budget, q.side - 1, {
        moveClass: q.bridge ? board.movementClass('bridge') : 0,
        fromEntry: q.fromEntry,
      });
      const got = new Map([...reached].map((h) => [board.id(h), board.cost[h]!]));
      expect(got, JSON.stringify(q)).toEqual(expected);
      const goal = hexes[Math.floor(rnd() * hexes.length)]!;
      const line = board.path(board.index(start), board.index(goal), q.side - 1, LINE_OF_COMMUNICATION);
      expect(line?.length ?? null).toBe(lineLength(map, units, start, goal, q.side));
      compared++;
    }
    expect(compared).toBe(2000);
  }, 120_000);
});
