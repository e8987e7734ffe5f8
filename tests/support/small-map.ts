// Small hand-made maps for rule tests: every hex clear unless told otherwise.
import type { MapData } from '../../src/engine/map-data.js';
import type { AcrossSuezChart } from '../../src/games/across-suez/data.js';
import { formatHexId } from '../../src/engine/hex-id.js';
import terrainChart from '../../data/across-suez/terrain.json';

export const chart = terrainChart as unknown as AcrossSuezChart;

export function smallMap(columns: number, rows: number, extra: Partial<MapData> = {}): MapData {
  const hexes: Record<string, string> = {};
  for (let c = 1; c <= columns; c++) for (let r = 1; r <= rows; r++) hexes[formatHexId(c, r)] = 'clear';
  return {
    columns,
    rows,
    layout: { orientation: 'flat-top columns', shiftedColumns: 'even' },
    hexsides: {},
    places: {},
    ...extra,
    hexes: { ...hexes, ...(extra.hexes ?? {}) },
  };
}
